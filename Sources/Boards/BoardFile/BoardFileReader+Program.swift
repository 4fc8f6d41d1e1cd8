import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// A program board: a SwiftUI view, pasted as it is, laid out as a window or a device of a
/// given width (docs/programs.md §4). Without `"steps"` it is a still: its one state, the view at
/// rest — a layout figure, or a test of one.
///
/// ```json
/// {"swift": ["Labels.swift"], "view": "LabelsView()", "platform": "macOS", "width": 360}
/// ```
extension BoardFileReader {
    /// The width offered to a program's root view when the board names none: an iPhone's
    /// (393 pt, iPhone 15) or a small Mac window's.
    package static func defaultProgramWidth(_ platform: Platform) -> Double { platform == .iOS ? 393 : 480 }

    /// The height of a program board's window when its view takes the room it is offered and the
    /// board gives none: an iPhone's safe area (852 pt − 59 above − 34 below, the 393-pt-wide
    /// iPhone 15 and 16); nil on macOS, whose windows are the size of their content.
    package static func defaultWindowHeight(_ platform: Platform) -> Double? { platform == .iOS ? 852 - 59 - 34 : nil }

    /// Whether some state of `program` is taller when offered `height` than at its ideal height.
    package static func takesTheRoomOffered(_ program: ProgramPanel, _ platform: Platform, width: Double, height: Double) -> Bool {
        program.frames.contains { frame in
            guard let ideal = try? frame.layout(id: program.rootName, proposal: ProposedSize(width: width, height: nil), platform: platform,
                                                measurer: PangoTextMeasurer.shared, composesGroups: true),
                  let offered = try? frame.layout(id: program.rootName, proposal: ProposedSize(width: width, height: height), platform: platform,
                                                  measurer: PangoTextMeasurer.shared, composesGroups: true) else { return false }
            return offered.size.height > ideal.size.height + 0.5
        }
    }

    /// `"environment": {"colorScheme": "dark", "accessibilityReduceMotion": true}`: the same values
    /// `--theme dark` and `--reduce-motion` set.
    package static func readEnvironment(_ node: JSONNode, _ board: inout Board, _ d: inout BoardFileDecoder) {
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

    /// Keys of scenario boards that mean nothing on a program board.
    package static func refuseScenarioKeys(_ root: JSONNode, _ d: inout BoardFileDecoder) {
        for key in ["records", "query", "only", "present", "statusTransition", "reduceMotion", "quietDepartures", "cells"] {
            if let n = root.member(key) { d.error(n, "\"\(key)\" belongs to scenario boards, not to a program board (\"view\")") }
        }
    }

    /// A program board with steps: one program (`"view"`) or several side by side (`"panels"` of
    /// `{"name", "caption", "view"}`), each run through the steps; or a preview's view (`preview`,
    /// whose traits set the window and colour scheme where the board's keys do not).
    package static func readProgramPanels(_ root: JSONNode, _ panelsNode: JSONNode?, _ items: [JSONNode], _ board: inout Board,
                                  _ d: inout BoardFileDecoder, preview: PreviewSource? = nil) {
        refuseScenarioKeys(root, &d)
        var width = defaultProgramWidth(board.platform)
        var height: Double?
        if let preview { (width, height) = previewWindow(preview.preview, &board, &d) }
        // A device: its screen (turned when sideways) and its safe area; `"width"`/`"height"` still win.
        var safeArea = SafeAreaInsets.zero
        if let (device, landscape) = readDevice(root, preview: preview?.preview, &board, &d) {
            let screen = device.size(landscape: landscape)
            (width, height) = (screen.width, screen.height)
            safeArea = device.insets(landscape: landscape)
        }
        var givenWidth: Double?, givenHeight: Double?
        if let n = root.member("width"), let w = d.number(n, "\"width\"", in: 20...4000) { width = w; givenWidth = w }
        if let n = root.member("height"), let h = d.number(n, "\"height\"", in: 10...4000) { height = h; givenHeight = h }
        if let n = root.member("environment") { readEnvironment(n, &board, &d) }
        d.swift.values.screenSize = Size(width, height ?? EnvironmentValues.defaultScreenSize.height)
        guard items.count <= 8 else {
            d.error(panelsNode ?? root, "\(items.count) panels; a program board has at most 8")
            return
        }
        var programs: [ProgramScript.Program] = []
        var viewNodes: [JSONNode] = []
        if let preview {
            programs.append(.init(name: preview.preview.name, caption: "", source: preview.preview.label, preview: preview.preview))
            viewNodes.append(preview.node ?? root)
        }
        for (p, item) in items.enumerated() {
            let viewNode: JSONNode
            var name: String?, caption = ""
            if panelsNode == nil { viewNode = item } else {
                guard let members = d.object(item, "panel \(p + 1)") else { continue }
                for m in members where !m.key.hasPrefix("_") && !["name", "caption", "view"].contains(m.key) {
                    d.error(at: m.keyRange.lowerBound, length: m.key.count + 2,
                            "unknown key \"\(Quoting.clip(m.key))\" in panel \(p + 1); a program panel has \"name\", \"caption\" and \"view\"")
                }
                guard let v = item.member("view") else {
                    d.error(item, "panel \(p + 1) needs \"view\": its root view, as in \"ContentView()\"")
                    continue
                }
                viewNode = v
                if let n = item.member("name") { name = d.string(n, "panel \(p + 1)'s \"name\"") }
                if let c = item.member("caption") { caption = d.string(c, "panel \(p + 1)'s \"caption\"") ?? "" }
            }
            guard let source = d.string(viewNode, "\"view\"") else { continue }
            // The panel's name: as given, else the view's type (numbered when several).
            let typeName = (try? ExpressionParser.parse(source)).flatMap { e -> String? in
                if case let .call(callee, _, _) = e.kind, let n = callee.name { return n }
                return e.name
            } ?? "View"
            programs.append(.init(name: name ?? (items.count > 1 ? "\(typeName) \(p + 1)" : typeName), caption: caption, source: source))
            viewNodes.append(viewNode)
        }
        guard d.errorCount == 0, !programs.isEmpty else { return }
        // No steps (or `"steps": []`): a still, the programs as they first appear.
        var written: [WrittenProgramStep] = []
        if let stepsNode = root.member("steps") {
            guard let steps = readProgramSteps(stepsNode, &d) else { return }
            written = steps
        }
        var script = ProgramScript(
            swift: d.swift, programs: programs,
            steps: written.map { .init(step: $0.step, caption: $0.caption, hold: $0.hold, next: $0.next) },
            width: width, height: height)
        script.safeArea = safeArea
        script.layout = (board.platform, PangoTextMeasurer.shared)
        guard var run = run(script, written: written, viewNodes: viewNodes, &d) else { return }
        // A preview that sizes to fit: the window is its view's ideal size (the largest of its states).
        if preview?.preview.layout == .sizeThatFits, givenWidth == nil || givenHeight == nil,
           let program = run.panels.first?.program {
            guard let ideal = idealSize(program, board.platform, &d, at: viewNodes[0], preview: preview) else { return }
            script.width = givenWidth ?? ideal.width
            script.height = givenHeight ?? ideal.height
            width = script.width
            height = script.height
            guard let fitted = self.run(script, written: written, viewNodes: viewNodes, &d) else { return }
            run = fitted
        } else if givenHeight == nil, height == nil, let window = defaultWindowHeight(board.platform),
                  run.panels.contains(where: { $0.program.map { takesTheRoomOffered($0, board.platform, width: width, height: window) } ?? false }) {
            // A view that takes the room it is offered (a Spacer, a `maxHeight: .infinity` frame, a
            // List or ScrollView, a GeometryReader) is drawn in a device's window, as on a phone; a
            // view of its own size keeps it.
            script.height = window
            height = window
            guard let tall = self.run(script, written: written, viewNodes: viewNodes, &d) else { return }
            run = tall
        }
        board.panels = run.panels
        board.scenario.steps = run.steps
        board.warnings = run.warnings
        board.programScript = script
        board.programView = programs.count == 1 ? programs[0].source : nil
        board.slotSize = Size(width, height ?? 0)
        board.animation = nil
        board.animationSource = nil
        // The status names the step; a still has none.
        board.showsStatus = !run.steps.isEmpty
    }

    /// A program board of one view (`"view"`): with or without steps, the same engine runs it.
    package static func readProgram(_ root: JSONNode, _ viewNode: JSONNode, _ board: inout Board, _ d: inout BoardFileDecoder) {
        readProgramPanels(root, nil, [viewNode], &board, &d)
    }
}
