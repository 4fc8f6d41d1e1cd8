import SwiftFront
import BoardModel
import DidYouMean

/// The previews of a board's Swift files, in file order (the files in the order given, each in
/// source order): every `#Preview`, and every view of every `PreviewProvider`'s `previews` — the
/// views of a `Group` (or of a `previews` body of several views) are previews of their own, as Xcode
/// shows them. docs/board-format.md, "Previews".
///
/// ```swift
/// let catalog = PreviewCatalog(swift)
/// let preview = try catalog.select(.named("Dark"))   // or .first
/// ```
public struct PreviewCatalog: Sendable {
    /// The previews, in file order.
    public let previews: [Preview]

    /// The previews of `swift`'s files.
    public init(_ swift: SwiftEnvironment) {
        let program = swift.program
        var found: [Preview] = []
        var unnamed = 0
        for d in program.previewMacros {
            var name = d.macro.name ?? "Preview"
            if d.macro.name == nil {
                unnamed += 1
                if unnamed > 1 { name += " \(unnamed)" }
            }
            var p = Self.preview(name, .macro, label: d.macro.label, d.origin, d.range, program)
            if let refusal = d.macro.refusal {
                p.problem = refusal
                p.problemRange = d.nameRange
            } else if let familyExpr = d.macro.widgetFamily, let timeline = d.macro.timeline {
                // A widget's preview: its view for the first entry, in a window of the family's size.
                switch WidgetPreview.family(familyExpr) {
                case let .success((_, size)):
                    if let widget = d.root, d.wrapper == nil {
                        p.root = .expression(WidgetPreview.root(widget: widget, timeline: timeline, size: size, at: d.range), selfType: nil)
                        p.layout = .fixed(width: size.width, height: size.height)
                    } else {
                        p.problem = "a widget preview's body is the widget alone, as in #Preview(as: .systemSmall) { MyWidget() } timeline: { … }"
                        p.problemRange = d.nameRange
                    }
                case let .failure(problem):
                    p.problem = problem.message
                    p.problemRange = familyExpr.range
                }
            } else {
                p.root = d.wrapper.map { .wrapper($0) } ?? d.root.map { .expression($0, selfType: nil) }
                let reader = PreviewSettingsReader(swift: swift, origin: d.origin, selfType: nil)
                reader.traits(d.macro.traits, into: &p)
                reader.modifiers(d.modifiers, into: &p, isMacro: true)
            }
            found.append(p)
        }
        for t in program.types.values where t.keyword != nil && t.origin >= 1 && t.conforms(to: "PreviewProvider") {
            found += Self.providerPreviews(t, swift)
        }
        previews = found.sorted { ($0.origin, $0.range.start) < ($1.origin, $1.range.start) }
    }

    /// The names that select a preview, in file order (each once).
    public var names: [String] {
        var seen = Set<String>()
        return previews.flatMap { [$0.name] + $0.aliases }.filter { seen.insert($0).inserted }
    }

    /// The preview `choice` names.
    ///
    /// - Throws: ``PreviewSelectionError`` when there is no preview, no preview of that name (the
    ///   message lists the names, with the nearest first), several of it, or it cannot be drawn.
    public func select(_ choice: PreviewChoice) throws(PreviewSelectionError) -> Preview {
        guard !previews.isEmpty else {
            throw PreviewSelectionError("the Swift files declare no preview (#Preview { … } or a PreviewProvider); name the view to draw with \"view\" instead")
        }
        let chosen: Preview
        switch choice {
        case .first:
            chosen = previews[0]
        case let .named(name):
            var matching = previews.filter { $0.name == name }
            if matching.isEmpty { matching = previews.filter { $0.aliases.contains(name) } }
            guard let first = matching.first else {
                let near = Suggester.suggestion(for: name, among: names).map { "did you mean “\($0)”? " } ?? ""
                throw PreviewSelectionError("no preview is named “\(Quoting.clip(name))”; \(near)the previews: "
                    + Wording.list(names.map { "“\(Quoting.clip($0))”" }, "and"))
            }
            guard matching.count == 1 else {
                throw PreviewSelectionError("\(matching.count) previews are named “\(Quoting.clip(name))” ("
                    + matching.map(\.location.description).joined(separator: ", ") + "); rename one, or give only the files of one")
            }
            chosen = first
        }
        if let problem = chosen.problem {
            throw PreviewSelectionError("the preview “\(Quoting.clip(chosen.name))” at \(chosen.location) cannot be drawn: \(problem)",
                                        preview: chosen)
        }
        return chosen
    }

    // MARK: Building

    static func preview(_ name: String, _ kind: Preview.Kind, label: String, _ origin: Int, _ range: SourceRange, _ program: Program) -> Preview {
        Preview(name: name, aliases: [], kind: kind,
                location: program.location(range, origin: origin) ?? SourceLocation(file: "", line: 0, column: 0),
                label: label, origin: origin, range: range, problemRange: range)
    }

    /// The views of a provider's `previews`: each view of a `Group { … }` (nested ones too), or of a
    /// body of several views, is a preview; a `Group`'s preview modifiers apply to each, before its own.
    static func providerPreviews(_ t: TypeInfo, _ swift: SwiftEnvironment) -> [Preview] {
        let program = swift.program, name = Program.baseTypeName(t.name)
        guard let getter = t.statics["previews"]?.binding.getter else {
            var p = preview(name, .provider, label: name, t.origin, t.range, program)
            p.problem = "it has no 'static var previews: some View { … }'"
            return [p]
        }
        let all = getter.compactMap { s -> Expr? in
            switch s.kind {
            case let .expression(e), let .returnStatement(e?): e
            default: nil
            }
        }
        let views = all.count == getter.count ? all.flatMap { groupViews($0, shared: []) } : []
        guard !views.isEmpty else {
            // Statements besides views: the whole of `previews` is one preview.
            var p = preview(name, .provider, label: name, t.origin, t.range, program)
            p.root = .expression(Expr(.member(Expr(.identifier(t.name), range: t.range), name: "previews", nameRange: t.range), range: t.range), selfType: nil)
            return [p]
        }
        var out: [Preview] = []
        for (k, (e, shared)) in views.enumerated() {
            let (view, modifiers) = PreviewModifier.peel(e)
            let one = views.count == 1
            var p = preview(k == 0 ? name : "\(name) \(k + 1)", .provider, label: name, t.origin, one ? t.range : e.range, program)
            p.root = .expression(view, selfType: t.name)
            let reader = PreviewSettingsReader(swift: swift, origin: t.origin, selfType: t.name)
            let display = reader.modifiers(shared + modifiers, into: &p, isMacro: false)
            if let display {
                p.name = display
                p.label = "\(name) “\(display)”"
                if k == 0 { p.aliases = [name] }
            } else if k > 0 {
                p.label = "\(name) \(k + 1)"
            }
            out.append(p)
        }
        return out
    }

    /// The views `e` is, each with the preview modifiers of the `Group`s around it: a `Group { … }` of
    /// views (nested ones too) is its views, each a preview; anything else is one view.
    static func groupViews(_ e: Expr, shared: [PreviewModifier]) -> [(view: Expr, shared: [PreviewModifier])] {
        let (view, modifiers) = PreviewModifier.peel(e, deep: false)
        guard case let .call(callee, arguments, closure?) = view.kind, case .identifier("Group") = callee.kind, arguments.isEmpty,
              !closure.body.isEmpty, closure.statements.count == closure.body.count else { return [(e, shared)] }
        return closure.statements.flatMap { groupViews($0, shared: shared + modifiers) }
    }
}

/// Why no preview could be chosen: one line, naming what exists.
public struct PreviewSelectionError: Error, CustomStringConvertible, Sendable {
    /// The message.
    public var description: String
    /// The preview chosen, when it is one that cannot be drawn (its ``Preview/problem`` says why).
    public var preview: Preview?

    init(_ message: String, preview: Preview? = nil) {
        description = message
        self.preview = preview
    }
}
