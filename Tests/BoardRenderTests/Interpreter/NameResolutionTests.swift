import Testing
@testable import BoardRender
@testable import SwiftFront
@testable import SwiftRun

/// Names (Interpreter+Resolution.swift): one order decides what a bare name means, and it
/// means the same whether it is read (`x`) or called (`x(…)`).
@Suite struct NameResolutionTests {
    @Test func aNameCalledIsTheNameRead() throws {
        let decls = """
        let doubled = { (x: Int) in x * 2 }
        struct Scaler {
            var k = 3
            var scale: (Int) -> Int { { $0 * k } }
            var stored: (Int) -> Int = { $0 + 1 }
            func run(_ n: Int) -> Int { scale(n) + stored(n) }
            func copy() -> Scaler { Self(k: k + 1) }
        }
        """
        #expect(try Run.value("doubled(4)", decls) == "8")                    // a global closure
        #expect(try Run.value("Scaler().run(2)", decls) == "9")               // computed and stored closures of self
        #expect(try Run.value("Scaler().copy().k", decls) == "4")             // Self(…) is the type's initializer
        #expect(try Run.body("let f = doubled\nreturn f(5)", decls) == "10")
    }

    @Test func theOrderLocalsThenSelfThenGlobals() throws {
        let decls = """
        let width = 100.0
        struct Box {
            var width: Double
            func member() -> Double { width }
            func local() -> Double { let width = 1.0; return width }
            static func global() -> Double { width }
        }
        """
        #expect(try Run.value("Box(width: 5).member()", decls) == "5.0")
        #expect(try Run.value("Box(width: 5).local()", decls) == "1.0")
        #expect(try Run.value("Box.global()", decls) == "100.0")
    }

    /// A static constant pasted from a namespace is read by its own name; called, the name
    /// stays Swift's (`max(a, b)` beside `static let max`).
    @Test func aPastedStaticConstantIsReadNotCalled() throws {
        let decls = """
        enum Limits { static let max = 9; static let gap = 8.0 }
        func spacing() -> Double { gap * 2 }
        func larger() -> Int { max(2, 3) }
        """
        #expect(try Run.value("spacing()", decls) == "16.0")
        #expect(try Run.value("larger()", decls) == "3")
    }

    @Test func typesResolveToTypes() throws {
        let environment = try SwiftEnvironment(source: "struct Card { var n = 1 }", name: "T.swift")
        let i = environment.interpreter()
        let f = Frame(scope: Scope(parent: nil), selfType: nil, origin: 0)
        let at = Expr(.identifier("x"), range: SourceRange(0, 1))
        guard case let .type(card)? = try i.resolve("Card", at, f, use: .call),
              case let .type(int)? = try i.resolve("Int", at, f, use: .read) else {
            Issue.record("Card and Int are not types")
            return
        }
        #expect(card == .declared("Card"))
        #expect(int == .native("Int"))
        #expect(try i.resolve("nothingHere", at, f, use: .read) == nil)
    }

    @Test func anUnknownNameIsTheSameErrorReadOrCalled() {
        let read = Run.error("widht", "let width = 1")
        let called = Run.error("widht()", "let width = 1")
        #expect(read?.kind == .unknownName)
        #expect(read?.message == called?.message)
        #expect(read?.suggestion == "width")
    }

    /// Inside an enum's members, its own members are found without `self.`: the synthesized
    /// `rawValue`, computed properties, methods, `allCases`, `self` itself.
    @Test func anEnumsMembersAreFoundWithoutSelf() throws {
        let decls = """
        enum Fruit: String, CaseIterable {
            case apple, banana
            var name: String { rawValue.capitalized }
            var index: Int { allCases.firstIndex(of: self) ?? 0 }
            var isFirst: Bool { self == .apple }
            func describe() -> String { "\\(name) \\(index) \\(isFirst)" }
        }
        """
        #expect(try Run.value("Fruit.banana.name", decls) == "Banana")
        #expect(try Run.value("Fruit.banana.describe()", decls) == "Banana 1 false")
    }

    /// A property (or local, or static member) shadows a type of the same name, as in Swift's
    /// lookup: `let ContentArray = […]` is read as the value, not taken for a type.
    @Test func aCapitalisedPropertyIsAValueNotAType() throws {
        let decls = """
        struct Holder {
            let ContentArray = ["a", "b", "c"]
            static let Items = [1, 2]
            func pairs() -> Int { Array(ContentArray.enumerated()).count + ContentArray.count }
            func statics() -> Int { Items.count }
        }
        """
        #expect(try Run.value("Holder().pairs()", decls) == "6")
        #expect(try Run.value("Holder().statics()", decls) == "2")
        #expect(try Run.body("let Local = [1, 2, 3]\nreturn Local.count", decls) == "3")
    }
}
