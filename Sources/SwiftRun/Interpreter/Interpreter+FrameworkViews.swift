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

extension Interpreter {
    /// `ContentUnavailableView.search` and `.search(text:)` (iOS 17): the magnifying glass, "No
    /// Results" (for “text”, when it is not empty) and SwiftUI's hint to check the spelling.
    func unavailableSearch(_ arguments: [Expr.Argument]?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        var title = "No Results"
        if let arguments {
            guard arguments.count == 1, arguments[0].label == "text" else {
                throw ExpressionError(.arguments, at: e.range, "ContentUnavailableView.search takes no arguments, or text: the search text")
            }
            guard case let .string(text) = try evaluate(arguments[0].value, f) else {
                throw ExpressionError(.type, at: arguments[0].value.range, "expected a string for 'text' of ContentUnavailableView.search")
            }
            if !text.isEmpty { title = "No Results for \u{201C}\(text)\u{201D}" }
        }
        func string(_ s: String) -> Expr { Expr(.string(s), range: e.range) }
        let description = Expr(.call(Expr(.identifier("Text"), range: e.range),
                                     arguments: [Expr.Argument(label: nil, labelRange: nil, value: string("Check the spelling or try a new search."))],
                                     trailingClosure: nil), range: e.range)
        return .swiftUI(Expr(.call(Expr(.identifier("ContentUnavailableView"), range: e.range), arguments: [
            Expr.Argument(label: nil, labelRange: nil, value: string(title)),
            Expr.Argument(label: "systemImage", labelRange: nil, value: string("magnifyingglass")),
            Expr.Argument(label: "description", labelRange: nil, value: description),
        ], trailingClosure: nil), range: e.range), origin: f.origin)
    }
}
