import Testing
@testable import SwiftRun
@testable import BoardRender

/// Values that share their parts' storage are weighed when they are made: an array of arrays of
/// arrays, each under the element limit, or a constant doubled again and again, is refused at
/// once by name, never walked (issue 43: out of memory, minutes of hashing or comparing).
@Suite struct ValueWeightTests {
    private static let limit = "a board allows at most 1,000,000"

    @Test(arguments: [
        // Three levels of Array(repeating:count:) under 10,000 each: 729 million values.
        ("z.count", "let x = Array(repeating: 1, count: 9000)\nlet y = Array(repeating: x, count: 9000)\nlet z = Array(repeating: y, count: 9000)"),
        // An array literal doubled 25 times.
        ("a.count", (1...25).reduce("let a0 = [1, 2]") { s, k in s + "\nlet a\(k) = [a\(k - 1), a\(k - 1)]" } + "\nlet a = a25"),
        // The same through `+`, map, append, a tuple, a struct and an enum case.
        ("b.count", "let x = Array(repeating: 1, count: 9000)\nlet b = Array(repeating: x, count: 200) + Array(repeating: x, count: 200)"),
        ("m.count", "let x = Array(repeating: 1, count: 9000)\nlet m = (0..<5000).map { _ in x }"),
        ("app().count", "let x = Array(repeating: 1, count: 9000)\nfunc app() -> [[Int]] { var r: [[Int]] = []\n for _ in 0..<5000 { r.append(x) }\n return r }"),
        ("t.0.count", "let x = Array(repeating: 1, count: 9000)\nlet y = Array(repeating: x, count: 100)\nlet t = (y, y)"),
        ("R(v: y, w: y).v.count", "let x = Array(repeating: 1, count: 9000)\nlet y = Array(repeating: x, count: 100)\nstruct R { var v: [[Int]]; var w: [[Int]] }"),
        ("E.two(y, y)", "let x = Array(repeating: 1, count: 9000)\nlet y = Array(repeating: x, count: 100)\nenum E { case two([[Int]], [[Int]]) }"),
    ])
    func refusedWhenMade(_ expression: String, _ declarations: String) {
        let error = Run.error(expression, declarations)
        #expect(error?.message.contains(Self.limit) == true, "\(String(describing: error?.message))")
    }

    /// Weighing counts a shared part as often as it is reachable, and stops past its limit.
    @Test func weighsSharedStorageByUse() {
        let row = SwiftValue.array(Array(repeating: .int(1), count: 100))
        let grid = SwiftValue.array(Array(repeating: row, count: 100))
        var weigher = ValueWeigher(limit: 1_000_000)
        #expect(weigher.weight(of: grid) == 1 + 100 * 101)
        #expect(weigher.visited < 400, "a shared row is weighed once: \(weigher.visited)")
        var small = ValueWeigher(limit: 50)
        #expect(small.weight(of: grid) == 51)
    }

    /// A collection used where SwiftUI values are written out (`.id`, `.tag`, an argument) is
    /// weighed first: one that would expand past 100,000 expression nodes is refused before any
    /// node is made (an 850,000-value array was built in full, then refused).
    @Test func aCollectionTooBigToWriteOutIsRefusedFirst() {
        let error = Run.error("Text(\"x\").id(Array(repeating: grid, count: 90))", "let grid = Array(repeating: Array(repeating: 1, count: 100), count: 100)")
        #expect(error?.message.contains("expands to more than 100,000 expression nodes") == true, "\(String(describing: error?.message))")
    }

    /// What real views make stays well inside the limit: a 10,000-row table of structs, a grid.
    @Test func ordinaryValuesPass() throws {
        #expect(try Run.value("rows.count", "struct Row { var id: Int; var name: String; var tags: [String] }\nlet rows = (0..<10000).map { Row(id: $0, name: \"r\\($0)\", tags: [\"a\", \"b\"]) }") == "10000")
        #expect(try Run.value("g == h", "let g = Array(repeating: Array(repeating: 0, count: 100), count: 100)\nlet h = g") == "true")
    }
}

/// A local collection or path changed in a loop is changed in place, not copied at each change.
@Suite struct InPlaceMutationTests {
    @Test func loopsBuildTheRightValues() throws {
        #expect(try Run.value("f()", "func f() -> Int { var a: [Int] = []\n for i in 0..<500 { a.append(i) }\n return a[499] + a.count }") == "999")
        #expect(try Run.value("f()", "func f() -> Int { var a = Array(repeating: 0, count: 300)\n for i in 0..<300 { a[i] = i * 2 }\n return a.reduce(0, +) }") == "89700")
        // A copy taken before the change keeps its value (value semantics).
        #expect(try Run.value("f()", "func f() -> [Int] { var a = [1, 2]\n let b = a\n a.append(3)\n a[0] = 9\n return b + a }") == "[1, 2, 9, 2, 3]")
        // A failing change leaves the variable as it was.
        #expect(Run.error("f()", "func f() -> Int { var a = [1]\n a.remove(at: 5)\n return a.count }")?.message.contains("out of range") == true)
    }

    @Test func pathsAreBuiltByAppending() throws {
        let environment = try SwiftEnvironment(source: "func f() -> Path { var p = Path()\n p.move(to: .zero)\n for i in 1...3 { p.addLine(to: CGPoint(x: Double(i), y: 0)) }\n p.closeSubpath()\n p.addLine(to: CGPoint(x: 5, y: 5))\n return p }", name: "T.swift")
        let i = environment.interpreter()
        let e = try ExpressionParser.parse("f()")
        let v = try i.evaluate(e, Frame(scope: Scope(parent: nil), selfType: nil, origin: 0))
        // After a close, a line starts from the closed subpath's start (Core Graphics).
        #expect(PathValues.segments(of: v) == [.move(Point(0, 0)), .line(Point(1, 0)), .line(Point(2, 0)), .line(Point(3, 0)), .close, .line(Point(5, 5))])
    }
}
