import Foundation

extension SourceReferencesTests {
    /// Checks what source comments name against the repository: files, numbered sections of
    /// its documents, and DocC symbol links against the declarations under Sources/.
    ///
    /// What counts as a reference, and what does not:
    /// * a file: a name ending in `.md`, `.swift`, `.sh` or `.py`. With a folder
    ///   (`docs/x.md`, `scripts/x.sh`) it must exist from the repository's root; a bare `.swift`
    ///   name must be a file somewhere under Sources/, Tests/ or Examples/ (or the root); a bare
    ///   `.md` one at the root or in docs/; a bare `.sh` or `.py` one in scripts/. Not
    ///   references: a name in double quotes (a board file's JSON: `"swift": ["App.swift"]`), a
    ///   name with a position (`ContentView.swift:12:14`, messages), a name in a code span that
    ///   is a command (`` `boardgen check File.swift` ``), the placeholder `NAME`, a path going
    ///   up (`../`), and another project's file (`OpenSwiftUI `AspectRatioLayout.swift``);
    /// * a section: `§N`, `§N.M`, or a range `§N–M`, after a document of the same comment
    ///   (`docs/semantics.md §10.2, §8`): the document must have a heading numbered so
    ///   (`## 10.`, `### 10.2`). A `§` after another kind of citation (`RFC 9649 §5.2`) is not
    ///   checked;
    /// * a symbol: ``` ``Name`` ```, ``` ``Type/member`` ```, ``` ``member(_:label:)`` ```: its
    ///   last path component (with its labels, if written) and its first must be declared in
    ///   Sources/ (``DeclarationIndex``); a leading module name (`Swift/`, a target's) is skipped.
    struct ReferenceChecker {
        /// The repository's root.
        let root: URL
        /// The numbered headings of each Markdown file, by its path from the root.
        private(set) var sections: [String: Set<String>] = [:]
        /// The names of the Swift files under Sources/, Tests/, Examples/ and at the root.
        private(set) var swiftFiles: Set<String> = []
        /// What Sources/ declares.
        private(set) var declarations = DeclarationIndex()
        /// Module names a symbol link may start with.
        private(set) var modules: Set<String> = ["Swift", "Foundation"]

        /// Reads the repository at `root`: its documents' headings and its declarations.
        init(root: URL) throws {
            self.root = root
            for path in files(under: "") where path.hasSuffix(".md") && !path.contains("/.") {
                sections[path] = Self.numberedHeadings(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
            }
            for folder in ["Sources", "Tests", "Examples"] {
                for path in files(under: folder) where path.hasSuffix(".swift") { swiftFiles.insert((path as NSString).lastPathComponent) }
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where name.hasSuffix(".swift") { swiftFiles.insert(name) }
            for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) { modules.insert(name) }
            for path in files(under: "Sources").filter({ $0.hasSuffix(".swift") }).sorted() {
                let scanned = ScannedSource(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
                declarations.add(code: scanned.code)
                sources.append((path, scanned))
            }
        }

        /// Every Swift file under Sources/, by its path from the root, sorted, scanned.
        private(set) var sources: [(path: String, scanned: ScannedSource)] = []

        /// The broken references in the comments of every file under Sources/.
        func checkSources() -> [String] {
            sources.flatMap { check($0.scanned, path: $0.path) }
        }

        /// The files under `folder` (the root's Markdown files only, for ""), by path from the root.
        private func files(under folder: String) -> [String] {
            if folder.isEmpty {
                let top = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
                return top.filter { $0.hasSuffix(".md") } + files(under: "docs").filter { $0.hasSuffix(".md") }
            }
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { return [] }
            return walk.compactMap { ($0 as? String).map { folder + "/" + $0 } }
        }

        /// The numbers of the headings of a Markdown text: `## 10. Identity` is "10",
        /// `### 10.2 Diff rule` is "10.2".
        static func numberedHeadings(_ markdown: String) -> Set<String> {
            var numbers: Set<String> = []
            var fenced = false
            for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { fenced.toggle() }
                guard !fenced, line.hasPrefix("#") else { continue }
                let words = line.drop { $0 == "#" }.split(separator: " ")
                guard let first = words.first else { continue }
                let number = first.hasSuffix(".") ? first.dropLast() : first
                if !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }) { numbers.insert(String(number)) }
            }
            return numbers
        }

        private static let token = try! NSRegularExpression(pattern: [
            #"(?<file>(?<![\w/.+-])(?:\.\.?/)?(?:[\w.+-]+/)*[\w+-][\w.+-]*\.(?:md|swift|sh|py)(?![\w/]))"#,
            #"(?<rfc>\bRFC\s*\d+)"#,
            #"(?<section>§\s?(?<from>\d+(?:\.\d+)*)(?:\s*[–-]\s*§?\s?(?<to>\d+(?:\.\d+)*))?)"#,
            #"(?<symbol>``(?<link>[^`]+)``)"#,
        ].joined(separator: "|"))

        /// The broken references in the comments of `source`, each as `path:line: what is missing`.
        func check(_ source: String, path: String) -> [String] {
            check(ScannedSource(source), path: path)
        }

        /// The broken references in the comments of a scanned file.
        func check(_ source: ScannedSource, path: String) -> [String] {
            var broken: [String] = []
            var document: String?  // The document a bare `§N` belongs to, in this comment.
            var previousLine = -1
            for comment in source.comments {
                if comment.line != previousLine + 1 { document = nil }  // A new comment.
                previousLine = comment.line
                let text = comment.text as NSString
                func group(_ m: NSTextCheckingResult, _ name: String) -> String? {
                    let r = m.range(withName: name)
                    return r.location == NSNotFound ? nil : text.substring(with: r)
                }
                for m in Self.token.matches(in: comment.text, range: NSRange(location: 0, length: text.length)) {
                    let report = { (what: String) in broken.append("\(path):\(comment.line): \(what)") }
                    if let file = group(m, "file") {
                        document = nil
                        guard isReference(file, at: m.range(withName: "file"), in: text) else { continue }
                        guard let found = resolve(file) else {
                            report("\(file) does not exist" + (file.contains("/") ? "" : lookedIn(file)))
                            continue
                        }
                        if found.hasSuffix(".md") { document = found }
                    } else if group(m, "rfc") != nil {
                        document = nil
                    } else if group(m, "section") != nil {
                        guard let document else { continue }
                        for number in [group(m, "from"), group(m, "to")].compactMap({ $0 })
                        where !(sections[document] ?? []).contains(number) {
                            report("\(document) has no section §\(number)")
                        }
                    } else if let link = group(m, "link"), let missing = missingSymbol(link) {
                        report("``\(link)``: \(missing)")
                    }
                }
            }
            return broken
        }

        /// Where a bare file name was looked for, for the message.
        private func lookedIn(_ name: String) -> String {
            if name.hasSuffix(".swift") { return " under Sources, Tests or Examples" }
            if name.hasSuffix(".md") { return " at the root or in docs/" }
            return " in scripts/"
        }

        /// Whether the file name at `range` is meant as a reference to one of this repository's files.
        private func isReference(_ file: String, at range: NSRange, in text: NSString) -> Bool {
            let before = text.substring(to: range.location)
            let after = text.substring(from: range.location + range.length)
            if before.hasSuffix("\"") || file.hasPrefix("../") { return false }
            if let next = after.unicodeScalars.dropFirst().first, after.hasPrefix(":"),
               CharacterSet.decimalDigits.union(.uppercaseLetters).contains(next) { return false }
            if (file as NSString).deletingPathExtension == "NAME" { return false }
            if before.contains("OpenSwiftUI") { return false }
            let ticks = before.filter { $0 == "`" }.count
            if ticks % 2 == 1, let open = before.lastIndex(of: "`"), before[before.index(after: open)...].hasPrefix("boardgen ") {
                return false
            }
            return true
        }

        /// The path from the root of the file `name` names, if it exists.
        private func resolve(_ name: String) -> String? {
            let name = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
            let exists = { (path: String) in FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }
            if name.contains("/") { return exists(name) ? name : nil }
            if name.hasSuffix(".swift") { return swiftFiles.contains(name) ? name : nil }
            if name.hasSuffix(".md") { return [name, "docs/" + name].first(where: exists) }
            return [name, "scripts/" + name].first(where: exists)
        }

        /// What is missing for a DocC link, or nil when it resolves.
        private func missingSymbol(_ link: String) -> String? {
            var parts = link.split(separator: "/").map { part -> String in
                // DocC's disambiguation (`name-swift.property`, `name-3f2a`) is not part of the name.
                guard let first = part.first, first.isLetter || first == "_", let dash = part.firstIndex(of: "-") else { return String(part) }
                return String(part[..<dash])
            }
            while parts.count > 1, modules.contains(parts[0]) { parts.removeFirst() }
            guard let last = parts.last, let first = parts.first else { return nil }
            for name in parts.count > 1 ? [first, last] : [last] where !isDeclared(name) {
                return "no declaration of `\(name)` in Sources"
            }
            return nil
        }

        /// Whether `name` (`value`, `value(at:)`) is declared; operators are not checked.
        private func isDeclared(_ name: String) -> Bool {
            guard let c = name.first, c.isLetter || c == "_" else { return true }
            return name.contains("(") ? declarations.selectors.contains(name) : declarations.names.contains(name)
        }
    }
}
