import BoardModel
import Foundation

/// An SVG document's `<title>` and `<desc>`: what a screen reader announces and
/// a browser shows as the image's name. cairo's SVG surface writes neither, so
/// they are inserted right after the opening `<svg …>` element.
///
/// ```swift
/// let meta = SVGMetadata(scene: scene)
/// let svg = meta.inserted(into: document)   // <svg …><title>Bench 2 · …</title><desc>…</desc>…
/// ```
public struct SVGMetadata: Hashable, Sendable {
    /// The title: the board's title.
    public var title: String
    /// The description: the subtitle, the instant, and each cell's caption.
    public var description: String

    /// A title and a description as given.
    public init(title: String, description: String) {
        self.title = title
        self.description = description
    }

    package static func cellLines(_ cells: [(name: String, caption: String)]) -> [String] {
        cells.compactMap { name, caption in
            let caption = caption.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            return caption.isEmpty ? nil : "\(name): \(caption)"
        }
    }

    /// `<title>…</title>\n<desc>…</desc>\n`, escaped.
    public var elements: String {
        "<title>\(Self.escaped(title))</title>\n<desc>\(Self.escaped(description))</desc>\n"
    }

    /// `document` with ``elements`` right after its opening `<svg …>` element
    /// (unchanged when it has none).
    public func inserted(into document: String) -> String {
        guard let open = document.range(of: "<svg"), let end = document[open.upperBound...].firstIndex(of: ">") else {
            return document
        }
        var after = document.index(after: end)
        var newline = ""
        if after < document.endIndex, document[after] == "\n" { after = document.index(after: after) } else { newline = "\n" }
        return String(document[..<after]) + newline + elements + String(document[after...])
    }

    /// `text` escaped for XML character data and attributes: `& < > " '` as
    /// entities; control characters other than tab and newline (not allowed in XML 1.0) dropped.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Inserts text after the opening `<svg …>` element of a document streamed in
/// pieces (cairo's SVG surface writes through a callback): bytes are held until
/// that element has ended, then pass straight through.
package final class SVGHeadInserter {
    private let sink: FileSink
    private var held: [UInt8] = []
    private var insertion: [UInt8]?

    package init(sink: FileSink, insertion: String) {
        self.sink = sink
        self.insertion = Array(insertion.utf8)
    }

    /// Writes `count` bytes at `bytes`; false on a write failure.
    package func write(_ bytes: UnsafeRawPointer?, count: Int) -> Bool {
        guard let insertion else { return sink.write(bytes, count: count) }
        guard let bytes, count > 0 else { return true }
        held += UnsafeRawBufferPointer(start: bytes, count: count)
        guard let open = Self.find(Array("<svg".utf8), in: held),
              let close = held[(open + 4)...].firstIndex(of: UInt8(ascii: ">"))
        else { return true }
        var cut = close + 1
        var out = Array(held[..<cut])
        if cut < held.count, held[cut] == UInt8(ascii: "\n") { out.append(held[cut]); cut += 1 } else { out.append(UInt8(ascii: "\n")) }
        out += insertion + held[cut...]
        self.insertion = nil
        held = []
        return out.withUnsafeBytes { sink.write($0.baseAddress, count: $0.count) }
    }

    /// Writes what is still held (a document without `<svg`); false on a write failure.
    package func flush() -> Bool {
        defer { held = [] }
        return held.isEmpty || held.withUnsafeBytes { sink.write($0.baseAddress, count: $0.count) }
    }

    package static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if Array(haystack[i..<(i + needle.count)]) == needle { return i }
        }
        return nil
    }
}
