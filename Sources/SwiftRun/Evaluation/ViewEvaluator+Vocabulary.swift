import SwiftFront
import BoardScene
import BoardModel
/// The SwiftUI views and modifiers a view expression can use besides `Tile` and stacks:
/// `Text`, shapes and colours, `Spacer`, `Divider`, and the layout, text and render
/// modifiers (docs/programs.md §3).
extension ViewEvaluator {
    package typealias M = ChainEvaluator<ViewNode>.Modifier

    /// The leaf views.
    package static var leafViews: [Signature<ViewNode>] {
        func shape(_ kind: ShapeKind, _ parameters: [Parameter] = []) -> Signature<ViewNode> {
            Signature(kind.rawValue, [
                Overload(parameters) { a in
                    var radius = 0.0
                    if parameters.contains(where: { $0.name == "cornerRadius" }) {
                        radius = try a.number("cornerRadius")
                        guard ValueRanges.spacing.contains(radius) else {
                            throw a.invalid("cornerRadius", "a corner radius must be \(ValueRanges.describe(ValueRanges.spacing)) pt; got \(NumberFormat.plain(radius))")
                        }
                    }
                    return .shape(ShapeView(kind, cornerRadius: radius))
                },
            ], bare: .needsCall)
        }
        return [
            Signature("Text", [
                Overload([.unlabelled("content", .string)]) { a in .text(try a.value("content", ValueReader.string)) },
                // The string as it is, never looked up in a strings table.
                Overload([Parameter("verbatim", .string)]) { a in .text(try a.value("verbatim", ValueReader.string)) },
                // A localized key with its table, bundle and comment (the interpreter looked the key up
                // in the app's tables, StringsTables).
                Overload([.unlabelled("content", .string), Parameter("tableName", .any, default: "nil"),
                          Parameter("bundle", .any, default: "nil"), Parameter("comment", .any, default: "nil")]) { a in
                    .text(try a.value("content", ValueReader.string))
                },
            ]),
            shape(.rectangle),
            shape(.circle),
            shape(.capsule, [Parameter("style", .any, default: ".circular")]),
            shape(.ellipse),
            shape(.roundedRectangle, [Parameter("cornerRadius", .number), Parameter("style", .any, default: ".circular")]),
            gradientView(.linearGradient),
            gradientView(.radialGradient),
            gradientView(.angularGradient),
            Signature("Spacer", [
                Overload([Parameter("minLength", .any, default: "nil")]) { a in
                    let v = try a.value("minLength", ValueReader.optionalLength)
                    guard v.isNaN || ValueRanges.spacing.contains(v) else {
                        throw a.invalid("minLength", "'minLength:' of 'Spacer' must be nil or \(ValueRanges.describe(ValueRanges.spacing)) pt; got \(NumberFormat.plain(v))")
                    }
                    return .spacer(minLength: v.isNaN ? nil : v)
                },
            ], bare: .needsCall),
            Signature("Divider", [Overload([]) { _ in .divider }], bare: .needsCall),
            Signature("Color", [
                Overload([Parameter("red", .number), Parameter("green", .number), Parameter("blue", .number),
                          Parameter("opacity", .number, default: "1")]) { a in
                    .shape(ShapeView(.color, fill: .rgb(try rgb(a))))
                },
                // The other initializers, read as a colour value reads them (system colours follow the theme).
                colorInitializer([.unlabelled("color", .any)]),
                colorInitializer([Parameter("uiColor", .any)]),
                colorInitializer([Parameter("nsColor", .any)]),
                colorInitializer([Parameter("white", .number), Parameter("opacity", .number, default: "1")]),
                colorInitializer([Parameter("hue", .number), Parameter("saturation", .number), Parameter("brightness", .number),
                                  Parameter("opacity", .number, default: "1")]),
                colorInitializer([.unlabelled("colorSpace", .any), Parameter("red", .number), Parameter("green", .number),
                                  Parameter("blue", .number), Parameter("opacity", .number, default: "1")]),
                colorInitializer([.unlabelled("colorSpace", .any), Parameter("white", .number), Parameter("opacity", .number, default: "1")]),
            ]),
        ]
    }

    /// A `Color(…)` view made by one of the colour initializers a colour value takes
    /// (``ValueReader/colorInitializer(_:_:for:)``): `Color(.systemGray6)`, `Color(white: 0.9)`, ….
    package static func colorInitializer(_ parameters: [Parameter]) -> Overload<ViewNode> {
        Overload(parameters) { a in
            let written = a.arguments.compactMap { $0 }
            let tint = try ValueReader.colorInitializer(written[0].value, written, for: "'Color'")
            return .shape(ShapeView(.color, fill: tint))
        }
    }

    /// `Color(red:green:blue:opacity:)`, components 0…1.
    package static func rgb(_ a: BoundArguments) throws(ExpressionError) -> Color {
        var c: [Double] = []
        for name in ["red", "green", "blue", "opacity"] {
            let v = try a.number(name)
            guard (0...1).contains(v) else { throw a.invalid(name, "'\(name):' of 'Color' must be 0…1; got \(NumberFormat.plain(v))") }
            c.append(v)
        }
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// A view colour member: `Color.blue` or `.blue` as a view.
    package static func colorView(_ name: String) -> ViewNode {
        .shape(ShapeView(.color, fill: .named(name)))
    }

    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    package static var flexibleFrame: Overload<M> {
        @Sendable func wrap(_ m: ViewNode.Modifier) -> M { { .modified($0, m) } }
        let frameNames = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        return Overload(frameNames.map { Parameter($0, .any, default: "nil") }
                         + [Parameter("alignment", .unitPoint, default: ".center")]) { a in
                    var v: [Double?] = []
                    for name in frameNames { v.append(try frameLength(a, name, allowInfinity: name.hasPrefix("max"))) }
                    let bounds = FrameBounds(minWidth: v[0], idealWidth: v[1], maxWidth: v[2],
                                             minHeight: v[3], idealHeight: v[4], maxHeight: v[5])
                    return wrap(.flexibleFrame(bounds, alignment: try a.value("alignment", ValueReader.frameAlignment)))
                }
    }

    /// A frame length: nil, a length in range, or (for a maximum) `.infinity`.
    package static func frameLength(_ a: BoundArguments, _ name: String, allowInfinity: Bool) throws(ExpressionError) -> Double? {
        let e = a.expression(name)
        if case .nilLiteral = e.kind { return nil }
        if allowInfinity, ValueReader.isInfinity(e) { return .infinity }
        let v = try a.value(name, ValueReader.optionalLength)
        guard v.isNaN || ValueRanges.frameLength.contains(v) else {
            throw a.invalid(name, "'\(name):' of '.frame' must be nil\(allowInfinity ? ", .infinity" : "") or a length \(ValueRanges.describe(ValueRanges.frameLength)) pt; got \(NumberFormat.plain(v))")
        }
        return v.isNaN ? nil : v
    }

    /// The modifiers of the vocabulary.
    package static var vocabularyModifiers: [Signature<M>] {
        @Sendable func wrap(_ m: ViewNode.Modifier) -> M { { .modified($0, m) } }
        return [
            Signature("disabled", [
                Overload([.unlabelled("disabled", .bool)]) { a in
                    let unchanged: M = { $0 }
                    return try a.value("disabled", ValueReader.bool) ? wrap(.controlStyle(kind: "disabled", style: "true")) : unchanged
                },
            ]),
            // `.labelsHidden()`: a toggle drawn without its title (still named by it).
            Signature("labelsHidden", [Overload([]) { _ in wrap(.controlStyle(kind: "labelsHidden", style: "true")) }]),
            // `.scrollClipDisabled()` (iOS 17): the scroll views below draw their content past their edges
            // (a carousel's shadows and neighbours); `.scrollClipDisabled(false)` clips again.
            Signature("scrollClipDisabled", [Overload([.unlabelled("disabled", .bool, default: "true")]) { a in
                wrap(.controlStyle(kind: "scrollClipDisabled", style: try a.value("disabled", ValueReader.bool) ? "true" : "false"))
            }]),
            // `.truncationMode(.tail)`: SwiftUI's default, the text cut at its end with "…" as a board cuts it.
            // `.head` and `.middle` cut elsewhere, which a board does not draw yet: refused by name.
            Signature("truncationMode", [
                Overload([.unlabelled("mode", .any)]) { a in
                    let unchanged: M = { $0 }
                    switch a.expression("mode").kind {
                    case .implicitMember("tail"), .member(_, "tail", _): return unchanged
                    case .implicitMember("head"), .implicitMember("middle"), .member(_, "head", _), .member(_, "middle", _):
                        throw a.invalid("mode", "'.truncationMode' other than .tail cannot be drawn yet: a board cuts a text that does not fit at its end")
                    default:
                        throw a.invalid("mode", "'.truncationMode' takes .tail, .head or .middle")
                    }
                },
            ]),
            Signature("lineLimit", [
                Overload([.unlabelled("number", .any)]) { a in
                    // `nil`, or `.none` as Optional spells it.
                    if Self.isNone(a.expression("number")) { return wrap(.lineLimit(nil)) }
                    if let (low, high) = try Self.lineRange(a.expression("number")) {
                        return { .modified(.modified($0, .environment(.reservedLines(low))), .lineLimit(high)) }
                    }
                    let n = try a.value("number", ValueReader.integer)
                    // `.lineLimit(0)`: no limit, as a label's `numberOfLines = 0` is (uncertain: SwiftUI documents only nil).
                    if n == Self.unlimitedLineCount { return wrap(.lineLimit(nil)) }
                    guard (1...1000).contains(n) else { throw a.invalid("number", "'.lineLimit' takes nil, 0 (no limit) or 1…1000 lines; got \(n)") }
                    return wrap(.lineLimit(n))
                },
                // iOS 16: `.lineLimit(3...6)` shows at most 6 lines and keeps room for 3; `.lineLimit(2...)` at least 2;
                // `.lineLimit(2, reservesSpace: true)` keeps room for 2.
                Overload([.unlabelled("limit", .any), Parameter("reservesSpace", .bool)]) { a in
                    let n = try a.value("limit", ValueReader.integer)
                    guard (1...1000).contains(n) else { throw a.invalid("limit", "'.lineLimit' takes 1…1000 lines; got \(n)") }
                    let reserve = try a.value("reservesSpace", ValueReader.bool)
                    return { .modified(.modified($0, .environment(.reservedLines(reserve ? n : 0))), .lineLimit(n)) }
                },
            ]),
            Signature("fixedSize", [
                Overload([]) { _ in wrap(.fixedSize(horizontal: true, vertical: true)) },
                Overload([Parameter("horizontal", .bool), Parameter("vertical", .bool)]) { a in
                    wrap(.fixedSize(horizontal: try a.value("horizontal", ValueReader.bool),
                                    vertical: try a.value("vertical", ValueReader.bool)))
                },
            ]),
            Signature("layoutPriority", [
                Overload([.unlabelled("value", .number)]) { a in wrap(.layoutPriority(try a.number("value"))) },
            ]),
            Signature("opacity", [
                Overload([.unlabelled("opacity", .number)]) { a in wrap(.opacity(try a.number("opacity"))) },
            ]),
            Signature("scaleEffect", [
                Overload([.unlabelled("s", .number), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    let s = try a.number("s")
                    return wrap(.scaleEffect(x: s, y: s, anchor: try a.value("anchor", ValueReader.unitPoint)))
                },
                Overload([Parameter("x", .number, default: "1"), Parameter("y", .number, default: "1"),
                          Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    wrap(.scaleEffect(x: try a.number("x"), y: try a.number("y"), anchor: try a.value("anchor", ValueReader.unitPoint)))
                },
                // `.scaleEffect(CGSize(width: 2, height: 0.5))`.
                Overload([.unlabelled("size", .size), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    let s = try a.value("size", ValueReader.size)
                    return wrap(.scaleEffect(x: s.width, y: s.height, anchor: try a.value("anchor", ValueReader.unitPoint)))
                },
            ]),
            Signature("rotationEffect", [
                Overload([.unlabelled("angle", .angle), Parameter("anchor", .unitPoint, default: ".center")]) { a in
                    wrap(.rotationEffect(try a.value("angle", ValueReader.angle), anchor: try a.value("anchor", ValueReader.unitPoint)))
                },
            ]),
            Signature("clipped", [
                Overload([Parameter("antialiased", .bool, default: "false")]) { _ in wrap(.clip(ClipShape(.rectangle))) },
            ]),
            Signature("cornerRadius", [
                Overload([.unlabelled("radius", .number), Parameter("antialiased", .bool, default: "true")]) { a in
                    let r = try a.number("radius")
                    guard ValueRanges.spacing.contains(r) else {
                        throw a.invalid("radius", "a corner radius must be \(ValueRanges.describe(ValueRanges.spacing)) pt; got \(NumberFormat.plain(r))")
                    }
                    return wrap(.clip(ClipShape(.roundedRectangle, cornerRadius: r)))
                },
            ]),
            Signature("clipShape", [
                Overload([.unlabelled("shape", .any), Parameter("style", .any, default: "FillStyle()")]) { a in
                    wrap(.clip(try a.value("shape", ValueReader.clipShape)))
                },
            ]),
            Signature("rotation3DEffect", [
                Overload([
                    .unlabelled("angle", .angle), Parameter("axis", .axis), Parameter("anchor", .unitPoint, default: ".center"),
                    Parameter("anchorZ", .number, default: "0", .points), Parameter("perspective", .number, default: "1"),
                ]) { a in
                    wrap(.rotation3DEffect(Rotation3D(
                        angle: try a.value("angle", ValueReader.angle), axis: try a.value("axis", ValueReader.axis),
                        anchor: try a.value("anchor", ValueReader.unitPoint), anchorZ: try a.number("anchorZ"),
                        perspective: try a.number("perspective"))))
                },
            ]),
            Signature("offset", [
                Overload([Parameter("x", .number, default: "0"), Parameter("y", .number, default: "0")]) { a in
                    wrap(.offset(x: try a.number("x"), y: try a.number("y")))
                },
                // `.offset(dragAmount)`: a CGSize, as gesture code writes it.
                Overload([.unlabelled("offset", .size)]) { a in
                    let size = try a.value("offset", ValueReader.size)
                    return wrap(.offset(x: size.width, y: size.height))
                },
            ]),
            Signature("font", [
                Overload([.unlabelled("font", .any)]) { a in
                    let font = try a.value("font", ValueReader.viewFont)
                    return wrap(.font(font))
                },
            ]),
            Signature("fontWeight", [
                Overload([.unlabelled("weight", .any)]) { a in
                    // `.fontWeight(nil)` (or `.none`) leaves the weight as it is.
                    if Self.isNone(a.expression("weight")) { return { $0 } }
                    return wrap(.fontWeight(try a.value("weight") { (e: Expr, c: String) throws(ExpressionError) in
                        try ValueReader.member(e, of: FontWeight.self, as: .fontWeight, for: c)
                    }))
                },
            ]),
            Signature("fontDesign", [
                Overload([.unlabelled("design", .any)]) { a in
                    // `.fontDesign(nil)` leaves the design as it is.
                    if Self.isNone(a.expression("design")) { return { $0 } }
                    switch a.expression("design").kind {
                    case .implicitMember("rounded"), .member(_, "rounded", _): return wrap(.fontDesign(.rounded, monospaced: false))
                    case .implicitMember("serif"), .member(_, "serif", _): return wrap(.fontDesign(.serif, monospaced: false))
                    case .implicitMember("monospaced"), .member(_, "monospaced", _): return wrap(.fontDesign(.standard, monospaced: true))
                    default: return wrap(.fontDesign(.standard, monospaced: false))
                    }
                },
            ]),
            Signature("bold", [
                Overload([]) { _ in wrap(.fontWeight(.bold)) },
                Overload([.unlabelled("isActive", .bool)]) { a in
                    let unchanged: M = { $0 }
                    return try a.value("isActive", ValueReader.bool) ? wrap(.fontWeight(.bold)) : unchanged
                },
            ]),
            Signature("foregroundStyle", [
                Overload([.unlabelled("style", .any)]) { a in
                    if let gradient = try Self.gradientForeground(a, "style") { return gradient }
                    return wrap(.foreground(try a.value("style", ValueReader.viewColor)))
                },
                // Two or three styles: the primary is the foreground; the secondary colours a
                // symbol's second layer (the palette rendering mode); a third layer is not drawn apart.
                Overload([.unlabelled("primary", .any), .unlabelled("secondary", .any)]) { a in
                    try Self.hierarchicalStyles(a, tertiary: false)
                },
                Overload([.unlabelled("primary", .any), .unlabelled("secondary", .any), .unlabelled("tertiary", .any)]) { a in
                    try Self.hierarchicalStyles(a, tertiary: true)
                },
            ]),
            Signature("foregroundColor", [
                Overload([.unlabelled("color", .any)]) { a in wrap(.foreground(try a.value("color", ValueReader.viewColor))) },
            ]),
            Signature("fill", [
                Overload([.unlabelled("content", .any, default: ".foreground"), Parameter("style", .any, default: "nil")]) { a in
                    let e = a.expression("content")
                    // `.fill(LinearGradient(…))`, `.fill(.linearGradient(…))`: the shape filled with the gradient.
                    // After `.stroke(lineWidth:)` or `.stroke(style:)` the shape is its stroked outline (a
                    // Shape), so `.fill` paints the line (`RingShape().stroke(style: s).fill(gradient)`).
                    // After `.stroke(.black, lineWidth: 4)` (a colour given: iOS 17's StrokeShapeView) `.fill`
                    // paints the shape beneath its line.
                    if let gradient = try a.value("content", ValueReader.gradient) {
                        let site = a.site
                        return { view throws in
                            try Self.paint(view, site: site) { s in
                                if let line = s.stroke, line.color != nil || line.gradient != nil { s.gradient = gradient; s.fill = nil; return }
                                if s.stroke != nil { s.stroke?.gradient = gradient; s.stroke?.color = nil; return }
                                s.gradient = gradient; s.fill = nil; s.stroke = nil
                            }
                        }
                    }
                    let color: Tint? = if case .implicitMember("foreground") = e.kind { nil } else { try a.value("content", ValueReader.viewColor) }
                    let site = a.site
                    return { view throws in
                        try Self.paint(view, site: site) { s in
                            if var line = s.stroke {
                                if line.color != nil || line.gradient != nil { s.fill = color; s.gradient = nil; return }
                                line.color = color ?? line.color
                                line.gradient = nil
                                s.stroke = line
                                return
                            }
                            s.fill = color ?? s.fill; s.stroke = nil
                        }
                    }
                },
            ]),
            Signature("stroke", [
                Overload([.unlabelled("content", .any, default: ".foreground"), Parameter("lineWidth", .number, default: "1")]) { a in
                    try stroke(a)
                },
                Overload([.unlabelled("content", .any, default: ".foreground"), Parameter("style", .any)]) { a in
                    try stroke(a, style: a.value("style", ValueReader.strokeStyle))
                },
            ]),
            Signature("strokeBorder", [
                Overload([.unlabelled("content", .any, default: ".foreground"), Parameter("lineWidth", .number, default: "1")]) { a in
                    try stroke(a, inset: true)
                },
                Overload([.unlabelled("content", .any, default: ".foreground"), Parameter("style", .any)]) { a in
                    try stroke(a, inset: true, style: a.value("style", ValueReader.strokeStyle))
                },
            ]),
            Signature("trim", [
                Overload([Parameter("from", .number, default: "0"), Parameter("to", .number, default: "1")]) { a in
                    let trim = ShapeTrim(from: try a.number("from"), to: try a.number("to"))
                    let site = a.site
                    return { view throws in try Self.paint(view, site: site) { $0.trim = trim } }
                },
            ]),
        ]
    }

    /// `LinearGradient(…)` / `RadialGradient(…)` as a view: a rectangle filling its frame with the gradient.
    package static func gradientView(_ kind: ShapeKind) -> Signature<ViewNode> {
        let gradient = GradientSignatures.signatures.first { $0.name == kind.rawValue }!
        return Signature(kind.rawValue, gradient.overloads.map { o in
            Overload(o.parameters) { a in
                var shape = ShapeView(kind)
                shape.gradient = try o.build(a)
                return .shape(shape)
            }
        })
    }

    /// `.stroke(colour, lineWidth:)`, or `.strokeBorder(…)` (`inset`: the line inside the frame).
    /// With `style` (`StrokeStyle(lineWidth:lineCap:lineJoin:)`): its width, caps and joins.
    package static func stroke(_ a: BoundArguments, inset: Bool = false, style: ShapeView.StrokeStyle? = nil) throws(ExpressionError) -> M {
        let e = a.expression("content")
        // `.stroke(LinearGradient(…), …)`: the line painted with the gradient.
        let gradient = try a.value("content", ValueReader.gradient)
        let color: Tint? = if case .implicitMember("foreground") = e.kind { nil } else if gradient != nil { nil } else { try a.value("content", ValueReader.viewColor) }
        var stroke: ShapeView.StrokeStyle
        if let style { stroke = style } else { stroke = ShapeView.StrokeStyle(color: nil, lineWidth: try a.number("lineWidth")) }
        guard ValueRanges.spacing.contains(stroke.lineWidth) else {
            throw a.invalid(style == nil ? "lineWidth" : "style", "a line width must be \(ValueRanges.describe(ValueRanges.spacing)) pt; got \(NumberFormat.plain(stroke.lineWidth))")
        }
        stroke.color = color
        stroke.gradient = gradient
        stroke.inset = inset
        let site = a.site
        // After `.fill(.green)` a line of a colour is drawn on the filled shape (iOS 17's FillShapeView.stroke).
        let keepsFill = color != nil || gradient != nil
        return { [stroke] view throws in
            try Self.paint(view, site: site) { s in
                if s.kind.isStyleView { return }
                let filled = (s.fill != nil && s.fill != .named("clear")) || s.gradient != nil
                s.stroke = stroke
                if !(keepsFill && filled) { s.fill = .named("clear"); s.gradient = nil }
            }
        }
    }

    /// A shape's own transform (`.rotation(_:)`, `.scale(_:)`) as the render effect `m` on it; on
    /// anything but a shape it is an error, as in Swift.
    package static func shapeEffect(_ view: ViewNode, _ m: ViewNode.Modifier, site: CallSite) throws -> ViewNode {
        guard view.isShape else {
            throw ExpressionError(.type, at: site.nameRange,
                                  "'\(site.displayName)' transforms a shape (Rectangle(), Circle(), …); use .rotationEffect(_:) or .scaleEffect(_:) on other views")
        }
        return .modified(view, m)
    }

    /// `view` with its shape's paint changed; a shape style on anything but a shape is an error.
    /// A shape rotated or scaled (`.rotation(_:)`) is painted beneath its transform.
    package static func paint(_ view: ViewNode, site: CallSite, _ change: (inout ShapeView) -> Void) throws -> ViewNode {
        if case let .modified(content, m) = view, case .render = m, content.isShape {
            return .modified(try paint(content, site: site, change), m)
        }
        guard case var .shape(shape) = view else {
            throw ExpressionError(.type, at: site.nameRange,
                                  "'\(site.displayName)' paints a shape (Rectangle(), RoundedRectangle(cornerRadius:), Circle(), Capsule(), Ellipse()); use .foregroundStyle(_:) or .background(_:) on other views")
        }
        // A path of the program's own is filled, stroked or trimmed; an inset line of it is not drawn yet.
        if shape.kind == .path, site.displayName.contains("strokeBorder") {
            throw ExpressionError(.unsupported, at: site.nameRange,
                                  "'\(site.displayName)' on a path of your own is not drawn yet; fill or stroke it (.fill(_:), .stroke(_:lineWidth:))")
        }
        change(&shape)
        return .shape(shape)
    }
}

extension ViewNode {
    /// Whether it is a shape, or a shape rotated or scaled by its own `.rotation` / `.scale`.
    package var isShape: Bool {
        switch self {
        case .shape: true
        case let .modified(content, .render): content.isShape
        default: false
        }
    }
}

extension ValueType {
    /// A font: `.headline`, `.system(size: 15, weight: .semibold)`.
    package static let font = ValueType("Font", noun: "a font", example: ".headline")
    /// `Font.Weight`.
    package static let fontWeight = ValueType("Font.Weight", noun: "a font weight", example: ".semibold")
    /// A colour or shape style.
    package static let color = ValueType("Color", noun: "a colour", example: ".blue")
}

extension ViewEvaluator {
    /// Whether an optional argument is written as nothing: `nil`, or `.none` as Optional spells it.
    /// `.foregroundStyle(primary, secondary[, tertiary])`: the foreground and the secondary style
    /// (the tertiary is read, so a wrong value is still an error, and drawn as the secondary).
    static func hierarchicalStyles(_ a: BoundArguments, tertiary: Bool) throws(ExpressionError) -> M {
        let primary = try a.value("primary", ValueReader.viewColor)
        let secondary = try a.value("secondary", ValueReader.viewColor)
        if tertiary { _ = try a.value("tertiary", ValueReader.viewColor) }
        return { .modified(.modified($0, .environment(.secondaryStyle(secondary))), .foreground(primary)) }
    }

    package static func isNone(_ e: Expr) -> Bool {
        switch e.kind {
        case .nilLiteral, .implicitMember("none"): true
        default: false
        }
    }
}

extension ViewEvaluator {
    /// The line count `.lineLimit(_:)` reads as no limit besides nil: UIKit's `numberOfLines` convention, which
    /// SwiftUI's text (drawn by the same text system) is taken to follow. Uncertain: not documented.
    static let unlimitedLineCount = 0

    /// `3...6`, `2...`, `...4` given to `.lineLimit`: the lines kept room for and the most shown (nil: no limit).
    static func lineRange(_ e: Expr) throws(ExpressionError) -> (Int, Int?)? {
        func int(_ x: Expr, lowest: Int = 1) throws(ExpressionError) -> Int {
            let n = try ValueReader.integer(x, for: "'.lineLimit'")
            guard (lowest...1000).contains(n) else { throw ExpressionError(.value, at: x.range, "'.lineLimit' takes \(lowest)…1000 lines; got \(n)") }
            return n
        }
        switch e.kind {
        case let .binary("...", lo, hi):
            // `0...5`: no room kept, at most five lines.
            let (a, b) = (try int(lo, lowest: 0), try int(hi))
            guard a <= b else { throw ExpressionError(.value, at: e.range, "'.lineLimit' takes a range whose lower bound is at most its upper bound") }
            return (a, b)
        case let .postfix("...", lo): return (try int(lo, lowest: 0), nil)
        case let .prefix("...", hi): return (0, try int(hi))
        default: return nil
        }
    }
}
