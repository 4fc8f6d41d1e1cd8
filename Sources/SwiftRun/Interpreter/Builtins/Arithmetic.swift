import SwiftFront
import BoardScene
import BoardModel
import Foundation

/// Swift's arithmetic on the modelled values: integers (overflow and division
/// by zero are errors, `/` truncates), floating point (an integer operand is
/// read as the literal it was), strings and arrays (`+`), `Angle`
/// (`+ - * /` as `VectorArithmetic`), bit operations.
package enum Arithmetic {
    /// A number as a `Double`, if the value is one.
    package static func number(_ v: SwiftValue) -> Double? {
        switch v {
        case let .double(d): d
        case let .int(i): Double(i)
        // Where a number is expected, `.pi`, `.zero`, `.infinity` written without a type are
        // Double's (`Angle.radians(.pi)`, `CGPoint(x: .zero, …)`).
        case let .swiftUI(e, _):
            switch e.kind {
            case .implicitMember("pi"): .pi
            case .implicitMember("zero"): 0
            case .implicitMember("infinity"): .infinity
            case .implicitMember("greatestFiniteMagnitude"): .greatestFiniteMagnitude
            default: nil
            }
        default: nil
        }
    }

    package static func apply(_ op: String, _ a: SwiftValue, _ b: SwiftValue, _ interpreter: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        switch (a, b) {
        case let (.int(x), .int(y)): return try integer(op, x, y, interpreter, e)
        case (.int, .double), (.double, .int), (.double, .double):
            return try floating(op, number(a)!, number(b)!, e)
        case let (.string(x), .string(y)) where op == "+":
            guard x.unicodeScalars.count + y.unicodeScalars.count <= Interpreter.maximumStringLength else {
                throw ExpressionError(.value, at: e.range, "the string would be longer than \(Interpreter.maximumStringLength.formatted) characters")
            }
            return .string(x + y)
        case let (.array(x), .array(y)) where op == "+":
            try interpreter.checkSize(x.count + y.count, e.range)
            let joined = SwiftValue.array(x + y)
            if x.contains(where: Interpreter.mayBeHeavy) || y.contains(where: Interpreter.mayBeHeavy) { try interpreter.checkWeight(joined, e.range, what: "the array") }
            return joined
        case let (.instance(x), .instance(y)) where x.type == y.type && ["+", "-"].contains(op) && vectorTypes.contains(x.type):
            let p = NativeTypes.numbers(of: a, x.type) ?? [], q = NativeTypes.numbers(of: b, x.type) ?? []
            return NativeTypes.make(x.type, zip(p, q).map { op == "+" ? $0 + $1 : $0 - $1 })
        case let (.instance(x), .instance(y)) where x.type == y.type && ["*", "/"].contains(op) && NativeTypes.simd.contains(x.type):
            // SIMD vectors multiply and divide lane by lane.
            let p = NativeTypes.numbers(of: a, x.type) ?? [], q = NativeTypes.numbers(of: b, x.type) ?? []
            return NativeTypes.make(x.type, zip(p, q).map { op == "*" ? $0 * $1 : $0 / $1 })
        // `date + 3600`, `date - 60`: a date moved by seconds.
        // (A `where` clause binds only the last pattern of a case, so the dates are tested inside.)
        case let (.instance(x), .int) where x.type == "Date", let (.instance(x), .double) where x.type == "Date":
            guard ["+", "-"].contains(op), let t = x["timeIntervalSince1970"].flatMap(number), let k = number(b) else { return nil }
            return DateValues.date(op == "+" ? t + k : t - k)
        case let (.int, .instance(y)) where y.type == "Date", let (.double, .instance(y)) where y.type == "Date":
            guard op == "+", let t = y["timeIntervalSince1970"].flatMap(number), let k = number(a) else { return nil }
            return DateValues.date(t + k)
        case let (.instance(x), .int), let (.instance(x), .double):
            guard ["+", "-"].contains(op), NativeTypes.simd.contains(x.type), let k = number(b), let p = NativeTypes.numbers(of: a, x.type) else {
                return try scaled(a, x, b, op, e)
            }
            return NativeTypes.make(x.type, p.map { op == "+" ? $0 + k : $0 - k })
        case let (.int, .instance(y)), let (.double, .instance(y)):
            if ["+", "-"].contains(op), NativeTypes.simd.contains(y.type), let k = number(a), let q = NativeTypes.numbers(of: b, y.type) {
                return NativeTypes.make(y.type, q.map { op == "+" ? k + $0 : k - $0 })
            }
            guard op == "*", vectorTypes.contains(y.type), let k = number(a), let q = NativeTypes.numbers(of: b, y.type) else { return nil }
            return NativeTypes.make(y.type, q.map { $0 * k })
        default:
            return nil
        }
    }

    /// `vector * k`, `vector / k` for the vector types.
    private static func scaled(_ a: SwiftValue, _ x: StructValue, _ b: SwiftValue, _ op: String, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        guard ["*", "/"].contains(op), vectorTypes.contains(x.type), let k = number(b), let p = NativeTypes.numbers(of: a, x.type) else { return nil }
        return NativeTypes.make(x.type, p.map { op == "*" ? $0 * k : $0 / k })
    }

    /// The modelled structs that are `VectorArithmetic` (or scaled by numbers in SwiftUI code).
    package static let vectorTypes: Set<String> = ["Angle", "SIMD2", "SIMD3", "SIMD4"]

    private static func integer(_ op: String, _ x: Int, _ y: Int, _ interpreter: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws(ExpressionError) -> SwiftValue {
            guard !r.overflow else { throw interpreter.overflow(e) }
            return .int(r.partialValue)
        }
        switch op {
        case "+", "&+": return try checked(x.addingReportingOverflow(y))
        case "-", "&-": return try checked(x.subtractingReportingOverflow(y))
        case "*", "&*": return try checked(x.multipliedReportingOverflow(by: y))
        case "/", "%":
            guard y != 0 else { throw ExpressionError(.value, at: e.range, "division by zero in '\(Quoting.clip(e.description))'") }
            return try checked(op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
        case "&": return .int(x & y)
        case "|": return .int(x | y)
        case "^": return .int(x ^ y)
        case "<<": return .int(y >= 64 || y <= -64 ? 0 : x << y)
        case ">>": return .int(y >= 64 || y <= -64 ? (x < 0 ? -1 : 0) : x >> y)
        default: return nil
        }
    }

    private static func floating(_ op: String, _ x: Double, _ y: Double, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        let r: Double
        switch op {
        case "+": r = x + y
        case "-": r = x - y
        case "*": r = x * y
        case "/": r = x / y   // as in Swift: ±infinity or NaN, refused only where a board reads the number
        case "%": return nil
        default: return nil
        }
        return .double(r)
    }
}
