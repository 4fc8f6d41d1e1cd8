import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// `ViewThatFits(in:)`: Apple's documentation — it "evaluates its child views in the order you
/// provide them to the initializer. It selects the first child whose ideal size on the
/// constrained axes fits within the proposed size"; when none fits, the last. The child shown is
/// offered the container's proposal and centred in it; the others are neither laid out nor drawn.
extension LayoutEngine {
    /// The index, among node `i`'s children, of the one it shows when offered `p`; nil when it has none.
    package func fittingChild(_ i: Int, _ options: StackOptions, _ p: ProposedSize) -> Int? {
        let children = tree[i].children
        guard !children.isEmpty else { return nil }
        let (horizontal, vertical) = (options.fitsHorizontally, options.fitsVertically)
        for (k, child) in children.enumerated() {
            // Its ideal size on the constrained axes, the proposal on the others.
            let ideal = size(child, ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
            let fitsWidth = !horizontal || p.width.map { ideal.width <= $0 + Self.fitTolerance } ?? true
            let fitsHeight = !vertical || p.height.map { ideal.height <= $0 + Self.fitTolerance } ?? true
            if fitsWidth && fitsHeight { return k }
        }
        return children.count - 1
    }

    /// How much a child may exceed the proposal and still fit (rounding in measured text).
    package static let fitTolerance = 1e-9

    /// The size of a ViewThatFits offered `p`: its chosen child's.
    package func fittingSize(_ i: Int, _ options: StackOptions, _ p: ProposedSize) -> Size {
        fittingChild(i, options, p).map { size(tree[i].children[$0], p) } ?? Size(0, 0)
    }

    /// The frames of a ViewThatFits's children in `bounds` when it was offered `p`: the chosen one
    /// centred, the others empty at the corner (and not drawn: the placement walks the chosen one only).
    package func fittingFrames(_ i: Int, _ options: StackOptions, in bounds: Rect, _ p: ProposedSize) -> [Rect] {
        let chosen = fittingChild(i, options, p)
        return tree[i].children.enumerated().map { k, child in
            guard k == chosen else { return Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0) }
            let s = size(child, p)
            return Rect(x: bounds.minX + (bounds.width - s.width) / 2, y: bounds.minY + (bounds.height - s.height) / 2,
                        width: s.width, height: s.height)
        }
    }
}
