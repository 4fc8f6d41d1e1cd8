import SwiftFront
import BoardModel

/// `.foregroundStyle(LinearGradient(…))` and the other gradients as a foreground style: a shape is
/// filled with the gradient (as `.fill` does); a `Text` is drawn in the gradient, laid over the
/// text's frame and kept where its glyphs are — the gradient masked by the text (``ViewEvaluator/maskSignature(_:)``), which
/// is how SwiftUI fills text with a shape style. On a container (a stack of texts, a label's
/// content) the style reaches each text and shape inside that has no style of its own, and each
/// gets the gradient in its own frame: Apple's documentation of the gradients, "the gradient maps
/// the unit space points into the bounding rectangle of each shape filled with the gradient".
/// An SF Symbol is drawn in it as a text is; other views inside (pictures, controls) keep their colours.
extension ViewEvaluator {
    /// The foreground style `style` on the view a modifier gets; nil when `style` is no gradient.
    static func gradientForeground(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> ChainEvaluator<ViewNode>.Modifier? {
        guard let gradient = try a.value(name, ValueReader.gradient) else { return nil }
        let site = a.site, range = a.range(name)
        /// The shape under modifiers (`Circle().frame(width: 60)`) filled with the gradient; nil: no shape.
        @Sendable func filled(_ view: ViewNode, overriding: Bool) throws -> ViewNode? {
            if view.isShape {
                if !overriding, case let .shape(s) = view, s.fill != nil || s.gradient != nil || s.stroke != nil { return view }
                return try Self.paint(view, site: site) { s in s.gradient = gradient; s.fill = nil; s.stroke = nil }
            }
            if case let .modified(content, m) = view, let inner = try filled(content, overriding: overriding) { return .modified(inner, m) }
            return nil
        }
        @Sendable func text(_ view: ViewNode) -> ViewNode {
            var fill = ShapeView(.rectangle)
            fill.gradient = gradient
            // The text keeps its place (drawn transparent); the gradient fills its frame, cut to its glyphs.
            return .modified(.overlay(.modified(view, .render(.opacity(0))), .shape(fill), alignment: .center),
                             .alphaMask(view, alignment: .center))
        }
        /// The style given to each text and shape inside `view` that has none of its own.
        @Sendable func inside(_ view: ViewNode) throws -> ViewNode {
            if let shape = try filled(view, overriding: false) { return shape }
            if view.isStyledText { return view.hasOwnForeground ? view : text(view) }
            switch view {
            // An SF Symbol is drawn in the style as a text is: the gradient in its frame, cut to its glyph.
            case .control(.image(_, _, asset: false)): return text(view)
            case let .stack(kind, children, options): return .stack(kind, try children.map(inside), options)
            case let .group(children): return .group(try children.map(inside))
            case let .forEach(children): return .forEach(try children.map(inside))
            case let .conditional(branch, children): return .conditional(branch, try children.map(inside))
            case let .scroll(container, children): return .scroll(container, try children.map(inside))
            case let .transition(content, t): return .transition(try inside(content), t)
            case let .background(content, decoration, alignment): return .background(try inside(content), try inside(decoration), alignment: alignment)
            case let .overlay(content, decoration, alignment): return .overlay(try inside(content), try inside(decoration), alignment: alignment)
            // A style set inside wins over this one.
            case .modified(_, .foreground): return view
            case let .modified(content, m): return .modified(try inside(content), m)
            default: return view
            }
        }
        return { view throws in
            if let shape = try filled(view, overriding: true) { return shape }
            if view.isStyledText || view.isSymbol { return text(view) }
            let styled = try inside(view)
            guard styled != view else {
                throw ExpressionError(.unsupported, at: range, "a gradient as the foreground style of a view with no text or shape inside is not drawn yet; "
                                      + "write .foregroundStyle(…) on each Text, or .mask { … } the gradient with the views")
            }
            return styled
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

    /// Whether it is an SF Symbol's image under modifiers of its font, size and frame.
    var isSymbol: Bool {
        switch self {
        case .control(.image(_, _, asset: false)): true
        case let .modified(content, m):
            switch m {
            case .font, .fontWeight, .environment, .frame, .flexibleFrame, .aspectRatio: content.isSymbol
            default: false
            }
        default: false
        }
    }

    /// Whether a styled text has a foreground of its own (`Text("a").foregroundStyle(.red)`).
    var hasOwnForeground: Bool {
        if case let .modified(content, m) = self {
            if case .foreground = m { return true }
            return content.hasOwnForeground
        }
        return false
    }
}
