import BoardModel
/// What a cell of a `Grid` says about its place (`.gridCellColumns(_:)`, `.gridColumnAlignment(_:)`,
/// `.gridCellAnchor(_:)`, `.gridCellUnsizedAxes(_:)`): read by the grid, nothing to any other layout.
public struct GridCellSpec: Hashable, Sendable {
    /// How many columns the cell spans (1 or more).
    public var columns: Int = 1
    /// The horizontal alignment of its column's cells (0 leading, 0.5 centre, 1 trailing), when it sets one.
    public var columnAlignment: Double? = nil
    /// Where the cell sits in its area, in place of the column's and row's alignments.
    public var anchor: UnitPoint? = nil
    /// Axes along which the cell takes what the grid gives it instead of asking for room (a `Color`
    /// or `Divider` that should not widen the grid).
    public var unsizedHorizontally = false, unsizedVertically = false

    /// Creates a cell's spec.
    public init(columns: Int = 1, columnAlignment: Double? = nil, anchor: UnitPoint? = nil,
                unsizedHorizontally: Bool = false, unsizedVertically: Bool = false) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.anchor = anchor
        self.unsizedHorizontally = unsizedHorizontally
        self.unsizedVertically = unsizedVertically
    }

    /// This spec with what an inner modifier set (the nearer modifier wins for each property).
    public func merged(under inner: GridCellSpec) -> GridCellSpec {
        var s = inner
        if s.columns == 1 { s.columns = columns }
        s.columnAlignment = inner.columnAlignment ?? columnAlignment
        s.anchor = inner.anchor ?? anchor
        s.unsizedHorizontally = inner.unsizedHorizontally || unsizedHorizontally
        s.unsizedVertically = inner.unsizedVertically || unsizedVertically
        return s
    }
}
