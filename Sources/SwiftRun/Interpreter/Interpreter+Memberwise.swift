import SwiftFront
import BoardScene
import BoardModel

/// A struct's memberwise initializer, as Swift synthesizes it for a struct whose body declares no
/// initializer (kept beside those its extensions declare).
extension Interpreter {
    /// How a call's arguments fill `t`'s memberwise initializer: each stored `var` (and `let`
    /// without a value) by its label, in order, a trailing closure by a function-typed (or
    /// `@ViewBuilder`) property; the first required property no argument fills, or the first
    /// argument no property takes, when the labels do not fit.
    package struct MemberwiseMatch {
        /// The arguments, the first trailing closure before the labelled ones that follow it.
        var arguments: [Argument]
        /// Each property an argument fills, with the argument's index.
        var filled: [(property: StoredProperty, argument: Int)] = []
        /// A required property no argument fills.
        var missing: StoredProperty?
        /// An argument no property takes.
        var extra: Int?
        /// Whether the labels fit.
        var fits: Bool { missing == nil && extra == nil }
    }

    /// ``MemberwiseMatch`` of `written` for `t` (nothing run).
    package func matchMemberwise(_ t: TypeInfo, _ written: [Argument]) -> MemberwiseMatch {
        // `Card(color: c) { content } completion: { … }`: the first trailing closure comes before
        // the labelled ones that follow it (the arguments list it last).
        var args = written
        if let k = args.firstIndex(where: \.isTrailing), let first = args.firstIndex(where: \.followsTrailingClosure), first < k {
            args.insert(args.remove(at: k), at: first)
        }
        var match = MemberwiseMatch(arguments: args)
        var i = 0
        for p in t.stored where !(p.isLet && p.binding.initializer != nil) {
            // `@ViewBuilder let content: Content`: the initializer takes `@ViewBuilder content: () -> Content`.
            let builds = p.wrapper?.name == "ViewBuilder" && !isClosure(p.binding.type)
            // (`var loadParent = {}`: a closure's type, inferred from its initial value.)
            let takesClosure = isClosure(p.binding.type) || p.binding.type.isEmpty && p.binding.initializer.map { if case .closure = $0.kind { true } else { false } } == true
            if i < args.count, args[i].label == p.name || (args[i].isTrailing && (builds || takesClosure)) {
                match.filled.append((p, i))
                i += 1
            } else if p.binding.initializer == nil, p.wrapper.map({ PropertyWrappers.takingArguments.contains(Program.baseTypeName($0.name)) }) ?? true,
                      !p.binding.type.hasSuffix("?"), !p.binding.type.hasSuffix("!"), !p.binding.type.isEmpty || p.wrapper == nil {
                match.missing = p
                return match
            }
        }
        if i < args.count { match.extra = i }
        return match
    }

    /// The memberwise initializer (``matchMemberwise(_:_:)``): the views a `@ViewBuilder` property's
    /// closure builds are stored, a `@Binding`'s argument is a binding.
    package func memberwise(_ t: TypeInfo, _ start: StructValue, _ written: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue {
        let match = matchMemberwise(t, written)
        let labels = t.stored.filter { !($0.isLet && $0.binding.initializer != nil) }.map { $0.name + ":" }.joined()
        if let p = match.missing {
            throw ExpressionError(.arguments, at: e.range, "\(Program.baseTypeName(t.name))(…) needs '\(p.name):' (\(p.binding.type)); its memberwise initializer is \(Program.baseTypeName(t.name))(\(labels))")
        }
        let args = match.arguments
        if let k = match.extra {
            throw ExpressionError(.arguments, at: args[k].range, "unknown argument label '\(args[k].label ?? "_"):': '\(Program.baseTypeName(t.name))' takes (\(labels))")
        }
        var instance = start
        for (p, i) in match.filled {
            let builds = p.wrapper?.name == "ViewBuilder" && !isClosure(p.binding.type)
            // A `@Binding`'s argument is a `Binding<T>`: `.constant(x)` is Binding's, not T's.
            var v = p.wrapper?.name == "Binding" ? args[i].value
                : try coerce(argumentValue(args[i], for: p.binding.type), to: contextualType(p.binding.type, in: t.name), at: args[i].range)
            // `.constant(.zero)` for a `@Binding var offset: CGPoint`: the constant is of the wrapped type.
            if p.wrapper?.name == "Binding", case let .binding(.constant(held)) = v, !p.binding.type.isEmpty {
                v = .binding(.constant(try coerce(held, to: p.binding.type, at: args[i].range)))
            }
            if builds, case let .function(fn) = v, case let .closure(c, scope, origin, receiver) = fn.kind, c.parameters.isEmpty {
                let inner = Scope(parent: scope)
                if let receiver { inner.declare("self", receiver) }
                v = try runBody(c.body, Frame(scope: inner, selfType: nil, origin: origin), builder: true, returnType: "",
                                name: "the content of '\(p.name)'", at: e)
            }
            if p.wrapper?.name == "State" || p.wrapper?.name == "StateObject" { v = keptState(v, property: p.name, call: e) }
            // `.constant(v)` written where the type is not known to the expression: a constant binding.
            if p.wrapper?.name == "Binding", case let .swiftUI(c, origin) = v, case let .call(callee, arguments, nil) = c.kind,
               Self.namesConstant(callee), arguments.count == 1, arguments[0].label == nil {
                let value = try evaluate(arguments[0].value, Frame(scope: Scope(parent: nil), selfType: nil, origin: origin))
                v = .binding(.constant(try coerce(value, to: p.binding.type, at: args[i].range)))
            }
            if p.wrapper?.name == "Binding", case .binding = v {} else if p.wrapper?.name == "Binding" {
                throw ExpressionError(.type, at: args[i].range, "'\(p.name):' of \(Program.baseTypeName(t.name)) is a @Binding; pass one, as in $\(p.name) or .constant(value)")
            }
            instance[p.name] = v
        }
        return t.keyword == .class ? .object(makeObject(instance)) : .instance(instance)
    }
}
