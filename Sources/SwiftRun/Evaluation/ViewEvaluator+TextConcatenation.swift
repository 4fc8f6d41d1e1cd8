import SwiftFront
import BoardScene
import BoardModel

/// `Text("a").bold() + Text("b")`: one `Text` whose pieces keep their own styles (Swift's `+` on
/// `Text`; Markdown in a `Text` literal is read into the same pieces by the interpreter).
extension ViewEvaluator {
    /// The modifiers a piece of a joined `Text` may carry: `Text`'s own (font, weight, design,
    /// colour, italic, lines, tracking, …), which return a `Text`; any other makes a `some View`,
    /// which `+` does not take.
    static func isTextModifier(_ m: ViewNode.Modifier) -> Bool {
        switch m {
        case .font, .fontWeight, .fontDesign, .foreground, .environment, .accessibility, .identity: true
        default: false
        }
    }

    /// `lhs + rhs`, each a `Text` (or a join of them): the joined text, each piece in its own style.
    static func joinedText(_ lhs: Expr, _ rhs: Expr, _ whole: Expr,
                           _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode) throws(ExpressionError) -> ViewNode {
        let pieces = try textPieces(try views(lhs), at: lhs) + textPieces(try views(rhs), at: rhs)
        return joined(pieces)
    }

    /// One text of `pieces` (each a `Text`, or a symbol, under its own modifiers).
    static func joined(_ pieces: [ViewNode]) -> ViewNode {
        .modified(.text(pieces.map { $0.firstText(imagesToo: false) ?? "" }.joined()), .textRuns(pieces))
    }

    /// The pieces of a text view: itself when it is a `Text` under `Text` modifiers, or a join's
    /// pieces each under the modifiers written around the join (inner first).
    static func textPieces(_ view: ViewNode, at e: Expr) throws(ExpressionError) -> [ViewNode] {
        var around: [ViewNode.Modifier] = []
        var node = view
        while case let .modified(inner, m) = node {
            if case let .textRuns(pieces) = m {
                return pieces.map { piece in around.reversed().reduce(piece) { .modified($0, $1) } }
            }
            guard isTextModifier(m) else {
                throw ExpressionError(.type, at: e.range, "'+' joins Text values; \(e.description) is a view a Text modifier does not make (a modifier such as .padding returns some View, which '+' does not take)")
            }
            around.append(m)
            node = inner
        }
        // `Text(Image(systemName: "star.fill"))`: a symbol set in the text's line (an asset's picture is not).
        if case .control(.image(_, false, false)) = node { return [view] }
        if case .control(.image) = node {
            throw ExpressionError(.unsupported, at: e.range, "a resizable or asset image inside a Text cannot be drawn on a board: put the Image beside the Text in an HStack")
        }
        guard case .text = node else {
            throw ExpressionError(.type, at: e.range, "'+' joins Text values; \(e.description) is not a Text")
        }
        return [view]
    }
}
