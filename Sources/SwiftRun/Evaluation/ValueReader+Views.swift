import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// Readers of the values views take: colours, fonts, clip shapes, infinite frame bounds.
extension ValueReader {
    /// A shape to clip to: `Rectangle()`, `RoundedRectangle(cornerRadius: 8)`, `Capsule()`,
    /// `Circle()`, `Ellipse()`, or the shorthands `.rect(cornerRadius: 8)`, `.capsule`, `.circle`.
    package static func clipShape(_ e: Expr, for context: String) throws(ExpressionError) -> ClipShape {
        var name: String?, arguments: [Expr.Argument] = []
        switch e.kind {
        case let .call(callee, args, nil):
            name = callee.name ?? { if case let .implicitMember(n) = callee.kind { n } else { nil } }()
            arguments = args
        case let .implicitMember(n), let .identifier(n):
            name = n
        default:
            break
        }
        let kinds: [String: ShapeKind] = ["Rectangle": .rectangle, "rect": .rectangle, "rectangle": .rectangle,
                                          "RoundedRectangle": .roundedRectangle, "Capsule": .capsule, "capsule": .capsule,
                                          "Circle": .circle, "circle": .circle, "Ellipse": .ellipse, "ellipse": .ellipse]
        guard let name, var kind = kinds[name] else {
            // A shape placed by a frame, padding or an offset (`Capsule().frame(width: 40).offset(x: 20)`).
            if let placed = try placedClip(e, for: context) { return placed }
            // A shape of the program's own, or one a shape modifier made (`Moon().scale(0.7)`): its path.
            if let shape = try? ViewEvaluator.shapeView(e), let custom = shape.custom {
                var clip = ClipShape(.path)
                clip.path = ClipPath(name: custom.name) { rect in custom.segments(in: rect) }
                return clip
            }
            // A built-in shape inset (`Circle().inset(by: 4)`): its outline in the inset frame.
            if let shape = try? ViewEvaluator.shapeView(e), shape.inset != 0 {
                var clip = ClipShape(.path)
                clip.path = ClipPath(name: shape.kind.rawValue + ".inset") { rect in ViewEvaluator.outline(shape, in: rect) }
                return clip
            }
            throw ExpressionError(.type, at: e.range, "expected a shape to clip to\(Wording.context(context)), such as RoundedRectangle(cornerRadius: 8), Capsule(), Circle() or a Shape of your own; found \(e.summary)")
        }
        var radius = 0.0
        if let r = arguments.first(where: { $0.label == "cornerRadius" }) {
            radius = try number(r.value, for: context)
            if kind == .rectangle { kind = .roundedRectangle }
        }
        return ClipShape(kind, cornerRadius: radius)
    }

    /// `.infinity`, `CGFloat.infinity`, `Double.infinity`.
    package static func isInfinity(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember("infinity"): true
        case let .member(base, "infinity", _): ["CGFloat", "Double", "Float"].contains(base.name ?? "")
        default: false
        }
    }

    /// The opacity a colour's level multiplies it by: `.red.secondary` is red at half its opacity.
    /// Uncertain: OpenSwiftUI's `SystemColorDefinition.opacity(at:)` (1, 0.5, 0.25, then 0.18 for the
    /// fourth and fifth levels), not measured against an iOS 17 render (docs/semantics.md, uncertainty 24).
    package static let hierarchicalOpacity: [String: Double] = ["secondary": 0.5, "tertiary": 0.25, "quaternary": 0.18, "quinary": 0.18]

    /// Whether `e` is a bare identifier (a type's name: `Color` of `Color.secondary`).
    static func namesType(_ e: Expr) -> Bool { if case .identifier = e.kind { true } else { false } }

    /// The colours a view may name.
    package static let viewColors = ViewEvaluator.colors

    /// A colour: `.blue`, `Color.blue`, `.blue.opacity(0.1)`, `Color(red:green:blue:)`,
    /// `.primary`, `.secondary`, `.clear`, `.white`.
    package static func viewColor(_ e: Expr, for context: String) throws(ExpressionError) -> Tint {
        // A gradient where only a colour is drawn (a text's or a control's foreground): refused by name.
        if try gradient(e, for: context) != nil {
            throw ExpressionError(.unsupported, at: e.range, "a gradient\(Wording.context(context)) is drawn only as a view or a shape's fill, not yet as a foreground style; write .fill(…) on a shape, or .background(…) or .overlay(…) with it")
        }
        // `.red.gradient` (iOS 16): a subtle gradient of the colour, drawn as the colour itself.
        if case let .member(base, "gradient", _) = e.kind, base.kind != .identifier("Color") { return try viewColor(base, for: context) }
        // `.white.secondary`, `Color.black.quinary` (iOS 17): a level of the colour, its opacity scaled
        // (``hierarchicalOpacity``). (`Color.secondary` itself is the secondary label colour.)
        if case let .member(base, level, _) = e.kind, let o = hierarchicalOpacity[level], !Self.namesType(base),
           !["fill", "background", "foreground", "separator"].contains(base.name ?? "") {
            return .opacity(try viewColor(base, for: context), o)
        }
        switch e.kind {
        case let .implicitMember(name), let .member(_, name, _):
            if case let .member(base, _, _) = e.kind, base.name == "Material", let material = Materials.members[name] { return .named(material) }
            if case let .member(base, _, _) = e.kind, base.name != "Color" { break }
            // `.tint`, the shape style: the `.tint(…)` above the view, else the accent colour.
            if name == "tint" { return .named("tint") }
            // `.tertiary`, `.fill`, `.separator`: shape styles that are a system colour.
            if case .implicitMember = e.kind, let color = ViewEvaluator.shapeStyles[name] { return .named(color) }
            // A material (`.thinMaterial`, `Material.thin`): drawn as its tint over a blur of what is behind (Materials).
            if ViewEvaluator.materials.contains(name) { return .named(name) }
            guard viewColors.contains(name) else {
                throw ExpressionError(.unknownName, at: e.range, "unknown colour '.\(Quoting.clip(name))'\(Wording.context(context)); expected "
                                      + Wording.list(viewColors.map { "." + $0 }))
            }
            return .named(name)
        case let .call(callee, arguments, nil):
            if case let .member(base, "opacity", _) = callee.kind, arguments.count == 1, arguments[0].label == nil {
                // SwiftUI multiplies the colour's alpha and clamps the result to 0…1 (`.white.opacity(0.3 * 8)` is white).
                let o = min(max(try number(arguments[0].value, for: context), 0), 1)
                return .opacity(try viewColor(base, for: context), o)
            }
            if callee.name == "Color" { return try colorInitializer(e, arguments, for: context) }
        default:
            break
        }
        throw mismatch(e, .color, context)
    }

    /// `Color(red:green:blue:opacity:)` (after an optional colour space), `Color(white:opacity:)`,
    /// `Color(hue:saturation:brightness:opacity:)`, and the system colours `Color(.systemGray6)`,
    /// `Color(uiColor: .secondaryLabel)`, `Color(nsColor: .windowBackgroundColor)`. Anything else
    /// is refused by name: it is never drawn as some other colour.
    package static func colorInitializer(_ e: Expr, _ arguments: [Expr.Argument], for context: String) throws(ExpressionError) -> Tint {
        var arguments = arguments
        // `Color(#colorLiteral(red:green:blue:alpha:))` (the literal is read as a Color): that colour.
        if arguments.count == 1, arguments[0].label == nil, case let .call(inner, _, nil) = arguments[0].value.kind, inner.name == "Color" {
            return try viewColor(arguments[0].value, for: context)
        }
        // A system colour: one argument naming it.
        if arguments.count == 1, arguments[0].label == nil || arguments[0].label == "uiColor" || arguments[0].label == "nsColor" {
            let v = arguments[0].value
            // `Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))` (and `white:alpha:`, `hue:…`): its components.
            if case let .call(inner, components, nil) = v.kind, ["UIColor", "NSColor"].contains(inner.name ?? ""),
               !components.isEmpty, components.allSatisfy({ ["red", "green", "blue", "alpha", "white", "hue", "saturation", "brightness"].contains($0.label ?? "") }) {
                let relabelled = components.map { a in
                    Expr.Argument(label: a.label == "alpha" ? "opacity" : a.label, labelRange: a.labelRange, value: a.value)
                }
                return try colorInitializer(e, relabelled, for: context)
            }
            var name: String?
            switch v.kind {
            case let .implicitMember(n): name = n
            case let .member(base, n, _) where ["UIColor", "NSColor"].contains(base.name ?? ""): name = n
            case let .string(asset):
                let name = Quoting.clip(asset)
                throw ExpressionError(.unsupported, at: v.range, "'Color(\"\(name)\")' names a colour in your app's assets that no asset catalogue the board reads holds (an .xcassets folder beside its Swift files, or \"assets\"); declare it in the board (\"colors\": {\"\(name)\": \"#rrggbb\"}) or write Color(red:green:blue:) or a system colour")
            default: break
            }
            if let name {
                guard SystemColors.contains(name) else {
                    throw ExpressionError(.unknownName, at: v.range, "unknown system colour '.\(Quoting.clip(name))'\(Wording.context(context)); expected "
                                          + Wording.list(SystemColors.names.map { "." + $0 }),
                                          suggestion: Suggester.suggestion(for: name, among: SystemColors.names).map { "." + $0 })
                }
                // UIKit's fixed class colours are not SwiftUI's system ones.
                if let color = SystemColors.fixed[name] { return .rgb(color) }
                return .named(name)
            }
        }
        // `Color(.sRGB, red: …)`: the colour space is read as sRGB.
        if let first = arguments.first, first.label == nil, case .implicitMember = first.value.kind, arguments.count > 1 { arguments.removeFirst() }
        var values: [String: Double] = [:]
        for argument in arguments {
            guard let label = argument.label, ["red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness"].contains(label) else {
                if ["cgColor", "uiColor", "nsColor"].contains(argument.label ?? "") {
                    throw ExpressionError(.unsupported, at: argument.value.range, "this Color initializer is not drawn on a board; write Color(red:green:blue:opacity:), Color(white:opacity:), Color(hue:saturation:brightness:) or a system colour such as Color(.systemGray6)")
                }
                // `Color(hex: "#ff7a00")`: no initializer SwiftUI has — the app's own, in a file the board does not read.
                let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
                throw ExpressionError(.unsupported, at: argument.value.range,
                                      "Color(\(labels)) is not an initializer of SwiftUI's Color: an extension of your app (extension Color { init(\(labels)…) }) "
                                      + "declared in a file the board does not read? Name that file too in the board's \"swift\", or write Color(red:green:blue:opacity:) or a system colour")
            }
            values[label] = try number(argument.value, for: context)
        }
        let o = values["opacity"] ?? 1
        if let w = values["white"] { return .rgb(Color(red: w, green: w, blue: w, alpha: o)) }
        if let h = values["hue"] {
            let s = values["saturation"] ?? 0, b = values["brightness"] ?? 0
            let (r, g, bl) = Self.hsb(h, s, b)
            return .rgb(Color(red: r, green: g, blue: bl, alpha: o))
        }
        return .rgb(Color(red: values["red"] ?? 0, green: values["green"] ?? 0, blue: values["blue"] ?? 0, alpha: o))
    }

    /// HSB (each 0…1) to RGB.
    package static func hsb(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let hue = (h - h.rounded(.down)) * 6, i = Int(hue) % 6, f = hue - Double(Int(hue))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// A font: a text style (`.headline`, `Font.body`), `.system(size:weight:design:)`,
    /// `.system(.title, design:weight:)`, with `.bold()`, `.weight(_:)`, `.monospaced()`.
    package static func viewFont(_ e: Expr, for context: String) throws(ExpressionError) -> ViewFont {
        switch e.kind {
        case let .implicitMember(name), let .member(_, name, _):
            if case let .member(base, _, _) = e.kind, base.name != "Font" { break }
            let style = try member(Expr(.implicitMember(name), range: e.range), of: TextStyle.self, as: .font, for: context)
            return ViewFont(style: style)
        case let .call(callee, arguments, nil):
            switch callee.kind {
            case let .member(base, name, _) where base.name != "Font" && ["bold", "weight", "monospaced", "italic", "monospacedDigit"].contains(name):
                var font = try viewFont(base, for: context)
                if name == "bold" { font.weight = .bold }
                if name == "italic" { font.italic = true }
                if name == "monospacedDigit" { font.tabularDigits = true }
                if name == "monospaced" { font.monospaced = true }
                if name == "weight", let w = arguments.first?.value {
                    font.weight = try member(w, of: FontWeight.self, as: .fontWeight, for: context)
                }
                return font
            case .implicitMember("system"), .member(_, "system", _):
                var font = ViewFont()
                for argument in arguments {
                    switch argument.label {
                    case "size":
                        font.size = try fontSize(argument.value, for: context)
                    case nil: font.style = try member(argument.value, of: TextStyle.self, as: .font, for: context)
                    case "weight": font.weight = try member(argument.value, of: FontWeight.self, as: .fontWeight, for: context)
                    case "design":
                        switch argument.value.kind {
                        case .implicitMember("monospaced"): font.monospaced = true
                        case .implicitMember("rounded"): font.design = .rounded
                        case .implicitMember("serif"): font.design = .serif
                        default: break
                        }
                    default: break
                    }
                }
                if font.style == nil, font.size == nil { font.style = .body }
                return font
            // `.custom("Avenir-Heavy", size: 20)`, `(…, fixedSize:)`, `(…, relativeTo:)`: the app's
            // font is not on the board; the text is drawn in the board's font at that size (a
            // stand-in, as the app would draw it were the font missing). A `size:` grows with the
            // Dynamic Type size as its `relativeTo:` style does (`.body` when not given); `fixedSize:` does not.
            case .implicitMember("custom"), .member(_, "custom", _):
                guard let size = arguments.first(where: { $0.label == "size" || $0.label == "fixedSize" }) else { break }
                var font = ViewFont(size: try fontSize(size.value, for: context))
                if size.label == "size" {
                    font.relativeTo = .body
                    if let relative = arguments.first(where: { $0.label == "relativeTo" }) {
                        font.relativeTo = try member(relative.value, of: TextStyle.self, as: .font, for: context)
                    }
                }
                return font
            default:
                break
            }
        default:
            break
        }
        throw mismatch(e, .font, context)
    }

    /// A font's point size: 1…1000, or 0 — which a view sized from its layout has before its first
    /// layout (`.system(size: rect.radius)` with `rect` still `.zero`) — drawn at
    /// ``ViewFont/zeroSizeStandIn``, as Core Text draws a font asked for at size 0.
    static func fontSize(_ e: Expr, for context: String) throws(ExpressionError) -> Double {
        let size = try number(e, for: context)
        if size == 0 { return ViewFont.zeroSizeStandIn }
        guard (1...1000).contains(size) else {
            throw ExpressionError(.value, at: e.range, "a font size must be 0 or 1…1000 pt; got \(NumberFormat.plain(size))")
        }
        return size
    }
}
