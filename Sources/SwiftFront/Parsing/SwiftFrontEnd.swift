import BoardModel
internal import SwiftDiagnostics
internal import SwiftOperators
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// A Swift file as SwiftParser read it, lowered to boardgen's model.
public struct SwiftSourceFile: Sendable {
    /// The text, for line and column lookups.
    public let text: SwiftSourceText
    /// The declarations at the top level (`#if` resolved), in order.
    public let declarations: [Declaration]
    /// Top-level code that is not a declaration, in order.
    public let statements: [Statement]
}

/// Swift's own parser (SwiftParser, the toolchain's copy) in front of boardgen:
/// Swift files and the expressions of board files are parsed by it, their
/// operators folded by SwiftOperators (with the operators a file declares), and
/// lowered by ``Lowering``. A syntax error is SwiftParser's own diagnostic at its
/// place.
package enum SwiftFrontEnd {
    /// How deep SwiftParser nests before it stops with "parsing has exceeded the
    /// maximum nesting level" (its recursion, and so ours over its tree, stays bounded).
    static let maximumNestingLevel = 256

    /// The most syntax errors reported for one file.
    static let maximumDiagnostics = 20

    /// Reads a Swift file; `debug`: as a debug build (`#if DEBUG` holds), as Xcode builds an app for
    /// its previews.
    ///
    /// - Throws: ``BoardFileError`` with SwiftParser's diagnostics (file:line:column, the
    ///   line and a caret) when the file is not valid Swift syntax.
    package static func parseFile(_ text: SwiftSourceText, platform: IfConfigPlatform = .iOS, debug: Bool = false) throws(BoardFileError) -> SwiftSourceFile {
        let source = text.string
        if let deep = ParserTrapGuard.deepNesting(in: source) {
            let location = text.location(of: deep.offset)
            throw BoardFileError(diagnostics: [BoardFileError.Diagnostic(
                location: location, message: deep.message,
                excerpt: SourceExcerpt(Array(text.line(location.line)), start: location.column - 1, length: 1))])
        }
        var parser = Parser(source, maximumNestingLevel: maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        let offsets = CharacterOffsets(source)
        if let problem = SyntaxShapeGuard.firstProblem(in: tree) {
            let start = offsets.range(problem.utf8Offset, problem.utf8Offset).start
            let location = text.location(of: start)
            throw BoardFileError(diagnostics: [BoardFileError.Diagnostic(
                location: location, message: problem.message,
                excerpt: SourceExcerpt(Array(text.line(location.line)), start: location.column - 1, length: 1))])
        }
        if let trap = ParserTrapGuard.firstTrap(in: source) {
            let location = text.location(of: trap.offset)
            throw BoardFileError(diagnostics: [BoardFileError.Diagnostic(
                location: location, message: ParserTrapGuard.message(trap.scalar),
                excerpt: SourceExcerpt(Array(text.line(location.line)), start: location.column - 1, length: 1))])
        }
        let problems = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error && !isSwift5Warning($0) }
        if !problems.isEmpty {
            throw BoardFileError(diagnostics: problems.prefix(maximumDiagnostics).map { d in
                let r = range(of: d, offsets)
                let location = text.location(of: r.start)
                let line = Array(text.line(location.line))
                let column = location.column - 1
                let length = max(1, min(r.end, r.start + line.count - column) - r.start)
                return BoardFileError.Diagnostic(location: location, message: d.message,
                                                 excerpt: SourceExcerpt(line, start: column, length: length))
            })
        }
        var table = OperatorTable.standardOperators
        table.addSourceFile(tree) { _ in }
        let folded = table.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
        var lowering = Lowering(offsets: offsets)
        lowering.platform = platform
        lowering.debug = debug
        var declarations: [Declaration] = [], statements: [Statement] = []
        for item in folded.statements {
            if case let .decl(d) = item.item {
                declarations += lowering.declarations(d)
            } else if let preview = lowering.topLevelPreview(item) {
                declarations.append(preview)
            } else {
                statements += lowering.statements(CodeBlockItemListSyntax([item]))
            }
        }
        return SwiftSourceFile(text: text, declarations: declarations, statements: statements)
    }

    /// Reads one expression (a board file's `"transition"`, `"animation"`, `"view"`).
    ///
    /// - Throws: ``ExpressionError`` `.syntax` (SwiftParser's message), `.tooLong` or `.tooDeep`.
    static func parseExpression(_ source: String) throws(ExpressionError) -> Expr {
        try checkLength(source)
        var parser = Parser(source, maximumNestingLevel: ExpressionParser.maximumDepth)
        let tree = ExprSyntax.parse(from: &parser)
        let offsets = CharacterOffsets(source)
        if tree.trimmedDescription.isEmpty || tree.is(MissingExprSyntax.self) {
            var whole = Parser(source, maximumNestingLevel: ExpressionParser.maximumDepth)
            let file = SourceFileSyntax.parse(from: &whole)
            try checkSyntax(file, source, offsets)
            if let first = file.statements.first {
                throw ExpressionError(.syntax, at: offsets.range(first.positionAfterSkippingLeadingTrivia.utf8Offset, first.endPositionBeforeTrailingTrivia.utf8Offset),
                                      "expected an expression, found a statement ('\(Quoting.clip(first.trimmedDescription, limit: 30))'); a board reads one expression here")
            }
            throw ExpressionError(.syntax, at: .at(offsets.count), "expected an expression, such as .easeInOut, 0.5 or Tile(\"A\"); found nothing")
        }
        try checkSyntax(tree, source, offsets)
        let folded = try fold(tree, offsets)
        let e = Lowering(offsets: offsets).expr(folded.as(ExprSyntax.self) ?? tree)
        if e.depth > ExpressionParser.maximumDepth { throw tooDeep(at: deepest(in: [e])?.range ?? e.range) }
        return e
    }

    /// Reads statements (a step's `"run"`).
    static func parseStatements(_ source: String) throws(ExpressionError) -> [Statement] {
        try checkLength(source)
        var parser = Parser(source, maximumNestingLevel: ExpressionParser.maximumDepth)
        let tree = SourceFileSyntax.parse(from: &parser)
        let offsets = CharacterOffsets(source)
        try checkSyntax(tree, source, offsets)
        let folded = try fold(tree, offsets).as(SourceFileSyntax.self) ?? tree
        let statements = Lowering(offsets: offsets).statements(folded.statements)
        for s in statements {
            if s.depth > ExpressionParser.maximumDepth, !s.expressions.contains(where: { $0.depth > ExpressionParser.maximumDepth }) {
                throw tooDeep(at: s.range)
            }
            for e in s.expressions where e.depth > ExpressionParser.maximumDepth {
                throw tooDeep(at: deepest(in: [e])?.range ?? e.range)
            }
        }
        return statements
    }

    private static func checkLength(_ source: String) throws(ExpressionError) {
        var count = 0
        for _ in source.unicodeScalars {
            count += 1
            if count > ExpressionParser.maximumLength {
                throw ExpressionError(.tooLong, at: .at(ExpressionParser.maximumLength),
                                      "the expression is longer than \(ExpressionParser.maximumLength) characters; shorten it")
            }
        }
        if let deep = ParserTrapGuard.deepNesting(in: source) {
            throw ExpressionError(.tooDeep, at: SourceRange(deep.offset, deep.offset + 1), deep.message)
        }
    }

    /// Whether SwiftParser's error is one the compiler only warns about in the Swift 5 language
    /// mode apps are written in: `@Environment (\.isEnabled)`, a space between an attribute and its
    /// arguments ("this is an error in the Swift 6 language mode"). The tree reads as without it.
    private static func isSwift5Warning(_ d: Diagnostic) -> Bool {
        d.message.hasPrefix("extraneous whitespace before '(' is not permitted")
    }

    /// The first syntax error SwiftParser found, as an ``ExpressionError``.
    private static func checkSyntax(_ tree: some SyntaxProtocol, _ source: String, _ offsets: CharacterOffsets) throws(ExpressionError) {
        if let problem = SyntaxShapeGuard.firstProblem(in: tree) {
            throw ExpressionError(.tooDeep, at: offsets.range(problem.utf8Offset, problem.utf8Offset + 1), problem.message)
        }
        if let trap = ParserTrapGuard.firstTrap(in: source) {
            throw ExpressionError(.syntax, at: SourceRange(trap.offset, trap.offset + 1), ParserTrapGuard.message(trap.scalar))
        }
        guard let d = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error && !isSwift5Warning($0) })
        else { return }
        let r = range(of: d, offsets)
        if d.message.contains("maximum nesting level") { throw tooDeep(at: r) }
        if let hint = SyntaxHints.timeUnit(in: source, at: r) { throw hint }
        var error = ExpressionError(.syntax, at: r, d.message, suggestion: suggestion(d))
        if let note = d.notes.first {
            let at = offsets.range(note.position.utf8Offset, note.node.endPositionBeforeTrailingTrivia.utf8Offset)
            error.note = ExpressionError.Note(note.message, at: at)
        }
        throw error
    }

    /// Operators folded by precedence; adjacent non-associative operators (`a == b == c`)
    /// are an error, as in Swift.
    private static func fold(_ tree: some SyntaxProtocol, _ offsets: CharacterOffsets) throws(ExpressionError) -> Syntax {
        var problem: OperatorError?
        let folded = OperatorTable.standardOperators.foldAll(tree) { e in
            if case .incomparableOperators = e, problem == nil { problem = e }
        }
        if let problem {
            let d = problem.asDiagnostic
            throw ExpressionError(.syntax, at: range(of: d, offsets), d.message)
        }
        return folded
    }

    /// The replacement a diagnostic's first fix-it makes (`0.5` for `.5`, `)` for a missing one).
    private static func suggestion(_ d: Diagnostic) -> String? {
        guard let change = d.fixIts.first?.changes.first, case let .replace(_, new) = change else { return nil }
        let text = new.trimmedDescription
        return text.isEmpty || text.count > 40 || text.contains("<#") ? nil : text
    }

    static func tooDeep(at range: SourceRange) -> ExpressionError {
        ExpressionError(.tooDeep, at: range, "the expression nests more than \(ExpressionParser.maximumDepth) levels deep; simplify it")
    }

    /// The node where nesting passes the limit (for the caret).
    private static func deepest(in list: [Expr]) -> Expr? {
        var e = list.max { $0.depth < $1.depth }
        while let current = e, current.depth > ExpressionParser.maximumDepth, let child = current.children.max(by: { $0.depth < $1.depth }),
              child.depth >= ExpressionParser.maximumDepth {
            e = child
        }
        return e
    }

    /// The Character range a diagnostic points at: its first highlight, else its position.
    private static func range(of d: Diagnostic, _ offsets: CharacterOffsets) -> SourceRange {
        let start = d.position.utf8Offset
        if let h = d.highlights.first {
            let s = h.positionAfterSkippingLeadingTrivia.utf8Offset, e = h.endPositionBeforeTrailingTrivia.utf8Offset
            if s == start, e > s { return offsets.range(s, e) }
        }
        let r = offsets.range(start, start)
        return r.start >= offsets.count ? .at(offsets.count) : SourceRange(r.start, r.start + 1)
    }
}
