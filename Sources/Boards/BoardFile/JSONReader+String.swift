import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
extension JSONReader {
    /// Reads a string literal at `i`; returns it with each character's source offset.
    package mutating func string() throws(SyntaxError) -> (String, [Int]) {
        i += 1
        var scalars = String.UnicodeScalarView()
        var scalarOffsets: [Int] = []
        while true {
            guard i < bytes.count else {
                throw SyntaxError(offset: i, message: "unterminated string; expected a closing '\"'")
            }
            let start = i
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b < 0x20 {
                throw SyntaxError(offset: i, message: b == 0x0A
                    ? "line break inside a string; write \\n or close the string"
                    : "control character inside a string; escape it")
            }
            if b == UInt8(ascii: "\\") {
                scalars.append(try escape())
                scalarOffsets.append(start)
                continue
            }
            // One UTF-8 sequence.
            let length = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                  let s = String(validating: bytes[i..<i + length], as: UTF8.self), let scalar = s.unicodeScalars.first
            else {
                throw SyntaxError(offset: i, message: "invalid UTF-8 in a string")
            }
            scalars.append(scalar)
            scalarOffsets.append(start)
            i += length
        }
        let end = i - 1
        // Map characters (grapheme clusters) to the offset of their first scalar.
        let string = String(scalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(string.count + 1)
        var k = 0
        for ch in string {
            offsets.append(k < scalarOffsets.count ? scalarOffsets[k] : end)
            k += ch.unicodeScalars.count
        }
        offsets.append(end)
        return (string, offsets)
    }

    package mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        let start = i
        i += 1
        guard i < bytes.count else { throw SyntaxError(offset: start, message: "unterminated escape") }
        let c = bytes[i]
        i += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4(start)
            if (0xD800..<0xDC00).contains(high) {
                guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                    throw SyntaxError(offset: start, message: "unpaired surrogate \\u\(String(high, radix: 16))")
                }
                i += 2
                let low = try hex4(start)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw SyntaxError(offset: start, message: "unpaired surrogate \\u\(String(high, radix: 16))")
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw SyntaxError(offset: start, message: "unpaired surrogate \\u\(String(high, radix: 16))")
            }
            return scalar
        default:
            throw SyntaxError(offset: start, message: "invalid escape; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    package mutating func hex4(_ start: Int) throws(SyntaxError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw SyntaxError(offset: start, message: "\\u needs four hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw SyntaxError(offset: start, message: "\\u needs four hex digits")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }
}
