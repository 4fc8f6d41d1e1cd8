import BoardModel

extension FontSpec {
    /// The family of a SwiftUI text's face.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        /// Inter (optical size 14): sizes where SF Pro sets nearer Inter's text design.
        case text
        /// Inter Display (optical size 32): larger sizes.
        case display
        /// `design: .rounded` (SF Pro Rounded's stand-in).
        case rounded
        /// `design: .serif` (New York's stand-in).
        case serif
    }

    /// A line box as SwiftUI's text sets it, in points.
    public struct LineMetrics: Hashable, Sendable {
        /// The first baseline below the text's top.
        public var ascent: Double
        /// The room below the last baseline.
        public var descent: Double
        /// The distance between the baselines of wrapped lines.
        public var pitch: Double
        /// Creates line metrics.
        public init(ascent: Double, descent: Double, pitch: Double) {
            self.ascent = ascent
            self.descent = descent
            self.pitch = pitch
        }
    }
}
