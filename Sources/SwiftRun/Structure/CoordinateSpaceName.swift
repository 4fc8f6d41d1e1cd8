import SwiftFront

/// The names of coordinate spaces: what `.coordinateSpace(name:)` gives a view and what
/// `proxy.frame(in:)` asks for, as one key (a string's text, any other hashable value as written:
/// `.named(Self.space)` and `.coordinateSpace(name: Self.space)` meet), and the scroll view's space.
package enum CoordinateSpaceName {
    /// The key of the nearest `ScrollView`'s space (`.scrollView`, iOS 17): no name written can be it.
    package static let scrollView = "‹scrollView›"

    /// The key of a name written as `e` (`"scroll"`, `Space.list`).
    package static func key(_ e: Expr) -> String {
        if case let .string(s) = e.kind { return s }
        return e.description
    }

    /// The key a space written as `e` names: `.named("x")` / `CoordinateSpace.named("x")` its name,
    /// `.scrollView` / `.scrollView(axis:)` the scroll view's; nil for `.global`, `.local` and others.
    package static func named(_ e: Expr) -> String? {
        switch e.kind {
        case let .call(callee, arguments, nil) where callee.caseName == "named" && arguments.count == 1 && arguments[0].label == nil:
            return key(arguments[0].value)
        default:
            return e.caseName == "scrollView" ? scrollView : nil
        }
    }
}
