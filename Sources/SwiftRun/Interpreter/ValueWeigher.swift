import SwiftFront

/// How many values a value holds, counting storage shared between places as often as it is
/// reachable: what an operation that walks the value visits (equality, hashing, interpolation,
/// joining, `.id`, state, arguments, turning it into a view).
///
/// Swift shares a collection's storage between copies, so `Array(repeating: y, count: 9000)` or
/// `[a, a]` repeated costs almost nothing to make while its weight multiplies; the interpreter
/// weighs every value that can multiply this way when it is made (``Interpreter/checkWeight(_:_:what:)``)
/// and refuses one heavier than ``Interpreter/maximumValueWeight``, so that no later walk can blow up.
///
/// Weighing is linear in the distinct storages it meets (each array's weight is remembered by
/// its storage's address for the one walk; every array it meets stays alive during the walk,
/// held by the value weighed) and stops as soon as the limit is passed.
package struct ValueWeigher {
    /// The weight past which weighing stops (the answer is then `limit + 1`).
    package let limit: Int
    /// The nodes this weigher looked at (its cost, charged to the step budget).
    package private(set) var visited = 0
    private var arrays: [UnsafeRawPointer: Int] = [:]
    private var objects: [ObjectIdentifier: Int] = [:]

    package init(limit: Int) {
        self.limit = limit
    }

    /// The weight of `v`: 1 for a scalar, 1 plus its parts' weights for a collection, struct,
    /// tuple, enum case or object (an object once per walk: a cycle weighs nothing more),
    /// a kept SwiftUI value's expression size; at most `limit + 1`.
    package mutating func weight(of v: SwiftValue) -> Int {
        visited += 1
        switch v {
        case let .array(items), let .tuple(items, _): return weight(of: items)
        case let .instance(s): return weight(of: s.values)
        case let .enumCase(c): return c.associated.isEmpty ? 1 : weight(of: c.associated)
        case let .dictionary(entries):
            var total = 1
            for entry in entries {
                total = add(total, weight(of: entry.key) + weight(of: entry.value))
                if total > limit { break }
            }
            return total
        case let .range(a, b, _): return add(1, weight(of: a) + weight(of: b))
        case let .object(box):
            let id = ObjectIdentifier(box)
            if let known = objects[id] { return known }
            objects[id] = 1
            let w = weight(of: box.instance.values)
            objects[id] = w
            return w
        case let .swiftUI(e, _): return min(max(1, e.size), limit + 1)
        default: return 1
        }
    }

    private mutating func weight(of items: [SwiftValue]) -> Int {
        guard !items.isEmpty else { return 1 }
        let key = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
        if let known = arrays[key] { return known }
        var total = 1
        for item in items {
            total = add(total, weight(of: item))
            if total > limit { break }
        }
        arrays[key] = total
        return total
    }

    private func add(_ a: Int, _ b: Int) -> Int { min(a + min(b, limit + 1), limit + 1) }
}

extension Interpreter {
    /// The heaviest value an evaluation may make (values reachable, shared storage counted as
    /// often as it is reachable; ``ValueWeigher``): a million, which an operation that walks it
    /// visits in well under a second.
    package static let maximumValueWeight = 1_000_000

    /// Weighs a value being made (a collection, tuple, struct or enum case that may share its
    /// parts' storage), charging the weighing to the step budget; throws if it is heavier than
    /// ``maximumValueWeight``.
    package func checkWeight(_ v: SwiftValue, _ range: SourceRange, what: String = "the value") throws(ExpressionError) {
        var weigher = ValueWeigher(limit: Self.maximumValueWeight)
        let weight = weigher.weight(of: v)
        steps += weigher.visited
        if weight > Self.maximumValueWeight {
            throw ExpressionError(.value, at: range, "\(what) would hold more than \(Self.maximumValueWeight.formatted) values (counting each use of shared elements, as comparing or drawing it would); a board allows at most \(Self.maximumValueWeight.formatted)")
        }
        if steps > stepLimit { throw stepsExhausted(range) }
    }

    /// Whether a value is a container whose weight must be checked when it is put in another.
    @inline(__always)
    package static func mayBeHeavy(_ v: SwiftValue) -> Bool {
        switch v {
        case .array, .tuple, .instance, .enumCase, .dictionary, .object, .range: return true
        case let .swiftUI(e, _): return e.size > 1
        default: return false
        }
    }
}
