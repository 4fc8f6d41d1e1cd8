import SwiftFront
import BoardScene
import BoardModel
/// Arithmetic in number positions, folded to a value as Swift would compute
/// it: `0.825 / 4`, `.delay(0.5 * 4)`, `-(1 - 0.2)`, `min(0.3, 0.5)`,
/// `Double(2)`, `.pi / 2`.
///
/// Only constant expressions fold; a name that is not a number gives nil, so
/// the caller reports the value as a type mismatch.
package enum NumericFolding {
    /// The calls that fold: their names and how many arguments they take.
    package static let functions: [String: Int] = ["min": 2, "max": 2, "abs": 1, "Double": 1, "CGFloat": 1, "Float": 1, "sqrt": 1]

    /// The value of `e`, nil when it is not a constant numeric expression.
    ///
    /// - Throws: `.value` for a division by zero or a result that is not finite.
    package static func value(_ e: Expr) throws(ExpressionError) -> Double? {
        switch e.kind {
        case let .number(n):
            return n.value
        case let .implicitMember(name) where name == "pi":
            return Double.pi
        case let .member(base, name, _) where name == "pi" && ["Double", "CGFloat", "Float"].contains(base.name ?? ""):
            return Double.pi
        case let .prefix("-", operand):
            return try value(operand).map { -$0 }
        case let .binary(op, l, r) where ["+", "-", "*", "/"].contains(op):
            guard let a = try value(l), let b = try value(r) else { return nil }
            let result: Double
            switch op {
            case "+": result = a + b
            case "-": result = a - b
            case "*": result = a * b
            default:
                guard b != 0 else { throw ExpressionError(.value, at: e.range, "division by zero in '\(Quoting.clip(e.description))'") }
                result = a / b
            }
            guard result.isFinite else {
                throw ExpressionError(.value, at: e.range, "'\(Quoting.clip(e.description))' is not a finite number")
            }
            return result
        case let .call(callee, arguments, nil):
            guard let name = callee.name, case .identifier = callee.kind, let arity = functions[name],
                  arguments.count == arity, arguments.allSatisfy({ $0.label == nil }) else { return nil }
            var values: [Double] = []
            for argument in arguments {
                guard let v = try value(argument.value) else { return nil }
                values.append(v)
            }
            switch name {
            case "min": return min(values[0], values[1])
            case "max": return max(values[0], values[1])
            case "abs": return abs(values[0])
            case "sqrt":
                guard values[0] >= 0 else { throw ExpressionError(.value, at: e.range, "the square root of a negative number") }
                return values[0].squareRoot()
            default: return values[0]
            }
        default:
            return nil
        }
    }

    /// Whether `e` is an operation rather than a plain literal (for messages).
    package static func isOperation(_ e: Expr) -> Bool {
        switch e.kind {
        case .binary, .prefix, .call: true
        default: false
        }
    }
}
