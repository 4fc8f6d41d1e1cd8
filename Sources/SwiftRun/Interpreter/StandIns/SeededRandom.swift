import SwiftFront
import BoardModel

/// Random values on a board (docs/swift-subset.md, "Stand-ins"): one documented generator,
/// seeded by the board's `"seed"` (0 unless it says), so a board draws the same values on every
/// machine and every run.
///
/// The generator is SplitMix64 (Steele, Lea and Flood, 2014): the state advances by
/// 0x9E3779B97F4A7C15 and each output is the state mixed by two multiply–xorshift rounds. Each
/// evaluation starts from the seed (as `UUID()` restarts its count): a view's body shows the same
/// values in every state, and a `@State`'s initial value is drawn once.
///
/// * `Int.random(in: a..<b)` (and `a...b`): `a + next % count`;
/// * `Double.random(in:)`: `a + (next >> 11) × 2⁻⁵³ × (b − a)`;
/// * `Bool.random()`: the top bit of `next`;
/// * `randomElement()`: the element at `next % count` (nil when empty);
/// * `shuffled()`, `shuffle()`: Fisher–Yates from the last index down, swapping `i` with `next % (i + 1)`.
package struct SplitMix64 {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<count` (`count` > 0).
    package mutating func below(_ count: UInt64) -> UInt64 { next() % count }

    /// A number in `0..<1` with 53 random bits.
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// `items` in Fisher–Yates order.
    package mutating func shuffled<T>(_ items: [T]) -> [T] {
        var a = items
        var i = a.count - 1
        while i > 0 {
            let j = Int(below(UInt64(i + 1)))
            a.swapAt(i, j)
            i -= 1
        }
        return a
    }
}

extension Interpreter {
    /// `Int.random(in:)`, `Double.random(in:)`, `CGFloat.random(in:)`, `Bool.random()` (the type is `type`).
    package func randomValue(of type: String, _ args: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue {
        if type == "Bool" {
            guard args.isEmpty else { throw ExpressionError(.arguments, at: e.range, "Bool.random() takes no arguments") }
            return .bool(random.next() >> 63 == 1)
        }
        guard args.count == 1, args[0].label == "in", case let .range(lo, hi, closed) = args[0].value else {
            throw ExpressionError(.arguments, at: e.range, "\(type).random takes (in: range); a generator of your own (using:) is not run: a board's random values come from its \"seed\"")
        }
        if NativeTypes.integers.contains(type) {
            guard case let .int(a) = lo, case let .int(b) = hi else {
                throw ExpressionError(.type, at: args[0].range, "\(type).random(in:) takes a range of whole numbers")
            }
            let upper = closed ? b : b - 1
            guard upper >= a else { throw ExpressionError(.value, at: args[0].range, "\(type).random(in:) of an empty range stops the program") }
            let count = UInt64(bitPattern: Int64(upper &- a)) &+ 1
            let pick = count == 0 ? random.next() : random.below(count)
            return .int(a &+ Int(truncatingIfNeeded: pick))
        }
        guard let a = Arithmetic.number(lo), let b = Arithmetic.number(hi), a.isFinite, b.isFinite else {
            throw ExpressionError(.type, at: args[0].range, "\(type).random(in:) takes a range of finite numbers")
        }
        guard closed ? a <= b : a < b else { throw ExpressionError(.value, at: args[0].range, "\(type).random(in:) of an empty range stops the program") }
        return .double(a + random.unit() * (b - a))
    }
}
