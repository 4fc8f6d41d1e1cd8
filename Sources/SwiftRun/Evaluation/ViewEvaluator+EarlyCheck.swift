import SwiftFront
import BoardScene
import BoardModel
/// The modifier check the interpreter makes where a view's code is written.
///
/// A view a Swift file builds is kept as an expression and turned into a ``ViewNode``
/// later, where the board uses it; by then its ranges point at the use (`"view":
/// "ContentView()"`). A modifier no view has (`Text("a").shadw(radius: 2)`) or one a board
/// cannot draw is therefore refused when the interpreter writes the call, inside the
/// file, so the message names `ContentView.swift:12:14`. Only calls on a base that is
/// evidently a view are judged: a colour, a shape or a font takes modifiers of its own.
extension ViewEvaluator {
    /// Views whose calls start a chain that can only be a view.
    package static let evidentViews: Set<String> = [
        "VStack", "HStack", "ZStack", "Group", "ForEach", "List", "ScrollView", "NavigationStack", "NavigationView",
        "Text", "Button", "Toggle", "TextField", "ProgressView", "Spacer", "Divider", "EmptyView", "GeometryReader", "Tile", "Image",
    ]

    /// The error for calling `.name` on `base`, if `base` is evidently a view and no view takes
    /// the modifier (unknown, with the nearest, or refused with why); nil otherwise.
    package static func modifierProblem(_ name: String, on base: Expr, at range: SourceRange) -> ExpressionError? {
        guard isEvidentlyView(base) else { return nil }
        let table = sharedModifiers
        if table[name] != nil || table.ignored.contains(name) || Interpreter.interpreterModifiers.contains(name) { return nil }
        return table.unknown(name, at: range)
    }

    /// Whether `e` is a call of an evident view, or a chain of modifiers on one.
    package static func isEvidentlyView(_ e: Expr) -> Bool {
        var e = e
        while true {
            switch e.kind {
            case let .call(callee, _, _):
                switch callee.kind {
                case let .identifier(name): return evidentViews.contains(name)
                case let .member(base, _, _): e = base
                default: return false
                }
            case let .member(base, _, _): e = base
            default: return false
            }
        }
    }

    /// Initializers a board refuses by what they name (an asset image or colour), whatever the
    /// arguments' context.
    package static let refusingInitializers: Set<String> = ["Image", "Color"]

    /// The refusal of `call` — `Image("photo")`, `Color("brand")` — when it is one of
    /// ``refusingInitializers`` and a board cannot draw what it names; nil otherwise (other
    /// problems are reported where the view is used).
    package static func initializerProblem(_ call: Expr) -> ExpressionError? {
        guard case let .call(callee, _, nil) = call.kind, case let .identifier(name) = callee.kind,
              refusingInitializers.contains(name) else { return nil }
        do {
            _ = try ViewEvaluator().evaluateRead(call)
            return nil
        } catch {
            return error.kind == .unsupported ? error : nil
        }
    }
}
