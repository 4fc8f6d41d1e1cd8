/// How a `Text` shows a change of its string (docs/semantics.md §8).
public enum ContentTransition: String, Hashable, Sendable, CaseIterable {
    /// The new string replaces the old at once.
    case identity
    /// The old string fades out while the new one fades in, with the animation (SwiftUI's default).
    case opacity
}

/// A tile colour: one of SwiftUI's named colours (resolved per theme) or an sRGB value.
public indirect enum Tint: Hashable, Sendable {
    /// A named system colour, e.g. `blue`.
    case named(String)
    /// A fixed colour.
    case rgb(Color)
    /// `colour.opacity(o)`: the colour with its alpha multiplied by `o`.
    case opacity(Tint, Double)
}
