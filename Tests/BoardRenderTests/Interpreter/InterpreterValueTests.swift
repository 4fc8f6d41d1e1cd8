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

/// docs/programs.md §2, values: numbers, strings, optionals, collections and SwiftUI's
/// value types, with their initializers, properties, operators and comparisons.
@Suite struct InterpreterValueTests {
    @Test(arguments: [
        ("1 + 2 * 3", "7"),
        ("7 / 2", "3"),                       // Int / Int truncates
        ("7 % 3", "1"),
        ("7.0 / 2", "3.5"),
        ("Double(7) / 2", "3.5"),
        ("CGFloat(3) * 0.5", "1.5"),
        ("-(2 - 5)", "3"),
        ("2 < 3 && !(1 == 2)", "true"),
        ("Int(3.9)", "3"),
        ("Double(\"2.5\") ?? 0", "2.5"),
        ("\"a\" + \"b\"", "ab"),
        ("\"\\(2) of \\(3.5)\"", "2 of 3.5"),
        ("Double.pi / 2 == .pi / 2", "true"),
        ("abs(-3)", "3"),
        ("min(3, 1.5)", "1.5"),
        ("max(2, 9, 4)", "9"),
        ("pow(2, 10)", "1024.0"),
        ("sqrt(16)", "4.0"),
        ("sin(0)", "0.0"),
        ("cos(Double.pi)", "-1.0"),
        ("(5.5).rounded()", "6.0"),
        ("10.isMultiple(of: 5)", "true"),
        ("1...3 ~= 2", "true"),
        // No strings tables on a board: the development language's text (apple/sample-food-truck).
        ("String(localized: \"Chocolate\", bundle: .module, comment: \"A topping\")", "Chocolate"),
        ("String(localized: \"\\(3) donuts\")", "3 donuts"),
        ("String(localized: \"key\", defaultValue: \"Shown\", table: \"T\", comment: \"c\")", "Shown"),
        ("NSLocalizedString(\"Legacy\", comment: \"\")", "Legacy"),
        ("NSLocalizedString(\"key\", value: \"Shown\", comment: \"\")", "Shown"),
        ("LocalizedStringKey(\"Key\")", "Key"),
    ])
    func numbersStringsAndOperators(_ expression: String, _ expected: String) throws {
        #expect(try Run.value(expression) == expected)
    }

    /// An integer literal goes where a Double is declared: `1 / 2` there is 0.5, as in Swift.
    @Test func literalsTakeTheirContextsType() throws {
        #expect(try Run.value("half", "let half: Double = 1 / 2") == "0.5")
        #expect(try Run.value("third", "let third = 7 / 2") == "3")
        #expect(try Run.value("f(1)", "func f(_ x: Double) -> Double { x / 2 }") == "0.5")
        #expect(try Run.value("g()", "func g() -> CGFloat { 3 / 4 }") == "0.75")
        // An array of Doubles takes its elements as Doubles (a spinner's opacities, `[1/12, 2/12, …]`).
        #expect(try Run.value("xs[0] + xs[1]", "let xs: [Double] = [1/4, 2/4]") == "0.75")
        #expect(try Run.value("ys[1]", "let ys: Array<CGFloat>? = [1, 3/2]") == "1.5")
        #expect(try Run.value("ns[1]", "let ns: [Int] = [1, 3/2]") == "1")
    }

    @Test func optionals() throws {
        #expect(try Run.value("x ?? 4", "let x: Int? = nil") == "4")
        #expect(try Run.value("y ?? 4", "let y: Int? = 2") == "2")
        #expect(try Run.value("item?.name ?? \"none\"", "struct Item { var name: String }\nlet item: Item? = nil") == "none")
        #expect(try Run.value("item?.name.count", "struct Item { var name: String }\nlet item: Item? = Item(name: \"abc\")") == "3")
        #expect(try Run.body("if let v = x { return v * 2 }\nreturn 0", "let x: Int? = 21") == "42")
        #expect(try Run.body("guard let v = x else { return -1 }\nreturn v", "let x: Int? = nil") == "-1")
        #expect(Run.error("x!", "let x: Int? = nil")?.message.contains("is nil here, so '!' stops the program") == true)
    }

    @Test func collectionsTuplesAndRanges() throws {
        #expect(try Run.value("[1, 2, 3].count") == "3")
        #expect(try Run.value("[\"b\": 2, \"a\": 1][\"a\"] ?? 0") == "1")
        #expect(try Run.value("[\"b\": 2, \"a\": 1].keys") == "[\"b\", \"a\"]")   // insertion order: deterministic
        #expect(try Run.value("(x: 1, y: 2).y") == "2")
        #expect(try Run.value("(1, \"a\").1") == "a")
        // A tuple takes the labels of the type it is declared as (a parameter's default, a `let`).
        #expect(try Run.value("f().z", "func f(axis: (x: Double, y: Double, z: Double) = (0, 0, 1)) -> (x: Double, y: Double, z: Double) { axis }") == "1.0")
        #expect(try Run.value("p.y", "let p: (x: Int, y: Int) = (3, 4)") == "4")
        #expect(try Run.value("Array(0..<4)") == "[0, 1, 2, 3]")
        #expect(try Run.value("(1...3).count") == "3")
        #expect(try Run.value("[3, 1, 2].sorted()") == "[1, 2, 3]")
        #expect(try Run.value("Set([1, 1, 2]).count") == "2")
    }

    /// `String(format:)`: printf's conversions (flags, width, precision), text and `%%`.
    @Test func stringFormat() throws {
        #expect(try Run.value(#"String(format: "%.2f · %d%% · %@ · %05.1f · %x", 3.14159, 42, "ok", 2.5, 255)"#) == "3.14 · 42% · ok · 002.5 · ff")
        #expect(try Run.value(#"String(format: "%ld items", 3)"#) == "3 items")
        #expect(throws: ExpressionError.self) { try Run.value(#"String(format: "%d and %d", 1)"#) }
        #expect(throws: ExpressionError.self) { try Run.value(#"String(format: "%d", "x")"#) }
    }

    /// `Angle`: initializers, properties, operators and comparisons (Construct's
    /// `amount == .zero`, `angle.radians * value`).
    @Test func angles() throws {
        #expect(try Run.value("Angle.degrees(180).radians == .pi") == "true")
        #expect(try Run.value("Angle(degrees: 90).degrees") == "90.0")
        #expect(try Run.value("amount == .zero ? 1.0 : 0.0", "let amount: Angle = .zero") == "1.0")
        #expect(try Run.value("amount == .zero ? 1.0 : 0.0", "let amount = Angle.degrees(30)") == "0.0")
        #expect(try Run.value("(angle.radians * value) == .pi", "let angle = Angle.degrees(90)\nlet value = 2.0") == "true")
        #expect(try Run.value("(Angle.degrees(30) + .degrees(60)).degrees") == "90.0")
        #expect(try Run.value("Angle.degrees(10) < .degrees(20)") == "true")
        // Angle's own functions scaled by a number, as the Landmarks tutorial's badge writes them.
        #expect(try Run.value("(.degrees(Double(2) / Double(8)) * 360.0).degrees") == "90.0")
        #expect(try Run.value("(2 * .radians(0.5)).radians") == "1.0")
    }

    @Test func geometry() throws {
        #expect(try Run.value("CGSize(width: 3, height: 4).width") == "3.0")
        #expect(try Run.value("CGPoint.zero.x") == "0.0")
        #expect(try Run.value("CGRect(x: 10, y: 20, width: 100, height: 50).midX") == "60.0")
        #expect(try Run.value("UnitPoint.topTrailing.x") == "1.0")
        #expect(try Run.value("UnitPoint(x: 0.25, y: 1).y") == "1.0")
        #expect(try Run.value("EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).bottom") == "3.0")
        #expect(try Run.value("Edge.leading == .leading") == "true")
        #expect(try Run.value("TransitionPhase.willAppear.value") == "-1.0")
        #expect(try Run.value("TransitionPhase.identity.isIdentity") == "true")
    }

    /// SwiftUI's enumerations and option sets compare as Swift compares them; colours and fonts
    /// are values that flow through variables, arrays and conditionals.
    @Test func swiftUIEnumsColorsAndFonts() throws {
        #expect(try Run.value("Edge.Set.horizontal == .horizontal") == "true")
        #expect(try Run.value("Edge.Set.horizontal == .vertical") == "false")
        #expect(try Run.value("a == .center ? 1 : 0", "let a: Alignment = .center") == "1")
        #expect(try Run.value("a == .topLeading ? 1 : 0", "let a = Alignment.center") == "0")
        #expect(try Run.value("flag ? Color.red : Color.blue", "let flag = false") == "Color.blue")
        #expect(try Run.value("colors[1]", "let colors: [Color] = [.red, .green.opacity(0.5)]") == ".green.opacity(0.5)")
        #expect(try Run.value("big ? Font.title : .body", "let big = true") == "Font.title")
    }

    /// `CGAffineTransform` and `CATransform3D` as their headers define them (row vectors,
    /// a new operation applied first, `concatenating` = self then the argument).
    @Test func transforms() throws {
        // Rotate first, then translate: (10, 0) → (50, 10).
        let t = "CGAffineTransform(translationX: 50, y: 0).rotated(by: .pi / 2)"
        #expect(try Run.value("\(t).tx") == "50.0")
        #expect(try Run.value("abs(\(t).a) < 1e-12 && \(t).b == 1") == "true")
        // Concat(T(1, 0, 0), S(2)) = T·S: m41 = 2.
        #expect(try Run.value("CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(2, 2, 2)).m41") == "2.0")
        // ProjectionTransform from a CATransform3D drops its third row and column (m14 → m13).
        let p = "ProjectionTransform({ var t = CATransform3DIdentity; t.m34 = -0.01; t.m14 = 0.5; t.m41 = 5; return t }())"
        #expect(try Run.value("\(p).m13") == "0.5")
        #expect(try Run.value("\(p).m31") == "5.0")
        #expect(try Run.value("\(p).m33") == "1.0")
    }

    /// SwiftUI values the interpreter does not model come back as the expression that builds
    /// them, with their arguments evaluated.
    @Test func swiftUIValuesAreKeptAsExpressions() throws {
        #expect(try Run.value(".spring(response: d * 2, dampingFraction: 0.8)", "let d = 0.2") == ".spring(response: 0.4, dampingFraction: 0.8)")
        #expect(try Run.value("Color.blue.opacity(0.1)") == "Color.blue.opacity(0.1)")
        #expect(try Run.value("AnyTransition.move(edge: e).combined(with: .opacity)", "let e = Edge.top") == "AnyTransition.move(edge: .top).combined(with: .opacity)")
        #expect(try Run.value(".rotation3DEffect(.degrees(a), axis: (x: 0, y: 1, z: 0))", "let a = 45.0")
            == ".rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))")
    }

    /// `UUID()` is deterministic: the n-th UUID of an evaluation is a fixed value.
    @Test func uuidsAreDeterministic() throws {
        let decls = "struct Item: Identifiable { let id = UUID(); var name: String }\nlet items = [Item(name: \"a\"), Item(name: \"b\")]"
        #expect(try Run.value("items.map { $0.id.uuidString }", decls)
            == "[\"00000000-0000-4000-8000-000000000001\", \"00000000-0000-4000-8000-000000000002\"]")
        #expect(try Run.value("items.map { $0.id.uuidString }", decls) == (try Run.value("items.map { $0.id.uuidString }", decls)))
    }
}
