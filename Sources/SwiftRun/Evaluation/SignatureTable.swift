import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// The signatures of one family of members — the static animations, the
/// animation modifiers, the named unit points — looked up by name.
///
/// A table keeps its entries' order for listings and for ties between
/// equally close suggestions.
public struct SignatureTable<Result>: Sendable {
    /// What the entries are, for messages: `animation`, `modifier`.
    public var noun: String
    /// The entries, in the order they are listed.
    public private(set) var signatures: [Signature<Result>]
    private var index: [String: Int] = [:]
    /// Names SwiftUI has that a board cannot show, with why: the message for them
    /// says so instead of "unknown".
    public var refusals: [String: String] = [:]
    /// For a capitalised name the table does not have: where such a thing is
    /// declared (`'Tilt' is not a Transition boardgen has read; declare …`),
    /// given the name and the context phrase (` for 'with:' of '.combined'`).
    public var undeclared: (@Sendable (_ name: String, _ context: String) -> String)?
    /// The message for a name no entry has and none is near (a modifier the app declares in a
    /// file not read); nil: the list of the names.
    public var unmatched: (@Sendable (_ name: String, _ context: String) -> String)?
    /// Names accepted with any arguments and ignored (styling that changes nothing drawn).
    public var ignored: Set<String> = []

    /// Creates a table. Names must be unique.
    public init(noun: String, _ signatures: [Signature<Result>]) {
        self.noun = noun
        self.signatures = []
        for signature in signatures { add(signature) }
    }

    /// Adds an entry. Adding a name twice is a programming error.
    public mutating func add(_ signature: Signature<Result>) {
        precondition(index[signature.name] == nil, "duplicate \(noun) '\(signature.name)'")
        index[signature.name] = signatures.count
        signatures.append(signature)
    }

    /// The entry called `name`.
    public subscript(name: String) -> Signature<Result>? { index[name].map { signatures[$0] } }

    /// The names a person writes, in order (an underscored one is boardgen's own, written by the interpreter).
    public var names: [String] { signatures.map(\.name).filter { !$0.hasPrefix("_") } }

    /// The nearest name to `typed`, if one is close enough.
    public func suggestion(for typed: String) -> String? {
        Suggester.suggestion(for: typed, among: names)
    }

    /// The `.unknownName` error for `name`, listing the valid names with a
    /// leading dot and suggesting the nearest.
    public func unknown(_ name: String, at range: SourceRange, context: String? = nil) -> ExpressionError {
        if let reason = refusals[name] {
            return ExpressionError(.unsupported, at: range, "'.\(name)'\(Wording.context(context)) cannot be shown on a board: \(reason)")
        }
        let near = suggestion(for: name)
        if near == nil, let unmatched {
            return ExpressionError(.unknownName, at: range, unmatched(Quoting.clip(name), Wording.context(context)))
        }
        return ExpressionError(
            .unknownName, at: range,
            "unknown \(noun) '.\(Quoting.clip(name))'\(Wording.context(context)); expected "
                + Wording.list(names.map { "." + $0 }),
            suggestion: near.map { "." + $0 })
    }
}
