import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// One element of a scenario's data: what a list row shows.
///
/// ```swift
/// Record(id: "1", title: "Tile A", kind: "Tile", flag: true)
/// ```
public struct Record: Hashable, Sendable {
    /// The stable identifier (`Identifiable.id`).
    public var id: String
    /// The text the row shows at its leading edge; filters match it.
    public var title: String
    /// A kind shown at the row's trailing edge ("Tile", "Dot"), if any.
    public var kind: String?
    /// A flag the toggle filters by ("Tiles only", "Included only").
    public var flag: Bool
    /// The row's background, nil for the list's.
    public var tint: Tint?

    /// Creates a record.
    public init(id: String, title: String, kind: String? = nil, flag: Bool = false, tint: Tint? = nil) {
        self.id = id
        self.title = title
        self.kind = kind
        self.flag = flag
        self.tint = tint
    }
}
