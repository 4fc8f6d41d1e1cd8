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
        return try parseTernary()
    }

    /// `condition ? a : b`, right-associative, the loosest binding.
    mutating func parseTernary() throws(ExpressionError) -> Expr {
        let condition = try parseBinary(above: 0)
        guard case .op("?") = current.kind, current.followsSpace else { return condition }
        let question = advance()
        let a = try parseExpression()
        guard current.kind == .colon else {
            throw ExpressionError(.syntax, at: current.range, "expected ':' in the conditional after '\(Quoting.clip(a.description))', found \(current.quoted)",
                                  note: .init("the condition's '?' is here", at: question.range))
        }
        advance()
        let b = try parseExpression()
        let node = Expr(.ternary(condition, a, b), range: SourceRange(condition.range.start, b.range.end))
        try checkDepth(node, blame: node.range)
        return node
    }

    /// Binding strength of a binary operator (higher binds tighter).
    static func precedence(_ op: String) -> Int? {
        switch op {
        case "||": 1
        case "&&": 2
        case "==", "!=", "<", "<=", ">", ">=": 3
        case "..<", "...": 4
        case "+", "-": 5
        case "*", "/": 6
        default: nil
        }
    }

    /// Whether the operator token at the current position is binary: Swift
    /// requires the same spacing on both sides (`a - b`, `a-b`, not `a -b`).
    func isBinaryHere() -> Bool {
        guard case .op = current.kind else { return false }
        return current.followsSpace == next.followsSpace || next.kind == .end
    }

    /// Operators binding tighter than `minimum`, by precedence climbing.
    mutating func parseBinary(above minimum: Int) throws(ExpressionError) -> Expr {
        var lhs = try parsePrefix()
        while case let .op(op) = current.kind, let p = Self.precedence(op), p > minimum, isBinaryHere() {
            let token = advance()
            // Comparisons and ranges do not chain; the others are left-associative.
            let rhs = try parseBinary(above: p)
            lhs = Expr(.binary(op, lhs, rhs), range: SourceRange(lhs.range.start, rhs.range.end))
            try checkDepth(lhs, blame: token.range)
            if p == 3 || p == 4, case let .op(next) = current.kind, Self.precedence(next) == p, isBinaryHere() {
                throw ExpressionError(.syntax, at: current.range,
                                      "'\(op)' and '\(next)' cannot be chained; add parentheses")
            }
        }
        return lhs
    }

    /// `-x`, `!flag`, or a postfix expression.
    mutating func parsePrefix() throws(ExpressionError) -> Expr {
        if case let .op(op) = current.kind, op == "-" || op == "!" {
            let token = advance()
            guard !current.followsSpace else {
                throw ExpressionError(.syntax, at: token.range,
                                      "a prefix '\(op)' must touch its operand, as in \(op == "-" ? "-x" : "!flag")")
            }
            level += 1
            defer { level -= 1 }
            if level > ExpressionParser.maximumDepth { throw tooDeep(at: token.range) }
            let operand = try parsePrefix()
            let node = Expr(.prefix(op, operand), range: SourceRange(token.range.start, operand.range.end))
            try checkDepth(node, blame: token.range)
            return node
        }
        return try parsePostfix()
    }

    /// A primary expression followed by members, calls and a trailing closure.
    mutating func parsePostfix() throws(ExpressionError) -> Expr {
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
        case .leftBracket:
            return try parseArray()
        case .backslash:
            return try parseKeyPath()
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

    /// `[a, b, c]` starting at the `[`.
    mutating func parseArray() throws(ExpressionError) -> Expr {
        let open = advance()
        var items: [Expr] = []
        while true {
            if current.kind == .rightBracket { break }
            items.append(try parseExpression())
            if current.kind == .comma { advance(); continue }
            guard current.kind == .rightBracket else {
                throw ExpressionError(.syntax, at: current.range, "expected ',' or ']' in the array, found \(current.quoted)",
                                      note: .init("the array starts with this '['", at: open.range))
            }
        }
        let close = advance()
        return Expr(.array(items), range: SourceRange(open.range.start, close.range.end))
    }

    /// `\.self`, `\.id`, `\Item.name` starting at the `\`.
    mutating func parseKeyPath() throws(ExpressionError) -> Expr {
        let slash = advance()
        var components: [String] = []
        if case let .identifier(root) = current.kind, !current.followsSpace {
            components.append(root)
            advance()
        } else {
            components.append("")
        }
        var end = slash.range.end
        while current.kind == .dot, !current.followsSpace {
            advance()
            guard case let .identifier(name) = current.kind else {
                throw ExpressionError(.syntax, at: current.range, "expected a property name in the key path, as in \\.id")
            }
            components.append(name)
            end = advance().range.end
        }
        guard components.count > 1 else {
            throw ExpressionError(.syntax, at: SourceRange(slash.range.start, max(end, slash.range.end)),
                                  "expected a key path such as \\.self or \\.id")
        }
        return Expr(.keyPath(components), range: SourceRange(slash.range.start, end))
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
        let parameters = parseClosureParameters()
        var statements: [Expr] = []
        var needsSeparator = false
        while true {
            switch current.kind {
            case .rightBrace:
                let close = advance()
                return Expr.Closure(
                    statements: statements, range: SourceRange(open.range.start, close.range.end), parameters: parameters)
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

    /// `a, b in` or `(a, b) in` at the start of a closure; none when absent.
    mutating func parseClosureParameters() -> [String] {
        let save = index
        var names: [String] = []
        let parenthesised = current.kind == .leftParen
        if parenthesised { advance() }
        while case let .identifier(name) = current.kind, name != "in" {
            names.append(name)
            advance()
            if current.kind == .comma { advance() } else { break }
        }
        if parenthesised {
            guard current.kind == .rightParen else { index = save; return [] }
            advance()
        }
        guard !names.isEmpty, case .identifier("in") = current.kind else {
            index = save
            return []
        }
        advance()
        return names
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
