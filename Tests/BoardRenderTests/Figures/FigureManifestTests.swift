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
}
