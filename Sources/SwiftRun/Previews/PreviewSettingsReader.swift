import SwiftFront
import BoardModel
import DidYouMean

/// Reads how a preview sets up its window: a `#Preview`'s traits (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft`, …) and the preview modifiers of its view
/// (`.previewLayout`, `.preferredColorScheme`, `.previewDisplayName`, `.previewDevice`,
/// `.previewInterfaceOrientation`). What it cannot read is the preview's ``Preview/problem``, at its place.
struct PreviewSettingsReader {
    let swift: SwiftEnvironment
    /// The file the preview is in.
    let origin: Int
    /// The provider, whose static members the arguments may use.
    let selfType: String?

    /// The traits of `#Preview(…, traits: …)`.
    static let traitNames = ["defaultLayout", "sizeThatFitsLayout", "fixedLayout(width:height:)"] + orientations
    /// The orientations a trait or `.previewInterfaceOrientation` names.
    static let orientations = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

    /// Reads `#Preview`'s traits into `p`.
    func traits(_ traits: [Expr], into p: inout Preview) {
        for t in traits {
            let (name, arguments) = Self.member(t)
            switch name {
            case "defaultLayout": p.layout = .device
            case "sizeThatFitsLayout": p.layout = .sizeThatFits
            case "fixedLayout":
                if let size = fixedSize(arguments, t, &p) { p.layout = .fixed(width: size.width, height: size.height) }
            case let n? where Self.orientations.contains(n): p.orientation = n
            default:
                let near = name.flatMap { Suggester.suggestion(for: $0, among: Self.traitNames) }.map { "; did you mean '.\($0)'?" } ?? ""
                fail(&p, t.range, "the trait '\(Quoting.clip(t.description))' is not one boardgen reads (.\(Self.traitNames.joined(separator: ", ."))\(near))")
            }
        }
    }

    /// Reads the preview modifiers taken off its view into `p`, innermost first (an outer one wins).
    /// Returns the `.previewDisplayName`, if any. A `#Preview` ignores `.previewLayout` and
    /// `.previewDisplayName`, as Xcode does (its traits and name say that).
    @discardableResult
    func modifiers(_ modifiers: [PreviewModifier], into p: inout Preview, isMacro: Bool) -> String? {
        var display: String?
        for m in modifiers {
            let first = m.arguments.first?.value
            switch m.name {
            case "previewLayout" where !isMacro:
                guard let first else { continue }
                let (name, arguments) = Self.member(first)
                switch name {
                case "sizeThatFits": p.layout = .sizeThatFits
                case "device": p.layout = .device
                case "fixed": if let size = fixedSize(arguments, first, &p) { p.layout = .fixed(width: size.width, height: size.height) }
                default: fail(&p, first.range, "the layout '\(Quoting.clip(first.description))' is not one boardgen reads (.sizeThatFits, .fixed(width:height:), .device)")
                }
            case "preferredColorScheme":
                guard let first else { continue }
                switch first.kind {
                case .nilLiteral: p.colorScheme = nil
                default:
                    let (name, _) = Self.member(first)
                    if name == "dark" || name == "light" { p.colorScheme = name } else {
                        fail(&p, first.range, "the colour scheme '\(Quoting.clip(first.description))' is not one boardgen reads (.light, .dark or nil)")
                    }
                }
            case "previewDisplayName" where !isMacro:
                if let first, let s = string(first) { display = s }
            case "previewDevice":
                guard let first else { continue }
                if case let .call(_, arguments, _) = first.kind, let raw = arguments.first?.value, let s = string(raw) { p.device = s }
                else { p.device = string(first) ?? first.description }
            case "previewInterfaceOrientation":
                if let first, let name = Self.member(first).name, Self.orientations.contains(name) { p.orientation = name }
            case "previewContext":
                // `.previewContext(WidgetPreviewContext(family: .systemSmall))`: the view as that widget.
                guard let first, case let .call(callee, args, _) = first.kind, callee.name == "WidgetPreviewContext",
                      let family = args.first(where: { $0.label == "family" })?.value else {
                    fail(&p, m.range, "a preview context is WidgetPreviewContext(family: .systemSmall), a widget's view")
                    continue
                }
                switch WidgetPreview.family(family) {
                case let .success((name, size)):
                    p.layout = .fixed(width: size.width, height: size.height)
                    if case let .expression(view, selfType)? = p.root {
                        p.root = .expression(WidgetPreview.asWidget(view, family: name, size: size, at: first.range), selfType: selfType)
                    }
                case let .failure(problem):
                    fail(&p, family.range, problem.message)
                }
            default:
                break
            }
        }
        return display
    }

    // MARK: Values

    /// `.name`, `Type.name`, `.name(arguments)`: the name and the arguments.
    static func member(_ e: Expr) -> (name: String?, arguments: [Expr.Argument]) {
        switch e.kind {
        case let .implicitMember(name), let .member(_, name, _): return (name, [])
        case let .call(callee, arguments, _): return (member(callee).name, arguments)
        default: return (nil, [])
        }
    }

    /// `(width: w, height: h)` of a fixed layout, each in the range of a board's `"width"` and `"height"`.
    private func fixedSize(_ arguments: [Expr.Argument], _ e: Expr, _ p: inout Preview) -> Size? {
        guard arguments.count == 2, arguments[0].label == "width", arguments[1].label == "height",
              let w = number(arguments[0].value), let h = number(arguments[1].value) else {
            fail(&p, e.range, "'\(Quoting.clip(e.description))' needs a width and a height in points, such as .fixedLayout(width: 375, height: 120)")
            return nil
        }
        guard (20...4000).contains(w), (10...4000).contains(h) else {
            fail(&p, e.range, "a fixed layout of \(NumberFormat.plain(w)) × \(NumberFormat.plain(h)) pt: the width must be 20 to 4000 pt and the height 10 to 4000 pt")
            return nil
        }
        return Size(w, h)
    }

    private func number(_ e: Expr) -> Double? {
        switch evaluate(e) {
        case let .int(n)?: Double(n)
        case let .double(d)?: d.isFinite ? d : nil
        default: nil
        }
    }

    private func string(_ e: Expr) -> String? {
        if case let .string(s) = e.kind { return s }
        if case let .string(s)? = evaluate(e) { return s }
        return nil
    }

    /// `e` run in the preview's file (the provider's statics in scope), or nil when it does not run.
    private func evaluate(_ e: Expr) -> SwiftValue? {
        let i = swift.interpreter()
        i.currentOrigin = origin
        return try? i.evaluate(e, Frame(scope: Scope(parent: nil), selfType: selfType, origin: origin))
    }

    private func fail(_ p: inout Preview, _ range: SourceRange, _ message: String) {
        guard p.problem == nil else { return }
        p.problem = message
        p.problemRange = range
    }
}
