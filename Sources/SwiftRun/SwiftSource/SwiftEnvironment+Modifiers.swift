import SwiftFront
import BoardScene
import BoardModel
/// Transitions built from the Swift files' view modifiers, `GeometryEffect`s and
/// `Transition` structs (docs/semantics.md §13): their bodies run by the interpreter
/// at the instances' values, the effects they return drawn.
extension SwiftEnvironment {
    /// An instance a board uses (`Fade(p: 1)` evaluated): its value and its type.
    package struct Instance: @unchecked Sendable {
        package var value: SwiftValue
        package var type: TypeInfo
    }

    /// The instance an expression stands for, checked to be a `kind` (`view modifier`, `Transition`).
    package func instance(_ e: Expr, kind: String, conformance: [String]) throws(ExpressionError) -> Instance {
        guard case let .opaque(o) = e.kind, let typeName = Self.typeName(of: o.value), let t = program.type(typeName) else {
            if case let .call(callee, _, _) = e.kind, case let .identifier(name) = callee.kind, name.first?.isUppercase ?? false {
                let known = program.types.values.filter { t in t.keyword != nil && conformance.contains { t.conforms(to: $0) } }.map(\.name).sorted()
                let hint = known.isEmpty
                    ? "declare struct \(name) in a Swift file and list it in the board's \"swift\" key"
                    : "declared: \(Wording.list(known, "and"))"
                throw ExpressionError(.unknownName, at: e.range, "'\(Quoting.clip(name))' is not a \(kind) boardgen has read; \(hint)")
            }
            // `.modifier(.largeTitle)`: a static of the app's (`extension ViewModifier where Self == LargeTitleStyle`)
            // in a file the board does not read.
            if case let .implicitMember(name) = e.kind {
                let owner = kind == "Transition" ? "Transition" : "ViewModifier"
                throw ExpressionError(.unknownName, at: e.range, "'.\(Quoting.clip(name))' is not declared in the Swift files read: a static of your app's "
                                      + "(extension \(owner) where Self == …) declared in another file? Name that file too in the board's \"swift\"")
            }
            throw ExpressionError(.type, at: e.range, "expected \(kind == "Transition" ? "a Transition" : "a \(kind)") such as Fade(isIdentity: false), found \(e.summary)")
        }
        guard conformance.contains(where: { t.conforms(to: $0) }) else {
            throw ExpressionError(.type, at: e.range, "\(Program.baseTypeName(t.name)) is not a \(kind); it conforms to \(t.inherited.isEmpty ? "nothing" : Wording.list(t.inherited.sorted(), "and"))")
        }
        return Instance(value: o.value, type: t)
    }

    package static func typeName(of v: SwiftValue) -> String? {
        switch v {
        case let .instance(i): i.type
        case let .object(o): o.instance.type
        default: nil
        }
    }

    /// The effects an instance's body returns (`body(content:)`, `body(content:phase:)`, or a
    /// `GeometryEffect`'s `effectValue(size:)` for a view of `size`).
    package func effects(_ instance: Instance, phase: TransitionPhase?, size: Size = Size(0, 0), at use: Expr) throws(ExpressionError) -> [EffectModifier] {
        let t = instance.type
        let i = interpreter()
        let caller = Frame(scope: Scope(parent: nil), selfType: nil, origin: 0)
        var receiver = instance.value
        if t.conforms(to: "GeometryEffect"), let effectValue = t.methods["effectValue"] {
            let sizeValue = NativeTypes.make("CGSize", [size.width, size.height])
            let result = try i.callDeclared(effectValue, [Argument(label: "size", value: sizeValue, range: use.range)],
                                            receiver: receiver, owner: t.name, use, caller, mutated: &receiver)
            guard let m = NativeTypes.numbers(of: result, "ProjectionTransform") else {
                throw ExpressionError(.type, at: use.range, "\(Program.baseTypeName(t.name)).effectValue(size:) returned \(i.describe(result)), not a ProjectionTransform")
            }
            // A singular matrix is ignored (SwiftUI logs "ignoring singular matrix" and draws the view
            // as is); so is one with an infinite or NaN entry (a division by zero in the effect).
            let det = Self.determinant(m)
            return det == 0 || !det.isFinite || !m.allSatisfy(\.isFinite) ? [.projection(.identity)] : [.projection(Transforms.homography(m))]
        }
        guard let body = t.methods["body"], let ref = body.first else {
            throw ExpressionError(.value, at: use.range, "\(Program.baseTypeName(t.name)) (\(location(t))) has no body boardgen can read")
        }
        let contentName = ref.declaration.parameters.first?.name ?? "content"
        let content = SwiftValue.swiftUI(Expr(.identifier(contentName), range: ref.range), origin: ref.origin)
        var args = [Argument(label: ref.declaration.parameters.first?.label ?? "content", value: content, range: use.range)]
        if let phase {
            args.append(Argument(label: "phase", value: .enumCase(EnumValue(type: "TransitionPhase", name: phase.name)), range: use.range))
        }
        let result = try i.callDeclared(body, args, receiver: receiver, owner: t.name, use, caller, mutated: &receiver)
        let residual = try i.reify(result, at: ref.range, origin: ref.origin)
        do {
            return try ModifierBodyEvaluator(contentName: contentName).evaluate(residual, for: "\(Program.baseTypeName(t.name)).body")
        } catch {
            let place = program.location(error.range, origin: ref.origin).map { "\($0)" } ?? location(t)
            throw ExpressionError(error.kind, at: use.range, "in \(Program.baseTypeName(t.name)).body at \(place): \(error.description)")
        }
    }

    /// Where a type is declared, for messages.
    package func location(_ t: TypeInfo) -> String {
        program.location(t.range, origin: t.origin).map { "\($0)" } ?? "its Swift file"
    }

    package static func determinant(_ m: [Double]) -> Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    /// `.modifier(active: A, identity: I)` (docs/semantics.md §13): a plain modifier's bodies run at the
    /// two instances and their effects interpolate; an `Animatable` one's (and a `GeometryEffect`'s)
    /// body runs at every value of its `animatableData`.
    package func modifierTransition(active: Expr, identity: Expr) throws(ExpressionError) -> Transition {
        let conformances = ["ViewModifier", "GeometryEffect", "AnimatableModifier"]
        let a = try instance(active, kind: "view modifier", conformance: conformances)
        let i = try instance(identity, kind: "view modifier", conformance: conformances)
        guard a.type.name == i.type.name else {
            throw ExpressionError(.type, at: identity.range,
                                  "active: is \(Program.baseTypeName(a.type.name)) but identity: is \(Program.baseTypeName(i.type.name)); SwiftUI needs the same modifier type")
        }
        if let activeValues = try animatableData(a, at: active), let identityValues = try animatableData(i, at: identity) {
            guard activeValues.count == identityValues.count else {
                throw ExpressionError(.value, at: identity.range, "the two instances' animatableData have different shapes")
            }
            // Both ends must evaluate; in between the same body runs with other values.
            _ = try effects(a, phase: nil, size: Size(100, 100), at: active)
            _ = try effects(i, phase: nil, size: Size(100, 100), at: identity)
            let environment = self
            let id = (try? interpreter().text(of: a.value, at: active.range)) ?? a.type.name
            let template = a
            let body = AnimatableBody(id: id + " ~ " + ((try? interpreter().text(of: i.value, at: identity.range)) ?? ""), identity: identityValues) { values, size in
                guard let moved = try? environment.setting(template, animatableData: values, at: active) else { return [] }
                return (try? environment.effects(moved, phase: nil, size: size, at: active)) ?? []
            }
            return .modifierPair(active: [.animatable(body, values: activeValues)], identity: [.animatable(body, values: identityValues)])
        }
        if a.type.conforms(to: "GeometryEffect") {
            // No animatableData: the effect does not animate; it is the identity's once the change starts.
            let environment = self
            let (activeInstance, identityInstance) = (a, i)
            let body = AnimatableBody(id: a.type.name + " (jumps)", identity: [0]) { values, size in
                let chosen = (values.first ?? 0) >= 1 ? activeInstance : identityInstance
                return (try? environment.effects(chosen, phase: nil, size: size, at: active)) ?? []
            }
            return .modifierPair(active: [.animatable(body, values: [1])], identity: [.animatable(body, values: [0])])
        }
        let chains = Self.mergingVisualEffects([try effects(a, phase: nil, at: active), try effects(i, phase: nil, at: identity)],
                                               positions: [1, 0])
        try Self.checkSameShape(chains[0], chains[1], Program.baseTypeName(a.type.name), at: identity)
        return .modifierPair(active: chains[0], identity: chains[1])
    }

    /// A `Transition` struct instance, `Tilt()`: its body in each phase (docs/semantics.md §13 rule 3).
    package func transitionType(_ e: Expr) throws(ExpressionError) -> Transition {
        let t = try instance(e, kind: "Transition", conformance: ["Transition"])
        let chains = Self.mergingVisualEffects([try effects(t, phase: .willAppear, at: e), try effects(t, phase: .identity, at: e),
                                                try effects(t, phase: .didDisappear, at: e)], positions: [-1, 0, 1])
        let (appear, identity, disappear) = (chains[0], chains[1], chains[2])
        let name = Program.baseTypeName(t.type.name)
        try Self.checkSameShape(appear, identity, name, at: e)
        try Self.checkSameShape(disappear, identity, name, at: e)
        return .body(willAppear: appear, identity: identity, didDisappear: disappear)
    }

    /// Two chains of effects that interpolate: the same effects in the same order.
    package static func checkSameShape(_ a: [EffectModifier], _ b: [EffectModifier], _ name: String, at e: Expr) throws(ExpressionError) {
        guard a.count == b.count, zip(a, b).allSatisfy({ $0.isSameKind(as: $1) }) else {
            throw ExpressionError(.value, at: e.range,
                                  "\(name)'s body returns different effects in its two states (\(a.map(\.name).joined(separator: ", ")) / \(b.map(\.name).joined(separator: ", "))); a board interpolates only matching effects")
        }
    }
}

extension TransitionPhase {
    /// The phase's name in Swift (`.willAppear`).
    package var name: String {
        switch self {
        case .willAppear: "willAppear"
        case .identity: "identity"
        case .didDisappear: "didDisappear"
        }
    }
}

extension EffectModifier {
    /// The modifier's name in SwiftUI, for messages.
    package var name: String {
        switch self {
        case .opacity: ".opacity"
        case .scale: ".scaleEffect"
        case .offset: ".offset"
        case .move: ".move"
        case .rotation3D: ".rotation3DEffect"
        case .blur: ".blur"
        case .frameHeight, .frame: ".frame"
        case .rotation: ".rotationEffect"
        case .inset: "a container's room"
        case .clip: ".clipped"
        case .brightness: ".brightness"
        case .animatable: "an Animatable body"
        case .projection: ".projectionEffect"
        }
    }
}
