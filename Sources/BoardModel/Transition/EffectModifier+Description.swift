/// Effects written back as the SwiftUI modifiers that produce them, for
/// listings (`boardgen check Transitions.swift`) and messages.
extension EffectModifier {
    /// The modifier as Swift: `.opacity(0)`, `.offset(x: 0, y: 74)`,
    /// `.move(x: 0, y: -1)` (in units of the view's size).
    public var swiftDescription: String {
        func n(_ v: Double) -> String { NumberFormat.plain((v * 1000).rounded() / 1000) }
        func anchor(_ a: UnitPoint) -> String { a == .center ? "" : ", anchor: \(a.swiftDescription)" }
        switch self {
        case let .opacity(o): return ".opacity(\(n(o)))"
        case let .scale(x, y, a):
            return x == y ? ".scaleEffect(\(n(x))\(anchor(a)))" : ".scaleEffect(x: \(n(x)), y: \(n(y))\(anchor(a)))"
        case let .offset(x, y): return ".offset(x: \(n(x)), y: \(n(y)))"
        case let .move(x, y):
            let edges: [String: String] = ["1,0": ".trailing", "-1,0": ".leading", "0,-1": ".top", "0,1": ".bottom"]
            if let edge = edges["\(n(x)),\(n(y))"] { return ".move(edge: \(edge))" }
            return ".move(x: \(n(x)), y: \(n(y))) (× the view's size)"
        case let .rotation3D(r):
            return ".rotation3DEffect(.degrees(\(n(r.angle * 180 / .pi))), axis: (\(n(r.axis.x)), \(n(r.axis.y)), \(n(r.axis.z)))\(anchor(r.anchor)))"
        case let .blur(radius): return ".blur(radius: \(n(radius)))"
        case let .frameHeight(f, _): return ".frame(height: \(n(f)) × the view's height)"
        case let .rotation(angle, a): return ".rotationEffect(.degrees(\(n(angle * 180 / .pi)))\(anchor(a)))"
        case let .frame(w, h, _):
            let parts = [w.isNaN ? nil : "width: \(n(w))", h.isNaN ? nil : "height: \(n(h))"].compactMap { $0 }
            return ".frame(\(parts.joined(separator: ", ")))"
        case let .inset(t, l, b, r):
            let parts = [("top", t), ("leading", l), ("bottom", b), ("trailing", r)].filter { $0.1 != 0 }.map { "\($0.0): \(n($0.1))" }
            return ".inset(\(parts.joined(separator: ", "))) (a container's room beside the view)"
        case .clip: return ".clipped()"
        case let .brightness(b): return ".brightness(\(n(b)))"
        case let .animatable(body, values):
            if let describe = body.describe { return describe(values) }
            let name = body.id.prefix { $0 != "(" }
            return "\(name)(\(values.map(n).joined(separator: ", "))) → "
                + (Effect(body.expand(values, Size(0, 0))).flattened.map(\.swiftDescription).joined(separator: "") )
        case let .projection(h):
            return ".projectionEffect(" + h.m.map(n).joined(separator: ", ") + ")"
        }
    }

    /// Whether the modifier changes nothing (its neutral value).
    public var isNeutral: Bool {
        if case .clip = self { return false }
        if case .frame = self { return false }
        return self == neutral
    }
}

extension UnitPoint {
    /// `.top`, `.bottomLeading`, or `UnitPoint(x: 0.5, y: 2)`.
    public var swiftDescription: String {
        let names: [(UnitPoint, String)] = [
            (.center, ".center"), (.top, ".top"), (.bottom, ".bottom"), (.leading, ".leading"), (.trailing, ".trailing"),
            (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
            (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
        ]
        if let name = names.first(where: { $0.0 == self })?.1 { return name }
        return "UnitPoint(x: \(NumberFormat.plain(x)), y: \(NumberFormat.plain(y)))"
    }
}

extension Transition {
    /// What the view looks like off screen in each direction, as Swift modifiers
    /// (neutral ones left out): `insertion from .move(…) .opacity(0); removal to …`.
    public var endpointsDescription: String {
        func text(_ e: Effect) -> String {
            let parts = e.modifiers.filter { !$0.isNeutral }.map(\.swiftDescription)
            return parts.isEmpty ? "no change" : parts.joined(separator: " ")
        }
        let inserted = text(effect(.insertion, progress: 0)), removed = text(effect(.removal, progress: 1))
        return inserted == removed ? "off screen: \(removed)" : "inserted from: \(inserted); removed to: \(removed)"
    }
}
