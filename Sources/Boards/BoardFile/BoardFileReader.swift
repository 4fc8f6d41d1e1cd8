import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import Foundation

/// Reads a board file (docs/board-format.md) into a ``Board``, reporting
/// every problem with its file:line:column.
public enum BoardFileReader {
    /// The keys of a board file.
    package static let boardKeys = ["title", "columns", "slot", "animation", "timeline", "theme", "clip", "reserve",
                            "status", "statusTransition", "cells", "transitions", "records", "query", "only", "present",
                            "panels", "steps", "reduceMotion", "quietDepartures", "swift", "let", "platform",
                            "view", "preview", "width", "height", "environment", "stamp", "header", "subtitle", "colors",
                            "assets", "now", "seed", "device", "orientation", "chrome", "screenshot"]
    /// The keys of a cell.
    package static let cellKeys = ["name", "caption", "tint", "animation", "transition", "view"]
    /// The most cells a board may have.
    public static let maximumCells = 64
    /// The longest cycle a board may have, in seconds.
    public static let maximumCycle = 600.0
    /// The longest title, in characters.
    public static let maximumTitleLength = 200
    /// The longest caption, in characters.
    public static let maximumCaptionLength = 400
    /// The default animation of a board file: the bench's.
    public static let defaultAnimation = BuiltinBoards.benchAnimationSource

    /// Reads `source`.
    ///
    /// - Throws: ``BoardFileError`` with every problem found.
    /// - Parameter files: Swift files by the path `"swift"` names them, read instead of the disk.
    public static func read(_ source: SourceFile, files: [String: String] = [:]) throws(BoardFileError) -> Board {
        var d = BoardFileDecoder(source: source)
        d.providedFiles = files
        let root: JSONNode
        do {
            root = try JSONReader.read(source)
        } catch {
            d.error(at: error.offset, "invalid JSON: \(error.message)")
            throw d.failure
        }
        var board = readBoard(root, &d)
        if board != nil { readHeader(root, &board!, &d) }
        guard d.errorCount == 0, let board else { throw d.failure }
        return board
    }

    /// `"header": false` (no title, subtitle or status: the content starts at the margin) and
    /// `"subtitle"`: a string of the user's, or `null` for none (by default boardgen writes the
    /// state change there). Read last: a program board sets its status after the other keys.
    package static func readHeader(_ root: JSONNode, _ board: inout Board, _ d: inout BoardFileDecoder) {
        // The status line ("PRESENT · 12 OF 12") is the chapter boards' device: a board file's grid
        // shows it only when asked ("status": true). Boards with steps keep it: it names the step.
        if root.member("status") == nil, root.member("steps") == nil, !board.isPanelBoard { board.showsStatus = false }
        if let n = root.member("header"), let shows = d.bool(n, "\"header\"") {
            board.showsHeader = shows
            if !shows { board.showsStatus = false }
        }
        // `"screenshot": true`: the picture is the program's window alone, edge to edge.
        if let n = root.member("screenshot"), let shot = d.bool(n, "\"screenshot\"") {
            if shot, !(board.isProgramBoard && board.panels.count == 1) {
                d.error(n, "\"screenshot\" draws one program's window alone; this board has \(board.isProgramBoard ? "\(board.panels.count) panels" : "no program (\"view\" or \"preview\")")")
            } else if shot {
                board.isScreenshot = true
                board.showsHeader = false
                board.showsStatus = false
            }
        }
        if let n = root.member("subtitle") {
            if case .null = n.kind {
                board.customSubtitle = .some(nil)
            } else if let text = d.string(n, "\"subtitle\" (a string, or null for none)", maximumLength: maximumTitleLength) {
                board.customSubtitle = .some(text)
            }
        }
    }

    package static func readBoard(_ root: JSONNode, _ d: inout BoardFileDecoder) -> Board? {
        guard let members = d.object(root, "a board file") else { return nil }
        d.cosmetic { $0.checkKeys(members, allowed: boardKeys, in: "the board") }
        readSwiftEnvironment(root, &d)
        let name = ((d.source.name as NSString).lastPathComponent as NSString).deletingPathExtension
        var board = Board(name: name, title: name, columns: 4, animation: nil, cells: [])

        if let n = root.member("title"),
           let title = d.cosmetic({ $0.string(n, "\"title\"", maximumLength: maximumTitleLength) }) {
            board.title = title
        }
        if let n = root.member("columns"), let c = d.integer(n, "\"columns\"", in: 1...maximumCells) { board.columns = c }
        if let n = root.member("slot") { readSlot(n, &board, &d) }
        if let n = root.member("timeline") { readTimeline(n, &board, &d) }
        if let n = root.member("theme"), let name = d.cosmetic({ $0.string(n, "\"theme\"") }) {
            if let theme = Theme.named(name) { board.theme = theme } else {
                d.cosmetic { $0.error(n, "unknown theme \"\(Quoting.clip(name))\"; use \(Theme.names.map { "\"\($0)\"" }.joined(separator: " or "))") }
            }
        }
        if let n = root.member("clip"), let clip = d.cosmetic({ $0.string(n, "\"clip\"") }) {
            if let mode = Board.ClipMode(rawValue: clip) { board = board.applying(.clip(mode)) } else {
                d.cosmetic { $0.error(n, "unknown clip mode \"\(Quoting.clip(clip))\"; use \"cell\", \"board\" or \"none\"") }
            }
        }
        if let n = root.member("platform"), let name = d.string(n, "\"platform\"") {
            if let platform = Platform(rawValue: name) { board.platform = platform } else {
                d.error(n, "unknown platform \"\(Quoting.clip(name))\"; use \"iOS\" or \"macOS\"")
            }
        }
        if let n = root.member("reserve"), let b = d.bool(n, "\"reserve\"") { board = b ? board : board.applying(.noReserve) }
        if let n = root.member("stamp"), let b = d.bool(n, "\"stamp\"") { board.stamp = b }
        if let n = root.member("status") { d.cosmetic { (d: inout BoardFileDecoder) in
            if case .object(let members) = n.kind {
                d.checkKeys(members, allowed: ["show", "contentTransition"], in: "\"status\"")
                if let v = n.member("show"), let b = d.bool(v, "the status's \"show\"") { board.showsStatus = b }
                if let v = n.member("contentTransition") {
                    board.statusTransition = readChoice(v, "the status's \"contentTransition\"", ContentTransition.self, &d) ?? .identity
                }
            } else if let b = d.bool(n, "\"status\" (true, false, or {\"show\": true, \"contentTransition\": \"opacity\"})") {
                board.showsStatus = b
            }
        } }
        if let n = root.member("statusTransition") {
            board.statusTransition = d.cosmetic { readChoice(n, "\"statusTransition\"", ContentTransition.self, &$0) } ?? .identity
        }
        if let n = root.member("reduceMotion"), let b = d.bool(n, "\"reduceMotion\"") { board.reduceMotion = b }

        // The board's animation: an expression, or null for none (every view pops).
        let animationNode = root.member("animation")
        switch animationNode?.kind {
        case nil:
            board.animation = try? AnimationEvaluator.parse(defaultAnimation)
            board.animationSource = defaultAnimation
        default:
            if let n = animationNode, let a = readAnimation(n, "the board's \"animation\"", &d) {
                board.animation = a.animation
                board.animationSource = a.source
            }
        }

        let custom = root.member("transitions").map { readCustomTransitions($0, &d) } ?? [:]
        if let previewNode = root.member("preview") {
            readPreviewProgram(root, previewNode, &board, &d)
            return d.errorCount == 0 ? board : nil
        }
        if let viewNode = root.member("view"), root.member("cells") == nil, root.member("panels") == nil {
            readProgram(root, viewNode, &board, &d)
            return d.errorCount == 0 ? board : nil
        }
        if let panelsNode = root.member("panels"), case let .array(items) = panelsNode.kind, items.contains(where: { $0.member("view") != nil }) {
            readProgramPanels(root, panelsNode, items, &board, &d)
            return d.errorCount == 0 ? board : nil
        }
        readScenario(root, &board, custom: custom, &d)
        if let panelsNode = root.member("panels") {
            if let cells = root.member("cells") {
                d.error(cells, "a board has \"cells\" (a grid) or \"panels\" (lists and stacks), not both")
            }
            board.panels = readPanels(panelsNode, custom: custom, &d) ?? []
            checkScenarioWork(board, panelsNode, &d)
        } else {
            guard let cellsNode = root.member("cells") else {
                d.error(at: root.range.lowerBound, "a board needs \"cells\" (an array of 1 to \(maximumCells) cells) or \"panels\"")
                return nil
            }
            board.cells = readCells(cellsNode, custom: custom, &d)
        }
        // The board-level checks run whenever the parts they need were read, so
        // that one run reports them beside a bad title, tint or caption.
        guard d.neededPartsRead else { return nil }
        if let n = root.member("quietDepartures"), let b = d.bool(n, "\"quietDepartures\""), b {
            board = board.applying(.quietDepartures)
        }
        checkResolves(board, root: root, &d)
        return d.errorCount == 0 ? board : nil
    }

    /// Refuses a scenario whose states × views (a list's rows counted) pass ``Scenario/maximumWork``:
    /// each limit alone is linear, their product is what a run costs, so it is checked before
    /// any state is evaluated.
    package static func checkScenarioWork(_ board: Board, _ panelsNode: JSONNode, _ d: inout BoardFileDecoder) {
        let records = board.scenario.initial.records.count, states = board.scenario.steps.count + 1
        let views = board.panels.reduce(0) { $0 + Scenario.work(of: $1.views, records: records) }
        let work = states * views
        guard work > Scenario.maximumWork else { return }
        d.error(panelsNode, "the scenario asks for \(states) states × \(views.formatted) views (each list's \(records) rows counted) = \(work.formatted) views to lay out (the budget is \(Scenario.maximumWork.formatted)); use fewer records, steps, panels or views")
    }

    /// The scenario: the initial data and the steps (by default the bench's removal and insertion).
    package static func readScenario(_ root: JSONNode, _ board: inout Board, custom: [String: Transition], _ d: inout BoardFileDecoder) {
        let isPanelBoard = root.member("panels") != nil
        var initial = ScenarioState()
        if let n = root.member("records") {
            if !isPanelBoard { d.error(n, "\"records\" needs \"panels\" to show them") }
            initial.records = readRecords(n, &d) ?? []
        }
        if let n = root.member("query"), let q = d.string(n, "\"query\"") { initial.query = q }
        if let n = root.member("only"), let b = d.bool(n, "\"only\"") { initial.only = b }
        if let n = root.member("present"), let b = d.bool(n, "\"present\"") { initial.present = b }
        board.scenario.initial = initial
        if let n = root.member("steps") {
            if let steps = readSteps(n, initial: initial, grid: !isPanelBoard, custom: custom, &d) {
                board.scenario.steps = steps
            }
        } else if isPanelBoard {
            d.error(at: root.range.lowerBound, "a board with \"panels\" needs \"steps\": the state changes to show, such as [{\"caption\": \"Type a\", \"query\": \"a\"}]")
        }
    }

    package static func readSlot(_ n: JSONNode, _ board: inout Board, _ d: inout BoardFileDecoder) {
        guard let members = d.object(n, "\"slot\"") else { return }
        d.checkKeys(members, allowed: ["width", "height"], in: "\"slot\"")
        if let w = n.member("width"), let v = d.number(w, "the slot's \"width\"", in: 20...4000) { board.slotSize.width = v }
        if let h = n.member("height"), let v = d.number(h, "the slot's \"height\"", in: 10...4000) { board.slotSize.height = v }
    }

    package static func readTimeline(_ n: JSONNode, _ board: inout Board, _ d: inout BoardFileDecoder) {
        guard let members = d.object(n, "\"timeline\"") else { return }
        d.checkKeys(members, allowed: ["hold", "stagger"], in: "\"timeline\"")
        if let h = n.member("hold"), let v = d.number(h, "\"hold\"", in: 0...60) { board.timing.hold = v }
        if let s = n.member("stagger"), let v = d.number(s, "\"stagger\"", in: 0...10) { board = board.applying(.stagger(v)) }
    }

    /// An animation expression in a string, or none: JSON `null`, `"nil"` or
    /// `".none"` (`withAnimation(nil)`: the changes are instant). Nil when invalid.
    package static func readAnimation(_ n: JSONNode, _ what: String, _ d: inout BoardFileDecoder) -> (animation: Animation?, source: String?)? {
        if case .null = n.kind { return (nil, nil) }
        guard let source = d.string(n, what + " (an animation such as \".easeInOut(duration: 0.7)\", or null)") else { return nil }
        do {
            let e = try d.swift.normalize(try ExpressionParser.parse(source))
            if AnimationEvaluator.isNone(e) { return (nil, nil) }
            return (try AnimationEvaluator.parse(source, environment: d.swift), source)
        } catch {
            d.error(error, in: n, what: what)
            return nil
        }
    }
}
