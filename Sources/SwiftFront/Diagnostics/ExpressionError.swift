import BoardModel
/// Why an expression could not be parsed or evaluated, and where.
///
/// The ``message`` names what was found and what would be valid; the
/// ``range`` points at the offending text (Character offsets into the
/// expression, see ``SourceRange``). ``description`` is the message plus the
/// suggestion, without a position: render a full diagnostic with a column and
/// a caret line with ``DiagnosticRenderer``.
///
/// ```swift
/// do { _ = try Animation(parsing: ".bouncey") } catch {
///     print(error)  // unknown animation '.bouncey'; did you mean '.bouncy'?
///     print(error.range)  // 0..<8
/// }
/// ```
public struct ExpressionError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The broad class of a problem; lets callers and tests tell them apart.
    public enum Kind: String, Hashable, Sendable {
        /// The text is not valid syntax (a missing `)`, a stray character, `.5`).
        case syntax
        /// The expression is longer than ``ExpressionParser/maximumLength``.
        case tooLong
        /// The expression nests deeper than ``ExpressionParser/maximumDepth``.
        case tooDeep
        /// An unknown name: animation, member, modifier, type.
        case unknownName
        /// Argument labels or counts match no form of the call.
        case arguments
        /// A value has the wrong type (a string where a number is expected).
        case type
        /// A value has the right type but is out of range (a negative duration).
        case value
        /// A construct SwiftUI has that a board cannot show (a shadow, a shader, state).
        case unsupported
        /// An error the app's code throws as Swift would (a file its fresh sandbox does not hold):
        /// `try?` makes it nil, a `do`'s `catch` runs; uncaught, it stops the board as the app would.
        case thrown
    }

    /// A secondary remark, optionally pointing at a second place.
    public struct Note: Hashable, Sendable {
        /// The remark.
        public var message: String
        /// Where it points, if anywhere.
        public var range: SourceRange?

        /// Creates a note.
        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// The class of problem.
    public var kind: Kind
    /// Where the problem is, in Characters of the expression.
    public var range: SourceRange
    /// What was found and what would be valid, without the position.
    public var message: String
    /// The valid spelling the user probably meant (`.bouncy`, `duration:`), if any.
    public var suggestion: String?
    /// A secondary remark, if any.
    public var note: Note?
    /// The declaration the problem belongs to, when it is one that cannot be
    /// read (a Swift declaration whose code fails; the interpreter's
    /// `inDeclaration` sets it): every use of it fails the same way, and a
    /// report of a whole file says it once.
    public var declaration: String?
    /// Where in a Swift file the expression at fault was written, when it was moved from there
    /// (``Expr/written``): ``SwiftEnvironment/located(_:)`` names that line in the message.
    public var written: Expr.WrittenAt?

    /// Creates an error.
    public init(
        _ kind: Kind, at range: SourceRange, _ message: String, suggestion: String? = nil, note: Note? = nil
    ) {
        self.kind = kind
        self.range = range
        self.message = message
        self.suggestion = suggestion
        self.note = note
    }

    /// The message and, when there is one, "did you mean …?".
    public var description: String {
        guard let suggestion else { return message }
        return "\(message); did you mean '\(suggestion)'?"
    }
}
