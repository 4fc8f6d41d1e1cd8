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

/// docs/programs.md §2, declarations and statements: structs, enums, extensions of any type,
/// protocols as markers, access modifiers; `let`/`var`, `if`, `guard`, `switch` with
/// patterns, loops, `return` and implicit returns; closures and key paths.
@Suite struct InterpreterDeclarationTests {
    static let shapes = """
    import SwiftUI

    protocol Shaped { var area: Double { get } }

    struct Box: Shaped, Hashable, Sendable {
        var width: Double
        var height: Double = 2
        static let unit = Box(width: 1, height: 1)
        var area: Double { width * height }
        func scaled(by k: Double) -> Box { Box(width: width * k, height: height * k) }
        mutating func grow() { width += 1 }
        fileprivate static func make(_ w: Double) -> Box { Box(width: w) }
    }

    struct Custom {
        private(set) var value: Int
        init(_ v: Int) { value = v * 10 }
        init(text: String) { self.value = text.count }
    }

    enum Kind: String, CaseIterable {
        case tile, card = "Card", row
        var next: Kind { switch self { case .tile: .card; case .card: .row; case .row: .tile } }
    }

    enum Shape {
        case circle(radius: Double)
        case rect(Double, Double)
        case empty
    }

    func area(_ s: Shape) -> Double {
        switch s {
        case .circle(let r): return .pi * r * r
        case let .rect(w, h) where w == h: return w * w
        case .rect(let w, let h): return w * h
        case .empty: return 0
        }
    }

    extension Double {
        var doubled: Double { self * 2 }
    }

    extension Array where Element == Int {
        func total() -> Int { reduce(0, +) }
    }
    """

    @Test func structs() throws {
        #expect(try Run.value("Box(width: 3).area", Self.shapes) == "6.0")
        #expect(try Run.value("Box.unit.area", Self.shapes) == "1.0")
        #expect(try Run.value("Box(width: 2, height: 5).scaled(by: 2).height", Self.shapes) == "10.0")
        #expect(try Run.body("var b = Box(width: 1)\nb.grow()\nb.grow()\nreturn b.width", Self.shapes) == "3.0")
        #expect(try Run.body("let a = Box(width: 1)\nvar b = a\nb.grow()\nreturn a.width", Self.shapes) == "1.0")   // value semantics
        #expect(try Run.value("Box.make(4).width", Self.shapes) == "4.0")
        #expect(try Run.value("Custom(4).value", Self.shapes) == "40")
        #expect(try Run.value("Custom(text: \"abc\").value", Self.shapes) == "3")
        #expect(try Run.value("Box(width: 1) == Box(width: 1)", Self.shapes) == "true")
    }

    @Test func enums() throws {
        #expect(try Run.value("Kind.tile.next.rawValue", Self.shapes) == "Card")
        #expect(try Run.value("Kind.row.rawValue", Self.shapes) == "row")
        #expect(try Run.value("Kind(rawValue: \"Card\") == .card", Self.shapes) == "true")
        #expect(try Run.value("Kind.allCases.count", Self.shapes) == "3")
        #expect(try Run.value("area(.circle(radius: 1)) == .pi", Self.shapes) == "true")
        #expect(try Run.value("area(.rect(3, 3))", Self.shapes) == "9.0")
        #expect(try Run.value("area(.rect(2, 5))", Self.shapes) == "10.0")
        #expect(try Run.value("area(Shape.empty)", Self.shapes) == "0.0")
    }

    @Test func extensionsOfAnyType() throws {
        #expect(try Run.value("(1.5).doubled", Self.shapes) == "3.0")
        #expect(try Run.value("[1, 2, 3].total()", Self.shapes) == "6")
        #expect(try Run.value("TransitionPhase.willAppear.offset",
                              "extension TransitionPhase { var offset: Double { switch self { case .willAppear: -40; case .identity: 0; case .didDisappear: 40 } } }") == "-40.0")
    }

    /// A protocol extension's members are the conforming types' (Pow's `ProgressableAnimation`).
    @Test func protocolExtensionsGiveDefaults() throws {
        let decls = """
        protocol Progressable { var animatableData: Double { get } }
        extension Progressable {
            var progress: Double { animatableData }
            func scaled(_ k: Double) -> Double { progress * k }
        }
        struct Flicker: Progressable { var animatableData: Double; var isVisible: Bool { progress > 0.5 } }
        """
        #expect(try Run.value("Flicker(animatableData: 0.75).isVisible", decls) == "true")
        #expect(try Run.value("Flicker(animatableData: 0.25).scaled(4)", decls) == "1.0")
    }

    /// Object literals are values: `#colorLiteral(…)` is a Color.
    @Test func objectLiterals() throws {
        #expect(try Run.value("#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)") == "Color(red: 1, green: 0.5, blue: 0, opacity: 1)")
        // As pasted apps write it, wrapped in Color(_:): the same colour, drawn.
        let scene = try stillScene("Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(width: 20, height: 10)")
        #expect(scene.cells.compactMap(\.tile).flatMap(\.shapes).compactMap(\.fill).contains { $0.description == "#ff8000" })
    }

    @Test func statements() throws {
        #expect(try Run.body("var total = 0\nfor i in 1...4 where i % 2 == 0 { total += i }\nreturn total") == "6")
        #expect(try Run.body("var n = 0\nwhile n < 5 { n += 2 }\nreturn n") == "6")
        #expect(try Run.body("var n = 10\nrepeat { n -= 3 } while n > 0\nreturn n") == "-2")
        #expect(try Run.body("var out: [String] = []\nfor (i, s) in [\"a\", \"b\"].enumerated() { out.append(\"\\(i)\\(s)\") }\nreturn out") == "[\"0a\", \"1b\"]")
        #expect(try Run.body("outer: for i in 0..<3 { for j in 0..<3 { if j == 1 { continue outer }; if i == 2 { break outer } } }\nreturn 1") == "1")
        #expect(try Run.body("let x = 5\nif x > 3 { return \"big\" } else if x > 1 { return \"mid\" } else { return \"small\" }") == "big")
        #expect(try Run.body("let v = 7\nswitch v { case 0: return \"zero\"; case 1..<5: return \"few\"; case 5, 6, 7: return \"several\"; default: return \"many\" }") == "several")
        #expect(try Run.body("let p = (1, 0)\nswitch p { case (0, _): return \"y\"; case (_, 0): return \"x\"; default: return \"none\" }") == "x")
        #expect(try Run.body("let s: Int? = 4\nif case .some(let v) = s { return v }\nreturn 0") == "4")
        // `if` and `switch` as expressions (Swift 5.9), and implicit returns.
        #expect(try Run.value("label(3)", "func label(_ n: Int) -> String { if n > 2 { \"many\" } else { \"few\" } }") == "many")
        #expect(try Run.value("size", "let size: Double = switch 2 { case 1: 10; default: 20 }") == "20.0")
    }

    @Test func closuresAndKeyPaths() throws {
        #expect(try Run.value("[1, 2, 3].map { $0 * 2 }") == "[2, 4, 6]")
        #expect(try Run.value("[\"b\", \"a\"].sorted(by: <)") == "[\"a\", \"b\"]")
        #expect(try Run.value("items.map(\\.name)", "struct I { var name: String }\nlet items = [I(name: \"x\"), I(name: \"y\")]") == "[\"x\", \"y\"]")
        #expect(try Run.body("var count = 0\nlet add = { count += 1 }\nadd()\nadd()\nreturn count") == "2")   // captured by reference
        #expect(try Run.body("let f: (Int, Int) -> Int = { a, b in a * b }\nreturn f(3, 4)") == "12")
        #expect(try Run.body("func apply(_ x: Int, _ g: (Int) -> Int) -> Int { g(x) }\nreturn apply(5) { $0 + 1 }") == "6")
    }

    @Test func collectionAndStringAPI() throws {
        let decls = "struct Item { var id: Int; var title: String; var isOn: Bool }\nlet items = [Item(id: 1, title: \"Ring\", isOn: true), Item(id: 2, title: \"Tile B\", isOn: false), Item(id: 3, title: \"Grid\", isOn: true)]"
        #expect(try Run.value("items.filter { $0.isOn }.map(\\.title)", decls) == "[\"Ring\", \"Grid\"]")
        #expect(try Run.value("items.compactMap { $0.isOn ? $0.id : nil }", decls) == "[1, 3]")
        #expect(try Run.value("items.first(where: { $0.title.hasPrefix(\"T\") })?.id ?? 0", decls) == "2")
        #expect(try Run.value("items.firstIndex(where: { $0.id == 3 }) ?? -1", decls) == "2")
        #expect(try Run.value("items.contains { $0.title.localizedCaseInsensitiveContains(\"ring\") }", decls) == "true")
        #expect(try Run.value("items.sorted { $0.title < $1.title }.map(\\.id)", decls) == "[3, 1, 2]")
        #expect(try Run.value("items.reversed().map(\\.id)", decls) == "[3, 2, 1]")
        #expect(try Run.value("items.map(\\.title).joined(separator: \", \")", decls) == "Ring, Tile B, Grid")
        #expect(try Run.value("items.indices.map { $0 }", decls) == "[0, 1, 2]")
        #expect(try Run.value("items.isEmpty || items.count != 3", decls) == "false")
        #expect(try Run.body("var list = items\nlist.reverse()\nlist.removeAll(where: { !$0.isOn })\nlist.append(Item(id: 9, title: \"X\", isOn: true))\nlist.insert(Item(id: 0, title: \"Y\", isOn: true), at: 0)\n_ = list.remove(at: 1)\nreturn list.map(\\.id)", decls) == "[0, 1, 9]")
        // A trailing closure is the predicate, not `removeAll()`.
        #expect(try Run.body("var list = items\nlist.removeAll { $0.id == 2 }\nreturn list.map(\\.id)", decls) == "[1, 3]")
        #expect(try Run.value("\"Tile B\".lowercased().contains(\"tile\") && \"a\".uppercased() == \"A\"") == "true")
        #expect(try Run.body("var items = [3, 1]\nitems[0] = 7\nreturn items") == "[7, 1]")
        #expect(try Run.body("var scores: [String: Int] = [:]\nscores[\"a\"] = 2\nscores[\"a\", default: 0] += 1\nreturn scores[\"a\"] ?? 0") == "3")
    }
}
