/// Reads the documented subset of Swift (docs/swift-subset.md) from a file:
/// transitions and animations declared as static members, `ViewModifier` and
/// `Transition` structs, numeric and other constants. Anything else is
/// skipped and listed, not an error — unless a declaration boardgen reads
/// does not parse.
public enum SwiftFileReader {
    /// Reads `file`.
    ///
    /// - Throws: ``BoardFileError`` with file:line:column for every expression
    ///   that does not parse and every body boardgen cannot read.
    public static func read(_ file: SwiftSourceText) throws(BoardFileError) -> SwiftDeclarations {
        var parser = SwiftDeclarationParser(file: file)
        parser.parseFile()
        guard parser.diagnostics.isEmpty else {
            throw BoardFileError(diagnostics: Array(parser.diagnostics.prefix(20)))
        }
        return parser.result
    }
}

/// The parser behind ``SwiftFileReader``: a walk over ``SwiftToken``s that
/// finds declarations by their keywords and braces.
struct SwiftDeclarationParser {
    let file: SwiftSourceText
    let tokens: [SwiftToken]
    var i = 0
    var result = SwiftDeclarations()
    var diagnostics: [BoardFileError.Diagnostic] = []
    /// The attributes before the declaration being read (`@State`, `@MainActor`).
    var attributes: [String] = []

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "nonisolated", "override", "mutating",
        "nonmutating", "dynamic", "lazy", "weak", "unowned", "indirect", "required", "convenience", "package",
    ]

    init(file: SwiftSourceText) {
        self.file = file
        tokens = SwiftTokenizer.tokenize(file.chars)
    }

    var current: SwiftToken { tokens[min(i, tokens.count - 1)] }
    var atEnd: Bool { current.kind == .end }
    mutating func advance() { if i < tokens.count - 1 { i += 1 } }

    func location(_ token: SwiftToken) -> SourceLocation { file.location(of: token.range.lowerBound) }

    mutating func error(at offset: Int, length: Int = 1, _ message: String) {
        guard diagnostics.count < 20 else { return }
        let location = file.location(of: offset)
        diagnostics.append(BoardFileError.Diagnostic(
            location: location, message: message,
            excerpt: SourceExcerpt(Array(file.line(location.line)), start: location.column - 1, length: max(1, length))))
    }

    mutating func skip(_ kind: String, name: String, at token: SwiftToken, _ reason: String) {
        result.skipped.append(SkippedDeclaration(kind: kind, name: name, location: location(token), reason: reason))
    }

    // MARK: Structure

    mutating func parseFile() {
        while !atEnd { parseDeclaration(in: nil) }
    }

    /// Skips `@attributes` (with their arguments) and modifiers; returns whether `static`/`class` was among them.
    mutating func skipAttributesAndModifiers() -> Bool {
        attributes = []
        var isStatic = false
        while true {
            if let w = current.word, w.hasPrefix("@") {
                attributes.append(w)
                advance()
                if current.isPunct("("), !current.followsNewline { skipBalanced() }
            } else if let w = current.word, Self.modifiers.contains(w) {
                advance()
                if current.isPunct("(") { skipBalanced() }   // private(set)
            } else if current.isWord("static") || current.isWord("class") && tokens[min(i + 1, tokens.count - 1)].word.map({ ["var", "let", "func"].contains($0) }) == true {
                isStatic = true
                advance()
            } else {
                return isStatic
            }
        }
    }

    /// One declaration at the top level (`container` nil) or in a type's body; a
    /// problem inside it makes it unreadable (an error only if a board uses it).
    mutating func parseDeclaration(in container: Container?) {
        let before = diagnostics.count
        let start = current
        parseDeclarationItself(in: container)
        guard diagnostics.count > before else { return }
        let problem = diagnostics[before]
        diagnostics.removeSubrange(before...)
        var k = start.range.lowerBound
        // Name it after the first name after its keyword.
        var name = ""
        for t in tokens where t.range.lowerBound >= k {
            if let w = t.word, !Self.modifiers.contains(w), !["static", "var", "let", "func", "struct", "extension", "enum", "class"].contains(w), !w.hasPrefix("@") {
                name = w
                break
            }
            k = t.range.upperBound
        }
        result.unreadable[name] = problem
    }

    mutating func parseDeclarationItself(in container: Container?) {
        let isStatic = skipAttributesAndModifiers()
        let start = current
        switch current.word {
        case "import":
            skipLine()
        case "extension":
            parseExtension()
        case "struct":
            parseStruct()
        case "enum", "class", "actor":
            parseNamespace()
        case "protocol", "typealias", "associatedtype", "precedencegroup", "operator", "subscript", "deinit":
            advance()
            skipDeclaration()
            skip(start.word!, name: "", at: start, "not read")
        case "init":
            advance()
            skipDeclaration()
        case "var", "let":
            parseVariable(in: container, isStatic: isStatic)
        case "func":
            parseFunction(in: container, isStatic: isStatic)
        case "case":
            skipLine()
        default:
            if current.isPunct("}") || current.isPunct(";") || atEnd { advance(); return }
            advance()
        }
    }

    /// Skips to the end of a declaration: its braces, or the end of its line.
    mutating func skipDeclaration() {
        while !atEnd {
            if current.isPunct("{") { skipBalanced(); return }
            if current.isPunct("(") || current.isPunct("[") { skipBalanced(); continue }
            if current.followsNewline, i > 0 { return }
            advance()
        }
    }

    mutating func skipLine() {
        advance()
        while !atEnd, !current.followsNewline {
            if current.isPunct("(") || current.isPunct("{") || current.isPunct("[") { skipBalanced() } else { advance() }
        }
    }

    /// Skips a bracketed group starting at the current `(`, `[` or `{`.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            if current.isPunct("(") || current.isPunct("[") || current.isPunct("{") { depth += 1 }
            if current.isPunct(")") || current.isPunct("]") || current.isPunct("}") { depth -= 1 }
            advance()
        } while depth > 0 && !atEnd
    }

    /// The index of the bracket closing the one at `open`.
    func matching(_ open: Int) -> Int {
        var depth = 0, k = open
        while k < tokens.count - 1 {
            let t = tokens[k]
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { depth += 1 }
            if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") {
                depth -= 1
                if depth == 0 { return k }
            }
            k += 1
        }
        return tokens.count - 1
    }

    /// A dotted type name: `AnyTransition`, `AnyTransition.MovingParts`.
    mutating func typeName() -> String {
        var name = current.word ?? ""
        advance()
        while current.isPunct("."), let next = tokens[min(i + 1, tokens.count - 1)].word {
            name += "." + next
            advance(); advance()
        }
        if current.isPunct("<") { skipGenerics() }
        return name
    }

    mutating func skipGenerics() {
        var depth = 0
        repeat {
            if current.isPunct("<") { depth += 1 }
            if current.isPunct(">") { depth -= 1 }
            advance()
        } while depth > 0 && !atEnd && !current.isPunct("{")
    }

    /// `: A, B` conformances, then a `where` clause; stops at `{`.
    mutating func conformances() -> [String] {
        var names: [String] = []
        if current.isPunct(":") {
            advance()
            while let w = current.word, w != "where" {
                names.append(typeName())
                if current.isPunct("&") || current.isPunct(",") { advance() } else { break }
            }
        }
        while !atEnd, !current.isPunct("{") { advance() }
        return names
    }
}

/// What the members being read belong to.
enum Container: Equatable {
    /// `extension AnyTransition` / `extension Transition where Self == …`.
    case transitions
    /// `extension Animation`.
    case animations
    /// An enum, class or struct used as a namespace of constants (its name).
    case namespace(String)
}
