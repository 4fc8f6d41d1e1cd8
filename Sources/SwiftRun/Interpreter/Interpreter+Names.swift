import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// Names: how Swift resolves them — locals, `self`'s members, the enclosing type's
/// static members and nested types, globals, types, then SwiftUI's own names.
extension Interpreter {
    /// A bare name.
    package func identifier(_ name: String, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if name == "self" {
            // In a static member `self` is the type itself (`static var bouncy: Animation
            // { self.spring(…) }` in `extension Animation`).
            if f.receiver == nil, f.selfType != nil { return try identifier("Self", e, f) }
            guard let receiver = f.receiver else {
                throw ExpressionError(.unknownName, at: e.range, "'self' is used outside a type's member; a board has no view to read it from")
            }
            return receiver.value
        }
        if name == "Self", let t = f.selfType { return .type(t) }
        if let v = f.scope.lookup(name) { return v.value }
        if name.hasPrefix("$"), name.count > 1, !(name.dropFirst().first?.isNumber ?? true) {
            return try projectedValue(String(name.dropFirst()), e, f)
        }
        if let receiver = f.receiver, let v = try implicitSelfMember(receiver.value, name, e, f) { return v }
        if let t = f.selfType, let v = try contextualStatic(t, name, arguments: nil, closure: nil, e, f) { return v }
        if program.globals[name] != nil { return try global(name, e) }
        if let overloads = program.functions[name], let first = overloads.first {
            return .function(Function(.declared(first.declaration, owner: nil, receiver: nil, origin: first.origin)))
        }
        if let t = nestedType(name, f) { return .type(t) }
        if let t = program.type(name), t.keyword != nil { return .type(t.name) }
        // A static constant pasted from a namespace, used by its own name (as inside the type
        // that declares it): found when exactly one type has it.
        if let owner = program.uniqueStaticOwner(name) {
            return try staticMember(owner, name, arguments: nil, closure: nil, e, e.range, f)
        }
        if NativeTypes.all.contains(name) { return .type(name) }
        if let b = Builtins.function(name) { return .function(b) }
        if let c = Builtins.constant(name) { return c }
        if let reason = Refusals.names[name] { throw Self.unsupported(name, reason, at: e.range) }
        if name.first?.isUppercase ?? false || knownNames.contains(name) { return .swiftUI(Expr(.identifier(name), range: e.range), origin: f.origin) }
        if let op = name.first, !op.isLetter, op != "_", op != "$" { return operatorFunction(name) }
        throw unknownName(name, e, f)
    }

    /// An operator used as a function: `sorted(by: <)`, `reduce(0, +)`.
    package func operatorFunction(_ op: String) -> SwiftValue {
        .function(Function(.builtin(op) { i, args, range throws(ExpressionError) in
            guard args.count == 2 else { throw ExpressionError(.arguments, at: range, "'\(op)' takes two values") }
            return try i.binaryValue(op, args[0].value, args[1].value, Expr(.identifier(op), range: range))
        }))
    }

    /// `Outer.Inner` found from inside `Outer` (or deeper) by its own name.
    package func nestedType(_ name: String, _ f: Frame) -> String? {
        var context = f.selfType
        while let c = context {
            if let t = program.types[c + "." + name] { return t.name }
            context = c.contains(".") ? String(c[..<c.lastIndex(of: ".")!]) : nil
        }
        return program.qualified(name)
    }

    /// A member of `self` used without `self.` (a property or method of the type), if it has one.
    package func implicitSelfMember(_ receiver: SwiftValue, _ name: String, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        if fields(of: receiver) == nil, case .enumCase = receiver {} else if fields(of: receiver) == nil,
           let v = try NativeMembers.property(receiver, name, self, e, f) {
            return v
        }
        // In an extension of a modelled struct (`extension SIMD2 { … x … }`), its own fields and properties.
        if case let .instance(s) = receiver, NativeTypes.all.contains(s.type), let v = try NativeMembers.property(receiver, name, self, e, f) {
            return v
        }
        guard let typeName = userTypeName(of: receiver), let t = program.type(typeName) else { return nil }
        let declared = t.stored.contains { $0.name == name } || t.computed[name] != nil || t.methods[name] != nil
            || protocolMember(t, name) != nil
        guard declared else { return nil }
        return try member(receiver, name, e, e.range, f)
    }

    /// A static member of the enclosing type (or a SwiftUI name inside an extension of
    /// `AnyTransition` or `Animation`, where `opacity` means `.opacity`).
    package func contextualStatic(_ typeName: String, _ name: String, arguments: [Expr.Argument]?, closure: Expr.Closure?,
                          _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        if let t = program.type(typeName), t.statics[name] != nil || t.staticMethods[name] != nil || t.enumCase(name) != nil {
            return try staticMember(t.name, name, arguments: arguments, closure: closure, e, e.range, f)
        }
        if SwiftUINames.ownsStaticMember(typeName, name) {
            return try implicitMember(name, arguments: arguments, closure: closure, e, f)
        }
        return nil
    }

    /// The projected value of a property wrapper: `$isOn` is a binding to `isOn`.
    package func projectedValue(_ name: String, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if let receiver = f.receiver, case let .instance(i) = receiver.value, case let .binding(ref)? = i[name] {
            return .binding(ref)
        }
        if let v = f.scope.lookup(name) {
            if case .binding = v.value { return v.value }
            // A local variable passed as a binding (a preview's `.constant`-like use): read and written in place.
            let box = StateBox(v.value)
            return .binding(.box(box))
        }
        throw ExpressionError(.unknownName, at: e.range,
                              "'$\(name)' needs '\(name)' to be an @State or @Binding property of the view it is used in")
    }

    /// A global `let`/`var` (or board constant), evaluated once.
    package func global(_ name: String, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let p = program.globals[name] else { throw unknownName(name, e, nil) }
        return try cached("global " + name, p, selfType: nil, at: e, name: name)
    }

    /// A static or global variable's value, evaluated once per evaluation; a variable that
    /// needs itself is an error.
    package func cached(_ key: String, _ p: StoredProperty, selfType: String?, at e: Expr, name: String? = nil) throws(ExpressionError) -> SwiftValue {
        let name = name ?? (selfType.map { Program.baseTypeName($0) + "." } ?? "") + p.name
        if let v = cache[key] { return v }
        guard !evaluating.contains(key) else {
            throw ExpressionError(.tooDeep, at: e.range, "'\(Quoting.clip(p.name))' refers to itself through constants or declarations")
        }
        evaluating.insert(key)
        defer { evaluating.remove(key) }
        let frame = Frame(scope: Scope(parent: nil), selfType: selfType, origin: p.origin)
        var value: SwiftValue
        if let getter = p.binding.getter {
            value = try runBody(getter, frame, builder: false, returnType: p.binding.type, name: name, at: e)
        } else if let initializer = p.binding.initializer {
            value = try inDeclaration(p.origin, named: name, at: e) { () throws(ExpressionError) -> SwiftValue in
                try evaluate(initializer, frame.floating(NativeTypes.isFloating(p.binding.type)))
            }
        } else {
            throw ExpressionError(.value, at: e.range, "'\(p.name)' has no value")
        }
        if !p.binding.type.isEmpty { value = try coerce(value, to: p.binding.type, at: e.range) }
        if p.isLet || p.binding.getter == nil { cache[key] = value }
        return value
    }

    /// `.name` or `.name(…)` with no type known yet: a static member the Swift files add to
    /// `AnyTransition` or `Animation`, or else SwiftUI's own (kept for the evaluators, or
    /// resolved once a type is known).
    package func implicitMember(_ name: String, arguments: [Expr.Argument]?, closure: Expr.Closure?,
                        _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        for owner in SwiftUINames.extensible {
            guard let t = program.type(owner) else { continue }
            if !SwiftUINames.isBuiltinMember(owner, name), t.statics[name] != nil || t.staticMethods[name] != nil {
                return try staticMember(owner, name, arguments: arguments, closure: closure, e, e.range, f)
            }
            // An overload the file adds beside SwiftUI's own (`static func slide(from:)` beside `.slide`),
            // chosen when its labels fit the call.
            if SwiftUINames.isBuiltinMember(owner, name), arguments != nil || closure != nil, let overloads = t.staticMethods[name] {
                let labels = (arguments ?? []).map(\.label) + (closure == nil ? [] : [nil])
                let probe = labels.enumerated().map { Argument(label: $0.element, value: .void, range: e.range, isTrailing: closure != nil && $0.offset == labels.count - 1) }
                if overloads.contains(where: { bind($0.declaration.parameters, probe) != nil }) {
                    return try staticMember(owner, name, arguments: arguments, closure: closure, e, e.range, f)
                }
            }
        }
        let callee = Expr(.implicitMember(name), range: arguments == nil && closure == nil ? e.range : calleeRange(e))
        return try residualCall(callee, arguments, closure, e, f)
    }

    /// The range of a call's callee.
    package func calleeRange(_ e: Expr) -> SourceRange {
        if case let .call(callee, _, _) = e.kind { return callee.range }
        return e.range
    }

    /// "unknown name", with the nearest name in scope.
    package func unknownName(_ name: String, _ e: Expr, _ f: Frame?) -> ExpressionError {
        var known = Array(program.globals.keys) + Array(program.functions.keys)
        if let f {
            known += f.scope.names
            if let receiver = f.receiver, let t = userTypeName(of: receiver.value).flatMap(program.type) { known += t.memberNames }
        }
        known = known.filter { !$0.hasPrefix("$") && $0 != "self" }
        if SwiftEnvironment.builtinNames.contains(name), e.range == rootRange {
            return ExpressionError(.syntax, at: e.range, "found '\(name)' without its leading dot; SwiftUI's members are written .\(name)", suggestion: "." + name)
        }
        if let suggestion = Suggester.suggestion(for: name, among: known) {
            return ExpressionError(.unknownName, at: e.range, "'\(Quoting.clip(name))' is not declared here", suggestion: suggestion)
        }
        let error = ExpressionError(.unknownName, at: e.range,
                                    "'\(Quoting.clip(name))' is a name a board does not know (your app's state or constants): write the value you want to show, or declare it under \"let\" or in a Swift file named in \"swift\"")
        return error
    }
}
