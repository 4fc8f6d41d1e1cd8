import SwiftFront
import BoardModel

/// Gestures of SwiftUI's vocabulary written as entries: `.onTapGesture`, `.onLongPressGesture` and
/// `.gesture` / `.simultaneousGesture` / `.highPriorityGesture` of a `TapGesture`, `SpatialTapGesture`,
/// `LongPressGesture`, `DragGesture`, `MagnifyGesture` or `RotateGesture` (and their older names)
/// with its `onChanged`, `onEnded` and `updating` — each a ``GestureAction`` on the view
/// (layout-neutral), which a program board's `tap`, `drag`, `magnify` and `rotate` steps run.
extension ViewEvaluator {
    /// A long press's `pressing:` handler (`(Bool) -> Void`), a closure a trailing closure may be.
    static let pressingHandler = ValueType("(Bool) -> Void", noun: "a closure of the pressing state", example: "{ pressing in … }", isClosure: true)

    package static var gestureModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        @Sendable func wrap(_ g: GestureAction) -> ChainEvaluator<ViewNode>.Modifier { { .modified($0, .gesture(g)) } }
        @Sendable func attached(_ a: BoundArguments) throws(ExpressionError) -> ChainEvaluator<ViewNode>.Modifier {
            let gestures = try gestures(a.expression("gesture"))
            return { view in gestures.reduce(view) { .modified($0, .gesture($1)) } }
        }
        let including = Parameter("including", .any, default: ".all")
        return [
            Signature("onTapGesture", [Overload([Parameter("count", .integer, default: "1"), Parameter("coordinateSpace", .any, default: ".local"),
                                                 Parameter("perform", .action)]) { a in
                var g = GestureAction(kind: .tap)
                g.count = try a.integer("count")
                g.onEnded = ViewEvaluator.actionHandle(a, named: "perform")
                return wrap(g)
            }]),
            Signature("onLongPressGesture", [Overload([Parameter("minimumDuration", .any, default: "0.5"), Parameter("maximumDistance", .any, default: "10"),
                                                       Parameter("perform", .action), Parameter("onPressingChanged", .any, default: "nil")]) { a in
                var g = GestureAction(kind: .longPress)
                g.onEnded = ViewEvaluator.actionHandle(a, named: "perform")
                return wrap(g)
            },
            // iOS 13's form, still in use: `{ isPressing in … } perform: { … }` (the pressing closure is not run).
            Overload([Parameter("minimumDuration", .any, default: "0.5"), Parameter("maximumDistance", .any, default: "10"),
                      Parameter("pressing", Self.pressingHandler, default: "nil"), Parameter("perform", .action)]) { a in
                var g = GestureAction(kind: .longPress)
                g.onEnded = ViewEvaluator.actionHandle(a, named: "perform")
                return wrap(g)
            }]),
            Signature("gesture", [Overload([.unlabelled("gesture", .any), including]) { a in try attached(a) },
                                  Overload([.unlabelled("gesture", .any), Parameter("isEnabled", .bool)]) { a in
                                      guard try a.bool("isEnabled") else { return { $0 } }
                                      return try attached(a)
                                  }]),
            Signature("simultaneousGesture", [Overload([.unlabelled("gesture", .any), including]) { a in try attached(a) }]),
            Signature("highPriorityGesture", [Overload([.unlabelled("gesture", .any), including]) { a in try attached(a) }]),
        ]
    }

    /// The gestures a `.gesture(…)` argument is: the base (`DragGesture(minimumDistance: 0)`) and
    /// the `onChanged` / `onEnded` / `updating` calls on it; a composed gesture
    /// (`a.simultaneously(with: b)`, `exclusively(before:)`, `sequenced(before:)`) is its parts, each
    /// with its own handlers (handlers of the composition itself, whose values pair the parts', are
    /// not run). Empty for a gesture a board does not perform, which is drawn as the view without it.
    package static func gestures(_ e: Expr) throws(ExpressionError) -> [GestureAction] {
        var calls: [(name: String, arguments: [Expr.Argument], trailing: Expr.Closure?)] = []
        var node = e
        while case let .call(callee, arguments, trailing) = node.kind, case let .member(base, name, _) = callee.kind {
            calls.insert((name, arguments, trailing), at: 0)
            node = base
        }
        guard case let .call(callee, arguments, _) = node.kind, case let .identifier(type) = callee.kind else { return [] }
        var g: GestureAction
        switch type {
        case "TapGesture", "SpatialTapGesture":
            g = GestureAction(kind: .tap)
            if let c = arguments.first(where: { $0.label == "count" }), case let .number(n) = c.value.kind, let k = Int(exactly: n.value), k >= 1 { g.count = k }
        case "LongPressGesture": g = GestureAction(kind: .longPress)
        case "DragGesture":
            g = GestureAction(kind: .drag)
            if let d = arguments.first(where: { $0.label == "minimumDistance" }), case let .number(n) = d.value.kind, n.value >= 0 {
                g.minimumDistance = n.value
            }
        case "MagnifyGesture", "MagnificationGesture": g = GestureAction(kind: .magnify)
        case "RotateGesture", "RotationGesture": g = GestureAction(kind: .rotate)
        default: return []
        }
        g.typeName = type
        var parts: [GestureAction] = []
        var composed = false
        for call in calls {
            // A press, then a drag: one drag whose handlers (after this call) are the sequence's.
            if call.name == "sequenced", !composed, g.kind == .longPress || g.kind == .tap,
               let other = call.arguments.first?.value, var drag = try gestures(other).first, drag.kind == .drag {
                drag.isSequence = true
                (drag.onChanged, drag.onEnded, drag.updating, drag.gestureState) = (nil, nil, nil, nil)
                g = drag
                continue
            }
            if ["simultaneously", "exclusively", "sequenced"].contains(call.name) {
                if let other = call.arguments.first?.value { parts += try gestures(other) }
                composed = true
                continue
            }
            // A handler of the composition: its value pairs the parts' (not run).
            if composed { continue }
            let closure = call.trailing ?? call.arguments.last.flatMap { if case let .closure(c) = $0.value.kind { c } else { nil } }
            let handle = closure?.captured.map(ControlHandle.init) ?? call.arguments.last.flatMap { Self.handle($0.value) }
            switch call.name {
            case "onChanged": g.onChanged = handle
            case "onEnded": g.onEnded = handle
            case "updating":
                g.updating = handle
                g.gestureState = call.arguments.first.flatMap { Self.handle($0.value) }
            default: break
            }
        }
        return [g] + parts
    }
}
