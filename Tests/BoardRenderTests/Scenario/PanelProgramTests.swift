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

/// A scenario panel is translated into the view tree of its SwiftUI program
/// (docs/board-format.md, "Scenario panels are programs").
@Suite struct PanelProgramTests {
    static let records = [Record(id: "1", title: "Tile A", kind: "Tile", flag: true), Record(id: "2", title: "Dot A", kind: "Dot")]
    static let list = ListView(animation: ScopedAnimation(.easeInOut(duration: 0.22), value: .visible, source: ".easeInOut(duration: 0.22)"),
                               empty: EmptyState(text: "Nothing"))
    static let panel = Panel(name: "p", views: [.field(placeholder: "Filter"), .toggle("Tiles only"), .list(list)])

    static func tree(_ state: ScenarioState, identity: IdentityMode = .id, reduceMotion: Bool = false) throws -> ViewNode {
        try panel.program(states: [state], animations: [nil], identity: identity, reduceMotion: reduceMotion).frames[0]
    }

    /// The ids of the rows, the controls' states and the list's `.animation` in a laid-out tree.
    static func summary(_ node: ViewNode) throws -> (rows: [String], texts: [String], animation: Animation??) {
        let laid = try node.layout(id: "Panel", proposal: ProposedSize(width: 260, height: nil), platform: .iOS,
                                   measurer: FixedAdvanceMeasurer())
        let rows = laid.views.map(\.id).filter { $0.hasPrefix("Panel/VStack[2]/ForEach[") && !$0.dropFirst(24).contains("/") }
        let texts = laid.views.compactMap(\.text)
        var animation: Animation?? = nil
        for v in laid.views where v.id == "Panel/VStack[2]" {
            for case let .watch(a, _, _) in v.styles.scope { animation = .some(a) }
        }
        return (rows, texts, animation)
    }

    @Test func controlsShowTheStateAndRowsAreIdentifiedByTheirIDs() throws {
        var state = ScenarioState(records: Self.records)
        state.query = "a"
        let s = try Self.summary(try Self.tree(state))
        #expect(s.rows == ["Panel/VStack[2]/ForEach[1]", "Panel/VStack[2]/ForEach[2]"])
        #expect(s.texts.starts(with: ["a", "Tiles only"]))
        #expect(s.texts.contains("Tile A") && s.texts.contains("Dot") && !s.texts.contains("Nothing"))
        #expect(s.animation == .some(.easeInOut(duration: 0.22)))
    }

    @Test func indexAndFreshIdentities() throws {
        var state = ScenarioState(records: Self.records)
        state.generation = 3
        #expect(try Self.summary(try Self.tree(state, identity: .index)).rows == ["Panel/VStack[2]/ForEach[0]", "Panel/VStack[2]/ForEach[1]"])
        #expect(try Self.summary(try Self.tree(state, identity: .fresh)).rows == ["Panel/VStack[2]/ForEach[1#3]", "Panel/VStack[2]/ForEach[2#3]"])
    }

    @Test func theEmptyStateIsTheListsIfAndReduceMotionBlocksItsAnimation() throws {
        var state = ScenarioState(records: Self.records)
        state.query = "zzz"
        let s = try Self.summary(try Self.tree(state, reduceMotion: true))
        #expect(s.rows.isEmpty && s.texts.contains("Nothing"))
        #expect(s.animation == .some(nil))
    }

    @Test func twoShownRecordsWithOneIDAreRefused() {
        let state = ScenarioState(records: [Record(id: "1", title: "A"), Record(id: "1", title: "B")])
        #expect(throws: BoardError.self) { try Self.tree(state) }
    }
}
