import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import Boards
/// One figure of a manifest: a board, what is drawn of it (instants, a sheet or the animation),
/// and the formats, themes and scales it is written in.
public struct Figure: Sendable, Hashable {
    /// What is drawn.
    public enum Content: Sendable, Hashable {
        /// The board at these instants (one file per instant; several are numbered `NAME-1`, …).
        case still([Double])
        /// A contact sheet of `count` frames, `columns` per row (nil: the sheet's default).
        case sheet(count: Int, columns: Int?)
        /// One cycle of the animation.
        case animation
    }

    /// The file name's stem (`bench-mid`).
    public var name: String
    /// A built-in board's name, or a board file's path relative to the manifest.
    public var board: String
    /// What is drawn.
    public var content: Content
    /// File extensions, in order (`png`, `svg`, `gif`, `webp`, `html`, `json`).
    public var formats: [String]
    /// `light`, `dark`.
    public var themes: [String]
    /// Pixels per point of raster formats.
    public var scales: [Int]
    /// The alt text, when given (otherwise made from the board).
    public var alt: String?
    /// `"background": "transparent"`: alpha 0 behind the board (PNG, SVG and WebP with alpha, GIF
    /// with a transparent index).
    public var transparent = false
    /// Where the figure is written in the manifest (a byte offset), for messages.
    public var offset: Int
    /// The command-line options it sets (``FigureOptionTable``), in the table's order: its
    /// own keys, then the manifest's `"defaults"` it does not set itself.
    public var settings: [FigureSetting] = []

    /// The formats each content may be written in.
    public static func formats(for content: Content) -> [String] {
        switch content {
        case .still: ["png", "svg", "json"]
        case .sheet: ["png", "svg"]
        case .animation: ["gif", "webp", "svg", "html"]
        }
    }

    /// The keys of a figure.
    package static let keys = ["name", "board", "at", "sheet", "animate", "formats", "themes", "scales", "alt", "background"]

    /// Reads figure `index` of a manifest; `options` are the command-line options it may set
    /// as keys, `defaults` the manifest's `"defaults"` object.
    package static func read(_ n: JSONNode, index: Int, options: FigureOptionTable = .none, defaults: JSONNode? = nil,
                             _ d: inout BoardFileDecoder) -> Figure? {
        let what = "figure \(index + 1)"
        guard let members = d.object(n, what) else { return nil }
        d.checkKeys(members, allowed: keys + options.keys, in: what)
        let before = d.errorCount
        var figure = Figure(name: "", board: "", content: .animation, formats: [], themes: ["light"], scales: [2], alt: nil,
                            offset: n.range.lowerBound)
        if let v = n.member("name"), let s = d.string(v, "\(what)'s \"name\"") {
            if !isSafeName(s) {
                d.error(v, "\(what)'s \"name\" \(Quoting.stringLiteral(Quoting.clip(s))) is not a file name boardgen writes: use 1 to \(maximumNameLength) "
                    + "letters (A-Z, a-z), digits, \"-\", \"_\" and \".\" (not first), such as \"bench-mid\" (\"~\" and \"@\" are added for themes and scales)")
            }
            figure.name = s
        } else if n.member("name") == nil {
            d.error(n, "\(what) needs a \"name\": the stem of its files, such as \"bench-mid\"")
        }
        if let v = n.member("board"), let s = d.string(v, "\(what)'s \"board\"") { figure.board = s } else if n.member("board") == nil {
            d.error(n, "\(what) needs a \"board\": a built-in board's name or a board file, such as \"bench\" or \"boards/mine.json\"")
        }
        let given = ["at", "sheet", "animate"].filter { n.member($0) != nil }
        if given.count > 1 { d.error(n, "\(what) gives \(given.map { "\"\($0)\"" }.joined(separator: " and ")); give one of \"at\", \"sheet\" or \"animate\"") }
        if let v = n.member("at") {
            var times: [Double] = []
            if case let .array(items) = v.kind {
                if items.isEmpty || items.count > 100 { d.error(v, "\(what)'s \"at\" holds 1 to 100 instants") }
                for item in items { if let t = d.number(item, "an instant", in: -1000...100_000) { times.append(t) } }
            } else if let t = d.number(v, "\(what)'s \"at\" (seconds, or an array of them)", in: -1000...100_000) {
                times = [t]
            }
            figure.content = .still(times)
        } else if let v = n.member("sheet") {
            var count = 6
            var columns: Int?
            if let members = d.object(v, "\(what)'s \"sheet\" (such as {\"count\": 6})") {
                d.checkKeys(members, allowed: ["count", "columns"], in: "\(what)'s \"sheet\"")
                if let c = v.member("count"), let k = d.integer(c, "\"count\"", in: 1...ContactSheet.maximumFrames) { count = k }
                if let c = v.member("columns"), let k = d.integer(c, "\"columns\"", in: 1...ContactSheet.maximumFrames) { columns = k }
            }
            figure.content = .sheet(count: count, columns: columns)
        } else if let v = n.member("animate") {
            if d.bool(v, "\(what)'s \"animate\"") == false { d.error(v, "\(what)'s \"animate\" is true, or left out") }
            figure.content = .animation
        } else {
            d.error(n, "\(what) needs what to draw: \"at\" (seconds), \"sheet\" ({\"count\": 6}) or \"animate\" (true)")
        }
        readSettings(n, options: options, defaults: defaults, what: what, into: &figure, &d)
        let allowed = formats(for: figure.content)
        figure.formats = [allowed[0]]
        if let v = n.member("formats") {
            figure.formats = choices(v, "\(what)'s \"formats\"", allowed, &d)
        }
        if let v = n.member("themes") { figure.themes = choices(v, "\(what)'s \"themes\"", ["light", "dark"], &d) }
        if let v = n.member("scales") {
            if case let .array(items) = v.kind, !items.isEmpty, items.count <= 4 {
                figure.scales = items.compactMap { d.integer($0, "a scale", in: 1...4) }
                if Set(figure.scales).count != figure.scales.count { d.error(v, "\(what)'s \"scales\" names a scale twice") }
            } else {
                d.error(v, "\(what)'s \"scales\" is an array of 1 to 4 scales from 1 to 4, such as [1, 2]")
            }
        }
        if let v = n.member("alt"), let s = d.string(v, "\(what)'s \"alt\"") {
            if let bad = s.unicodeScalars.first(where: isLineBreakingOrControl) {
                d.error(v, "\(what)'s \"alt\" is one line of text; it holds \(Quoting.stringLiteral(String(bad))) (a line break or control character)")
            }
            figure.alt = s
        }
        if let v = n.member("background"), let s = d.string(v, "\(what)'s \"background\"") {
            switch s {
            case "opaque": break
            case "transparent":
                if let other = figure.formats.first(where: { $0 == "json" }) {
                    d.error(v, "\(what): a transparent background is drawn in PNG, SVG, WebP, GIF and HTML, not \(other)")
                }
                figure.transparent = true
            default:
                d.error(v, "\(what)'s \"background\" is \"opaque\" or \"transparent\", found \"\(Quoting.clip(s))\"")
            }
        }
        return d.errorCount == before ? figure : nil
    }

    /// The longest figure name, in bytes (its files add a number, `~dark`, `@2x` and an extension).
    public static let maximumNameLength = 100

    /// Whether `name` is a figure name: 1 to ``maximumNameLength`` ASCII letters, digits, `-`,
    /// `_` and `.`, not starting with `.` — no folder, NUL, control character, space, `~` or `@`
    /// (docs/figures.md, "Names").
    public static func isSafeName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= maximumNameLength, !name.hasPrefix(".") else { return false }
        return name.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F || b == 0x2E
        }
    }

    /// A control character (C0, DEL, C1) or a Unicode line or paragraph separator: what a
    /// one-line text (an alt text, a folder name) may not hold.
    package static func isLineBreakingOrControl(_ s: Unicode.Scalar) -> Bool {
        TerminalText.isControl(s) || s.value == 0x2028 || s.value == 0x2029 || s.value == 0x85
    }

    /// The option keys the figure sets, then the defaults that apply to it; a sheet's `count`
    /// and `columns` become its content's.
    private static func readSettings(_ n: JSONNode, options: FigureOptionTable, defaults: JSONNode?, what: String,
                                     into figure: inout Figure, _ d: inout BoardFileDecoder) {
        let entries = options.entries(for: figure.content)
        for key in options.keys {
            if let v = n.member(key) {
                guard let entry = entries.first(where: { $0.key == key }) else {
                    d.error(v, "\(what): \"\(key)\" is an option of \(options.owners(of: key).joined(separator: " and ")) figures, not of this one")
                    continue
                }
                if let s = setting(v, entry, "\(what)'s \"\(key)\"", &d) { figure.settings.append(s) }
            } else if let v = defaults?.member(key), let entry = entries.first(where: { $0.key == key }) {
                if let s = setting(v, entry, "\"defaults\"'s \"\(key)\"", &d) { figure.settings.append(s) }
            }
        }
        guard case var .sheet(count, columns) = figure.content else { return }
        figure.settings.removeAll { s in
            guard s.key == "count" || s.key == "columns", let k = s.value.flatMap({ Int($0) }) else { return false }
            if s.key == "count" { count = k } else { columns = k }
            return true
        }
        figure.content = .sheet(count: count, columns: columns)
    }

    /// A key's JSON value as the command line takes it: `true` for a flag (`false`: not set), a
    /// number or a string for a value, an array for a list.
    private static func setting(_ v: JSONNode, _ entry: FigureOptionTable.Entry, _ what: String,
                                _ d: inout BoardFileDecoder) -> FigureSetting? {
        func text(_ item: JSONNode) -> String? {
            switch item.kind {
            case let .number(x): NumberFormat.plain(x)
            case let .string(s, _) where !s.isEmpty: s
            default: nil
            }
        }
        guard entry.takesValue else {
            guard case let .bool(on) = v.kind else {
                d.error(v, "\(what) is true or false (the option --\(entry.key))")
                return nil
            }
            return on ? FigureSetting(key: entry.key, value: nil) : nil
        }
        if case let .array(items) = v.kind, entry.isList {
            let parts = items.compactMap(text)
            guard !parts.isEmpty, parts.count == items.count else {
                d.error(v, "\(what) is a non-empty array of numbers or strings (the option --\(entry.key))")
                return nil
            }
            return FigureSetting(key: entry.key, value: parts.joined(separator: ","))
        }
        guard let value = text(v) else {
            d.error(v, "\(what) is a number or a string, as --\(entry.key) takes it (\(Quoting.clip(entry.help, limit: 80)))")
            return nil
        }
        return FigureSetting(key: entry.key, value: value)
    }

    /// A non-empty array of distinct strings from `allowed`.
    private static func choices(_ n: JSONNode, _ what: String, _ allowed: [String], _ d: inout BoardFileDecoder) -> [String] {
        guard case let .array(items) = n.kind, !items.isEmpty else {
            d.error(n, "\(what) is a non-empty array of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
            return []
        }
        var out: [String] = []
        for item in items {
            guard let s = d.string(item, "an entry of \(what)") else { continue }
            guard allowed.contains(s) else {
                let near = SuggestionHelper.nearest(s, allowed).map { "; did you mean \"\($0)\"?" } ?? ""
                d.error(item, "\(what): \"\(Quoting.clip(s))\" is not one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))\(near)")
                continue
            }
            if out.contains(s) { d.error(item, "\(what) names \"\(s)\" twice") } else { out.append(s) }
        }
        return out
    }
}
