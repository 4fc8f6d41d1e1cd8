import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// SwiftUI's layout over a ``LayoutTree``: a parent proposes a size, the child chooses its
/// own, the parent places it (docs/semantics.md, "Layout"; the rules follow OpenSwiftUI's
/// `StackLayout`, `_FrameLayout`, `_FlexFrameLayout`, `_PaddingLayout`, `Spacer` and
/// `_FixedSizeLayout`).
///
/// Sizes are memoised per node and proposal: a stack asks each child for its size at 0 and
/// at infinity (to order them by flexibility) and then at its share, and nested stacks ask
/// again, so without the memo the work would grow exponentially with depth.
package final class LayoutEngine {
    package let tree: LayoutTree
    package let measurer: any TextMeasuring
    /// Whether `.compositingGroup()` makes its views cast the shadows above it as one picture
    /// (each view is drawn on its own: program boards); a grid cell's view is drawn as one
    /// picture already, where the group changes nothing.
    package var composesGroups = false
    /// Where the root's origin is in its window (a root narrower or shorter than the window is
    /// centred in it): what a GeometryReader's `frame(in: .global)` adds to a frame.
    package var windowOrigin = Point(0, 0)
    /// The device's safe area and screen size (``Device``): where `.ignoresSafeArea` reaches out
    /// to. Zero insets: a window without one, where `.ignoresSafeArea` changes nothing.
    package var safeArea = SafeAreaInsets.zero
    /// The frames of the coordinate spaces around the node being placed (named ones and the nearest
    /// scroll view's, ``CoordinateSpaceName``), in this engine's coordinates: what a GeometryReader's
    /// `frame(in: .named(…))` is measured from.
    package var namedSpaces: [String: Rect] = [:]
    /// The identity of the view each of ``namedSpaces`` is (its wrappers share it: the outermost counts).
    package var namedSpaceOwners: [String: String] = [:]
    package var windowSize: Size?
    /// The frames (relative to the row) and proposals of each `GridRow`'s cells, by the row's node,
    /// as its grid placed them (``tableGridLayout(_:_:_:)``): a grid is placed before its rows.
    package var gridRowFrames: [Int: (frames: [Rect], proposals: [ProposedSize])] = [:]

    /// Where a window offered as `proposal` places a root of `size`, as a hosting view does: in its
    /// middle — a narrower or shorter root centred, a wider or taller one overflowing the window
    /// equally on both sides (a `.scaledToFill()` photo in a root `ZStack` shows its middle, and the
    /// ZStack's other views stay centred on the screen).
    package static func rootOrigin(_ size: Size, in proposal: ProposedSize) -> Point {
        Point(((proposal.width ?? size.width) - size.width) / 2, ((proposal.height ?? size.height) - size.height) / 2)
    }
    /// The preferences set by the views placed so far, in the order placed (``LayoutEngine/settlePreferences(_:since:frame:)``).
    package var preferenceLog: [(key: String, value: Expr)] = []
    /// What each preference watch saw, in the order placed.
    package var reports: [PreferenceReport] = []
    /// The alpha masks around the node being placed, outermost first (``PlacedView/masks``).
    package var activeMasks: [PlacedView.Mask] = []
    private var sizes: [[ProposedSize: Size]]
    private var measures: [Int: [MeasureKey: TextMeasure]] = [:]

    private struct MeasureKey: Hashable {
        package var width: Double?
        package var maxLines: Int?
        package var scale: Double
    }

    package init(_ tree: LayoutTree, measurer: any TextMeasuring) {
        self.tree = tree
        self.measurer = measurer
        sizes = Array(repeating: [:], count: tree.nodes.count)
    }

    package var platform: Platform { tree.platform }

    /// The size node `i` chooses when offered `p`.
    package func size(_ i: Int, _ p: ProposedSize) -> Size {
        if let known = sizes[i][p] { return known }
        let s = computeSize(i, p)
        sizes[i][p] = s
        return s
    }

    /// The string node `i` shows in its font: a `Text`'s, a control's title or text.
    package func string(_ i: Int) -> String? {
        switch tree[i].kind {
        case let .text(s): s
        case let .control(c):
            switch c {
            case let .button(title, _, _), let .toggle(title, _, _), let .stepper(title): title
            case let .textField(title, text, prompt, _): text.isEmpty ? (prompt ?? title) : text
            case let .textEditor(text): text
            case .image: symbolText(i)
            case .progress, .picture, .slider, .platformView: nil
            }
        default: nil
        }
    }

    /// A text's measure at a width (nil: one line), with at most `maxLines` lines, in its font
    /// scaled by `scale` (`.minimumScaleFactor`).
    package func measure(_ i: Int, width: Double?, maxLines: Int? = nil, scale: Double = 1) -> TextMeasure {
        guard let s = string(i) else { return TextMeasure(size: Size(0, 0), firstBaseline: 0, lastBaseline: 0) }
        let key = MeasureKey(width: width, maxLines: maxLines, scale: scale)
        if let known = measures[i]?[key] { return known }
        let m = measurer.measure(s, font: tree[i].font.scaled(scale), runs: StyledTextRun.textRuns(tree[i].styles.textRuns, scale: scale),
                                 width: width.map { max(0, $0) }, maxLines: maxLines)
        measures[i, default: [:]][key] = m
        return m
    }

    /// A `Text` offered `p`: wrapped to the width, at most its `.lineLimit` lines, and no more
    /// lines than fit the offered height (at least one), the last cut with `…`. A text with a
    /// `.minimumScaleFactor` that does not fit so first shrinks its font — to the largest scale
    /// down to the factor at which all of it fits — and is cut only at the factor.
    package func textMeasure(_ i: Int, _ p: ProposedSize) -> (measure: TextMeasure, maxLines: Int?, scale: Double) {
        let limit = tree[i].styles.lineLimit, factor = tree[i].styles.minimumScaleFactor
        var scale = 1.0
        if factor < 1, !fits(i, p, limit: limit, scale: 1) {
            // The largest scale that fits, to a hundredth of a point of the font's size.
            var low = factor, high = 1.0
            if fits(i, p, limit: limit, scale: low) {
                let step = 0.01 / max(tree[i].font.size, 1)
                while high - low > step {
                    let mid = (low + high) / 2
                    if fits(i, p, limit: limit, scale: mid) { low = mid } else { high = mid }
                }
            }
            scale = low
        }
        var m = measure(i, width: p.width, maxLines: limit, scale: scale)
        var lines = limit
        if let h = p.height, h.isFinite, m.lines > 1, m.size.height > 0 {
            let lineHeight = m.size.height / Double(m.lines)
            let fit = max(1, Int(min(Double(m.lines), ((h + 1e-6) / lineHeight).rounded(.down))))
            if fit < m.lines {
                lines = fit
                m = measure(i, width: p.width, maxLines: fit, scale: scale)
            }
        }
        // Room kept for lines it does not show (`.lineLimit(3...6)`): its height is that many lines'.
        let reserved = tree[i].styles.reservedLines
        if reserved > m.lines, m.lines > 0, m.size.height > 0 {
            m.size.height = m.size.height / Double(m.lines) * Double(reserved)
        }
        return (m, lines, scale)
    }

    /// Whether all of text `i`, at `scale`, fits the width and height offered in at most `limit` lines.
    private func fits(_ i: Int, _ p: ProposedSize, limit: Int?, scale: Double) -> Bool {
        let whole = measure(i, width: p.width, scale: scale)
        if let limit, whole.lines > limit { return false }
        if let w = p.width, whole.size.width > w + 1e-6 { return false }
        if let h = p.height, h.isFinite, whole.size.height > h + 1e-6 { return false }
        return true
    }

    /// The ideal size of a shape or colour on an unspecified axis (SwiftUI's `replacingUnspecifiedDimensions()`).
    package static let shapeIdealLength = 10.0
    /// A `Tile`'s ideal size: the board's default slot.
    package static let tileIdealSize = Size(180, 74)

    private func computeSize(_ i: Int, _ p: ProposedSize) -> Size {
        let node = tree[i]
        switch node.kind {
        case .text:
            let m = textMeasure(i, p).measure
            return Size(p.width.map { min(m.size.width, max(0, $0)) } ?? m.size.width, m.size.height)
        case .shape, .geometryReader:
            // A GeometryReader is as greedy as a shape: the room offered (10 pt where none is).
            return p.replacingUnspecified(by: Self.shapeIdealLength)
        case .tile:
            return Size(p.width ?? Self.tileIdealSize.width, p.height ?? Self.tileIdealSize.height)
        case let .spacer(minLength):
            let value = minLength ?? platform.defaultSpacing
            switch node.axis {
            case .horizontal: return Size(max(p.width ?? -.infinity, value), 0)
            case .vertical: return Size(0, max(p.height ?? -.infinity, value))
            case nil: return Size(max(p.width ?? -.infinity, value), max(p.height ?? -.infinity, value))
            }
        case .divider:
            let t = platform.dividerThickness
            return node.axis == .horizontal ? Size(t, p.height ?? 0) : Size(p.width ?? 0, t)
        case .empty:
            return Size(0, 0)
        case let .control(c):
            return controlSize(i, c, p)
        case let .scroll(_, axis):
            // Greedy across its axis and along it: the proposal; its content where none is proposed.
            let content = size(node.children[0], ProposedSize(nil, along: axis, minor: p[axis.other]))
            return Size(p[axis] ?? content[axis], along: axis, minor: p[axis.other] ?? content[axis.other])
        case let .stack(kind, options):
            if kind == .zStack { return zStackLayout(i, options, p).size }
            if kind == .viewThatFits { return fittingSize(i, options, p) }
            if kind.isGrid { return gridLayout(i, kind, options, p).size }
            if kind == .grid { return tableGridLayout(i, options, p).size }
            return stackLayout(i, kind == .hStack || kind == .gridRow ? .horizontal : .vertical, options, p).size
        case let .padding(top, leading, bottom, trailing):
            let inner = size(node.children[0], ProposedSize(
                width: p.width.map { max(0, $0 - leading - trailing) }, height: p.height.map { max(0, $0 - top - bottom) }))
            // Negative insets (valid SwiftUI) make the view smaller than its content, never below nothing.
            return Size(max(0, inner.width + leading + trailing), max(0, inner.height + top + bottom))
        case let .frame(width, height, _):
            if let width, let height { return Size(width, height) }
            let inner = size(node.children[0], ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return Size(width ?? inner.width, height ?? inner.height)
        case let .flexibleFrame(bounds, _):
            return flexibleFrameSize(node.children[0], bounds, p)
        case let .fixedSize(h, v):
            return size(node.children[0], ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case let .aspectRatio(ratio, fill):
            return size(node.children[0], aspectProposal(node.children[0], ratio, fill: fill, p))
        case .position:
            // `_PositionLayout`: the room offered; an axis offered nothing takes the content's length.
            if let w = p.width, let h = p.height { return Size(w, h) }
            let inner = size(node.children[0], p)
            return Size(p.width ?? inner.width, p.height ?? inner.height)
        case .render, .priority, .gridCell, .alignmentGuide, .preference, .preferenceWatch, .background, .overlay, .ignoresSafeArea:
            return size(node.children[0], p)
        }
    }

    /// `_FlexFrameLayout.sizeThatFits`.
    private func flexibleFrameSize(_ child: Int, _ b: FrameBounds, _ p: ProposedSize) -> Size {
        func clamped(_ proposal: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
            guard let proposal else { return ideal }
            guard let lo, let hi, lo <= hi else { return nil }
            return min(max(proposal, lo), hi)
        }
        let w = clamped(p.width, b.minWidth, b.idealWidth, b.maxWidth)
        let h = clamped(p.height, b.minHeight, b.idealHeight, b.maxHeight)
        if let w, let h { return Size(w, h) }
        let cp = Self.flexibleChildProposal(b, p)
        let s = size(child, cp)
        func final(_ fixed: Double?, _ lo: Double?, _ hi: Double?, _ proposal: Double?, _ child: Double) -> Double {
            if let fixed { return fixed }
            switch (lo, hi) {
            case let (lo?, hi?) where lo <= hi: return min(max(lo, child), hi)
            case let (lo?, nil): return max(min(proposal ?? .infinity, child), lo)
            case let (nil, hi?): return min(max(proposal ?? -.infinity, child), hi)
            default: return child
            }
        }
        return Size(final(w, b.minWidth, b.maxWidth, cp.width, s.width),
                    final(h, b.minHeight, b.maxHeight, cp.height, s.height))
    }

    /// What a flexible frame proposes to its content: its own proposal (or its ideal) within its bounds.
    package static func flexibleChildProposal(_ b: FrameBounds, _ p: ProposedSize) -> ProposedSize {
        func one(_ proposal: Double?, _ ideal: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
            guard let v = proposal ?? ideal else { return nil }
            return min(max(v, lo ?? -.infinity), hi ?? .infinity)
        }
        return ProposedSize(width: one(p.width, b.idealWidth, b.minWidth, b.maxWidth),
                            height: one(p.height, b.idealHeight, b.minHeight, b.maxHeight))
    }

    /// A node's layout priority: `.layoutPriority`'s; a `Spacer`'s is the lowest (it is offered what
    /// the others leave). `.fixedSize` and the modifiers that are not layouts (render effects,
    /// decorations) pass their content's out; a layout modifier — `.padding`, `.frame` — has
    /// priority 0 whatever it wraps (OpenSwiftUI: `UnaryLayout.layoutPriority(child:)` is 0 but
    /// for `_FixedSizeLayout` and `_LayoutPriorityLayout`).
    package func priority(_ i: Int) -> Double {
        switch tree[i].kind {
        case let .priority(p): return p
        case .spacer: return -.infinity
        case .render, .priority, .gridCell, .alignmentGuide, .fixedSize, .background, .overlay, .ignoresSafeArea:
            return priority(tree[i].children[0])
        default: return 0
        }
    }

    /// A node's `zIndex`, passed out through modifiers (0 without one).
    package func zIndex(_ i: Int) -> Double {
        switch tree[i].kind {
        case let .render(.zIndex(z)): return z
        case .render, .priority, .gridCell, .alignmentGuide, .padding, .frame, .flexibleFrame, .fixedSize, .background, .overlay, .ignoresSafeArea:
            return zIndex(tree[i].children[0])
        default: return 0
        }
    }

    /// Whether a node is a `Spacer` (through modifiers that keep its spacing).
    package func isSpacer(_ i: Int) -> Bool {
        switch tree[i].kind {
        case .spacer: true
        case .render, .priority, .gridCell, .alignmentGuide: isSpacer(tree[i].children[0])
        default: false
        }
    }
}
