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

@Suite struct TimelineTests {
    static func board(_ animation: Animation?, _ cells: [Cell], stagger: Double = 0) -> Board {
        Board(name: "t", title: "t", columns: 4, animation: animation,
              timing: .init(hold: 0.5, stagger: stagger), cells: cells)
    }

    @Test func withoutAnimationEveryTransitionPops() throws {
        let b = Self.board(nil, [.tile("a", .scale, caption: ""), .tile("b", .slide, caption: "")])
        let builder = try SceneBuilder(board: b)
        #expect(builder.timeline.removalEnd == 0)
        #expect(builder.timeline.cycle == 1.0)
        #expect(builder.scene(at: 0).cells.allSatisfy { $0.tile == nil })
        let inserted = builder.scene(at: 0.5)
        #expect(inserted.cells.allSatisfy { $0.tile?.quad == $0.slot.corners && $0.tile?.opacity == 1 })
    }

    @Test func transitionAnimationOverridesTheMissingTransaction() throws {
        let b = Self.board(nil, [.tile("a", Transition.opacity.animation(.linear(duration: 1)), caption: "")])
        let builder = try SceneBuilder(board: b)
        #expect(builder.timeline.removalEnd == 1)
        #expect(builder.scene(at: 0.25).cells[0].tile?.opacity == 0.75)
    }

    @Test func springRemovalLastsUntilEveryParameterRests() throws {
        let spring = Animation.smooth
        let b = Self.board(spring, [.tile("a", Transition.offset(x: 0, y: 70).combined(with: .opacity), caption: "")])
        let builder = try SceneBuilder(board: b)
        // The offset's 70 pt change rests later than the opacity's unit change.
        let offsetSettle = spring.settleTime(magnitude: 70), opacitySettle = spring.settleTime(magnitude: 1)
        #expect(offsetSettle > opacitySettle)
        #expect(builder.timeline.removalEnd == offsetSettle)
        #expect(builder.scene(at: offsetSettle).cells[0].tile != nil)
        #expect(builder.scene(at: offsetSettle + 0.004).cells[0].tile == nil)
        // After the opacity spring rests it shows its target.
        #expect(builder.scene(at: opacitySettle + 0.01).cells[0].tile?.opacity == 0)
    }

    @Test func staggerDelaysEachCell() throws {
        let cells = (0..<3).map { Cell.tile("c\($0)", .opacity, caption: "") }
        let b = Self.board(.linear(duration: 1), cells, stagger: 0.25)
        let builder = try SceneBuilder(board: b)
        #expect(builder.timeline.removalEnd == 1.5)
        let s = builder.scene(at: 0.5)
        #expect(s.cells.map { $0.tile?.opacity } == [0.5, 0.75, 1])
    }

    @Test func perCellAnimationOverridesTheBoard() throws {
        var cell = Cell.tile("a", .opacity, caption: "")
        cell.animation = .some(.linear(duration: 2))
        let builder = try SceneBuilder(board: Self.board(.linear(duration: 1), [cell]))
        #expect(builder.timeline.removalEnd == 2)
        var popping = Cell.tile("b", .opacity, caption: "")
        popping.animation = .some(nil)
        let pops = try SceneBuilder(board: Self.board(.linear(duration: 1), [popping]))
        #expect(pops.scene(at: 0).cells[0].tile == nil)
    }

    /// SwiftUI repeats forever; a board shows `repeatForeverShownIterations` legs (4 × 0.35 s)
    /// as the step, then its hold, the motion running on (docs/semantics.md, "Repeating").
    @Test func repeatForeverPlaysItsShownIterationsThenHolds() throws {
        let b = Self.board(Animation.linear.repeatForever(), [.tile("a", .opacity, caption: "")])
        let timeline = try b.timeline()
        #expect(Animation.repeatForeverShownIterations == 4)
        #expect(abs(timeline.removalEnd - 1.4) < 1e-9)
        let builder = try SceneBuilder(board: b)
        // Leg 0 fades out (opacity 1 − p), leg 1 back in; 0.1 s into the hold (1.5 s) is leg 4, 0.1 s in.
        for (t, opacity) in [(0.0875, 0.75), (0.35 + 0.0875, 0.25), (1.5, 1 - 0.1 / 0.35)] {
            let tile = try #require(builder.scene(at: t).cells[0].tile)
            #expect(abs(tile.opacity - opacity) < 1e-6, "\(t): \(tile.opacity)")
        }
    }

    @Test func aCellMustShowOneTile() {
        let b = Self.board(.linear, [Cell(name: "two", caption: "", content: .group([.tile("A"), .tile("B")]))])
        #expect(throws: BoardError.self) { try b.timeline() }
    }

    @Test func clipModes() throws {
        var b = Self.board(.linear, [.tile("a", .slide, caption: ""), .tile("b", .slide, caption: "")])
        b.clip = .board
        let s = try b.scene(at: 0.1)
        let layout = BoardLayout(b)
        #expect(s.cells[0].tile?.cellClip == layout.grid)
        b.clip = .none
        #expect(try b.scene(at: 0.1).cells[0].tile?.clip == nil)
    }
}

@Suite struct ReflowTests {
    static func board(reserve: Bool) -> Board {
        var b = BuiltinBoards.bench
        b.reserve = reserve
        return b
    }

    @Test func reservedSlotsNeverMove() throws {
        let b = try SceneBuilder(board: Self.board(reserve: true))
        #expect(b.scene(at: 1.4).cells.map(\.slot) == b.layout.slots)
        #expect(b.scene(at: 3.0).cells.map(\.slot) == b.layout.slots)
    }

    @Test func unreservedSlotsCollapseAndRowsMoveUp() throws {
        let b = try SceneBuilder(board: Self.board(reserve: false))
        let mid = b.scene(at: 1.4).cells
        #expect(mid.allSatisfy { abs($0.slot.height - 37) < 1e-9 })
        // The second row moves up by half a slot.
        #expect(abs(mid[4].slot.minY - (b.layout.slots[4].minY - 37)) < 1e-9)
        let hold = b.scene(at: 3.0).cells
        #expect(hold.allSatisfy { $0.slot.height == 0 })
        #expect(abs(hold[8].slot.minY - (b.layout.slots[8].minY - 148)) < 1e-9)
        // A removed tile keeps its full frame at the top of its collapsing cell, clipped to it.
        let offset = try #require(mid[3].tile)
        #expect(offset.quad[0].y == mid[3].slot.minY + 35)
        #expect(offset.clip?.height == 37)
        // At rest after the insertion everything is back in place.
        #expect(b.scene(at: 6.5).cells.map(\.slot) == b.layout.slots)
    }
}
