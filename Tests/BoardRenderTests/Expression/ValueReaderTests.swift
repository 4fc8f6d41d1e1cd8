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

/// The shared readers the transition table will use.
@Suite struct ValueReaderTests {
    func expr(_ source: String) throws(ExpressionError) -> Expr { try ExpressionParser.parse(source) }

    @Test func unitPoints() throws {
        #expect(try ValueReader.unitPoint(expr(".center"), for: "anchor") == .center)
        #expect(try ValueReader.unitPoint(expr("UnitPoint.bottomTrailing"), for: "anchor") == .bottomTrailing)
        #expect(try ValueReader.unitPoint(expr("UnitPoint(x: 0.2, y: 0.8)"), for: "anchor") == UnitPoint(x: 0.2, y: 0.8))
        #expect(throws: ExpressionError.self) { try ValueReader.unitPoint(expr(".centre"), for: "anchor") }
        do {
            _ = try ValueReader.unitPoint(expr(".centre"), for: "'anchor:'")
        } catch {
            #expect(error.suggestion == ".center")
            #expect(error.message.hasPrefix("unknown unit point '.centre' for 'anchor:'; expected .center, .top"))
        }
        do {
            _ = try ValueReader.unitPoint(expr("UnitPoint(x: 0.2)"), for: "'anchor:'")
        } catch {
            #expect(error.message == "missing argument 'y:' of type Double: 'UnitPoint' takes (x:y:); got (x:)")
        }
    }

    @Test func edges() throws {
        #expect(try ValueReader.edge(expr(".leading"), for: "edge") == .leading)
        #expect(try ValueReader.edge(expr("Edge.bottom"), for: "edge") == .bottom)
        do {
            _ = try ValueReader.edge(expr(".botom"), for: "'edge:'")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unknownName)
            #expect(error.message == "unknown Edge '.botom' for 'edge:'; expected .top, .bottom, .leading or .trailing")
            #expect(error.suggestion == ".bottom")
        }
        #expect(throws: ExpressionError.self) { try ValueReader.edge(expr("UnitPoint.top"), for: "edge") }
    }

    @Test func scalars() throws {
        #expect(try ValueReader.number(expr("-70"), for: "y") == -70)
        #expect(try ValueReader.integer(expr("3"), for: "n") == 3)
        #expect(throws: ExpressionError.self) { try ValueReader.integer(expr("99999999999999999999"), for: "n") }
        #expect(try ValueReader.bool(expr("false"), for: "b") == false)
        #expect(try ValueReader.string(expr(#""A\n""#), for: "label") == "A\n")
        #expect(throws: ExpressionError.self) { try ValueReader.string(expr("A"), for: "label") }
    }
}
