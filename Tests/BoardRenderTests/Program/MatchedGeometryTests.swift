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

/// `.matchedGeometryEffect(id:in:)` on a program board: a view a state change removes and one it
/// inserts with the same id move as one — the entering view starts at the leaving one's frame and
/// the leaving one goes to the entering one's, with the change's animation, while the two
/// cross-fade (their default transitions).
@Suite struct MatchedGeometryTests {
    static let swift = """
    import SwiftUI
    struct Hero: View {
        @State private var big = false
        @Namespace private var space
        var body: some View {
            VStack(spacing: 0) {
                Button("Go") { withAnimation(.linear(duration: 1)) { big.toggle() } }
                HStack(spacing: 0) {
                    if big {
                        Spacer()
                        RoundedRectangle(cornerRadius: 4)
                            .matchedGeometryEffect(id: "card", in: space)
                            .frame(width: 100, height: 60)
                    } else {
                        RoundedRectangle(cornerRadius: 4)
                            .matchedGeometryEffect(id: "card", in: space)
                            .frame(width: 20, height: 20)
                        Spacer()
                    }
                }
                .frame(height: 60)
                Circle().matchedGeometryEffect(id: "alone", in: space).frame(width: 10, height: 10)
            }
        }
    }
    """

    static func builder(_ swift: String = swift) throws -> SceneBuilder {
        let board = try boardBesideSwift(swift, file: "Hero.swift",
                                         json: #"{"swift": ["Hero.swift"], "view": "Hero()", "width": 300, "steps": [{"click": "Go"}]}"#)
        return try SceneBuilder(board: board)
    }

    /// The rounded rectangles drawn at `t`: where each is (board points, its top-left) and its
    /// drawn size (the dump's quad is the view's laid-out rectangle; the drawing follows the frame).
    static func drawn(_ b: SceneBuilder, at t: Double) -> [(phase: ViewPhase, origin: Point, size: Size, opacity: Double)] {
        let scene = b.scene(at: t)
        return scene.cells.compactMap { cell -> (phase: ViewPhase, origin: Point, size: Size, opacity: Double)? in
            guard let tile = cell.tile, scene.views.contains(where: { $0.id == cell.name && $0.kind == "RoundedRectangle" }),
                  let shape = tile.shapes.first else { return nil }
            let origin = tile.transform.apply(Point(shape.rect.minX, shape.rect.minY))
            return (cell.phase ?? .present, origin, shape.rect.size, tile.opacity)
        }
    }

    @Test func theEnteringViewStartsWhereTheLeavingOneWasAndBothMoveAsOne() throws {
        let b = try Self.builder()
        let step = b.timeline.steps[0]
        let small = try #require(Self.drawn(b, at: step.start - 0.01).first)
        let large = try #require(Self.drawn(b, at: b.timeline.cycle).first)
        #expect(small.size == Size(20, 20) && large.size == Size(100, 60))
        // Halfway through the linear second: both at the frame halfway between, faded halfway.
        let mid = Self.drawn(b, at: step.start + 0.5)
        #expect(mid.count == 2)
        for card in mid {
            #expect(approx(card.origin.x, (small.origin.x + large.origin.x) / 2, 1e-6), "\(card)")
            #expect(approx(card.origin.y, (small.origin.y + large.origin.y) / 2, 1e-6), "\(card)")
            #expect(approx(card.size.width, 60, 1e-6) && approx(card.size.height, 40, 1e-6), "\(card)")
            #expect(approx(card.opacity, 0.5, 1e-6))
        }
        #expect(Set(mid.map(\.phase)) == [.inserting, .removing])
        // At the start the entering one is where the leaving one is, as small.
        let start = Self.drawn(b, at: step.start + 1e-6)
        #expect(start.allSatisfy { approx($0.origin.x, small.origin.x, 1e-3) && approx($0.size.width, 20, 1e-3) }, "\(start)")
    }

    /// A pill in each tab's background (a tab bar): the leaving pill, inside another row of the
    /// stack, is drawn where the arriving one is at every instant — they move as one view.
    @Test func pillsInDifferentRowsMoveAsOne() throws {
        let swift = """
            import SwiftUI
            struct Tabs: View {
                @State private var selected = "Home"
                @Namespace private var pill
                var body: some View {
                    HStack(spacing: 4) {
                        ForEach(["Home", "Profile"], id: \\.self) { tab in
                            Button { withAnimation(.linear(duration: 1)) { selected = tab } } label: {
                                Text(tab).padding(.vertical, 10).frame(maxWidth: .infinity)
                                    .background { if selected == tab { Capsule().fill(Color.indigo).matchedGeometryEffect(id: "pill", in: pill) } }
                            }
                        }
                    }
                    .padding(6)
                }
            }
            """
        let board = try boardBesideSwift(swift, file: "Tabs.swift",
                                         json: #"{"swift": ["Tabs.swift"], "view": "Tabs()", "width": 300, "steps": [{"click": "Profile"}]}"#)
        let b = try SceneBuilder(board: board)
        let step = b.timeline.steps[0]
        for t in [0.05, 0.3, 0.7] {
            let pills = b.scene(at: step.start + t).views.filter { $0.kind == "Capsule" }
            #expect(pills.count == 2, "\(pills)")
            if pills.count == 2 {
                for k in 0..<4 {
                    #expect(approx(pills[0].quad[k].x, pills[1].quad[k].x, 1e-6) && approx(pills[0].quad[k].y, pills[1].quad[k].y, 1e-6), "\(t): \(pills.map(\.quad))")
                }
            }
        }
    }

    @Test func aViewWithoutAPartnerRunsItsOwnTransition() throws {
        let b = try Self.builder()
        let step = b.timeline.steps[0]
        let circles = { (t: Double) in b.scene(at: t).views.filter { $0.kind == "Circle" } }
        // The circle stays (no removal, no insertion): it only moves with the layout, if at all.
        #expect(circles(step.start + 0.5).count == 1 && circles(step.start + 0.5)[0].phase == .present)
    }

    @Test func aViewThatTakesAnothersGeometryIsRefusedByName() throws {
        let swift = Self.swift.replacingOccurrences(of: #"id: "alone", in: space)"#, with: #"id: "alone", in: space, isSource: false)"#)
        let error = try #require(throws: BoardFileError.self) { try Self.builder(swift) }
        #expect("\(error)".contains("isSource: false") && "\(error)".contains("not drawn yet"), "\(error)")
    }
}
