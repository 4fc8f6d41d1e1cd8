/// A program board: a SwiftUI view, pasted as it is, laid out as a window or a device of a
/// given width (PROGRAMS.md §4). Without `"steps"` it is a still: its one state, the view at
/// rest — a layout figure, or a test of one.
///
/// ```json
/// {"swift": ["Labels.swift"], "view": "LabelsView()", "platform": "macOS", "width": 360}
/// ```
extension BoardFileReader {
    /// The width offered to a program's root view when the board names none: an iPhone's
    /// (393 pt, iPhone 15) or a small Mac window's.
    static func defaultProgramWidth(_ platform: Platform) -> Double { platform == .iOS ? 393 : 480 }

    /// `"environment": {"colorScheme": "dark", "accessibilityReduceMotion": true}`: the same values
    /// `--theme dark` and `--reduce-motion` set.
    static func readEnvironment(_ node: JSONNode, _ board: inout Board, _ d: inout BoardFileDecoder) {
        guard let members = d.object(node, "\"environment\" (such as {\"colorScheme\": \"dark\"})") else { return }
        for m in members where !m.key.hasPrefix("_") {
            switch m.key {
            case "colorScheme":
                guard let s = d.string(m.value, "\"colorScheme\"") else { continue }
                guard let theme = Theme.named(s) else {
                    d.error(m.value, "\"colorScheme\" is \"light\" or \"dark\", found \"\(Quoting.clip(s))\"")
                    continue
                }
                board.theme = theme
                d.swift.values.colorScheme = theme.name
            case "accessibilityReduceMotion":
                if let b = d.bool(m.value, "\"accessibilityReduceMotion\"") {
                    board.reduceMotion = b
                    d.swift.values.reduceMotion = b
                }
            default:
                d.error(at: m.keyRange.lowerBound, length: m.key.count + 2,
                        "unknown environment value \"\(Quoting.clip(m.key))\"; use \"colorScheme\" or \"accessibilityReduceMotion\"")
            }
        }
    }

    static func readProgram(_ root: JSONNode, _ viewNode: JSONNode, _ board: inout Board, custom: [String: Transition],
                            _ d: inout BoardFileDecoder) {
        guard let source = d.string(viewNode, "\"view\"") else { return }
        if let n = root.member("steps") {
            d.error(n, "steps that act on a program (enter, toggle, click, run) are not read yet; a program board without \"steps\" is a still of its view")
            return
        }
        for key in ["records", "query", "only", "present", "statusTransition", "reduceMotion", "quietDepartures"] {
            if let n = root.member(key) { d.error(n, "\"\(key)\" belongs to scenario boards, not to a program board (\"view\")") }
        }
        var width = defaultProgramWidth(board.platform)
        if let n = root.member("width"), let w = d.number(n, "\"width\"", in: 20...4000) { width = w }
        var height: Double?
        if let n = root.member("height"), let h = d.number(n, "\"height\"", in: 10...4000) { height = h }
        if let n = root.member("environment") { readEnvironment(n, &board, &d) }
        let view: ViewNode
        do {
            view = try ViewEvaluator(custom: custom, swift: d.swift).parse(source)
        } catch {
            d.error(error, in: viewNode, what: "\"view\"")
            return
        }
        // The root's name: the view type written (`LabelsView`), else the kind of view.
        let name = (try? ExpressionParser.parse(source)).flatMap { e -> String? in
            if case let .call(callee, _, _) = e.kind, let n = callee.name { return n }
            return e.name
        } ?? view.kindName
        do {
            let laid = try view.layout(id: name, proposal: ProposedSize(width: width, height: height), platform: board.platform,
                                       measurer: PangoTextMeasurer.shared)
            let h = height ?? min(4000, max(10, laid.size.height))
            board.slotSize = Size(width, h)
        } catch {
            d.error(viewNode, "\"view\": \(error.description)")
            return
        }
        board.cells = [Cell(name: name, caption: "", content: view)]
        board.columns = 1
        board.programView = source
        board.showsStatus = false
        board.animation = nil
        board.animationSource = nil
        // One state, no change: the still holds the view at rest.
        board.scenario.steps = [Step("still", [.setPresent(true)])]
    }
}
