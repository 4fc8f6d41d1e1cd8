import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// Our LZW stream and compositing choices, read by an independent decoder (Pillow).
/// Skipped where `python3` with Pillow is not installed; no other test needs it.
@Suite(.enabled(if: PillowDecoder.isAvailable, "needs python3 with Pillow"))
struct GifCrossDecodeTests {
    @Test func pillowSeesTheSameFramesAsGiflib() throws {
        let board = SyntheticBoard(width: 200, height: 120, tileWidth: 40, tileHeight: 20, columns: 4, rows: 3, frameCount: 80)
        try withTemporaryGif("pillow") { path in
            let encoder = try GifEncoder(path: path, width: 200, height: 120, loopCount: 2, dither: true)
            for i in 0..<board.frameCount { try encoder.add(board.render(i), delayCentiseconds: 4) }
            let stats = try encoder.finish()
            let ours = try decodeGif(path: path)
            let pillow = try PillowDecoder.decode(path: path, width: 200, height: 120)
            #expect(pillow.loop == 2)
            #expect(pillow.frames.count == stats.framesStored)
            for (k, (a, b)) in zip(ours.frames, pillow.frames).enumerated() {
                #expect(a.screen == b, "stored frame \(k)")
            }
        }
    }
}
