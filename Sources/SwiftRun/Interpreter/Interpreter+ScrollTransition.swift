import SwiftFront
import BoardScene
import BoardModel

/// `.scrollTransition { content, phase in … }` (iOS 17): a visual effect whose phase is where the
/// view is in its scroll view's visible region — `.identity` inside it, `.topLeading` or
/// `.bottomTrailing` as it leaves over that edge. With the default `.interactive` configuration the
/// effect is the identity's and the edge phase's interpolated by how much of the view is outside
/// (0 inside, 1 entirely outside); `.animated` takes the edge phase's as soon as any of it is. A
/// board's scroll view rests at its start, so what is drawn is what a person sees before scrolling.
extension Interpreter {
    /// The SwiftUI call `base.scrollTransition(…) { content, phase in … }`, drawn as a visual effect.
    package func scrollTransition(_ callee: Expr, _ arguments: [Expr.Argument], _ closure: Expr.Closure,
                                  _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard closure.parameters.count == 2, case let .member(base, _, nameRange) = callee.kind else {
            throw ExpressionError(.arguments, at: closure.range, "a scroll transition's closure takes two parameters, as in { content, phase in … }")
        }
        var axis: Axis?
        var animated = false
        for a in arguments {
            switch a.label {
            case "axis": axis = a.value.caseName == "horizontal" ? .horizontal : a.value.caseName == "vertical" ? .vertical : nil
            case nil, "topLeading", "bottomTrailing":
                // `.interactive` (the default), `.animated`, `.identity`; `.animated(.bouncy)` and `.threshold(…)` as written.
                animated = animated || a.value.caseName == "animated" || a.value.description.hasPrefix(".animated")
            default:
                throw ExpressionError(.arguments, at: a.value.range, "scrollTransition takes a configuration, topLeading:, bottomTrailing: and axis:, then its closure")
            }
        }
        let function = Function(.closure(closure, f.scope, origin: f.origin, receiver: f.receiver?.value))
        let run = effectClosure(closure, f, e, for: "the scroll transition")
        let origin = f.origin
        @Sendable func effects(_ phase: String) throws(ExpressionError) -> [EffectModifier] {
            try run(.enumCase(EnumValue(type: "ScrollTransitionPhase", name: phase)))
        }
        // Run for each phase now, so an error in the closure is reported where it is written.
        let identity = try effects("identity"), leading = try effects("topLeading"), trailing = try effects("bottomTrailing")
        let (along, isAnimated) = (axis, animated)
        let id = "scrollTransition@\(origin):\(closure.range.start)"
        let body = AnimatableBody(id: id, identity: [], placed: { frame, spaces in
            let (phase, fraction) = Self.scrollPhase(frame, in: spaces[CoordinateSpaceName.scrollView], axis: along)
            let edge = phase == "topLeading" ? leading : phase == "bottomTrailing" ? trailing : identity
            let drawn = Self.blend(identity, edge, isAnimated ? (fraction > 0 ? 1 : 0) : fraction)
            return AnimatableBody(id: "\(id)@\(frame.minX),\(frame.minY)", identity: []) { _, _ in drawn }
        }) { _, _ in identity }
        let opaque = OpaqueValue(.function(function), description: "{ \(closure.parameters.joined(separator: ", ")) in … }", effect: body)
        let argument = Expr.Argument(label: nil, labelRange: nil, value: Expr(.opaque(opaque), range: closure.range))
        let visualEffect = Expr(.member(base, name: "visualEffect", nameRange: nameRange), range: callee.range)
        return .swiftUI(Expr(.call(visualEffect, arguments: [argument], trailingClosure: nil), range: e.range), origin: f.origin)
    }

    /// Where `frame` is in the scroll view's visible region `viewport`: the phase and how much of the
    /// view (0…1) is outside, along `axis` (nil: the axis along which it is further out).
    static func scrollPhase(_ frame: Rect, in viewport: Rect?, axis: Axis?) -> (String, Double) {
        guard let v = viewport else { return ("identity", 0) }
        func outside(_ lo: Double, _ hi: Double, _ vLo: Double, _ vHi: Double) -> (String, Double) {
            let length = max(hi - lo, 1e-9)
            if lo < vLo - 1e-6 { return ("topLeading", min(max((vLo - lo) / length, 0), 1)) }
            if hi > vHi + 1e-6 { return ("bottomTrailing", min(max((hi - vHi) / length, 0), 1)) }
            return ("identity", 0)
        }
        let across = outside(frame.minX, frame.maxX, v.minX, v.maxX)
        let down = outside(frame.minY, frame.maxY, v.minY, v.maxY)
        switch axis {
        case .horizontal?: return across
        case .vertical?: return down
        case nil: return across.1 > down.1 ? across : down
        }
    }

    /// Each effect of `from` moved `p` of the way to `to`'s (the same chain of kinds), else `to`'s from halfway.
    static func blend(_ from: [EffectModifier], _ to: [EffectModifier], _ p: Double) -> [EffectModifier] {
        guard p > 0 else { return from }
        guard from.count == to.count, zip(from, to).allSatisfy({ $0.isSameKind(as: $1) }) else { return p < 0.5 ? from : to }
        return zip(from, to).map { EffectModifier.interpolate($0, $1, p) }
    }
}
