import Foundation
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

/// The pieces of the animated SVG: keyframe selection, transform parts, keyTimes, path data.
@Suite struct KeyframeTests {
    @Test func aStraightLineKeepsItsEnds() {
        let times = (0...20).map { Double($0) / 20 }
        let values = times.map { [3 + 10 * $0] }
        let kept = KeyframeSelection.keep(times: times, jump: 1e-6, present: times.map { _ in true }, values: values,
                                          tolerance: 0.01) { k, v in abs(v[0] - values[k][0]) }
        #expect(kept == [0, 20])
    }

    @Test func aCurveKeepsWhatTheToleranceNeedsAndJumpsAreKept() {
        var times = (0...40).map { Double($0) / 40 }
        times.insert(0.5, at: 21)   // a jump at 0.5: two samples at one instant
        let values = times.enumerated().map { i, t in [i <= 20 ? t * t * 100 : 50 + t] }
        let present = times.map { _ in true }
        let kept = KeyframeSelection.keep(times: times, jump: 1e-6, present: present, values: values, tolerance: 0.05) { k, v in
            abs(v[0] - values[k][0])
        }
        #expect(kept.contains(20) && kept.contains(21))
        for k in times.indices {
            let i = kept.last { $0 <= k }!, j = kept.first { $0 >= k }!
            let f = j == i ? 0 : (times[k] - times[i]) / (times[j] - times[i])
            #expect(abs(values[i][0] + (values[j][0] - values[i][0]) * f - values[k][0]) <= 0.05 + 1e-9)
        }
        #expect(kept.count < times.count * 6 / 10)
    }

    @Test func absentSamplesDoNotCountButTheirEdgesAreKept() {
        let times = (0...10).map(Double.init)
        let present = times.map { $0 < 3 || $0 > 6 }
        let values = times.map { [$0 < 3 || $0 > 6 ? 1.0 : 99.0] }
        let kept = KeyframeSelection.keep(times: times, jump: 1e-6, present: present, values: values, tolerance: 0.1) { k, v in
            abs(v[0] - values[k][0])
        }
        #expect(kept == [0, 2, 3, 6, 7, 10])
    }

    @Test func affinePartsComposeBackToTheMap() throws {
        let h = Homography([0.8, -0.9, 12, 0.6, 1.7, -4, 0, 0, 1])
        let parts = try #require(AffineParts(h))
        for p in [Point(0, 0), Point(200, 0), Point(200, 74), Point(-3, 9)] {
            let a = h.apply(p), b = parts.apply(p)
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
        #expect(AffineParts(Homography.scale(0, 1, about: .zero)) == nil)
    }

    @Test func keyTimesPutAJumpBetweenItsSidesAndNeverGoBack() {
        // Samples at 0, 0.25, the two sides of a jump at 0.5 (3 µs apart on a 1 s cycle), 1.
        let clock = SVGAnimation(duration: 1, loops: nil, fractions: [0, 0.25, 0.499997, 0.5, 1], jump: 1e-5)
        let times = clock.keyTimes([0, 1, 2, 3, 4], discrete: false).split(separator: ";").map { Double($0)! }
        #expect(times[0] == 0 && times[4] == 1)
        #expect(times[2] < times[3] || times[2] == 0.499997)
        #expect(times[3] > 0.499997 && times[3] < 0.5)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(clock.timing == " dur=\"1000ms\" repeatCount=\"indefinite\"")
        #expect(SVGAnimation(duration: 2.5, loops: 2, fractions: [0, 1], jump: 1e-5).timing
            == " dur=\"2500ms\" repeatCount=\"3\" fill=\"freeze\"")
    }

    @Test func pathDataIsRelativeAndExact() {
        let d = SVGPathData.elements([.move(Point(10, 20)), .line(Point(10.5, 19.25)), .curve(Point(11, 19), Point(12, 19), Point(13, 20)), .close,
                                      .move(Point(30, 20)), .line(Point(31, 20)), .close], decimals: 2)
        #expect(d == "M10 20l.5-.75c.5-.25 1.5-.25 2.5 .75zm20 0 1 0z")
        #expect(SVGNumber.format(-0.0001) == "0" && SVGNumber.format(2.50) == "2.5" && SVGNumber.compact(-0.25) == "-.25")
    }

    @Test func anElementWhoseOrderFlipsIsSplitIntoSegments() {
        // a below b at samples 0–1, b below a at 2–3 (a removed row going under), c alone.
        let pairs: [[ElementOrder.Pair]] = [[.init(a: "a", b: "b")], [.init(a: "a", b: "b")],
                                            [.init(a: "b", b: "a")], [.init(a: "b", b: "a")]]
        let segments = ElementOrder.segments(sampleCount: 4, present: { _ in ["a", "b", "c"] }, below: { pairs[$0] })
        #expect(segments.count == 4)
        let split = Set(["a", "b"].map { key in Set(segments.filter { $0.key == key }.map(\.samples)) })
        #expect(split == [[0...3], [0...1, 2...3]], "one of the two is split where the order flips")
        func position(_ key: String, _ s: Int) -> Int { segments.firstIndex { $0.key == key && $0.samples.contains(s) }! }
        #expect(position("a", 0) < position("b", 0) && position("b", 3) < position("a", 3))
        // Without a flip, one segment each, in first-appearance order.
        let plain = ElementOrder.segments(sampleCount: 3, present: { _ in ["x", "y"] }, below: { _ in [.init(a: "y", b: "x")] })
        #expect(plain == [.init(key: "y", samples: 0...2), .init(key: "x", samples: 0...2)])
    }
}
