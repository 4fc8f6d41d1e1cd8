import Foundation

/// The views of one panel in one state, laid out as a `VStack` from the
/// panel's top-left: controls, texts, lists with their rows, bars, frames.
///
/// Keys follow SwiftUI's identity: a view's structural place (`p0/v3`), the
/// branch of an `if` (`…/if`), and a list row's id by the panel's
/// ``IdentityMode`` (`…/row:2`, `…/row#0`, `…/row~3:2`).
struct PanelEvaluation: Sendable {
    let board: Board
    let panel: Panel
    /// The panel's index on the board.
    let index: Int

    /// A laid-out view and what it contains, in its own coordinates.
    struct Built {
        /// The records; top-level ones have `parent == nil` and frames relative to the view's top-left.
        var records: [ViewRecord]
        /// Its height in the stack.
        var height: Double
        /// The record that is the view itself.
        var root: Int
    }

    var identity: IdentityMode { board.identityOverride ?? panel.identity }

    /// The panel's views in `state`, with frames in board points from `origin`, and the height they take.
    func records(_ state: ScenarioState, origin: Point) throws(BoardError) -> (records: [ViewRecord], height: Double) {
        if let program = panel.program { return try programRecords(program, state, origin: origin) }
        var result: [ViewRecord] = []
        var y = 0.0
        var placed = false
        for (j, view) in panel.views.enumerated() {
            guard let built = try build(view, key: "p\(index)/v\(j)", width: panel.width, state: state) else { continue }
            if placed { y += panel.spacing }
            result += built.records.map { r in
                var r = r
                if r.parent == nil { r.frame = r.frame.offsetBy(origin.x, origin.y + y) }
                return r
            }
            y += built.height
            placed = true
        }
        return (Self.uniqueNames(result), y)
    }

    /// Lays out `view`; nil when it shows nothing in `state` (an `if` whose condition fails).
    func build(_ view: PanelView, key: String, width: Double, state: ScenarioState) throws(BoardError) -> Built? {
        let theme = board.theme
        func leaf(_ drawing: Drawing, height: Double, role: ViewRecord.Role, content: ContentTransition = .opacity) -> Built {
            Built(records: [ViewRecord(
                key: key, parent: nil, frame: Rect(x: 0, y: 0, width: width, height: height), drawing: drawing,
                contentTransition: content, role: role)], height: height, root: 0)
        }
        let panelName = panel.name
        switch view {
        case let .text(template):
            let text = Self.fill(template, state)
            let name = template.contains("{count}") ? "count" : template.contains("{array}") ? "readout" : "text"
            return leaf(.text(text, font: Self.textFont, color: theme.secondary), height: 18,
                        role: .text(name: name, panel: panelName))
        case let .field(placeholder):
            return leaf(.field(text: state.query, placeholder: placeholder), height: 30,
                        role: .text(name: "field", panel: panelName), content: .identity)
        case let .toggle(label):
            return leaf(.toggle(label: label, isOn: state.only), height: 26, role: .text(name: "toggle", panel: panelName))
        case let .bar(text, height, tint):
            return leaf(.bar(text, tint: tint.map { theme.resolve($0, index: 1) } ?? PanelColors.of(theme).bar),
                        height: height, role: .cell(name: "bar", panel: panelName))
        case let .block(text, height, tint):
            return leaf(.block(text, tint: tint.map { theme.resolve($0, index: 0) } ?? PanelColors.of(theme).block),
                        height: height, role: .cell(name: "content", panel: panelName))
        case let .list(list):
            return try buildList(list, key: key, width: width, state: state)
        case let .conditional(condition, content, transition):
            guard condition.holds(in: state), var built = try build(content, key: key + "/if", width: width, state: state)
            else { return nil }
            built.records[built.root].transition = transition ?? InsertedItem.defaultTransition
            return built
        case let .opacity(content, value):
            guard var built = try build(content, key: key, width: width, state: state) else { return nil }
            built.records[built.root].opacity = value.value(in: state)
            return built
        case let .frame(content, height, alignment, clipped):
            let h = max(0, height.value(in: state))
            if content.isLeaf {
                guard var built = try build(content, key: key, width: width, state: state) else { return nil }
                var r = built.records[built.root]
                r.contentSize = r.frame.size
                r.frame.size.height = h
                r.alignment = alignment
                r.clips = clipped
                built.records[built.root] = r
                built.height = h
                return built
            }
            let frameKey = key + "/frame"
            var records = [ViewRecord(
                key: frameKey, parent: nil, frame: Rect(x: 0, y: 0, width: width, height: h), alignment: alignment,
                clips: clipped, drawing: .frame, role: .cell(name: "frame", panel: panelName))]
            if let inner = try build(content, key: key, width: width, state: state) {
                let dy = (h - inner.height) * alignment.fraction
                records += inner.records.map { r in
                    var r = r
                    if r.parent == nil { r.parent = frameKey; r.frame = r.frame.offsetBy(0, dy) }
                    return r
                }
            }
            return Built(records: records, height: h, root: 0)
        }
    }

    /// The list: a container, its rows by identity, and the empty state.
    func buildList(_ list: ListView, key: String, width: Double, state: ScenarioState) throws(BoardError) -> Built {
        let theme = board.theme
        let shown = state.visible
        var scope: [ScopeModifier] = []
        if let a = list.animation { scope.append(.animation(board.reduceMotion ? nil : a.animation, value: a.value)) }
        var seen: [String: Int] = [:]
        for (i, r) in shown.enumerated() {
            if let first = seen[r.id] {
                throw BoardError("panel '\(panel.name)': records \(first + 1) and \(i + 1) shown have the same id \"\(r.id)\"; ids must be unique")
            }
            seen[r.id] = i
        }
        let rowWidth = width - 2 * list.padding
        var records = [ViewRecord(
            key: key, parent: nil, frame: .zero, drawing: .none, scope: scope, role: .container)]
        var y = list.padding
        for (i, record) in shown.enumerated() {
            if i > 0 { y += list.spacing }
            let (rowKey, name) = rowIdentity(record, position: i, generation: state.generation)
            let detail: String? = switch list.trailing {
            case .none: nil
            case .kind: record.kind
            case let .flag(label): record.flag ? label : nil
            }
            let tint = record.tint.map { theme.resolve($0, index: i) } ?? list.tint.map { theme.resolve($0, index: i) }
                ?? PanelColors.of(theme).row
            records.append(ViewRecord(
                key: key + "/" + rowKey, parent: key,
                frame: Rect(x: list.padding, y: y, width: rowWidth, height: list.rowHeight),
                drawing: .row(title: record.title, detail: detail, tint: tint),
                transition: list.transition ?? InsertedItem.defaultTransition, scope: scope,
                contentTransition: list.contentTransition, role: .cell(name: name, panel: panel.name)))
            y += list.rowHeight
        }
        if let empty = list.empty, shown.isEmpty {
            records.append(ViewRecord(
                key: key + "/empty", parent: key, frame: Rect(x: list.padding, y: y, width: rowWidth, height: list.rowHeight),
                drawing: .text(empty.text, font: Self.textFont, color: theme.secondary),
                transition: empty.transition ?? InsertedItem.defaultTransition, scope: scope,
                role: .text(name: "empty", panel: panel.name)))
            y += list.rowHeight
        }
        let height = y + list.padding
        records[0].frame = Rect(x: 0, y: 0, width: width, height: height)
        return Built(records: records, height: height, root: 0)
    }

    /// A row's key and its name in scene dumps, by the panel's identity mode.
    func rowIdentity(_ record: Record, position i: Int, generation: Int) -> (key: String, name: String) {
        switch identity {
        case .id: ("row:\(record.id)", record.id)
        case .index: ("row#\(i)", String(i))
        case .fresh: ("row~\(generation):\(record.id)", "\(record.id)#\(generation)")
        }
    }

    /// The font of text views.
    static let textFont = FontSpec(.sans, 12)

    /// `template` with `{count}`, `{total}`, `{query}` and `{array}` filled in from `state`.
    static func fill(_ template: String, _ state: ScenarioState) -> String {
        template
            .replacingOccurrences(of: "{count}", with: String(state.visible.count))
            .replacingOccurrences(of: "{total}", with: String(state.records.count))
            .replacingOccurrences(of: "{query}", with: state.query)
            .replacingOccurrences(of: "{array}", with: state.records.map(\.title).joined(separator: " · "))
    }

    /// Names made unique within the panel: a repeated name gets `-2`, `-3`, …
    static func uniqueNames(_ records: [ViewRecord]) -> [ViewRecord] {
        var counts: [String: Int] = [:]
        return records.map { r in
            var r = r
            switch r.role {
            case let .cell(name, panel) where !r.key.contains("/row"):
                counts[name, default: 0] += 1
                if counts[name]! > 1 { r.role = .cell(name: "\(name)-\(counts[name]!)", panel: panel) }
            case let .text(name, panel):
                counts[name, default: 0] += 1
                if counts[name]! > 1 { r.role = .text(name: "\(name)-\(counts[name]!)", panel: panel) }
            default:
                break
            }
            return r
        }
    }
}

extension PanelView {
    /// Whether the view is a single drawn view (not a list, an `if` or a wrapper of one).
    var isLeaf: Bool {
        switch self {
        case .text, .field, .toggle, .bar, .block: true
        case let .opacity(content, _): content.isLeaf
        case .list, .conditional, .frame: false
        }
    }
}
