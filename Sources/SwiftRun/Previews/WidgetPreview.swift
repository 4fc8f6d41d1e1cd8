import SwiftFront
import BoardModel

/// A widget's `#Preview(as: .systemMedium) { MyWidget() } timeline: { Entry(date: .now, …) }`, as
/// Xcode's canvas shows it: the widget's configuration content (`StaticConfiguration(kind:provider:)
/// { entry in … }`, `AppIntentConfiguration`) run with the timeline's first entry, in a window of the
/// family's size on an iPhone, its `.containerBackground(_:for: .widget)` behind it, inside the
/// widget's content margins and rounded corners (docs/semantics.md, uncertainty 22).
package enum WidgetPreview {
    /// The name of the built-in the preview's root calls (no Swift function can have it).
    package static let builtin = "#WidgetPreview"

    /// The home-screen families' sizes in points on a 390 × 844 or 393 × 852 iPhone (Apple's Human
    /// Interface Guidelines, "Widgets", Specifications).
    package static let familySizes: [String: Size] = [
        "systemSmall": Size(158, 158), "systemMedium": Size(338, 158), "systemLarge": Size(338, 354),
    ]

    /// The margins a widget's content is placed in unless its configuration says
    /// `.contentMarginsDisabled()` (**uncertain**: iOS 17's default margins are not published per family).
    package static let contentMargin = 16.0

    /// The corner radius of a home-screen widget (**uncertain**: measured from screenshots, not published).
    package static let cornerRadius = 22.0

    /// The configurations whose trailing closure makes the widget's view from an entry.
    static let configurations: Set<String> = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    /// The family a preview names (`.systemSmall`), or why it is not drawn.
    package static func family(_ e: Expr) -> Result<(String, Size), PreviewProblem> {
        guard let name = e.caseName else { return .failure(PreviewProblem("a widget family is written as a case, as in .systemSmall")) }
        if let size = familySizes[name] { return .success((name, size)) }
        return .failure(PreviewProblem("the widget family .\(name) is not drawn (a board draws .systemSmall, .systemMedium and .systemLarge, an iPhone's home-screen widgets)"))
    }

    /// A widget's view previewed as a widget of `family` (`.previewContext(WidgetPreviewContext(family:))`,
    /// iOS 14's widget previews): the view with `\.widgetFamily` set, in the family's frame, its corners
    /// rounded as the home screen rounds them. The view is the widget's content as its app wrote it
    /// (before iOS 17, no content margins were added).
    package static func asWidget(_ view: Expr, family: String, size: Size, at r: SourceRange) -> Expr {
        view.calling("environment", [(nil, Expr(.keyPath(["widgetFamily"]), range: r)), (nil, Expr(.implicitMember(family), range: r))], at: r)
            .calling("frame", [("width", .number(size.width, at: r)), ("height", .number(size.height, at: r))], at: r)
            .calling("clipShape", [(nil, cornerShape(at: r))], at: r)
    }

    /// The widget's corner shape.
    static func cornerShape(at r: SourceRange) -> Expr {
        .named("RoundedRectangle", [("cornerRadius", .number(cornerRadius, at: r)), ("style", Expr(.implicitMember("continuous"), range: r))], at: r)
    }

    /// The preview's root: the built-in called with the family's size, the widget and its timeline.
    package static func root(widget: Expr, timeline: Expr.Closure, size: Size, at range: SourceRange) -> Expr {
        .named(builtin, [("width", .number(size.width, at: range)), ("height", .number(size.height, at: range)), ("widget", widget),
                         ("timeline", Expr(.closure(timeline), range: timeline.range))], at: range)
    }
}

/// Why a preview cannot be drawn.
package struct PreviewProblem: Error {
    package var message: String
    package init(_ message: String) { self.message = message }
}

extension Interpreter {
    /// ``WidgetPreview``'s built-in: the widget's view for the timeline's first entry, in its family's frame.
    package func widgetPreview(_ arguments: [Expr.Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard arguments.count == 4, let width = Arithmetic.number(try evaluate(arguments[0].value, f)),
              let height = Arithmetic.number(try evaluate(arguments[1].value, f)), case let .closure(timeline) = arguments[3].value.kind else {
            throw ExpressionError(.arguments, at: e.range, "a widget preview is #Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…) }")
        }
        let widgetExpr = arguments[2].value
        let widget = try evaluate(widgetExpr, f)
        guard let typeName = userTypeName(of: widget), let t = program.type(typeName), t.conforms(to: "Widget"),
              let body = t.computed["body"], let getter = body.binding.getter, let last = getter.last else {
            throw ExpressionError(.type, at: widgetExpr.range, "a widget preview shows a Widget the Swift files declare (struct MyWidget: Widget { var body: some WidgetConfiguration { … } })")
        }
        let configuration: Expr
        switch last.kind {
        case let .expression(x), let .returnStatement(x?): configuration = x
        default: throw ExpressionError(.type, at: last.range, "\(t.name).body is one configuration (StaticConfiguration(kind:provider:) { entry in … })")
        }
        // Down the configuration's modifier chain to the configuration itself.
        var node = configuration, marginsDisabled = false
        var content: Expr.Closure?
        while case let .call(callee, args, trailing) = node.kind {
            if case let .member(base, name, _) = callee.kind {
                if name == "contentMarginsDisabled" { marginsDisabled = true }
                node = base
                continue
            }
            if let name = callee.name, WidgetPreview.configurations.contains(name) {
                if let trailing { content = trailing } else if let a = args.first(where: { $0.label == "content" }), case let .closure(c) = a.value.kind { content = c }
            }
            break
        }
        guard let content else {
            throw ExpressionError(.unsupported, at: configuration.range,
                                  "\(t.name).body is drawn when it is a StaticConfiguration or an AppIntentConfiguration with its view in braces ({ entry in … }); an ActivityConfiguration (a Live Activity) is not drawn")
        }
        // The timeline's first entry (statements before it run: `let e = Entry(…)`).
        var entryFrame = f.nested()
        entryFrame.collector = nil
        var entry: SwiftValue?
        for s in timeline.body {
            if case let .expression(x) = s.kind { entry = try evaluate(x, entryFrame); break }
            _ = try execute([s], entryFrame)
        }
        guard let entry else { throw ExpressionError(.value, at: timeline.range, "the widget preview's timeline has no entry; write one, as in timeline: { Entry(date: .now) }") }
        // `@Environment(\.widgetFamily)` in the widget's views is the family drawn.
        let family = WidgetPreview.familySizes.first { $0.value == Size(width, height) }?.key ?? "systemSmall"
        let saved = environmentOverrides["widgetFamily"]
        environmentOverrides["widgetFamily"] = .enumCase(EnumValue(type: "WidgetFamily", name: family))
        defer { environmentOverrides["widgetFamily"] = saved }
        let drawn = try callClosure(content, Scope(parent: nil), origin: body.origin, receiver: widget,
                                    [Argument(label: nil, value: entry, range: timeline.range)], e)
        // `.containerBackground(style, for: .widget)` at the top of the view is the widget's background.
        var view = try reify(drawn, at: e.range, origin: f.origin)
        var background: Expr?
        view = Self.takingContainerBackground(view, into: &background)
        let r = e.range
        if !marginsDisabled { view = view.calling("padding", [(nil, .number(WidgetPreview.contentMargin, at: r))], at: r) }
        view = view.calling("frame", [("width", .number(width, at: r)), ("height", .number(height, at: r))], at: r)
        if let background { view = view.calling("background", [(nil, background)], at: r) }
        view = view.calling("clipShape", [(nil, WidgetPreview.cornerShape(at: r))], at: r)
        return .swiftUI(view, origin: f.origin)
    }

    /// `view` without the `.containerBackground(_:for:)` calls of its top modifier chain; the first
    /// one's style in `style`.
    static func takingContainerBackground(_ view: Expr, into style: inout Expr?) -> Expr {
        guard case let .call(callee, args, trailing) = view.kind, case let .member(base, name, nameRange) = callee.kind else { return view }
        let inner = takingContainerBackground(base, into: &style)
        if name == "containerBackground" {
            if style == nil, let first = args.first(where: { $0.label == nil }) { style = first.value }
            return inner
        }
        return Expr(.call(Expr(.member(inner, name: name, nameRange: nameRange), range: callee.range), arguments: args, trailingClosure: trailing), range: view.range)
    }
}
