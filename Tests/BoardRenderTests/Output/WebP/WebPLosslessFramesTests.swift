import Testing
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

/// The changed rectangle and the cut-out are what a pixel-by-pixel reading gives, at widths
/// that are and are not multiples of the eight-pixel blocks, with changes at every edge.
@Suite struct WebPLosslessFramesTests {
    /// A deterministic generator (xorshift), so a failure repeats.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    static func naiveRect(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<height { for x in 0..<width where a[y * width + x] != b[y * width + x] { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let y0 = ys.min() else { return nil }
        let ex = x0 & ~1, ey = y0 & ~1
        return (ex, ey, xs.max()! - ex + 1, ys.max()! - ey + 1)
    }

    @Test(arguments: [1, 7, 8, 9, 16, 17, 31, 64, 67])
    func rectAndCutMatchAPixelByPixelReading(width: Int) {
        var random = Random(state: 0x9E37_79B9_7F4A_7C15 &+ UInt64(width))
        let height = 13
        for trial in 0..<60 {
            let before = (0..<(width * height)).map { _ in UInt32(0xFF00_0000) | UInt32(random.next(4)) }
            var after = before
            for _ in 0..<(trial % 6) { after[random.next(width * height)] ^= 0x0001_0100 }
            let found = WebPLosslessFrames.changedRect(after, before, width: width, height: height)
            let expected = Self.naiveRect(after, before, width: width, height: height)
            #expect(found?.x == expected?.x && found?.y == expected?.y && found?.width == expected?.width
                    && found?.height == expected?.height, "width \(width), trial \(trial)")
            guard let r = found else { continue }
            let crop = WebPLosslessFrames.cut(after, before, r, width: width)
            var naive: [UInt32] = []
            for y in r.y..<(r.y + r.height) {
                for x in r.x..<(r.x + r.width) {
                    let i = y * width + x
                    naive.append(after[i] == before[i] ? 0 : after[i])
                }
            }
            #expect(crop == naive, "width \(width), trial \(trial)")
        }
    }
}
