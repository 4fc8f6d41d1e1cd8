import SwiftFront
import BoardModel

/// A `#Preview` as the program holds it: the macro, where it is, and what runs as its root view.
package struct DeclaredPreview: Sendable {
    /// The macro as written.
    package var macro: PreviewMacro
    /// The file it is in.
    package var origin: Int
    /// The whole `#Preview { … }`.
    package var range: SourceRange
    /// Its `Preview` name.
    package var nameRange: SourceRange
    /// The view type its body is, when the body holds `@Previewable` state or statements besides one
    /// view (a `let`, an `if`): `#Preview`, `#Preview 2`, … — names no Swift type can have.
    package var wrapper: String?
    /// The one view its body is, when it is one expression (`ContentView(item: .sample)`), without
    /// the preview modifiers of its chain.
    package var root: Expr?
    /// The preview modifiers taken off its view (`.preferredColorScheme(.dark)`), innermost first.
    package var modifiers: [PreviewModifier]
}

/// A modifier that sets up a preview rather than draws (`.previewLayout(.sizeThatFits)`,
/// `.preferredColorScheme(.dark)`, `.previewDisplayName("Dark")`), taken off the preview's view.
package struct PreviewModifier: Sendable {
    /// The modifier's name (`environment(\.colorScheme, …)` is read as `preferredColorScheme`).
    package var name: String
    /// Its arguments as written.
    package var arguments: [Expr.Argument]
    /// The call.
    package var range: SourceRange

    /// The modifiers that only set up a preview.
    package static let names: Set<String> = [
        "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation", "preferredColorScheme", "previewContext",
    ]

    /// `e` without the preview modifiers of its chain of modifiers (`A().preferredColorScheme(.dark).padding()` is
    /// `A().padding()`), nor those of the views its containers' content closures make
    /// (`NavigationStack { A().preferredColorScheme(.dark) }`: SwiftUI takes a preference from
    /// anywhere below; `deep` false: the chain only), and those modifiers, innermost first.
    package static func peel(_ e: Expr, deep: Bool = true) -> (view: Expr, modifiers: [PreviewModifier]) {
        guard case let .call(callee, arguments, trailing) = e.kind else { return (e, []) }
        guard case let .member(base, name, nameRange) = callee.kind else {
            // A container: the views of its content closure.
            guard deep, var closure = trailing else { return (e, []) }
            var found: [PreviewModifier] = []
            for (k, s) in closure.body.enumerated() {
                guard case let .expression(view) = s.kind else { continue }
                let (inner, modifiers) = peel(view)
                guard !modifiers.isEmpty else { continue }
                closure.body[k] = Statement(.expression(inner), range: s.range)
                found += modifiers
            }
            return found.isEmpty ? (e, []) : (Expr(.call(callee, arguments: arguments, trailingClosure: closure), range: e.range), found)
        }
        let (inner, found) = peel(base, deep: deep)
        if let modifier = PreviewModifier(name, arguments, e.range) { return (inner, found + [modifier]) }
        guard !found.isEmpty else { return (e, []) }
        let rebuilt = Expr(.member(inner, name: name, nameRange: nameRange), range: callee.range)
        return (Expr(.call(rebuilt, arguments: arguments, trailingClosure: trailing), range: e.range), found)
    }

    /// The preview modifier `name(arguments)` is, if it is one; `.environment(\.colorScheme, s)` is
    /// the preview's colour scheme.
    init?(_ name: String, _ arguments: [Expr.Argument], _ range: SourceRange) {
        if name == "environment", arguments.count == 2, case let .keyPath(path) = arguments[0].value.kind, path == ["", "colorScheme"] {
            self.init(name: "preferredColorScheme", arguments: [arguments[1]], range: range)
            return
        }
        guard Self.names.contains(name) else { return nil }
        self.init(name: name, arguments: arguments, range: range)
    }

    package init(name: String, arguments: [Expr.Argument], range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

extension Program {
    /// Registers the view type the body of `p` is when it needs one (it holds `@Previewable` state, or
    /// statements besides one view): its `@Previewable` variables are its stored properties (so
    /// `@Previewable @State var x` is the root's `@State`, as Xcode's macro makes it) and the rest of
    /// the body its `body`. Returns the type's name, or nil when the body is one view.
    func addPreviewWrapper(_ p: PreviewMacro, number: Int, origin: Int, range: SourceRange) -> String? {
        guard let body = p.body?.body, !body.isEmpty, p.refusal == nil, Self.previewRoot(body) == nil else { return nil }
        let name = number == 1 ? "#Preview" : "#Preview \(number)"
        modify(name) { info in
            info.keyword = .struct
            info.origin = origin
            info.range = range
            info.inherited = ["View"]
        }
        var statements: [Statement] = []
        for s in body {
            if case let .declaration(d) = s.kind, case .type = d.kind {
                // `struct Preview: View { … }` in the body: a type of the preview's own (``addLocalTypes(_:in:origin:)``).
                add(d, in: name, origin: origin)
            } else if case var .variable(v) = s.kind, v.attributes.contains(where: { $0.name == "Previewable" }) {
                v.attributes.removeAll { $0.name == "Previewable" }
                add(Declaration(.variable(v), range: s.range, nameRange: v.bindings.first?.nameRange ?? s.range), in: name, origin: origin)
            } else {
                statements.append(s)
            }
        }
        // The preview modifiers of its last view are the preview's (read by the catalogue), not the view's.
        if let last = statements.last {
            switch last.kind {
            case let .expression(e): statements[statements.count - 1] = Statement(.expression(PreviewModifier.peel(e).view), range: last.range)
            case let .returnStatement(e?):
                statements[statements.count - 1] = Statement(.returnStatement(PreviewModifier.peel(e).view), range: last.range)
            default: break
            }
        }
        let getter = VariableDeclaration.Binding(pattern: .binding("body"), type: "some View", initializer: nil, getter: statements,
                                                 setter: nil, nameRange: p.nameRange)
        let variable = VariableDeclaration(isLet: false, isStatic: false, attributes: [], bindings: [getter])
        add(Declaration(.variable(variable), range: range, nameRange: p.nameRange), in: name, origin: origin)
        return name
    }

    /// Whether `name` is the view type a `#Preview` body is (``addPreviewWrapper(_:number:origin:range:)``),
    /// which no file declares.
    package static func isPreviewWrapper(_ name: String) -> Bool { name.hasPrefix("#Preview") }

    /// The one view expression a preview body is (`ContentView()`, `return ContentView()`), or nil.
    package static func previewRoot(_ body: [Statement]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case let .expression(e), let .returnStatement(e?): return e
        default: return nil
        }
    }

    /// The preview modifiers of the last view a preview body makes.
    package static func previewModifiers(_ body: [Statement]) -> [PreviewModifier] {
        guard let last = body.last else { return [] }
        switch last.kind {
        case let .expression(e), let .returnStatement(e?): return PreviewModifier.peel(e).modifiers
        default: return []
        }
    }
}
