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

/// `Color(…)` initializers in views: each is drawn as the colour it names, or refused by name —
/// never drawn as black (an unlabelled `Color(.systemGray6)` was read as black).
@Suite struct ColorInitializerTests {
    /// A name the colours below use, declared as an app would.
    static let names = try! SwiftEnvironment(source: "let c = 0", name: "T.swift")

    /// The colour `source` names, run by the interpreter first (as every view's arguments are).
    static func tint(_ source: String) throws -> Tint {
        try ValueReader.viewColor(try names.normalize(try ExpressionParser.parse(source)), for: "test")
    }

    static func drawn(_ source: String, dark: Bool = false) throws -> Color {
        ViewLeaves.color(try tint(source), dark ? Theme.dark : Theme.light)
    }

    @Test func systemColoursFollowTheAppearance() throws {
        #expect(try Self.drawn("Color(.systemGray6)") == Color(hex: 0xF2F2F7))
        #expect(try Self.drawn("Color(.systemGray6)", dark: true) == Color(hex: 0x1C1C1E))
        #expect(try Self.drawn("Color(uiColor: .systemBackground)") == Color(hex: 0xFFFFFF))
        #expect(try Self.drawn("Color(uiColor: .systemBackground)", dark: true) == Color(hex: 0x000000))
        #expect(try Self.drawn("Color(UIColor.systemRed)") == Theme.light.tint(named: "red"))
        #expect(try Self.drawn("Color(nsColor: .windowBackgroundColor)") == Color(hex: 0xECECEC))
    }

    /// UIKit's fixed class colours (`Color(.blue)`: UIColor.blue) are UIColor's own, the same
    /// in both appearances — not SwiftUI's system colours (issue 41: a reference render has
    /// 0,0,255 / 255,0,0 / 153,102,51 where boardgen drew system blue, red and brown).
    @Test func uiKitsFixedColoursAreUIColorsOwn() throws {
        #expect(try Self.drawn("Color(.blue)") == Color(red: 0, green: 0, blue: 1))
        #expect(try Self.drawn("Color(.red)", dark: true) == Color(red: 1, green: 0, blue: 0))
        #expect(try Self.drawn("Color(uiColor: .brown)") == Color(red: 0.6, green: 0.4, blue: 0.2))
        #expect(try Self.drawn("Color(UIColor.darkGray)") == Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3))
        #expect(try Self.drawn("Color(.magenta)") == Color(red: 1, green: 0, blue: 1))
        // SwiftUI's own colours and the system ones are unchanged.
        #expect(try Self.drawn("Color.blue") == Theme.light.tint(named: "blue"))
        #expect(try Self.drawn("Color(.systemBlue)") == Theme.light.tint(named: "blue"))
    }

    @Test func whiteAndHueAreRead() throws {
        #expect(try Self.drawn("Color(white: 0.5)") == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(try Self.drawn("Color(hue: 0, saturation: 1, brightness: 1)") == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(try Self.drawn("Color(hue: 1 / 3, saturation: 1, brightness: 1, opacity: 0.5)") == Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        #expect(try Self.drawn("Color(.sRGB, red: 1, green: 0.5, blue: 0)") == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test(arguments: [
        ("Color(\"AccentColor\")", "names a colour in your app's assets"),
        ("Color(.systemGrey6)", "unknown system colour '.systemGrey6'"),
        ("Color(cgColor: c)", "this Color initializer is not drawn on a board"),
        ("Color(hex: \"#ff7a00\")", "Color(hex:) is not an initializer of SwiftUI's Color: an extension of your app"),
    ])
    func othersAreRefusedByName(_ source: String, _ fragment: String) {
        do {
            _ = try Self.tint(source)
            Issue.record("\(source) was read")
        } catch {
            #expect("\(error)".contains(fragment), "\(error)")
        }
    }
}
