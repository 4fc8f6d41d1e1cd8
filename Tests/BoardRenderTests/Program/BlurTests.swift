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

/// `.blur(radius:)` inside a view: a render effect whose radius animates with the transaction
/// (docs/semantics.md §18), drawn by the painter's Gaussian.
@Suite struct BlurTests {
    static let swift = """
    import SwiftUI

    struct Focus: View {
        @State private var focused = false
        var body: some View {
            VStack(spacing: 12) {
                Button("Focus") { withAnimation(.easeInOut(duration: 0.4)) { focused.toggle() } }
                Text("Background")
                    .padding()
                    .background(Color.orange.opacity(0.4))
                    .blur(radius: focused ? 8 : 0)
                    .blur(radius: focused ? 6 : 0)
                Text("Sharp")
            }
        }
    }
    """

    @Test func theRadiusAnimatesAndNestedBlursCombine() throws {
        let board = try boardBesideSwift(Self.swift, file: "Focus.swift",
                                         json: #"{"swift": ["Focus.swift"], "view": "Focus()", "steps": [{"click": "Focus"}]}"#)
        let b = try SceneBuilder(board: board)
        let start = b.timeline.steps[0].start
        func blur(_ text: String, at t: Double) -> Double? {
            b.scene(at: t).cells.first { $0.texts.first?.text == text }?.tile?.blurRadius
        }
        #expect(blur("Background", at: 0) == 0)
        // Halfway through an easeInOut: radii 4 and 3, combined as Gaussians: 5.
        #expect(approx(blur("Background", at: start + 0.2)!, 5, 1e-6))
        #expect(approx(blur("Background", at: b.timeline.cycle)!, 10, 1e-9))
        #expect(blur("Sharp", at: b.timeline.cycle) == 0)
        // The background colour is blurred with the text it is behind.
        let color = b.scene(at: b.timeline.cycle).cells.first { $0.name.hasSuffix("/background/Color") }
        #expect(approx(color!.tile!.blurRadius, 10, 1e-9))
    }

    @Test func aBlurOnPartOfAGridCellsViewIsRefusedByName() throws {
        let json = #"{"cells": [{"name": "b", "view": "VStack { Tile(\"A\").blur(radius: 3); Tile(\"B\") }"}]}"#
        #expect(throws: BoardFileError.self) { try BoardFileReader.read(SourceFile(name: "b.json", text: json)) }
        do { _ = try BoardFileReader.read(SourceFile(name: "b.json", text: json)) } catch {
            #expect(error.description.contains("a .blur on part of a cell's view is not drawn yet"))
        }
        let whole = #"{"cells": [{"name": "b", "view": "VStack { Tile(\"A\"); Tile(\"B\") }.blur(radius: 3)"}]}"#
        let board = try BoardFileReader.read(SourceFile(name: "b.json", text: whole))
        let item = try board.scene(at: -1).cells[0].tile!
        #expect(approx(item.blurRadius, 3, 1e-9))
    }
}
