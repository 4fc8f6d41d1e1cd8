import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import ViewEngine

/// `.contentTransition(.numericText())` rolls the digits that change — up for an increase, down
/// for `countsDown` or a decreasing `value:` — and keeps those that stay (issue 41: "9" and "10"
/// were overprinted in a cross-fade).
@Suite struct NumericTextTests {
    static func board(_ transition: String, from: Int, by: Int) throws -> Board {
        let swift = """
        import SwiftUI
        struct Counter: View {
            @State var n = \(from)
            var body: some View {
                VStack {
                    Text("\\(n)").contentTransition(\(transition))
                    Button("Change") { withAnimation(.linear(duration: 1)) { n += \(by) } }
                }
            }
        }
        """
        return try boardBesideSwift(swift, file: "C.swift",
                                    json: #"{"swift": ["C.swift"], "view": "Counter()", "width": 200, "height": 120, "steps": [{"click": "Change"}]}"#)
    }

    /// The texts of the counter's cell mid-change, and at rest after it.
    static func texts(_ board: Board) throws -> (mid: [TileText], rest: TileText) {
        let step = try #require(try board.timeline().steps.first)
        func counter(_ t: Double) throws -> [TileText] {
            try #require(board.scene(at: t).cells.first { $0.name.hasSuffix("Text[0]") }?.tile).texts
        }
        let rest = try #require(try counter(step.end + 0.1).first)
        return (try counter(step.start + (step.end - step.start) / 2), rest)
    }

    @Test func theChangedDigitRollsUpAndTheOthersStay() throws {
        let (mid, rest) = try Self.texts(try Self.board(".numericText()", from: 18, by: 1))
        // "1" stays where it is; "8" leaves upwards, "9" arrives from below, both half faded.
        let kept = try #require(mid.first { $0.text == "1" })
        #expect(kept.anchor == rest.anchor && kept.opacity == 1)
        let leaving = try #require(mid.first { $0.text == "8" }), arriving = try #require(mid.first { $0.text == "9" })
        #expect(leaving.anchor.y < rest.anchor.y && arriving.anchor.y > rest.anchor.y)
        #expect(abs(leaving.opacity - 0.5) < 0.01 && abs(arriving.opacity - 0.5) < 0.01)
        // The changed digits stand where they stand in the whole string: right of the "1".
        #expect(leaving.anchor.x > rest.anchor.x && leaving.anchor.x == arriving.anchor.x)
        #expect(rest.text == "19")
    }

    @Test func aStringOfAnotherLengthRollsWholeAndCountingDownRollsDown() throws {
        let (mid, _) = try Self.texts(try Self.board(".numericText()", from: 9, by: 1))
        #expect(Set(mid.map(\.text)) == ["9", "10"])
        let (down, rest) = try Self.texts(try Self.board(".numericText(countsDown: true)", from: 18, by: 1))
        #expect(try #require(down.first { $0.text == "8" }).anchor.y > rest.anchor.y)
        let (value, rest2) = try Self.texts(try Self.board(".numericText(value: Double(n))", from: 18, by: -1))
        #expect(try #require(value.first { $0.text == "8" }).anchor.y > rest2.anchor.y, "a decrease rolls down")
    }

    @Test func theDefaultStillCrossFades() throws {
        let (mid, rest) = try Self.texts(try Self.board(".opacity", from: 18, by: 1))
        #expect(Set(mid.map(\.text)) == ["18", "19"])
        #expect(mid.allSatisfy { $0.anchor == rest.anchor })
    }
}
