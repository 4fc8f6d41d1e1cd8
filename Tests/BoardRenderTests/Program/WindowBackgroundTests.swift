import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import ViewEngine

/// An iOS program's window is `systemBackground`: white, and black in the dark appearance, as
/// SwiftUI draws an iOS app (issue 41: reference renders are 0,0,0 where a 36,36,38 card was drawn);
/// a macOS program's is the window's grey.
@Suite struct WindowBackgroundTests {
    static let swift = "import SwiftUI\nstruct V: View { var body: some View { Text(\"Hi\") } }"

    @Test func anIOSProgramsWindowIsBlackInTheDark() throws {
        let board = try boardBesideSwift(Self.swift, file: "V.swift", json: #"{"swift": ["V.swift"], "view": "V()"}"#)
        let dark = try SceneBuilder(board: board.themed(.dark)).scene(at: 0)
        #expect(dark.boxes.first?.fill == Color(hex: 0x000000), "\(String(describing: dark.boxes.first?.fill))")
        let light = try SceneBuilder(board: board).scene(at: 0)
        #expect(light.boxes.first?.fill == Color(hex: 0xFFFFFF))
    }

    @Test func aMacOSWindowIsTheWindowsGrey() throws {
        // Issue 41: macOS hosting-view references show a 231,231,231 window where white was drawn.
        let board = try boardBesideSwift(Self.swift, file: "V.swift", json: #"{"swift": ["V.swift"], "view": "V()", "platform": "macOS"}"#)
        let light = try SceneBuilder(board: board).scene(at: 0)
        #expect(light.boxes.first?.fill == Color(hex: 0xE7E7E7))
        let dark = try SceneBuilder(board: board.themed(.dark)).scene(at: 0)
        #expect(dark.boxes.first?.fill == PanelColors.macOSWindow.dark)
    }
}

