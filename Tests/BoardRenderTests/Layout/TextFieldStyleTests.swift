import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene

/// iOS draws a `TextField` in its default style as its text alone (issue 41: boardgen drew a white
/// bordered field that hid a `.background` and made Form rows 56 pt); `.roundedBorder` draws the
/// bordered field; the text follows `.multilineTextAlignment`.
@Suite struct TextFieldStyleTests {
    static func field(_ modifiers: String, platform: String = "iOS") throws -> (view: SceneView, tile: TileScene) {
        let view = #"TextField("Name", text: .constant("Ada"))"# + modifiers
        let escaped = view.replacingOccurrences(of: "\"", with: "\\\"")
        let json = #"{"view": "\#(escaped)", "width": 300, "platform": "\#(platform)", "subtitle": null}"#
        let scene = try BoardFileReader.read(SourceFile(name: "t.json", text: json)).scene(at: 0)
        let v = try #require(scene.views.first { $0.kind == "TextField" })
        let tile = try #require(scene.cells.first { $0.name.hasSuffix(v.id) }?.tile)
        return (v, tile)
    }

    @Test func theDefaultStyleOnIOSIsTheTextAlone() throws {
        let plain = try Self.field("")
        #expect(plain.tile.shapes.isEmpty)
        #expect(plain.tile.texts.map(\.text) == ["Ada"])
        let rounded = try Self.field(".textFieldStyle(.roundedBorder)")
        #expect(rounded.tile.shapes.count == 1 && rounded.tile.shapes[0].stroke != nil)
        // The bordered field is its text and the field's insets taller.
        #expect(rounded.view.frame.height > plain.view.frame.height + 10)
        // macOS's default is bordered.
        #expect(try Self.field("", platform: "macOS").tile.shapes.count == 1)
    }

    @Test func theTextFollowsTheMultilineAlignment() throws {
        let leading = try Self.field("")
        let centred = try Self.field(".multilineTextAlignment(.center)")
        let a = try #require(leading.tile.texts.first), b = try #require(centred.tile.texts.first)
        let moved = b.anchor.x - a.anchor.x
        #expect(moved > 50, "\(a.anchor) → \(b.anchor)")
    }
}
