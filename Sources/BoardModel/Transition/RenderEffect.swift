/// A render effect inside a view: it moves what is drawn, not the layout.
public enum RenderEffect: Hashable, Sendable {
    case offset(x: Double, y: Double)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(radians: Double, anchor: UnitPoint)
    case rotation3D(Rotation3D)
    /// A `GeometryEffect` a Swift file declares (`.modifier(Wobble(amount: 8))`): its
    /// `effectValue(size:)` run at `values` of its `animatableData` for the view's size.
    case body(AnimatableBody, values: [Double])

    /// The map of the effect on a view laid out at `frame` (anchors are in the frame).
    package func homography(in frame: Rect) -> Homography {
        func point(_ a: UnitPoint) -> Point { Point(frame.minX + a.x * frame.width, frame.minY + a.y * frame.height) }
        switch self {
        case let .offset(x, y): return .translation(x, y)
        case let .scale(x, y, anchor): return .scale(x, y, about: point(anchor))
        case let .rotation(radians, anchor): return .rotation(radians, about: point(anchor))
        case let .rotation3D(r):
            // The projection of the view's own size, moved to its frame.
            return Homography.translation(-frame.minX, -frame.minY)
                .followed(by: r.homography(in: frame.size)).followed(by: .translation(frame.minX, frame.minY))
        case let .body(body, values):
            let own = Effect([.animatable(body, values: values)]).pose(viewSize: frame.size).transform
            return Homography.translation(-frame.minX, -frame.minY).followed(by: own).followed(by: .translation(frame.minX, frame.minY))
        }
    }
}
