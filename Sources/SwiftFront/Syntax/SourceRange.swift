import BoardModel
/// A half-open range of positions in an expression's source text.
///
/// Offsets count **Characters** (extended grapheme clusters, Swift's
/// `String.count`), starting at 0 — not bytes and not Unicode scalars. So in
/// `"é".spring` the `.` is at offset 3 whatever the encoding of `é`, and a
/// column shown to a user is `offset + 1` on a one-line expression. Use a
/// ``SourceMap`` to turn offsets into lines and columns of the text the
/// expression came from.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The offset of the first character.
    public var start: Int
    /// The offset just past the last character; equal to `start` for an
    /// empty range (a position, such as the end of the input).
    public var end: Int

    /// Creates a range; `end` must not precede `start`.
    public init(_ start: Int, _ end: Int) {
        precondition(start <= end, "SourceRange: end \(end) precedes start \(start)")
        self.start = start
        self.end = end
    }

    /// An empty range at `offset`.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(offset, offset) }

    /// The number of characters covered.
    public var count: Int { end - start }

    /// Whether the range covers no character.
    public var isEmpty: Bool { start == end }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }

    /// Whether `offset` lies inside the range.
    public func contains(_ offset: Int) -> Bool { start <= offset && offset < end }

    /// `start..<end`.
    public var description: String { "\(start)..<\(end)" }
}
