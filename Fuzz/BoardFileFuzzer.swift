// libFuzzer entry point for the board-file reader and the expression parser.
// Built and run by scripts/fuzz.sh; see DEVELOPERS.md.
import BoardRender

@_cdecl("LLVMFuzzerTestOneInput")
public func boardgenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    ExpressionParser.fuzz(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    if let board = try? BoardFileReader.read(SourceFile(name: "fuzz.json", text: text)),
       let builder = try? SceneBuilder(board: board) {
        // A board that reads must also resolve at any instant.
        _ = builder.scene(at: 0).json()
        _ = builder.scene(at: builder.timeline.cycle / 3).json()
    }
    return 0
}
