import Foundation

extension SourceReferencesTests {
    /// What the code under Sources/ declares, found by regular expressions over its code (comments
    /// and string contents blanked, ``ScannedSource``): enough to tell whether a DocC link
    /// (``` ``Name`` ```, ``` ``member(_:label:)`` ```) names something that exists.
    ///
    /// Lenient by design: it also collects local variables and the like, so a link it accepts
    /// may still be ambiguous to DocC; a link it refuses names nothing declared anywhere.
    struct DeclarationIndex {
        /// Every declared name: types, extended types, functions (by base name), properties,
        /// enum cases, associated types.
        var names: Set<String> = []
        /// Every function, initializer, subscript and enum case with a payload, with its argument
        /// labels as DocC writes them: `normalize(_:knownNames:)`, `init(parsing:)`, `finish()`.
        var selectors: Set<String> = []

        /// `name(a:b:)` for a name and its labels.
        static func selector(_ name: String, _ labels: [String]) -> String {
            name + "(" + labels.map { $0 + ":" }.joined() + ")"
        }

        private static let named = try! NSRegularExpression(pattern:
            #"\b(?:struct|class|enum|protocol|typealias|actor|associatedtype|extension|var|let)\s+`?([A-Za-z_]\w*)"#)
        /// A function, initializer or subscript declaration: the keyword first on its line but
        /// for attributes and modifiers (so `.init(…)` calls are not taken for declarations).
        private static let callable = try! NSRegularExpression(pattern:
            #"(?m)^[ \t]*(?:(?:@\w+(?:\([^)\n]*\))?|public|package|internal|private|fileprivate|open|static|class|final|override|mutating|nonmutating|convenience|required|nonisolated|dynamic|prefix|postfix|infix|(?:private|fileprivate|internal|package|public)\(set\))\s+)*(?:func\s+`?([A-Za-z_]\w*)`?|(init)[?!]?|(subscript))\s*(<)?"#)
        private static let caseKeyword = try! NSRegularExpression(pattern: #"\bcase\s+"#)
        private static let moreBindings = try! NSRegularExpression(pattern: #",\s*`?([A-Za-z_]\w*)`?\s*[:=]"#)
        private static let bindingLine = try! NSRegularExpression(pattern: #"\b(?:var|let)\s+`?[A-Za-z_]\w*[^\n]*"#)

        /// Adds the declarations of one file's code.
        mutating func add(code: String) {
            let utf16 = Array(code.utf16)
            let whole = NSRange(location: 0, length: utf16.count)
            func string(_ r: NSRange) -> String { String(decoding: utf16[r.location..<(r.location + r.length)], as: UTF16.self) }

            for m in Self.named.matches(in: code, range: whole) { names.insert(string(m.range(at: 1))) }
            // `var minWidth: Double?, idealWidth: Double?`: the names after the first.
            for line in Self.bindingLine.matches(in: code, range: whole) {
                for m in Self.moreBindings.matches(in: code, range: line.range) { names.insert(string(m.range(at: 1))) }
            }
            for m in Self.callable.matches(in: code, range: whole) {
                let name = [1, 2, 3].map { m.range(at: $0) }.first { $0.location != NSNotFound }.map(string) ?? ""
                names.insert(name)
                var i = m.range.location + m.range.length
                if m.range(at: 4).location != NSNotFound { i = Self.skipBalanced(utf16, from: i - 1, open: "<", close: ">") }
                while i < utf16.count, utf16[i] == 0x20 || utf16[i] == 0x0A { i += 1 }
                guard i < utf16.count, utf16[i] == UInt16(UInt8(ascii: "(")) else { continue }
                let end = Self.skipBalanced(utf16, from: i, open: "(", close: ")")
                let inside = String(decoding: utf16[(i + 1)..<max(i + 1, end - 1)], as: UTF16.self)
                selectors.insert(Self.selector(name, Self.labels(inside)))
            }
            for m in Self.caseKeyword.matches(in: code, range: whole) {
                addCases(utf16, from: m.range.location + m.range.length)
            }
        }

        /// `case a, b(String), c(path: String) = …`: each name, and a selector for each payload.
        private mutating func addCases(_ utf16: [UInt16], from start: Int) {
            var i = start
            while true {
                while i < utf16.count, utf16[i] == 0x20 { i += 1 }
                if i < utf16.count, utf16[i] == UInt16(UInt8(ascii: "`")) { i += 1 }
                var j = i
                while j < utf16.count, let s = Unicode.Scalar(utf16[j]), s == "_" || s.properties.isAlphabetic || ("0"..."9").contains(s) { j += 1 }
                guard j > i else { return }
                let name = String(decoding: utf16[i..<j], as: UTF16.self)
                guard name != "let", name != "var" else { return }  // A pattern, not a declaration.
                names.insert(name)
                if j < utf16.count, utf16[j] == UInt16(UInt8(ascii: "`")) { j += 1 }
                if j < utf16.count, utf16[j] == UInt16(UInt8(ascii: "(")) {
                    let end = Self.skipBalanced(utf16, from: j, open: "(", close: ")")
                    let inside = String(decoding: utf16[(j + 1)..<max(j + 1, end - 1)], as: UTF16.self)
                    selectors.insert(Self.selector(name, Self.labels(inside)))
                    j = end
                }
                // Past a raw value, to the next case of the same line.
                while j < utf16.count, utf16[j] != 0x0A, utf16[j] != UInt16(UInt8(ascii: ",")) {
                    if utf16[j] == UInt16(UInt8(ascii: ":")) || utf16[j] == UInt16(UInt8(ascii: "{")) { return }
                    j += 1
                }
                guard j < utf16.count, utf16[j] == UInt16(UInt8(ascii: ",")) else { return }
                i = j + 1
            }
        }

        /// The argument labels of a parameter list (`_ x: Int, label y: T = 1, z: T`: `_`,
        /// `label`, `z`) or of an enum case's payload (`String, path: String`: `_`, `path`).
        static func labels(_ list: String) -> [String] {
            var items: [String] = [], current = "", depth = 0
            for c in list {
                switch c {
                case "(", "[", "<", "{": depth += 1
                case ">" where current.last == "-": break  // `->`, not a closing bracket.
                case ")", "]", ">", "}": depth -= 1
                case "," where depth == 0: items.append(current); current = ""; continue
                default: break
                }
                current.append(c)
            }
            items.append(current)
            return items.compactMap { item -> String? in
                let trimmed = item.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty else { return nil }
                // The names before the first colon outside brackets (`[String: Int]` is a type).
                var depth = 0
                let colon = trimmed.firstIndex { c in
                    if "([<{".contains(c) { depth += 1 } else if ")]>}".contains(c) { depth -= 1 }
                    return c == ":" && depth == 0
                }
                guard let colon else { return "_" }
                let names = trimmed[..<colon].split(whereSeparator: \.isWhitespace)
                    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
                return names.first ?? "_"
            }
        }

        /// The index just past the bracket that closes the one at `start`.
        static func skipBalanced(_ utf16: [UInt16], from start: Int, open: Unicode.Scalar, close: Unicode.Scalar) -> Int {
            var depth = 0, i = start
            while i < utf16.count {
                if utf16[i] == UInt16(open.value) { depth += 1 }
                else if utf16[i] == UInt16(close.value) {
                    depth -= 1
                    if depth == 0 { return i + 1 }
                }
                i += 1
            }
            return utf16.count
        }
    }
}
