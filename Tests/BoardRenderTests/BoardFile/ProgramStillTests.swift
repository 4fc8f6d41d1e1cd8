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

/// A program board without steps: the view, offered the board's width, at rest.
@Suite struct ProgramStillTests {
    static func read(_ json: String) throws -> Board {
        try BoardFileReader.read(SourceFile(name: "p.json", text: json))
    }

    @Test func theRootIsOfferedTheWidthAndTakesTheHeightItAsksFor() throws {
        let board = try Self.read(#"{"view": "VStack(spacing: 10) { Color.red.frame(height: 30); Text(\"Hi\").padding() }", "width": 300}"#)
        // One engine: a still is a program board with no steps, its first state held.
        #expect(board.isProgramBoard && board.scenario.steps.isEmpty && board.panels.count == 1 && board.cells.isEmpty)
        #expect(board.panels[0].program?.rootName == "VStack")
        let text = PangoTextMeasurer.shared.measure("Hi", font: Platform.iOS.fontSpec(.body), width: nil).size
        let scene = try board.scene(at: 0)
        let root = try #require(scene.views.first { $0.id == "VStack" })
        #expect(abs(root.frame.height - (30 + 10 + text.height + 32)) < 1e-9 && root.frame.width == 300)
        #expect(try board.timeline().steps.isEmpty)
        #expect(scene.status == nil && scene.views.allSatisfy { $0.phase == .present })
        // At rest at every instant: a still.
        #expect(try board.scene(at: 5).views == scene.views)
    }

    /// A view that takes the room offered (Spacers) gets an iPhone's safe-area height; a view of
    /// its own size keeps it; a given height wins; macOS windows fit their content.
    @Test func aViewThatTakesTheRoomGetsAPhonesWindow() throws {
        let flexible = #"VStack { Spacer(); Circle().frame(width: 100, height: 100); Spacer() }"#
        let tall = try Self.read(#"{"view": "\#(flexible)"}"#)
        #expect(tall.slotSize.height == 852 - 59 - 34)
        let scene = try tall.scene(at: 0)
        let circle = try #require(scene.views.first { $0.kind == "Circle" }), stack = try #require(scene.views.first { $0.kind == "VStack" })
        // Centred between the Spacers.
        #expect(abs((circle.frame.origin.y + circle.frame.size.height / 2) - (stack.frame.origin.y + stack.frame.size.height / 2)) < 1e-6)
        #expect(try Self.read(#"{"view": "Circle().frame(width: 40, height: 40).padding()"}"#).slotSize.height == 0)
        #expect(try Self.read(#"{"view": "\#(flexible)", "height": 300}"#).slotSize.height == 300)
        #expect(try Self.read(#"{"view": "\#(flexible)", "platform": "macOS"}"#).slotSize.height == 0)
    }

    @Test func theEnvironmentSetsTheColourSchemeAndReduceMotion() throws {
        let board = try Self.read(#"{"view": "Text(\"Hi\")", "environment": {"colorScheme": "dark", "accessibilityReduceMotion": true}}"#)
        #expect(board.theme.name == "dark" && board.reduceMotion)
        let text = try #require(try board.scene(at: 0).cells[0].tile?.texts.first)
        #expect(text.color == Color(hex: 0xFFFFFF))
    }

    /// The environment values an app reads to pick what it shows: the scene is active, the window
    /// key, the size classes compact, the layout left to right.
    @Test func environmentValuesReadAsWhileAPersonUsesTheApp() throws {
        let swift = """
        struct Status: View {
            @Environment(\\.scenePhase) private var phase
            @Environment(\\.horizontalSizeClass) private var width
            @Environment(\\.layoutDirection) private var direction
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Text(phase == .active && width == .compact && direction == .leftToRight ? "active" : "other")
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Status.swift", json: #"{"swift": ["Status.swift"], "view": "Status()", "subtitle": null}"#)
        #expect(try board.scene(at: 0).views.contains { $0.text == "active" })
    }

    /// Programs side by side are named by the views their expressions start with, not by what
    /// those views' bodies start with.
    @Test func panelsAreNamedByTheirViews() throws {
        let swift = """
        struct Spinner: View { var body: some View { GeometryReader { _ in Circle() } } }
        struct Dots: View { var body: some View { HStack { Circle(); Circle() } } }
        """
        let board = try boardBesideSwift(swift, file: "Views.swift", json: #"""
            {"swift": ["Views.swift"], "width": 120,
             "panels": [{"name": "a", "view": "Spinner().frame(width: 40, height: 40)"}, {"name": "b", "view": "Dots()"}]}
            """#)
        #expect(board.subtitle == "Spinner, Dots · 2 programs · iOS · 120 pt wide each")
    }

    @Test func theHeightCanBeGivenAndThePlatformPicksTheTextStyles() throws {
        let board = try Self.read(#"{"view": "Text(\"Hi\")", "platform": "macOS", "width": 200, "height": 80}"#)
        #expect(board.slotSize == Size(200, 80))
        let text = try #require(try board.scene(at: 0).views.first { $0.kind == "Text" && $0.id != "status" })
        let mac = PangoTextMeasurer.shared.measure("Hi", font: Platform.macOS.fontSpec(.body), width: nil).size
        #expect(text.frame.size == mac)
    }

    /// A program's controls bound to its `@State` (`$query`, `$onlyTiles`) show the state's values.
    @Test func bindingsShowTheirStatesValue() throws {
        let swift = """
        import SwiftUI
        struct FilterView: View {
            @State private var query = "Ring"
            @State private var onlyTiles = true
            var body: some View {
                VStack {
                    TextField("Filter", text: $query, prompt: Text("Filter labels"))
                    Toggle("Tiles only", isOn: $onlyTiles)
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "F.swift", json: #"{"swift": ["F.swift"], "view": "FilterView()", "width": 300}"#)
        let views = try board.scene(at: 0).views
        let field = try #require(views.first { $0.kind == "TextField" }), toggle = try #require(views.first { $0.kind == "Toggle" })
        #expect(field.text == "Ring" && field.prompt == false && toggle.isOn == true)
    }

    @Test(arguments: [
        (#"{"view": "Text(\"Hi\")", "steps": [{"click": "Go"}]}"#, "no Button is labelled “Go”; there is no Button"),
        (#"{"view": "Text(\"Hi\")", "width": 5}"#, "\"width\" must be from 20 to 4000"),
        (#"{"view": "Txt(\"Hi\")"}"#, "did you mean 'Text'"),
        (#"{"view": "Text(\"Hi\")", "records": []}"#, "belongs to scenario boards"),
        (#"{"view": "Text(\"Hi\")", "environment": {"colorscheme": "dark"}}"#, "unknown environment value"),
        (#"{"view": "Text(\"Hi\")", "environment": {"colorScheme": "dim"}}"#, "is \"light\" or \"dark\""),
    ])
    func badProgramBoardsAreRefusedWithWhy(_ json: String, _ fragment: String) {
        do {
            _ = try Self.read(json)
            Issue.record("read: \(json)")
        } catch {
            #expect("\(error)".contains(fragment), "\(error)")
        }
    }

    /// `"steps": []` and no `"steps"` are the same still, and a still of several programs side by
    /// side is a board too.
    @Test func emptyStepsArePanelsAtRest() throws {
        let a = try Self.read(#"{"view": "Text(\"Hi\").padding()", "width": 200}"#)
        let b = try Self.read(#"{"view": "Text(\"Hi\").padding()", "width": 200, "steps": []}"#)
        #expect(try a.scene(at: 0) == b.scene(at: 0))
        let two = try Self.read(#"{"panels": [{"name": "A", "view": "Text(\"A\")"}, {"name": "B", "view": "Text(\"B\")"}], "width": 120}"#)
        let texts = try two.scene(at: 0).views.filter { $0.kind == "Text" }.map(\.text)
        #expect(texts == ["A", "B"] && two.scenario.steps.isEmpty)
    }

    /// A still runs through the program engine, where each view is drawn on its own: a shadow on
    /// part of the view is cast by that part (a one-cell grid refused it).
    @Test func aShadowOnPartOfTheViewIsDrawn() throws {
        let board = try Self.read(#"{"view": "VStack { Text(\"Card\").padding().background(Color.white).shadow(radius: 4); Text(\"Plain\") }", "width": 200}"#)
        let scene = try board.scene(at: 0)
        func shadows(_ text: String) -> [TileShadow]? {
            let id = scene.views.first { $0.text == text }?.id
            return scene.cells.first { $0.name == id }?.tile?.shadows
        }
        #expect(shadows("Card")?.count == 1 && shadows("Plain") == [])
    }
}
