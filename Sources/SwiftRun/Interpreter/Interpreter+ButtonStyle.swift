import SwiftFront

/// `.buttonStyle(MyStyle())` of a `ButtonStyle` a file declares: every `Button` beneath is drawn as
/// the style's `makeBody(configuration:)` makes it from the button's label (`configuration.label`),
/// at rest (`configuration.isPressed` false: a board does not hold a finger down), and keeps its
/// action; the style's body is the whole look (as `.plain`: no tint of its own).
extension Interpreter {
    /// The view `base` (a SwiftUI view as written) with its buttons drawn by `style`.
    package func customButtonStyle(_ base: Expr, _ style: SwiftValue, _ t: TypeInfo, _ makeBody: [FunctionRef],
                                   _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        let styled = try restyledButtons(base, style, t, makeBody, e, f)
        return .swiftUI(styled, origin: f.origin)
    }

    /// `e` with each `Button(…)` in it rebuilt as `Button(action: …) { style's body }.buttonStyle(.plain)`.
    private func restyledButtons(_ e: Expr, _ style: SwiftValue, _ t: TypeInfo, _ makeBody: [FunctionRef],
                                 _ site: Expr, _ f: Frame) throws(ExpressionError) -> Expr {
        try Self.replacingCalls(in: e) { (callee, arguments, trailing, e) throws(ExpressionError) -> Expr? in
            guard callee.kind == .identifier("Button"), let (label, action) = Self.buttonParts(arguments, trailing, at: e.range) else { return nil }
            let configuration = SwiftValue.instance(StructValue(type: "ButtonStyleConfiguration", fields: [
                ("label", .swiftUI(label, origin: f.origin)), ("isPressed", .bool(false)), ("role", .none),
            ]))
            var receiver = style
            let body = try callDeclared(makeBody, [Argument(label: makeBody.first?.declaration.parameters.first?.label, value: configuration, range: site.range)],
                                        receiver: style, owner: t.name, site, f, mutated: &receiver)
            let drawn = try reify(body, at: e.range, origin: f.origin)
            let button = Expr(.call(callee, arguments: [action], trailingClosure: Expr.Closure(statements: [drawn], range: e.range)), range: e.range)
            let plain = Expr.Argument(label: nil, labelRange: nil, value: Expr(.implicitMember("plain"), range: e.range))
            return Expr(.call(Expr(.member(button, name: "buttonStyle", nameRange: e.range), range: e.range), arguments: [plain], trailingClosure: nil), range: e.range)
        }
    }

    /// `e` with each call `replace` rewrites (it returns nil for the others) replaced, through
    /// modifier chains, arguments and view closures as written (closures the program captured are
    /// kept whole): how a custom style reaches the controls below it.
    static func replacingCalls(in e: Expr, _ replace: (Expr, [Expr.Argument], Expr.Closure?, Expr) throws(ExpressionError) -> Expr?) throws(ExpressionError) -> Expr {
        func walk(_ x: Expr) throws(ExpressionError) -> Expr { try replacingCalls(in: x, replace) }
        func walk(_ c: Expr.Closure?) throws(ExpressionError) -> Expr.Closure? {
            guard let c, c.captured == nil else { return c }
            var statements: [Expr] = []
            for s in c.statements { statements.append(try walk(s)) }
            return Expr.Closure(statements: statements, range: c.range, parameters: c.parameters)
        }
        guard case let .call(callee, arguments, trailing) = e.kind else {
            if case let .member(base, name, range) = e.kind { return Expr(.member(try walk(base), name: name, nameRange: range), range: e.range) }
            return e
        }
        if let replaced = try replace(callee, arguments, trailing, e) { return replaced }
        var args: [Expr.Argument] = []
        for a in arguments {
            var a = a
            if case let .closure(c) = a.value.kind, let walked = try walk(c) { a.value = Expr(.closure(walked), range: a.value.range) } else { a.value = try walk(a.value) }
            args.append(a)
        }
        return Expr(.call(try walk(callee), arguments: args, trailingClosure: try walk(trailing)), range: e.range)
    }

    /// A button's label (a title's `Text`, or its label's views) and its action as an `action:`
    /// argument, from the button as the interpreter wrote it; nil when it is not a form it knows.
    private static func buttonParts(_ arguments: [Expr.Argument], _ trailing: Expr.Closure?, at range: SourceRange) -> (Expr, Expr.Argument)? {
        var closures = arguments.compactMap { a -> (String?, Expr.Closure)? in
            if case let .closure(c) = a.value.kind { (a.label, c) } else { nil }
        }
        if let trailing { closures.append((nil, trailing)) }
        let action: Expr
        if let a = arguments.first(where: { $0.label == "action" }), !Self.isContent(a.value) {
            action = a.value
        } else if let c = closures.first(where: { $0.1.captured != nil }) {
            action = Expr(.closure(c.1), range: c.1.range)
        } else {
            return nil
        }
        let label: Expr
        if let title = arguments.first(where: { $0.label == nil }), !Self.isContent(title.value) {
            label = Expr(.call(Expr(.identifier("Text"), range: range), arguments: [Expr.Argument(label: nil, labelRange: nil, value: title.value)],
                               trailingClosure: nil), range: range)
        } else if let content = closures.first(where: { $0.1.captured == nil }) {
            label = content.1.statements.count == 1 ? content.1.statements[0]
                : Expr(.call(Expr(.identifier("Group"), range: range), arguments: [], trailingClosure: content.1), range: range)
        } else {
            return nil
        }
        return (label, Expr.Argument(label: "action", labelRange: range, value: action))
    }

    /// Whether `e` is a closure of views (a label), not an action.
    private static func isContent(_ e: Expr) -> Bool {
        if case let .closure(c) = e.kind { return c.captured == nil }
        return false
    }
}
