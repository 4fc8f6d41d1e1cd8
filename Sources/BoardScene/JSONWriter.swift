import BoardModel
import Foundation

/// A JSON value with ordered keys, serialised deterministically: numbers
/// rounded to 1e-4 without trailing zeros, containers that fit on one line
/// (≤ 100 characters) inlined, others indented by two spaces.
package enum JSONValue {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The text of the value, ending without a newline.
    package func serialized(indent: Int = 0) -> String {
        switch self {
        case let .number(v): return Self.number(v)
        case let .string(s): return Self.string(s)
        case let .bool(b): return b ? "true" : "false"
        case .null: return "null"
        case let .array(items):
            let inline = "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
            if inline.count <= 100, !inline.contains("\n") { return inline }
            let pad = String(repeating: "  ", count: indent + 1)
            return "[\n" + items.map { pad + $0.serialized(indent: indent + 1) }.joined(separator: ",\n")
                + "\n" + String(repeating: "  ", count: indent) + "]"
        case let .object(members):
            if members.isEmpty { return "{}" }
            let inline = "{" + members.map { Self.string($0.0) + ": " + $0.1.serialized() }.joined(separator: ", ") + "}"
            if inline.count <= 100, !inline.contains("\n") { return inline }
            let pad = String(repeating: "  ", count: indent + 1)
            return "{\n" + members.map { pad + Self.string($0.0) + ": " + $0.1.serialized(indent: indent + 1) }
                .joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
        }
    }

    /// A number with at most 4 decimals, no trailing zeros; null when not finite.
    package static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        var r = (v * 10_000).rounded() / 10_000
        if r == 0 { r = 0 }   // never "-0"
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        var s = String(format: "%.4f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// A JSON string literal.
    package static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
