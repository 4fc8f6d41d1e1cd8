import BoardScene

/// SF Pro's vertical metrics: a line's height and the distance between wrapped lines.
extension SystemFontMetrics {
    /// SF Pro's ascender, em: 1950/2048 (capsize's metrics of `SF Pro`).
    public static let ascent = 1950.0 / 2048
    /// SF Pro's descender, em: 494/2048. Uncertain: UIKit's 17-pt system font is 20.29 pt tall
    /// (ascender + descender = 2444/2048 em); capsize's `.SFNS-Regular` (macOS) has 1980 + 432.
    /// Checked against real renders: a one-line body text is 20.33 pt tall at @3x (20.29 rounded up
    /// to the pixel), and a `.title` over a `.subheadline` stack their baselines 20.9 pt + spacing
    /// apart (this model: 21.0).
    public static let descent = 494.0 / 2048

    /// The distance between the baselines of a wrapped text's lines for each text style: Apple's
    /// "Leading" at the default Dynamic Type size (iOS) and the "Line height" of macOS's built-in
    /// styles (Human Interface Guidelines, "Typography", "Specifications"). Checked on iOS: real
    /// renders of a three-line body text put its lines 22 pt apart. Uncertain on macOS.
    public static func leading(of style: TextStyle, on platform: Platform) -> Double {
        switch platform {
        case .iOS:
            switch style {
            case .largeTitle: 41
            case .title: 34
            case .title2: 28
            case .title3: 25
            case .headline, .body: 22
            case .callout: 21
            case .subheadline: 20
            case .footnote: 18
            case .caption: 16
            case .caption2: 13
            }
        case .macOS:
            switch style {
            case .largeTitle: 32
            case .title: 26
            case .title2: 22
            case .title3: 20
            case .headline, .body: 16
            case .callout: 15
            case .subheadline: 14
            case .footnote, .caption, .caption2: 13
            }
        }
    }

    /// The leading of a size without a text style (`.system(size:)`): the styles' leading
    /// interpolated by size, in proportion beyond the smallest and largest. Uncertain: not measured.
    public static func leading(ofSize size: Double, on platform: Platform) -> Double {
        var points: [(size: Double, leading: Double)] = []
        for style in TextStyle.allCases {
            let s = platform.metrics(of: style).size
            if !points.contains(where: { $0.size == s }) { points.append((s, leading(of: style, on: platform))) }
        }
        points.sort { $0.size < $1.size }
        guard let first = points.first, let last = points.last else { return size * (ascent + descent) }
        if size <= first.size { return first.leading * size / first.size }
        if size >= last.size { return last.leading * size / last.size }
        let upper = points.firstIndex { $0.size >= size } ?? points.count - 1
        let a = points[upper - 1], b = points[upper]
        return a.leading + (b.leading - a.leading) * (size - a.size) / (b.size - a.size)
    }

    /// A SwiftUI text's line box at `size`: SF Pro's ascender and descender, its wrapped lines
    /// the style's leading apart (never closer than a line's height).
    public static func lines(size: Double, style: TextStyle?, on platform: Platform) -> FontSpec.LineMetrics {
        let styled = style.map { Self.leading(of: $0, on: platform) } ?? Self.leading(ofSize: size, on: platform)
        let height = size * (ascent + descent)
        return FontSpec.LineMetrics(ascent: size * ascent, descent: size * descent, pitch: max(styled, height))
    }
}
