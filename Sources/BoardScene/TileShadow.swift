import BoardModel
/// A `.shadow(color:radius:x:y:)` under a view: its silhouette in `color`, blurred, moved.
///
/// SwiftUI draws a shadow under each view it reaches (a stack's shadow falls from each of its
/// views, not from the stack as one picture), so a view's tile carries its own.
public struct TileShadow: Hashable, Sendable {
    /// The colour (its alpha included); SwiftUI's default is black at 33 % (`Color(.sRGBLinear,
    /// white: 0, opacity: 0.33)`).
    public var color: Color
    /// The blur radius in points, drawn as a Gaussian of σ = ``sigmaPerRadius`` × radius.
    public var radius: Double
    /// The offset in points.
    public var x: Double, y: Double
    /// The clips above the `.shadow` (in tile coordinates, through the tile's transform): they cut
    /// the shadow; the clips below it shape what casts it (a rounded card casts a rounded shadow).
    public var clips: [LeafClip] = []
    /// The compositing group casting it, when it is one (`.compositingGroup().shadow(…)`): the
    /// group's other views' tiles (``members``) join this tile's silhouette.
    public var group: String? = nil
    /// The tiles of the group's other views at the instant, in board coordinates.
    public var members: [TileScene] = []

    /// How a shadow's radius maps to its Gaussian's σ. Uncertain (docs/semantics.md, uncertainty
    /// list): Core Animation's `shadowRadius`, which the radius is taken to be, is usually
    /// matched to a CSS blur of twice its value, i.e. σ = radius.
    public static let sigmaPerRadius = 1.0
    /// SwiftUI's default shadow colour.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, alpha: 0.33)

    /// Creates a shadow.
    public init(color: Color = TileShadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    /// Its numbers, which animate: colour, radius, offset.
    package var numbers: [Double] { [color.red, color.green, color.blue, color.alpha, radius, x, y] }

    /// A shadow from ``numbers``.
    package func with(numbers n: [Double]) -> TileShadow {
        var s = TileShadow(color: Color(red: n[0], green: n[1], blue: n[2], alpha: n[3]), radius: max(0, n[4]), x: n[5], y: n[6])
        s.clips = clips
        s.group = group
        s.members = members
        return s
    }
}
