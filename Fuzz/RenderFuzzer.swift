// libFuzzer target `render`: a whole board file → scene → pixels, at a small
// size. Built and run by scripts/fuzz.sh; see DEVELOPERS.md.
//
// Checks the promise `check` ok ⇒ `render` ok: a board the reader accepts
// must draw at every sampled instant; a RenderError is reported as a crash.
import BoardRender

@_cdecl("LLVMFuzzerTestOneInput")
public func boardgenRenderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    guard let board = try? BoardFileReader.read(SourceFile(name: "fuzz.json", text: text)) else { return 0 }
    do {
        let builder = try SceneBuilder(board: board)
        let t = builder.timeline
        for time in [0, t.removalEnd / 2, t.removalEnd, t.insertionStart + (t.insertionEnd - t.insertionStart) / 2, t.cycle] {
            _ = try Renderer.thumbnail(builder.scene(at: time), side: 48)
        }
        // The dump at one instant (the `board` target dumps two more); five
        // dumps cost a fifth of every execution.
        _ = builder.scene(at: t.removalEnd / 2).json()
        _ = try Renderer.pixelSize(builder.scene(at: 0), scale: 1)
    } catch {
        fatalError("checked but not drawable: \(error)")
    }
    return 0
}
