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

/// A step's end as `list` prints it (snapped to 1e-9 s) is inclusive: a view whose removal ends
/// then is still in the scene, at its end state, and gone just after.
@Suite struct StepEndTests {
    @Test func theLastStaggeredCellIsDrawnAtTheEndListPrints() throws {
        let board = try BoardCatalog.load("stagger")
        let builder = try SceneBuilder(board: board)
        let end = builder.timeline.steps[0].end
        #expect(approx(end, 4.45, 1e-12))
        let trap = { (t: Double) in builder.scene(at: t).cells.first { $0.name == "trap" }?.tile }
        #expect(trap(end) != nil)
        #expect(trap(end + 1e-6) == nil)
    }
}
