import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// HStack, VStack and ZStack (OpenSwiftUI's `StackLayout` and `_ZStackLayout`).
extension LayoutEngine {
    /// A stack's size at a proposal and its children's frames relative to its origin.
    package struct StackResult {
        package var size: Size
        package var frames: [Rect]
        /// What each child was offered.
        package var proposals: [ProposedSize] = []
    }

    /// The distance before child `k` of stack `i`: the stack's spacing, or the platform's
    /// default between two views and none next to a `Spacer` (whose spacing is zero).
    package func distances(_ i: Int, _ options: StackOptions) -> [Double] {
        let children = tree[i].children
        return children.indices.map { k in
            guard k > 0 else { return 0 }
            if let s = options.spacing { return s }
            return isSpacer(children[k - 1]) || isSpacer(children[k]) ? 0 : platform.defaultSpacing
        }
    }

    /// `StackLayout.placeChildren(in:)`: each child's size and place along `axis`.
    ///
    /// With a length along the axis, the children are offered room in fitting order: higher
    /// `layoutPriority` first, and among equals the least flexible first (the smallest range
    /// between the length it takes when offered 0 and when offered infinity). Each is offered
    /// an even share of what is left (after the minimum lengths of lower priorities are set
    /// aside) and takes what it takes. Without a length, each is asked for its ideal size.
    /// Across the axis children are aligned by the stack's alignment, and the stack is as
    /// thick as the union of their aligned extents.
    package func stackLayout(_ i: Int, _ axis: Axis, _ options: StackOptions, _ p: ProposedSize) -> StackResult {
        let children = tree[i].children
        guard !children.isEmpty else { return StackResult(size: Size(0, 0), frames: []) }
        let minor = axis.other
        let distance = distances(i, options)
        let internalSpacing = distance.reduce(0, +)
        var sizes = Array(repeating: Size(0, 0), count: children.count)
        var offered = Array(repeating: ProposedSize.unspecified, count: children.count)
        if let major = p[axis] {
            let priority = children.map(priority)
            var minimum = [Double?](repeating: nil, count: children.count)
            var maximum = [Double?](repeating: nil, count: children.count)
            func minLength(_ k: Int) -> Double {
                if let m = minimum[k] { return m }
                let m = size(children[k], ProposedSize(0, along: axis, minor: p[minor]))[axis]
                minimum[k] = m
                return m
            }
            func maxLength(_ k: Int) -> Double {
                if let m = maximum[k] { return m }
                let m = size(children[k], ProposedSize(.infinity, along: axis, minor: p[minor]))[axis]
                maximum[k] = m
                return m
            }
            func fitsBefore(_ a: Int, _ b: Int) -> Bool {
                guard priority[a] == priority[b] else { return priority[a] > priority[b] }
                return Self.lessFlexible(min: minLength(a), max: maxLength(a), than: minLength(b), max: maxLength(b))
            }
            // Insertion sort: stable, as SwiftUI's for up to 32 children.
            var order = Array(children.indices)
            for x in 1..<max(order.count, 1) {
                var y = x
                while y > 0, fitsBefore(order[y], order[y - 1]) { order.swapAt(y, y - 1); y -= 1 }
            }
            var available = major - internalSpacing
            var index = 0
            while index < order.count {
                let group = priority[order[index]]
                var end = index + 1
                while end < order.count, priority[order[end]] == group { end += 1 }
                if index == 0 {
                    available -= order[end...].reduce(0) { $0 + minLength($1) }
                } else {
                    available += order[index..<end].reduce(0) { $0 + minLength($1) }
                }
                var remaining = end - index
                for k in order[index..<end] {
                    let share = max(available / Double(remaining), 0)
                    offered[k] = ProposedSize(share, along: axis, minor: p[minor])
                    let s = size(children[k], offered[k])
                    sizes[k] = s
                    let taken = s[axis]
                    if !(available - taken).isNaN { available -= taken }
                    remaining -= 1
                }
                index = end
            }
        } else {
            for (k, child) in children.enumerated() {
                offered[k] = ProposedSize(nil, along: axis, minor: p[minor])
                sizes[k] = size(child, offered[k])
            }
        }
        // Across the axis: each child at minus its alignment value, the stack spanning their union.
        var minorOrigins: [Double] = []
        var low = 0.0, high = 0.0
        for (k, child) in children.enumerated() {
            let origin = -alignmentValue(child, sizes[k], minor, options)
            minorOrigins.append(origin)
            low = min(low, origin)
            high = max(high, origin + sizes[k][minor])
        }
        var position = 0.0
        var frames: [Rect] = []
        for k in children.indices {
            let majorOrigin = position + distance[k]
            position = majorOrigin + sizes[k][axis]
            let m = minorOrigins[k] - low
            frames.append(axis == .horizontal
                ? Rect(x: majorOrigin, y: m, width: sizes[k].width, height: sizes[k].height)
                : Rect(x: m, y: majorOrigin, width: sizes[k].width, height: sizes[k].height))
        }
        // Negative spacing overlaps the children; the stack is never shorter than nothing.
        return StackResult(size: Size(max(0, position), along: axis, minor: high - low), frames: frames, proposals: offered)
    }

    /// `_LayoutTraits.FlexibilityEstimate.<`: the smaller range is less flexible; between two
    /// unbounded ones, the one with the larger minimum.
    package static func lessFlexible(min a0: Double, max a1: Double, than b0: Double, max b1: Double) -> Bool {
        let da = a1 - a0, db = b1 - b0
        if da == db {
            let ea = da == .infinity ? -a0 : 0, eb = db == .infinity ? -b0 : 0
            return ea < eb
        }
        return da < db
    }

    /// The proposal a stack re-lays its children with when placed: across its axis, the size it chose
    /// where it was offered none (so `frame(maxWidth: .infinity)` children of a fixed-size VStack
    /// span its width).
    package static func placingProposal(_ axis: Axis, _ p: ProposedSize, size: Size) -> ProposedSize {
        axis == .horizontal
            ? ProposedSize(width: p.width, height: p.height ?? size.height)
            : ProposedSize(width: p.width ?? size.width, height: p.height)
    }

    /// A child's alignment value across a stack's axis: the alignment's fraction of its size, or
    /// for `.firstTextBaseline`/`.lastTextBaseline` its text's baseline (a view without text
    /// aligns its bottom, as SwiftUI's default baseline guide).
    package func alignmentValue(_ child: Int, _ size: Size, _ minor: Axis, _ options: StackOptions) -> Double {
        let fraction: Double? = minor == .vertical && options.baseline != nil ? nil : (minor == .horizontal ? options.alignment.x : options.alignment.y)
        if let g = guide(child, axis: minor, fraction: fraction), let value = try? g.value(size) { return value }
        if minor == .vertical, let baseline = options.baseline {
            return self.baseline(child, size, last: baseline == .last) ?? size.height
        }
        return (minor == .horizontal ? options.alignment.x : options.alignment.y) * size[minor]
    }

    /// The `.alignmentGuide` node `i` carries for the alignment of `axis` at `fraction` (nil: a
    /// baseline), found through the modifiers that do not move it (opacity, effects, clips).
    package func guide(_ i: Int, axis: Axis, fraction: Double?) -> AlignmentGuide? {
        switch tree[i].kind {
        case let .alignmentGuide(g) where g.axis == axis && g.fraction == fraction: g
        case .render, .priority, .gridCell, .alignmentGuide, .ignoresSafeArea:
            guide(tree[i].children[0], axis: axis, fraction: fraction)
        default: nil
        }
    }

    /// The text baseline of node `i` laid out at `size`, from its top; nil when it shows no text.
    package func baseline(_ i: Int, _ size: Size, last: Bool) -> Double? {
        let node = tree[i]
        switch node.kind {
        case .text:
            let m = measure(i, width: size.width)
            return last ? m.lastBaseline : m.firstBaseline
        case .control(.image(_, false, false)):
            // A symbol sits on its font's baseline (docs/symbols.md).
            return symbolGeometry(i).baseline
        case let .padding(top, leading, bottom, trailing):
            let inner = Size(max(0, size.width - leading - trailing), max(0, size.height - top - bottom))
            return baseline(node.children[0], inner, last: last).map { $0 + top }
        case .render, .priority, .gridCell, .alignmentGuide, .background, .overlay, .fixedSize, .aspectRatio, .ignoresSafeArea:
            return baseline(node.children[0], size, last: last)
        case .frame, .flexibleFrame:
            let placed = childFrames(i, in: Rect(x: 0, y: 0, width: size.width, height: size.height), ProposedSize(size))
            guard let f = placed.first else { return nil }
            return baseline(node.children[0], f.size, last: last).map { $0 + f.minY }
        case .stack:
            let placed = childFrames(i, in: Rect(x: 0, y: 0, width: size.width, height: size.height), ProposedSize(size))
            let pairs = Array(zip(node.children, placed))
            for (child, f) in last ? pairs.reversed() : pairs {
                if let b = baseline(child, f.size, last: last) { return b + f.minY }
            }
            return nil
        default:
            return nil
        }
    }

    /// `_ZStackLayout`: every child offered the proposal; the stack as large as the largest
    /// child of the highest priority; children aligned by the stack's alignment.
    package func zStackLayout(_ i: Int, _ options: StackOptions, _ p: ProposedSize) -> StackResult {
        let children = tree[i].children
        guard !children.isEmpty else { return StackResult(size: Size(0, 0), frames: []) }
        let top = children.map(priority).max() ?? 0
        // The union of the children aligned on their alignment values (the largest child's size,
        // unless an `.alignmentGuide` moves one out).
        var size = Size(0, 0)
        var left = 0.0, right = 0.0, above = 0.0, below = 0.0, guided = false
        for child in children where priority(child) == top {
            let s = self.size(child, p)
            size = Size(max(size.width, s.width), max(size.height, s.height))
            let gx = guide(child, axis: .horizontal, fraction: options.alignment.x).flatMap { try? $0.value(s) }
            let gy = guide(child, axis: .vertical, fraction: options.alignment.y).flatMap { try? $0.value(s) }
            guided = guided || gx != nil || gy != nil
            let x = gx ?? options.alignment.x * s.width, y = gy ?? options.alignment.y * s.height
            left = max(left, x); right = max(right, s.width - x)
            above = max(above, y); below = max(below, s.height - y)
        }
        return StackResult(size: guided ? Size(left + right, above + below) : size, frames: [])
    }
}
