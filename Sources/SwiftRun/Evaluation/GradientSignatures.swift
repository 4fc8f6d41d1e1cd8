import SwiftFront
import BoardScene
import BoardModel
/// SwiftUI's gradients, read once for every place they are written: as a view
/// (`LinearGradient(…)` in a stack or a `.background`), as a shape's fill
/// (`.fill(LinearGradient(…))`, `.fill(.linearGradient(…))`) and as a background's style.
package enum GradientSignatures {
    /// The gradient kinds boardgen draws, by the names a view or a fill writes.
    package static let signatures: [Signature<GradientStyle>] = {
        // Where the colours come from: a `Gradient`, an array of colours or of stops; the
        // shape-style forms (`.linearGradient(Gradient(…), …)`) also take the gradient unlabelled.
        let colorSources = [Parameter("gradient", .any), Parameter("colors", .any), Parameter("stops", .any), .unlabelled("gradient", .any)]
        func linear(_ name: String, unlabelled: Bool) -> Signature<GradientStyle> {
            Signature(name, colorSources.filter { unlabelled || $0.label != nil }.map { source in
                Overload([source, Parameter("startPoint", .unitPoint), Parameter("endPoint", .unitPoint)]) { a in
                    GradientStyle(.linear(start: try a.value("startPoint", ValueReader.unitPoint), end: try a.value("endPoint", ValueReader.unitPoint)),
                                  stops: try stops(a, source))
                }
            })
        }
        func radial(_ name: String, unlabelled: Bool) -> Signature<GradientStyle> {
            Signature(name, colorSources.filter { unlabelled || $0.label != nil }.map { source in
                Overload([source, Parameter("center", .unitPoint), Parameter("startRadius", .number),
                          Parameter("endRadius", .number)]) { a in
                    let r0 = try a.number("startRadius"), r1 = try a.number("endRadius")
                    for (name, r) in [("startRadius", r0), ("endRadius", r1)] where !ValueRanges.spacing.contains(r) {
                        throw a.invalid(name, "a gradient's radius must be \(ValueRanges.describe(ValueRanges.spacing)) pt; got \(NumberFormat.plain(r))")
                    }
                    return GradientStyle(.radial(center: try a.value("center", ValueReader.unitPoint), startRadius: r0, endRadius: r1),
                                         stops: try stops(a, source))
                }
            })
        }
        // `AngularGradient(gradient:center:startAngle:endAngle:)` (both angles `.zero` unless given:
        // a whole turn), `(…, center:, angle:)` (a whole turn from the angle), `.conicGradient(_:center:angle:)`.
        func angular(_ name: String, unlabelled: Bool) -> Signature<GradientStyle> {
            let sources = colorSources.filter { unlabelled || $0.label != nil }
            return Signature(name, sources.map { source in
                Overload([source, Parameter("center", .unitPoint), Parameter("startAngle", .angle, default: ".zero"),
                          Parameter("endAngle", .angle, default: ".zero")]) { a in
                    GradientStyle(.angular(center: try a.value("center", ValueReader.unitPoint), startAngle: try a.value("startAngle", ValueReader.angle),
                                           endAngle: try a.value("endAngle", ValueReader.angle)), stops: try stops(a, source))
                }
            } + sources.map { source in
                Overload([source, Parameter("center", .unitPoint), Parameter("angle", .angle, default: ".zero")]) { a in
                    let start = try a.value("angle", ValueReader.angle)
                    return GradientStyle(.angular(center: try a.value("center", ValueReader.unitPoint), startAngle: start, endAngle: start + 2 * .pi),
                                         stops: try stops(a, source))
                }
            })
        }
        return [linear("LinearGradient", unlabelled: false), radial("RadialGradient", unlabelled: false),
                linear("linearGradient", unlabelled: true), radial("radialGradient", unlabelled: true),
                angular("AngularGradient", unlabelled: false), angular("angularGradient", unlabelled: true),
                angular("conicGradient", unlabelled: true)]
    }()

    /// The stops of the colour source `p` as bound in `a`.
    package static func stops(_ a: BoundArguments, _ p: Parameter) throws(ExpressionError) -> [GradientStyle.Stop] {
        switch p.label {
        case "colors": GradientStyle.evenly(try a.value(p.name, ValueReader.colorList))
        case "stops": try a.value(p.name, ValueReader.stopList)
        default: try a.value(p.name, ValueReader.gradientStops)
        }
    }

    /// Gradients boardgen does not draw, refused by name where they are written.
    package static let refused = ["EllipticalGradient", "ellipticalGradient"]

    /// The reason given for them.
    package static let refusal = "an elliptical gradient is not drawn yet; use RadialGradient"
}

extension ValueReader {
    /// A gradient written where a colour or a shape style goes (`LinearGradient(…)`,
    /// `.radialGradient(…)`); nil when `e` is not a gradient.
    package static func gradient(_ e: Expr, for context: String) throws(ExpressionError) -> GradientStyle? {
        guard case let .call(callee, arguments, closure) = e.kind else { return nil }
        let name: String, display: String, nameRange: SourceRange
        switch callee.kind {
        case let .identifier(n): (name, display, nameRange) = (n, n, callee.range)
        case let .implicitMember(n): (name, display, nameRange) = (n, "." + n, callee.range)
        case let .member(base, n, range) where base.name == "ShapeStyle" || base.name == "AnyShapeStyle": (name, display, nameRange) = (n, "." + n, range)
        default: return nil
        }
        if GradientSignatures.refused.contains(name) {
            throw ExpressionError(.unsupported, at: nameRange, "'\(display)'\(Wording.context(context)) cannot be shown on a board: \(GradientSignatures.refusal)")
        }
        guard let signature = GradientSignatures.signatures.first(where: { $0.name == name }) else { return nil }
        return try signature.resolve(CallSite(displayName: display, nameRange: nameRange, arguments: arguments, trailingClosure: closure, range: e.range))
    }

    /// `Gradient(colors: […])` or `Gradient(stops: […])` (also `.init(…)`): its stops.
    package static func gradientStops(_ e: Expr, for context: String) throws(ExpressionError) -> [GradientStyle.Stop] {
        if case let .call(callee, arguments, nil) = e.kind, callee.name == "Gradient" || callee.kind == .implicitMember("init"),
           arguments.count == 1 {
            switch arguments[0].label {
            case "colors": return GradientStyle.evenly(try colorList(arguments[0].value, for: context))
            case "stops": return try stopList(arguments[0].value, for: context)
            default: break
            }
        }
        throw ExpressionError(.type, at: e.range, "expected a Gradient, as in Gradient(colors: [.blue, .purple])\(Wording.context(context))")
    }

    /// An array literal of colours: `[.blue, .purple.opacity(0.5)]`.
    package static func colorList(_ e: Expr, for context: String) throws(ExpressionError) -> [Tint] {
        guard case let .array(items) = e.kind, !items.isEmpty else {
            throw ExpressionError(.type, at: e.range, "expected an array of colours, as in [.blue, .purple]\(Wording.context(context))")
        }
        var colors: [Tint] = []
        for item in items { colors.append(try viewColor(item, for: context)) }
        return colors
    }

    /// An array literal of stops: `[.init(color: .blue, location: 0), Gradient.Stop(color: .red, location: 1)]`.
    package static func stopList(_ e: Expr, for context: String) throws(ExpressionError) -> [GradientStyle.Stop] {
        guard case let .array(items) = e.kind, !items.isEmpty else {
            throw ExpressionError(.type, at: e.range, "expected an array of stops, as in [.init(color: .blue, location: 0)]\(Wording.context(context))")
        }
        var stops: [GradientStyle.Stop] = []
        for item in items {
            guard case let .call(_, arguments, nil) = item.kind, arguments.count == 2,
                  arguments[0].label == "color", arguments[1].label == "location" else {
                throw ExpressionError(.type, at: item.range, "expected a stop, as in .init(color: .blue, location: 0)\(Wording.context(context))")
            }
            let location = try number(arguments[1].value, for: context)
            guard (0...1).contains(location) else {
                throw ExpressionError(.value, at: arguments[1].value.range, "a stop's location must be 0…1; got \(NumberFormat.plain(location))")
            }
            stops.append(GradientStyle.Stop(color: try viewColor(arguments[0].value, for: context), location: location))
        }
        return stops
    }
}
