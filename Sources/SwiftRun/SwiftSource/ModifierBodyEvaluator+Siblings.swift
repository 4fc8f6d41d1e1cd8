import SwiftFront
import BoardModel

/// A container in a transition body that holds the content beside other views —
/// `VStack { content.frame(…).clipped(); HStack {} }` — read as SwiftUI lays it out: the
/// stack places the content after the views before it and the spacing between children,
/// and the views after it follow. A view beside the content is drawn only when it is
/// empty (an empty stack, `EmptyView()`, a `Spacer`, `Color.clear` with a frame along the
/// stack): it adds its length and the stack's spacing, which ``EffectModifier/inset(top:leading:bottom:trailing:)``
/// carries into the layout (docs/semantics.md §13, "Two-view bodies").
extension ModifierBodyEvaluator {
    /// An empty view beside the content: its length along the stack, or nil for a view that is
    /// no child at all (`EmptyView()`, an empty `Group`), which takes no spacing.
    package struct Sibling: Equatable, Sendable {
        /// Its length along the stack's axis, in points.
        package var length: Double
        /// Whether it is a `Spacer` (no spacing is added next to a spacer).
        package var isSpacer: Bool
    }

    /// The effects of `container` (`VStack`, `HStack`, `ZStack`, `Group`) holding `statements`,
    /// one of which shows the content.
    package func stacked(_ container: String, spacing: Double?, statements: [Expr], at range: SourceRange)
        throws(ExpressionError) -> [EffectModifier] {
        let holders = statements.indices.filter { Self.mentions(contentName, statements[$0]) }
        guard holders.count == 1, let k = holders.first else {
            throw ExpressionError(.arguments, at: range, holders.isEmpty
                ? "a container in a transition body must hold the content, as in \(container) { \(contentName) }"
                : "a transition body shows its content once; '\(contentName)' is written \(holders.count) times in this \(container)")
        }
        let inner = try evaluate(statements[k], for: "the body")
        var before: [Sibling?] = [], after: [Sibling?] = []
        for (i, s) in statements.enumerated() where i != k {
            let sibling = try Self.sibling(s, along: container == "HStack" || container == "LazyHStack" ? .horizontal : .vertical,
                                           container: container)
            if i < k { before.append(sibling) } else { after.append(sibling) }
        }
        guard ["VStack", "HStack", "LazyVStack", "LazyHStack"].contains(container) else { return inner }
        let gap = spacing ?? Platform.iOS.defaultSpacing
        // Children in order, the content as a non-spacer child of no length here.
        let children: [Sibling] = before.compactMap { $0 } + [Sibling(length: 0, isSpacer: false)] + after.compactMap { $0 }
        let at = before.compactMap { $0 }.count
        func space(_ a: Sibling, _ b: Sibling) -> Double { a.isSpacer || b.isSpacer ? 0 : gap }
        var lead = 0.0, trail = 0.0
        for j in 0..<at { lead += children[j].length + space(children[j], children[j + 1]) }
        for j in (at + 1)..<children.count { trail += space(children[j - 1], children[j]) + children[j].length }
        guard lead != 0 || trail != 0 else { return inner }
        let inset: EffectModifier = container.hasSuffix("VStack")
            ? .inset(top: lead, leading: 0, bottom: trail, trailing: 0)
            : .inset(top: 0, leading: lead, bottom: 0, trailing: trail)
        return inner + [inset]
    }

    /// Whether `e` shows the view named `content`: its chain starts with it, or a container in
    /// it holds it.
    static func mentions(_ content: String, _ e: Expr) -> Bool {
        switch e.kind {
        case let .identifier(name): return name == content
        case let .member(base, _, _): return mentions(content, base)
        case let .call(callee, arguments, closure):
            if mentions(content, callee) { return true }
            if let closure, closure.statements.contains(where: { mentions(content, $0) }) { return true }
            return arguments.contains { if case let .closure(c) = $0.value.kind { c.statements.contains { mentions(content, $0) } } else { false } }
        default: return false
        }
    }

    /// An empty view beside the content, or an error naming what a board cannot draw there.
    static func sibling(_ e: Expr, along axis: Axis, container: String) throws(ExpressionError) -> Sibling? {
        let refusal = ExpressionError(.value, at: e.range,
                                      "a view beside the content in a transition body is drawn only when it is empty (HStack {}, EmptyView(), Spacer(), "
                                      + "Color.clear.frame(height: 8)); '\(Quoting.clip(e.description))' draws something")
        // `X.frame(width:height:)` sets the length along the stack; across it must add nothing.
        if case let .call(callee, arguments, nil) = e.kind, case let .member(base, "frame", _) = callee.kind {
            var inner = Sibling(length: 0, isSpacer: false)
            if !isClear(base) {
                guard let s = try sibling(base, along: axis, container: container) else { throw refusal }
                inner = s
            }
            for a in arguments {
                let value = try ValueReader.optionalLength(a.value, for: "a frame beside the content")
                switch (a.label, axis) {
                case ("height", .vertical), ("width", .horizontal): if !value.isNaN { inner.length = max(0, value) }
                case ("width", .vertical), ("height", .horizontal): if !value.isNaN && value != 0 { throw refusal }
                case ("alignment", _): break
                default: throw refusal
                }
            }
            return inner
        }
        switch e.kind {
        case let .call(callee, arguments, closure):
            switch callee.name ?? "" {
            case "EmptyView" where arguments.isEmpty && closure == nil:
                return nil
            case "Group" where (closure?.statements.isEmpty ?? false) && arguments.isEmpty:
                return nil
            case "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack"
                where (closure?.statements.isEmpty ?? false) && !arguments.contains(where: { if case .closure = $0.value.kind { true } else { false } }):
                return Sibling(length: 0, isSpacer: false)
            case "Spacer" where closure == nil:
                if let m = arguments.first(where: { $0.label == "minLength" }) {
                    return Sibling(length: max(0, try ValueReader.number(m.value, for: "a Spacer's minLength")), isSpacer: true)
                }
                return Sibling(length: Platform.iOS.defaultSpacing, isSpacer: true)
            default:
                throw refusal
            }
        case _ where isClear(e):
            // `Color.clear` is as tall as it is proposed; with no frame along the stack it is refused.
            throw ExpressionError(.value, at: e.range, "Color.clear beside the content needs a frame along the \(container), as in Color.clear.frame(height: 8)")
        default:
            throw refusal
        }
    }

    /// `Color.clear` (or `.clear` where a view is expected).
    static func isClear(_ e: Expr) -> Bool {
        if case let .member(base, "clear", _) = e.kind, base.name == "Color" { return true }
        if case .implicitMember("clear") = e.kind { return true }
        return false
    }
}
