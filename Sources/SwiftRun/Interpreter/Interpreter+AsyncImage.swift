import SwiftFront
import BoardModel

/// `AsyncImage`: a board loads nothing from the network, so the view is what SwiftUI shows before
/// the image arrives — its placeholder (docs/swift-subset.md, "Stand-ins"):
/// `AsyncImage(url:) { image in … } placeholder: { … }` is the placeholder's views,
/// `AsyncImage(url:) { phase in … }` its content for the `.empty` phase, and a bare
/// `AsyncImage(url:)` SwiftUI's standard placeholder, a grey fill of the room offered.
extension Interpreter {
    /// The standard placeholder's fill: iOS's `secondarySystemFill` over white, as a grey
    /// (uncertain: SwiftUI does not document the placeholder's colour).
    package static let asyncImagePlaceholder = "Color(red: 0.92, green: 0.92, blue: 0.93)"

    package func asyncImage(_ callee: Expr, _ arguments: [Expr.Argument]?, _ closure: Expr.Closure?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        var closures: [(label: String?, closure: Expr.Closure)] = []
        for a in arguments ?? [] { if case let .closure(c) = a.value.kind { closures.append((a.label, c)) } }
        if let closure { closures.append((closures.isEmpty ? "content" : nil, closure)) }
        // The placeholder's views, or the content's for the `.empty` phase.
        let chosen: Expr.Closure?
        var phase: String?
        if let placeholder = closures.first(where: { $0.label == "placeholder" }) ?? (closures.count == 2 ? closures.last : nil) {
            chosen = placeholder.closure
        } else if let content = closures.first {
            chosen = content.closure
            phase = content.closure.parameters.first ?? "$0"
        } else {
            chosen = nil
        }
        guard let chosen else {
            let fill = try ExpressionParser.parse(Self.asyncImagePlaceholder)
            return .swiftUI(Expr(fill.kind, range: e.range), origin: f.origin)
        }
        var frame = f
        frame.scope = Scope(parent: f.scope)
        if let phase { frame.scope.declare(phase, .enumCase(EnumValue(type: "AsyncImagePhase", name: "empty"))) }
        var views: [Expr] = []
        for (value, range) in try collectViews(chosen.body, frame) { views.append(try reify(value, at: range, origin: f.origin)) }
        if views.count == 1 { return .swiftUI(views[0], origin: f.origin) }
        return .swiftUI(Expr(.call(Expr(.identifier("Group"), range: callee.range), arguments: [],
                                   trailingClosure: Expr.Closure(statements: views, range: chosen.range, parameters: [])), range: e.range),
                        origin: f.origin)
    }
}
