import BoardModel
// The experimental kinds (`do` expressions, `then` statements, `using` declarations) are named so that every switch
// over SwiftSyntax's kinds is checked whole.
@_spi(ExperimentalLanguageFeatures) internal import SwiftSyntax

/// Expressions: every node SwiftParser produces after operator folding, one case each
/// (a new kind of expression in SwiftSyntax is a compiler warning here).
extension Lowering {
    /// The expression `node` (operators already folded).
    func expr(_ node: ExprSyntax) -> Expr {
        let r = range(node)
        switch node.as(ExprSyntaxEnum.self) {
        // Literals
        case let .integerLiteralExpr(n):
            let text = n.literal.text
            let value = n.representedLiteralValue.map(Double.init) ?? Self.wideInteger(text)
            return Expr(.number(NumberLiteral(value: value, text: text, isInteger: true)), range: r)
        case let .floatLiteralExpr(n):
            let text = n.literal.text
            return Expr(.number(NumberLiteral(value: n.representedLiteralValue ?? .infinity, text: text, isInteger: false)), range: r)
        case let .booleanLiteralExpr(n): return Expr(.bool(n.literal.text == "true"), range: r)
        case .nilLiteralExpr: return Expr(.nilLiteral, range: r)
        case let .stringLiteralExpr(n): return string(n, r)
        case let .simpleStringLiteralExpr(n):
            return Expr(.string(n.segments.map { Self.unescape($0.content.text, pounds: 0) }.joined()), range: r)
        case .regexLiteralExpr:
            return Expr(.unsupported(construct: "a regex literal", reason: "regular expressions do not run on a board"), range: r)

        // Names, members, calls
        case let .declReferenceExpr(n): return Expr(.identifier(Self.name(n.baseName)), range: r)
        case let .memberAccessExpr(n):
            let name = Self.name(n.declName.baseName)
            guard let base = n.base else { return Expr(.implicitMember(name), range: r) }
            // `[Landmark].self`, `[String: Int].self`: an array or dictionary type as a value.
            if name == "self", base.is(ArrayExprSyntax.self) || base.is(DictionaryExprSyntax.self) {
                return Expr(.type(base.trimmedDescription), range: r)
            }
            return Expr(.member(expr(base), name: name, nameRange: range(n.period, n.declName)), range: r)
        case let .functionCallExpr(n): return call(n, r)
        case let .subscriptCallExpr(n):
            var args = arguments(n.arguments)
            if let c = n.trailingClosure { args.append(Expr.Argument(label: nil, labelRange: nil, value: Expr(.closure(closure(c)), range: range(c)))) }
            return Expr(.subscripted(expr(n.calledExpression), arguments: args), range: r)
        case let .keyPathExpr(n): return keyPath(n, r)
        case .discardAssignmentExpr: return Expr(.identifier("_"), range: r)
        case .superExpr: return Expr(.identifier("super"), range: r)
        case let .genericSpecializationExpr(n):
            // `Binding<String>(get:set:)`: the generic arguments change nothing a board runs.
            let base = expr(n.expression)
            if case let .identifier(name) = base.kind, ["Array", "Set", "Dictionary"].contains(name) {
                return Expr(.type(Self.type(n)), range: r)
            }
            return base
        case let .typeExpr(n): return Expr(.type(Self.type(n.type)), range: r)
        case let .macroExpansionExpr(n): return macroExpansion(n, r)

        // Operators
        case let .infixOperatorExpr(n): return infix(n, r)
        case let .ternaryExpr(n): return Expr(.ternary(expr(n.condition), expr(n.thenExpression), expr(n.elseExpression)), range: r)
        case let .prefixOperatorExpr(n): return prefix(n, r)
        case let .postfixOperatorExpr(n): return Expr(.postfix(n.operator.text, expr(n.expression)), range: r)
        case let .forceUnwrapExpr(n): return Expr(.postfix("!", expr(n.expression)), range: r)
        case let .optionalChainingExpr(n): return Expr(.optionalChain(expr(n.expression)), range: r)
        case let .inOutExpr(n): return Expr(.prefix("&", expr(n.expression)), range: r)
        case let .asExpr(n):
            let op = "as" + (n.questionOrExclamationMark?.text ?? "")
            return Expr(.cast(op, expr(n.expression), type: Self.type(n.type)), range: r)
        case let .isExpr(n): return Expr(.cast("is", expr(n.expression), type: Self.type(n.type)), range: r)

        // Effects and ownership: the value underneath (`await` is refused)
        // `try? x`: nil when x throws (an error the board models: ExpressionError.Kind.thrown).
        case let .tryExpr(n):
            if n.questionOrExclamationMark?.tokenKind == .postfixQuestionMark { return Expr(.postfix("try?", expr(n.expression)), range: r) }
            return expr(n.expression)
        case .awaitExpr:
            return Expr(.unsupported(construct: "await", reason: "concurrency (async/await) does not run on a board"), range: r)
        case let .unsafeExpr(n): return expr(n.expression)
        case let .copyExpr(n): return expr(n.expression)
        case let .consumeExpr(n): return expr(n.expression)
        case let .borrowExpr(n): return expr(n.expression)

        // Collections and closures
        case let .tupleExpr(n):
            let items = arguments(n.elements)
            if items.count == 1, items[0].label == nil { return Expr(items[0].value.kind, range: r) }
            return Expr(.tuple(items), range: r)
        case let .arrayExpr(n): return Expr(.array(n.elements.map { expr($0.expression) }), range: r)
        case let .dictionaryExpr(n):
            guard case let .elements(list) = n.content else { return Expr(.dictionary([]), range: r) }
            return Expr(.dictionary(list.map { Expr.DictionaryElement(key: expr($0.key), value: expr($0.value)) }), range: r)
        case let .closureExpr(n): return Expr(.closure(closure(n)), range: r)

        // Statements used as values, `#if` inside a chain
        case let .ifExpr(n): return Expr(.statement(ifStatement(n)), range: r)
        case let .switchExpr(n): return Expr(.statement(switchStatement(n)), range: r)
        case let .postfixIfConfigExpr(n): return postfixIfConfig(n, r)

        case let .sequenceExpr(n):
            // Folding failed (only on a file with errors): the first operand stands for it.
            if let first = n.elements.first { return expr(first) }
            return unsupported(node, r)
        case let .patternExpr(n):
            return Expr(.unsupported(construct: n.trimmedDescription, reason: "a pattern is only read in a case"), range: r)

        // Parts of other expressions (folded away), placeholders, and what a board does not run.
        case .arrowExpr, .assignmentExpr, .binaryOperatorExpr, .unresolvedAsExpr, .unresolvedIsExpr, .unresolvedTernaryExpr,
             ._canImportExpr, ._canImportVersionInfo, .editorPlaceholderExpr, .missingExpr, .packElementExpr, .packExpansionExpr,
             .doExpr:
            return unsupported(node, r)
        @unknown default:
            return unsupported(node, r)
        }
    }

    /// A kind of expression boardgen does not run, named as written.
    private func unsupported(_ node: ExprSyntax, _ r: SourceRange) -> Expr {
        let construct = Quoting.clip(node.trimmedDescription, limit: 40)
        return Expr(.unsupported(construct: construct, reason: "boardgen does not run this kind of expression"), range: r)
    }

    /// The value of an integer literal too large for an `Int` (infinite past a `Double`).
    static func wideInteger(_ text: String) -> Double {
        Double(text.filter { $0 != "_" }) ?? .infinity
    }

    /// `a + b`, `a = b`, `a += b`.
    private func infix(_ n: InfixOperatorExprSyntax, _ r: SourceRange) -> Expr {
        let l = expr(n.leftOperand), rhs = expr(n.rightOperand)
        switch n.operator.as(ExprSyntaxEnum.self) {
        case .assignmentExpr: return Expr(.assignment("=", l, rhs), range: r)
        case let .binaryOperatorExpr(op):
            let text = op.operator.text
            if Self.compoundAssignments.contains(text) { return Expr(.assignment(text, l, rhs), range: r) }
            // `\..self`, which the compiler reads as the identity key path `\.self` (SwiftParser reads
            // an empty key path `\`, the operator `..` and `self`).
            if text == "..", case .keyPath(["", "self"]) = l.kind, case .identifier("self") = rhs.kind {
                return Expr(.keyPath(["", "self"]), range: r)
            }
            return Expr(.binary(text, l, rhs), range: r)
        case .arrowExpr:
            // `(Int) -> Void` written where a type is named: `[UInt: (V) -> Void]()`.
            return Expr(.type(n.trimmedDescription), range: r)
        default:
            return Expr(.unsupported(construct: n.operator.trimmedDescription, reason: "it is not an operator of values"), range: r)
        }
    }

    /// `-x`, `!flag`; `-70` is one literal, as the user reads it.
    private func prefix(_ n: PrefixOperatorExprSyntax, _ r: SourceRange) -> Expr {
        let op = n.operator.text
        let operand = expr(n.expression)
        if op == "-", case let .number(literal) = operand.kind, !literal.text.hasPrefix("-"),
           n.operator.trailingTrivia.isEmpty {
            return Expr(.number(NumberLiteral(value: -literal.value, text: "-" + literal.text, isInteger: literal.isInteger)), range: r)
        }
        return Expr(.prefix(op, operand), range: r)
    }

    /// Compound assignments: `x += 1` assigns.
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&&=", "||=", "<<=", ">>=", "&=", "|=", "^="]

    /// `#colorLiteral(red:green:blue:alpha:)` is a Color, `#imageLiteral(resourceName:)` an Image;
    /// other macros are not expanded.
    private func macroExpansion(_ n: MacroExpansionExprSyntax, _ r: SourceRange) -> Expr {
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
        // `#Predicate<Item> { $0.done }` (SwiftData's, Foundation's): the closure it expands from,
        // run where a predicate is evaluated (a board's SwiftData store is empty, so rarely).
        if n.macroName.text == "Predicate", let closure = n.trailingClosure, n.arguments.isEmpty {
            return Expr(.closure(self.closure(closure)), range: r)
        }
        // `#function` is the enclosing declaration's name as Swift spells it (`body`, `f(a:_:)`).
        if n.macroName.text == "function", n.arguments.isEmpty { return Expr(.string(Self.functionName(of: Syntax(n))), range: r) }
        // `#selector(UIResponder.resignFirstResponder)`: the method's name, as a `Selector` prints it.
        if n.macroName.text == "selector", let first = n.arguments.first {
            let name = first.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? first.expression.trimmedDescription
            return Expr(.string(name), range: r)
        }
        return Expr(.unsupported(construct: "#" + n.macroName.text, reason: "macros are not expanded on a board"), range: r)
    }

    /// `#function` at `node`: the nearest enclosing function (`name(label:_:)`), initializer
    /// (`init(x:)`), subscript or property (its name); "" at the top level.
    static func functionName(of node: Syntax) -> String {
        func signature(_ base: String, _ parameters: FunctionParameterListSyntax) -> String {
            base + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        var current = node.parent
        while let n = current {
            if let d = n.as(FunctionDeclSyntax.self) { return signature(d.name.text, d.signature.parameterClause.parameters) }
            if let d = n.as(InitializerDeclSyntax.self) { return signature("init", d.signature.parameterClause.parameters) }
            if let d = n.as(SubscriptDeclSyntax.self) { return signature("subscript", d.parameterClause.parameters) }
            if let d = n.as(PatternBindingSyntax.self), let id = d.pattern.as(IdentifierPatternSyntax.self) { return id.identifier.text }
            current = n.parent
        }
        return ""
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
        var c = Expr.Closure(body: statements(n.statements), range: range(n), parameters: parameters)
        c.returnType = n.signature?.returnClause.map { Self.type($0.type) }
        return c
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
                if items.count > 1 {
                    // `\(value, specifier: "%.1f")`, `\(date, formatter: f)`, `\(n, format: .number)`: the
                    // interpolation's own arguments, given to the interpreter's `#interpolation`.
                    segments.append(.expression(Expr(.call(Expr(.identifier("#interpolation"), range: range(e)), arguments: items, trailingClosure: nil), range: range(e))))
                } else {
                    segments.append(.expression(items.first?.value ?? Expr(.string(""), range: range(e))))
                }
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
        guard let clause = activeClause(n.config), case let .postfixExpression(e)? = clause.elements else { return base }
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
