import BoardModel
import SwiftFront

/// The property wrappers of models (docs/programs.md §2).
extension PropertyWrappers {
    /// The storage of a model's wrapped property; nil for other wrappers.
    ///
    /// - `@StateObject var m = Model()`: the object, made once per view and kept (as `@State`).
    /// - `@ObservedObject`, `@Bindable`: the object passed in (its `$m.property` binds into it).
    /// - `@EnvironmentObject var m: Model`, `@Environment(Model.self) var m`: the one a view above
    ///   provides.
    /// - `@Published`: the value itself.
    package static func modelStorage(_ name: String, _ wrapper: Attribute, initial: SwiftValue, property p: StoredProperty,
                                     owner: String?, _ interpreter: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        switch name {
        case "StateObject":
            return interpreter.keptState(initial, property: p.name, call: e)
        case "ObservedObject", "Bindable", "Published", "ObservationIgnored", "ObservationTracked":
            return initial
        case "EnvironmentObject":
            // A view is made before the `.environmentObject(m)` written after it: a model not provided
            // yet that cannot be made is nil until the view's body runs (``Interpreter/withProvidedModels(_:_:)``).
            return (try? interpreter.environmentObject(p.binding.type, wrapper: "@EnvironmentObject var \(p.name)", at: wrapper.range)) ?? SwiftValue.none
        case "Environment":
            // `@Environment(Model.self)`: a model by type (key paths are environment values).
            // (`Card.Manager.self` inside `Habit.Card`: the type as Swift finds it from there.)
            guard let key = wrapper.arguments.first?.value, case let .member(base, "self", _) = key.kind,
                  let type = interpreter.modelTypeName(base, in: owner) else {
                return nil
            }
            return (try? interpreter.environmentObject(type, wrapper: "@Environment(\(type).self) var \(p.name)", at: wrapper.range)) ?? SwiftValue.none
        default:
            return nil
        }
    }
}
