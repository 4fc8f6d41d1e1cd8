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

/// A view's render effects animate their own numbers (an angle, a `GeometryEffect`'s
/// `animatableData`), not the matrix they make (docs/semantics.md §18), and the scene dump's
/// quad goes through them; `.visualEffect` and `.modifier(GeometryEffect)` are drawn on views.
@Suite struct RenderEffectTests {
    static let swift = """
    import SwiftUI

    struct Wobble: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount, y: size.height))
        }
    }

    struct Spin: View {
        @State private var on = false
        var body: some View {
            VStack(spacing: 20) {
                Rectangle().fill(.blue).frame(width: 100, height: 20)
                    .rotationEffect(.degrees(on ? 180 : 0))
                Circle().fill(.orange).frame(width: 40, height: 40)
                    .modifier(Wobble(amount: on ? 80 : 0))
                Rectangle().fill(.green).frame(width: 60, height: 30)
                    .visualEffect { content, proxy in content.offset(x: proxy.size.width).opacity(0.5) }
                Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
    }
    """

    static func board() throws -> SceneBuilder {
        try SceneBuilder(board: boardBesideSwift(swift, file: "Spin.swift",
                                                 json: #"{"swift": "Spin.swift", "view": "Spin()", "width": 300, "steps": [{"click": "Go"}]}"#))
    }

    static func view(_ scene: Scene, _ kind: String, _ k: Int = 0) -> SceneView {
        scene.views.filter { $0.kind == kind }[k]
    }

    static func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    @Test func aHalfTurnKeepsItsSizeAtEveryInstant() throws {
        let b = try Self.board()
        let start = b.timeline.steps[0].start
        for f in [0.0, 0.25, 0.5, 0.75, 1.0] {
            let v = Self.view(b.scene(at: start + f), "Rectangle")
            // The rectangle turns f · 180° about its centre: its sides keep their lengths.
            #expect(approx(Self.distance(v.quad[0], v.quad[1]), 100, 1e-6), "at \(f)")
            #expect(approx(Self.distance(v.quad[1], v.quad[2]), 20, 1e-6), "at \(f)")
            // Its top edge points along the angle turned so far (y grows downwards: clockwise).
            let dx = (v.quad[1].x - v.quad[0].x) / 100, dy = (v.quad[1].y - v.quad[0].y) / 100
            #expect(approx(dx, cos(f * .pi), 1e-6) && approx(dy, sin(f * .pi), 1e-6), "at \(f): \(dx), \(dy)")
        }
        // Halfway, it stands upright (a matrix interpolated entry by entry would be a point).
        let mid = Self.view(b.scene(at: start + 0.5), "Rectangle")
        #expect(approx(abs(mid.quad[1].x - mid.quad[0].x), 0, 1e-6))
        #expect(approx(abs(mid.quad[1].y - mid.quad[0].y), 100, 1e-6))
    }

    @Test func aGeometryEffectRunsAtItsAnimatedValueForTheViewsSize() throws {
        let b = try Self.board()
        let start = b.timeline.steps[0].start
        let rest = Self.view(b.scene(at: 0), "Circle")
        // effectValue moves it down by its own height at rest.
        #expect(approx(rest.quad[0].x, rest.frame.minX, 1e-6))
        #expect(approx(rest.quad[0].y, rest.frame.minY + 40, 1e-6))
        for f in [0.25, 0.5, 1.0] {
            let v = Self.view(b.scene(at: start + f), "Circle")
            #expect(approx(v.quad[0].x - v.frame.minX, 80 * f, 1e-6), "at \(f)")
        }
    }

    @Test func aVisualEffectReadsTheViewsSizeAndFades() throws {
        let b = try Self.board()
        let scene = b.scene(at: 0)
        let v = scene.views.filter { $0.kind == "Rectangle" }[1]
        #expect(approx(v.quad[0].x - v.frame.minX, 60, 1e-6))
        let cell = scene.cells.first { $0.name == v.id }
        #expect(approx(cell!.tile!.shapes[0].fill!.alpha, 0.5, 1e-6))
    }

    @Test func theRootIsCentredInTheWindowItIsOffered() throws {
        let b = try Self.board()
        let scene = b.scene(at: 0)
        let root = scene.views.first { $0.parent == nil && $0.kind == "VStack" }!
        let button = Self.view(scene, "Button")
        // The window is 300 pt wide; the column is as wide as its widest view, in the middle.
        #expect(root.frame.width < 300)
        #expect(approx(root.frame.mid.x, button.frame.mid.x, 1e-6))
        let card = scene.boxes[0].rect
        #expect(approx(root.frame.mid.x, card.mid.x, 1e-6))
    }

    @Test func aModifierNoViewHasIsReportedInTheSwiftFile() throws {
        let swift = """
        import SwiftUI
        struct Bad: View {
            var body: some View {
                VStack {
                    Text("a").shadw(radius: 2)
                }
            }
        }
        """
        do {
            _ = try boardBesideSwift(swift, file: "Bad.swift", json: #"{"swift": "Bad.swift", "view": "Bad()"}"#)
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("Bad.swift:5:22"), "\(error)")
            #expect("\(error)".contains("unknown view modifier '.shadw'"))
        }
    }
}
