import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A scenario panel is a SwiftUI program (docs/board-format.md, "Scenario panels are programs"):
/// its views over the scenario's data are translated, state by state, into the view tree the
/// program below would make, and that tree is laid out, diffed and drawn by the one view engine
/// that runs every program board.
///
/// ```swift
/// struct Item: Identifiable, Equatable { let id: String; var title: String; var kind: String?; var flag: Bool }
///
/// struct Panel: View {
///     @State var items: [Item]           // "records"
///     @State var query = ""              // a step's "query"
///     @State var only = false            // a step's "only"
///     @State var present = true          // a step's "present"
///     var visible: [Item] {
///         items.filter { (query.isEmpty || $0.title.localizedCaseInsensitiveContains(query)) && (!only || $0.flag) }
///     }
///     var body: some View {
///         VStack(alignment: .leading, spacing: 10) {       // the panel's "spacing"
///             TextField("Filter", text: $query).textFieldStyle(.roundedBorder)      // {"field": "Filter"}
///             Toggle("Tiles only", isOn: $only)                                       // {"toggle": "Tiles only"}
///             Text("\(visible.count) of \(items.count)").font(.caption).foregroundStyle(.secondary)
///             VStack(spacing: 8) {                                                    // {"list": {…}}
///                 ForEach(visible) { item in Row(item: item).transition(t) }
///                 if visible.isEmpty { Text("Nothing").foregroundStyle(.secondary).transition(.opacity) }
///             }
///             .padding(12)
///             .animation(a, value: visible)
///         }
///         .frame(width: 260)
///     }
/// }
/// ```
extension Panel {
    /// The name the translated program's root has in identities and dumps.
    package static let programRootName = "Panel"

    /// The panel as a program: its view tree in each of `states` (element 0 before the first
    /// step), each reached by the transaction `animations[k]` sets; its list identifies rows by
    /// `identity` (the panel's own unless a variant overrides it).
    package func program(states: [ScenarioState], animations: [Animation?], identity: IdentityMode,
                 reduceMotion: Bool) throws(BoardError) -> ProgramPanel {
        var frames: [ViewNode] = []
        for state in states {
            try checkUniqueIDs(state)
            let views = self.views.map { node($0, state, identity: identity, reduceMotion: reduceMotion) }
            frames.append(.modified(.stack(.vStack, views, StackOptions(alignment: .leading, spacing: spacing)),
                                    .frame(width: width, height: nil, alignment: .topLeading)))
        }
        return ProgramPanel(source: "\(Self.programRootName)()", rootName: Self.programRootName, width: width, height: nil,
                            frames: frames, animations: animations)
    }

    /// A `ForEach` needs unique ids: two shown records with one id are the data's error.
    private func checkUniqueIDs(_ state: ScenarioState) throws(BoardError) {
        var seen: [String: Int] = [:]
        for (i, r) in state.visible.enumerated() {
            if let first = seen[r.id] {
                throw BoardError("panel '\(name)': records \(first + 1) and \(i + 1) shown have the same id \"\(r.id)\"; ids must be unique")
            }
            seen[r.id] = i
        }
    }

    /// The view `view` is in `state`.
    package func node(_ view: PanelView, _ state: ScenarioState, identity: IdentityMode, reduceMotion: Bool) -> ViewNode {
        switch view {
        case let .text(template):
            return .modified(.modified(.text(Self.fill(template, state)), .font(ViewFont(style: .caption))),
                             .foreground(.named("secondary")))
        case let .field(placeholder):
            return .modified(.control(.textField(title: placeholder, text: state.query, prompt: nil)),
                             .controlStyle(kind: "textField", style: "roundedBorder"))
        case let .toggle(label):
            return .control(.toggle(title: label, isOn: state.only))
        case let .bar(text, height, tint):
            // `Text(text).font(.subheadline.weight(.semibold)).padding(.horizontal, 12)
            //  .frame(maxWidth: .infinity, minHeight: h, maxHeight: h, alignment: .leading).background(tint)`
            let label = ViewNode.modified(.text(text), .font(ViewFont(style: .subheadline, weight: .semibold)))
            return .background(
                .modified(.modified(label, .padding(top: 0, leading: 12, bottom: 0, trailing: 12)),
                          .flexibleFrame(FrameBounds(maxWidth: .infinity, minHeight: height, maxHeight: height), alignment: .leading)),
                .shape(ShapeView(.color, fill: tint ?? Self.barTint)))
        case let .block(text, height, tint):
            return .background(
                .modified(.text(text), .flexibleFrame(FrameBounds(maxWidth: .infinity, minHeight: height, maxHeight: height),
                                                      alignment: .center)),
                .shape(ShapeView(.color, fill: tint ?? Self.blockTint)))
        case let .list(list):
            return listNode(list, state, identity: identity, reduceMotion: reduceMotion)
        case let .conditional(condition, content, transition):
            guard condition.holds(in: state) else { return .conditional("if", []) }
            return .conditional("if", [.transition(node(content, state, identity: identity, reduceMotion: reduceMotion),
                                                   transition ?? InsertedItem.defaultTransition)])
        case let .opacity(content, value):
            return .modified(node(content, state, identity: identity, reduceMotion: reduceMotion), .opacity(value.value(in: state)))
        case let .frame(content, height, alignment, clipped):
            // On a plain view the frame is the view's own; around a conditional it is a frame of its
            // own holding a `VStack`, as `VStack { if … }.frame(height:).clipped()` is written.
            var inner = node(content, state, identity: identity, reduceMotion: reduceMotion)
            if !content.isLeaf { inner = .stack(.vStack, [inner], StackOptions(alignment: .leading, spacing: 0)) }
            let unit: UnitPoint = switch alignment {
            case .top: .top
            case .center: .center
            case .bottom: .bottom
            }
            let framed = ViewNode.modified(
                .modified(inner, .flexibleFrame(FrameBounds(maxWidth: .infinity), alignment: .leading)),
                .frame(width: nil, height: max(0, height.value(in: state)), alignment: unit))
            return clipped ? .modified(framed, .clip(ClipShape(.rectangle))) : framed
        }
    }

    /// `VStack(spacing:) { ForEach(visible) { Row(item).transition(t) }; if visible.isEmpty { … } }
    /// .padding(p).animation(a, value: v)`.
    private func listNode(_ list: ListView, _ state: ScenarioState, identity: IdentityMode, reduceMotion: Bool) -> ViewNode {
        let shown = state.visible
        let rows: [ViewNode] = shown.enumerated().map { i, record in
            let detail: String? = switch list.trailing {
            case .none: nil
            case .kind: record.kind
            case let .flag(label): record.flag ? label : nil
            }
            var content: [ViewNode] = [.text(record.title), .spacer(minLength: nil)]
            if let detail {
                content.append(.modified(.modified(.text(detail), .font(ViewFont(style: .footnote))), .foreground(.named("secondary"))))
            }
            var row = ViewNode.background(
                .modified(.modified(.stack(.hStack, content), .padding(top: 0, leading: 12, bottom: 0, trailing: 12)),
                          .flexibleFrame(FrameBounds(maxWidth: .infinity, minHeight: list.rowHeight, maxHeight: list.rowHeight),
                                         alignment: .leading)),
                .shape(ShapeView(.roundedRectangle, cornerRadius: 8, fill: record.tint ?? list.tint ?? Self.rowTint)))
            if list.contentTransition != .opacity { row = .modified(row, .contentTransition(list.contentTransition)) }
            row = .transition(row, list.transition ?? InsertedItem.defaultTransition)
            let id: String = switch identity {
            case .id: record.id
            case .index: String(i)
            case .fresh: "\(record.id)#\(state.generation)"
            }
            return .modified(row, .identity("ForEach[\(id)]"))
        }
        var children: [ViewNode] = [.forEach(rows)]
        if let empty = list.empty {
            let text = ViewNode.modified(.text(empty.text), .foreground(.named("secondary")))
            children.append(.conditional("if", shown.isEmpty ? [.transition(text, empty.transition ?? InsertedItem.defaultTransition)] : []))
        }
        var node = ViewNode.modified(.stack(.vStack, children, StackOptions(spacing: list.spacing)),
                                     .padding(top: list.padding, leading: list.padding, bottom: list.padding, trailing: list.padding))
        if let a = list.animation {
            node = .modified(node, .animation(reduceMotion ? nil : a.animation, value: a.value.map { $0.printed(state) } ?? nil))
        }
        return node
    }

    /// A row's background when neither it nor its list sets one: `Color.blue.opacity(0.12)`.
    package static let rowTint = Tint.opacity(.named("blue"), 0.12)
    /// A bar's: `Color.yellow.opacity(0.35)`.
    package static let barTint = Tint.opacity(.named("yellow"), 0.35)
    /// A block's: `Color.gray.opacity(0.15)`.
    package static let blockTint = Tint.opacity(.named("gray"), 0.15)

    /// `template` with `{count}`, `{total}`, `{query}` and `{array}` filled in from `state`.
    package static func fill(_ template: String, _ state: ScenarioState) -> String {
        template
            .replacingOccurrences(of: "{count}", with: String(state.visible.count))
            .replacingOccurrences(of: "{total}", with: String(state.records.count))
            .replacingOccurrences(of: "{query}", with: state.query)
            .replacingOccurrences(of: "{array}", with: state.records.map(\.title).joined(separator: " · "))
    }
}

extension StateKey {
    /// The watched value as it prints in `state`: two states differ here exactly when
    /// ``changed(from:to:)`` says so.
    package func printed(_ state: ScenarioState) -> String {
        switch self {
        case .visible: String(describing: state.visible)
        case .visibleCount: String(state.visible.count)
        case .present: String(state.present)
        case .query: state.query
        case .only: String(state.only)
        case .records: String(describing: state.records)
        }
    }
}

extension PanelView {
    /// Whether the view is a single drawn view (not a list, an `if` or a wrapper of one).
    package var isLeaf: Bool {
        switch self {
        case .text, .field, .toggle, .bar, .block: true
        case let .opacity(content, _): content.isLeaf
        case .list, .conditional, .frame: false
        }
    }
}
