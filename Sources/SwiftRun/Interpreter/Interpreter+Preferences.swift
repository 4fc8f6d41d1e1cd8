import SwiftFront
/// A preference key's values combined as SwiftUI combines them: the first, then each next one
/// handed to the key's `reduce(value:nextValue:)` (docs/semantics.md, "Preferences and geometry changes").
extension Interpreter {
    /// `values` (at least one) of preference key `key` reduced by `key.reduce(value:nextValue:)`.
    package func reducePreference(_ key: String, _ values: [SwiftValue], _ f: Frame) throws(ExpressionError) -> SwiftValue {
        var value = values[0]
        let call = try ExpressionParser.parse(key + ".reduce(value: &value, nextValue: next)")
        for next in values.dropFirst() {
            let scope = Scope(parent: f.scope)
            scope.declare("value", value, isLet: false)
            scope.declare("next", .function(Function(.builtin("nextValue") { _, _, _ in next })))
            var inner = f
            inner.scope = scope
            _ = try evaluate(call, inner)
            value = scope.lookup("value")?.value ?? value
        }
        return value
    }
}
