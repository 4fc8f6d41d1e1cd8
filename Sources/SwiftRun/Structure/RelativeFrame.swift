import SwiftFront
import BoardModel

/// `.containerRelativeFrame(_:alignment:)`, `(_:count:span:spacing:alignment:)` and
/// `(_:alignment:_ length:)`: a frame along the named axes whose length comes from the nearest
/// container's — the enclosing scroll view's visible size, else the window's — as SwiftUI's
/// documentation gives it: the container's length shared among `count` columns with `spacing`
/// between them, `span` of them taken (`(length − spacing × (count − 1)) / count × span +
/// spacing × (span − 1)`), or what the closure makes of the length. Compared by identity (its
/// closure is run by the interpreter).
public final class RelativeFrame: Hashable, @unchecked Sendable {
    /// The axes it sizes.
    public let horizontal: Bool, vertical: Bool
    /// How the content is placed in the frame.
    public let alignment: UnitPoint
    /// The length along an axis for the container's length along it.
    package let length: @Sendable (Double, Axis) throws(ExpressionError) -> Double

    package init(horizontal: Bool, vertical: Bool, alignment: UnitPoint,
                 length: @escaping @Sendable (Double, Axis) throws(ExpressionError) -> Double) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        self.length = length
    }

    /// The grid form's length: `count` columns with `spacing` between them, `span` taken.
    package static func grid(_ length: Double, count: Int, span: Int, spacing: Double) -> Double {
        let column = (length - spacing * Double(count - 1)) / Double(count)
        return max(0, column * Double(span) + spacing * Double(span - 1))
    }

    public static func == (a: RelativeFrame, b: RelativeFrame) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
