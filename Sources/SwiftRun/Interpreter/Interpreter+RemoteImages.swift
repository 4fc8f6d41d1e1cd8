import SwiftFront
import BoardModel

/// The image views of the packages apps load pictures from the network with — SDWebImageSwiftUI's
/// `WebImage` and `AnimatedImage`, Kingfisher's `KFImage`, NukeUI's `LazyImage`, `CachedAsyncImage` —
/// when no file declares them: a board loads nothing from the network, so each is what SwiftUI's
/// `AsyncImage` is before its picture arrives (``asyncImage(_:_:_:_:_:)``): its placeholder closure's
/// views (`placeholder:`, or the package's `.placeholder { … }`), its content for the empty phase,
/// else the standard placeholder, a grey fill of the room offered. The package's own modifiers —
/// `.resizable()`, `.indicator(.activity)`, `.onSuccess { … }`, `.fade(duration:)` and the like — change
/// nothing drawn before the picture arrives; SwiftUI's modifiers apply to the view drawn.
extension Interpreter {
    package static let remoteImageViews: Set<String> = ["WebImage", "AnimatedImage", "KFImage", "KFAnimatedImage", "LazyImage", "CachedAsyncImage"]

    /// The stand-in's type (its one field, `view`, the view drawn).
    package static let remoteImageType = "‹RemoteImage›"

    /// The packages' modifiers of their image views (SDWebImageSwiftUI, Kingfisher, NukeUI).
    static let remoteImageModifiers: Set<String> = [
        "resizable", "indicator", "onSuccess", "onFailure", "onProgress", "fade", "cancelOnDisappear", "loadDiskFileSynchronously",
        "cacheOriginalImage", "cacheMemoryOnly", "retry", "placeholder", "purgeable", "playbackRate", "playbackMode", "setProcessor",
        "appendProcessor", "downsampling", "serialize", "forceRefresh", "onlyFromCache", "lowDataModeSource", "startLoadingBeforeViewAppear",
        "diskCacheExpiration", "memoryCacheExpiration", "backgroundDecode", "reducePriorityOnDisappear", "processors", "priority",
        "pipeline", "onStart", "onCompletion", "customLoadingQueue", "runLoopMode", "pausable", "resetFrameIndex",
        "imageScale", "imageModifier", "contentConfigure",
    ]

    /// `WebImage(url: u) { image in … } placeholder: { … }` and the other packages' image views.
    package func remoteImage(_ name: String, _ callee: Expr, _ arguments: [Expr.Argument], _ closure: Expr.Closure?,
                             _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        guard Self.remoteImageViews.contains(name), program.type(name) == nil, f.scope.lookup(name) == nil else { return nil }
        // Only a placeholder is drawn: a closure of the loaded image (`{ image in image.resizable() }`)
        // or of the loading state (NukeUI's `{ state in … }`) alone does not run before the picture arrives.
        let closures = arguments.filter { if case .closure = $0.value.kind { true } else { false } }.count + (closure == nil ? 0 : 1)
        let placeholderGiven = closures >= 2 || arguments.contains { $0.label == "placeholder" }
        let kept = placeholderGiven ? arguments : arguments.filter { if case .closure = $0.value.kind { false } else { true } }
        let view = try asyncImage(callee, kept, placeholderGiven ? closure : nil, e, f)
        return .instance(StructValue(type: Self.remoteImageType, fields: [("view", view)]))
    }

    /// A package's modifier of a remote image: the same image, or with the placeholder's views
    /// (`.placeholder { ProgressView() }`); nil for any other modifier (SwiftUI's, on the view drawn).
    package func remoteImageModifier(_ value: SwiftValue, _ name: String, _ arguments: [Expr.Argument], _ closure: Expr.Closure?,
                                     _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        guard case let .instance(s) = value, s.type == Self.remoteImageType, Self.remoteImageModifiers.contains(name) else { return nil }
        let written = closure ?? arguments.first.flatMap { if case let .closure(c) = $0.value.kind { c } else { nil } }
        guard name == "placeholder", let written else { return value }
        let placeholder = try asyncImage(Expr(.identifier("AsyncImage"), range: e.range),
                                         [Expr.Argument(label: "placeholder", labelRange: nil, value: Expr(.closure(written), range: written.range))],
                                         nil, e, f)
        return .instance(StructValue(type: Self.remoteImageType, fields: [("view", placeholder)]))
    }

    /// The view a remote image stand-in draws.
    package static func remoteImageView(_ value: SwiftValue) -> SwiftValue? {
        guard case let .instance(s) = value, s.type == remoteImageType else { return nil }
        return s["view"]
    }
}
