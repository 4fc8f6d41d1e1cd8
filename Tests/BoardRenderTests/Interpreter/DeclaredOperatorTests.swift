import Testing
@testable import SwiftRun

/// Operators a file declares (Interpreter+Operators.swift, `declaredOperator`): a global
/// `func + (a: CGSize, b: CGSize)` adds sizes, and Swift's own `+` still adds the numbers inside it
/// (and everywhere else): a declared operator is chosen only for operands it takes.
@Suite struct DeclaredOperatorTests {
    static let declarations = """
    func + (a: CGSize, b: CGSize) -> CGSize { CGSize(width: a.width + b.width, height: a.height + b.height) }
    struct Drag { var final = CGSize.zero; var moving = CGSize(width: 1, height: 2); func shown() -> CGSize { final + moving } }
    """

    @Test func aDeclaredOperatorAddsItsTypeAndSwiftsAddsNumbers() throws {
        #expect(try Run.value("Drag().shown()", Self.declarations) == "CGSize(width: 1.0, height: 2.0)")
        #expect(try Run.value("CGSize(width: 1, height: 1) + CGSize(width: 2, height: 3)", Self.declarations) == "CGSize(width: 3.0, height: 4.0)")
        #expect(try Run.value("1 + 2", Self.declarations) == "3")
        #expect(try Run.value(#""a" + "b""#, Self.declarations) == "ab")
    }
}
