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

func fuzzValue(_ text: String) {
    let parts = text.components(separatedBy: "\n---\n")
    let input = String(parts[0].prefix(4000))
    let declarations = parts.count > 1 ? String(parts[1].prefix(20_000)) : ""
    guard let environment = try? SwiftEnvironment(source: prelude + declarations, name: "Fuzz.swift") else { return }
    let operations = [
        "(\(input)) == (\(input))",
        "\"\\(\(input))\"",
        "Set([\(input), \(input)]).count",
        "[\(input), \(input), \(input)]",
        "((\(input)), (\(input)))",
        "Array(repeating: \(input), count: 50)",
        "[\(input)].joined()",
        "[[\(input)]].flatMap { $0 }",
        "Box(v: [row], name: \"\\(\(input))\")",
        "Text(\"x\").id(\(input))",
        "Text(\"x\").tag(\(input))",
        "Shape.two([1], [2]) == Shape.one([1])",
    ]
    for source in operations {
        guard let e = try? ExpressionParser.parse(source) else { continue }
        do {
            let value = try environment.normalize(e)
            _ = value.description
        } catch {
            _ = DiagnosticRenderer().render(error, source: source)
        }
    }
}
