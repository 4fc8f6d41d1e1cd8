import SwiftFront

/// SwiftUI's layouts as values (iOS 16): `let layout = isWide ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout(spacing: 10))`, called with its content (`layout { … }`), and a layout
/// written as a container (`VStackLayout(alignment: .leading) { … }`), each laid out as the stack it
/// is. A change of layout is a change of container: its views are not carried from one to the other
/// as SwiftUI carries them (docs/swift-subset.md). An app's own `Layout` is not run.
extension Interpreter {
    /// SwiftUI's layouts and the containers they lay out as (`HStackLayout(spacing: 8) { … }` is `HStack(spacing: 8) { … }`).
    static let layoutContainers = ["HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack", "GridLayout": "Grid"]

    /// A layout value (`AnyLayout(VStackLayout(spacing: 10))`, `HStackLayout()`): the container it lays out as and its arguments.
    static func layoutContainer(_ e: Expr) -> (String, [Expr.Argument])? {
        guard case let .call(callee, arguments, nil) = e.kind, let name = callee.name else { return nil }
        if name == "AnyLayout", arguments.count == 1, arguments[0].label == nil { return layoutContainer(arguments[0].value) }
        return layoutContainers[name].map { ($0, arguments) }
    }
}
