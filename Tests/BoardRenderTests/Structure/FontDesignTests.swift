import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun
@testable import Painter

/// `design: .rounded / .serif / .monospaced` (`.system(…, design:)`, `.fontDesign(_:)`): a pinned
/// open family each (docs/text.md, "Fonts").
@Suite struct FontDesignTests {
    static func textFont(_ code: String) throws -> FontSpec {
        let scene = try ViewSceneTests.scene(code)
        let tile = try #require(scene.cells.first { $0.name.hasSuffix("Text[0]") || $0.name.hasSuffix("Text") }?.tile
            ?? scene.cells.compactMap(\.tile).first { !$0.texts.isEmpty })
        return try #require(tile.texts.first).font
    }

    static func families(_ font: FontSpec) throws -> Set<String> {
        let layout = try TextLease().engine.wrappedLayout("Rounded serif", font: font, width: nil)
        return Set(layout.glyphs().map { TextEngine.family(of: $0.font) })
    }

    @Test func systemDesignsPickTheirFamilies() throws {
        let rounded = try Self.textFont(#"Text("a").font(.system(.body, design: .rounded))"#)
        #expect(rounded.design == .rounded && rounded.size == 17)
        #expect(try Self.families(rounded) == ["Quicksand"])
        let serif = try Self.textFont(#"Text("a").font(.system(size: 20, weight: .bold, design: .serif))"#)
        #expect(serif.design == .serif && serif.face == .interBold)
        #expect(try Self.families(serif) == ["Caladea"])
        let mono = try Self.textFont(#"Text("a").font(.system(.body, design: .monospaced))"#)
        #expect(mono.face == .mono)
        #expect(try Self.families(Platform.iOS.fontSpec(.body)) == ["Inter"])
    }

    @Test func fontDesignSetsTheDesignOfTheFontBelow() throws {
        #expect(try Self.textFont(#"Text("a").font(.title).fontDesign(.serif)"#).design == .serif)
        #expect(try Self.textFont(#"VStack { Text("a") }.fontDesign(.rounded)"#).design == .rounded)
        #expect(try Self.textFont(#"Text("a").fontDesign(.monospaced)"#).face == .mono)
        #expect(try Self.textFont(#"Text("a").fontDesign(.default)"#).design == .text)
    }

    @Test func theDesignsKeepSFProsLineBox() throws {
        let rounded = try Self.textFont(#"Text("a").font(.system(.body, design: .rounded))"#)
        #expect(rounded.lines == Platform.iOS.fontSpec(.body).lines)
        let m = PangoTextMeasurer.shared.measure("Ag", font: rounded, width: nil)
        #expect(abs(m.size.height - 17 * 2444 / 2048) < 1e-6)
    }
}
