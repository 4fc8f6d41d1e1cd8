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

/// The modifiers that set the environment below them: `.multilineTextAlignment`, `.tint` /
/// `.accentColor`, `.imageScale`, `.textCase`. Each changes what is drawn (none is passed over).
@Suite struct EnvironmentModifierTests {
    static func color(_ name: String) -> Color { ViewLeaves.color(.named(name), .light) }

    @Test func imageScaleSizesTheSymbolRelativeToItsFont() throws {
        // `globe`'s stand-in (language) is a circle: its frame is square.
        func side(_ modifier: String) throws -> Double {
            let v = try #require(try ViewSceneTests.scene(#"Image(systemName: "globe")"# + modifier).views.first { $0.kind == "Image" })
            #expect(ViewSceneTests.close(v.frame.width, v.frame.height))
            return v.frame.width
        }
        // The circle is 20 of Material's 24 grid units: one point size at the medium scale.
        let medium = 17 * SymbolGeometry.glyphEmPerPoint * 426 / 512
        #expect(ViewSceneTests.close(try side(""), medium))
        #expect(ViewSceneTests.close(try side(".imageScale(.medium)"), medium))
        #expect(ViewSceneTests.close(try side(".imageScale(.large)"), medium * Platform.iOS.symbolScale(.large)))
        #expect(ViewSceneTests.close(try side(".imageScale(.small)"), medium * Platform.iOS.symbolScale(.small)))
        // An environment value: set on a stack, it reaches the symbol inside; the symbol's font still scales it.
        #expect(ViewSceneTests.close(try side(".font(.title).imageScale(Image.Scale.large)"),
                                     Platform.iOS.fontSpec(ViewFont(style: .title)).size / 17 * medium * Platform.iOS.symbolScale(.large)))
        let stacked = try ViewSceneTests.scene(#"HStack { Image(systemName: "globe") }.imageScale(.small)"#)
        let globe = try #require(stacked.views.first { $0.kind == "Image" })
        #expect(ViewSceneTests.close(globe.frame.width, medium * Platform.iOS.symbolScale(.small)))
    }

    @Test func textCaseShowsTheTextInItsCase() throws {
        let upper = try ViewSceneTests.scene(#"VStack { Text("Recent items"); Text("Done").textCase(nil) }.textCase(.uppercase)"#)
        #expect(upper.views.filter { $0.kind == "Text" }.map(\.text) == ["RECENT ITEMS", "Done"])
        let lower = try ViewSceneTests.scene(#"Text("Ünïcode ABC").textCase(Text.Case.lowercase)"#)
        #expect(lower.views.first { $0.kind == "Text" }?.text == "ünïcode abc")
        // Measured as shown: the uppercased text is wider than the text as written.
        let written = try #require(try ViewSceneTests.scene(#"Text("Recent items")"#).views.first { $0.kind == "Text" })
        let shown = try #require(upper.views.first { $0.text == "RECENT ITEMS" })
        #expect(shown.frame.width > written.frame.width + 5)
        #expect(try ViewSceneTests.scene(#"Text("a").textCase(.uppercase)"#).cells[0].tile?.texts.map(\.text) == ["A"])
    }

    @Test func multilineTextAlignmentAlignsTheWrappedLines() throws {
        let s = "A sentence long enough to wrap onto a second, shorter line here"
        func text(_ alignment: String) throws -> TileText {
            let tile = try #require(try ViewSceneTests.scene(#"Text("\#(s)")"# + alignment, width: 200).cells[0].tile)
            return try #require(tile.texts.first)
        }
        #expect(try text("").look.lineAlignment == .leading)
        #expect(try text(".multilineTextAlignment(.center)").look.lineAlignment == .center)
        #expect(try text(".multilineTextAlignment(TextAlignment.trailing)").look.lineAlignment == .trailing)
        // The frame is the same whatever the alignment; the lines move inside it.
        let frames = try [".multilineTextAlignment(.leading)", ".multilineTextAlignment(.center)", ".multilineTextAlignment(.trailing)"]
            .map { try #require(try ViewSceneTests.scene(#"Text("\#(s)")"# + $0, width: 200).views.first { $0.kind == "Text" }).frame }
        #expect(frames[0] == frames[1] && frames[1] == frames[2])
        // Drawn: the last line starts further right centred, twice as far trailing (the room left on it).
        let lease = try TextLease()
        defer { withExtendedLifetime(lease) {} }  // held to the end: its engine is this test's alone
        let width = frames[0].width
        func lastLineStart(_ a: TextAlignment) -> Double {
            let glyphs = lease.engine.wrappedLayout(s, font: FontSpec(.inter, 17), width: width, look: TextLook(lineAlignment: a)).glyphs()
            let lastY = glyphs.map(\.y).max()!
            return glyphs.filter { $0.y == lastY }.map(\.x).min()!
        }
        let leading = lastLineStart(.leading), centre = lastLineStart(.center), trailing = lastLineStart(.trailing)
        #expect(centre > leading + 10)
        #expect(abs((trailing - leading) - 2 * (centre - leading)) < 0.01)
    }

    @Test func tintColoursTheControlsAndTheTintStyleBelowIt() throws {
        // A switch is green when on; tinted, it takes the tint.
        let toggle = try #require(try ViewSceneTests.scene(#"Toggle("On", isOn: .constant(true)).tint(.orange)"#).cells[0].tile)
        #expect(toggle.shapes.contains { $0.fill == Self.color("orange") })
        #expect(!toggle.shapes.contains { $0.fill == Self.color("green") })
        // A slider's track and a prominent button's bezel are filled with the tint.
        let slider = try #require(try ViewSceneTests.scene("Slider(value: .constant(0.5)).tint(.pink)").cells[0].tile)
        #expect(slider.shapes.contains { $0.fill == Self.color("pink") })
        let button = try #require(try ViewSceneTests.scene(#"Button("Go") {}.buttonStyle(.borderedProminent).accentColor(.green)"#).cells[0].tile)
        #expect(button.shapes.first?.fill == Self.color("green"))
        // The `.tint` style is the tint above the view, else the accent colour; `.tint(nil)` restores it.
        let shape = try #require(try ViewSceneTests.scene("Circle().fill(.tint).tint(.purple)").cells[0].tile)
        #expect(shape.shapes.first?.fill == Self.color("purple"))
        let plain = try #require(try ViewSceneTests.scene("Circle().fill(.tint)").cells[0].tile)
        #expect(plain.shapes.first?.fill == ViewLeaves.color(.named("accentColor"), .light))
        let restored = try #require(try ViewSceneTests.scene("VStack { Circle().fill(.tint).tint(nil) }.tint(.red)").cells[0].tile)
        #expect(restored.shapes.first?.fill == ViewLeaves.color(.named("accentColor"), .light))
        let text = try #require(try ViewSceneTests.scene(#"Text("Tinted").foregroundStyle(.tint).tint(.red)"#).cells[0].tile)
        #expect(text.texts.first?.color == Self.color("red"))
    }

    /// `.textScale(.default)` and a scale with `isEnabled: false` leave the text as it is (Apple's
    /// documentation); `.secondary`, whose size is not documented, is refused by name.
    @Test func theDefaultTextScaleDrawsTheTextAsItIs() throws {
        let plain = try #require(try ViewSceneTests.scene(#"Text("x")"#).views.first { $0.kind == "Text" })
        for modifier in [".textScale(.default)", ".textScale(.secondary, isEnabled: false)"] {
            let scaled = try #require(try ViewSceneTests.scene(#"Text("x")"# + modifier).views.first { $0.kind == "Text" })
            #expect(scaled.frame == plain.frame, "\(modifier)")
        }
        #expect { try ViewSceneTests.scene(#"Text("x").textScale(.secondary)"#) } throws: { "\($0)".contains("secondary scale's size") }
    }

    @Test(arguments: [
        (".multilineTextAlignment(.justified)", "unknown TextAlignment '.justified'"),
        (".imageScale(.huge)", "unknown Image.Scale '.huge'"),
        (".textCase(.title)", "unknown Text.Case '.title'"),
    ])
    func aValueOutsideTheEnvironmentsCasesIsRefusedByName(modifier: String, message: String) {
        #expect { try ViewSceneTests.scene(#"Text("x")"# + modifier) } throws: { "\($0)".contains(message) }
    }
}
