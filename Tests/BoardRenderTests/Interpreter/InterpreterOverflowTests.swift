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

/// Sizes past the interpreter's limits whose arithmetic would overflow an `Int` are refused as
/// every other size past them is, not by stopping the process (issue 43).
@Suite struct InterpreterOverflowTests {
    /// `String(repeating:count:)` with a count whose product with the string's length overflows.
    @Test(arguments: [
        #"String(repeating: "abc", count: Int.max)"#,
        #"String(repeating: "ab", count: Int.max / 2 + 1)"#,
        #"String(repeating: "abc", count: 1_000_000_000)"#,
    ])
    func aRepeatedStringTooLongIsRefused(_ expression: String) {
        let error = Run.error(expression)
        #expect(error?.message.contains("the string would have") == true, "\(String(describing: error))")
        #expect(error?.message.contains("a board allows at most \(Interpreter.maximumElements.formatted)") == true)
    }

    /// A range whose count overflows (`0...Int.max`, `Int.min..<Int.max`) is refused by size.
    @Test(arguments: ["(0...Int.max).count", "(Int.min..<Int.max).count", "Array(Int.min...Int.max).count"])
    func aRangeTooLongIsRefused(_ expression: String) {
        let error = Run.error(expression)
        #expect(error?.message.contains("the range would have") == true, "\(String(describing: error))")
    }

    /// A type whose stored property's initial value makes the type again is refused at the
    /// nesting limit, naming the type, instead of recursing until the stack runs out.
    @Test(arguments: [
        "struct V { let inner = V() }",
        "struct V { var b = B() }\nstruct B { var v = V() }",
        "struct V: View { let x = V(); var body: some View { Text(\"a\") } }",
    ])
    func anInstanceMadeInsideItsOwnMakingIsRefused(_ declarations: String) {
        let error = Run.error("V()", declarations)
        #expect(error?.message.contains("nests more than \(Interpreter.maximumCallDepth) deep") == true, "\(String(describing: error))")
    }
}
