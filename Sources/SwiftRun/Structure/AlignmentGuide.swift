import SwiftFront
import BoardScene
import BoardModel
/// `.alignmentGuide(_:computeValue:)`: where a view's guide for one alignment is, from its
/// dimensions (`{ d in d[.trailing] }`), overriding the alignment's fraction of its size when a
/// stack aligns it by that alignment. Compared by identity (its closure is run by the interpreter).
public final class AlignmentGuide: Hashable, @unchecked Sendable {
    /// The alignment's kind: `.horizontal` for a `HorizontalAlignment` (a VStack's or ZStack's x),
    /// `.vertical` for a `VerticalAlignment` (an HStack's or ZStack's y).
    public let axis: Axis
    /// Its fraction of the view's size (leading/top 0, center 0.5, trailing/bottom 1), or nil for a
    /// text baseline (`firstTextBaseline`, `lastTextBaseline`).
    public let fraction: Double?
    /// The guide's value for a view of a size.
    package let value: @Sendable (Size) throws(ExpressionError) -> Double

    package init(axis: Axis, fraction: Double?, value: @escaping @Sendable (Size) throws(ExpressionError) -> Double) {
        self.axis = axis
        self.fraction = fraction
        self.value = value
    }

    /// The alignments SwiftUI names, with their axis and fraction.
    package static let alignments: [String: (axis: Axis, fraction: Double?)] = [
        "leading": (.horizontal, 0), "trailing": (.horizontal, 1), "HorizontalAlignment.center": (.horizontal, 0.5),
        "HorizontalAlignment.leading": (.horizontal, 0), "HorizontalAlignment.trailing": (.horizontal, 1),
        "top": (.vertical, 0), "bottom": (.vertical, 1), "VerticalAlignment.center": (.vertical, 0.5),
        "VerticalAlignment.top": (.vertical, 0), "VerticalAlignment.bottom": (.vertical, 1),
        "firstTextBaseline": (.vertical, nil), "lastTextBaseline": (.vertical, nil),
    ]

    public static func == (a: AlignmentGuide, b: AlignmentGuide) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
