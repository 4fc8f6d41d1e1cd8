import BoardModel
/// The device's safe area in layout (docs/programs.md, "Devices"): the root is offered the screen
/// less the safe area and placed in it; a view that ignores the safe area reaches out of it.
extension LayoutEngine {
    /// Where `.ignoresSafeArea` places its content: `bounds` (in the root's coordinates) pushed out
    /// to the screen's edge on each edge named where it reaches the safe area's edge (within half a
    /// point), as SwiftUI extends a view whose frame touches the safe area. Unchanged without a device.
    package func outsideSafeArea(_ bounds: Rect, _ edges: (top: Bool, leading: Bool, bottom: Bool, trailing: Bool)) -> Rect {
        guard !safeArea.isZero, let window = windowSize else { return bounds }
        let touch = 0.5
        // The frame and the safe area in the window's coordinates.
        var minX = bounds.minX + windowOrigin.x, minY = bounds.minY + windowOrigin.y
        var maxX = bounds.maxX + windowOrigin.x, maxY = bounds.maxY + windowOrigin.y
        if edges.top, minY <= safeArea.top + touch { minY = min(minY, 0) }
        if edges.leading, minX <= safeArea.leading + touch { minX = min(minX, 0) }
        if edges.bottom, maxY >= window.height - safeArea.bottom - touch { maxY = max(maxY, window.height) }
        if edges.trailing, maxX >= window.width - safeArea.trailing - touch { maxX = max(maxX, window.width) }
        return Rect(x: minX - windowOrigin.x, y: minY - windowOrigin.y, width: maxX - minX, height: maxY - minY)
    }
}
