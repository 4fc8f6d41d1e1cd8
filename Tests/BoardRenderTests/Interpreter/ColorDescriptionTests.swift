import Testing
@testable import SwiftRun

/// `Color`'s `description` (Interpreter+Members.swift), as SwiftUI prints a colour: a named one by
/// its name, one of components as `#RRGGBBAA` (greenlight's cards label themselves with
/// `Text(green.description.prefix(7))`).
@Suite struct ColorDescriptionTests {
    @Test func aColourPrintsItsNameOrItsComponents() throws {
        #expect(try Run.value("Color.red.description") == "red")
        #expect(try Run.value("Color(red: 1, green: 0.5, blue: 0).description") == "#FF8000FF")
        #expect(try Run.value("String(Color(white: 0, opacity: 0.5).description.prefix(7))") == "#000000")
    }
}
