import Foundation
import Testing
@testable import BoardModel
@testable import SwiftRun

/// The SF Symbol table and the rules that extend it (Sources/SwiftRun/Symbols): every line names
/// a Material icon boardgen knows, the lines are sorted, and each rule picks the stand-in
/// docs/symbols.md says.
@Suite struct SymbolTableTests {
    @Test func everyLineNamesAKnownIconAndTheTableIsSorted() {
        let lines = SymbolTable.lines
        #expect(lines.count > 600)
        #expect(lines.map(\.symbol) == lines.map(\.symbol).sorted())
        #expect(Set(lines.map(\.symbol)).count == lines.count)
        let unknown = lines.filter { MaterialIcons.glyph($0.icon) == nil }
        #expect(unknown.isEmpty, "\(unknown)")
        #expect(SymbolTable.standIns.count == lines.count)
    }

    @Test(arguments: [
        ("heart", "favorite_border"), ("heart.fill", "favorite"), ("star", "star_border"), ("star.fill", "star"),
        ("checkmark.circle", "check_circle_outline"), ("checkmark.circle.fill", "check_circle"),
        ("xmark.circle.fill", "cancel"), ("globe", "language"), ("trash", "delete_outline"), ("trash.fill", "delete"),
        ("gear", "settings"), ("plus", "add"), ("magnifyingglass", "search"), ("chevron.right", "chevron_right"),
    ])
    func aListedNameDrawsItsIcon(symbol: String, icon: String) throws {
        let standIn = try #require(SymbolStandIn.resolve(symbol))
        #expect(standIn.name == icon && standIn.glyph.name == icon && standIn.inner == nil)
    }

    /// `.fill` of a listed outline draws the outline's filled form; of a solid icon, the icon.
    @Test func aFillNameNotListedDrawsItsBasesFilledForm() throws {
        #expect(SymbolTable.standIns["bubble.fill"] == nil && SymbolTable.standIns["bubble"]?.name == "chat_bubble_outline")
        #expect(SymbolStandIn.resolve("bubble.fill")?.name == "chat_bubble")
        #expect(SymbolTable.standIns["map.fill"] == nil)
        #expect(SymbolStandIn.resolve("map.fill")?.name == "map")
    }

    /// `N.circle`, `X.circle.fill`, `x.square`: an enclosure with the digits, the letter or the
    /// symbol's glyph inside (its filled form in a filled enclosure).
    @Test func anEnclosedNameComposesItsEnclosureAndContent() throws {
        let one = try #require(SymbolStandIn.resolve("1.circle"))
        #expect(one.glyph == MaterialIcons.ring && one.inner == .text("1") && !one.filledEnclosure)
        let two = try #require(SymbolStandIn.resolve("02.square.fill"))
        #expect(two.glyph == MaterialIcons.squareFilled && two.inner == .text("02") && two.filledEnclosure)
        let letter = try #require(SymbolStandIn.resolve("a.circle.fill"))
        #expect(letter.name == "circle + a" && letter.glyph == MaterialIcons.disc)
        let gear = try #require(SymbolStandIn.resolve("gear.circle.fill"))
        let settings = try #require(MaterialIcons.glyph("settings"))
        #expect(gear.name == "circle + settings" && gear.inner == .glyph(settings))
        let trash = try #require(SymbolStandIn.resolve("trash.circle.fill"))
        let delete = try #require(MaterialIcons.glyph("delete")), deleteOutline = try #require(MaterialIcons.glyph("delete_outline"))
        #expect(trash.inner == .glyph(delete))
        #expect(SymbolStandIn.resolve("trash.circle")?.inner == .glyph(deleteOutline))
        // Three characters, or content with no stand-in: no enclosure is drawn.
        #expect(SymbolStandIn.resolve("abc.circle") == nil)
        #expect(SymbolStandIn.resolve("no.such.symbol.circle.fill") == nil)
        #expect(SymbolStandIn.resolve("no.such.symbol") == nil)
    }

    /// With layers coloured apart, a listed enclosed name is composed so its layers can differ.
    @Test func layeredModesComposeAListedEnclosedName() throws {
        #expect(SymbolStandIn.resolve("xmark.circle.fill")?.name == "cancel")
        let layered = try #require(SymbolStandIn.resolve("xmark.circle.fill", layered: true))
        #expect(layered.name == "circle + close" && layered.filledEnclosure)
    }

    /// `.symbolVariant(.fill)` takes the variant where it has a stand-in, else the name as written.
    @Test func aVariantIsTakenWhereItHasAStandIn() {
        #expect(SymbolStandIn.resolve("heart", variant: "fill").name == "heart.fill")
        #expect(SymbolStandIn.resolve("heart", variant: "fill").standIn?.name == "favorite")
        #expect(SymbolStandIn.resolve("heart.fill", variant: "fill").name == "heart.fill")
        #expect(SymbolStandIn.resolve("person.crop.circle.badge.moon", variant: "circle").standIn == nil)
        #expect(SymbolStandIn.resolve("heart", variant: nil).name == "heart")
    }

    /// The measured uses (scripts/symbols/usage.tsv): at least 95 % of them draw a stand-in.
    @Test func theTableCoversNinetyFivePercentOfMeasuredUses() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../scripts/symbols/usage.tsv").standardized.path
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix("name\t") }
            .map { $0.split(separator: "\t") }
        let uses = rows.map { (String($0[0]), Int($0[1]) ?? 0) }
        let total = uses.reduce(0) { $0 + $1.1 }
        let drawn = uses.filter { SymbolStandIn.resolve($0.0) != nil }.reduce(0) { $0 + $1.1 }
        #expect(total > 5000)
        #expect(Double(drawn) / Double(total) >= 0.95, "\(drawn) of \(total)")
    }
}
