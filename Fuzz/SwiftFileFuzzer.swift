// libFuzzer target `swift`: the Swift front end (SwiftParser, the lowering) and the
// interpreter — a file's declarations, each evaluated as `boardgen check X.swift` does
// (views' bodies run, transitions drawn on a one-cell board), and the input run as a
// step's statements over a board's state.
// Built and run by scripts/fuzz.sh; see DEVELOPERS.md.
import BoardRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func boardgenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    onBigStack { fuzzOne(text) }
    return 0
}

func fuzzOne(_ text: String) {
    // The same text as a step's statements (a "run"): parsed, bounded, never trapping.
    _ = try? ExpressionParser.parseStatements(String(text.prefix(2000)))
    let environment: SwiftEnvironment
    do {
        environment = try SwiftEnvironment(source: text, name: "Fuzz.swift")
    } catch {
        if error.diagnostics.count > BoardFileError.maximumDiagnostics { fatalError("unbounded diagnostics") }
        _ = error.lines(prefix: "boardgen: error: ")
        return
    }
    let summary = SwiftFileSummary(environment)
    let evaluator = TransitionEvaluator(swift: environment)
    for entry in summary.entries.prefix(8) where entry.kind == "transition" || entry.kind == "Transition struct" {
        guard !entry.detail.contains("needs arguments") else { continue }
        let source = entry.kind == "transition" ? String(entry.name.prefix { $0 != "(" }) + (entry.name.contains("(") ? "()" : "")
                                                : String(entry.name.prefix { $0 != "(" }) + "()"
        guard let t = try? evaluator.parse(source) else { fatalError("\(source) was listed as drawable but does not evaluate") }
        let board = Board(name: "f", title: "f", columns: 1, slotSize: Size(120, 40), animation: .easeInOut(duration: 0.35),
                          showsStatus: false, cells: [.tile("a", t, caption: "")])
        guard let builder = try? SceneBuilder(board: board) else { continue }
        _ = builder.scene(at: 0.1).json()
        _ = builder.scene(at: builder.timeline.insertionStart + 0.2).json()
    }
    return
}
