import SwiftFront

/// A gesture a view recognises, as a program's body made it: `.onTapGesture { … }`,
/// `.onLongPressGesture { … }`, `.gesture(DragGesture().onChanged { … }.onEnded { … })`,
/// `MagnifyGesture`, `RotateGesture` and the like. Layout-neutral; what a `tap`, `drag`, `magnify`
/// or `rotate` step of a program board runs (docs/programs.md §4).
public struct GestureAction: Hashable, Sendable {
    /// What a person does to set it off.
    public enum Kind: String, Hashable, Sendable {
        /// `TapGesture`, `.onTapGesture`, `SpatialTapGesture`.
        case tap
        /// `LongPressGesture`, `.onLongPressGesture`.
        case longPress = "long press"
        /// `DragGesture`.
        case drag
        /// `MagnifyGesture` (iOS 17) or `MagnificationGesture`: two fingers pinching.
        case magnify
        /// `RotateGesture` (iOS 17) or `RotationGesture`: two fingers turning.
        case rotate
    }

    /// What a person does to set it off.
    public var kind: Kind
    /// The gesture's type as written (`MagnificationGesture` gives its handlers a number,
    /// `MagnifyGesture` a value with `magnification`).
    public var typeName = ""
    /// `count:` of a tap gesture (taps that end it).
    public var count: Int = 1
    /// `minimumDistance:` of a drag: how far the finger moves before `onChanged` first runs.
    public var minimumDistance: Double = GestureAction.defaultMinimumDistance
    /// `.onChanged { value in … }`: run as a drag moves.
    package var onChanged: ControlHandle?
    /// `.onEnded { value in … }` (or `perform:`): run when the gesture ends.
    package var onEnded: ControlHandle?
    /// `.updating($state) { value, state, transaction in … }`: the closure, run at every move with
    /// the `@GestureState` it writes (``gestureState``), which goes back to its value at rest when
    /// the gesture ends.
    package var updating: ControlHandle?
    /// The `@GestureState` binding `.updating` writes.
    package var gestureState: ControlHandle?

    /// `LongPressGesture().sequenced(before: DragGesture())`: a drag after a press (taken to have
    /// lasted long enough), its handlers the sequence's, each given `.second(true, dragValue)`.
    public var isSequence = false

    /// Whether it has an `.updating($state) { … }`.
    public var updatesState: Bool { updating != nil }

    /// `DragGesture()`'s default `minimumDistance` (SwiftUI: 10 points).
    public static let defaultMinimumDistance = 10.0

    /// Creates a gesture of `kind`.
    public init(kind: Kind) { self.kind = kind }
}
