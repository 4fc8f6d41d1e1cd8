import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import Boards
/// What a figure's `NAME.md` holds: the snippets to paste — Markdown/HTML (a `<picture>` with a
/// `prefers-color-scheme: dark` source, its size in points, its alt text) and DocC
/// (`@Image(source:alt:)`, which finds the `~dark` and `@2x` variants by name).
public enum FigureSnippets {
    /// The snippets of `figure`, its files in `folder` (as a page beside the manifest links them),
    /// `size` its size in points.
    public static func markdown(_ figure: Figure, folder: String, size: Size, alt: String) -> String {
        let outputs = figure.outputs
        let preferred = ["png", "gif", "webp", "svg"].first { f in outputs.contains { $0.format == f } }
        var text = "<!-- boardgen build: figure \"\(figure.name)\" (generated; paste what you need) -->\n\n"
        guard let format = preferred else {
            return text + "This figure writes no picture (\(figure.formats.joined(separator: ", "))).\n"
        }
        // The first instant of a still of several: each has its own files, named -1, -2, …
        let firstTime = outputs.first { $0.format == format }?.time
        let mine = outputs.filter { $0.format == format && $0.time == firstTime }
        func sources(_ theme: String) -> String {
            mine.filter { $0.theme == theme }.map { o in
                let path = folder.isEmpty ? o.fileName : folder + "/" + o.fileName
                return o.scale > 1 ? "\(path) \(o.scale)x" : path
            }.joined(separator: ", ")
        }
        let light = mine.first { $0.theme == (figure.themes.contains("light") ? "light" : "dark") }!
        let src = folder.isEmpty ? light.fileName : folder + "/" + light.fileName
        let w = Int((size.width).rounded()), h = Int((size.height).rounded())
        text += "Markdown and HTML (GitHub, static sites):\n\n```html\n<picture>\n"
        if figure.themes.contains("dark") && figure.themes.contains("light") {
            text += "  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(SVGMetadata.escaped(sources("dark")))\">\n"
        }
        let srcset = sources(light.theme)
        text += "  <img src=\"\(SVGMetadata.escaped(src))\"\(srcset.contains(" ") ? " srcset=\"\(SVGMetadata.escaped(srcset))\"" : "")"
            + " width=\"\(w)\" height=\"\(h)\" alt=\"\(SVGMetadata.escaped(oneLine(alt)))\">\n</picture>\n```\n\n"
        text += "Markdown alone:\n\n```markdown\n![\(markdownEscaped(alt))](\(markdownDestination(src)))\n```\n\n"
        let base = firstTime != nil && outputs.contains { $0.time != firstTime } ? "\(figure.name)-1" : figure.name
        text += "DocC (the catalogue's resources hold the files):\n\n```\n@Image(source: \"\(base).\(format)\", alt: \"\(directiveEscaped(alt))\")\n```\n"
        return text
    }

    /// `text` on one line (any run of white space, line breaks included, is one space; other
    /// control characters go): what every snippet's alt text starts from.
    package static func oneLine(_ text: String) -> String {
        var out = "", pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || Figure.isLineBreakingOrControl(scalar) {
                if scalar.properties.isWhitespace { pendingSpace = !out.isEmpty }
                continue
            }
            if pendingSpace { out += " "; pendingSpace = false }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// Text for a Markdown image's description (`![…]`): one line, every character Markdown
    /// reads as markup there (a backslash, brackets, `<`, `>`, emphasis, code) escaped with a backslash.
    package static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for scalar in oneLine(text).unicodeScalars {
            if "\\[]<>*_`".unicodeScalars.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// A Markdown link destination: `<path>` when the path holds a space or parentheses.
    package static func markdownDestination(_ path: String) -> String {
        guard path.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" }) else { return path }
        return "<" + path.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E") + ">"
    }

    /// Text for a DocC directive's string argument (`alt: "…"`): one line, `\\` and `"` escaped.
    package static func directiveEscaped(_ text: String) -> String {
        oneLine(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// Alt text made from the board: its title, what it shows (its cells, or its steps) and the
    /// instant or the kind of figure.
    public static func alt(_ figure: Figure, board: Board, timeline: Timeline) -> String {
        var parts = [board.title.isEmpty ? board.name : board.title]
        if board.isPanelBoard {
            let steps = board.scenario.steps.map(\.caption)
            var seen: [String] = []
            for s in steps where !seen.contains(s) { seen.append(s) }
            parts.append("steps: " + Quoting.clip(seen.joined(separator: "; "), limit: 240))
        } else if !board.cells.isEmpty {
            parts.append("cells: " + Quoting.clip(board.cells.map(\.name).joined(separator: ", "), limit: 240))
        }
        switch figure.content {
        case let .still(times):
            let t = times.first ?? 0
            let k = timeline.steps.lastIndex { $0.start <= t }
            let step = k.map { " (\(timeline.steps[$0].caption))" } ?? ""
            parts.append("at \(NumberFormat.plain(t)) s\(step)")
        case let .sheet(count, _):
            parts.append("\(count) frames of one cycle")
        case .animation:
            parts.append("one cycle, \(NumberFormat.plain(timeline.cycle)) s")
        }
        return parts.joined(separator: " — ")
    }
}

/// A content fingerprint: FNV-1a, 64 bits, over everything a figure depends on.
public struct FigureFingerprint: Sendable {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty fingerprint.
    public init() {}

    /// Adds bytes, with their length (so that "ab" + "c" differs from "a" + "bc").
    public mutating func add(_ bytes: [UInt8]) {
        for b in withUnsafeBytes(of: UInt64(bytes.count).littleEndian, Array.init) + bytes {
            hash ^= UInt64(b)
            hash = hash &* 0x0000_0100_0000_01b3
        }
    }

    /// Adds a string's UTF-8 bytes.
    public mutating func add(_ text: String) { add(Array(text.utf8)) }

    /// The fingerprint as 16 hex digits.
    public var hex: String {
        let s = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

extension Figure {
    /// What the figure asks for, as text: part of its fingerprint.
    public var description: String {
        // The settings only when there are some: a figure without keeps the fingerprint it had.
        "\(name)|\(board)|\(content)|\(formats)|\(themes)|\(scales)|\(alt ?? "")|\(transparent)"
            + (settings.isEmpty ? "" : "|\(settings)")
    }
}
