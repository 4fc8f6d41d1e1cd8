/// Readers of the values views take: colours, fonts, clip shapes, infinite frame bounds.
extension ValueReader {
    /// A shape to clip to: `Rectangle()`, `RoundedRectangle(cornerRadius: 8)`, `Capsule()`,
    /// `Circle()`, `Ellipse()`, or the shorthands `.rect(cornerRadius: 8)`, `.capsule`, `.circle`.
    static func clipShape(_ e: Expr, for context: String) throws(ExpressionError) -> ClipShape {
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
            throw ExpressionError(.type, at: e.range, "expected a shape to clip to\(Wording.context(context)), such as RoundedRectangle(cornerRadius: 8), Capsule() or Circle(); found \(e.summary)")
        }
        var radius = 0.0
        if let r = arguments.first(where: { $0.label == "cornerRadius" }) {
            radius = try number(r.value, for: context)
            if kind == .rectangle { kind = .roundedRectangle }
        }
        return ClipShape(kind, cornerRadius: radius)
    }

    /// `.infinity`, `CGFloat.infinity`, `Double.infinity`.
    static func isInfinity(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember("infinity"): true
        case let .member(base, "infinity", _): ["CGFloat", "Double", "Float"].contains(base.name ?? "")
        default: false
        }
    }

    /// The colours a view may name.
    static let viewColors = ViewEvaluator.colors

    /// A colour: `.blue`, `Color.blue`, `.blue.opacity(0.1)`, `Color(red:green:blue:)`,
    /// `.primary`, `.secondary`, `.clear`, `.white`.
    static func viewColor(_ e: Expr, for context: String) throws(ExpressionError) -> Tint {
        switch e.kind {
        case let .implicitMember(name), let .member(_, name, _):
            if case let .member(base, _, _) = e.kind, base.name != "Color" { break }
            if ViewEvaluator.materials.contains(name) {
                throw ExpressionError(.unsupported, at: e.range, "'.\(name)'\(Wording.context(context)) cannot be shown on a board: \(ViewEvaluator.MaterialRefusal())")
            }
            guard viewColors.contains(name) else {
                throw ExpressionError(.unknownName, at: e.range, "unknown colour '.\(Quoting.clip(name))'\(Wording.context(context)); expected "
                                      + Wording.list(viewColors.map { "." + $0 }))
            }
            return .named(name)
        case let .call(callee, arguments, nil):
            if case let .member(base, "opacity", _) = callee.kind, arguments.count == 1, arguments[0].label == nil {
                let o = try number(arguments[0].value, for: context)
                guard (0...1).contains(o) else {
                    throw ExpressionError(.value, at: arguments[0].value.range, "an opacity must be 0…1; got \(NumberFormat.plain(o))")
                }
                return .opacity(try viewColor(base, for: context), o)
            }
            if callee.name == "Color" {
                var c = ["red": 0.0, "green": 0.0, "blue": 0.0, "opacity": 1.0]
                for argument in arguments {
                    guard let label = argument.label, c[label] != nil else { break }
                    c[label] = try number(argument.value, for: context)
                }
                return .rgb(Color(red: c["red"]!, green: c["green"]!, blue: c["blue"]!, alpha: c["opacity"]!))
            }
        default:
            break
        }
        throw mismatch(e, .color, context)
    }

    /// A font: a text style (`.headline`, `Font.body`), `.system(size:weight:design:)`,
    /// `.system(.title, design:weight:)`, with `.bold()`, `.weight(_:)`, `.monospaced()`.
    static func viewFont(_ e: Expr, for context: String) throws(ExpressionError) -> ViewFont {
        switch e.kind {
        case let .implicitMember(name), let .member(_, name, _):
            if case let .member(base, _, _) = e.kind, base.name != "Font" { break }
            let style = try member(Expr(.implicitMember(name), range: e.range), of: TextStyle.self, as: .font, for: context)
            return ViewFont(style: style)
        case let .call(callee, arguments, nil):
            switch callee.kind {
            case let .member(base, name, _) where base.name != "Font" && ["bold", "weight", "monospaced"].contains(name):
                var font = try viewFont(base, for: context)
                if name == "bold" { font.weight = .bold }
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
                        let size = try number(argument.value, for: context)
                        guard (1...1000).contains(size) else {
                            throw ExpressionError(.value, at: argument.value.range, "a font size must be 1…1000 pt; got \(NumberFormat.plain(size))")
                        }
                        font.size = size
                    case nil: font.style = try member(argument.value, of: TextStyle.self, as: .font, for: context)
                    case "weight": font.weight = try member(argument.value, of: FontWeight.self, as: .fontWeight, for: context)
                    case "design":
                        if case .implicitMember("monospaced") = argument.value.kind { font.monospaced = true }
                    default: break
                    }
                }
                if font.style == nil, font.size == nil { font.style = .body }
                return font
            default:
                break
            }
        default:
            break
        }
        throw mismatch(e, .font, context)
    }
}
