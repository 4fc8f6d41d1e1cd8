import Foundation
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

/// Small hand-made frames: a background with a moving 2-colour square.
private func squareFrame(width: Int = 64, height: Int = 48, x: Int, y: Int, size: Int = 10,
                         color: UInt32 = 0xFF00_7AFF, background: UInt32 = 0xFFF5_F5F7) -> Raster {
    var raster = Raster(width: width, height: height, fill: background)
    for j in y..<min(height, y + size) { for i in x..<min(width, x + size) { raster[i, j] = color } }
    return raster
}

@Suite struct GifEncoderTests {
    @Test func writesADecodableGif89a() throws {
        try withTemporaryGif { path in
            let encoder = try GifEncoder(path: path, width: 64, height: 48)
            for i in 0..<5 { try encoder.add(squareFrame(x: 4 * i, y: 3 * i), delayCentiseconds: 4) }
            let stats = try encoder.finish()
            let gif = try decodeGif(path: path)
            #expect(gif.version == "GIF89a")
            #expect(gif.width == 64 && gif.height == 48)
            #expect(gif.frames.count == 5)
            #expect(stats.framesStored == 5 && stats.framesAdded == 5)
            #expect(stats.bytes == (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
            for (i, frame) in gif.frames.enumerated() {
                #expect(frame.screen == squareFrame(x: 4 * i, y: 3 * i), "frame \(i)")
                #expect(frame.disposal == 1 && !frame.interlaced && frame.hasLocalColorTable)
            }
        }
    }

    @Test(arguments: [(nil, 0), (3, 3), (0, nil)] as [(Int?, Int?)])
    func loopExtension(loopCount: Int?, expected: Int?) throws {
        try withTemporaryGif { path in
            let encoder = try GifEncoder(path: path, width: 8, height: 8, loopCount: loopCount)
            try encoder.add(Raster(width: 8, height: 8, fill: 0xFF11_2233), delayCentiseconds: 10)
            try encoder.add(Raster(width: 8, height: 8, fill: 0xFF44_5566), delayCentiseconds: 10)
            _ = try encoder.finish()
            #expect(try decodeGif(path: path).loopCount == expected)
        }
    }

    @Test func delaysFollowTheTimingAndDurationIsExact() throws {
        try withTemporaryGif { path in
            let timing = try GifTiming(fps: 30)
            let encoder = try GifEncoder(path: path, width: 64, height: 48)
            for i in 0..<12 { try encoder.add(squareFrame(x: 2 * i, y: 5), delayCentiseconds: timing.delay(ofFrame: i)) }
            let stats = try encoder.finish()
            let gif = try decodeGif(path: path)
            #expect(gif.frames.map(\.delay) == [3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3])
            #expect(gif.durationCentiseconds == 40 && stats.durationCentiseconds == 40)
        }
    }

    @Test func identicalFramesAreMergedWithTheirDelaysAdded() throws {
        try withTemporaryGif { path in
            let encoder = try GifEncoder(path: path, width: 64, height: 48)
            let a = squareFrame(x: 0, y: 0), b = squareFrame(x: 20, y: 10)
            try encoder.add(a, delayCentiseconds: 3)
            try encoder.add(a, delayCentiseconds: 3)
            try encoder.add(a, delayCentiseconds: 4)
            try encoder.add(b, delayCentiseconds: 3)
            try encoder.repeatLastFrame(delayCentiseconds: 3)
            try encoder.add(b, delayCentiseconds: 4)
            try encoder.add(a, delayCentiseconds: 3)
            let stats = try encoder.finish()
            let gif = try decodeGif(path: path)
            #expect(gif.frames.map(\.delay) == [10, 10, 3])
            #expect(gif.frames.map(\.screen) == [a, b, a])
            #expect(stats.framesAdded == 7 && stats.framesStored == 3 && stats.durationCentiseconds == 23)
        }
    }

    @Test func mergedDelaysBeyondTheFieldSplitIntoAnEmptyFrame() throws {
        // A GIF delay is 16 bits: a hold of 65,535 cs + 10 cs is stored as the frame plus
        // a 1×1 fully transparent frame that keeps the picture on screen.
        try withTemporaryGif { path in
            let encoder = try GifEncoder(path: path, width: 16, height: 16)
            let a = squareFrame(width: 16, height: 16, x: 2, y: 2, size: 4)
            try encoder.add(a, delayCentiseconds: 65535)
            try encoder.add(a, delayCentiseconds: 10)
            let stats = try encoder.finish()
            let gif = try decodeGif(path: path)
            #expect(gif.frames.map(\.delay) == [65535, 10])
            #expect(gif.frames.map(\.screen) == [a, a])
            #expect((gif.frames[1].width, gif.frames[1].height, gif.frames[1].transparentIndex) == (1, 1, 0))
            #expect(stats.durationCentiseconds == 65545)
        }
    }

    @Test func changedFramesAreCroppedAndTransparentButCompositeExactly() throws {
        try withTemporaryGif { path in
            let encoder = try GifEncoder(path: path, width: 64, height: 48)
            let frames = [squareFrame(x: 5, y: 5), squareFrame(x: 8, y: 6), squareFrame(x: 8, y: 6, color: 0xFFFF_3B30),
                          squareFrame(x: 40, y: 30)]
            for frame in frames { try encoder.add(frame, delayCentiseconds: 5) }
            _ = try encoder.finish()
            let gif = try decodeGif(path: path)
            #expect(gif.frames.map(\.screen) == frames)
            // The first frame covers the screen, with no transparency.
            #expect(gif.frames[0].width == 64 && gif.frames[0].height == 48 && gif.frames[0].transparentIndex == nil)
            // Moving the square by (3, 1) re-sends the union of old and new squares: 13×11.
            #expect((gif.frames[1].left, gif.frames[1].top, gif.frames[1].width, gif.frames[1].height) == (5, 5, 13, 11))
            #expect(gif.frames[1].transparentIndex != nil)
            // Recolouring in place needs no transparency: the rectangle is exactly the square.
            #expect((gif.frames[2].left, gif.frames[2].top, gif.frames[2].width, gif.frames[2].height) == (8, 6, 10, 10))
            // Tables are powers of two sized to what is used: 1 colour + transparency = 2 entries.
            #expect(gif.frames[2].colorTableSize == 2)
        }
    }

    @Test func exactPalettesForNoisyFramesOfManySizes() throws {
        // Random indices exercise LZW clears and every code width; ≤ 255 colours stay exact.
        var generator = SystemRandomNumberGenerator()
        for colors in [2, 3, 16, 200, 255] {
            try withTemporaryGif("noise") { path in
                let palette = (0..<colors).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
                let frames = (0..<3).map { _ in
                    Raster(width: 97, height: 61, pixels: (0..<(97 * 61)).map { _ in palette.randomElement(using: &generator)! })
                }
                let encoder = try GifEncoder(path: path, width: 97, height: 61)
                for frame in frames { try encoder.add(frame, delayCentiseconds: 2) }
                let stats = try encoder.finish()
                #expect(stats.exactPaletteFrames == 3, "\(colors) colours")
                #expect(try decodeGif(path: path).frames.map(\.screen) == frames, "\(colors) colours")
            }
        }
    }

    @Test func rejectsBadInputWithNamedErrors() throws {
        try withTemporaryGif { path in
            #expect(throws: GifError.invalidSize(path: path, width: 0, height: 5)) { try GifEncoder(path: path, width: 0, height: 5) }
            #expect(throws: GifError.invalidLoopCount(path: path, loopCount: -1)) { try GifEncoder(path: path, width: 5, height: 5, loopCount: -1) }
            let encoder = try GifEncoder(path: path, width: 8, height: 8)
            #expect(throws: GifError.noFrames(path: path)) { try encoder.repeatLastFrame(delayCentiseconds: 5) }
            #expect(throws: GifError.frameSizeMismatch(path: path, frame: 0, width: 9, height: 8, expectedWidth: 8, expectedHeight: 8)) {
                try encoder.add(Raster(width: 9, height: 8, fill: 0), delayCentiseconds: 5)
            }
            #expect(throws: GifError.invalidDelay(path: path, frame: 0, centiseconds: 1)) {
                try encoder.add(Raster(width: 8, height: 8, fill: 0xFF00_0000), delayCentiseconds: 1)
            }
            try encoder.add(Raster(width: 8, height: 8, fill: 0xFF00_0000), delayCentiseconds: 5)
            _ = try encoder.finish()
            #expect(throws: GifError.alreadyFinished(path: path)) { try encoder.finish() }
        }
        let missing = "/nonexistent-dir/x.gif"
        #expect(throws: GifError.cannotCreate(path: missing, reason: "No such file or directory")) {
            try GifEncoder(path: missing, width: 8, height: 8)
        }
        #expect(GifError.cannotCreate(path: missing, reason: "No such file or directory").description
            == "/nonexistent-dir/x.gif: cannot create the GIF file: No such file or directory")
    }

    @Test func finishWithoutFramesThrows() throws {
        try withTemporaryGif { path in
            let encoder = try GifEncoder(path: path, width: 8, height: 8)
            #expect(throws: GifError.noFrames(path: path)) { try encoder.finish() }
        }
    }
}
