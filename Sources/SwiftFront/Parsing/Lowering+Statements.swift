import BoardModel
internal import SwiftSyntax

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
            if let config = d.as(IfConfigDeclSyntax.self) {
                guard case let .statements(list)? = activeClause(config.clauses)?.elements else { return [] }
                return statements(list)
            }
            if let v = d.as(VariableDeclSyntax.self) { return [Statement(.variable(variable(v)), range: r)] }
            return declarations(d).map { Statement(.declaration($0), range: $0.range) }
        @unknown default:
            return []
        }
    }

    /// An expression used as a statement: `if` and `switch` stay statements.
    private func expressionStatement(_ e: ExprSyntax, _ r: SourceRange) -> Statement {
        if let n = e.as(IfExprSyntax.self) { return ifStatement(n) }
        if let n = e.as(SwitchExprSyntax.self) { return switchStatement(n) }
        return Statement(.expression(expr(e)), range: r)
    }

    private func statement(_ s: StmtSyntax, _ r: SourceRange) -> Statement {
        if let n = s.as(ExpressionStmtSyntax.self) { return expressionStatement(n.expression, r) }
        if let n = s.as(ReturnStmtSyntax.self) { return Statement(.returnStatement(n.expression.map { expr($0) }), range: r) }
        if let n = s.as(GuardStmtSyntax.self) {
            return Statement(.guardStatement(conditions: conditions(n.conditions), otherwise: statements(n.body.statements)), range: r)
        }
        if let n = s.as(ForStmtSyntax.self) {
            if n.awaitKeyword != nil {
                return Statement(.unsupported(construct: "for await", reason: "concurrency (async/await) does not run on a board"), range: r)
            }
            let loop = ForIn(pattern: pattern(n.pattern, binding: true), sequence: expr(n.sequence),
                             filter: n.whereClause.map { expr($0.condition) }, body: statements(n.body.statements))
            return Statement(.forIn(loop), range: r)
        }
        if let n = s.as(WhileStmtSyntax.self) {
            return Statement(.whileLoop(conditions: conditions(n.conditions), body: statements(n.body.statements)), range: r)
        }
        if let n = s.as(RepeatStmtSyntax.self) {
            return Statement(.repeatWhile(body: statements(n.body.statements), condition: expr(n.condition)), range: r)
        }
        if let n = s.as(BreakStmtSyntax.self) { return Statement(.breakStatement(n.label?.text), range: r) }
        if let n = s.as(ContinueStmtSyntax.self) { return Statement(.continueStatement(n.label?.text), range: r) }
        if s.is(FallThroughStmtSyntax.self) { return Statement(.fallthroughStatement, range: r) }
        if let n = s.as(DoStmtSyntax.self) { return Statement(.block(statements(n.body.statements)), range: r) }
        if let n = s.as(LabeledStmtSyntax.self) {
            return Statement(.labeled(n.label.text, statement(n.statement, range(n.statement))), range: r)
        }
        if s.is(ThrowStmtSyntax.self) {
            return Statement(.unsupported(construct: "throw", reason: "errors are not thrown on a board"), range: r)
        }
        if s.is(DeferStmtSyntax.self) {
            return Statement(.unsupported(construct: "defer", reason: "deferred statements are not run on a board"), range: r)
        }
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
                    if case let .switchCases(inner)? = activeClause(config.clauses)?.elements { add(inner) }
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
            case .availability:
                return .available
            @unknown default:
                return .available
            }
        }
    }

    // MARK: Patterns

    /// A pattern; inside `let`/`var` (`binding`), a bare name binds.
    func pattern(_ p: PatternSyntax, binding: Bool) -> Pattern {
        if let n = p.as(IdentifierPatternSyntax.self) { return .binding(Self.name(n.identifier)) }
        if p.is(WildcardPatternSyntax.self) { return .wildcard }
        if let n = p.as(TuplePatternSyntax.self) { return .tuple(n.elements.map { pattern($0.pattern, binding: binding) }) }
        if let n = p.as(ValueBindingPatternSyntax.self) { return pattern(n.pattern, binding: true) }
        if let n = p.as(IsTypePatternSyntax.self) { return .isType(Self.type(n.type)) }
        if let n = p.as(ExpressionPatternSyntax.self) { return pattern(n.expression, binding: binding) }
        return .expression(Expr(.unsupported(construct: p.trimmedDescription, reason: "this pattern is not read"), range: range(p)))
    }

    /// An expression read as a pattern: `.some(let x)`, `.move(_)`, `(0, _)`, `x?`, `1...3`.
    private func pattern(_ e: ExprSyntax, binding: Bool) -> Pattern {
        if let n = e.as(PatternExprSyntax.self) { return pattern(n.pattern, binding: binding) }
        if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if binding, let n = e.as(DeclReferenceExprSyntax.self) { return .binding(Self.name(n.baseName)) }
        if let n = e.as(MemberAccessExprSyntax.self), Self.isTypeName(n.base) {
            return .enumCase(type: n.base.map { Self.type($0) }, name: Self.name(n.declName.baseName), arguments: nil, range: range(n))
        }
        if let n = e.as(FunctionCallExprSyntax.self), let m = n.calledExpression.as(MemberAccessExprSyntax.self), Self.isTypeName(m.base) {
            let arguments = n.arguments.map { (label: $0.label.map { Self.name($0) }, pattern: pattern($0.expression, binding: binding)) }
            return .enumCase(type: m.base.map { Self.type($0) }, name: Self.name(m.declName.baseName), arguments: arguments, range: range(n))
        }
        if let n = e.as(TupleExprSyntax.self), n.elements.count != 1 {
            return .tuple(n.elements.map { pattern($0.expression, binding: binding) })
        }
        if let n = e.as(OptionalChainingExprSyntax.self) { return .some(pattern(n.expression, binding: binding)) }
        if let n = e.as(AsExprSyntax.self) { return .cast(pattern(n.expression, binding: binding), Self.type(n.type)) }
        if let n = e.as(IsExprSyntax.self) { return .isType(Self.type(n.type)) }
        return .expression(expr(e))
    }

    /// Whether `base` of `base.name` in a pattern names a type (or is absent): `.a`, `Edge.a`, `Kind.Sub.a`.
    static func isTypeName(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        if let d = base.as(DeclReferenceExprSyntax.self) { return d.baseName.text.first?.isUppercase ?? false }
        if let m = base.as(MemberAccessExprSyntax.self) { return isTypeName(m.base) && (m.declName.baseName.text.first?.isUppercase ?? false) }
        return base.is(TypeExprSyntax.self)
    }
}
