/// How a `Text` shows a change of its string (docs/semantics.md §8).
public enum ContentTransition: String, Hashable, Sendable, CaseIterable {
    /// The new string replaces the old at once.
    case identity
    /// The old string fades out while the new one fades in, with the animation (SwiftUI's default).
    case opacity
    /// `.numericText()`: the characters that change roll — the old ones rise out of place and
    /// fade, the new ones rise into place from a line below and fade in — while those that stay
    /// stay (strings of one length; a string of another length rolls whole).
    case numericUp
    /// `.numericText(countsDown: true)`: the same roll downwards.
    case numericDown
    /// `.numericText(value:)`: up when the number the new string shows is larger, down when smaller.
    case numericByValue

    /// Whether the change rolls (``numericUp``, ``numericDown``, ``numericByValue``).
    public var isNumeric: Bool { self == .numericUp || self == .numericDown || self == .numericByValue }
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
