import Foundation
import SwiftFront
import BoardModel
import BoardScene

/// A `Canvas`'s `GraphicsContext` as the interpreter holds it: a struct of its state — `opacity`,
/// `blendMode` and `transform` (a `CGAffineTransform`) — that a copy keeps as it was; its drawing
/// methods add views to the running canvas's ``CanvasSink`` (Interpreter+Canvas).
package enum GraphicsContextValue {
    /// The type's name.
    static let type = "GraphicsContext"

    /// A canvas's context before its renderer changes it.
    static var initial: SwiftValue {
        .instance(StructValue(type: type, fields: [
            ("opacity", .double(1)), ("blendMode", .enumCase(EnumValue(type: "GraphicsContext.BlendMode", name: "normal"))),
            ("transform", NativeTypes.make("CGAffineTransform", [1, 0, 0, 1, 0, 0])),
        ]))
    }

    /// What the context draws that a board does not, with why.
    static let refused: [String: String] = [
        "addFilter": "its filters (blur, alpha threshold, shadows, colour matrices) are not drawn",
        "clip": "drawing clipped to a path is not drawn yet",
        "clipToLayer": "drawing clipped to a layer is not drawn yet",
        "withCGContext": "Core Graphics drawing does not run on a board",
    ]

    /// The types of the drawing methods' parameters an implicit member may be given to.
    static let parameterTypes = ["anchor": "UnitPoint", "at": "CGPoint", "in": "CGRect", "by": "Angle"]

    /// `[a, b, c, d, tx, ty]` of a transform value.
    static func matrix(_ s: StructValue) -> [Double] {
        s["transform"].flatMap { NativeTypes.numbers(of: $0, "CGAffineTransform") } ?? [1, 0, 0, 1, 0, 0]
    }

    /// `t` after `m` (a point is mapped by `m`, then by `t`): `concatenate`, `translateBy`, ….
    static func prepending(_ m: [Double], to t: [Double]) -> [Double] {
        [m[0] * t[0] + m[1] * t[2], m[0] * t[1] + m[1] * t[3], m[2] * t[0] + m[3] * t[2], m[2] * t[1] + m[3] * t[3],
         m[4] * t[0] + m[5] * t[2] + t[4], m[4] * t[1] + m[5] * t[3] + t[5]]
    }

    /// A point mapped by `t`.
    static func map(_ p: Point, _ t: [Double]) -> Point { Point(t[0] * p.x + t[2] * p.y + t[4], t[1] * p.x + t[3] * p.y + t[5]) }
}

extension Interpreter {
    /// `context.name(…)` of a canvas's context `s` (the value of `base`).
    package func graphicsContextCall(_ base: Expr, _ s: StructValue, _ name: String, _ arguments: [Expr.Argument], _ closure: Expr.Closure?,
                                     _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if let reason = GraphicsContextValue.refused[name] {
            throw Self.unsupported("GraphicsContext." + name, reason, at: e.range)
        }
        guard let sink = canvasSink else {
            throw ExpressionError(.value, at: e.range, "a GraphicsContext draws only inside its Canvas's closure")
        }
        // Implicit members take the parameter's type: `anchor: .top` is a UnitPoint, `at: .zero` a CGPoint.
        var args = try evaluateArguments(arguments, closure, f)
        for (k, a) in arguments.enumerated() where k < args.count {
            if let type = GraphicsContextValue.parameterTypes[a.label ?? ""] { args[k].value = try evaluate(a.value, as: type, f) }
        }
        func arg(_ label: String?) -> Argument? { args.first { $0.label == label } }
        func number(_ label: String) throws(ExpressionError) -> Double {
            guard let a = arg(label), let n = Arithmetic.number(a.value) else {
                throw ExpressionError(.arguments, at: e.range, "GraphicsContext.\(name) takes a number for '\(label)'")
            }
            return n
        }
        func transformed(_ m: [Double]) throws(ExpressionError) -> SwiftValue {
            var copy = s
            copy["transform"] = NativeTypes.make("CGAffineTransform", GraphicsContextValue.prepending(m, to: GraphicsContextValue.matrix(s)))
            try write(.instance(copy), to: base, f)
            return .void
        }
        let r = e.range
        switch name {
        case "translateBy": return try transformed([1, 0, 0, 1, try number("x"), try number("y")])
        case "scaleBy": return try transformed([try number("x"), 0, 0, try number("y"), 0, 0])
        case "rotate":
            guard let a = arg("by"), let radians = NativeTypes.numbers(of: a.value, "Angle")?.first else {
                throw ExpressionError(.arguments, at: r, "GraphicsContext.rotate takes an Angle, as in context.rotate(by: .degrees(30))")
            }
            return try transformed([cos(radians), sin(radians), -sin(radians), cos(radians), 0, 0])
        case "concatenate":
            guard let a = args.first, let m = NativeTypes.numbers(of: a.value, "CGAffineTransform") else {
                throw ExpressionError(.arguments, at: r, "GraphicsContext.concatenate takes a CGAffineTransform")
            }
            return try transformed(m)
        case "resolve":
            return args.first?.value ?? .none
        case "resolveSymbol":
            guard let id = arg("id")?.value else { throw ExpressionError(.arguments, at: r, "resolveSymbol takes the tag of a symbol view, as in resolveSymbol(id: 0)") }
            guard let symbol = sink.symbols.first(where: { equal($0.tag, id) }) else { return .none }
            return .swiftUI(symbol.view, origin: f.origin)
        case "drawLayer":
            guard let body = args.last, case let .function(fn) = body.value else {
                throw ExpressionError(.arguments, at: r, "drawLayer takes a closure, as in context.drawLayer { layer in … }")
            }
            _ = try callValue(.function(fn), [Argument(value: .instance(s), range: r)], e, f)
            return .void
        case "fill", "stroke":
            guard let path = args.first, let segments = PathValues.segments(of: path.value) else {
                throw ExpressionError(.arguments, at: r, "GraphicsContext.\(name) takes a Path first, as in context.\(name)(Path(ellipseIn: rect), with: .color(.blue))")
            }
            guard let shading = arg("with") else { throw ExpressionError(.arguments, at: r, "GraphicsContext.\(name) takes a shading: with: .color(.blue)") }
            let t = GraphicsContextValue.matrix(s)
            let moved = segments.map { $0.with($0.points.map { GraphicsContextValue.map($0, t) }) }
            let custom = CustomShapePath(name: "Path") { _ in moved }
            let opaque = OpaqueValue(.void, description: "Path", shapePath: custom)
            let pathView = Expr.named("Path", [(nil, Expr(.opaque(opaque), range: r))], at: r)
            let style = try canvasShading(shading, f)
            var view: Expr
            if name == "fill" {
                var fillArgs: [(String?, Expr)] = [(nil, style)]
                if let fillStyle = arg("style") { fillArgs.append(("style", try reify(fillStyle.value, at: fillStyle.range, origin: f.origin))) }
                view = pathView.calling("fill", fillArgs, at: r)
            } else {
                // A stroke's width is in the context's units: scaled as its transform scales.
                let scale = sqrt(abs(t[0] * t[3] - t[1] * t[2]))
                if let styleArg = arg("style") {
                    view = pathView.calling("stroke", [(nil, style), ("style", try reify(styleArg.value, at: styleArg.range, origin: f.origin))], at: r)
                } else {
                    let width = arg("lineWidth") == nil ? 1 : try number("lineWidth")
                    view = pathView.calling("stroke", [(nil, style), ("lineWidth", .number(width * scale, at: r))], at: r)
                }
            }
            sink.items.append(try canvasState(view, s, f, r))
            return .void
        case "draw":
            guard let drawn = args.first, drawn.label == nil else {
                throw ExpressionError(.arguments, at: r, "GraphicsContext.draw takes a Text, an Image or a resolved symbol, at: a point or in: a rectangle")
            }
            var view = try reify(drawn.value, at: drawn.range, origin: f.origin)
            let t = GraphicsContextValue.matrix(s)
            if let rect = arg("in").flatMap({ Geometry.rectNumbers($0.value) }) {
                let c = GraphicsContextValue.map(Point(rect.0 + rect.2 / 2, rect.1 + rect.3 / 2), t)
                let sx = hypot(t[0], t[1]), sy = hypot(t[2], t[3])
                view = view.calling("resizable", at: r).calling("frame", [("width", .number(rect.2 * sx, at: r)), ("height", .number(rect.3 * sy, at: r))], at: r)
                    .calling("position", [("x", .number(c.x, at: r)), ("y", .number(c.y, at: r))], at: r)
            } else if let at = arg("at"), let p = NativeTypes.numbers(of: at.value, "CGPoint") {
                let anchor = arg("anchor").flatMap { NativeTypes.numbers(of: $0.value, "UnitPoint") } ?? [0.5, 0.5]
                view = CanvasExpr.anchored(view, at: GraphicsContextValue.map(Point(p[0], p[1]), t), anchor: anchor, transform: t, at: r)
            } else {
                throw ExpressionError(.arguments, at: r, "GraphicsContext.draw takes at: a CGPoint (and anchor:) or in: a CGRect")
            }
            sink.items.append(try canvasState(view, s, f, r))
            return .void
        default:
            throw ExpressionError(.unknownName, at: r, "a GraphicsContext has no method '\(name)' that a board runs; it runs fill, stroke, draw, drawLayer, resolve, resolveSymbol, translateBy, scaleBy, rotate and concatenate")
        }
    }

    /// The style a shading paints with: `.color(c)`, `.color(red:green:blue:opacity:)`, `.style(s)`.
    private func canvasShading(_ a: Argument, _ f: Frame) throws(ExpressionError) -> Expr {
        let e = try reify(a.value, at: a.range, origin: f.origin)
        if case let .call(callee, args, nil) = e.kind {
            let name: String? = switch callee.kind {
            case let .implicitMember(n), let .member(_, n, _): n
            default: nil
            }
            if name == "color", args.count == 1, args[0].label == nil { return args[0].value }
            if name == "color", !args.isEmpty { return Expr.named("Color", args.map { ($0.label, $0.value) }, at: e.range) }
            if name == "style", args.count == 1 { return args[0].value }
        }
        throw Self.unsupported("this shading", "a canvas paints with .color(…) or .style(…); gradients, images and tiled shadings are not drawn yet", at: a.range)
    }

    /// `view` with the context's opacity and blend mode.
    private func canvasState(_ view: Expr, _ s: StructValue, _ f: Frame, _ r: SourceRange) throws(ExpressionError) -> Expr {
        var out = view
        if case let .double(o)? = s["opacity"], o < 1 { out = out.calling("opacity", [(nil, .number(o, at: r))], at: r) }
        if case let .enumCase(mode)? = s["blendMode"], mode.name != "normal" {
            out = out.calling("blendMode", [(nil, Expr(.implicitMember(mode.name), range: r))], at: r)
        }
        return out
    }
}

/// The expressions a canvas's drawings become.
enum CanvasExpr {
    /// `view` drawn with its `anchor` (a unit point of its own size) at `p`, turned and scaled as `t`
    /// turns and scales: a zero-size frame at `p` holding the view aligned by the anchor.
    static func anchored(_ view: Expr, at p: Point, anchor: [Double], transform t: [Double], at r: SourceRange) -> Expr {
        let column = anchor[0] < 0.25 ? "leading" : anchor[0] > 0.75 ? "trailing" : ""
        let row = anchor[1] < 0.25 ? "top" : anchor[1] > 0.75 ? "bottom" : ""
        let alignment = row.isEmpty && column.isEmpty ? "center" : row.isEmpty ? column : column.isEmpty ? row : row + column.prefix(1).uppercased() + column.dropFirst()
        let holder = Expr(.member(Expr(.identifier("Color"), range: r), name: "clear", nameRange: r), range: r)
            .calling("frame", [("width", .number(0, at: r)), ("height", .number(0, at: r))], at: r)
        var out = Expr(.call(Expr(.member(holder, name: "overlay", nameRange: r), range: r),
                             arguments: [Expr.Argument(label: "alignment", labelRange: nil, value: Expr(.implicitMember(alignment), range: r))],
                             trailingClosure: Expr.Closure(statements: [view.calling("fixedSize", at: r)], range: r, parameters: [])), range: r)
        let scale = hypot(t[0], t[1]), angle = atan2(t[1], t[0])
        if abs(scale - 1) > 1e-9 { out = out.calling("scaleEffect", [(nil, .number(scale, at: r))], at: r) }
        if abs(angle) > 1e-9 { out = out.calling("rotationEffect", [(nil, .named("Angle", [("radians", .number(angle, at: r))], at: r))], at: r) }
        return out.calling("position", [("x", .number(p.x, at: r)), ("y", .number(p.y, at: r))], at: r)
    }
}
