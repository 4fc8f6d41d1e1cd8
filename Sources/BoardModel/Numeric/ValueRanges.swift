/// The documented range of every number a board or an expression may hold
/// (docs/board-format.md, "Numbers"). Values are checked against these when
/// they are read, with the same message in `check` and in every command, so
/// that a board that checks can be drawn.
///
/// The ranges are generous for real boards and keep the arithmetic finite:
/// times fit the longest cycle, tiles stay within what cairo and FreeType can
/// draw (text at most a few thousand pixels high, coordinates well inside
/// cairo's 24.8 fixed point).
public enum ValueRanges {
    /// Durations, responses, delays and blend durations, in seconds:
    /// at most the longest cycle (``BoardFileReader/maximumCycle``).
    public static let seconds: ClosedRange<Double> = 0...600
    /// `.delay(_:)`, in seconds: a negative delay starts the animation that far into its curve
    /// (docs/semantics.md, "Negative delays").
    public static let delay: ClosedRange<Double> = -600...600
    /// `.logicallyComplete(after:)`, in seconds.
    public static let logicalCompletion: ClosedRange<Double> = 0...600
    /// `.speed(_:)` factors.
    public static let speed: ClosedRange<Double> = 0.001...1000
    /// Scale factors of `.scale` and of custom effects.
    public static let scale: ClosedRange<Double> = -100...100
    /// Offsets and sizes, in points.
    public static let points: ClosedRange<Double> = -100_000...100_000
    /// Unit-point coordinates (anchors): 0…1 is the view, a little beyond is allowed.
    public static let unitPoint: ClosedRange<Double> = -10...10
    /// The y coordinates of timing-curve control points.
    public static let curveY: ClosedRange<Double> = -100...100
    /// Damping fractions of springs.
    public static let dampingFraction: ClosedRange<Double> = 0...100
    /// Masses of interpolating springs.
    public static let mass: ClosedRange<Double> = 1e-6...1e6
    /// Stiffnesses of interpolating springs.
    public static let stiffness: ClosedRange<Double> = 1e-6...1e7
    /// Damping coefficients of interpolating springs.
    public static let damping: ClosedRange<Double> = 0...1e7
    /// Initial velocities of interpolating springs, in changes per second.
    public static let velocity: ClosedRange<Double> = -1000...1000
    /// `.repeatCount(_:)`: a count of 1 or less plays once, as in SwiftUI.
    public static let repeatCount: ClosedRange<Double> = -10_000...10_000
    /// Line widths and corner radii, in points.
    public static let spacing: ClosedRange<Double> = 0...1000
    /// Stack spacing and padding, in points: negative values overlap views, as in SwiftUI.
    public static let signedSpacing: ClosedRange<Double> = -1000...1000
    /// A view's `.frame(width:height:)` on a board, in points.
    public static let frameLength: ClosedRange<Double> = 0...10_000
    /// Rotation-axis components of custom effects.
    public static let axis: ClosedRange<Double> = -1000...1000

    /// The most a tile may be stretched by its transition at any instant (the
    /// product of its scale factors): its label is then at most ~5,000 px
    /// high at `--scale 4`, which FreeType still draws.
    public static let maximumTileStretch = 100.0
    /// The furthest a tile may move from its slot at any instant, in points.
    public static let maximumTileReach = 100_000.0

    /// `from a to b` for messages.
    public static func describe(_ range: ClosedRange<Double>) -> String {
        "from \(NumberFormat.plain(range.lowerBound)) to \(NumberFormat.plain(range.upperBound))"
    }
}
