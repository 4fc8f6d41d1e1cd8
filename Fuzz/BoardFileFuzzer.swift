// libFuzzer target `board`: the board-file reader and the expression parser.
// Built and run by scripts/fuzz.sh; see DEVELOPERS.md.
//
// The harness itself never traps on input the library refuses: every call
// that can fail is a `try?`, and it only reads results.
import BoardRender

@_cdecl("LLVMFuzzerTestOneInput")
public func boardgenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    ExpressionParser.fuzz(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let board = try BoardFileReader.read(SourceFile(name: "fuzz.json", text: text))
        let builder = try SceneBuilder(board: board)
        // A board that reads must also resolve at any instant.
        _ = builder.scene(at: 0).json()
        _ = builder.scene(at: builder.timeline.cycle / 3).json()
    } catch let error as BoardFileError {
        // Reports stay bounded whatever the input.
        if error.diagnostics.count > BoardFileError.maximumDiagnostics { fatalError("unbounded diagnostics") }
        _ = error.lines(prefix: "boardgen: error: ")
    } catch {
        fatalError("a board that reads does not resolve: \(error)")
    }
    return 0
}
