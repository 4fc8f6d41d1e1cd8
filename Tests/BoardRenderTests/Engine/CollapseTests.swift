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

/// docs/semantics.md §14 through the `collapse` scenario board, its panels translated into programs:
/// `VStack(spacing: 8) { bar (40 pt); content }`, `.easeOut(duration: 0.3)`;
/// t = 0.075 / 0.15 / 0.225 s → P = 0.378 / 0.685 / 0.907.
@Suite struct CollapseTests {
    static let builder = try! SceneBuilder(board: BuiltinBoards.collapseScenario)
    static let rest = builder.scene(at: -1)

    /// The translated program's views: the bar (`Text[0]`, in an `if` on the fold panel, in a
    /// `VStack` frame on the bug panel), the bug panel's frame, and the content (`Text[1]`).
    static let ids = ["fold/bar": "Panel/Text[0.if]", "frame/bar": "Panel/Text[0]", "bug/bar": "Panel/VStack[0]/Text[0.if]",
                      "bug/frame": "Panel/VStack[0]", "content": "Panel/Text[1]"]

    static func cell(_ panel: String, _ name: String, at t: Double) -> CellScene? {
        let id = ids["\(panel)/\(name)"] ?? ids[name]!
        return builder.scene(at: t).cells.first { $0.panel == panel && $0.name == id }
    }

    /// y relative to the bar's top at rest.
    static func y(_ panel: String, _ name: String, at t: Double) -> Double {
        let top = rest.cells.first { $0.panel == panel && $0.name == "Panel" }!.slot.minY
        return cell(panel, name, at: t)!.slot.minY - top
    }

    static let samples: [(t: Double, p: Double)] = [(0.075, 0.378), (0.15, 0.685), (0.225, 0.907)]

    @Test func inPlaceFrameShrinksTheBarAndMovesTheContent() {
        for (t, p) in Self.samples {
            let bar = Self.cell("frame", "bar", at: t)!
            #expect(approx(bar.slot.height, 40 * (1 - p), 0.02), "t = \(t)")
            #expect(approx(bar.tile!.clip!.height, 40 * (1 - p), 0.02))
            #expect(approx(Self.y("frame", "content", at: t), 48 - 40 * p, 0.02))
        }
        #expect(Self.cell("frame", "bar", at: 0.3)!.slot.height == 0)
        #expect(approx(Self.y("frame", "content", at: 0.3), 8))
    }

    @Test func foldUpRemovalCollapsesFromTheTopAndTheContentMovesAtOnce() {
        for (t, p) in Self.samples {
            let bar = Self.cell("fold", "bar", at: t)!
            #expect(bar.phase == .removing)
            #expect(approx(bar.tile!.clip!.height, 40 * (1 - p), 0.02), "t = \(t)")
            #expect(approx(Self.y("fold", "content", at: t), 48 * (1 - p), 0.03))
        }
        #expect(approx(Self.cell("fold", "bar", at: 0.3)!.tile!.clip!.height, 0))
        #expect(Self.cell("fold", "bar", at: 0.31) == nil)
        #expect(approx(Self.y("fold", "content", at: 0.3), 0))
    }

    @Test func theBugRemovesTheBarAtOnceAndCollapsesAnEmptyFrame() {
        #expect(Self.cell("bug", "bar", at: 0) == nil)
        #expect(Self.cell("bug", "bar", at: -1) != nil)
        for (t, p) in Self.samples {
            #expect(approx(Self.cell("bug", "frame", at: t)!.slot.height, 40 * (1 - p), 0.02), "t = \(t)")
            #expect(approx(Self.y("bug", "content", at: t), 48 - 40 * p, 0.02))
        }
    }

    @Test func expandingRunsTheInsertion() {
        let start = Self.builder.timeline.steps[1].start
        let bar = Self.cell("fold", "bar", at: start + 0.15)!
        #expect(bar.phase == .inserting && approx(bar.tile!.opacity, 0.685, 0.001))
        #expect(approx(Self.y("fold", "content", at: start + 0.15), 48 * 0.685, 0.02))
    }

    /// Expanding the bug panel: the bar is back at once, but inside the frame clipped to its
    /// animating height, so it is revealed as the frame grows.
    @Test func theBugsBarReturnsCutByTheGrowingFrame() {
        let start = Self.builder.timeline.steps[1].start
        for (t, p) in Self.samples {
            let bar = Self.cell("bug", "bar", at: start + t)!
            #expect(approx(bar.tile!.clip!.height, 40 * p, 0.02), "t = \(t)")
            #expect(approx(Self.cell("bug", "frame", at: start + t)!.slot.height, 40 * p, 0.02))
        }
    }
}
