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
import Testing

/// Which pixels a frame re-sends below quality 100 (``GifChanges/findVisible``).
@Suite struct GifChangesTests {
    /// One row of 64 grey pixels on screen; the source differs from it at `xs` by 40 levels.
    static func spans(changedAt xs: [Int], gap: Int) -> [(start: Int, length: Int)] {
        let width = 64
        let canvas = [UInt32](repeating: 0xFF80_8080, count: width)
        var source = canvas
        for x in xs { source[x] = 0xFFA8_A8A8 }
        var changes = GifChanges()
        source.withUnsafeBufferPointer { s in
            canvas.withUnsafeBufferPointer { c in
                changes.findVisible(source: s.baseAddress!, previous: c.baseAddress!, canvas: c.baseAddress!, allowance: nil,
                                    width: width, height: 1, tolerance: 8, staticTolerance: 3, gap: gap)
            }
        }
        return zip(changes.starts, changes.lengths).map { (Int($0), Int($1)) }
    }

    @Test func runsCloseTogetherAreSentAsOne() {
        // 2…4 and 14…15: 9 pixels apart, within a gap of 16: one run, the pixels between re-sent.
        let merged = Self.spans(changedAt: [2, 3, 4, 14, 15], gap: 16)
        #expect(merged.count == 1 && merged[0] == (2, 14))
    }

    @Test func runsFartherApartThanTheGapStaySeparate() {
        let apart = Self.spans(changedAt: [2, 40], gap: 16)
        #expect(apart.map(\.start) == [2, 40] && apart.map(\.length) == [1, 1])
        // Without a gap (quality 100) only what differs is sent.
        let exact = Self.spans(changedAt: [2, 3, 4, 14, 15], gap: 0)
        #expect(exact.map(\.start) == [2, 14] && exact.map(\.length) == [3, 2])
    }

    @Test func qualitiesFromTwentyToNinetyNineMergeRuns() throws {
        #expect(try GifQuality(100).spanGap == 0)
        #expect(try GifQuality(99).spanGap == 16 && GifQuality(20).spanGap == 16 && GifQuality(19).spanGap == 0)
    }
}
