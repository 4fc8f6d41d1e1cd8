// libFuzzer target `values`: the interpreter's value operations. The input is an expression
// (and, after a line `---`, declarations); its value is made and then walked every way a
// board walks values — compared, hashed into a Set, printed, put in arrays, tuples and a struct,
// repeated, joined, used as a view's `.id` and `.tag`, turned back into SwiftUI (issue 43: shared
// arrays that walked into minutes and gigabytes). Every step is bounded by the interpreter's
// budgets (steps, elements, value weight, expression size); nothing may trap or hang.
// Built and run by scripts/fuzz.sh; see DEVELOPERS.md.
import BoardRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func boardgenValueFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    onBigStack { fuzzValue(text) }
    return 0
}

/// The values every input can use besides its own: shared storage, nesting, a struct, an enum.
let prelude = """
import SwiftUI
let row = Array(repeating: 1, count: 10)
let grid = Array(repeating: row, count: 10)
let words = ["a", "b", "c"]
let table: [String: [Int]] = ["a": row, "b": [2]]
struct Box: Hashable { var v: [[Int]]; var name: String = "box" }
enum Shape { case one([Int]), two([Int], [Int]) }

"""

/// The prelude, parsed once (SwiftParser is most of an input's time otherwise).
let preludeFile = try! SwiftEnvironment(source: prelude, name: "Fuzz.swift").files[0]

/// The operations, parsed once: each walks the input's value (the board constant `input`, made
/// from the input's expression under the interpreter's budgets, as a board's `"let"` is).
let operations: [Expr] = [
    "input",
    "(input) == (input)",
    "\"\\(input)\"",
    "Set([input, input]).count",
    "[input, input, input]",
    "((input), (input))",
    "Array(repeating: input, count: 50)",
    "[input].joined()",
    "[[input]].flatMap { $0 }",
    "Box(v: [row], name: \"\\(input)\")",
    "Text(\"x\").id(input)",
    "Text(\"x\").tag(input)",
    "Shape.two([1], [2]) == Shape.one([1])",
].map { try! ExpressionParser.parse($0) }

func fuzzValue(_ text: String) {
    let parts = text.components(separatedBy: "\n---\n")
    let input = String(parts[0].prefix(4000))
    var files = [preludeFile]
    if parts.count > 1 {
        guard let declarations = try? SwiftEnvironment(source: String(parts[1].prefix(20_000)), name: "Declarations.swift") else { return }
        files += declarations.files
    }
    guard let value = try? ExpressionParser.parse(input) else { return }
    let environment = SwiftEnvironment(files: files, constants: ["input": value])
    for e in operations {
        do {
            let value = try environment.normalize(e)
            _ = value.description
        } catch {
            _ = DiagnosticRenderer().render(error, source: e.description)
        }
    }
}
