/// Parses the subset of Swift that people paste from SwiftUI code.
///
/// Accepted: leading-dot members (`.easeInOut`), qualified names
/// (`Animation.easeIn`, `UnitPoint.top`), calls with labelled and unlabelled
/// arguments (`.spring(response: 0.42, dampingFraction: 0.6)`), chains
/// (`.easeInOut(duration: 0.7).speed(0.25)`), number literals (`1`, `0.7`,
/// `-70`, `1e-3`, `1_000`), string literals with escapes, `true`, `false`,
/// `nil`, tuples (`(x: 1, y: 0, z: 0)`) and views with trailing closures
/// holding expressions separated by newlines or `;`
/// (`VStack(spacing: 4) { Tile("A"); Tile("B").transition(.scale) }`).
/// Whitespace, line breaks and comments (`//`, `/* */`) may appear between
/// tokens; as in Swift, a line break ends a statement inside a closure unless
/// the next line starts with `.member`, and a `(` or `{` on a new line does not
/// continue a call.
///
/// The parser never traps: any input gives a tree or an ``ExpressionError``.
/// Input is limited to ``maximumLength`` characters and nesting to
/// ``maximumDepth`` levels, so recursion stays shallow for every consumer of
/// the tree.
///
/// ```swift
/// let e = try ExpressionParser.parse(".offset(y: 70).combined(with: .opacity)")
/// e.description   // .offset(y: 70).combined(with: .opacity)
/// ```
public enum ExpressionParser {
    /// The longest accepted expression, in Characters.
    public static let maximumLength = 10_000
    /// The deepest accepted nesting: the parser's recursion (parentheses,
    /// arguments, closures) and the height of the tree (``Expr/depth``; every
    /// member access and call of a chain adds one) are both bounded by it.
    public static let maximumDepth = 64

    /// Parses one expression.
    ///
    /// - Parameter source: the expression; offsets in the result and in errors
    ///   are Character offsets into it.
    /// - Returns: the tree.
    /// - Throws: ``ExpressionError`` with kind `.syntax`, `.tooLong` or
    ///   `.tooDeep`, pointing at the first problem.
    public static func parse(_ source: String) throws(ExpressionError) -> Expr {
        var chars: [Character] = []
        for c in source {
            if chars.count == maximumLength {
                throw ExpressionError(
                    .tooLong, at: .at(maximumLength),
                    "the expression is longer than \(maximumLength) characters; shorten it")
            }
            chars.append(c)
        }
        var parser = Parser(tokens: try Lexer.tokenize(chars))
        return try parser.parseTopLevel()
    }
}

/// The recursive-descent parser over the lexer's tokens.
private struct Parser {
    let tokens: [Token]
    var index = 0
    var level = 0

    init(tokens: [Token]) { self.tokens = tokens }

    var current: Token { tokens[index] }
    var next: Token { tokens[min(index + 1, tokens.count - 1)] }

    @discardableResult
    mutating func advance() -> Token {
        let t = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return t
    }

    func isLabel() -> Bool {
        if case .identifier = current.kind, next.kind == .colon { return true }
        return false
    }

    // MARK: Expressions

    mutating func parseTopLevel() throws(ExpressionError) -> Expr {
        let expr = try parseExpression()
        guard current.kind == .end else {
            if current.followsNewline || current.kind == .semicolon {
                throw ExpressionError(
                    .syntax, at: current.range,
                    "expected one expression, found a second one starting with \(current.quoted); to show several views, wrap them in Group { … }")
            }
            throw ExpressionError(
                .syntax, at: current.range,
                "expected the end of the expression after '\(Quoting.clip(expr.description))', found \(current.quoted)")
        }
        return expr
    }

    mutating func parseExpression() throws(ExpressionError) -> Expr {
        level += 1
        defer { level -= 1 }
        if level > ExpressionParser.maximumDepth { throw tooDeep(at: current.range) }
        var node = try parsePrimary()
        while true {
            switch current.kind {
            case .dot:
                let dot = advance()
                guard case let .identifier(name) = current.kind, !current.followsNewline else {
                    throw ExpressionError(
                        .syntax, at: current.range,
                        "expected a member name after '.', such as .speed; found \(current.quoted)")
                }
                let nameRange = SourceRange(dot.range.start, advance().range.end)
                node = Expr(.member(node, name: name, nameRange: nameRange),
                            range: SourceRange(node.range.start, nameRange.end))
                try checkDepth(node, blame: nameRange)
            case .leftParen where !current.followsNewline:
                try requireCallable(node, current)
                let open = advance()
                let (arguments, close) = try parseArguments(openedBy: open)
                node = Expr(.call(node, arguments: arguments, trailingClosure: nil),
                            range: SourceRange(node.range.start, close.end))
                try checkDepth(node, blame: SourceRange(open.range.start, close.end))
            case .leftBrace where !current.followsNewline:
                try requireCallable(node, current)
                var callee = node, arguments: [Expr.Argument] = []
                if case let .call(c, a, closure) = node.kind {
                    if let closure {
                        throw ExpressionError(
                            .syntax, at: current.range,
                            "unexpected '{': only one trailing closure is supported",
                            note: .init("the trailing closure is here", at: closure.range))
                    }
                    (callee, arguments) = (c, a)
                }
                let closure = try parseClosure()
                node = Expr(.call(callee, arguments: arguments, trailingClosure: closure),
                            range: SourceRange(node.range.start, closure.range.end))
                try checkDepth(node, blame: closure.range)
            default:
                return node
            }
        }
    }

    mutating func parsePrimary() throws(ExpressionError) -> Expr {
        let token = current
        switch token.kind {
        case let .number(n):
            advance()
            return Expr(.number(n), range: token.range)
        case let .string(s):
            advance()
            return Expr(.string(s), range: token.range)
        case let .identifier(name):
            advance()
            switch name {
            case "true": return Expr(.bool(true), range: token.range)
            case "false": return Expr(.bool(false), range: token.range)
            case "nil": return Expr(.nilLiteral, range: token.range)
            default: return Expr(.identifier(name), range: token.range)
            }
        case .dot:
            advance()
            guard case let .identifier(name) = current.kind, !current.followsNewline else {
                throw ExpressionError(
                    .syntax, at: current.range,
                    "expected a name after '.', such as .easeInOut or .opacity; found \(current.quoted)")
            }
            let end = advance().range.end
            return Expr(.implicitMember(name), range: SourceRange(token.range.start, end))
        case .leftParen:
            let open = advance()
            let (elements, close) = try parseArguments(openedBy: open)
            if elements.count == 1, elements[0].label == nil { return elements[0].value }
            return Expr(.tuple(elements), range: SourceRange(open.range.start, close.end))
        case .leftBrace:
            throw ExpressionError(
                .syntax, at: token.range,
                "unexpected '{': a closure must follow a view, as in VStack { Tile(\"A\") }")
        default:
            throw ExpressionError(
                .syntax, at: token.range,
                "expected an expression, such as .easeInOut, 0.5 or Tile(\"A\"); found \(token.quoted)")
        }
    }

    // MARK: Arguments and closures

    /// Parses `label: value, value, …)` after the `(`; returns the `)` range too.
    mutating func parseArguments(openedBy open: Token) throws(ExpressionError) -> ([Expr.Argument], SourceRange) {
        var arguments: [Expr.Argument] = []
        let unclosed = ExpressionError.Note("the list starts with this '('", at: open.range)
        while true {
            if current.kind == .rightParen { return (arguments, advance().range) }
            var label: String?, labelRange: SourceRange?
            if isLabel(), case let .identifier(name) = current.kind {
                label = name
                labelRange = advance().range
                advance()
            } else if current.kind == .colon {
                throw ExpressionError(.syntax, at: current.range, "expected an argument label before ':'")
            }
            switch current.kind {
            case .comma, .rightParen, .end:
                let what = label.map { "a value after '\($0):'" } ?? "an argument"
                throw ExpressionError(.syntax, at: current.range, "expected \(what), found \(current.quoted)",
                                      note: current.kind == .end ? unclosed : nil)
            default:
                break
            }
            let value = try parseExpression()
            arguments.append(Expr.Argument(label: label, labelRange: labelRange, value: value))
            switch current.kind {
            case .comma:
                advance()
            case .rightParen:
                continue
            case .end:
                throw ExpressionError(.syntax, at: current.range, "expected ')' to close the argument list, found end of input",
                                      suggestion: ")", note: unclosed)
            default:
                if isLabel() {
                    throw ExpressionError(.syntax, at: .at(value.range.end),
                                          "expected ',' between arguments, before \(current.quoted)", suggestion: ",")
                }
                throw ExpressionError(.syntax, at: current.range, "expected ',' or ')' after the argument, found \(current.quoted)",
                                      note: unclosed)
            }
        }
    }

    /// Parses `{ statement; statement … }` starting at the `{`.
    mutating func parseClosure() throws(ExpressionError) -> Expr.Closure {
        let open = advance()
        var statements: [Expr] = []
        var needsSeparator = false
        while true {
            switch current.kind {
            case .rightBrace:
                let close = advance()
                return Expr.Closure(statements: statements, range: SourceRange(open.range.start, close.range.end))
            case .semicolon:
                advance()
                needsSeparator = false
            case .end:
                throw ExpressionError(.syntax, at: current.range, "expected '}' to close the closure, found end of input",
                                      suggestion: "}", note: .init("the closure starts with this '{'", at: open.range))
            default:
                if needsSeparator, !current.followsNewline {
                    throw ExpressionError(
                        .syntax, at: current.range,
                        "expected a newline or ';' between expressions in a closure, found \(current.quoted)")
                }
                statements.append(try parseExpression())
                needsSeparator = true
            }
        }
    }

    // MARK: Checks

    func requireCallable(_ node: Expr, _ token: Token) throws(ExpressionError) {
        switch node.kind {
        case .identifier, .implicitMember, .member, .call:
            return
        default:
            throw ExpressionError(
                .syntax, at: token.range,
                "unexpected \(token.quoted) after \(node.summary): only names such as Tile or .spring can be called")
        }
    }

    func checkDepth(_ node: Expr, blame: SourceRange) throws(ExpressionError) {
        if node.depth > ExpressionParser.maximumDepth { throw tooDeep(at: blame) }
    }

    func tooDeep(at range: SourceRange) -> ExpressionError {
        ExpressionError(
            .tooDeep, at: range,
            "the expression nests more than \(ExpressionParser.maximumDepth) levels deep; simplify it")
    }
}
