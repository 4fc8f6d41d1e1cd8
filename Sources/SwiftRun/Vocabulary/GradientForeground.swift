import SwiftFront
import BoardModel

/// `.foregroundStyle(LinearGradient(…))` and the other gradients as a foreground style: a shape is
/// filled with the gradient (as `.fill` does); a `Text` is drawn in the gradient, laid over the
/// text's frame and kept where its glyphs are — the gradient masked by the text (``ViewEvaluator/maskSignature(_:)``), which
/// is how SwiftUI fills text with a shape style. On other views (a stack of texts, a label) the
/// gradient's extent is not documented: refused by name.
extension ViewEvaluator {
    /// The foreground style `style` on the view a modifier gets; nil when `style` is no gradient.
    static func gradientForeground(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> ChainEvaluator<ViewNode>.Modifier? {
        guard let gradient = try a.value(name, ValueReader.gradient) else { return nil }
        let site = a.site, range = a.range(name)
        /// The shape under modifiers (`Circle().frame(width: 60)`) filled with the gradient; nil: no shape.
        @Sendable func filled(_ view: ViewNode) throws -> ViewNode? {
            if view.isShape { return try Self.paint(view, site: site) { s in s.gradient = gradient; s.fill = nil; s.stroke = nil } }
            if case let .modified(content, m) = view, let inner = try filled(content) { return .modified(inner, m) }
            return nil
        }
        return { view throws in
            if let shape = try filled(view) { return shape }
            guard view.isStyledText else {
                throw ExpressionError(.unsupported, at: range, "a gradient as the foreground style of a view other than a Text or a shape is not drawn yet; "
                                      + "write .foregroundStyle(…) on each Text, or .mask { … } the gradient with the views")
            }
            var fill = ShapeView(.rectangle)
            fill.gradient = gradient
            // The text keeps its place (drawn transparent); the gradient fills its frame, cut to its glyphs.
            return .modified(.overlay(.modified(view, .render(.opacity(0))), .shape(fill), alignment: .center),
                             .alphaMask(view, alignment: .center))
        }
    }
}

extension ViewNode {
    /// Whether it is a `Text` under modifiers of its font and environment only (no padding or frame
    /// between it and a foreground style written on it).
    var isStyledText: Bool {
        switch self {
        case .text: true
        case let .modified(content, m):
            switch m {
            case .font, .fontWeight, .fontDesign, .environment, .lineLimit, .foreground: content.isStyledText
            default: false
            }
        default: false
        }
    }
}
