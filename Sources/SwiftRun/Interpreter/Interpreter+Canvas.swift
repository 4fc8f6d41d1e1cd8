import SwiftFront
import BoardModel
import BoardScene

/// `Canvas { context, size in … }` (iOS 15): its renderer run for the size the canvas is laid out at
/// (as a GeometryReader's content is), each drawing it makes becoming a view of its own, on top of the
/// ones before, in the canvas's coordinates — a path filled or stroked with a shading, a text or an
/// image drawn at a point or in a rectangle, a symbol the canvas's `symbols:` views tag. The
/// `GraphicsContext` is a value (``GraphicsContextValue``): its `opacity`, `blendMode` and transform
/// (`translateBy`, `scaleBy`, `rotate(by:)`, `concatenate`) apply to what it draws after; `drawLayer`
/// draws with a copy. Filters (`addFilter`), clipping and Core Graphics drawing are refused by name
/// where they are called: what they would change is not drawn.
extension Interpreter {
    /// `Canvas(opaque:colorMode:rendersAsynchronously:renderer:symbols:)`, as the view it draws.
    package func canvas(_ callee: Expr, _ arguments: [Expr.Argument], _ closure: Expr.Closure?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        var renderer = closure, symbols: Expr.Closure?
        for a in arguments {
            guard case let .closure(c) = a.value.kind else { continue }
            if a.label == "renderer" { renderer = c }
            if a.label == "symbols" { symbols = c }
        }
        // `Canvas { … } symbols: { … }`: the second trailing closure is an argument labelled `symbols`.
        guard let renderer, renderer.parameters.count <= 2 else {
            throw ExpressionError(.arguments, at: e.range, "a Canvas draws with its closure, as in Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue)) }")
        }
        let captured = CapturedFrame(f)
        let program = self.program, environment = self.environment, origin = f.origin
        let names = renderer.parameters.isEmpty ? ["$0", "$1"] : renderer.parameters + (renderer.parameters.count == 1 ? ["$1"] : [])
        // The symbols' views, by their tags (made once, with the view's scope).
        var tagged: [(tag: SwiftValue, view: Expr)] = []
        if let symbols {
            for (value, range) in try collectViews(symbols.body, f) {
                let view = try reify(value, at: range, origin: origin)
                if let (tag, untagged) = try Self.taggedView(view, self, f) { tagged.append((tag, untagged)) }
            }
        }
        let symbolViews = tagged
        @Sendable func content(_ frame: Rect) throws(ExpressionError) -> Expr {
            let sink = CanvasSink(symbols: symbolViews)
            let (i, inner) = captured.entered(names[0], GraphicsContextValue.initial, program: program, environment: environment)
            inner.scope.declare(names[1], NativeTypes.make("CGSize", [frame.width, frame.height]))
            i.canvasSink = sink
            _ = try i.execute(renderer.body, inner)
            let r = renderer.range
            let drawn = sink.items.isEmpty ? [Expr(.member(Expr(.identifier("Color"), range: r), name: "clear", nameRange: r), range: r)] : sink.items
            return Expr(.call(Expr(.identifier("ZStack"), range: r),
                              arguments: [Expr.Argument(label: "alignment", labelRange: nil, value: Expr(.implicitMember("topLeading"), range: r))],
                              trailingClosure: Expr.Closure(statements: drawn, range: r, parameters: [])), range: r)
        }
        // Run once now, so that an error in the renderer is reported where it is written.
        _ = try content(Rect(x: 0, y: 0, width: 100, height: 100))
        let opaque = OpaqueValue(.void, description: "Canvas { … }", geometry: { frame, _ throws(ExpressionError) in try content(frame) })
        let argument = Expr.Argument(label: nil, labelRange: nil, value: Expr(.opaque(opaque), range: renderer.range))
        return .swiftUI(Expr(.call(Expr(.identifier("GeometryReader"), range: callee.range), arguments: [argument], trailingClosure: nil),
                             range: e.range), origin: f.origin)
    }

    /// `view.tag(id)`: the tag's value and the view without it.
    static func taggedView(_ view: Expr, _ i: Interpreter, _ f: Frame) throws(ExpressionError) -> (SwiftValue, Expr)? {
        guard case let .call(callee, args, nil) = view.kind, case let .member(base, "tag", _) = callee.kind, let first = args.first else { return nil }
        return (try i.evaluate(first.value, f), base)
    }
}

/// Where a canvas's drawings go: one per run of its renderer, shared by every copy of its context.
package final class CanvasSink {
    /// The views drawn, in order.
    var items: [Expr] = []
    /// The `symbols:` views, by tag.
    let symbols: [(tag: SwiftValue, view: Expr)]

    init(symbols: [(tag: SwiftValue, view: Expr)]) { self.symbols = symbols }
}
