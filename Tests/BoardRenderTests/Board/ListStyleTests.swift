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

/// `.listStyle`: iOS's automatic List is inset grouped — each section's rows on a rounded card over
/// the grouped background; `.grouped` spans the cards across; `.plain` keeps rows on the window.
@Suite struct ListStyleTests {
    static let sections = #"List { Section("Fruit") { Text("Apples"); Text("Pears") }; Section { Text("Kale") } }"#

    @Test func theAutomaticStyleOnIOSIsInsetGrouped() throws {
        let scene = try ViewSceneTests.scene(Self.sections, height: 300)
        let views = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.id, $0) })
        let list = try #require(views["c"]), p = Platform.iOS
        #expect(list.kind == "List")
        // The grouped background fills the List, behind it.
        let background = try #require(views["c/background/Color"])
        #expect(background.frame == list.frame)
        // Two cards, inset from the List's sides; the header between the List's top and the first card.
        let cards = scene.views.filter { $0.kind == "RoundedRectangle" }
        #expect(cards.count == 2)
        #expect(cards.allSatisfy { $0.frame.minX == list.frame.minX + p.insetGroupedMargin && $0.frame.maxX == list.frame.maxX - p.insetGroupedMargin })
        // iOS uppercases a grouped List's headers.
        let header = try #require(scene.views.first { $0.text == "FRUIT" })
        #expect(header.frame.minX == list.frame.minX + p.insetGroupedMargin + p.listRowInsets.leading)
        #expect(header.frame.maxY + p.sectionLabelInsets.bottom == cards[0].frame.minY)
        // A section without a header sits a section's spacing below the card above it.
        #expect(abs(cards[1].frame.minY - cards[0].frame.maxY - p.groupedSectionSpacing) < 1e-9)
        // The rows are on the cards, inset as in a plain list; a separator between two rows only.
        let apples = try #require(scene.views.first { $0.text == "Apples" })
        #expect(apples.frame.minX == cards[0].frame.minX + p.listRowInsets.leading)
        #expect(scene.views.filter { $0.kind == "Divider" }.count == 1)
        // The colours: light grey behind, white cards (dark: black and #1C1C1E).
        let tile = try #require(scene.cells[0].tile)
        #expect(tile.shapes.first?.fill == Color(hex: 0xF2F2F7))
        #expect(tile.shapes.filter { $0.fill == Color(hex: 0xFFFFFF) && $0.cornerRadius == p.groupedCornerRadius }.count == 2)
    }

    @Test(arguments: [".listStyle(.insetGrouped)", ".listStyle(InsetGroupedListStyle())", ".listStyle(.automatic)",
                      ".listStyle(DefaultListStyle())", ".listStyle(.sidebar)"])
    func spellingsOfTheInsetGroupedLook(_ modifier: String) throws {
        let a = try ViewSceneTests.scene(Self.sections, height: 300).views
        let b = try ViewSceneTests.scene(Self.sections + modifier, height: 300).views
        #expect(a.map(\.frame) == b.map(\.frame) && a.map(\.kind) == b.map(\.kind))
    }

    @Test func groupedSpansAndPlainKeepsTheWindow() throws {
        let grouped = try ViewSceneTests.scene(Self.sections + ".listStyle(GroupedListStyle())", height: 300)
        let list = try #require(grouped.views.first { $0.kind == "List" })
        let cards = grouped.views.filter { $0.kind == "Rectangle" }
        #expect(cards.count == 2 && cards.allSatisfy { $0.frame.minX == list.frame.minX && $0.frame.width == list.frame.width })
        let plain = try ViewSceneTests.scene(Self.sections + ".listStyle(.plain)", height: 300)
        #expect(!plain.views.contains { $0.kind == "Color" || $0.kind == "RoundedRectangle" || $0.kind == "Rectangle" })
        let kale = try #require(plain.views.first { $0.text == "Kale" })
        #expect(kale.frame.minX == list.frame.minX + Platform.iOS.listRowInsets.leading)
        // macOS's automatic List is plain.
        let mac = try ViewSceneTests.scene(Self.sections, height: 300, platform: "macOS")
        #expect(!mac.views.contains { $0.kind == "RoundedRectangle" })
    }

    @Test func headersKeepTheirCaseWhenTheSectionSaysSo() throws {
        let asWritten = try ViewSceneTests.scene(#"List { Section("Fruit") { Text("Apples") }.textCase(nil) }"#, height: 300)
        #expect(asWritten.views.contains { $0.text == "Fruit" })
        let header = try ViewSceneTests.scene(#"List { Section { Text("Apples") } header: { Text("Fruit").textCase(.lowercase) } }"#, height: 300)
        #expect(header.views.contains { $0.text == "fruit" })
        // Footers and plain lists are not uppercased.
        let footer = try ViewSceneTests.scene(#"List { Section { Text("Apples") } footer: { Text("Fresh") } }"#, height: 300)
        #expect(footer.views.contains { $0.text == "Fresh" })
        let plain = try ViewSceneTests.scene(Self.sections + ".listStyle(.plain)", height: 300)
        #expect(plain.views.contains { $0.text == "Fruit" })
    }

    @Test func aHeadlessFirstCardSitsBelowTheTopAndADisabledButtonIsGrey() throws {
        let scene = try ViewSceneTests.scene(#"Form { Section { Button("Save") { }.disabled(true); Button("Open") { } } }"#, height: 300)
        let list = try #require(scene.views.first { $0.kind == "List" })
        let card = try #require(scene.views.first { $0.kind == "RoundedRectangle" })
        #expect(card.frame.minY - list.frame.minY == Platform.iOS.groupedListTopInset)
        // The disabled title is tertiaryLabel grey at full opacity; the enabled one is the accent.
        let texts = scene.cells.compactMap(\.tile).flatMap(\.texts)
        let save = try #require(texts.first { $0.text == "Save" }), open = try #require(texts.first { $0.text == "Open" })
        #expect(save.color == Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
        #expect(open.color == Color(hex: 0x007AFF))
    }

    @Test func theBackgroundCanBeHidden() throws {
        let hidden = try ViewSceneTests.scene(Self.sections + ".scrollContentBackground(.hidden)", height: 300)
        #expect(!hidden.views.contains { $0.kind == "Color" })
        #expect(hidden.views.filter { $0.kind == "RoundedRectangle" }.count == 2)
    }

    @Test(arguments: [(".listStyle(.fancy)", "'.listStyle' takes"), (".listStyle(MyListStyle())", "a custom style cannot be drawn"),
                      (".scrollContentBackground(.gone)", ".hidden, .visible or .automatic")])
    func unknownStylesAreRefused(modifier: String, message: String) {
        #expect { try ViewSceneTests.scene(Self.sections + modifier) } throws: { "\($0)".contains(message) }
    }

    /// `.listRowSeparator(.hidden)`: no separator next to the row (above and below, or the edge named).
    @Test func aRowCanHideItsSeparators() throws {
        func dividers(_ rows: String) throws -> Int {
            try ViewSceneTests.scene("List { \(rows) }.listStyle(.plain)", height: 300).views.filter { $0.kind == "Divider" }.count
        }
        #expect(try dividers(#"Text("A"); Text("B"); Text("C")"#) == 2)
        #expect(try dividers(#"Text("A"); Text("B").listRowSeparator(.hidden); Text("C")"#) == 0)
        #expect(try dividers(#"Text("A"); Text("B").listRowSeparator(.hidden, edges: .bottom); Text("C")"#) == 1)
        #expect(try dividers(#"Text("A"); Text("B").listRowSeparator(.visible); Text("C")"#) == 2)
        #expect(try dividers(#"ForEach(0..<4) { _ in Text("row") }.listRowSeparator(.hidden)"#) == 0)
        #expect { try dividers(#"Text("A").listRowSeparator(.gone)"#) } throws: { "\($0)".contains(".hidden, .visible or .automatic") }
    }

    /// Modifiers with nothing to draw are read; a preferred colour scheme is a .light or .dark one.
    @Test func modifiersWithoutADrawingAndTheColourScheme() throws {
        _ = try ViewSceneTests.scene(#"VStack { TextField("Name", text: .constant("")).autocapitalization(.none) }.coordinateSpace(name: "scroll")"#)
        #expect { try ViewSceneTests.scene(#"Text("x").preferredColorScheme(.dusk)"#) } throws: { "\($0)".contains(".light or .dark") }
    }
}
