import SwiftFront
import BoardModel

/// `.preference(key:value:)`, `.onPreferenceChange(_:perform:)` and
/// `.onGeometryChange(for:of:action:)`: one entry for values the layout hands to actions
/// (``PreferenceSetting``, ``PreferenceWatch``). Nothing is drawn by them; a program board runs the
/// actions after each layout whose value changed (ProgramRuntime+Preferences).
extension ViewEvaluator {
    package static var preferenceModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        @Sendable func wrap(_ m: ViewNode.Modifier) -> ChainEvaluator<ViewNode>.Modifier { { .modified($0, m) } }
        return [
            Signature("preference", [Overload([Parameter("key", .any), Parameter("value", .any)]) { a in
                let key = try preferenceKey(a, "key")
                return wrap(.preference(PreferenceSetting(key: key, value: a.expression("value"))))
            }]),
            Signature("onPreferenceChange", [Overload([.unlabelled("key", .any), Parameter("perform", .action)]) { a in
                let key = try preferenceKey(a, "key")
                return wrap(.preferenceWatch(PreferenceWatch(source: .key(key), action: actionHandle(a, named: "perform"), parameters: 1)))
            }]),
            Signature("onGeometryChange", [Overload([Parameter("for", .any), Parameter("of", .action), Parameter("action", .action)]) { a in
                guard let transform = actionHandle(a, named: "of") else {
                    throw a.invalid("of", "'of:' of '.onGeometryChange' is a closure of the view's GeometryProxy, as in of: { proxy in proxy.size.height }")
                }
                let parameters = (try? a.closure("action"))??.parameters.count ?? 1
                return wrap(.preferenceWatch(PreferenceWatch(source: .geometry(transform), action: actionHandle(a, named: "action"),
                                                             parameters: parameters == 2 ? 2 : 1)))
            }]),
        ]
    }

    /// The preference key's type named by `Key.self`.
    private static func preferenceKey(_ a: BoundArguments, _ name: String) throws(ExpressionError) -> String {
        let e = a.expression(name)
        switch e.kind {
        case let .member(base, "self", _): return base.description
        case let .type(t): return t
        case let .identifier(t) where t.first?.isUppercase == true: return t
        default:
            throw a.invalid(name, "a preference key is a type that conforms to PreferenceKey, written as MyKey.self")
        }
    }
}
