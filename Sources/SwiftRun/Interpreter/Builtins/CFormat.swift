import Foundation
import SwiftFront
import BoardModel

/// `String(format:_:)`: the printf conversions apps use — `%d` `%i` `%ld` `%u` (whole numbers),
/// `%f` `%e` `%g` with flags, width and precision (`%.2f`, `%05.1f`), `%@` and `%s` (text),
/// `%x` `%X` `%o`, `%c`, `%%` — each converted by the C library in the POSIX locale.
package enum CFormat {
    package static func format(_ template: String, _ values: [SwiftValue], _ i: Interpreter, at e: Expr) throws(ExpressionError) -> String {
        var out = ""
        var rest = Substring(template)
        var next = 0
        func argument() throws(ExpressionError) -> SwiftValue {
            guard next < values.count else {
                throw ExpressionError(.arguments, at: e.range, "String(format:) has more conversions than values (\(values.count))")
            }
            defer { next += 1 }
            return values[next]
        }
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            var j = rest.index(after: percent)
            var spec = "%"
            // Flags, width, precision, length.
            while j < rest.endIndex, "-+ #0123456789.lhqLzjt".contains(rest[j]) { spec.append(rest[j]); j = rest.index(after: j) }
            guard j < rest.endIndex else {
                throw ExpressionError(.value, at: e.range, "String(format:) ends inside a conversion: \(Quoting.stringLiteral(Quoting.clip(template)))")
            }
            let conversion = rest[j]
            let core = spec.filter { !"lhqLzjt".contains($0) }
            switch conversion {
            case "%": out += "%"
            case "d", "i", "u", "x", "X", "o", "c":
                let v = try argument()
                guard let n = Arithmetic.number(v), let whole = Int(exactly: n.rounded(.towardZero)) else {
                    throw ExpressionError(.type, at: e.range, "%\(conversion) in String(format:) needs a whole number, found \(i.describe(v))")
                }
                out += String(format: core + "ll" + String(conversion == "i" ? "d" : conversion), whole)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                let v = try argument()
                guard let n = Arithmetic.number(v) else {
                    throw ExpressionError(.type, at: e.range, "%\(conversion) in String(format:) needs a number, found \(i.describe(v))")
                }
                out += String(format: core + String(conversion), n)
            case "@", "s":
                let text = try i.text(of: try argument(), at: e.range)
                let width = Int(core.dropFirst().filter(\.isNumber)) ?? 0
                let pad = String(repeating: " ", count: max(0, width - text.count))
                out += core.contains("-") ? text + pad : pad + text
            default:
                throw ExpressionError(.value, at: e.range, "String(format:) does not read %\(conversion) on a board; use %d, %f, %@ or %s")
            }
            rest = rest[rest.index(after: j)...]
        }
        out += rest
        return out
    }
}
