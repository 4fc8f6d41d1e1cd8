import SwiftFront
import BoardScene
import BoardModel
/// A value the interpreter computes (docs/programs.md §2).
///
/// Swift's own values are modelled (numbers, strings, collections, structs,
/// enums, closures, bindings, and the SwiftUI value types `Angle`, `UnitPoint`,
/// `CGSize`, … as structs); a SwiftUI value the interpreter does not model —
/// an `Animation`, an `AnyTransition`, a view — is kept as the expression that
/// builds it, its arguments already evaluated (``swiftUI(_:origin:)``), for the
/// evaluators that turn expressions into boardgen's models.
///
/// An optional holding a value is the value itself; `nil` is ``none``.
package indirect enum SwiftValue {
    /// `()`: what a statement or a function without a result gives.
    case void
    /// `nil`.
    case none
    case bool(Bool)
    case int(Int)
    /// `Double`, `CGFloat` and `Float`.
    case double(Double)
    case string(String)
    case array([SwiftValue])
    /// A dictionary, its entries in insertion order (iteration is deterministic).
    case dictionary([DictionaryEntry])
    /// A tuple with its labels.
    case tuple([SwiftValue], labels: [String?])
    /// `lower..<upper` or `lower...upper`.
    case range(SwiftValue, SwiftValue, closed: Bool)
    /// A struct (the user's, or `CGSize`, `Angle`, …): its type and stored properties.
    case instance(StructValue)
    /// An instance of a class: shared, so mutation through one reference shows through all.
    case object(ObjectBox)
    /// An enum case with its associated values.
    case enumCase(EnumValue)
    /// A closure, method, initializer or built-in function.
    case function(Function)
    /// A type used as a value: `Animation` in `Animation.easeIn`, `Item` in `Item(id: 1)`.
    case type(String)
    /// `\.id`, `\Item.name`: the components after the root.
    case keyPath([String])
    /// `$x`, `$item.name`, `Binding(get:set:)`, `.constant(v)`.
    case binding(BindingRef)
    /// A SwiftUI value kept as the expression that builds it (arguments evaluated and
    /// written as literals), tagged with the source it was written in (0: the expression
    /// being evaluated; otherwise a Swift file).
    case swiftUI(Expr, origin: Int)
}

/// One entry of a dictionary.
package struct DictionaryEntry {
    package var key: SwiftValue
    package var value: SwiftValue
}

/// The stored properties of a struct, in declaration order.
package struct StructValue {
    /// The type's name (`CGSize`, `Fade`, `Outer.Inner`).
    package var type: String
    /// The stored properties' names, in order.
    package var names: [String]
    /// Their values, in the same order.
    package var values: [SwiftValue]

    package init(type: String, fields: [(String, SwiftValue)]) {
        self.type = type
        names = fields.map(\.0)
        values = fields.map(\.1)
    }

    /// The stored property `name`.
    package subscript(name: String) -> SwiftValue? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let i = names.firstIndex(of: name) {
                values[i] = newValue ?? .none
            } else {
                names.append(name)
                values.append(newValue ?? .none)
            }
        }
    }
}

/// A class instance: one box all references share.
package final class ObjectBox: @unchecked Sendable {
    package var instance: StructValue
    /// The Combine subscriptions that read its `@Published` properties (``PublishedPublishers``).
    package var subscriptions: [PublisherSubscription] = []
    /// The n-th object the program made (0 for one made outside a program): how a state names
    /// the object's properties (``ObjectGraph``), the same on every run.
    package let serial: Int
    package init(_ instance: StructValue, serial: Int = 0) {
        self.instance = instance
        self.serial = serial
    }
}

/// An enum case: `Edge.leading`, `Kind.tile(3)`, `TransitionPhase.identity`.
package struct EnumValue {
    package var type: String
    package var name: String
    package var associated: [SwiftValue]
    package var labels: [String?]

    package init(type: String, name: String, associated: [SwiftValue] = [], labels: [String?] = []) {
        self.type = type
        self.name = name
        self.associated = associated
        self.labels = labels.count == associated.count ? labels : associated.map { _ in nil }
    }
}

/// The storage of an `@State` property: one box the view's copies share.
package final class StateBox: @unchecked Sendable {
    package var value: SwiftValue
    package init(_ value: SwiftValue) { self.value = value }
}

/// Where a binding reads and writes.
package indirect enum BindingRef {
    /// `$x` of an `@State` property (or a `var` the binding was made from).
    case box(StateBox)
    /// `$item.name`, `$items[2]`: a path below another binding.
    case path(BindingRef, [PathComponent])
    /// `Binding(get: { … }, set: { … })`.
    case custom(get: Function, set: Function)
    /// `.constant(v)`.
    case constant(SwiftValue)
    /// `$x.animation(a)`: writes through `base` inside `withAnimation(a)` (the arguments as given).
    case animated(BindingRef, [Argument])
}

/// One step of a path into a value: a property or a subscript.
package enum PathComponent {
    case member(String)
    case index(SwiftValue)
}

// Values are immutable once made; what they share by reference (a class instance, an
// @State box, a captured scope) is only changed by the evaluation that made it. Bodies run
// on several render threads each start from the same values with an interpreter of their own.
extension SwiftValue: @unchecked Sendable {}
extension StructValue: @unchecked Sendable {}

extension SwiftValue {
    /// The array this value holds, taken out of it (the value becomes `()`): the array is then
    /// its storage's only owner when nothing else holds it, so a change to it is made in place.
    /// Nil (and the value unchanged) for another value.
    package mutating func takeArray() -> [SwiftValue]? {
        guard case let .array(items) = self else { return nil }
        self = .void
        return items
    }
}
