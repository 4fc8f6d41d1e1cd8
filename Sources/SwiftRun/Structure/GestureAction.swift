import SwiftFront

/// A gesture a view recognises, as a program's body made it: `.onTapGesture { … }`,
/// `.onLongPressGesture { … }`, `.gesture(DragGesture().onChanged { … }.onEnded { … })` and the
/// like. Layout-neutral; what a `tap` or `drag` step of a program board runs (docs/programs.md §4).
public struct GestureAction: Hashable, Sendable {
    /// What a person does to set it off.
    public enum Kind: String, Hashable, Sendable {
        /// `TapGesture`, `.onTapGesture`, `SpatialTapGesture`.
        case tap
        /// `LongPressGesture`, `.onLongPressGesture`.
        case longPress = "long press"
        /// `DragGesture`.
        case drag
    }

    /// What a person does to set it off.
    public var kind: Kind
    /// `count:` of a tap gesture (taps that end it).
    public var count: Int = 1
    /// `minimumDistance:` of a drag: how far the finger moves before `onChanged` first runs.
    public var minimumDistance: Double = GestureAction.defaultMinimumDistance
    /// `.onChanged { value in … }`: run as a drag moves.
    package var onChanged: ControlHandle?
    /// `.onEnded { value in … }` (or `perform:`): run when the gesture ends.
    package var onEnded: ControlHandle?
    /// Whether it has an `.updating($state) { … }`: a `@GestureState` that moves with the finger
    /// (not run yet: a board draws such a state at rest, as it is after the gesture ends).
    public var updatesState = false

    /// `DragGesture()`'s default `minimumDistance` (SwiftUI: 10 points).
    public static let defaultMinimumDistance = 10.0

    /// Creates a gesture of `kind`.
    public init(kind: Kind) { self.kind = kind }
}
