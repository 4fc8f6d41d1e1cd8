import BoardRender
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

/// Animations of a transparent board: the WebP decodes to the PNG stills (alpha and colour),
/// the GIF shows through where the still is under half alpha and shows its colour elsewhere.
@Suite struct TransparentAnimationTests {
    static let instants = [0.0, 1.4, 4.0]

    static func stills(_ dir: String, board: String = "bench") throws -> [Raster] {
        try instants.map { t in
            let path = dir + "/still-\(t).png"
            let r = try BoardgenProcess.run(["render", board, "--at", "\(t)", "--scale", "1", "--background", "transparent", "-o", path])
            #expect(r.status == 0, "\(r.error)")
            return try #require(loadPNGPremultiplied(path))
        }
    }

    @Test func aLosslessWebPDecodesToTheTransparentStills() throws {
        let dir = RenderCommandTests.tempDir()
        let r = try BoardgenProcess.run(["animate", "bench", "--fps", "10", "--scale", "1", "--background", "transparent", "-o", dir + "/t.webp"])
        #expect(r.status == 0, "\(r.error)")
        let webp = try decodeWebP(path: dir + "/t.webp")
        for (t, still) in zip(Self.instants, try Self.stills(dir)) {
            let frame = webp.frame(at: Int((t * 1000).rounded()))
            let shown = frame.pixels.map(premultiplied)
            let differing = zip(shown, still.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "at \(t) s, \(differing) pixels differ from the PNG")
            #expect(still.pixels.contains { $0 >> 24 == 0 } && still.pixels.contains { $0 >> 24 == 255 })
        }
    }

    @Test func aLossyWebPKeepsTheAlpha() throws {
        let dir = RenderCommandTests.tempDir()
        let r = try BoardgenProcess.run(["animate", "bench", "--fps", "10", "--scale", "1", "--quality", "80",
                                         "--background", "transparent", "-o", dir + "/t.webp"])
        #expect(r.status == 0, "\(r.error)")
        let webp = try decodeWebP(path: dir + "/t.webp")
        let still = try Self.stills(dir)[1]
        let frame = webp.frame(at: 1400)
        let alphaOff = zip(frame.pixels, still.pixels).filter { abs(Int($0 >> 24) - Int($1 >> 24)) > 8 }.count
        #expect(alphaOff < still.pixels.count / 200, "\(alphaOff) pixels' alpha is off by more than 8")
    }

    @Test func aGifShowsThroughWhereTheStillIsUnderHalfAlpha() throws {
        let dir = RenderCommandTests.tempDir()
        let r = try BoardgenProcess.run(["animate", "bench", "--fps", "10", "--scale", "1", "--background", "transparent", "-o", dir + "/t.gif"])
        #expect(r.status == 0, "\(r.error)")
        let gif = try decodeGif(path: dir + "/t.gif")
        #expect(gif.frames.allSatisfy { $0.disposal == 2 }, "every frame clears its rectangle")
        for (t, still) in zip(Self.instants, try Self.stills(dir)) {
            let screen = gif.screen(atCentisecond: Int((t * 100).rounded()))
            var maskOff = 0, colourOff = 0, shown = 0
            for (g, p) in zip(screen.pixels, still.pixels) {
                let a = p >> 24
                if a < 128 { if g != 0 { maskOff += 1 }; continue }
                shown += 1
                guard g != 0 else { maskOff += 1; continue }
                let s = Raster.straight(p)
                var d = 0
                for shift: UInt32 in [16, 8, 0] {
                    d = max(d, abs(Int((g >> shift) & 0xFF) - Int((s >> shift) & 0xFF)))
                }
                if d > 24 { colourOff += 1 }
            }
            #expect(maskOff == 0, "at \(t) s, \(maskOff) pixels are see-through in one and not the other")
            #expect(colourOff * 100 <= shown, "at \(t) s, \(colourOff) of \(shown) shown pixels are off by more than 24")
        }
        // An opaque board's GIF never clears (its frames are differences).
        let o = try BoardgenProcess.run(["animate", "bench", "--fps", "5", "--scale", "1", "-o", dir + "/o.gif"])
        #expect(o.status == 0)
        let opaque = try decodeGif(path: dir + "/o.gif")
        #expect(opaque.frames.allSatisfy { $0.disposal == 1 })
    }

    @Test func anAnimatedSVGOfATransparentBoardHasNoBackground() throws {
        let dir = RenderCommandTests.tempDir()
        var r = try BoardgenProcess.run(["animate", "bench", "--fps", "10", "--background", "transparent", "-o", dir + "/t.svg"])
        #expect(r.status == 0, "\(r.error)")
        r = try BoardgenProcess.run(["animate", "bench", "--fps", "10", "-o", dir + "/o.svg"])
        let background = Theme.light.background.description
        let t = try String(contentsOfFile: dir + "/t.svg", encoding: .utf8), o = try String(contentsOfFile: dir + "/o.svg", encoding: .utf8)
        #expect(o.contains("fill=\"\(background)\"/>") && !t.contains("fill=\"\(background)\"/>"))
    }
}
