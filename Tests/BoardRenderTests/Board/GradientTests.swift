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

/// `LinearGradient` and `RadialGradient` as views and as shapes' fills: their geometry is the
/// frame of the view they fill (unit points in it, radii in points), their colours the theme's,
/// drawn by cairo and by the animated SVG alike.
@Suite struct GradientTests {
    static func tile(_ view: String, width: Double = 300, height: Double = 100) throws -> TileScene {
        try #require(try ViewSceneTests.scene(view, width: width, height: height).cells[0].tile)
    }

    @Test func aLinearGradientViewFillsItsFrameFromStartToEnd() throws {
        let scene = try ViewSceneTests.scene("LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)")
        let v = try #require(scene.views.first { $0.kind == "LinearGradient" })
        #expect(v.frame.width == 300 && v.frame.height == 100)
        let shape = try #require(scene.cells[0].tile?.shapes.first)
        let g = try #require(shape.gradient)
        #expect(shape.fill == nil)
        #expect(g.geometry == .linear(start: Point(shape.rect.mid.x, shape.rect.minY), end: Point(shape.rect.mid.x, shape.rect.maxY)))
        #expect(g.stops.map(\.location) == [0, 1])
        #expect(g.stops.map(\.color) == [Color(hex: 0x007AFF), Color(hex: 0xAF52DE)])
    }

    /// A radial gradient's centre is a unit point of the frame — for a circle in a wider frame,
    /// the frame's corner, not the circle's — and its radii are points.
    @Test func aRadialFillIsPlacedInTheViewsFrame() throws {
        let tile = try Self.tile("""
            Circle().fill(RadialGradient(gradient: Gradient(stops: [.init(color: .white, location: 0.2), .init(color: .black, location: 0.9)]), \
            center: .topLeading, startRadius: 4, endRadius: 50)).frame(width: 120, height: 60)
            """)
        let circle = try #require(tile.shapes.first)
        #expect(circle.rect.width == 60 && circle.cornerRadius == 30)
        let g = try #require(circle.gradient)
        // The frame is 120 wide; the circle, 60, is centred in it: the frame's corner is 30 pt left of the circle's.
        #expect(g.geometry == .radial(center: Point(circle.rect.minX - 30, circle.rect.minY), startRadius: 4, endRadius: 50))
        #expect(g.stops.map(\.location) == [0.2, 0.9])
    }

    @Test func theShapeStyleSpellingsAreTheSameGradient() throws {
        let a = try Self.tile("Rectangle().fill(.linearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing))")
        let b = try Self.tile("Rectangle().fill(LinearGradient(gradient: Gradient(colors: [.red, .green]), startPoint: .leading, endPoint: .trailing))")
        let c = try Self.tile("LinearGradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .green, location: 1)], startPoint: .leading, endPoint: .trailing)")
        #expect(a.shapes[0].gradient != nil && a.shapes[0].gradient == b.shapes[0].gradient && b.shapes[0].gradient == c.shapes[0].gradient)
    }

    /// Drawn: a black-to-white gradient across a 200 pt view is dark at its left, light at its
    /// right and mid-grey in the middle.
    @Test func theGradientIsPainted() throws {
        let scene = try ViewSceneTests.scene("LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).frame(width: 200, height: 40)")
        let frame = try #require(scene.views.first { $0.kind == "LinearGradient" }).frame
        let raster = try Renderer.raster(scene, scale: 1)
        func grey(_ x: Double) -> Int { Int(raster[Int(frame.minX + x), Int(frame.mid.y)] & 0xFF) }
        #expect(grey(2) < 10 && grey(198) > 245)
        #expect(abs(grey(100) - 128) <= 3, "\(grey(100))")
    }

    @Test func theAnimatedSVGDefinesTheGradientInTheShapesCoordinates() throws {
        let json = #"{"subtitle": null, "cells": [{"name": "a", "view": "Capsule().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)).frame(width: 80, height: 40)"}]}"#
        let board = try BoardFileReader.read(SourceFile(name: "g.json", text: json))
        let svg = try BoardSVG(board: board, options: .init(fps: 10, scale: 1)).document().text
        #expect(svg.contains(#"<linearGradient id="gr"#) && svg.contains(#"gradientUnits="userSpaceOnUse" x1="40" y1="0" x2="40" y2="40""#))
        #expect(svg.contains(#"fill="url(#gr"#))
    }

    /// `.stroke(LinearGradient(…), …)` paints the line with the gradient: blue at the ring's top,
    /// pink at its bottom, and the animated SVG strokes with the same gradient.
    @Test func aGradientPaintsAStroke() throws {
        let view = "Circle().stroke(LinearGradient(colors: [.blue, .pink], startPoint: .top, endPoint: .bottom), lineWidth: 10).frame(width: 60, height: 60)"
        let scene = try ViewSceneTests.scene(view)
        let shape = try #require(scene.cells[0].tile?.shapes.first)
        #expect(shape.strokesGradient && shape.gradient != nil && shape.fill == nil && shape.lineWidth == 10)
        let frame = try #require(scene.views.first { $0.kind == "Circle" }).frame
        let raster = try Renderer.raster(scene, scale: 1)
        func rgb(_ x: Double, _ y: Double) -> (r: Int, b: Int) {
            let p = raster[Int(x), Int(y)]
            return (Int(p >> 16 & 0xFF), Int(p & 0xFF))
        }
        let top = rgb(frame.mid.x, frame.minY + 1), bottom = rgb(frame.mid.x, frame.maxY - 2)
        #expect(top.b > 200 && top.r < 60, "\(top)")
        #expect(bottom.r > 200 && bottom.b < 140, "\(bottom)")
        let board = try BoardFileReader.read(SourceFile(name: "g.json", text: #"{"subtitle": null, "cells": [{"name": "a", "view": "\#(view)"}]}"#))
        let svg = try BoardSVG(board: board, options: .init(fps: 10, scale: 1)).document().text
        #expect(svg.contains(#"stroke="url(#gr"#))
    }

    /// A gradient line fading in (a program view's opacity folded into its one shape's colours):
    /// half way through a linear `.opacity` insertion a black ring is half grey, not black.
    @Test func aFadingGradientLineFades() throws {
        let swift = """
        struct Ring: View {
            @State private var on = false
            var body: some View {
                ZStack {
                    if on {
                        Circle().stroke(LinearGradient(colors: [.black, .black], startPoint: .top, endPoint: .bottom), lineWidth: 10)
                            .frame(width: 60, height: 60).transition(.opacity)
                    }
                }
                .frame(width: 100, height: 80)
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Ring.swift", json: #"""
            {"swift": ["Ring.swift"], "view": "Ring()", "subtitle": null, "width": 100, "height": 80,
             "steps": [{"run": "withAnimation(.linear(duration: 1)) { on = true }"}]}
            """#)
        let b = try SceneBuilder(board: board)
        let scene = b.scene(at: try #require(b.timeline.steps.first).start + 0.5)
        let ring = try #require(scene.views.first { $0.kind == "Circle" })
        #expect(abs(ring.opacity - 0.5) < 1e-9)
        let raster = try Renderer.raster(scene, scale: 1)
        let grey = Int(raster[Int(ring.frame.mid.x), Int(ring.frame.minY) + 2] & 0xFF)
        #expect(abs(grey - 128) <= 3, "\(grey)")
    }

    @Test(arguments: [
        ("EllipticalGradient(colors: [.red, .blue], center: .center)", "an elliptical gradient is not drawn yet"),
        ("Circle().fill(.ellipticalGradient(colors: [.red, .blue], center: .center))", "an elliptical gradient"),
        ("VStack { Spacer().frame(height: 4) }.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))", "with no text or shape inside"),
        ("LinearGradient(colors: [], startPoint: .top, endPoint: .bottom)", "expected an array of colours"),
        ("LinearGradient(stops: [.init(color: .red, location: 1.5)], startPoint: .top, endPoint: .bottom)", "a stop's location must be 0…1"),
        ("RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: -4)", "a gradient's radius must be"),
    ])
    func whatIsNotDrawnIsRefusedByName(view: String, message: String) {
        #expect { try ViewSceneTests.scene(view) } throws: { "\($0)".contains(message) }
    }
}
