import BoardModel
// The experimental kinds (`do` expressions, `then` statements, `using` declarations) are named so that every switch
// over SwiftSyntax's kinds is checked whole.
@_spi(ExperimentalLanguageFeatures) internal import SwiftSyntax

/// Statements, conditions and patterns.
extension Lowering {
    /// The statements of a code block (`#if` resolved to its active clause).
    func statements(_ list: CodeBlockItemListSyntax) -> [Statement] {
        var out: [Statement] = []
        for item in list { out += statements(item) }
        return out
    }

    private func statements(_ item: CodeBlockItemSyntax) -> [Statement] {
        let r = range(item)
        switch item.item {
        case let .expr(e):
            return [expressionStatement(e, r)]
        case let .stmt(s):
            return [statement(s, r)]
        case let .decl(d):
            switch d.as(DeclSyntaxEnum.self) {
            case let .ifConfigDecl(config):
                guard case let .statements(list)? = activeClause(config)?.elements else { return [] }
                return statements(list)
            case let .variableDecl(v):
                return [Statement(.variable(variable(v)), range: r)]
            default:
                return declarations(d).map { Statement(.declaration($0), range: $0.range) }
            }
        @unknown default:
            return []
        }
    }

    /// An expression used as a statement: `if` and `switch` stay statements.
    private func expressionStatement(_ e: ExprSyntax, _ r: SourceRange) -> Statement {
        switch e.as(ExprSyntaxEnum.self) {
        case let .ifExpr(n): return ifStatement(n)
        case let .switchExpr(n): return switchStatement(n)
        default: return Statement(.expression(expr(e)), range: r)
        }
    }

    private func statement(_ s: StmtSyntax, _ r: SourceRange) -> Statement {
        switch s.as(StmtSyntaxEnum.self) {
        case let .expressionStmt(n): return expressionStatement(n.expression, r)
        case let .returnStmt(n): return Statement(.returnStatement(n.expression.map { expr($0) }), range: r)
        case let .guardStmt(n):
            return Statement(.guardStatement(conditions: conditions(n.conditions), otherwise: statements(n.body.statements)), range: r)
        case let .forStmt(n):
            if n.awaitKeyword != nil {
                return Statement(.unsupported(construct: "for await", reason: "concurrency (async/await) does not run on a board"), range: r)
            }
            let loop = ForIn(pattern: pattern(n.pattern, binding: true), sequence: expr(n.sequence),
                             filter: n.whereClause.map { expr($0.condition) }, body: statements(n.body.statements))
            return Statement(.forIn(loop), range: r)
        case let .whileStmt(n):
            return Statement(.whileLoop(conditions: conditions(n.conditions), body: statements(n.body.statements)), range: r)
        case let .repeatStmt(n):
            return Statement(.repeatWhile(body: statements(n.body.statements), condition: expr(n.condition)), range: r)
        case let .breakStmt(n): return Statement(.breakStatement(n.label?.text), range: r)
        case let .continueStmt(n): return Statement(.continueStatement(n.label?.text), range: r)
        case .fallThroughStmt: return Statement(.fallthroughStatement, range: r)
        case let .doStmt(n):
            guard !n.catchClauses.isEmpty else { return Statement(.block(statements(n.body.statements)), range: r) }
            let catches = n.catchClauses.map { clause in
                SwitchCase(patterns: clause.catchItems.isEmpty ? [CasePattern(pattern: .wildcard, filter: nil)]
                               : clause.catchItems.map { CasePattern(pattern: $0.pattern.map { pattern($0, binding: false) } ?? .wildcard,
                                                                     filter: $0.whereClause.map { expr($0.condition) }) },
                           body: statements(clause.body.statements), range: range(clause))
            }
            return Statement(.doCatch(statements(n.body.statements), catches: catches), range: r)
        case let .labeledStmt(n):
            return Statement(.labeled(n.label.text, statement(n.statement, range(n.statement))), range: r)
        // `throw e`: the built-in `#throw` (no Swift function can have its name) throws `e` as Swift does.
        case let .throwStmt(n):
            let value = expr(n.expression)
            return Statement(.expression(Expr(.call(Expr(.identifier("#throw"), range: r),
                                                    arguments: [Expr.Argument(label: nil, labelRange: nil, value: value)], trailingClosure: nil), range: r)), range: r)
        case .deferStmt:
            return Statement(.unsupported(construct: "defer", reason: "deferred statements are not run on a board"), range: r)
        case .discardStmt, .yieldStmt, .missingStmt, .thenStmt:
            return unsupported(s, r)
        @unknown default:
            return unsupported(s, r)
        }
    }

    /// A statement boardgen does not run, named by its keyword.
    private func unsupported(_ s: StmtSyntax, _ r: SourceRange) -> Statement {
        let keyword = s.firstToken(viewMode: .sourceAccurate)?.text ?? "statement"
        return Statement(.unsupported(construct: keyword, reason: "boardgen does not run this statement"), range: r)
    }

    /// `if …` (with its `else if` chain).
    func ifStatement(_ n: IfExprSyntax) -> Statement {
        var otherwise: [Statement]?
        switch n.elseBody {
        case let .ifExpr(inner)?: otherwise = [ifStatement(inner)]
        case let .codeBlock(block)?: otherwise = statements(block.statements)
        case nil: otherwise = nil
        @unknown default: otherwise = nil
        }
        let s = IfStatement(conditions: conditions(n.conditions), then: statements(n.body.statements), otherwise: otherwise)
        return Statement(.ifStatement(s), range: range(n))
    }

    /// `switch subject { … }`.
    func switchStatement(_ n: SwitchExprSyntax) -> Statement {
        var cases: [SwitchCase] = []
        func add(_ list: SwitchCaseListSyntax) {
            for element in list {
                switch element {
                case let .switchCase(c):
                    var patterns: [CasePattern] = []
                    switch c.label {
                    case let .case(label):
                        patterns = label.caseItems.map { CasePattern(pattern: pattern($0.pattern, binding: false), filter: $0.whereClause.map { expr($0.condition) }) }
                    case .default:
                        patterns = [CasePattern(pattern: .wildcard, filter: nil)]
                    @unknown default:
                        continue
                    }
                    cases.append(SwitchCase(patterns: patterns, body: statements(c.statements), range: range(c.label)))
                case let .ifConfigDecl(config):
                    if case let .switchCases(inner)? = activeClause(config)?.elements { add(inner) }
                @unknown default:
                    continue
                }
            }
        }
        add(n.cases)
        return Statement(.switchStatement(SwitchStatement(subject: expr(n.subject), cases: cases)), range: range(n))
    }

    /// The conditions of an `if`, `guard` or `while`.
    func conditions(_ list: ConditionElementListSyntax) -> [StatementCondition] {
        list.map { element in
            switch element.condition {
            case let .expression(e):
                return .boolean(expr(e))
            case let .optionalBinding(b):
                let name = b.pattern.as(IdentifierPatternSyntax.self).map { Self.name($0.identifier) } ?? "_"
                let value = b.initializer.map { expr($0.value) } ?? Expr(.identifier(name), range: range(b.pattern))
                return .optionalBinding(name: name, value: value)
            case let .matchingPattern(m):
                return .matches(pattern(m.pattern, binding: false), expr(m.initializer.value))
            case let .availability(a):
                // Decided for the system the board draws (Lowering+Availability).
                return .boolean(Expr(.bool(isAvailable(a)), range: range(a)))
            @unknown default:
                return .available
            }
        }
    }

    // MARK: Patterns

    /// A pattern; inside `let`/`var` (`binding`), a bare name binds.
    func pattern(_ p: PatternSyntax, binding: Bool) -> Pattern {
        switch p.as(PatternSyntaxEnum.self) {
        case let .identifierPattern(n): return .binding(Self.name(n.identifier))
        case .wildcardPattern: return .wildcard
        case let .tuplePattern(n): return .tuple(n.elements.map { pattern($0.pattern, binding: binding) })
        case let .valueBindingPattern(n): return pattern(n.pattern, binding: true)
        case let .isTypePattern(n): return .isType(Self.type(n.type))
        case let .expressionPattern(n): return pattern(n.expression, binding: binding)
        case .missingPattern: return unreadPattern(p)
        @unknown default: return unreadPattern(p)
        }
    }

    private func unreadPattern(_ p: PatternSyntax) -> Pattern {
        .expression(Expr(.unsupported(construct: p.trimmedDescription, reason: "this pattern is not read"), range: range(p)))
    }

    /// An expression read as a pattern: `.some(let x)`, `.move(_)`, `(0, _)`, `x?`, `1...3`; any
    /// other expression is a value to compare with.
    private func pattern(_ e: ExprSyntax, binding: Bool) -> Pattern {
        switch e.as(ExprSyntaxEnum.self) {
        case let .patternExpr(n): return pattern(n.pattern, binding: binding)
        case .discardAssignmentExpr: return .wildcard
        case let .declReferenceExpr(n) where binding: return .binding(Self.name(n.baseName))
        case let .memberAccessExpr(n) where Self.isTypeName(n.base):
            return .enumCase(type: n.base.map { Self.type($0) }, name: Self.name(n.declName.baseName), arguments: nil, range: range(n))
        case let .functionCallExpr(n):
            guard let m = n.calledExpression.as(MemberAccessExprSyntax.self), Self.isTypeName(m.base) else { break }
            let arguments = n.arguments.map { (label: $0.label.map { Self.name($0) }, pattern: pattern($0.expression, binding: binding)) }
            return .enumCase(type: m.base.map { Self.type($0) }, name: Self.name(m.declName.baseName), arguments: arguments, range: range(n))
        case let .tupleExpr(n) where n.elements.count != 1: return .tuple(n.elements.map { pattern($0.expression, binding: binding) })
        case let .optionalChainingExpr(n): return .some(pattern(n.expression, binding: binding))
        case let .asExpr(n): return .cast(pattern(n.expression, binding: binding), Self.type(n.type))
        case let .isExpr(n): return .isType(Self.type(n.type))
        default: break
        }
        return .expression(expr(e))
    }

    /// Whether `base` of `base.name` in a pattern names a type (or is absent): `.a`, `Edge.a`, `Kind.Sub.a`.
    static func isTypeName(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        switch base.as(ExprSyntaxEnum.self) {
        case let .declReferenceExpr(d): return d.baseName.text.first?.isUppercase ?? false
        case let .memberAccessExpr(m): return isTypeName(m.base) && (m.declName.baseName.text.first?.isUppercase ?? false)
        case .typeExpr: return true
        default: return false
        }
    }
}
