import BoardModel
import SwiftFront
/// Values the layout hands up the view tree, as SwiftUI's preferences do (docs/semantics.md,
/// "Preferences and geometry changes"): `.preference(key:value:)` sets a key's value for the
/// view; an `.onPreferenceChange(Key.self)` above sees the values of the views below it combined
/// by the key's `reduce(value:nextValue:)` in the order they are laid out (the key's
/// `defaultValue` where none is set); `.onGeometryChange(for:of:action:)` sees its own view's
/// geometry through its `of:` closure. A program board runs their actions between evaluations,
/// after the layout, as it runs onChange actions (ProgramRuntime+Preferences).

/// `.preference(key: Key.self, value: v)` as a body made it.
public struct PreferenceSetting: Hashable, Sendable {
    /// The key's type, as written (`RectPreferenceKey`).
    public let key: String
    /// The value, written out by the interpreter.
    package let value: Expr

    package init(key: String, value: Expr) {
        self.key = key
        self.value = value
    }
}

/// `.onPreferenceChange(Key.self) { … }` or `.onGeometryChange(for:of:action:)` as a body made it.
public struct PreferenceWatch: Hashable, Sendable {
    /// What it watches.
    public enum Source: Hashable, Sendable {
        /// A preference key's combined value (its type, as written).
        case key(String)
        /// The value the `of:` closure makes of the view's `GeometryProxy`.
        case geometry(ControlHandle)
    }

    /// What it watches.
    public let source: Source
    /// The action (`{ newValue in … }`, or `{ old, new in … }` for a geometry change).
    package let action: ControlHandle?
    /// The action's parameters, 0 to 2.
    package let parameters: Int

    package init(source: Source, action: ControlHandle?, parameters: Int) {
        self.source = source
        self.action = action
        self.parameters = parameters
    }
}
