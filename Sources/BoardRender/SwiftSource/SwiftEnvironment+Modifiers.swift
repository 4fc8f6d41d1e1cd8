/// Transitions built from Swift view modifiers and `Transition` structs
/// (SEMANTICS.md §13): their bodies evaluated at the instances' values.
extension SwiftEnvironment {
    /// A view modifier or `Transition` instance: its declaration and its property values.
    struct Instance {
        var declaration: SwiftModifier
        var values: [String: Expr]
        var arguments: String
    }

    /// Binds `X(a: 1, b: 2)` (or `X()`) to the memberwise initializer of `X` in `table`.
    func instance(_ e: Expr, in table: [String: SwiftModifier], kind: String) throws(ExpressionError) -> Instance {
        var name = "", arguments: [Expr.Argument] = []
        if case let .call(callee, args, nil) = e.kind, case let .identifier(n) = callee.kind {
            name = n
            arguments = args
        } else if case let .identifier(n) = e.kind {
            name = n
        } else {
            throw ExpressionError(.type, at: e.range, "expected \(kind) such as Fade(isIdentity: false), found \(e.summary)")
        }
        guard let declaration = table[name] else {
            let near = table.keys.sorted()
            let hint = near.isEmpty
                ? "declare struct \(name) in a Swift file and list it in the board's \"swift\" key"
                : "declared: \(Wording.list(near, "and"))"
            throw ExpressionError(.unknownName, at: e.range, "'\(Quoting.clip(name))' is not a \(kind) boardgen has read; \(hint)")
        }
        if let reason = declaration.unsupported {
            throw ExpressionError(.value, at: e.range, "\(name) (\(declaration.location)) cannot be drawn: \(reason)")
        }
        if !declaration.initializers.isEmpty {
            let values = try initialize(declaration, name: name, arguments: arguments, at: e)
            return Instance(declaration: declaration, values: values, arguments: arguments.map(\.description).joined(separator: ", "))
        }
        var values: [String: Expr] = [:]
        var given = arguments
        for p in declaration.properties {
            if let i = given.firstIndex(where: { $0.label == p.name }) {
                values[p.name] = given.remove(at: i).value
            } else if let d = p.defaultValue {
                values[p.name] = d.expr.relocated(to: e.range)
            } else {
                throw ExpressionError(.arguments, at: e.range, "\(name)(…) needs '\(p.name):' (\(p.type)), declared at \(declaration.location)")
            }
        }
        if let extra = given.first {
            throw ExpressionError(.arguments, at: extra.value.range, "\(name) has no property '\(extra.label ?? "_")' (declared at \(declaration.location))")
        }
        return Instance(declaration: declaration, values: values, arguments: arguments.map(\.description).joined(separator: ", "))
    }

    /// The property values `X(args)` gives through X's own initializers (the one whose
    /// labels the arguments match): its parameters bound, then its assignments run in order,
    /// over the properties' declared defaults.
    func initialize(_ declaration: SwiftModifier, name: String, arguments: [Expr.Argument], at e: Expr) throws(ExpressionError) -> [String: Expr] {
        var failure: ExpressionError?
        for initializer in declaration.initializers {
            var parameters: [String: Expr] = [:]
            var given = arguments
            var fits = true
            for p in initializer.parameters {
                if let i = given.firstIndex(where: { $0.label == p.label }) {
                    parameters[p.name] = given.remove(at: i).value
                } else if let d = p.defaultValue {
                    parameters[p.name] = d.expr.relocated(to: e.range)
                } else {
                    fits = false
                }
            }
            guard fits, given.isEmpty else { continue }
            var values: [String: Expr] = [:]
            for p in declaration.properties { if let d = p.defaultValue { values[p.name] = d.expr.relocated(to: e.range) } }
            for (property, value) in initializer.assignments {
                guard declaration.properties.contains(where: { $0.name == property }) else {
                    failure = ExpressionError(.value, at: e.range,
                                              "\(name)'s initializer (\(initializer.location)) sets '\(property)', which is not a stored property boardgen reads")
                    break
                }
                values[property] = value.expr.relocated(to: e.range).substituting(parameters)
            }
            if failure != nil { continue }
            if let unset = declaration.properties.first(where: { values[$0.name] == nil }) {
                failure = ExpressionError(.value, at: e.range, "\(name)'s initializer (\(initializer.location)) leaves '\(unset.name)' unset")
                continue
            }
            return values
        }
        let forms = declaration.initializers.map { "\(name)(" + $0.parameters.map { "\($0.label ?? "_"):" }.joined() + ")" }
        throw failure ?? ExpressionError(.arguments, at: e.range,
                                         "no initializer of \(name) takes these arguments; declared: \(Wording.list(forms)) (\(declaration.location))")
    }

    /// The effects an instance's body returns, with `values` for its properties (and `phase`).
    func effects(_ instance: Instance, values: [String: Expr], phase: TransitionPhase?, at use: Expr) throws(ExpressionError) -> [EffectModifier] {
        let d = instance.declaration
        guard let body = d.body else {
            throw ExpressionError(.value, at: use.range, "\(d.name) (\(d.location)) has no body boardgen can read")
        }
        var bound = values
        if let phaseName = d.phaseName, let phase {
            bound[phaseName] = Expr(.implicitMember(phase.name), range: body.result.expr.range)
        }
        do {
            for binding in body.bindings { bound[binding.name] = binding.value.expr.substituting(bound) }
            let e = try normalizer.normalize(body.result.expr.substituting(bound))
            return try ModifierBodyEvaluator(contentName: d.contentName).evaluate(e, for: "\(d.name).body")
        } catch {
            let file = body.result.file
            let place = file.location(of: body.result.offset + max(0, error.range.start))
            throw ExpressionError(error.kind, at: use.range, "in \(d.name).body at \(place): \(error.description)")
        }
    }

    /// `.modifier(active: A, identity: I)` with instances of a view modifier (SEMANTICS.md §13):
    /// a plain modifier's bodies are evaluated at the two instances and their effects
    /// interpolate; an `Animatable` one's body runs at every value of its animated properties.
    func modifierTransition(active: Expr, identity: Expr) throws(ExpressionError) -> Transition {
        let a = try instance(active, in: declarations.modifiers, kind: "view modifier")
        let i = try instance(identity, in: declarations.modifiers, kind: "view modifier")
        guard a.declaration.name == i.declaration.name else {
            throw ExpressionError(.type, at: identity.range,
                                  "active: is \(a.declaration.name) but identity: is \(i.declaration.name); SwiftUI needs the same modifier type")
        }
        let d = a.declaration
        if d.isAnimatable {
            let animated = d.animatableData
            func numbers(_ inst: Instance, at use: Expr) throws(ExpressionError) -> [Double] {
                var result: [Double] = []
                for name in animated {
                    guard let v = inst.values[name] else {
                        throw ExpressionError(.value, at: use.range, "\(d.name)'s animatableData reads '\(name)', which is not a stored property")
                    }
                    result.append(try ValueReader.number(try normalizer.normalize(v), for: "'\(name):' of \(d.name)"))
                }
                return result
            }
            let activeValues = try numbers(a, at: active), identityValues = try numbers(i, at: identity)
            let fixed = a.values.filter { !animated.contains($0.key) }
            // Both ends must evaluate; in between the same body runs with other numbers.
            _ = try effects(a, values: a.values, phase: nil, at: active)
            _ = try effects(i, values: i.values, phase: nil, at: identity)
            let environment = self
            let id = d.name + "(" + fixed.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
            let body = AnimatableBody(id: id, identity: identityValues) { values in
                var bound = fixed
                for (name, v) in zip(animated, values) {
                    bound[name] = ExpressionNormalizer.number(v, at: SourceRange(0, 0))
                }
                return (try? environment.effects(a, values: bound, phase: nil, at: active)) ?? []
            }
            return .modifierPair(active: [.animatable(body, values: activeValues)], identity: [.animatable(body, values: identityValues)])
        }
        let activeChain = try effects(a, values: a.values, phase: nil, at: active)
        let identityChain = try effects(i, values: i.values, phase: nil, at: identity)
        try Self.checkSameShape(activeChain, identityChain, d.name, at: identity)
        return .modifierPair(active: activeChain, identity: identityChain)
    }

    /// A `Transition` struct instance, `Tilt()`: its body in each phase (SEMANTICS.md §13 rule 3).
    func transitionType(_ e: Expr) throws(ExpressionError) -> Transition {
        let t = try instance(e, in: declarations.transitionTypes, kind: "Transition")
        let appear = try effects(t, values: t.values, phase: .willAppear, at: e)
        let identity = try effects(t, values: t.values, phase: .identity, at: e)
        let disappear = try effects(t, values: t.values, phase: .didDisappear, at: e)
        try Self.checkSameShape(appear, identity, t.declaration.name, at: e)
        try Self.checkSameShape(disappear, identity, t.declaration.name, at: e)
        return .body(willAppear: appear, identity: identity, didDisappear: disappear)
    }

    /// Two chains of effects that interpolate: the same effects in the same order.
    static func checkSameShape(_ a: [EffectModifier], _ b: [EffectModifier], _ name: String, at e: Expr) throws(ExpressionError) {
        guard a.count == b.count, zip(a, b).allSatisfy({ $0.isSameKind(as: $1) }) else {
            throw ExpressionError(.value, at: e.range,
                                  "\(name)'s body returns different effects in its two states (\(a.map(\.name).joined(separator: ", ")) / \(b.map(\.name).joined(separator: ", "))); a board interpolates only matching effects")
        }
    }
}

extension TransitionPhase {
    /// The phase's name in Swift (`.willAppear`).
    var name: String {
        switch self {
        case .willAppear: "willAppear"
        case .identity: "identity"
        case .didDisappear: "didDisappear"
        }
    }
}

extension EffectModifier {
    /// The modifier's name in SwiftUI, for messages.
    var name: String {
        switch self {
        case .opacity: ".opacity"
        case .scale: ".scaleEffect"
        case .offset: ".offset"
        case .move: ".move"
        case .rotation3D: ".rotation3DEffect"
        case .blur: ".blur"
        case .frameHeight, .frame: ".frame"
        case .rotation: ".rotationEffect"
        case .clip: ".clipped"
        case .brightness: ".brightness"
        case .animatable: "an Animatable body"
        }
    }
}
