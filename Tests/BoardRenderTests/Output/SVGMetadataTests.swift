import Foundation
import FoundationXML
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

/// SVGs carry a <title> and a <desc>, escaped, right after the opening <svg> element.
@Suite struct SVGMetadataTests {
    /// The text of the root's first <title> and <desc> children, parsed by an XML parser.
    static func titleAndDesc(_ text: String) throws -> (title: String?, desc: String?, firstTwo: [String]) {
        let doc = try XMLDocument(data: Data(text.utf8))
        let root = try #require(doc.rootElement())
        let elements = (root.children ?? []).compactMap { $0 as? XMLElement }
        let title = elements.first { $0.name == "title" }?.stringValue
        let desc = elements.first { $0.name == "desc" }?.stringValue
        return (title, desc, elements.prefix(2).compactMap(\.name))
    }

    @Test func escapesMarkup() {
        #expect(SVGMetadata.escaped("a < b & c > \"d\" 'e'") == "a &lt; b &amp; c &gt; &quot;d&quot; &apos;e&apos;")
        #expect(SVGMetadata.escaped("bell\u{7}\ttab\nline") == "bell\ttab\nline")
        let inserted = SVGMetadata(title: "T", description: "D").inserted(into: "<?xml?>\n<svg a=\"1\">\n<g/></svg>")
        #expect(inserted == "<?xml?>\n<svg a=\"1\">\n<title>T</title>\n<desc>D</desc>\n<g/></svg>")
    }

    @Test func aStillIsTitledByItsBoard() throws {
        try withTemporaryFile("meta", extension: "svg") { path in
            try Renderer.writeSVG(BuiltinBoards.bench.scene(at: 1.4), scale: 1, to: path)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let (title, desc, first) = try Self.titleAndDesc(text)
            #expect(first == ["title", "desc"])
            #expect(title == BuiltinBoards.bench.title)
            let d = try #require(desc)
            #expect(d.contains("At 1.400 s: REMOVED · 0 OF 12."))
            #expect(d.contains("slide: .slide") && d.contains("trap: VStack { Tile().transition(.scale) }"))
            #expect(!text.contains("<image"))
        }
    }

    @Test func markupInATitleIsEscaped() throws {
        var board = BuiltinBoards.bench
        board.title = "A <b>bold</b> & \"quoted\" board"
        board.cells[0].caption = "if a < b && c > d { }"
        try withTemporaryFile("meta-escaped", extension: "svg") { path in
            try Renderer.writeSVG(board.scene(at: 0), scale: 1, to: path)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains("<title>A &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; board</title>"))
            let (title, desc, _) = try Self.titleAndDesc(text)
            #expect(title == board.title)
            #expect(desc?.contains("identity: if a < b && c > d { }") == true)
        }
    }

    @Test func aSheetIsTitled() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.trap)
        let sheet = ContactSheet.board(builder, times: [0, 1.4], columns: 2, frameScale: 0.5, scale: 1)
        try withTemporaryFile("meta-sheet", extension: "svg") { path in
            try sheet.writeSVG(scale: 1, to: path)
            let (title, desc, first) = try Self.titleAndDesc(try String(contentsOfFile: path, encoding: .utf8))
            #expect(first == ["title", "desc"] && title == BuiltinBoards.trap.title)
            #expect(desc?.contains("t = 1.400 s") == true)
        }
    }

    @Test func theAnimatedSVGIsTitled() throws {
        let svg = try BoardSVG(board: BuiltinBoards.bench, options: .init())
        let (text, stats) = try svg.document()
        #expect(stats.bytes == text.utf8.count)
        let (title, desc, first) = try Self.titleAndDesc(text)
        #expect(first == ["title", "desc"] && title == BuiltinBoards.bench.title)
        #expect(desc?.contains("fold: .modifier(") == true)
    }
}
