import SwiftFront
import BoardScene
import BoardModel
/// A gradient as a view writes it: `LinearGradient(colors: [.blue, .purple], startPoint: .top,
/// endPoint: .bottom)`, `RadialGradient(gradient: Gradient(stops: …), center: .center,
/// startRadius: 0, endRadius: 80)`, `.linearGradient(…)` as a fill.
public struct GradientStyle: Hashable, Sendable {
    /// How colour varies across the view's frame.
    public enum Kind: Hashable, Sendable {
        /// Along the line from `start` to `end` (unit points of the frame); constant across it.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Outward from `center` (a unit point of the frame), from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Around `center` (a unit point of the frame), clockwise from `startAngle` to `endAngle`
        /// (radians from the trailing direction; ``ShapeGradient/Geometry/angular(center:startAngle:endAngle:radius:)``).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// A colour at a place along the gradient, 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Tint
        /// Where, 0 (start) … 1 (end).
        public var location: Double
        /// Creates a stop.
        public init(color: Tint, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Linear, radial or angular.
    public var kind: Kind
    /// The stops, in order of location.
    public var stops: [Stop]

    /// Creates a gradient; `colors` without locations are spread evenly, first to last.
    public init(_ kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// Stops for colours spread evenly from 0 to 1 (one colour: a solid fill).
    public static func evenly(_ colors: [Tint]) -> [Stop] {
        colors.enumerated().map { i, c in Stop(color: c, location: colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0) }
    }
}


