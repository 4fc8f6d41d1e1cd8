import BoardModel
/// Parses the Swift that people paste into board files — one expression:
/// `.easeInOut(duration: 0.7).speed(0.25)`, `VStack(spacing: 4) { Tile("A") }`,
/// `.asymmetric(insertion: .scale(scale: 0.2), removal: .opacity)`.
///
/// The parser is Swift's own (SwiftParser, through ``SwiftFrontEnd``): any
/// expression that compiles parses, with the same tree the compiler sees, and a
/// syntax error is SwiftParser's diagnostic at its place. The tree is lowered to
/// ``Expr`` with Character ranges into `source`.
///
/// Input is limited to ``maximumLength`` characters and nesting to
/// ``maximumDepth`` levels, so recursion stays shallow for every consumer of
/// the tree.
///
/// ```swift
/// let e = try ExpressionParser.parse(".offset(y: 70).combined(with: .opacity)")
/// e.description   // .offset(y: 70).combined(with: .opacity)
/// ```
public enum ExpressionParser {
    /// The longest accepted expression, in Characters.
    public static let maximumLength = 10_000
    /// The deepest accepted nesting: the height of the tree (``Expr/depth``;
    /// every member access and call of a chain adds one).
    public static let maximumDepth = 64

    /// Parses one expression.
    ///
    /// - Parameter source: the expression; offsets in the result and in errors
    ///   are Character offsets into it.
    /// - Returns: the tree.
    /// - Throws: ``ExpressionError`` with kind `.syntax`, `.tooLong` or
    ///   `.tooDeep`, pointing at the first problem.
    public static func parse(_ source: String) throws(ExpressionError) -> Expr {
        try SwiftFrontEnd.parseExpression(source)
    }

    /// Parses statements, as in a step's `"run"`: `query = "a"`, `withAnimation { items.reverse() }`.
    public static func parseStatements(_ source: String) throws(ExpressionError) -> [Statement] {
        try SwiftFrontEnd.parseStatements(source)
    }
}
