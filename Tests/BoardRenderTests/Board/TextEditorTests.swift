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

/// `TextEditor(text:)`: the room it is offered, its text wrapped inside UITextView's insets from
/// the top, cut at its frame.
@Suite struct TextEditorTests {
    static let text = "Buy milk, eggs and flour. Call the bakery about the cake for Saturday afternoon."

    @Test func itTakesTheRoomOfferedAndWrapsItsTextInside() throws {
        let scene = try ViewSceneTests.scene(#"TextEditor(text: .constant("\#(Self.text)")).frame(height: 90)"#, width: 240, height: 100)
        let v = try #require(scene.views.first { $0.kind == "TextEditor" })
        #expect(v.frame.width == 240 && v.frame.height == 90 && v.text == Self.text)
        let tile = try #require(scene.cells[0].tile)
        let text = try #require(tile.texts.first)
        // Inside the insets: 5 pt from the sides, 8 pt from the top, wrapped to the width between.
        #expect(text.wrapWidth == 240 - 10 && text.clips.count == 1)
        let m = PangoTextMeasurer.shared.measure(Self.text, font: Platform.iOS.fontSpec(.body), width: 230)
        #expect(m.lines > 1)
    }

    @Test func withNoRoomOfferedItIsItsTextsSize() throws {
        let scene = try ViewSceneTests.scene(#"TextEditor(text: .constant("Hi")).fixedSize()"#)
        let v = try #require(scene.views.first { $0.kind == "TextEditor" })
        let m = PangoTextMeasurer.shared.measure("Hi", font: Platform.iOS.fontSpec(.body), width: nil)
        #expect(v.frame.width == 120 && abs(v.frame.height - (m.size.height + 16)) < 1e-6)
    }

    @Test func aBindingToStateIsRefusedInACell() {
        // A cell's view is run like a program's body: `$notes` names no state of it.
        #expect { try ViewSceneTests.scene("TextEditor(text: $notes)") } throws: {
            "\($0)".contains("'$notes' needs 'notes' to be an @State or @Binding property")
        }
    }
}
