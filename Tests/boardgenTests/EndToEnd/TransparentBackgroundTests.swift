import Foundation
import Testing
import TestSupport

/// `--background transparent` (and a manifest's `"background": "transparent"`): alpha 0 behind
/// the board, its views opaque; refused where it cannot be drawn.
@Suite struct TransparentBackgroundTests {
    @Test func aTransparentPNGHasAlphaZeroOutsideTheViews() throws {
        let dir = RenderCommandTests.tempDir()
        var r = try BoardgenProcess.run(["render", "bench", "--at", "0", "--scale", "1", "--background", "transparent", "-o", dir + "/t.png"])
        #expect(r.status == 0, "\(r.error)")
        let png = try #require(loadPNGAlpha(dir + "/t.png"))
        #expect(png.alpha[0] == 0 && png.alpha[png.alpha.count - 1] == 0)
        let clear = png.alpha.filter { $0 == 0 }.count, solid = png.alpha.filter { $0 == 255 }.count
        #expect(clear > png.alpha.count / 4 && solid > png.alpha.count / 10, "clear \(clear), solid \(solid)")
        // Opaque by default.
        r = try BoardgenProcess.run(["render", "bench", "--at", "0", "--scale", "1", "-o", dir + "/o.png"])
        let opaque = try #require(loadPNGAlpha(dir + "/o.png"))
        #expect(opaque.alpha.allSatisfy { $0 == 255 })
        r = try BoardgenProcess.run(["sheet", "bench", "--count", "2", "--scale", "1", "--background", "transparent", "-o", dir + "/s.png"])
        #expect(r.status == 0 && loadPNGAlpha(dir + "/s.png")?.alpha.first == 0, "\(r.error)")
        r = try BoardgenProcess.run(["render", "bench", "--at", "0", "--background", "clear", "-o", dir + "/x.png"])
        #expect(r.status == 2 && r.error.contains("expected opaque or transparent"))
    }
}
