import SwiftFront

/// Views of Apple's frameworks a board stands in for (docs/swift-subset.md): TipKit's `TipView`
/// draws nothing — an app shows its tips once its `App` has called `Tips.configure()`, which a
/// board does not run — and MapKit's `Map`, AVKit's `VideoPlayer` and the SpriteKit, SceneKit and
/// RealityKit views are the named placeholder a wrapped UIKit view is (their content cannot be
/// drawn). A type of the app's own of one of these names is the app's.
extension Interpreter {
    /// The view standing in for the framework view `name` written at `e`; nil for any other name.
    package func frameworkView(_ name: String, _ callee: Expr, _ e: Expr, _ f: Frame) -> SwiftValue? {
        guard program.type(name) == nil else { return nil }
        if name == "TipView" {
            return .swiftUI(Expr(.call(Expr(.identifier("EmptyView"), range: callee.range), arguments: [], trailingClosure: nil), range: e.range),
                            origin: f.origin)
        }
        guard ViewEvaluator.frameworkPlaceholders.contains(name) else { return nil }
        let label = Expr(.string(name), range: callee.range)
        return .swiftUI(Expr(.call(Expr(.identifier(ViewEvaluator.platformViewName), range: callee.range),
                                   arguments: [Expr.Argument(label: nil, labelRange: nil, value: label)], trailingClosure: nil),
                             range: e.range), origin: f.origin)
    }
}
