import SwiftFront
import BoardScene
import BoardModel
/// `Animatable`: an instance's `animatableData` as a vector of numbers, and the
/// instance with its `animatableData` set from one (docs/semantics.md §13 rule 2).
extension SwiftEnvironment {
    /// The numbers of `animatableData`, when the type declares `Animatable` (also
    /// `AnimatableModifier`, `GeometryEffect`) and an `animatableData` of its own; nil otherwise
    /// (a plain modifier: its properties do not interpolate).
    package func animatableData(_ instance: Instance, at use: Expr) throws(ExpressionError) -> [Double]? {
        let t = instance.type
        guard t.conforms(to: "Animatable"), t.computed["animatableData"] != nil || t.stored.contains(where: { $0.name == "animatableData" }) else {
            return nil
        }
        let i = interpreter()
        let value = try i.member(instance.value, "animatableData", use, use.range, Frame(scope: Scope(parent: nil), selfType: nil, origin: 0))
        guard let numbers = Self.flatten(value) else {
            throw ExpressionError(.type, at: use.range, "\(Program.baseTypeName(t.name)).animatableData is \(i.describe(value)); a board animates numbers, AnimatablePair, Angle, CGPoint, CGSize and SIMD vectors")
        }
        return numbers.isEmpty ? nil : numbers
    }

    /// The instance with `animatableData` set to `values` (through its setter, or stored).
    package func setting(_ instance: Instance, animatableData values: [Double], at use: Expr) throws(ExpressionError) -> Instance {
        let i = interpreter()
        let frame = Frame(scope: Scope(parent: nil), selfType: nil, origin: 0)
        let shape = try i.member(instance.value, "animatableData", use, use.range, frame)
        var rest = values[...]
        let newValue = Self.unflatten(shape, &rest)
        let holder = Scope.Variable(instance.value, isLet: false)
        try i.setMember("animatableData", of: holder, newValue, at: use.range, frame)
        return Instance(value: holder.value, type: instance.type)
    }

    /// A value's numbers in order: a number, `AnimatablePair(first, second)`, `Angle`, `CGPoint`,
    /// `CGSize`, `EmptyAnimatableData`.
    package static func flatten(_ v: SwiftValue) -> [Double]? {
        switch v {
        case let .double(d): return [d]
        case let .int(n): return [Double(n)]
        case let .instance(s):
            if s.type == "AnimatablePair" {
                guard let a = s["first"].flatMap(flatten), let b = s["second"].flatMap(flatten) else { return nil }
                return a + b
            }
            if s.type == "EmptyAnimatableData" { return [] }
            return NativeTypes.numbers(of: v, s.type)
        case let .swiftUI(e, _) where e.name == "EmptyAnimatableData" || e.description == "EmptyAnimatableData()":
            return []
        default:
            return nil
        }
    }

    /// `shape` with its numbers replaced, in order, from `values`.
    package static func unflatten(_ shape: SwiftValue, _ values: inout ArraySlice<Double>) -> SwiftValue {
        switch shape {
        case .double, .int:
            return .double(values.popFirst() ?? 0)
        case var .instance(s):
            if s.type == "AnimatablePair" {
                s["first"] = unflatten(s["first"] ?? .double(0), &values)
                s["second"] = unflatten(s["second"] ?? .double(0), &values)
                return .instance(s)
            }
            for (k, _) in s.values.enumerated() { s.values[k] = .double(values.popFirst() ?? 0) }
            return .instance(s)
        default:
            return shape
        }
    }
}
