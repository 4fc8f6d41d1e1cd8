import SwiftFront
import BoardScene
import BoardModel
/// `.visualEffect { content, proxy in … }` (iOS 17): the closure runs with the
/// view's geometry (`proxy.size`, `proxy.frame(in:)`) wherever the view is drawn,
/// and the effects it chains on `content` are drawn (docs/semantics.md, "Visual effects").
extension Interpreter {
    /// A closure `{ content, x in content.… }` (a visual effect's, a scroll transition's), run on its
    /// own interpreter with `x`: the effects it chains on `content`.
    func effectClosure(_ closure: Expr.Closure, _ f: Frame, _ e: Expr, for context: String)
        -> @Sendable (SwiftValue) throws(ExpressionError) -> [EffectModifier] {
        let function = Function(.closure(closure, f.scope, origin: f.origin, receiver: f.receiver?.value))
        let program = self.program, environment = self.environment
        let contentName = closure.parameters[0] == "_" ? "content" : closure.parameters[0]
        let origin = f.origin
        return { x throws(ExpressionError) in
            let i = Interpreter(program: program, environment: environment)
            let content = SwiftValue.swiftUI(Expr(.identifier(contentName), range: closure.range), origin: origin)
            let result = try i.callValue(.function(function), [Argument(label: nil, value: content, range: e.range),
                                                               Argument(label: nil, value: x, range: e.range)],
                                         e, Frame(scope: Scope(parent: nil), selfType: nil, origin: origin))
            return try ModifierBodyEvaluator(contentName: contentName).evaluate(try i.reify(result, at: closure.range, origin: origin), for: context)
        }
    }

    /// The SwiftUI call `base.visualEffect { content, proxy in … }`, its closure kept with what it captured.
    package func visualEffect(_ callee: Expr, _ closure: Expr.Closure, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard closure.parameters.count == 2 else {
            throw ExpressionError(.arguments, at: closure.range, "a visual effect's closure takes two parameters, as in { content, proxy in … }")
        }
        let function = Function(.closure(closure, f.scope, origin: f.origin, receiver: f.receiver?.value))
        let run = effectClosure(closure, f, e, for: "the visual effect")
        let origin = f.origin
        @Sendable func effects(_ size: Size, place: (frame: Rect, spaces: [String: Rect])? = nil) throws(ExpressionError) -> [EffectModifier] {
            // Where the layout placed the view, its frames; else its size alone (every space its own rectangle).
            let proxy = place.map { GeometryProxyMembers.proxy($0.frame, spaces: $0.spaces) }
                ?? SwiftValue.instance(StructValue(type: "GeometryProxy", fields: [("size", NativeTypes.make("CGSize", [size.width, size.height]))]))
            return try run(proxy)
        }
        // Run once now, so an error in the closure is reported where it is written.
        _ = try effects(Size(100, 100))
        let id = "visualEffect@\(origin):\(closure.range.start)"
        let body = AnimatableBody(id: id, identity: [], placed: { frame, spaces in
            AnimatableBody(id: "\(id)@\(frame.minX),\(frame.minY)", identity: []) { _, size in (try? effects(size, place: (frame, spaces))) ?? [] }
        }) { _, size in (try? effects(size)) ?? [] }
        let opaque = OpaqueValue(.function(function), description: "{ \(closure.parameters.joined(separator: ", ")) in … }", effect: body)
        let argument = Expr.Argument(label: nil, labelRange: nil, value: Expr(.opaque(opaque), range: closure.range))
        return .swiftUI(Expr(.call(callee, arguments: [argument], trailingClosure: nil), range: e.range), origin: f.origin)
    }
}


/// `GeometryReader { proxy in … }`: its content is run with the reader's size when the layout
/// knows it (the reader takes the room it is offered).
extension Interpreter {
    /// A frame carried into the content closure, which runs once the layout knows the size.
    package final class CapturedFrame: @unchecked Sendable {
        package let frame: Frame
        package init(_ frame: Frame) { self.frame = frame }

        /// A fresh interpreter and the captured frame, nested, with `parameter` (unless `_`)
        /// holding `value`: where a closure the layout runs later (its size known) runs.
        package func entered(_ parameter: String, _ value: SwiftValue, program: Program, environment: EnvironmentValues) -> (Interpreter, Frame) {
            var f = frame.nested()
            f.collector = nil
            if parameter != "_" { f.scope.declare(parameter, value) }
            return (Interpreter(program: program, environment: environment), f)
        }
    }

    package func geometryReader(_ callee: Expr, _ closure: Expr.Closure, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard closure.parameters.count <= 1 else {
            throw ExpressionError(.arguments, at: closure.range, "a GeometryReader's closure takes one parameter, as in { proxy in … }")
        }
        let captured = CapturedFrame(f)
        let program = self.program, environment = self.environment, origin = f.origin
        // `GeometryReader { let size = $0.size … }`: no parameter named, the proxy is `$0`.
        let parameter = closure.parameters.first ?? "$0"
        @Sendable func content(_ frame: Rect, spaces: [String: Rect], checking: Bool) throws(ExpressionError) -> Expr {
            let proxy = GeometryProxyMembers.proxy(frame, spaces: spaces)
            let (i, frame) = captured.entered(parameter, proxy, program: program, environment: environment)
            // Readers inside were checked with this one's first run: when the layout runs this
            // content, theirs is run by the layout only (not again now, nor at every level).
            i.geometryContentChecked = !checking
            var views: [Expr] = []
            for (value, range) in try i.collectViews(closure.body, frame) { views.append(try i.reify(value, at: range, origin: origin)) }
            if views.count == 1 { return views[0] }
            // Several views: on top of one another, from the top-leading corner.
            return Expr(.call(Expr(.identifier("ZStack"), range: closure.range),
                              arguments: [Expr.Argument(label: "alignment", labelRange: nil, value: Expr(.implicitMember("topLeading"), range: closure.range))],
                              trailingClosure: Expr.Closure(statements: views, range: closure.range, parameters: [])), range: closure.range)
        }
        // Run once now, so an error in the closure is reported where it is written (readers
        // nested in it run theirs within this run: once each, not once per level above them).
        if !geometryContentChecked { _ = try content(Rect(x: 0, y: 0, width: 100, height: 100), spaces: [:], checking: true) }
        let opaque = OpaqueValue(.void, description: "{ \(parameter) in … }", geometry: { frame, spaces throws(ExpressionError) in
            try content(frame, spaces: spaces, checking: false)
        })
        let argument = Expr.Argument(label: nil, labelRange: nil, value: Expr(.opaque(opaque), range: closure.range))
        return .swiftUI(Expr(.call(callee, arguments: [argument], trailingClosure: nil), range: e.range), origin: f.origin)
    }
}

/// `ScrollViewReader { proxy in … }`: its content, made now, the proxy in scope; a board does not
/// scroll, so an action that calls `proxy.scrollTo(_:anchor:)` is refused there by name.
extension Interpreter {
    /// `TimelineView(.animation) { context in … }` (any schedule): its content at the board's clock
    /// (`context.date` is `Date()`, `context.cadence` `.live`) — the view as it is at that instant; it
    /// does not tick, as a timer has not fired (docs/swift-subset.md, "Stand-ins").
    package func timelineView(_ callee: Expr, _ closure: Expr.Closure, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard closure.parameters.count <= 1 else {
            throw ExpressionError(.arguments, at: closure.range, "a TimelineView's closure takes one parameter, as in { context in … }")
        }
        let inner = f.nested()
        inner.scope.declare(closure.parameters.first ?? "$0", .instance(StructValue(type: "TimelineView.Context", fields: [
            ("date", DateValues.date(environment.now)), ("cadence", .enumCase(EnumValue(type: "TimelineView.Context.Cadence", name: "live"))),
        ])))
        var views: [Expr] = []
        for (value, range) in try collectViews(closure.body, inner) { views.append(try reify(value, at: range, origin: f.origin)) }
        let group = Expr(.call(Expr(.identifier("Group"), range: callee.range), arguments: [],
                               trailingClosure: Expr.Closure(statements: views, range: closure.range, parameters: [])), range: e.range)
        return .swiftUI(group, origin: f.origin)
    }

    package func scrollViewReader(_ callee: Expr, _ closure: Expr.Closure, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard closure.parameters.count <= 1 else {
            throw ExpressionError(.arguments, at: closure.range, "a ScrollViewReader's closure takes one parameter, as in { proxy in … }")
        }
        let inner = f.nested()
        inner.scope.declare(closure.parameters.first ?? "$0", .instance(StructValue(type: "ScrollViewProxy", fields: [])))
        var views: [Expr] = []
        for (value, range) in try collectViews(closure.body, inner) { views.append(try reify(value, at: range, origin: f.origin)) }
        let group = Expr(.call(Expr(.identifier("Group"), range: callee.range), arguments: [],
                               trailingClosure: Expr.Closure(statements: views, range: closure.range, parameters: [])), range: e.range)
        return .swiftUI(group, origin: f.origin)
    }
}

/// `GeometryProxy`: `size`, and `frame(in:)`. A GeometryReader's proxy knows the reader's place in
/// its window: `.local` is its own rectangle, `.global` where it is in the window, `.named("x")`
/// where it is in the nearest view above it of `.coordinateSpace(name: "x")`, `.scrollView` in the
/// nearest scroll view (at rest: scrolled to its start); a name no view above gives is the window,
/// as SwiftUI falls back to the global space. A visual effect's proxy knows the same of the view
/// where the layout places it; where no layout places it (its first run, which checks the closure),
/// only the view's size: every space gives its own rectangle.
package enum GeometryProxyMembers {
    /// The proxy of a view laid out in `frame` (window points): its size, its place for `.global`,
    /// and the origins of the coordinate spaces around it (`spaces`, window points).
    package static func proxy(_ frame: Rect, spaces: [String: Rect] = [:]) -> SwiftValue {
        var fields: [(String, SwiftValue)] = [
            ("size", NativeTypes.make("CGSize", [frame.width, frame.height])),
            ("_origin", NativeTypes.make("CGPoint", [frame.minX, frame.minY])),
        ]
        if !spaces.isEmpty {
            fields.append(("_spaces", .dictionary(spaces.keys.sorted().map { k in
                DictionaryEntry(key: .string(k), value: Geometry.rect(spaces[k]!.minX, spaces[k]!.minY, spaces[k]!.width, spaces[k]!.height))
            })))
        }
        return .instance(StructValue(type: "GeometryProxy", fields: fields))
    }

    package static func frame(_ proxy: StructValue, _ args: [Argument], at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        guard let size = proxy["size"], let s = NativeTypes.numbers(of: size, "CGSize") else { return Geometry.rect(0, 0, 0, 0) }
        guard let origin = proxy["_origin"].flatMap({ NativeTypes.numbers(of: $0, "CGPoint") }) else { return Geometry.rect(0, 0, s[0], s[1]) }
        if case let .swiftUI(e, _)? = args.first?.value, let name = CoordinateSpaceName.named(e) {
            guard let space = Self.space(name, of: proxy) else { return Geometry.rect(origin[0], origin[1], s[0], s[1]) }
            return Geometry.rect(origin[0] - space.0, origin[1] - space.1, s[0], s[1])
        }
        switch space(args.first?.value) {
        case "local": return Geometry.rect(0, 0, s[0], s[1])
        case "global": return Geometry.rect(origin[0], origin[1], s[0], s[1])
        case let other:
            throw Interpreter.unsupported("frame(in: .\(other ?? "…"))", "a board knows a GeometryReader's frame in its window (.global), "
                                          + "its own (.local), a named space's (.named(…)) and its scroll view's (.scrollView)", at: range)
        }
    }

    /// `proxy.bounds(of: .named("x"))` (iOS 17): the named space's rectangle in the reader's own
    /// coordinates; nil when no view above names it.
    package static func bounds(_ proxy: StructValue, _ args: [Argument], at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        guard args.count == 1, args[0].label == "of", case let .swiftUI(e, _) = args[0].value, let name = CoordinateSpaceName.named(e) else {
            throw ExpressionError(.arguments, at: range, "bounds takes a named coordinate space, as in proxy.bounds(of: .named(\"scroll\"))")
        }
        guard let origin = proxy["_origin"].flatMap({ NativeTypes.numbers(of: $0, "CGPoint") }), let space = Self.space(name, of: proxy) else {
            return SwiftValue.none
        }
        return Geometry.rect(space.0 - origin[0], space.1 - origin[1], space.2, space.3)
    }

    /// The frame (window points) of the coordinate space `name` around the proxy's view, if a view names it.
    private static func space(_ name: String, of proxy: StructValue) -> (Double, Double, Double, Double)? {
        guard case let .dictionary(entries)? = proxy["_spaces"],
              let entry = entries.first(where: { if case let .string(k) = $0.key { k == name } else { false } }) else { return nil }
        return Geometry.rectNumbers(entry.value)
    }

    /// The coordinate space's name as written: `.global`, `.local`, `CoordinateSpace.global`, `.named("x")`.
    private static func space(_ value: SwiftValue?) -> String? {
        switch value {
        case let .swiftUI(e, _)?: e.caseName
        case let .enumCase(c)?: c.name
        default: nil
        }
    }
}
