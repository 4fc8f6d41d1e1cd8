import BoardModel

/// Render effects of SwiftUI's vocabulary written as entries: each a signature and the
/// ``RenderModifier`` it makes (laid out as its content, gathered and drawn by the engine's one
/// handling of render effects). Adding one is an entry here and its test.
extension ViewEvaluator {
    package static var renderEffectModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        [
            // `.hidden()`: the view keeps its place and draws nothing (SwiftUI's `_HiddenModifier`).
            Signature("hidden", [Overload([]) { _ in { .modified($0, .render(.opacity(0))) } }]),
        ]
    }
}
