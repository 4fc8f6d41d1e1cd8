/// `DynamicTypeSize`: the text size a person chose, smallest first. iOS scales its text styles
/// (and fonts made relative to one) by it; `.large` is the default a board draws at.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Smallest first, as SwiftUI compares them.
    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }

    /// Its place in ``allCases``.
    public var rank: Int { Self.allCases.firstIndex(of: self)! }

    /// `ContentSizeCategory`'s spelling of a size (`.extraExtraLarge`, `.accessibilityMedium`),
    /// which `.environment(\.sizeCategory, …)` takes.
    public static func named(_ name: String) -> DynamicTypeSize? {
        if let size = DynamicTypeSize(rawValue: name) { return size }
        let categories: [String: DynamicTypeSize] = [
            "extraSmall": .xSmall, "extraLarge": .xLarge, "extraExtraLarge": .xxLarge, "extraExtraExtraLarge": .xxxLarge,
            "accessibilityMedium": .accessibility1, "accessibilityLarge": .accessibility2,
            "accessibilityExtraLarge": .accessibility3, "accessibilityExtraExtraLarge": .accessibility4,
            "accessibilityExtraExtraExtraLarge": .accessibility5,
        ]
        return categories[name]
    }

    /// A text style's point size at this size on iOS: Apple's Human Interface Guidelines,
    /// "Typography", "Specifications", the iOS and iPadOS Dynamic Type sizes (the `.large` row is
    /// ``Platform/metrics(of:)``'s).
    public func pointSize(of style: TextStyle) -> Double {
        // Columns: largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2.
        let row: [Double] = switch self {
        case .xSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]
        case .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]
        case .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]
        case .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
        case .xLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]
        case .xxLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]
        case .xxxLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]
        case .accessibility1: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]
        case .accessibility2: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]
        case .accessibility3: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]
        case .accessibility4: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]
        case .accessibility5: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]
        }
        let column: Int = switch style {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
        return row[column]
    }

    /// How much a font relative to `style` (`.custom(_:size:relativeTo:)`; `.body` for
    /// `.custom(_:size:)`) grows at this size: the style's size here over its size at `.large`,
    /// as `UIFontMetrics` scales a font.
    public func scale(relativeTo style: TextStyle) -> Double {
        pointSize(of: style) / DynamicTypeSize.large.pointSize(of: style)
    }
}

/// `.dynamicTypeSize(_:)`: the sizes the views below may take. A size is a range of one; the size
/// the environment has is clamped into it (`...DynamicTypeSize.xxxLarge` leaves `.large` as it is).
public struct DynamicTypeSizeRange: Hashable, Sendable {
    /// The smallest size allowed.
    public var lower: DynamicTypeSize
    /// The largest size allowed.
    public var upper: DynamicTypeSize

    /// Creates a range (`lower` ≤ `upper`).
    public init(_ lower: DynamicTypeSize, _ upper: DynamicTypeSize) {
        self.lower = lower
        self.upper = upper
    }

    /// `size` clamped into the range.
    public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize { min(max(size, lower), upper) }
}
