import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Laying a view tree out with SwiftUI's rules (``LayoutEngine``).
extension ViewNode {
    /// The view laid out in a container offering `proposal`: its size, and every view's frame
    /// from its origin, in drawing order. On a device, `proposal` is the screen less `safeArea`
    /// (``ProgramPanel/rootProposal``) and `window` the screen.
    ///
    /// - Throws: ``LayoutError`` for a tree deeper or larger than the documented limits.
    package func layout(
        id: String, proposal: ProposedSize, platform: Platform = .iOS,
        measurer: any TextMeasuring = FixedAdvanceMeasurer(), composesGroups: Bool = false,
        safeArea: SafeAreaInsets = .zero, window: Size? = nil
    ) throws(LayoutError) -> (size: Size, views: [PlacedView]) {
        let laid = try layoutReporting(id: id, proposal: proposal, platform: platform, measurer: measurer,
                                       composesGroups: composesGroups, safeArea: safeArea, window: window)
        return (laid.size, laid.views)
    }

    /// ``layout(id:proposal:platform:measurer:composesGroups:safeArea:window:)`` and what its
    /// preference watches saw (``PreferenceReport``), in the order placed.
    package func layoutReporting(
        id: String, proposal: ProposedSize, platform: Platform = .iOS,
        measurer: any TextMeasuring = FixedAdvanceMeasurer(), composesGroups: Bool = false,
        safeArea: SafeAreaInsets = .zero, window: Size? = nil
    ) throws(LayoutError) -> (size: Size, views: [PlacedView], reports: [PreferenceReport]) {
        // `.containerRelativeFrame`s are sized from the window, then again from the scroll views
        // they are in, as that first layout placed them.
        let room = ProposedSize(width: proposal.width ?? window?.width, height: proposal.height ?? window?.height)
        let windowSize = room.width.flatMap { w in room.height.map { Size(w, $0) } }
        var tree = try LayoutTree(self, id: id, platform: platform, containers: LayoutTree.ContainerSizes(window: windowSize))
        if tree.relativeFrames.contains(where: { $0 != nil }) {
            let first = LayoutEngine(tree, measurer: measurer).place(proposal: proposal).views
            let sizes = tree.relativeFrames.map { container in
                container.flatMap { id in first.first { v in v.id == id && { if case .scroll = v.kind { true } else { false } }() }?.frame.size }
            }
            tree = try LayoutTree(self, id: id, platform: platform, containers: LayoutTree.ContainerSizes(window: windowSize, sizes: sizes))
        }
        let engine = LayoutEngine(tree, measurer: measurer)
        engine.composesGroups = composesGroups
        // The root sits in the middle of what it is offered (the safe area), as a window places it
        // (PanelEvaluation): GeometryReaders' global frames count from the window's corner.
        let origin = LayoutEngine.rootOrigin(engine.size(engine.tree.root, proposal), in: proposal)
        engine.windowOrigin = Point(origin.x + safeArea.leading, origin.y + safeArea.top)
        engine.safeArea = safeArea
        engine.windowSize = window
        let placed = engine.place(proposal: proposal)
        return (placed.size, placed.views, engine.reports)
    }

    /// The size of this view when offered `proposal`, and the rectangle its first tile fills
    /// in it (the whole view when it shows no tile).
    public func placement(in proposal: Size) -> (size: Size, tile: Rect) {
        guard let laid = try? layout(id: "view", proposal: ProposedSize(proposal)) else {
            return (Size(0, 0), Rect(x: 0, y: 0, width: 0, height: 0))
        }
        let tile = laid.views.first { if case .tile = $0.kind { true } else { false } }?.frame
        return (laid.size, tile ?? Rect(x: 0, y: 0, width: laid.size.width, height: laid.size.height))
    }
}
