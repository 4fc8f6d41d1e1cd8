import BoardModel
internal import SwiftSyntax

/// Expressions: every node SwiftParser produces after operator folding.
extension Lowering {
    /// The expression `node` (operators already folded).
    func expr(_ node: ExprSyntax) -> Expr {
        let r = range(node)
        if let e = literal(node, r) { return e }
        if let e = reference(node, r) { return e }
        if let e = operation(node, r) { return e }
        if let e = collection(node, r) { return e }
        return other(node, r)
    }

    private func literal(_ node: ExprSyntax, _ r: SourceRange) -> Expr? {
        if let n = node.as(IntegerLiteralExprSyntax.self) {
            let text = n.literal.text
            let value = n.representedLiteralValue.map(Double.init) ?? Self.wideInteger(text)
            return Expr(.number(NumberLiteral(value: value, text: text, isInteger: true)), range: r)
        }
        if let n = node.as(FloatLiteralExprSyntax.self) {
            let text = n.literal.text
            return Expr(.number(NumberLiteral(value: n.representedLiteralValue ?? .infinity, text: text, isInteger: false)), range: r)
        }
        if let n = node.as(BooleanLiteralExprSyntax.self) { return Expr(.bool(n.literal.text == "true"), range: r) }
        if node.is(NilLiteralExprSyntax.self) { return Expr(.nilLiteral, range: r) }
        if let n = node.as(StringLiteralExprSyntax.self) { return string(n, r) }
        if let n = node.as(SimpleStringLiteralExprSyntax.self) {
            return Expr(.string(n.segments.map { Self.unescape($0.content.text, pounds: 0) }.joined()), range: r)
        }
        return nil
    }

    /// The value of an integer literal too large for an `Int` (infinite past a `Double`).
    static func wideInteger(_ text: String) -> Double {
        Double(text.filter { $0 != "_" }) ?? .infinity
    }

    private func reference(_ node: ExprSyntax, _ r: SourceRange) -> Expr? {
        if let n = node.as(DeclReferenceExprSyntax.self) {
            return Expr(.identifier(Self.name(n.baseName)), range: r)
        }
        if let n = node.as(MemberAccessExprSyntax.self) {
            let name = Self.name(n.declName.baseName)
            guard let base = n.base else { return Expr(.implicitMember(name), range: r) }
            return Expr(.member(expr(base), name: name, nameRange: range(n.period, n.declName)), range: r)
        }
        if let n = node.as(FunctionCallExprSyntax.self) { return call(n, r) }
        if let n = node.as(SubscriptCallExprSyntax.self) {
            var args = arguments(n.arguments)
            if let c = n.trailingClosure { args.append(Expr.Argument(label: nil, labelRange: nil, value: Expr(.closure(closure(c)), range: range(c)))) }
            return Expr(.subscripted(expr(n.calledExpression), arguments: args), range: r)
        }
        if let n = node.as(KeyPathExprSyntax.self) { return keyPath(n, r) }
        if node.is(DiscardAssignmentExprSyntax.self) { return Expr(.identifier("_"), range: r) }
        if node.is(SuperExprSyntax.self) { return Expr(.identifier("super"), range: r) }
        if let n = node.as(GenericSpecializationExprSyntax.self) {
            // `Binding<String>(get:set:)`: the generic arguments change nothing a board runs.
            let base = expr(n.expression)
            if case let .identifier(name) = base.kind, ["Array", "Set", "Dictionary"].contains(name) {
                return Expr(.type(Self.type(n)), range: r)
            }
            return base
        }
        if let n = node.as(TypeExprSyntax.self) { return Expr(.type(Self.type(n.type)), range: r) }
        return nil
    }

    private func operation(_ node: ExprSyntax, _ r: SourceRange) -> Expr? {
        if let n = node.as(InfixOperatorExprSyntax.self) {
            let l = expr(n.leftOperand), rhs = expr(n.rightOperand)
            if n.operator.is(AssignmentExprSyntax.self) { return Expr(.assignment("=", l, rhs), range: r) }
            if let op = n.operator.as(BinaryOperatorExprSyntax.self) {
                let text = op.operator.text
                if Self.compoundAssignments.contains(text) { return Expr(.assignment(text, l, rhs), range: r) }
                return Expr(.binary(text, l, rhs), range: r)
            }
            return Expr(.unsupported(construct: n.operator.trimmedDescription, reason: "it is not an operator of values"), range: r)
        }
        if let n = node.as(TernaryExprSyntax.self) {
            return Expr(.ternary(expr(n.condition), expr(n.thenExpression), expr(n.elseExpression)), range: r)
        }
        if let n = node.as(PrefixOperatorExprSyntax.self) {
            let op = n.operator.text
            let operand = expr(n.expression)
            // `-70` is one literal, as the user reads it.
            if op == "-", case let .number(literal) = operand.kind, !literal.text.hasPrefix("-"),
               n.operator.trailingTrivia.isEmpty {
                return Expr(.number(NumberLiteral(value: -literal.value, text: "-" + literal.text, isInteger: literal.isInteger)), range: r)
            }
            return Expr(.prefix(op, operand), range: r)
        }
        if let n = node.as(PostfixOperatorExprSyntax.self) { return Expr(.postfix(n.operator.text, expr(n.expression)), range: r) }
        if let n = node.as(ForceUnwrapExprSyntax.self) { return Expr(.postfix("!", expr(n.expression)), range: r) }
        if let n = node.as(OptionalChainingExprSyntax.self) { return Expr(.optionalChain(expr(n.expression)), range: r) }
        if let n = node.as(InOutExprSyntax.self) { return Expr(.prefix("&", expr(n.expression)), range: r) }
        if let n = node.as(AsExprSyntax.self) {
            let op = "as" + (n.questionOrExclamationMark?.text ?? "")
            return Expr(.cast(op, expr(n.expression), type: Self.type(n.type)), range: r)
        }
        if let n = node.as(IsExprSyntax.self) { return Expr(.cast("is", expr(n.expression), type: Self.type(n.type)), range: r) }
        if let n = node.as(TryExprSyntax.self) { return expr(n.expression) }
        if let n = node.as(AwaitExprSyntax.self) {
            _ = n
            return Expr(.unsupported(construct: "await", reason: "concurrency (async/await) does not run on a board"), range: r)
        }
        if let n = node.as(UnsafeExprSyntax.self) { return expr(n.expression) }
        if let n = node.as(CopyExprSyntax.self) { return expr(n.expression) }
        if let n = node.as(ConsumeExprSyntax.self) { return expr(n.expression) }
        if let n = node.as(BorrowExprSyntax.self) { return expr(n.expression) }
        return nil
    }

    /// Compound assignments: `x += 1` assigns.
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&&=", "||=", "<<=", ">>=", "&=", "|=", "^="]

    private func collection(_ node: ExprSyntax, _ r: SourceRange) -> Expr? {
        if let n = node.as(TupleExprSyntax.self) {
            let items = arguments(n.elements)
            if items.count == 1, items[0].label == nil { return Expr(items[0].value.kind, range: r) }
            return Expr(.tuple(items), range: r)
        }
        if let n = node.as(ArrayExprSyntax.self) { return Expr(.array(n.elements.map { expr($0.expression) }), range: r) }
        if let n = node.as(DictionaryExprSyntax.self) {
            guard case let .elements(list) = n.content else { return Expr(.dictionary([]), range: r) }
            return Expr(.dictionary(list.map { Expr.DictionaryElement(key: expr($0.key), value: expr($0.value)) }), range: r)
        }
        if let n = node.as(ClosureExprSyntax.self) { return Expr(.closure(closure(n)), range: r) }
        return nil
    }

    private func other(_ node: ExprSyntax, _ r: SourceRange) -> Expr {
        if let n = node.as(IfExprSyntax.self) { return Expr(.statement(ifStatement(n)), range: r) }
        if let n = node.as(SwitchExprSyntax.self) { return Expr(.statement(switchStatement(n)), range: r) }
        if let n = node.as(MacroExpansionExprSyntax.self) {
            // Object literals: `#colorLiteral(red:green:blue:alpha:)` is a Color, `#imageLiteral(resourceName:)` an Image.
            if n.macroName.text == "colorLiteral" {
                let args = arguments(n.arguments).map { a in
                    Expr.Argument(label: a.label == "alpha" ? "opacity" : a.label, labelRange: a.labelRange, value: a.value)
                }
                return Expr(.call(Expr(.identifier("Color"), range: range(n.macroName)), arguments: args, trailingClosure: nil), range: r)
            }
            if n.macroName.text == "imageLiteral" {
                let args = arguments(n.arguments).map { Expr.Argument(label: nil, labelRange: nil, value: $0.value) }
                return Expr(.call(Expr(.identifier("Image"), range: range(n.macroName)), arguments: args, trailingClosure: nil), range: r)
            }
            return Expr(.unsupported(construct: "#" + n.macroName.text, reason: "macros are not expanded on a board"), range: r)
        }
        if node.is(RegexLiteralExprSyntax.self) {
            return Expr(.unsupported(construct: "a regex literal", reason: "regular expressions do not run on a board"), range: r)
        }
        if let n = node.as(PostfixIfConfigExprSyntax.self) { return postfixIfConfig(n, r) }
        if let n = node.as(SequenceExprSyntax.self) {
            // Folding failed (only on a file with errors): the first operand stands for it.
            if let first = n.elements.first { return expr(first) }
        }
        if let n = node.as(PatternExprSyntax.self) {
            return Expr(.unsupported(construct: n.trimmedDescription, reason: "a pattern is only read in a case"), range: r)
        }
        let construct = Quoting.clip(node.trimmedDescription, limit: 40)
        return Expr(.unsupported(construct: construct, reason: "boardgen does not run this kind of expression"), range: r)
    }

    // MARK: Parts

    /// `label: value, value, …`.
    func arguments(_ list: LabeledExprListSyntax) -> [Expr.Argument] {
        list.map { a in
            Expr.Argument(label: a.label.map { Self.name($0) }, labelRange: a.label.map { range($0) }, value: expr(a.expression))
        }
    }

    private func call(_ n: FunctionCallExprSyntax, _ r: SourceRange) -> Expr {
        var args = arguments(n.arguments)
        for extra in n.additionalTrailingClosures {
            let c = closure(extra.closure)
            args.append(Expr.Argument(label: Self.name(extra.label), labelRange: range(extra.label),
                                      value: Expr(.closure(c), range: c.range), followsTrailingClosure: true))
        }
        let callee = expr(n.calledExpression)
        return Expr(.call(callee, arguments: args, trailingClosure: n.trailingClosure.map(closure)), range: r)
    }

    /// A closure: its parameters' names (`_` kept) and its statements.
    func closure(_ n: ClosureExprSyntax) -> Expr.Closure {
        var parameters: [String] = []
        switch n.signature?.parameterClause {
        case let .simpleInput(list)?:
            parameters = list.map { Self.name($0.name) }
        case let .parameterClause(clause)?:
            parameters = clause.parameters.map { Self.name($0.secondName ?? $0.firstName) }
        case nil:
            break
        @unknown default:
            break
        }
        return Expr.Closure(body: statements(n.statements), range: range(n), parameters: parameters)
    }

    private func keyPath(_ n: KeyPathExprSyntax, _ r: SourceRange) -> Expr {
        var components = [n.root.map { Self.type($0) } ?? ""]
        for c in n.components {
            switch c.component {
            case let .property(p): components.append(Self.name(p.declName.baseName))
            case .optional: continue
            case .subscript:
                return Expr(.unsupported(construct: n.trimmedDescription, reason: "a key path with a subscript is not read"), range: r)
            default:
                continue
            }
        }
        if components.count == 1 { components.append("self") }
        return Expr(.keyPath(components), range: r)
    }

    private func string(_ n: StringLiteralExprSyntax, _ r: SourceRange) -> Expr {
        let pounds = n.openingPounds?.text.count ?? 0
        var segments: [Expr.StringSegment] = []
        var text = ""
        for segment in n.segments {
            switch segment {
            case let .stringSegment(s):
                text += Self.unescape(s.content.text, pounds: pounds)
            case let .expressionSegment(e):
                if !text.isEmpty { segments.append(.text(text)); text = "" }
                let items = arguments(e.expressions)
                segments.append(.expression(items.first?.value ?? Expr(.string(""), range: range(e))))
            @unknown default:
                continue
            }
        }
        if segments.isEmpty { return Expr(.string(text), range: r) }
        if !text.isEmpty { segments.append(.text(text)) }
        return Expr(.interpolation(segments), range: r)
    }

    /// A string segment's text with its escapes resolved (`\n`, `\u{301}`; `\#n` in `#"…"#`).
    static func unescape(_ raw: String, pounds: Int) -> String {
        let escape = "\\" + String(repeating: "#", count: pounds)
        guard raw.contains(escape) else { return raw }
        var out = ""
        var rest = Substring(raw)
        while let r = rest.range(of: escape) {
            out += rest[..<r.lowerBound]
            rest = rest[r.upperBound...]
            guard let c = rest.first else { break }
            rest = rest.dropFirst()
            switch c {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "\\", "\"", "'": out.append(c)
            case "\n", "\r\n":
                // A line continuation: the newline and the next line's indentation go.
                rest = rest.drop { $0 == " " || $0 == "\t" }
            case "u":
                guard rest.first == "{", let close = rest.firstIndex(of: "}") else { out += "u"; continue }
                let hex = rest[rest.index(after: rest.startIndex)..<close]
                if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.unicodeScalars.append(scalar) }
                rest = rest[rest.index(after: close)...]
            default:
                out.append(c)
            }
        }
        return out + rest
    }

    private func postfixIfConfig(_ n: PostfixIfConfigExprSyntax, _ r: SourceRange) -> Expr {
        var base = n.base.map { expr($0) } ?? Expr(.identifier("self"), range: r)
        guard let clause = activeClause(n.config.clauses), case let .postfixExpression(e)? = clause.elements else { return base }
        // `.modifier` lines inside `#if`: re-root the chain they start at `base`.
        base = rebase(expr(e), on: base)
        return Expr(base.kind, range: r)
    }

    /// `e` with its innermost implicit member (`.padding()` of `.padding().bold()`) applied to `base`.
    private func rebase(_ e: Expr, on base: Expr) -> Expr {
        switch e.kind {
        case let .implicitMember(name):
            return Expr(.member(base, name: name, nameRange: e.range), range: e.range)
        case let .member(inner, name, nameRange):
            return Expr(.member(rebase(inner, on: base), name: name, nameRange: nameRange), range: e.range)
        case let .call(callee, arguments, closure):
            return Expr(.call(rebase(callee, on: base), arguments: arguments, trailingClosure: closure), range: e.range)
        default:
            return e
        }
    }
}
