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

/// A spring refused for the 60 s limit a board integrates springs for says so, not that its
/// damping is to blame (issue 43: `.spring(duration: 100)` blamed dampingFraction 1).
@Suite struct SpringRestLimitTests {
    @Test func aSlowSpringNamesTheRestLimitAndItsResponse() throws {
        let reason = try #require(Animation.spring(response: 100, dampingFraction: 1).endlessReason())
        #expect(reason.contains("within 60 s"))
        #expect(reason.contains("response (or duration) of 100 s"))
        #expect(!reason.contains("dampingFraction"), "\(reason)")
        // The longest response it suggests does come to rest; a bit more does not.
        let longest = try #require(FluidSpring(response: 100, dampingFraction: 1).longestRestingResponse(magnitude: 1))
        #expect(FluidSpring(response: longest, dampingFraction: 1).comesToRest(magnitude: 1))
        #expect(!FluidSpring(response: longest + 0.1, dampingFraction: 1).comesToRest(magnitude: 1))
    }

    /// A spring that never rests because of its damping still blames its damping.
    @Test func aLightlyDampedSpringStillBlamesItsDamping() throws {
        let reason = try #require(Animation.spring(response: 0.5, dampingFraction: 0.0005).endlessReason())
        #expect(reason.contains("damps it too lightly"), "\(reason)")
        #expect(FluidSpring(response: 0.5, dampingFraction: 0.0005).longestRestingResponse(magnitude: 1) == nil)
    }

    /// A huge response is answered at once (the search is bounded).
    @Test func anEnormousResponseIsRefusedQuickly() throws {
        let start = ContinuousClock.now
        let reason = try #require(Animation.spring(response: 1e300, dampingFraction: 1).endlessReason())
        #expect(reason.contains("within 60 s"))
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}
