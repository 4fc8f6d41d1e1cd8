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

/// `.trim(from:to:)` and `StrokeStyle(lineWidth:lineCap:lineJoin:)`: the stretch of an outline a
/// shape draws, counted along its length from where SwiftUI's path starts, clockwise on screen.
@Suite struct TrimTests {
    static func shape(_ view: String, width: Double = 300, height: Double = 100) throws -> TileShape {
        try #require(try ViewSceneTests.scene(view, width: width, height: height).cells[0].tile?.shapes.first)
    }

    static func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aCircleCountsFromItsRightmostPointClockwise() throws {
        let s = try Self.shape("Circle().trim(from: 0, to: 0.25).stroke(.blue, lineWidth: 4).frame(width: 80, height: 80)")
        #expect(s.trim == ShapeTrim(from: 0, to: 0.25) && s.stroke != nil)
        let line = ShapeOutline.trimmed(s, s.trim!)
        let r = s.rect
        #expect(Self.close(line.first!, Point(r.maxX, r.mid.y)), "\(line.first!)")
        // A quarter clockwise on screen (y down): the bottom point.
        #expect(Self.close(line.last!, Point(r.mid.x, r.maxY), 1e-2), "\(line.last!)")
    }

    @Test func aRectangleCountsFromItsTopLeftCornerAndARoundedOneAfterTheCorner() throws {
        let rect = try Self.shape("Rectangle().trim(from: 0, to: 0.25).stroke(.blue).frame(width: 80, height: 80)")
        let top = ShapeOutline.trimmed(rect, rect.trim!)
        #expect(Self.close(top.first!, Point(rect.rect.minX, rect.rect.minY)) && Self.close(top.last!, Point(rect.rect.maxX, rect.rect.minY)))
        let rounded = try Self.shape("RoundedRectangle(cornerRadius: 10).trim(from: 0, to: 0.5).stroke(.blue).frame(width: 80, height: 80)")
        let line = ShapeOutline.trimmed(rounded, rounded.trim!)
        #expect(Self.close(line.first!, Point(rounded.rect.minX + 10, rounded.rect.minY)))
        // Half of a square's outline from there ends on the bottom edge, as far from the bottom-right corner.
        #expect(Self.close(line.last!, Point(rounded.rect.maxX - 10, rounded.rect.maxY), 1e-2), "\(line.last!)")
    }

    @Test func aTrimThatKeepsNothingDrawsNothing() throws {
        let s = try Self.shape("Circle().trim(from: 0.6, to: 0.4).stroke(.blue, lineWidth: 4).frame(width: 80, height: 80)")
        #expect(ShapeOutline.trimmed(s, s.trim!).isEmpty)
        // The cell's slot shows only its own fill.
        let scene = try ViewSceneTests.scene("Circle().trim(from: 0.6, to: 0.4).stroke(.blue, lineWidth: 4).frame(width: 80, height: 80)")
        let slot = scene.cells[0].slot, raster = try Renderer.raster(scene, scale: 1)
        let fill = raster[Int(slot.minX) + 4, Int(slot.minY) + 4]
        var other = 0
        for y in Int(slot.minY) + 2..<Int(slot.maxY) - 2 { for x in Int(slot.minX) + 2..<Int(slot.maxX) - 2 where raster[x, y] != fill { other += 1 } }
        #expect(other == 0)
    }

    /// A round cap reaches half the line's width past the line's end; a butt cap stops there.
    @Test func aRoundCapIsDrawnPastTheEnd() throws {
        func pixelBeforeStart(_ cap: String) throws -> UInt32 {
            let view = "Rectangle().trim(from: 0, to: 0.25).stroke(.black, style: StrokeStyle(lineWidth: 12, lineCap: \(cap))).frame(width: 80, height: 80)"
            let scene = try ViewSceneTests.scene(view)
            let frame = try #require(scene.views.first { $0.kind == "Rectangle" }).frame
            let raster = try Renderer.raster(scene, scale: 1)
            return raster[Int(frame.minX) - 4, Int(frame.minY)] & 0xFF
        }
        #expect(try pixelBeforeStart(".round") < 40)
        #expect(try pixelBeforeStart(".butt") > 200)
        let s = try Self.shape("Circle().trim(to: 0.5).stroke(.red, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel))")
        #expect(s.lineCap == .round && s.lineJoin == .bevel && s.lineWidth == 6 && s.trim == ShapeTrim(from: 0, to: 0.5))
    }

    /// In a program the trim animates with the transaction, like any number the view draws.
    @Test func aTrimAnimates() throws {
        let swift = """
        struct Ring: View {
            @State private var progress = 0.2
            var body: some View {
                Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 8).frame(width: 100, height: 100)
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Ring.swift", json: #"""
            {"swift": ["Ring.swift"], "view": "Ring()", "subtitle": null,
             "steps": [{"run": "withAnimation(.linear(duration: 1)) { progress = 0.8 }"}]}
            """#)
        let b = try SceneBuilder(board: board)
        let step = try #require(b.timeline.steps.first)
        func trim(at t: Double) throws -> ShapeTrim {
            try #require(b.scene(at: t).cells.compactMap(\.tile).flatMap(\.shapes).compactMap(\.trim).first)
        }
        #expect(try trim(at: step.start).to == 0.2)
        #expect(abs(try trim(at: step.start + 0.5).to - 0.5) < 1e-6)
        #expect(try trim(at: b.timeline.cycle).to == 0.8)
    }

    @Test func theAnimatedSVGDrawsTheOpenLineWithItsCaps() throws {
        let json = #"{"subtitle": null, "cells": [{"name": "a", "view": "Circle().trim(from: 0, to: 0.7).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round)).frame(width: 60, height: 60)"}]}"#
        let board = try BoardFileReader.read(SourceFile(name: "t.json", text: json))
        let svg = try BoardSVG(board: board, options: .init(fps: 10, scale: 1)).document().text
        #expect(svg.contains(#"stroke-linecap="round""#))
        #expect(!svg.contains("<rect width=\"60\""), "a trimmed circle is a path, not a whole rounded rectangle")
    }

    /// `StrokeStyle(dash:dashPhase:)`: the outline in dashes and gaps of those lengths, from the phase;
    /// the phase animates; the animated SVG writes the pattern.
    @Test func dashesAreDrawnAlongTheOutline() throws {
        let scene = try ViewSceneTests.scene("Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [10, 10])).frame(width: 200, height: 40)", width: 300, height: 100)
        let shape = try #require(scene.cells[0].tile?.shapes.first { $0.stroke != nil })
        #expect(shape.dash == [10, 10] && shape.dashPhase == 0)
        let v = try #require(scene.views.first { $0.kind == "Rectangle" })
        let raster = try Renderer.raster(scene, scale: 1)
        // Along the top edge: red for ten points, then white for ten, in turn.
        let y = Int(v.frame.minY)
        let reds = (0..<200).map { dx -> Bool in
            let p = raster[Int(v.frame.minX) + dx, y]
            return (p >> 16) & 0xFF > 200 && p & 0xFF < 100
        }
        let runs = reds.indices.dropFirst().filter { reds[$0] != reds[$0 - 1] }.count
        #expect(runs >= 15 && runs <= 21, "\(runs) changes along the edge")
        // A solid line: no change along the edge.
        let solid = try ViewSceneTests.scene("Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [0, 0])).frame(width: 200, height: 40)", width: 300, height: 100)
        #expect(try #require(solid.cells[0].tile?.shapes.first { $0.stroke != nil }).dash.isEmpty)
        let board = try BoardFileReader.read(SourceFile(name: "t.json", text: """
            {"slot": {"width": 300, "height": 100}, "subtitle": null, "cells": [{"name": "c", "view": "Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1))"}]}
            """))
        let svg = try BoardSVG(board: board, options: .init(fps: 10, scale: 1)).document().text
        #expect(svg.contains(#"stroke-dasharray="4 2""#) && svg.contains(#"stroke-dashoffset="1""#))
    }

    @Test(arguments: [
        ("Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4, -2]))", "a dash length is 0…100000 pt"),
        ("Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: 4))", "'dash:' takes the lengths"),
        ("Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .rounded))", "unknown CGLineCap '.rounded'"),
        (#"Text("A").trim(from: 0, to: 0.5)"#, "paints a shape"),
    ])
    func badStrokesAndTrimsAreRefused(view: String, message: String) {
        #expect { try ViewSceneTests.scene(view) } throws: { "\($0)".contains(message) }
    }
}
