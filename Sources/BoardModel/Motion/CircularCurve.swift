/// `UnitCurve.circularEaseIn`, `.circularEaseOut` and `.circularEaseInOut`, exact
/// (docs/semantics.md §1.1): SwiftUI evaluates them as arcs, not as the Bézier forms it
/// exports to CoreAnimation.
public enum CircularCurve: String, Hashable, Sendable, CaseIterable {
    case easeIn = "circularEaseIn", easeOut = "circularEaseOut", easeInOut = "circularEaseInOut"

    /// The curve's value at `x` in 0...1.
    public func value(at x: Double) -> Double {
        switch self {
        case .easeIn: 1 - max(0, 1 - x * x).squareRoot()
        case .easeOut: max(0, 1 - (1 - x) * (1 - x)).squareRoot()
        case .easeInOut:
            x < 0.5 ? (1 - max(0, 1 - 4 * x * x).squareRoot()) / 2 : (max(0, (8 - 4 * x) * x - 3).squareRoot() + 1) / 2
        }
    }
}
