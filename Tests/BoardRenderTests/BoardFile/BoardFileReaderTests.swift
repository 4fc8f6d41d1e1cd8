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

@Suite struct BoardFileReaderTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples").standardized.path

    static func read(_ text: String) throws -> Board {
        try BoardFileReader.read(SourceFile(name: "t.json", text: text))
    }

    static func diagnostics(_ text: String) -> [BoardFileError.Diagnostic] {
        do {
            _ = try read(text)
            return []
        } catch let error as BoardFileError {
            return error.diagnostics
        } catch {
            return []
        }
    }

    @Test func benchFileMatchesTheBuiltInBoardAtEveryTime() throws {
        let file = try BoardFileLoader.load(path: Self.examples + "/bench.json")
        let a = try SceneBuilder(board: file), b = try SceneBuilder(board: BuiltinBoards.bench)
        #expect(a.timeline == b.timeline)
        for i in 0...680 {
            let t = Double(i) / 100
            #expect(a.scene(at: t).json() == b.scene(at: t).json(), "t = \(t)")
        }
    }

    @Test func everyExampleRenders() throws {
        // figures.json is a figures manifest (README: boardgen build), not a board.
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples).filter { $0.hasSuffix(".json") && $0 != "figures.json" }
        #expect(files.count >= 4)
        let dir = temporaryFolder
        for file in files {
            let board = try BoardFileLoader.load(path: Self.examples + "/" + file)
            let builder = try SceneBuilder(board: board)
            #expect(builder.timeline.cycle > 0, "\(file)")
            for t in [0, builder.timeline.removalEnd / 2, builder.timeline.insertionStart + 0.1] {
                let scene = builder.scene(at: t)
                let raster = try Renderer.raster(scene, scale: 1)
                #expect(Set(raster.pixels).count > 3, "\(file) at \(t) looks blank")
                let svg = dir + "/example-\(file)-\(t).svg"
                try Renderer.writeSVG(scene, scale: 1, to: svg)
                // Vector, but for shadows: a still SVG carries each as a blurred bitmap (no blur in cairo's SVG).
                let shadowed = scene.cells.contains { !($0.tile?.shadows.isEmpty ?? true) }
                #expect(try shadowed || !String(contentsOfFile: svg, encoding: .utf8).contains("<image"), "\(file)")
            }
        }
    }

    @Test func defaults() throws {
        let b = try Self.read(#"{"cells": [{"name": "a", "transition": ".scale"}]}"#)
        #expect(b.slotSize == Size(180, 74))
        #expect(b.animation == Animation.easeInOut(duration: 0.7).speed(0.25))
        #expect(b.timing == Board.Timing(hold: 0.6, stagger: 0))
        #expect(b.clip == .cell && b.reserve && b.theme.name == "light")
        #expect(b.cells[0].caption == ".scale")
        #expect(b.name == "t")
        // The status line is the chapter boards' device: off in a board file's grid unless asked,
        // on for a board with steps (it names the step).
        #expect(!b.showsStatus)
        #expect(try Self.read(#"{"status": true, "cells": [{"name": "a", "transition": ".scale"}]}"#).showsStatus)
        #expect(try BoardCatalog.load("trap").showsStatus && BoardCatalog.load("bench").showsStatus)
    }

    @Test func everyKey() throws {
        let b = try Self.read(#"""
        {"title": "T", "columns": 2, "slot": {"width": 160, "height": 60}, "animation": ".smooth",
         "timeline": {"hold": 0.3, "stagger": 0.1}, "theme": "dark", "clip": "board", "reserve": false,
         "status": false, "_note": "ignored",
         "transitions": {"fold": {"active": {"height": 0, "alignment": "top"}}},
         "cells": [{"name": "a", "transition": "fold", "tint": "mint", "caption": "Fold"},
                   {"name": "b", "view": "Group { Tile(\"B\").transition(.slide) }", "tint": "#112233",
                    "animation": null}]}
        """#)
        #expect(b.title == "T" && b.columns == 2 && b.slotSize == Size(160, 60))
        #expect(b.animation == .smooth && b.animationSource == ".smooth")
        #expect(b.timing == Board.Timing(hold: 0.3, stagger: 0.1))
        #expect(b.theme.name == "dark" && b.clip == .board && !b.reserve && !b.showsStatus)
        #expect(b.cells[0].content == ViewNode.tile("a").transition(.modifier(active: [.frameHeight(fraction: 0, alignment: .top)])))
        #expect(b.cells[0].tint == .named("mint") && b.cells[0].caption == "Fold")
        #expect(b.cells[1].tint == .rgb(Color(hex: 0x112233)))
        #expect(b.cells[1].animation == .some(nil))
        // A cell's own animation is in its caption (here none: it pops).
        #expect(b.cells[1].caption == "Group { Tile(\"B\").transition(.slide) } · no animation")
    }

    @Test func aCellsVerdictIsDrawnUnderItsSlot() throws {
        let b = try Self.read(#"{"cells": [{"name": "wrapped ✗", "view": "VStack { Tile().transition(.scale) }"}, {"name": "plain", "transition": ".scale", "animation": ".bouncy"}]}"#)
        #expect(b.cells[0].verdict == "wrapped ✗" && b.cells[1].verdict == nil)
        #expect(b.cells[1].caption == ".scale · .bouncy")
        let builder = try SceneBuilder(board: b)
        // After the removal the tile is gone; the name and its ✗ stay, in the removed status colour.
        let cell = builder.scene(at: builder.timeline.removalEnd + 0.1).cells[0]
        #expect(cell.tile == nil)
        #expect(cell.captionTexts.first?.text == "wrapped ✗" && cell.captionTexts.first?.color == b.theme.statusRemoved)
        #expect(cell.captionTexts.first?.font == BoardLayout.verdictFont && cell.captionTexts.dropFirst().first?.text.hasPrefix("VStack") == true)
    }

    @Test func nullAnimationPops() throws {
        let b = try Self.read(#"{"animation": null, "cells": [{"name": "a", "transition": ".scale"}]}"#)
        #expect(b.animation == nil)
        #expect(try b.scene(at: 0).cells[0].tile == nil)
    }

    @Test func phaseAwareCustomTransition() throws {
        let b = try Self.read(#"""
        {"transitions": {"tilt": {"willAppear": {"rotation": -78, "axis": [1, 0, 0], "anchor": ".bottom", "opacity": 0},
                                  "didDisappear": {"rotation": 78, "axis": [1, 0, 0], "anchor": [0.5, 1]}}},
         "cells": [{"name": "a", "transition": ".custom(\"tilt\")"}]}
        """#)
        guard case let .transition(_, t) = b.cells[0].content else { Issue.record("no transition"); return }
        let appear = t.effect(in: .willAppear), disappear = t.effect(in: .didDisappear)
        #expect(abs((appear.rotation?.angle ?? 0) + 78 * .pi / 180) < 1e-12 && appear.opacity == 0)
        #expect(abs((disappear.rotation.map { _ in disappear.modifiers.compactMap { m -> Double? in
            if case let .rotation3D(r) = m, r.angle != 0 { return r.angle } else { return nil } }.first ?? 0 } ?? 0)
            - 78 * .pi / 180) < 1e-12)
        #expect(disappear.opacity == 1)
    }

    /// (board text, expected line, column, message fragment)
    static let broken: [(String, Int, Int, String)] = [
        ("{\"cells\": [}", 1, 12, "invalid JSON"),
        ("{\"colums\": 3, \"cells\": [{\"name\": \"a\", \"transition\": \".scale\"}]}", 1, 2, "did you mean \"columns\""),
        ("{\"columns\": \"3\", \"cells\": [{\"name\": \"a\", \"transition\": \".scale\"}]}", 1, 13, "must be a whole number"),
        ("{\"cells\": [{\"name\": \"a\", \"transition\": \".scael\"}]}", 1, 41, "did you mean '.scale'"),
        ("{\"cells\": [\n  {\"name\": \"a\", \"transition\": \".move(edge: .leading)\"},\n  {\"name\": \"a\", \"transition\": \".opacity\"}]}",
         3, 12, "duplicate cell name"),
        ("{\"cells\": [{\"name\": \"a\", \"transition\": \".scale(scael: 2)\"}]}", 1, 48, "scael"),
        ("{\"animation\": \".easeIn(duration: -1)\", \"cells\": [{\"name\": \"a\", \"transition\": \".scale\"}]}", 1, 34, "from 0 to 600"),
        ("{\"cells\": [{\"name\": \"a\", \"transition\": \".scale\", \"animation\": \".spring(duration: 1, bounce: 1)\"}]}",
         1, 63, "never comes to rest"),
        ("{\"cells\": [{\"name\": \"a\", \"view\": \"VStack { Tile(\\\"x\\\").transition(.slid) }\"}]}", 1, 67, "did you mean '.slide'"),
        ("{\"cells\": [{\"name\": \"a\", \"view\": \"Group { Tile(); Tile() }\"}]}", 1, 34, "exactly one view, found 2"),
        ("{\"slot\": {\"width\": 9000}, \"cells\": [{\"name\": \"a\", \"transition\": \".scale\"}]}", 1, 20, "from 20 to 4000"),
        ("{\"columns\": 64, \"slot\": {\"width\": 400}, \"cells\": [" + (0..<64).map { "{\"name\": \"c\($0)\", \"transition\": \".opacity\"}" }.joined(separator: ",") + "]}",
         1, 25, "at most 8192 px"),
        ("{\"cells\": [" + (0..<65).map { "{\"name\": \"c\($0)\", \"transition\": \".opacity\"}" }.joined(separator: ",") + "]}",
         1, 2690, "too many cells"),
        ("{\"cells\": [{\"name\": \"a\", \"transition\": \".scale\", \"tint\": \"bleu\"}]}", 1, 58, "did you mean \"blue\""),
        ("{\"cells\": [{\"name\": \"a\"}]}", 1, 21, "needs a \"transition\""),
        ("{\"transitions\": {\"t\": {\"active\": {\"opacty\": 0}}}, \"cells\": [{\"name\": \"a\", \"transition\": \"t\"}]}",
         1, 35, "did you mean \"opacity\""),
        ("{\"timeline\": {\"hold\": -1}, \"cells\": [{\"name\": \"a\", \"transition\": \".scale\"}]}", 1, 23, "from 0 to 60"),
        ("{\"cells\": []}", 1, 11, "is empty"),
        ("[]", 1, 1, "must be an object"),
    ]

    @Test(arguments: broken.indices)
    func brokenFilesArePlaced(_ i: Int) {
        let (text, line, column, fragment) = Self.broken[i]
        let d = Self.diagnostics(text)
        #expect(!d.isEmpty, "case \(i) was accepted")
        guard let first = d.first else { return }
        #expect(first.location.line == line && first.location.column == column,
                "case \(i): \(first.location) \(first.message)")
        #expect(first.message.contains(fragment), "case \(i): \(first.message)")
    }

    @Test func severalErrorsAreAllReported() {
        let d = Self.diagnostics(#"""
        {"colums": 3, "theme": "sepia",
         "cells": [{"name": "a", "transition": ".scael"}, {"name": "b", "transition": ".move(edge: .up)"}]}
        """#)
        #expect(d.count == 4)
        #expect(d.map(\.location.line) == [1, 1, 2, 2])
    }

    @Test func expressionColumnsCountEscapes() {
        // The error is after an escaped quote: the column must be the file's.
        let text = #"{"cells": [{"name": "a", "view": "Group { Tile(\"é\").transition(.sacle) }"}]}"#
        let d = Self.diagnostics(text)
        let col = Array(text).firstIndex(of: "s")!   // first 's' is in ".sacle"
        _ = col
        let expected = text.distance(from: text.startIndex, to: text.range(of: ".sacle")!.lowerBound) + 1
        #expect(d.first?.location.column == expected)
    }
}
