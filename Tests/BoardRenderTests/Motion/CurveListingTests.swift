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

@Suite struct CurveListingTests {
    @Test func formatsProgress() {
        #expect(CurveListing.progress(0.1291618) == "0.129162")
        #expect(CurveListing.progress(1) == "1.000000")
        #expect(CurveListing.progress(0) == "0.000000")
        #expect(CurveListing.progress(-0.0000001) == "0.000000")
        #expect(CurveListing.progress(-0.012) == "-0.012000")
        #expect(CurveListing.progress(1.0296574) == "1.029657")
        #expect(CurveListing.progress(.nan) == "nan")
        #expect(CurveListing.progress(-.infinity) == "-inf")
    }

    @Test func formatsSeconds() {
        #expect(CurveListing.seconds(0.5) == "0.5")
        #expect(CurveListing.seconds(1) == "1")
        #expect(CurveListing.seconds(0.25) == "0.25")
        #expect(CurveListing.seconds(0.1) == "0.1")
    }

    /// docs/semantics.md §1.2: easeInOut at x = 0.1, 0.25, 0.5, 0.75, 0.9.
    @Test func easeInOutReferenceValues() throws {
        let animation = try Animation(parsing: ".easeInOut")
        let expected = [0.01972, 0.12916, 0.5, 0.87084, 0.98028]
        for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
            #expect(abs(animation.progress(at: x * 0.35) - y) <= 5e-6, "x = \(x)")
        }
        #expect(CurveListing.format(try Animation(parsing: ".easeInOut(duration: 2)"), at: [0.5, 2, 3])
            == "0.5 0.129162\n2 1.000000\n3 1.000000\n")
    }

    @Test func quarterSpeed() throws {
        let animation = try Animation(parsing: ".easeInOut(duration: 0.7).speed(0.25)")
        #expect(animation.progress(at: 1.4) == 0.5)
        #expect(animation.settleTime() == 2.8)
    }

    /// docs/semantics.md §2.2 table: r0.5 ζ0.7.
    @Test func springReferenceValues() throws {
        let animation = try Animation(parsing: ".spring(response: 0.5, dampingFraction: 0.7)")
        let table: [(Double, Double)] = [(0.05, 0.1405), (0.1, 0.4196), (0.2, 0.8709), (0.3, 1.0297), (0.4, 1.0360), (0.5, 1.0133)]
        for (t, p) in table {
            #expect(abs(animation.progress(at: t) - p) <= 2e-4, "t = \(t)")
        }
    }

    @Test func hugeTimesDoNotTrap() throws {
        let spring = try Animation(parsing: ".bouncy")
        #expect(spring.progress(at: 1e300) == 1)
        #expect(spring.progress(at: .infinity) == 1)
        let forever = try Animation(parsing: ".linear(duration: 1e-300).repeatForever()")
        #expect(forever.progress(at: 1).isFinite)
        // Built directly: the parser refuses speeds outside 0.001…1000.
        #expect(Animation.bouncy.speed(1e300).progress(at: 1) == 1)
        #expect(Animation.easeIn.speed(1e-300).settleTime() > 1e299)
        #expect(Animation.easeIn.delay(1e19).progress(at: 1e300) == 1)
    }
}
