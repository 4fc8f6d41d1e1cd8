import SwiftFront
import BoardScene
import BoardModel
import Foundation

/// Global functions view code calls: `min`, `max`, `abs`, `pow`, `sqrt`, `sin`,
/// `cos`, rounding, `zip`, `stride`, `withAnimation` (its body runs now),
/// CoreAnimation's `CATransform3D…` functions, and no-ops such as `print`.
package enum Builtins {
    package typealias Body = @Sendable (Interpreter, [Argument], SourceRange) throws(ExpressionError) -> SwiftValue

    package static func function(_ name: String) -> Function? {
        if Transforms.functionNames.contains(name) {
            return Function(.builtin(name) { i, args, range throws(ExpressionError) in try Transforms.function(name, args, i, range) })
        }
        guard let body = table[name] else { return nil }
        return Function(.builtin(name, body))
    }

    /// `: "message"` for a stop's first argument when it is a string, else nothing.
    static func stopMessage(_ args: [Argument]) -> String {
        if let first = args.first, case let .string(m) = first.value, !m.isEmpty { return ": " + Quoting.clip(m) }
        return ""
    }

    /// Global constants: `CATransform3DIdentity`, `CGAffineTransformIdentity`, Foundation's
    /// `NSLocalizedDescriptionKey` (an `NSError`'s `userInfo` key, as Foundation spells it).
    package static func constant(_ name: String) -> SwiftValue? {
        switch name {
        case "CATransform3DIdentity": Transforms.identity3D
        case "CGAffineTransformIdentity": Transforms.affine([1, 0, 0, 1, 0, 0])
        case "NSLocalizedDescriptionKey": .string("NSLocalizedDescription")
        // Core Data's store options, as Foundation spells their keys (given to `setOption(_:forKey:)`).
        case "NSPersistentHistoryTrackingKey": .string("NSPersistentHistoryTrackingKey")
        case "NSPersistentStoreRemoteChangeNotificationPostOptionKey": .string("NSPersistentStoreRemoteChangeNotificationOptionKey")
        default: LocationManager.constants[name].map { .double($0) }
        }
    }

    package static func numbers(_ name: String, _ args: [Argument], _ count: Int, _ i: Interpreter, _ range: SourceRange) throws(ExpressionError) -> [Double] {
        guard args.count == count else {
            throw ExpressionError(.arguments, at: range, "\(name) takes \(NumberFormat.counted(count, "number")), given \(args.count)")
        }
        var out: [Double] = []
        for a in args {
            guard let v = Arithmetic.number(a.value) else {
                throw ExpressionError(.type, at: a.range, "expected a number for \(name), found \(i.describe(a.value))")
            }
            out.append(v)
        }
        return out
    }

    package static func unary(_ name: String, _ f: @escaping @Sendable (Double) -> Double) -> Body {
        { i, args, range throws(ExpressionError) in
            let v = try numbers(name, args, 1, i, range)[0]
            return .double(f(v))
        }
    }

    /// A C function rounding to the nearest whole number, halves away from zero (`lround`); refused past Int's range.
    package static func wholeNumber(_ name: String) -> Body {
        { i, args, range throws(ExpressionError) in
            let v = try numbers(name, args, 1, i, range)[0].rounded(.toNearestOrAwayFromZero)
            guard v.isFinite, abs(v) < 9.2e18 else { throw ExpressionError(.value, at: range, "\(name) of \(v) is past an Int's range") }
            return .int(Int(v))
        }
    }

    package static func binary(_ name: String, _ f: @escaping @Sendable (Double, Double) -> Double) -> Body {
        { i, args, range throws(ExpressionError) in
            let v = try numbers(name, args, 2, i, range)
            return .double(f(v[0], v[1]))
        }
    }

    package static let table: [String: Body] = [
        "min": { i, args, range throws(ExpressionError) in try extreme(args, i, range, smallest: true) },
        "max": { i, args, range throws(ExpressionError) in try extreme(args, i, range, smallest: false) },
        "abs": { i, args, range throws(ExpressionError) in
            guard args.count == 1 else { throw ExpressionError(.arguments, at: range, "abs takes one number") }
            switch args[0].value {
            case let .int(n): return .int(n == .min ? n : Swift.abs(n))
            case let .double(d): return .double(Swift.abs(d))
            default: throw ExpressionError(.type, at: args[0].range, "expected a number for abs, found \(i.describe(args[0].value))")
            }
        },
        "sqrt": unary("sqrt") { $0.squareRoot() },
        "sin": unary("sin", Foundation.sin), "cos": unary("cos", Foundation.cos), "tan": unary("tan", Foundation.tan),
        "asin": unary("asin", Foundation.asin), "acos": unary("acos", Foundation.acos), "atan": unary("atan", Foundation.atan),
        "exp": unary("exp", Foundation.exp), "log": unary("log", Foundation.log), "log10": unary("log10", Foundation.log10),
        "log2": unary("log2", Foundation.log2), "floor": unary("floor", Foundation.floor), "ceil": unary("ceil", Foundation.ceil),
        "round": unary("round", Foundation.round), "trunc": unary("trunc", Foundation.trunc),
        "pow": { i, args, range throws(ExpressionError) in
            let v = try numbers("pow", args, 2, i, range)
            return .double(Foundation.pow(v[0], v[1]))
        },
        "atan2": { i, args, range throws(ExpressionError) in
            let v = try numbers("atan2", args, 2, i, range)
            return .double(Foundation.atan2(v[0], v[1]))
        },
        "hypot": binary("hypot") { Foundation.hypot($0, $1) }, "fmod": binary("fmod") { Foundation.fmod($0, $1) },
        "fmin": binary("fmin") { Swift.min($0, $1) }, "fmax": binary("fmax") { Swift.max($0, $1) },
        "cbrt": unary("cbrt", Foundation.cbrt), "fabs": unary("fabs") { Swift.abs($0) },
        // C's Float spellings (`sinf`, `hypotf`): a board's numbers are Doubles.
        "sinf": unary("sinf", Foundation.sin), "cosf": unary("cosf", Foundation.cos), "tanf": unary("tanf", Foundation.tan),
        "sqrtf": unary("sqrtf") { $0.squareRoot() }, "fabsf": unary("fabsf") { Swift.abs($0) },
        "expf": unary("expf", Foundation.exp), "logf": unary("logf", Foundation.log), "floorf": unary("floorf", Foundation.floor),
        "ceilf": unary("ceilf", Foundation.ceil), "roundf": unary("roundf", Foundation.round),
        "hypotf": binary("hypotf") { Foundation.hypot($0, $1) }, "atan2f": binary("atan2f") { Foundation.atan2($0, $1) },
        "powf": binary("powf") { Foundation.pow($0, $1) }, "fmodf": binary("fmodf") { Foundation.fmod($0, $1) },
        // C's rounding to a whole number (`lround(components[0] * 255)`, a hex colour's digits): an Int,
        // halves away from zero.
        "lround": wholeNumber("lround"), "lroundf": wholeNumber("lroundf"), "llround": wholeNumber("llround"),
        "zip": { i, args, range throws(ExpressionError) in
            guard args.count == 2 else { throw ExpressionError(.arguments, at: range, "zip takes two sequences") }
            let a = try i.elements(of: args[0].value, at: args[0].range), b = try i.elements(of: args[1].value, at: args[1].range)
            return .array(zip(a, b).map { .tuple([$0, $1], labels: [nil, nil]) })
        },
        "stride": { i, args, range throws(ExpressionError) in try stride(args, i, range) },
        // C's random functions, from the board's seed (SplitMix64) as Swift's are.
        "arc4random": { i, args, range throws(ExpressionError) in .int(Int(i.random.next() >> 32)) },
        "arc4random_uniform": { i, args, range throws(ExpressionError) in
            let n = try numbers("arc4random_uniform", args, 1, i, range)[0]
            return .int(n < 1 ? 0 : Int(i.random.below(UInt64(min(n, Double(UInt32.max))))))
        },
        "drand48": { i, _, _ in .double(i.random.unit()) },
        // C's `strtoul(text, nil, 16)` (hex colour initializers): the digits of the base at the start of the
        // text (after spaces and a `0x` for base 16), 0 when there are none; no end pointer is written.
        "strtoul": { _, args, range throws(ExpressionError) in
            guard args.count == 3, case let .string(text) = args[0].value, case .none = args[1].value, case let .int(base) = args[2].value,
                  (2...36).contains(base) else {
                throw ExpressionError(.arguments, at: range, "strtoul takes (text, nil, base) with a base of 2…36")
            }
            var digits = Substring(text.drop { $0 == " " })
            if base == 16, digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
            let prefix = digits.prefix { $0.isASCII && Int(String($0), radix: base) != nil }.prefix(15)
            return .int(Int(prefix, radix: base) ?? 0)
        },
        "print": { _, _, _ in .void }, "debugPrint": { _, _, _ in .void }, "assert": { _, _, _ in .void },
        "precondition": { _, _, _ in .void },
        "fatalError": { _, args, range throws(ExpressionError) in
            throw ExpressionError(.value, at: range, "the program stops here (fatalError\(Builtins.stopMessage(args)))")
        },
        // A preview is a debug build: both stop the program, as `fatalError` does.
        "preconditionFailure": { _, args, range throws(ExpressionError) in
            throw ExpressionError(.value, at: range, "the program stops here (preconditionFailure\(Builtins.stopMessage(args)))")
        },
        "assertionFailure": { _, args, range throws(ExpressionError) in
            throw ExpressionError(.value, at: range, "the program stops here (assertionFailure\(Builtins.stopMessage(args)))")
        },
        "type": { i, args, range throws(ExpressionError) in .type(args.first.flatMap { i.typeName(of: $0.value) } ?? "Any") },
        // The development language's text: the app's strings table's (``StringsTables``), else
        // `value:` when given, else the key (as Foundation shows a key its table lacks).
        "NSLocalizedString": { i, args, range throws(ExpressionError) in
            guard let key = args.first, key.label == nil,
                  args.dropFirst().allSatisfy({ ["tableName", "bundle", "value", "comment"].contains($0.label ?? "") }) else {
                throw ExpressionError(.arguments, at: range, "NSLocalizedString takes (_:tableName:bundle:value:comment:)")
            }
            let table = try args.first { $0.label == "tableName" }.map { a throws(ExpressionError) in try i.text(of: a.value, at: a.range) }
            if let text = i.program.assets.strings.text(try i.text(of: key.value, at: key.range), table: table) { return .string(text) }
            let shown = args.first { $0.label == "value" } ?? key
            return .string(try i.text(of: shown.value, at: shown.range))
        },
        "withAnimation": { i, args, range throws(ExpressionError) in try i.withAnimation(args, at: range) },
        "withTransaction": { i, args, range throws(ExpressionError) in try i.withAnimation(args.filter { $0.label == nil || $0.isTrailing }, at: range) },
    ]

    private static func extreme(_ args: [Argument], _ i: Interpreter, _ range: SourceRange, smallest: Bool) throws(ExpressionError) -> SwiftValue {
        var values = args.map(\.value)
        if values.count == 1, case let .array(items) = values[0] { values = items }
        // `max(progress, .zero)`: a symbolic value takes the type of the others, as Swift infers.
        if let t = values.lazy.compactMap({ i.typeName(of: $0) }).first {
            for k in values.indices { if case .swiftUI = values[k] { values[k] = try i.coerceOperand(values[k], to: t, at: range) } }
        }
        guard var best = values.first else { throw ExpressionError(.arguments, at: range, "\(smallest ? "min" : "max") needs values") }
        for v in values.dropFirst() {
            let c = try i.compare(v, best, at: range)
            if smallest ? c < 0 : c > 0 { best = v }
        }
        if values.contains(where: { if case .double = $0 { true } else { false } }), case let .int(n) = best { return .double(Double(n)) }
        return best
    }

    private static func stride(_ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws(ExpressionError) -> SwiftValue {
        let labels = args.map { $0.label ?? "_" }
        guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"] else {
            throw ExpressionError(.arguments, at: range, "stride takes (from:to:by:) or (from:through:by:)")
        }
        let allInts = args.allSatisfy { if case .int = $0.value { true } else { false } }
        let v = try numbers("stride", args, 3, i, range)
        guard v[2] != 0 else { throw ExpressionError(.value, at: range, "stride by 0 never ends") }
        var out: [SwiftValue] = []
        var x = v[0]
        let through = labels[1] == "through"
        while v[2] > 0 ? (through ? x <= v[1] : x < v[1]) : (through ? x >= v[1] : x > v[1]) {
            out.append(allInts ? .int(Int(x)) : .double(x))
            try i.checkSize(out.count, range, what: "the stride")
            x += v[2]
        }
        return .array(out)
    }
}

extension Interpreter {
    /// `withAnimation(animation) { body }`: the body runs now and its result is returned
    /// (which changes it animates is for the board's steps to show).
    package func withAnimation(_ args: [Argument], at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        if let recorder { return try recordWithAnimation(recorder, args, at: range) }
        var result: SwiftValue = .void
        for a in args where a.label == nil {
            guard case .function = a.value else { continue }
            result = try callValue(a.value, [], Expr(.identifier("withAnimation"), range: range),
                                   Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin))
        }
        if let completion = args.first(where: { $0.label == "completion" }), case .function = completion.value {
            _ = try callValue(completion.value, [], Expr(.identifier("completion"), range: range),
                              Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin))
        }
        return result
    }
}
