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

/// `.strikethrough` and `.underline`: a line through or under each line of a `Text`, in its
/// colour, drawn alike by the painter and the animated SVG.
@Suite struct TextDecorationTests {
    @Test func theLookReachesTheTextsBelow() throws {
        func look(_ view: String) throws -> TextLook {
            try #require(try ViewSceneTests.scene(view).cells[0].tile?.texts.first).look
        }
        #expect(try look(#"Text("Milk").strikethrough()"#).strikethrough)
        #expect(try look(#"Text("Milk").strikethrough(true, color: nil)"#).strikethrough)
        #expect(try !look(#"Text("Milk").strikethrough(false)"#).strikethrough)
        #expect(try look(#"VStack { Text("Terms") }.underline()"#) == TextLook(underline: true))
        #expect(try look(#"Text("Both").underline(pattern: .solid).strikethrough()"#) == TextLook(strikethrough: true, underline: true))
        #expect(try look(#"Text("Plain")"#) == TextLook())
    }

    /// One rectangle per line and per decoration, as wide as the line, through the letters or below the baseline.
    @Test func eachLineGetsItsLineAtTheFacesPosition() throws {
        let lease = try TextLease()
        defer { withExtendedLifetime(lease) {} }  // held to the end: its engine is this test's alone
        let font = FontSpec(.inter, 17)
        let s = "A sentence long enough to wrap onto a second line"
        let plain = lease.engine.wrappedLayout(s, font: font, width: 260)
        #expect(plain.decorations.isEmpty && plain.lineCount == 2)
        let struck = lease.engine.wrappedLayout(s, font: font, width: 260, look: TextLook(strikethrough: true))
        #expect(struck.decorations.count == 2)
        let (ascent, _) = lease.engine.extents(font)
        let first = struck.decorations[0], second = struck.decorations[1]
        // Through the letters: above the baseline, below the ascent; thin.
        #expect(first.maxY < 0 && first.minY > -ascent && first.height > 0.5 && first.height < 3)
        // The second line's is a line lower, and shorter (the wrapped rest).
        #expect(second.minY > first.minY + 15 && second.width < first.width)
        #expect(first.minX == 0 && first.width <= 260 + 1e-9 && abs(first.width - plain.width) < 1e-9)
        let under = lease.engine.wrappedLayout(s, font: font, width: 260, look: TextLook(underline: true))
        #expect(under.decorations.count == 2 && under.decorations[0].minY >= 0)
        let both = lease.engine.wrappedLayout(s, font: font, width: 260, look: TextLook(strikethrough: true, underline: true))
        #expect(both.decorations.count == 4)
    }

    /// Drawn: between two letters spaced apart, the line is ink where the plain text has none.
    @Test func theLineIsDrawnInTheTextsColour() throws {
        func ink(_ modifier: String) throws -> (UInt32, Color) {
            let scene = try ViewSceneTests.scene(#"Text("a              b").foregroundStyle(.red)"# + modifier)
            let v = try #require(scene.views.first { $0.kind == "Text" })
            let tile = try #require(scene.cells[0].tile)
            // The lease held while its engine is used (a lease released early hands the engine to another thread).
            let lease = try TextLease()
            let (layoutLine, lineBaseline) = withExtendedLifetime(lease) {
                (lease.engine.wrappedLayout("a              b", font: FontSpec(.inter, 17), width: v.frame.width, look: TextLook(strikethrough: true)).decorations[0],
                 lease.engine.wrappedLayout("a              b", font: FontSpec(.inter, 17), width: v.frame.width).baseline)
            }
            let raster = try Renderer.raster(scene, scale: 1)
            let baseline = v.frame.minY + lineBaseline
            return (raster[Int(v.frame.mid.x), Int(baseline + (layoutLine.minY + layoutLine.height / 2))], try #require(tile.texts.first).color)
        }
        let (struck, red) = try ink(".strikethrough()")
        let (plain, _) = try ink("")
        // ARGB32: a neutral background in the gap without the line; red (blue low) where it crosses it.
        #expect(abs(Int((plain >> 16) & 0xFF) - Int(plain & 0xFF)) < 8)
        #expect(red.red > 0.9 && (struck >> 16) & 0xFF > 0xC0 && struck & 0xFF < 0x90)
    }

    /// A text turned in 3-D (drawn as projected outlines) keeps its line, and a text without one is unchanged.
    @Test func aProjectedTextKeepsItsLine() throws {
        // The pixels of the cell's slot (its caption, the code, differs from one to the other).
        func slot(_ modifier: String) throws -> [UInt32] {
            let scene = try ViewSceneTests.scene(#"Text("a              b")"# + modifier + ".rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0))")
            let raster = try Renderer.raster(scene, scale: 1), r = scene.cells[0].slot
            return (Int(r.minY)..<Int(r.maxY)).flatMap { y in (Int(r.minX)..<Int(r.maxX)).map { x in raster[x, y] } }
        }
        let plain = try slot("")
        #expect(plain != (try slot(".strikethrough()")))
        #expect(plain == (try slot(".strikethrough(false)")))
    }

    @Test func theAnimatedSVGDrawsTheSameRectangles() throws {
        let board = try BoardFileReader.read(SourceFile(name: "t.json", text: """
            {"slot": {"width": 300, "height": 100}, "subtitle": null, "cells": [{"name": "c", "view": "Text(\\"Milk\\").strikethrough()"}]}
            """))
        let svg = try BoardSVG(board: board, options: .init(fps: 10, scale: 1)).document().text
        #expect(svg.contains("<rect x=\"0\" y=\"-"))
    }

    @Test(arguments: [
        (#".strikethrough(color: .red)"#, "a colour of its own is not drawn yet"),
        (#".underline(true, pattern: .dot)"#, "a dotted or dashed pattern is not drawn yet"),
        (#".strikethrough("yes")"#, "strikethrough"),
    ])
    func whatIsNotDrawnIsRefusedByName(modifier: String, message: String) {
        #expect { try ViewSceneTests.scene(#"Text("x")"# + modifier) } throws: { "\($0)".contains(message) }
    }

    /// A program's text that becomes struck through cross-fades, as a new string does (§8).
    @Test func aLineAppearingIsAContentChange() throws {
        let swift = """
        struct ContentView: View {
            @State private var done = false
            var body: some View { Text("Walk the dog").strikethrough(done) }
        }
        """
        let board = try boardBesideSwift(swift, file: "Todo.swift", json: #"""
            {"swift": ["Todo.swift"], "view": "ContentView()", "width": 320, "subtitle": null,
             "steps": [{"run": "withAnimation(.linear(duration: 1)) { done = true }"}]}
            """#)
        let b = try SceneBuilder(board: board)
        let start = b.timeline.steps[0].start
        let texts = try #require(b.scene(at: start + 0.5).cells.compactMap(\.tile).first).texts
        #expect(texts.count == 2)
        #expect(Set(texts.map(\.look.strikethrough)) == [false, true])
        #expect(texts.allSatisfy { abs($0.opacity - 0.5) < 0.01 })
    }
}

/// `.italic()`: Inter's italic of the text's weight, for the texts below, kept under a `.font` set below it.
@Suite struct ItalicTests {
    static func face(_ view: String) throws -> FontSpec.Face {
        try #require(try ViewSceneTests.scene(view).cells[0].tile?.texts.first).font.face
    }

    @Test func italicPicksTheItalicOfTheWeight() throws {
        #expect(try Self.face(#"Text("a").italic()"#) == .interItalic)
        #expect(try Self.face(#"Text("a").font(.headline.italic())"#) == .interSemiboldItalic)
        #expect(try Self.face(#"Text("a").bold().italic()"#) == .interBoldItalic)
        #expect(try Self.face(#"Text("a").fontWeight(.medium).italic(true)"#) == .interMediumItalic)
        #expect(try Self.face(#"Text("a").italic(false)"#) == .inter)
        // From a stack to its texts, through a font set below it; `.italic(false)` below turns it off.
        #expect(try Self.face(#"VStack { Text("a").font(.caption) }.italic()"#) == .interItalic)
        #expect(try Self.face(#"VStack { Text("a").italic(false) }.italic()"#) == .inter)
    }

    /// Drawn and measured in Inter Italic (pinned like the upright faces): its own advances.
    @Test func italicIsMeasuredInItsOwnFace() throws {
        let s = "Wavy lines of italic text"
        var italicBody = ViewFont.body
        italicBody.italic = true
        let upright = PangoTextMeasurer.shared.measure(s, font: Platform.iOS.fontSpec(.body), width: nil).size.width
        let italic = PangoTextMeasurer.shared.measure(s, font: Platform.iOS.fontSpec(italicBody), width: nil).size.width
        #expect(abs(upright - italic) > 0.01)
        let v = try #require(try ViewSceneTests.scene(#"Text("\#(s)").italic()"#).views.first { $0.kind == "Text" })
        #expect(abs(v.frame.width - italic) < 1e-9)
        try FontCheck.verify()
    }
}

/// `.monospacedDigit()` (Inter's tabular figures) and `.tracking`/`.kerning` (letter spacing).
@Suite struct DigitsAndTrackingTests {
    static func width(_ view: String) throws -> Double {
        try #require(try ViewSceneTests.scene(view).views.first { $0.kind == "Text" }).frame.width
    }

    @Test func tabularDigitsAreOfOneWidth() throws {
        // Proportional: a row of ones is narrower than a row of eights; tabular: the same width.
        #expect(try Self.width(#"Text("1111.11")"#) < Self.width(#"Text("8888.88")"#) - 5)
        #expect(abs(try Self.width(#"Text("1111.11").monospacedDigit()"#) - Self.width(#"Text("8888.88").monospacedDigit()"#)) < 1e-9)
        #expect(abs(try Self.width(#"Text("1111").font(.body.monospacedDigit())"#) - Self.width(#"Text("8888").font(.body.monospacedDigit())"#)) < 1e-9)
        // From a stack to its texts, through a font set below.
        #expect(try ViewSceneTests.scene(#"VStack { Text("12").font(.title) }.monospacedDigit()"#).cells[0].tile?.texts.first?.font.tabularDigits == true)
    }

    @Test func trackingSpacesTheCharactersWithoutWrapping() throws {
        let plain = try Self.width(#"Text("TRACKED")"#), tracked = try Self.width(#"Text("TRACKED").tracking(4)"#)
        // Between each two characters: six gaps in seven letters.
        #expect(abs(tracked - plain - 6 * 4) < 0.01)
        #expect(try Self.width(#"Text("Kerned").kerning(-1)"#) < Self.width(#"Text("Kerned")"#))
        // Laid out and drawn on the one line it measured as.
        let tile = try #require(try ViewSceneTests.scene(#"Text("TRACKED").tracking(4).font(.title)"#).cells[0].tile)
        let text = try #require(tile.texts.first)
        let lease = try TextLease()
        let lines = withExtendedLifetime(lease) { lease.engine.wrappedLayout(text.text, font: text.font, width: text.wrapWidth).lineCount }
        #expect(lines == 1)
        #expect { try ViewSceneTests.scene(#"Text("x").tracking(500)"#) } throws: { "\($0)".contains("−100…100 points") }
    }

    /// `.lineSpacing(_:)` adds its points between wrapped lines: a text of three lines grows by two
    /// gaps; one line does not grow; a font set below keeps it.
    @Test func lineSpacingAddsBetweenWrappedLines() throws {
        func height(_ view: String) throws -> Double {
            try #require(try ViewSceneTests.scene(view).views.first { $0.kind == "Text" }).frame.height
        }
        let three = #"Text("one\ntwo\nthree")"#
        #expect(abs(try height(three + ".lineSpacing(10)") - height(three) - 20) < 0.01)
        #expect(abs(try height(#"VStack { Text("one\ntwo\nthree").font(.title) }.lineSpacing(10)"#) - height(three + ".font(.title)") - 20) < 0.01)
        #expect(abs(try height(#"Text("one").lineSpacing(10)"#) - height(#"Text("one")"#)) < 0.01)
        #expect { try ViewSceneTests.scene(#"Text("x").lineSpacing(5000)"#) } throws: { "\($0)".contains("−100…1000 points") }
    }
}
