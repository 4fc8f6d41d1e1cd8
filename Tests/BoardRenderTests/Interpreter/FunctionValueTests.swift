import Testing
@testable import SwiftRun

/// A declared function used as a value (Interpreter+Calls.swift, `asFunctionValue`): its type has
/// no argument labels, so `.onEnded(finish)` calls `func finish(drag:)` with the gesture's value.
@Suite struct FunctionValueTests {
    static let declarations = """
    func twice(value: Int) -> Int { value * 2 }
    struct Box {
        var base = 10
        func finish(drag amount: Int) -> Int { base + amount }
        func apply(_ f: (Int) -> Int) -> Int { f(3) }
        func run() -> Int { apply(finish) }
    }
    """

    @Test func aMethodPassedAsAClosureIsCalledWithoutItsLabels() throws {
        #expect(try Run.value("Box().run()", Self.declarations) == "13")
        #expect(try Run.value("[1, 2].map(twice)", Self.declarations) == "[2, 4]")
    }

    /// Called by name, a function still needs its labels: `twice(2)` is not Swift.
    @Test func aDirectCallKeepsItsLabels() throws {
        #expect(try Run.value("twice(value: 2)", Self.declarations) == "4")
        #expect(Run.error("twice(2)", Self.declarations) != nil)
    }
}
