import SwiftFront
import BoardModel
import BoardScene
/// What a `Path` view or a `Shape` of the program's own draws: its segments for the rectangle
/// it is laid out in (origin at the view's top-left), computed when the frame is known (a
/// `Shape`'s `path(in:)` run by the interpreter). Compared by identity, as a GeometryReader's content.
public final class CustomShapePath: Hashable, @unchecked Sendable {
    /// The type it is drawn by, as the dump names the view (`Path`, `Triangle`).
    public let name: String
    /// The segments for a rectangle of a size, at the origin.
    package let make: @Sendable (Size) throws(ExpressionError) -> [PathElement]

    package init(name: String, make: @escaping @Sendable (Size) throws(ExpressionError) -> [PathElement]) {
        self.name = name
        self.make = make
    }

    /// The segments in `rect` (moved to its origin); none when the path cannot be made there.
    package func segments(in rect: Rect) -> [PathElement] {
        guard let local = try? make(rect.size) else { return [] }
        return local.map { $0.offsetBy(rect.minX, rect.minY) }
    }

    public static func == (a: CustomShapePath, b: CustomShapePath) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
