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

/// `figures.json`: the manifest `boardgen build` reads, its names (DocC's `NAME[~dark][@2x].EXT`)
/// and its errors, each with its place.
@Suite struct FigureManifestTests {
    static func read(_ text: String) throws(BoardFileError) -> FigureManifest {
        try FigureManifest.read(SourceFile(name: "figures.json", text: text))
    }

    @Test func namesFollowDocCForThemesAndScales() throws {
        let m = try Self.read(#"""
        {"output": "figures", "figures": [
          {"name": "bench-mid", "board": "bench", "at": 1.4, "formats": ["png", "svg"], "themes": ["light", "dark"], "scales": [1, 2]},
          {"name": "mine", "board": "boards/mine.json", "animate": true, "formats": ["webp", "gif", "svg"]},
          {"name": "steps", "board": "filter", "at": [0, 2]}
        ]}
        """#)
        #expect(m.output == "figures")
        #expect(m.figures[0].outputs.map(\.fileName) == [
            "bench-mid.png", "bench-mid@2x.png", "bench-mid~dark.png", "bench-mid~dark@2x.png", "bench-mid.svg", "bench-mid~dark.svg",
        ])
        // Defaults: light, @2x for pixels; an SVG has no scale.
        #expect(m.figures[1].outputs.map(\.fileName) == ["mine@2x.webp", "mine@2x.gif", "mine.svg"])
        #expect(m.figures[2].outputs.map(\.fileName) == ["steps-1@2x.png", "steps-2@2x.png"])
        #expect(m.figures[2].outputs.map(\.time) == [0, 2])
    }

    @Test func aTransparentAnimationIsAccepted() throws {
        let m = try Self.read(#"{"figures": [{"name": "a", "board": "bench", "animate": true, "formats": ["webp", "gif", "svg"], "background": "transparent"}]}"#)
        #expect(m.figures[0].transparent)
    }

    @Test func errorsNameTheirPlace() {
        let cases: [(String, String)] = [
            (#"{"figures": [{"name": "a", "board": "bench", "at": 1, "formats": ["jpg"]}]}"#, "figures.json:1:"),
            (#"{"figures": [{"name": "a", "board": "bench", "at": 1, "formats": ["pgn"]}]}"#, "did you mean \"png\""),
            (#"{"figures": [{"name": "a", "board": "bench"}]}"#, "needs what to draw"),
            (#"{"figures": [{"name": "a", "board": "bench", "at": 1, "animate": true}]}"#, "give one of"),
            (#"{"figures": [{"name": "a", "board": "bench", "at": 1}, {"name": "a", "board": "trap", "at": 2}]}"#, "writes a@2x.png, which figure \"a\" writes too"),
            (#"{"figures": [{"name": "a@2x", "board": "bench", "at": 1}]}"#, "is not a file name boardgen writes"),
            (#"{"figures": [{"name": "a", "board": "bench", "at": 1, "themes": ["sepia"]}]}"#, "\"light\", \"dark\""),
            (#"{"figures": [{"name": "a", "board": "bench", "at": 1, "colour": 1}]}"#, "colour"),
            (#"{"figures": []}"#, "1 to 500 figures"),
            (#"{"figures": [{"name": "a", "board": "bench", "at": 1, "formats": ["json"], "background": "transparent"}]}"#, "not json"),
            ("{", "invalid JSON"),
        ]
        for (text, expected) in cases {
            do {
                _ = try Self.read(text)
                Issue.record("accepted: \(text)")
            } catch {
                #expect(error.description.contains(expected), "\(text) → \(error.description)")
                #expect(error.description.contains("figures.json:"), "\(error.description)")
            }
        }
    }

    @Test func snippetsHoldAPictureWithItsDarkSourceAndDocC() throws {
        let m = try Self.read(#"{"figures": [{"name": "b", "board": "bench", "at": 1.4, "themes": ["light", "dark"], "scales": [1, 2]}]}"#)
        let board = try BoardCatalog.load("bench")
        let alt = FigureSnippets.alt(m.figures[0], board: board, timeline: try board.timeline())
        #expect(alt.contains("cells: identity, opacity") && alt.contains("at 1.4 s"))
        let md = FigureSnippets.markdown(m.figures[0], folder: "figures", size: Size(924, 515), alt: alt + " \"quoted\" <x>")
        #expect(md.contains(#"<source media="(prefers-color-scheme: dark)" srcset="figures/b~dark.png, figures/b~dark@2x.png 2x">"#))
        #expect(md.contains(#"<img src="figures/b.png" srcset="figures/b.png, figures/b@2x.png 2x" width="924" height="515""#))
        #expect(md.contains("&quot;quoted&quot; &lt;x&gt;"))
        #expect(md.contains(#"@Image(source: "b.png", alt: "#))
    }

    @Test func fingerprintsDifferWithTheirInputs() {
        var a = FigureFingerprint(), b = FigureFingerprint(), c = FigureFingerprint()
        a.add("ab"); a.add("c")
        b.add("a"); b.add("bc")
        c.add("ab"); c.add("c")
        #expect(a.hex != b.hex && a.hex == c.hex && a.hex.count == 16)
    }

    /// Issue 42: a figure sets the options of the command that draws it as keys, "defaults" sets
    /// them for every figure they apply to, and a misspelt key is refused with did-you-mean at its place.
    @Test func optionKeysAndDefaults() throws {
        let table = FigureOptionTable(
            still: [.init(key: "stamp", takesValue: false, help: "stamp"), .init(key: "speed", takesValue: true, help: "speed")],
            sheet: [.init(key: "phase", takesValue: true, help: "phase"), .init(key: "count", takesValue: true, help: "count"),
                    .init(key: "cells", takesValue: true, isList: true, help: "cells")],
            animation: [.init(key: "fps", takesValue: true, help: "fps"), .init(key: "speed", takesValue: true, help: "speed")])
        let m = try FigureManifest.read(SourceFile(name: "figures.json", text: #"""
        {"defaults": {"speed": 0.5, "stamp": true},
         "figures": [
          {"name": "a", "board": "bench", "at": 1.4},
          {"name": "s", "board": "bench", "sheet": {}, "phase": "insertion", "count": 4, "cells": ["move", "slide"]},
          {"name": "g", "board": "bench", "animate": true, "fps": 25, "speed": 2}
        ]}
        """#), options: table)
        #expect(m.figures[0].settings.map(\.description) == ["stamp", "speed=0.5"])
        #expect(m.figures[1].settings.map(\.description) == ["phase=insertion", "cells=move,slide"])
        #expect(m.figures[1].content == .sheet(count: 4, columns: nil))
        #expect(m.figures[2].settings.flatMap(\.arguments) == ["--speed", "2", "--fps", "25"])
        func problems(_ text: String) -> String {
            do { _ = try FigureManifest.read(SourceFile(name: "figures.json", text: text), options: table); return "" } catch { return error.description }
        }
        let typo = problems(#"{"figures": [{"name": "g", "board": "bench", "animate": true, "fsp": 25}]}"#)
        #expect(typo.contains("figures.json:1:63: unknown key \"fsp\" in figure 1; did you mean \"fps\"?"), "\(typo)")
        let wrong = problems(#"{"figures": [{"name": "a", "board": "bench", "at": 1, "fps": 25}]}"#)
        #expect(wrong.contains("\"fps\" is an option of \"animate\" figures, not of this one"), "\(wrong)")
        let defaults = problems(#"{"defaults": {"stmap": true}, "figures": [{"name": "a", "board": "bench", "at": 1}]}"#)
        #expect(defaults.contains("unknown key \"stmap\" in \"defaults\"; did you mean \"stamp\"?"), "\(defaults)")
    }
}
