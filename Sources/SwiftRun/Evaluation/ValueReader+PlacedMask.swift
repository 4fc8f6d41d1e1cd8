import SwiftFront
import BoardModel
import BoardScene

/// A clip or mask shape placed by layout modifiers — `Capsule().frame(width: 40).offset(x: 20)`,
/// `Rectangle().padding(4)`, `Circle().fill(.white).offset(y: -8)` — as SwiftUI lays a mask view
/// out: proposed the masked view's size and centred in it; a shape takes the size it is offered,
/// a frame sets a size (a dimension not given is the one offered) and aligns what is inside it,
/// padding insets it, an offset moves the drawing. A shape's fill is opaque, so a mask of it is its
/// outline (a colour's own opacity in a mask is not drawn).
extension ValueReader {
    /// The modifiers a placed mask shape may have.
    static let placingModifiers: Set<String> = ["frame", "offset", "padding", "fill", "foregroundColor", "foregroundStyle"]

    /// `e` as a shape under placing modifiers, or nil when it has none (or others).
    static func placedClip(_ e: Expr, for context: String) throws(ExpressionError) -> ClipShape? {
        var modifiers: [(name: String, arguments: [Expr.Argument], at: Expr)] = []
        var base = e
        while case let .call(callee, args, nil) = base.kind, case let .member(inner, name, _) = callee.kind, placingModifiers.contains(name) {
            modifiers.insert((name, args, base), at: 0)
            base = inner
        }
        guard !modifiers.isEmpty else { return nil }
        let shape = try clipShape(base, for: context)
        // Outer to inner: where each layer puts what is inside it.
        enum Step { case frame(Double?, Double?, UnitPoint), inset(Double, Double, Double, Double), offset(Double, Double) }
        var steps: [Step] = []
        for m in modifiers.reversed() {
            func number(_ label: String?) throws(ExpressionError) -> Double? {
                guard let a = m.arguments.first(where: { $0.label == label }) else { return nil }
                let v = try optionalLength(a.value, for: context)
                return v.isNaN ? nil : v
            }
            switch m.name {
            case "frame":
                guard m.arguments.allSatisfy({ ["width", "height", "alignment"].contains($0.label ?? "") }) else {
                    throw ExpressionError(.unsupported, at: m.at.range, "a mask's shape takes .frame(width:height:alignment:); a flexible frame is not drawn in a mask yet")
                }
                let alignment = try m.arguments.first { $0.label == "alignment" }.map { (a: Expr.Argument) throws(ExpressionError) in try unitPoint(a.value, for: context) } ?? .center
                steps.append(.frame(try number("width"), try number("height"), alignment))
            case "offset":
                if m.arguments.count == 1, m.arguments[0].label == nil {
                    let s = try size(m.arguments[0].value, for: context)
                    steps.append(.offset(s.width, s.height))
                } else {
                    steps.append(.offset(try number("x") ?? 0, try number("y") ?? 0))
                }
            case "padding":
                if m.arguments.isEmpty { steps.append(.inset(16, 16, 16, 16)); continue }
                guard m.arguments.count == 1, m.arguments[0].label == nil, let p = try number(nil) else {
                    throw ExpressionError(.unsupported, at: m.at.range, "a mask's shape takes .padding() or .padding(_ length:); edges are not drawn in a mask yet")
                }
                steps.append(.inset(p, p, p, p))
            default:
                break   // a fill: opaque
            }
        }
        let outline: @Sendable (Rect) -> [PathElement]
        if let custom = shape.path {
            outline = custom.segments
        } else {
            let view = ShapeView(shape.kind, cornerRadius: shape.cornerRadius)
            outline = { rect in ViewEvaluator.outline(view, in: rect) }
        }
        let placed = steps
        var clip = ClipShape(.path)
        clip.path = ClipPath(name: (base.name ?? "shape") + " (placed)") { bounds in
            var rect = bounds, align = UnitPoint.center, dx = 0.0, dy = 0.0
            for step in placed {
                switch step {
                case let .frame(w, h, a):
                    let size = Size(max(0, w ?? rect.width), max(0, h ?? rect.height))
                    rect = Rect(x: rect.minX + (rect.width - size.width) * align.x, y: rect.minY + (rect.height - size.height) * align.y,
                                width: size.width, height: size.height)
                    align = a
                case let .inset(t, l, b, r):
                    rect = Rect(x: rect.minX + l, y: rect.minY + t, width: max(0, rect.width - l - r), height: max(0, rect.height - t - b))
                    align = .center
                case let .offset(x, y):
                    dx += x; dy += y
                }
            }
            return outline(rect).map { $0.offsetBy(dx, dy) }
        }
        return clip
    }
}
