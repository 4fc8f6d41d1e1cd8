import SwiftFront

/// `.toggleStyle(CheckBox())` of a `ToggleStyle` a file declares: every `Toggle` beneath is drawn as
/// the style's `makeBody(configuration:)` makes it — `configuration.label` the toggle's label,
/// `configuration.isOn` its binding's value, `configuration.$isOn` the binding — as the custom
/// button styles are (Interpreter+ButtonStyle.swift).
extension Interpreter {
    /// The view `base` (a SwiftUI view as written) with its toggles drawn by `style`.
    package func customToggleStyle(_ base: Expr, _ style: SwiftValue, _ t: TypeInfo, _ makeBody: [FunctionRef],
                                   _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        .swiftUI(try restyledToggles(base, style, t, makeBody, e, f), origin: f.origin)
    }

    /// `e` with each `Toggle(…)` in it replaced by the style's body for it.
    private func restyledToggles(_ e: Expr, _ style: SwiftValue, _ t: TypeInfo, _ makeBody: [FunctionRef],
                                 _ site: Expr, _ f: Frame) throws(ExpressionError) -> Expr {
        try Self.replacingCalls(in: e) { (callee, arguments, trailing, e) throws(ExpressionError) -> Expr? in
            guard callee.kind == .identifier("Toggle"), let isOn = arguments.first(where: { $0.label == "isOn" }) else { return nil }
            let label: Expr
            if let title = arguments.first(where: { $0.label == nil }) {
                label = Expr(.call(Expr(.identifier("Text"), range: e.range), arguments: [Expr.Argument(label: nil, labelRange: nil, value: title.value)],
                                   trailingClosure: nil), range: e.range)
            } else if let content = trailing ?? arguments.compactMap({ a -> Expr.Closure? in
                if case let .closure(c) = a.value.kind, a.label == "label" { c } else { nil }
            }).first {
                label = content.statements.count == 1 ? content.statements[0]
                    : Expr(.call(Expr(.identifier("Group"), range: e.range), arguments: [], trailingClosure: content), range: e.range)
            } else {
                label = Expr(.call(Expr(.identifier("EmptyView"), range: e.range), arguments: [], trailingClosure: nil), range: e.range)
            }
            // The binding the residual carries (`.constant(value, _binding: $binding)`), or a constant one.
            var binding: SwiftValue
            if case let .call(_, args, nil) = isOn.value.kind, let b = args.first(where: { $0.label == "_binding" }),
               case let .opaque(o) = b.value.kind, case .binding = o.value {
                binding = o.value
            } else {
                binding = try evaluate(isOn.value, f)
                if case .swiftUI = binding, case let .call(_, args, nil) = isOn.value.kind, let first = args.first {
                    binding = .binding(.constant(try evaluate(first.value, f)))
                }
            }
            guard case .binding = binding else {
                throw ExpressionError(.type, at: isOn.value.range, "a Toggle's isOn: is a binding ($flag) for a custom ToggleStyle's configuration")
            }
            let configuration = SwiftValue.instance(StructValue(type: "ToggleStyleConfiguration", fields: [
                ("label", .swiftUI(label, origin: f.origin)), ("isOn", binding), ("isMixed", .bool(false)),
            ]))
            var receiver = style
            let body = try callDeclared(makeBody, [Argument(label: makeBody.first?.declaration.parameters.first?.label, value: configuration, range: site.range)],
                                        receiver: style, owner: t.name, site, f, mutated: &receiver)
            return try reify(body, at: e.range, origin: f.origin)
        }
    }
}
