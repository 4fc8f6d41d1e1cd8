import SwiftFront
import BoardModel
import BoardScene

/// `.mask(alignment:) { … }` and `.mask(_:)`: the view drawn only where the mask view is opaque,
/// as SwiftUI documents it ("the alpha channel of the given view is applied to this view"). The
/// mask view is laid out as an overlay is — offered the masked view's size and placed by the
/// alignment — and drawn nowhere else. One shape (placed or not) is a clip of its outline, which is
/// the same picture; any other view (a text, a gradient, views with opacity) is an alpha mask
/// (``ViewNode/Modifier/alphaMask(_:alignment:)``).
extension ViewEvaluator {
    package static func maskSignature(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> Signature<ChainEvaluator<ViewNode>.Modifier> {
        @Sendable func mask(_ e: Expr, alignment: UnitPoint) throws(ExpressionError) -> ChainEvaluator<ViewNode>.Modifier {
            // An optional view that is nil: no mask.
            if case .nilLiteral = e.kind { return { $0 } }
            if alignment == .center, let shape = try? ValueReader.clipShape(e, for: "'.mask'") {
                return { .modified($0, .render(.clip(shape))) }
            }
            let view = try views(e)
            return { .modified($0, .alphaMask(view, alignment: alignment)) }
        }
        return Signature("mask", [
            Overload([Parameter("alignment", .alignment, default: ".center"), Parameter("mask", .viewContent)]) { a in
                let alignment = try a.value("alignment", ValueReader.frameAlignment)
                guard let closure = try a.closure("mask") else { return { $0 } }
                if closure.statements.count == 1 { return try mask(closure.statements[0], alignment: alignment) }
                let content = try Self.content(a, views)
                return { .modified($0, .alphaMask(.group(content), alignment: alignment)) }
            },
            // `.mask(Circle())`: the form before iOS 15, still common.
            Overload([.unlabelled("mask", .any)]) { a in
                // `.mask({ … })`: the view builder written in the parentheses (its parameter is unlabelled).
                if case let .closure(closure) = a.expression("mask").kind {
                    if closure.statements.count == 1 { return try mask(closure.statements[0], alignment: .center) }
                    let content = try Self.content(a, views, named: "mask")
                    return { .modified($0, .alphaMask(.group(content), alignment: .center)) }
                }
                return try mask(a.expression("mask"), alignment: .center)
            },
        ])
    }
}
