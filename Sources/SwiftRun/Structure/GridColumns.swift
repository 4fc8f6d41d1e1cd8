import SwiftFront
import BoardScene
import BoardModel
/// A `LazyVGrid`'s columns: its `GridItem`s, each a fixed width, a flexible share of the width
/// left, or as many columns of at least a minimum as fit in its share (adaptive).
public struct GridItemSpec: Hashable, Sendable {
    /// How wide a `GridItem` is.
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }
    public var size: Size
    /// The room after it (nil: the platform's default spacing).
    public var spacing: Double?
    /// How a cell sits in its column and row (nil: centred, or the grid's alignment).
    public var alignment: UnitPoint?

    public init(size: Size, spacing: Double? = nil, alignment: UnitPoint? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItemSpec {
    /// The columns `items` make in `width` (nil: each column as wide as `ideal` gives it), with
    /// `defaultSpacing` where an item names none: each column's width, the spacing after it, and its alignment.
    /// SwiftUI's arithmetic as *Thinking in SwiftUI* (objc.io) measured it: fixed items take their
    /// width; from the width left after them and all the spacings, each other item in order is
    /// offered the width still left divided by the number of items still to come — a flexible one
    /// clamps it to its range, an adaptive one fills it with as many columns of at least its
    /// minimum as fit, sharing it equally (at most its maximum each) — and what it took is
    /// subtracted. The columns can add up to more or less than `width` (a clamped item).
    package static func columns(_ items: [GridItemSpec], width: Double?, defaultSpacing: Double,
                        ideal: (Int) -> Double) -> [(width: Double, spacing: Double, alignment: UnitPoint?)] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        guard let width else {
            // Offered no width: each item its fixed width, its minimum or what its cells need.
            return items.enumerated().map { k, item in
                switch item.size {
                case let .fixed(w): (w, spacings[k], item.alignment)
                case let .flexible(lo, hi), let .adaptive(lo, hi): (min(max(ideal(k), lo), hi), spacings[k], item.alignment)
                }
            }
        }
        let fixed = items.reduce(0.0) { if case let .fixed(w) = $1.size { $0 + w } else { $0 } }
        var left = width - fixed - spacings.dropLast().reduce(0, +)
        var toCome = items.filter { if case .fixed = $0.size { false } else { true } }.count
        var result: [(width: Double, spacing: Double, alignment: UnitPoint?)] = []
        for (k, item) in items.enumerated() {
            switch item.size {
            case let .fixed(w): result.append((w, spacings[k], item.alignment))
            case let .flexible(lo, hi):
                let w = min(max(left / Double(toCome), lo), hi)
                result.append((w, spacings[k], item.alignment))
                left -= w
                toCome -= 1
            case let .adaptive(lo, hi):
                let share = max(0, left / Double(toCome)), s = spacings[k]
                let count = max(1, Int(((share + s) / (max(lo, 1e-9) + s)).rounded(.down)))
                let w = min(hi, max(0, (share - Double(count - 1) * s) / Double(count)))
                let shown = min(count, 1000)
                // The sub-columns are `s` apart; the last one is followed by the item's own spacing.
                for _ in 0..<shown { result.append((w, s, item.alignment)) }
                left -= Double(shown) * w + Double(shown - 1) * s
                toCome -= 1
            }
        }
        return result
    }
}
