import BoardModel
internal import SwiftSyntax

/// Bounds the shape of a parsed tree before anything recursive walks it.
///
/// SwiftParser's nesting limit (``SwiftFrontEnd/maximumNestingLevel``) counts brackets and
/// braces, but an `else if` chain, a long chain of modifiers (`.padding().padding()…`) and a
/// long operator sequence (`x + x + …`, folded into a tree as deep as it is long) grow a tree
/// without nesting. Diagnostics, folding, lowering and the interpreter all recurse over the
/// tree, so its height and the length of an operator sequence are checked here, by an
/// iterative walk, right after parsing (docs/board-format.md, "Limits").
enum SyntaxShapeGuard {
    /// The most levels of syntax nodes from the file (or expression) to any token. Real
    /// SwiftUI files stay under about 150; ten thousand would overflow a thread's stack.
    static let maximumDepth = 1000

    /// The most operands one operator sequence may chain (`a + b + c` has 3): folding makes
    /// a tree as deep as the sequence is long.
    static let maximumOperands = 256

    /// What is wrong, and where (a UTF-8 offset), or nil when the tree is within bounds.
    static func firstProblem(in tree: some SyntaxProtocol) -> (utf8Offset: Int, message: String)? {
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > maximumDepth {
                return (node.positionAfterSkippingLeadingTrivia.utf8Offset,
                        "the code nests more than \(maximumDepth) syntax levels deep here (a long 'else if' chain or modifier chain?); split it into smaller views or functions")
            }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > 2 * maximumOperands {
                return (sequence.positionAfterSkippingLeadingTrivia.utf8Offset,
                        "this expression chains more than \(maximumOperands) operands with operators; split it into smaller expressions")
            }
            for child in node.children(viewMode: .sourceAccurate) where child.kind != .token {
                stack.append((child, depth + 1))
            }
        }
        return nil
    }
}
