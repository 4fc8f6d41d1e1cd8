import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// A strict JSON reader (RFC 8259) that keeps every value's position, refuses
/// duplicate keys, bounds nesting depth and never crashes on any input.
public struct JSONReader {
    /// The deepest nesting accepted.
    public static let maximumDepth = 64
    /// The largest file accepted, in bytes.
    public static let maximumSize = 1 << 20

    package let bytes: [UInt8]
    package var i = 0
    package var depth = 0

    /// A syntax error at a byte offset.
    public struct SyntaxError: Error, Sendable {
        /// Where.
        public var offset: Int
        /// What was found and what was expected.
        public var message: String
    }

    /// Reads the one JSON value that makes up `source`.
    public static func read(_ source: SourceFile) throws(SyntaxError) -> JSONNode {
        guard source.bytes.count <= maximumSize else {
            throw SyntaxError(offset: 0, message: "the file is larger than \(maximumSize / 1024) KiB")
        }
        var reader = JSONReader(bytes: source.bytes)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.i = 3 }
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.i == reader.bytes.count else {
            throw SyntaxError(offset: reader.i, message: "unexpected \(reader.describeHere()) after the end of the JSON value")
        }
        return value
    }

    package mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    package func describeHere() -> String {
        guard i < bytes.count else { return "end of file" }
        let b = bytes[i]
        if b >= 0x20 && b < 0x7F { return "'\(Character(UnicodeScalar(b)))'" }
        var end = i + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        if let s = String(validating: bytes[i..<end], as: UTF8.self), let c = s.first, !c.isWhitespace {
            return "'\(c)'"
        }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    package mutating func value() throws(SyntaxError) -> JSONNode {
        guard i < bytes.count else {
            throw SyntaxError(offset: i, message: "unexpected end of file; expected a value")
        }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""):
            let start = i
            let (s, offsets) = try string()
            return JSONNode(kind: .string(s, offsets: offsets), range: start..<i)
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "'"):
            throw SyntaxError(offset: i, message: "JSON strings use double quotes, not single quotes")
        default:
            throw SyntaxError(offset: i, message: "unexpected \(describeHere()); expected a value (object, array, string, number, true, false or null)")
        }
    }

    package mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw SyntaxError(offset: i, message: "nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    package mutating func object() throws(SyntaxError) -> JSONNode {
        let start = i
        try enter()
        i += 1
        var members: [JSONNode.Member] = []
        var seen: [String: Int] = [:]
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1; depth -= 1
            return JSONNode(kind: .object([]), range: start..<i)
        }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                if i < bytes.count, bytes[i] == UInt8(ascii: "}"), !members.isEmpty {
                    throw SyntaxError(offset: i, message: "trailing comma before '}'; remove the comma")
                }
                throw SyntaxError(offset: i, message: "unexpected \(describeHere()); expected a key in double quotes")
            }
            let keyStart = i
            let (key, _) = try string()
            let keyRange = keyStart..<i
            if seen[key] != nil {
                throw SyntaxError(offset: keyStart, message: "duplicate key \"\(key)\"")
            }
            seen[key] = keyStart
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw SyntaxError(offset: i, message: "unexpected \(describeHere()); expected ':' after the key \"\(key)\"")
            }
            i += 1
            skipSpace()
            let value = try value()
            members.append(JSONNode.Member(key: key, keyRange: keyRange, value: value))
            skipSpace()
            guard i < bytes.count else {
                throw SyntaxError(offset: i, message: "unexpected end of file; expected ',' or '}'")
            }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; break }
            throw SyntaxError(offset: i, message: "unexpected \(describeHere()); expected ',' or '}' after a member")
        }
        depth -= 1
        return JSONNode(kind: .object(members), range: start..<i)
    }

    package mutating func array() throws(SyntaxError) -> JSONNode {
        let start = i
        try enter()
        i += 1
        var items: [JSONNode] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1; depth -= 1
            return JSONNode(kind: .array([]), range: start..<i)
        }
        while true {
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]"), !items.isEmpty {
                throw SyntaxError(offset: i, message: "trailing comma before ']'; remove the comma")
            }
            items.append(try value())
            skipSpace()
            guard i < bytes.count else {
                throw SyntaxError(offset: i, message: "unexpected end of file; expected ',' or ']'")
            }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; break }
            throw SyntaxError(offset: i, message: "unexpected \(describeHere()); expected ',' or ']' after an element")
        }
        depth -= 1
        return JSONNode(kind: .array(items), range: start..<i)
    }

    package mutating func literal(_ word: String, _ kind: JSONNode.Kind) throws(SyntaxError) -> JSONNode {
        let start = i
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else {
            throw SyntaxError(offset: i, message: "unexpected \(describeHere()); expected a value (did you mean \(word)?)")
        }
        i += w.count
        return JSONNode(kind: kind, range: start..<i)
    }

    package mutating func number() throws(SyntaxError) -> JSONNode {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        let n = digits()
        guard n > 0 else { throw SyntaxError(offset: i, message: "a number needs digits after '-'") }
        if n > 1, bytes[intStart] == UInt8(ascii: "0") {
            throw SyntaxError(offset: intStart, message: "numbers cannot have leading zeros")
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw SyntaxError(offset: i, message: "a number needs digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw SyntaxError(offset: i, message: "a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else {
            throw SyntaxError(offset: start, message: "number \(text) is out of range")
        }
        return JSONNode(kind: .number(v), range: start..<i)
    }
}
