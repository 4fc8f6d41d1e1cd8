import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// The chapter's tutorials as scenario boards (records, panels and data operations): the
/// scenario engine's own test boards. The built-in `filter`, `identity`, `editor` and
/// `collapse` are the same lessons as SwiftUI programs (``BuiltinPrograms``).
extension BuiltinBoards {
    /// The filtered collection's records: two tiles, two dots.
    public static let labels = [
        Record(id: "1", title: "Tile A", kind: "Tile", flag: true),
        Record(id: "2", title: "Dot A", kind: "Dot"),
        Record(id: "3", title: "Tile B", kind: "Tile", flag: true),
        Record(id: "4", title: "Dot B", kind: "Dot"),
    ]

    /// The filter's steps: type, replace, clear with the toggle, no match, clear.
    public static let filterSteps = [
        Step("Type a", [.setQuery("a")]),
        Step("Replace with b", [.setQuery("b")]),
        Step("Clear + Tiles only", [.setQuery(""), .setOnly(true)]),
        Step("Type z", [.setQuery("z")]),
        Step("Clear + toggle off", [.setQuery(""), .setOnly(false)]),
    ]

    /// The rows' transition in the filter tutorial.
    public static let filterRowTransitionSource =
        ".asymmetric(insertion: .offset(x: 0, y: 8).combined(with: .opacity), removal: .opacity)"

    /// The filter's list: rows of 36 pt, spacing 8, padding 12, animated by
    /// `.animation(.easeInOut(duration: 0.22), value: visible)`.
    public static let filterList = ListView(
        spacing: 8, padding: 12, rowHeight: 36,
        transition: .asymmetric(insertion: Transition.offset(x: 0, y: 8).combined(with: .opacity), removal: .opacity),
        transitionSource: filterRowTransitionSource, trailing: .kind,
        animation: ScopedAnimation(.easeInOut(duration: 0.22), value: .visible, source: ".easeInOut(duration: 0.22)"),
        empty: EmptyState(text: "No matching labels", transition: .opacity))

    /// A filter panel with `identity`.
    package static func filterPanel(_ name: String, identity: IdentityMode, caption: String, width: Double = 260) -> Panel {
        Panel(
            name: name, caption: caption, width: width, spacing: 10, identity: identity,
            views: [.field(placeholder: "Filter"), .toggle("Tiles only"), .text("{count} of {total} labels"), .list(filterList)])
    }

    /// The filtered collection with stable ids.
    public static let filterScenario: Board = {
        var board = Board(name: "filter", title: "Filtered collection · stable IDs", columns: 1, animation: nil, cells: [])
        board.panels = [filterPanel(
            "list", identity: .id,
            caption: "ForEach(visible) { item in Row(item) }\n.transition(\(filterRowTransitionSource))")]
        board.scenario = Scenario(initial: ScenarioState(records: labels), steps: filterSteps)
        return board
    }()

    /// The filter's steps with `id`, `index` and `fresh` identity side by side.
    public static let identityScenario: Board = {
        var board = Board(name: "identity", title: "Identity decides which rows move, enter and leave", columns: 1,
                          animation: nil, cells: [])
        board.panels = [
            filterPanel("id", identity: .id, caption: "ForEach(visible) { Row($0) }\n✓ stable ids: rows move, enter, leave", width: 230),
            filterPanel("index", identity: .index,
                        caption: "ForEach(visible.indices, id: \\.self)\n✗ rows never move: contents change in place; only the tail enters or leaves",
                        width: 230),
            filterPanel("fresh", identity: .fresh,
                        caption: "ForEach(visible, id: \\.uuid) // UUID()\n✗ new ids each time: every row leaves and re-enters",
                        width: 230),
        ]
        board.scenario = Scenario(initial: ScenarioState(records: labels), steps: filterSteps)
        return board
    }()

    /// The editable list's records: Grid and Ring are included.
    public static let editorRecords = [
        Record(id: "1", title: "Grid", flag: true),
        Record(id: "2", title: "Tile"),
        Record(id: "3", title: "Ring", flag: true),
    ]

    /// The editable filtered list's seven-step check.
    public static let editorSteps = [
        Step("Filter Ring", [.setQuery("Ring")]),
        Step("Rename to Ring Two", [.rename(.id("3"), to: "Ring Two")]),
        Step("Clear + reverse the original array", [.setQuery(""), .reverse]),
        Step("Rename Grid to Grid Two", [.rename(.id("1"), to: "Grid Two")]),
        Step("Included only + turn off Included for Grid Two", [.setOnly(true), .toggleFlag(.id("1"))]),
        Step("Included only off", [.setOnly(false)]),
        Step("Filter Tile + Remove", [.setQuery("Tile"), .remove(.id("2"))]),
    ]

    /// An editor panel bound by `binding`.
    package static func editorPanel(_ name: String, binding: RowBinding, caption: String) -> Panel {
        var list = filterList
        list.trailing = .flag("✓ Included")
        list.empty = EmptyState(text: "No matching items", transition: .opacity)
        list.contentTransition = .identity
        return Panel(
            name: name, caption: caption, width: 270, spacing: 10, identity: .id, binding: binding,
            views: [.field(placeholder: "Filter"), .toggle("Included only"), .list(list), .text("Original array: {array}")])
    }

    /// The editable filtered list, edits bound by id beside edits bound by visible index.
    public static let editorScenario: Board = {
        var board = Board(name: "editor", title: "Editable filtered list · bind edits by id", columns: 1,
                          animation: nil, cells: [])
        board.panels = [
            editorPanel("by id", binding: .id,
                        caption: "TextField(text: binding(for: item.id))\n✓ each row edits the record it shows"),
            editorPanel("by index", binding: .index,
                        caption: "ForEach(filtered.indices, id: \\.self) { i in TextField(text: $items[i].title) }\n✗ row i edits items[i]: the wrong record"),
        ]
        board.scenario = Scenario(initial: ScenarioState(records: editorRecords), steps: editorSteps)
        return board
    }()

    /// The notice bar and the content under it.
    package static let noticeBar = PanelView.bar("New version available", height: 40, tint: nil)
    package static let content = PanelView.block("Content", height: 96, tint: nil)
    /// `showBar ? 40 : 0`.
    package static let barHeight = StateNumber.choose(.present, 40, 0)

    /// A notice bar collapsed three ways: a FoldUp removal, the recommended
    /// animated frame, and the bug it fixes.
    public static let collapseScenario: Board = {
        var board = Board(name: "collapse", title: "Collapsing a bar · the content below moves up with it", columns: 1,
                          animation: .easeOut(duration: 0.3), animationSource: ".easeOut(duration: 0.3)", cells: [])
        let foldUpRemoval = Transition.asymmetric(insertion: .opacity, removal: foldUp)
        board.panels = [
            Panel(name: "fold", caption: "Bar().transition(.asymmetric(insertion: .opacity, removal: .modifier(active: FoldUp(progress: 1), identity: FoldUp(progress: 0))))\n✓ the content moves up at once (boardgen's reading, §13)",
                  width: 280, spacing: 8, views: [.conditional(.present, noticeBar, transition: foldUpRemoval), content]),
            Panel(name: "frame", caption: "Bar().frame(height: showBar ? 40 : 0, alignment: .top).clipped().opacity(showBar ? 1 : 0)\n✓ the fix: the bar stays in the tree",
                  width: 280, spacing: 8,
                  views: [.opacity(.frame(noticeBar, height: barHeight, alignment: .top, clipped: true), .choose(.present, 1, 0)), content]),
            Panel(name: "bug", caption: "VStack { if showBar { Bar().transition(.identity) } }.frame(height: showBar ? 40 : 0)\n✗ emulation of the reported bug: .transition(.identity) removes the bar at once; the empty frame collapses",
                  width: 280, spacing: 8,
                  views: [.frame(.conditional(.present, noticeBar, transition: .identity), height: barHeight, alignment: .top, clipped: true), content]),
        ]
        board.scenario = Scenario(
            initial: ScenarioState(present: true),
            steps: [Step("Collapse", [.setPresent(false)]), Step("Expand", [.setPresent(true)])])
        return board
    }()
}
