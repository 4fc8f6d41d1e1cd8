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
    /// SwiftUI's arithmetic, read from its documented behaviour: fixed items take their width; the
    /// width left after them and the spacings is shared equally among the other items (a flexible
    /// one clamped to its range, the surplus going to the others); an adaptive item fills its share
    /// with as many columns of at least its minimum as fit, sharing it equally.
    static func columns(_ items: [GridItemSpec], width: Double?, defaultSpacing: Double,
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
        var left = max(0, width - fixed - spacings.dropLast().reduce(0, +))
        var shares = [Double?](repeating: nil, count: items.count)
        // Clamped flexible items first take their bound; the rest share what remains.
        var open = items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
        var changed = true
        while changed, !open.isEmpty {
            changed = false
            let share = left / Double(open.count)
            for k in open {
                if case let .flexible(lo, hi) = items[k].size, share < lo || share > hi {
                    shares[k] = share < lo ? lo : hi
                    left -= shares[k]!
                    open.removeAll { $0 == k }
                    changed = true
                    break
                }
            }
        }
        let share = open.isEmpty ? 0 : max(0, left / Double(open.count))
        var result: [(width: Double, spacing: Double, alignment: UnitPoint?)] = []
        for (k, item) in items.enumerated() {
            switch item.size {
            case let .fixed(w): result.append((w, spacings[k], item.alignment))
            case .flexible: result.append((shares[k] ?? share, spacings[k], item.alignment))
            case let .adaptive(lo, hi):
                let s = spacings[k]
                let count = max(1, Int(((share + s) / (max(lo, 1e-9) + s)).rounded(.down)))
                let w = min(hi, max(0, (share - Double(count - 1) * s) / Double(count)))
                for _ in 0..<min(count, 1000) { result.append((w, s, item.alignment)) }
            }
        }
        return result
    }
}
