/// A `CustomAnimation` (iOS 17) as boardgen plays it: the progress its
/// `animate(value:time:context:)` returns for a unit change, run by the
/// interpreter (docs/semantics.md, "Custom animations").
///
/// SwiftUI hands `animate` the change of each animated property and shows the part of it
/// returned; an animation that scales the change (`value.scaled(by: f(t))`, as Apple's
/// examples do) moves every property along the same `f(t)`, which is what a board samples
/// (`animate(value: 1.0, …)`). The animation is done where `animate` first returns nil.
public struct CustomAnimationBody: Hashable, Sendable {
    /// Names the custom animation and its properties (`MyLinearAnimation(duration: 1.0)`).
    public let id: String
    /// The progress at `t` seconds, nil once done.
    public let sample: @Sendable (Double) -> Double?
    /// When it is done: the first time `sample` returns nil (infinite if never within ``maximumTime``).
    public let settleTime: Double
    /// Bounds on the progress while it runs (0 and 1 included).
    public let progressRange: ClosedRange<Double>

    /// The longest a custom animation is followed before it counts as never finishing.
    public static let maximumTime = 60.0
    /// The step at which a custom animation is sampled to find its end and its range.
    public static let scanStep = 1.0 / 240

    /// Creates a body, finding its end and range by sampling `sample`.
    public init(id: String, sample: @escaping @Sendable (Double) -> Double?) {
        self.id = id
        self.sample = sample
        var low = 0.0, high = 1.0, end = Double.infinity
        var t = 0.0
        while t <= Self.maximumTime {
            guard let p = sample(t), p.isFinite else {
                // Refine the end between the last running sample and this one.
                var a = max(0, t - Self.scanStep), b = t
                if t == 0 { end = 0; break }
                for _ in 0..<20 {
                    let m = (a + b) / 2
                    if sample(m) == nil { b = m } else { a = m }
                }
                end = b
                break
            }
            low = min(low, p)
            high = max(high, p)
            t += Self.scanStep
        }
        settleTime = end
        progressRange = low...high
    }

    public static func == (a: CustomAnimationBody, b: CustomAnimationBody) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
