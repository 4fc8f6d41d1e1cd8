import SwiftFront
import BoardScene
import BoardModel
/// Calls: functions, methods, closures, initializers, built-ins.
extension Interpreter {
    /// `callee(arguments) { closure }`; nil when an optional link of the callee was nil.
    package func call(_ callee: Expr, _ arguments: [Expr.Argument], _ closure: Expr.Closure?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        switch callee.kind {
        case let .identifier(name):
            if name == WidgetPreview.builtin { return try widgetPreview(arguments, e, f) }
            if name == "#interpolation" { return try formattedInterpolation(arguments, e, f) }
            if name == "#throw", arguments.count == 1 {
                // The app's `throw`: caught by `try?` and `do`/`catch` (the value bound as `error`);
                // uncaught, it stops the board as it would stop the app.
                let value = try evaluate(arguments[0].value, f)
                let described = (try? text(of: value, at: e.range)) ?? "an error"
                thrownValue = value
                throw ExpressionError(.thrown, at: e.range, "\(described) is thrown and not caught")
            }
            return try callName(name, callee, arguments, closure, e, f)
        case let .implicitMember(name):
            return try implicitMember(name, arguments: arguments, closure: closure, e, f)
        case let .member(base, name, nameRange):
            // `WordType?.some(type)` (`Optional<WordType>.some`): the value itself.
            if name == "some", arguments.count == 1, case let .optionalChain(inner) = base.kind, case let .identifier(typeName) = inner.kind,
               typeName.first?.isUppercase ?? false, f.scope.lookup(typeName) == nil {
                return try evaluate(arguments[0].value, f)
            }
            // `Type.init(…)` is `Type(…)`.
            if name == "init", case let .identifier(typeName) = base.kind, typeName.first?.isUppercase ?? false,
               f.scope.lookup(typeName) == nil {
                return try callName(typeName, base, arguments, closure, e, f)
            }
            // `self.init(…)` in an initializer: another initializer of the type runs on this instance.
            if name == "init", base.kind == .identifier("self"), let typeName = f.selfType, let t = program.type(typeName),
               let instance = f.receiver {
                return try delegatingInit(t, instance, try evaluateArguments(arguments, closure, f), e, f)
            }
            // `SwiftUI.Image(asset: a)`, `SwiftUI.Font.custom(…)`'s type: the module's type, called as written bare.
            if case let .identifier(module) = base.kind, SwiftUINames.modules.contains(module), f.scope.lookup(module) == nil,
               name.first?.isUppercase ?? false {
                // (Not a type nested in the enclosing one: `ImageAsset.Image` is UIKit's, `SwiftUI.Image` SwiftUI's.)
                // Nor the app's own type of SwiftUI's name: `SwiftUI.Text(text)` in the body of a library's `struct Text: View`.
                if module == "SwiftUI", appShadows(swiftUIType: name) {
                    return try residualCall(Expr(.identifier(name), range: nameRange), arguments, closure, e, f)
                }
                var outside = f
                outside.selfType = nil
                return try callName(name, Expr(.identifier(name), range: nameRange), arguments, closure, e, outside)
            }
            // `Swift.min(a, b)`, `Foundation.sqrt(x)`: the module's free function, never a method of
            // the enclosing type of that name (`extension Comparable { func clamped… Swift.min(…) }`).
            if case let .identifier(module) = base.kind, SwiftUINames.modules.contains(module), f.scope.lookup(module) == nil,
               name.first?.isLowercase ?? false {
                var outside = f
                outside.selfType = nil
                return try callName(name, Expr(.identifier(name), range: nameRange), arguments, closure, e, outside)
            }
            // `UINavigationBar.appearance()`: UIKit's appearance proxy (``UIKitAppearance``).
            if case let .identifier(typeName) = base.kind, UIKitAppearance.isProxyCall(typeName, name), f.scope.lookup(typeName) == nil,
               program.type(typeName) == nil {
                return UIKitAppearance.proxy(typeName)
            }
            // `super.init(…)` in a class's initializer.
            if name == "init", base.kind == .identifier("super"), let typeName = f.selfType, let t = program.type(typeName),
               let instance = f.receiver {
                return try superInit(t, instance, try evaluateArguments(arguments, closure, f), e, f)
            }
            if case let .identifier(typeName) = base.kind, let t = try staticBase(typeName, f, at: base.range) {
                return try staticMember(t, name, arguments: arguments, closure: closure, e, nameRange, f)
            }
            // `SwiftUI.Animation.easeIn(…)`: a static member of the module's type.
            if case let .member(inner, typeName, _) = base.kind, case let .identifier(module) = inner.kind,
               SwiftUINames.modules.contains(module), f.scope.lookup(module) == nil {
                if appShadows(swiftUIType: typeName) {
                    return try residualCall(Expr(.member(Expr(.identifier(typeName), range: inner.range), name: name, nameRange: nameRange), range: calleeRange(e)),
                                            arguments, closure, e, f)
                }
                return try staticMember(typeName, name, arguments: arguments, closure: closure, e, nameRange, f)
            }
            return try methodCall(base, name, nameRange, arguments, closure, e, f)
        // `[Int]()`, `[Gradient](repeating: g, count: 2)`, `[String: Int]()`: the type's initializer.
        case let .array(items) where items.count == 1 && Self.namesType(items[0]):
            return try callName("Array", callee, arguments, closure, e, f)
        case let .dictionary(items) where items.count == 1 && Self.namesType(items[0].key) && Self.namesType(items[0].value):
            return try callName("Dictionary", callee, arguments, closure, e, f)
        // `Set<CGFloat>()`, `Array<Int>(repeating: 0, count: 3)`, `Dictionary<String, Int>()`.
        case let .type(t) where ["Array", "Set", "Dictionary"].contains(Program.baseTypeName(t)):
            return try callName(Program.baseTypeName(t), callee, arguments, closure, e, f)
        default:
            guard let fn = try chain(callee, f) else { return nil }
            return try callValue(fn, try evaluateArguments(arguments, closure, f), e, f)
        }
    }

    /// The types of modelled values' method parameters, by argument label, that an implicit member
    /// there is read in (`path.addArc(…, startAngle: .degrees(0), …)`,
    /// `calendar.date(byAdding: .init(month: 1), to: d)`).
    package static let methodArgumentTypes: [String: [String: String]] = [
        "Path": ["startAngle": "Angle", "endAngle": "Angle", "to": "CGPoint", "center": "CGPoint", "control": "CGPoint",
                 "control1": "CGPoint", "control2": "CGPoint"],
        "Calendar": ["byAdding": "DateComponents"],
    ]

    /// `base.name(…)`: a method the files declare, a stored closure, a SwiftUI modifier (kept),
    /// or a method of Swift's values; a mutating one writes its base back.
    package func methodCall(_ base: Expr, _ name: String, _ nameRange: SourceRange, _ arguments: [Expr.Argument], _ closure: Expr.Closure?,
                    _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        // `View().modelContainer(previewContainer)`: the container (a preview's, filled as it is made) is
        // in the environment of the views below before their bodies run and query it (``SwiftDataStore``).
        // Made once: the call goes on with the container held by name (a function that fills one runs once).
        if name == "modelContainer", closure == nil, arguments.count == 1, arguments[0].label == nil,
           arguments[0].value.kind != .identifier("_modelContainer") {
            var inner = f
            inner.scope = Scope(parent: f.scope)
            inner.scope.declare("_modelContainer", try evaluate(arguments[0].value, f))
            let held = Expr.Argument(label: nil, labelRange: nil, value: Expr(.identifier("_modelContainer"), range: arguments[0].value.range))
            return try methodCall(base, name, nameRange, [held], nil, e, inner)
        }
        // `.environment(\.key, value)` of a key the app declares: the views below are made (their
        // bodies run) with the key set; what SwiftUI draws is the view itself.
        if name == "environment", closure == nil, arguments.count == 2, arguments[0].label == nil,
           case let .keyPath(components) = arguments[0].value.kind, let key = components.last, declaresEnvironmentKey(key) {
            // The value has the key's declared type: `.constant(.init(hour: 10, …))` for a `Binding<Date>`.
            let v = try evaluate(arguments[1].value, as: environmentKeyType(key), f)
            let saved = environmentOverrides[key]
            environmentOverrides[key] = v
            defer { environmentOverrides[key] = saved }
            guard let view = try chain(base, f) else { return nil }
            return .swiftUI(try reify(view, at: base.range, origin: f.origin), origin: f.origin)
        }
        guard var value = try chain(base, f) else { return nil }
        // A package's remote image: its own modifiers kept, SwiftUI's on the view it draws (Interpreter+RemoteImages).
        if let image = try remoteImageModifier(value, name, arguments, closure, e, f) { return image }
        if let view = Self.remoteImageView(value) { value = view }
        // A view builder closure's `if` without an `else` that did not run (`{ card in if isDealt(card) { … } }`,
        // called as `content(card).aspectRatio(…)`): SwiftUI's optional view, nil — an empty view, modified.
        // Likewise an optional view that is nil (`let icon: Image?` … `icon.frame(width: 30)`: SwiftUI's
        // `Optional: View`), which only a view can be.
        if Self.isViewModifierName(name, program), Self.isEmptyOptionalView(value, base) {
            value = .swiftUI(Expr(.call(Expr(.identifier("EmptyView"), range: base.range), arguments: [], trailingClosure: nil), range: base.range),
                             origin: f.origin)
        }
        // `icon.map { AnyView($0) }` of an optional view (`(any View)?`) holding one: Optional's map, the closure run on it.
        if case .swiftUI = value, name == "map" || name == "flatMap", !Self.isViewModifierName(name, program) {
            let fn: Expr? = closure.map { Expr(.closure($0), range: $0.range) }
                ?? (arguments.count == 1 && arguments[0].label == nil ? arguments[0].value : nil)
            if let fn { return try callValue(try evaluate(fn, f), [Argument(label: nil, value: value, range: base.range)], e, f) }
        }
        // `Circle().path(in: rect)`, `MyShape().scale(0.5).path(in: rect)`: the shape's outline as a Path.
        if name == "path", closure == nil, arguments.count == 1, arguments[0].label == "in",
           let path = try shapePath(value, in: arguments[0], base: base, f) {
            return path
        }
        if case let .type(t) = value {
            return try staticMember(t, name, arguments: arguments, closure: closure, e, nameRange, f)
        }
        // A UIKit appearance's method (`configureWithOpaqueBackground()`, `setTitleTextAttributes(…)`):
        // accepted, not drawn, its arguments not read (``UIKitAppearance``).
        if UIKitAppearance.isProxy(value) { return .void }
        if case let .instance(s) = value, s.type == "Scanner" { return try scannerCall(s, name, arguments, e, f) }
        if case let .instance(s) = value, s.type == GraphicsContextValue.type { return try graphicsContextCall(base, s, name, arguments, closure, e, f) }
        if let read = try platformColorComponents(value, name, arguments, e, f) { return read }
        if let t = declaredType(of: value),
           let (owner, overloads) = t.methods[name].map({ (t.name, $0) }) ?? protocolMember(t, name).flatMap({ m in m.2.map { (m.0, $0) } }) {
            let args = try evaluateArguments(arguments, closure, f)
            var receiver = value
            // A method an app adds to SwiftUI's `View` (or `Shape`) is one overload beside SwiftUI's
            // own modifier of the name, which a view of the app's has too.
            // Likewise a view's own method of a modifier's name (`func padding(for size: CGSize)` of a
            // card view, beside `.padding([.top], 8)`): the two are one overload set.
            let ownView = owner == t.name && (t.conforms(to: "View") || t.conforms(to: "Shape")) && swiftUIModifier(name, args) != .absent
            if owner != t.name && SwiftUINames.extendedViews.contains(owner) || ownView {
                if let best = appOverload(overloads, args, swiftUI: swiftUIModifier(name, args)) {
                    return try invoke(best.ref, best.bound, args, receiver: receiver, owner: owner, e, f, mutated: &receiver)
                }
            } else {
                let result = try callDeclared(overloads, args, receiver: receiver, owner: owner, e, f, mutated: &receiver)
                if overloads.contains(where: \.declaration.isMutating), !isReference(value) { try write(receiver, to: base, f) }
                return result
            }
        }
        if let fields = fields(of: value), let stored = fields[name], case .function = stored {
            return try callValue(stored, try evaluateArguments(arguments, closure, f), e, f)
        }
        // `Effect().ignoredByLayout()`: the same effect (a board draws effects without moving siblings).
        if name == "ignoredByLayout", arguments.isEmpty, closure == nil,
           let t = userTypeName(of: value).flatMap(program.type), t.conforms(to: "GeometryEffect") {
            return value
        }
        // `.environmentObject(model)`, `.environment(model)`: the model is provided before the view's
        // body runs (its @EnvironmentObject finds it); the modifier draws nothing.
        if ["environmentObject", "environment"].contains(name), arguments.count == 1, arguments[0].label == nil, closure == nil,
           isViewValue(value) {
            let model = try evaluate(arguments[0].value, f)
            if case .object = model {
                // The view itself: its body runs when drawn (a root view's at every evaluation, so
                // the model's changes show), with the model provided (kept with the program's state).
                provide(model)
                return value
            }
        }
        // `.strokeBorder(…)` of an app's InsettableShape: SwiftUI strokes the shape its own
        // `inset(by:)` makes, inset by half the line width.
        if name == "strokeBorder", closure == nil, let t = userTypeName(of: value).flatMap(program.type), t.conforms(to: "InsettableShape"),
           let inset = t.methods["inset"] {
            var width = 1.0
            if let w = arguments.first(where: { $0.label == "lineWidth" }) {
                guard let n = Arithmetic.number(try evaluate(w.value, f)) else { throw ExpressionError(.type, at: w.value.range, "'lineWidth:' takes a number") }
                width = n
            }
            var receiver = value
            let smaller = try callDeclared(inset, [Argument(label: "by", value: .double(width / 2), range: e.range)],
                                           receiver: value, owner: t.name, e, f, mutated: &receiver)
            if !arguments.contains(where: { $0.label == "style" }), let shape = try shapeView(smaller, at: base.range) {
                return try residualCall(Expr(.member(shape, name: "stroke", nameRange: nameRange), range: e.range), arguments, closure, e, f)
            }
        }
        // A SwiftUI modifier on a view a file declares (`RowView(item: a).transition(.opacity)`)
        // modifies its body; on a path or a Shape of your own (`Triangle().fill(.red)`), the view drawing it.
        // A body that is itself a view of the app's (`var body: some View { GridIcon(…) }`) is read on, to SwiftUI's.
        var modified = value
        for _ in 0..<64 where userTypeName(of: modified).map(isViewType) == true { modified = try viewBody(modified, at: base) }
        if !PathValues.isPathMethod(name), let shape = try shapeView(value, at: base.range) { modified = .swiftUI(shape, origin: f.origin) }
        if case .swiftUI = modified, name == "modifier", arguments.count == 1, arguments[0].label == nil, closure == nil {
            // `view.modifier(Card())`: a ViewModifier a file declares is its body, run on the view.
            let m = try evaluate(arguments[0].value, f)
            if let t = userTypeName(of: m).flatMap(program.type), t.conforms(to: "ViewModifier"), let body = t.methods["body"] {
                var receiver = m
                let label = body.first?.declaration.parameters.first?.label ?? "content"
                return try callDeclared(body, [Argument(label: label, value: modified, range: e.range)], receiver: m, owner: t.name,
                                        e, f, mutated: &receiver)
            }
        }
        if case let .swiftUI(residualBase, origin) = modified {
            // The view, in this code's terms (a SwiftUI value from other code points at `base`).
            func residualView() throws(ExpressionError) -> Expr {
                origin == f.origin ? residualBase : try bounded(residualBase, at: base.range).relocated(to: base.range, from: origin)
            }
            // `view.modifier` as a callee, to be called with SwiftUI's arguments.
            func residualCallee(_ modifier: String) throws(ExpressionError) -> Expr {
                Expr(.member(try residualView(), name: modifier, nameRange: nameRange), range: base.range.union(nameRange))
            }
            // A method a file adds to a SwiftUI type (`extension View { func card() }`), when its
            // labels fit; SwiftUI's own modifier of the same name otherwise.
            if let overloads = SwiftUINames.extensionMethod(program, name) {
                let args = try evaluateArguments(arguments, closure, f)
                var receiver = value
                if let best = appOverload(overloads, args, swiftUI: swiftUIModifier(name, args)) {
                    return try invoke(best.ref, best.bound, args, receiver: receiver, owner: best.ref.owner, e, f, mutated: &receiver)
                }
            }
            if name == "phaseAnimator" { return try phaseAnimator(view: modified, base, arguments, closure, e, f) }
            // `.onReceive(model.$value) { v in … }`: `@Published` sends its value when the view subscribes, as
            // it appears (a timer's or a subject's first value is later: those stay as SwiftUI's modifier).
            if name == "onReceive", let first = arguments.first, first.label == nil,
               case let .instance(p) = try Self.publisherValue(try evaluate(first.value, f)), p.type == PublishedPublishers.type,
               let performExpr = closure.map({ Expr(.closure($0), range: $0.range) }) ?? arguments.dropFirst().first(where: { $0.label == "perform" })?.value {
                let perform = try evaluate(performExpr, f)
                let scope = Scope(parent: f.scope)
                scope.declare("‹onReceive›", PublishedPublishers.receiveAction(p, perform))
                let inner = Frame(scope: scope, selfType: f.selfType, origin: f.origin)
                let callee = try residualCallee("onAppear")
                return try residualCall(callee, [Expr.Argument(label: "perform", labelRange: nil, value: Expr(.identifier("‹onReceive›"), range: first.value.range))],
                                        nil, e, inner)
            }
            if name == "transaction", arguments.isEmpty, let closure, let reduced = try reducedTransactionClosure(closure, f) {
                let callee = try residualCallee(name)
                return try residualCall(callee, [], reduced, e, f)
            }
            if name == "animation", let closure, arguments.count == 1, arguments[0].label == nil {
                return try animationBody(view: modified, base, arguments[0], closure, e, f)
            }
            // `.buttonStyle(MyStyle())`, `.toggleStyle(CheckBox())`: a style of the app's draws the controls
            // beneath — named too by a static member of `extension ButtonStyle where Self == RowStyle { static var row … }` (`.row`).
            if let kind = ["buttonStyle": "ButtonStyle", "toggleStyle": "ToggleStyle"][name], closure == nil, arguments.count == 1,
               arguments[0].label == nil {
                let written = arguments[0].value
                let declared = Self.rootName(written).flatMap { root in
                    program.type(kind).flatMap { $0.statics[root] != nil || $0.staticMethods[root] != nil ? Self.rooted(written, in: kind) : nil }
                }
                let style = try evaluate(declared ?? written, f)
                if let t = userTypeName(of: style).flatMap(program.type), t.conforms(to: kind), let makeBody = t.methods["makeBody"] {
                    let b = try residualView()
                    return kind == "ButtonStyle" ? try customButtonStyle(b, style, t, makeBody, e, f) : try customToggleStyle(b, style, t, makeBody, e, f)
                }
            }
            if let reason = Refusals.modifiers[name] { throw Self.unsupported("." + name, reason, at: nameRange) }
            // Judged here, where it is written, so the message names the Swift file's line.
            if let problem = ViewEvaluator.modifierProblem(name, on: residualBase, at: nameRange) { throw problem }
            let callee = try residualCallee(name)
            return try residualCall(callee, arguments, closure, e, f)
        }
        // An implicit member written for a modelled type's method reads as a member of the type its
        // parameter takes: a path's angles (`.degrees(90)`) and points (`.zero`), a calendar's components.
        var arguments = arguments
        if case let .instance(s) = value, let types = Self.methodArgumentTypes[s.type] {
            arguments = arguments.map { a in
                guard let type = types[a.label ?? ""], let rooted = Self.rooted(a.value, in: type) else { return a }
                return Expr.Argument(label: a.label, labelRange: a.labelRange, value: rooted, followsTrailingClosure: a.followsTrailingClosure)
            }
        }
        let args = try evaluateArguments(arguments, closure, f)
        if NativeMembers.isMutating(value, name) {
            var v = value
            value = .none
            modified = .none
            // A local `var` is taken out while it changes, so that its storage has one owner and
            // `append`, `addLine(to:)`, … change it in place (a loop of them costs linear time).
            let taken = takenLocal(base, args, f)
            do {
                let result = try NativeMembers.callMutating(&v, name, args, self, e, f)
                taken?.value = v
                try write(v, to: base, f)
                return result
            } catch {
                taken?.value = v
                throw error
            }
        }
        if case let .binding(ref) = value, name == "wrappedValue" { return try read(ref, at: e.range) }
        return try NativeMembers.call(value, name, args, self, e, f)
    }

    /// The local variable `base` names, its value taken out (set to nil until it is written back),
    /// when a mutating method on it runs no code of the program's (no closure among `args`) that
    /// could read it meanwhile; nil otherwise.
    package func takenLocal(_ base: Expr, _ args: [Argument], _ f: Frame) -> Scope.Variable? {
        guard case let .identifier(name) = base.kind, let variable = f.scope.lookup(name), !variable.isLet,
              !args.contains(where: { if case .function = $0.value { true } else { false } }) else { return nil }
        switch variable.value {
        case .array, .dictionary, .instance, .string:
            variable.value = .none
            return variable
        default:
            return nil
        }
    }

    /// Whether a value is a reference (a class instance): mutation shows through every copy.
    package func isReference(_ v: SwiftValue) -> Bool {
        if case .object = v { return true }
        return false
    }

    /// The arguments as values; the trailing closure last, marked.
    package func evaluateArguments(_ arguments: [Expr.Argument], _ closure: Expr.Closure?, _ f: Frame) throws(ExpressionError) -> [Argument] {
        var out: [Argument] = []
        for a in arguments {
            var place: Expr?
            var valueExpr = a.value
            if case let .prefix("&", target) = a.value.kind { place = target; valueExpr = target }
            var argument = Argument(label: a.label, value: try evaluate(valueExpr, f), range: a.value.range,
                                    followsTrailingClosure: a.followsTrailingClosure, place: place)
            // `1/5` takes its type from the parameter, chosen later: its floating value kept too.
            if place == nil, !f.floatingLiterals, Self.isLiteralDivision(valueExpr) {
                argument.floating = try evaluate(valueExpr, f.floating(true))
            }
            out.append(argument)
        }
        if let closure {
            let fn = Function(.closure(closure, f.scope, origin: f.origin, receiver: nil))
            out.append(Argument(label: nil, value: .function(fn), range: closure.range, isTrailing: true))
        }
        return out
    }

    /// The arguments of a call of a declared function used as a value (`.onEnded(finish)` for
    /// `func finish(drag: DragGesture.Value)`): a function value's type has no argument labels, so
    /// unlabelled arguments that do not fit the labels are given the parameters' labels in order.
    package static func asFunctionValue(_ args: [Argument], _ parameters: [FunctionParameter]) -> [Argument] {
        guard args.count == parameters.count, args.allSatisfy({ $0.label == nil && !$0.isTrailing }),
              zip(args, parameters).contains(where: { $0.label != $1.label }) else { return args }
        return zip(args, parameters).map { a, p in var a = a; a.label = p.label; return a }
    }

    /// `Row.init` used as a function (`ForEach(rows, content: Row.init)`, `names.map(Row.init)`): its
    /// arguments come unlabelled, as a function value's do, and take the labels of the type's one
    /// initializer of that many parameters, or else of its memberwise initializer's required properties.
    func asInitializerValue(_ args: [Argument], _ t: TypeInfo?) -> [Argument] {
        guard let t, !args.isEmpty, args.allSatisfy({ $0.label == nil && !$0.isTrailing }) else { return args }
        let candidates = t.initializers.filter { $0.declaration.parameters.count == args.count }
        if candidates.count == 1 { return Self.asFunctionValue(args, candidates[0].declaration.parameters) }
        guard candidates.isEmpty, !t.declaresInitializers else { return args }
        let required = t.stored.filter { $0.binding.initializer == nil }
        guard required.count == args.count else { return args }
        return zip(args, required).map { a, p in var a = a; a.label = p.name; return a }
    }

    /// Calls a value: a function, a type (its initializer), a SwiftUI name.
    package func callValue(_ value: SwiftValue, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        switch value {
        case let .function(fn):
            switch fn.kind {
            case let .closure(c, scope, origin, receiver):
                return try callClosure(c, scope, origin: origin, receiver: receiver, args, e)
            case let .declared(d, owner, receiver, origin):
                var r = receiver ?? .void
                let ref = FunctionRef(declaration: d, origin: origin, owner: owner, range: e.range)
                return try callDeclared([ref], Self.asFunctionValue(args, d.parameters), receiver: receiver, owner: owner, e, f, mutated: &r)
            case let .method(base, name):
                if case .swiftUI = base, let overloads = SwiftUINames.extensionMethod(program, name) {
                    var r = base
                    if let best = appOverload(overloads, args, swiftUI: swiftUIModifier(name, args)) {
                        return try invoke(best.ref, best.bound, args, receiver: base, owner: best.ref.owner, e, f, mutated: &r)
                    }
                    // SwiftUI's own modifier of the name.
                    if case let .swiftUI(b, origin) = base {
                        let range = calleeRange(e)
                        let residualBase = origin == f.origin ? b : try bounded(b, at: range).relocated(to: range, from: origin)
                        return try residualCall(Expr(.member(residualBase, name: name, nameRange: range), range: range), args, e, f)
                    }
                }
                return try NativeMembers.call(base, name, args, self, e, f)
            case let .builtin(_, body):
                return try body(self, args, e.range)
            case let .initializer(type):
                return try initialize(type, args, e, f)
            case let .enumCase(type, name):
                guard let t = program.type(type), let c = t.enumCase(name) else {
                    throw ExpressionError(.unknownName, at: e.range, "'\(type)' has no case '\(name)'")
                }
                return try makeCase(t, c, args, e)
            }
        case let .type(t):
            if let type = typeRef(t) { return try construct(type, asInitializerValue(args, program.type(t)), e, f) }
            return try residualCall(Expr(.identifier(t), range: calleeRange(e)), args, e, f)
        case let .swiftUI(callee, origin):
            let c = origin == f.origin ? callee : try bounded(callee, at: e.range).relocated(to: calleeRange(e), from: origin)
            // A layout value called with its content (`let layout = flag ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`,
            // `layout { … }`): the stack it lays out as, with the layout's own arguments.
            if let (stack, settings) = Self.layoutContainer(c) {
                var all: [Argument] = []
                for s in settings { all.append(Argument(label: s.label, value: try evaluate(s.value, f), range: c.range)) }
                return try residualCall(Expr(.identifier(stack), range: c.range), all + args, e, f)
            }
            return try residualCall(c, args, e, f)
        default:
            if let refusal = PropertyWrappers.undeclaredEnvironmentRefusal(value, at: calleeRange(e)) { throw refusal }
            throw ExpressionError(.type, at: calleeRange(e), "\(describe(value)) is not a function; it cannot be called")
        }
    }

    /// A SwiftUI call made from values already evaluated (a closure stored, then called).
    package func residualCall(_ callee: Expr, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if case let .identifier(name) = callee.kind, let stack = Self.layoutContainers[name], args.contains(where: \.isTrailing) {
            return try residualCall(Expr(.identifier(stack), range: callee.range), args, e, f)
        }
        var residual: [Expr.Argument] = []
        var trailing: Expr.Closure?
        for a in args {
            if a.label == "bundle", Self.takesBundle(callee) { continue }
            if a.isTrailing, case let .function(fn) = a.value, case let .closure(c, _, _, _) = fn.kind {
                trailing = c
                continue
            }
            residual.append(Expr.Argument(label: a.label, labelRange: nil, value: try reify(a.value, at: a.range, origin: f.origin),
                                          followsTrailingClosure: a.followsTrailingClosure))
        }
        let withClosure = try trailing.map { (c: Expr.Closure) throws(ExpressionError) -> Expr.Closure in
            let r = try residualClosure(c, callee: callee, arguments: residual, label: nil, trailing: true, f)
            if case let .closure(inner) = r.kind { return inner }
            return c
        }
        localize(&residual, callee: callee, written: e)
        return try swiftUICall(Expr(.call(callee, arguments: residual, trailingClosure: withClosure), range: e.range), f)
    }

    /// SwiftUI's views and modifiers whose title is a `LocalizedStringKey`: a string literal there
    /// is looked up in the app's strings table (``StringsTables``), as a `Text("key")` is.
    static let localizedTitles: Set<String> = [
        "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Picker", "Section", "Link", "Menu",
        "NavigationLink", "Stepper", "DatePicker", "LabeledContent", "GroupBox", "DisclosureGroup", "ProgressView",
        "ContentUnavailableView", "navigationTitle", "accessibilityLabel", "accessibilityHint", "help", "alert",
        "confirmationDialog", "badge",
    ]

    /// `Text("welcome_title")` as the app's table writes the key, when `written` (the call as the
    /// file has it) gives a string literal as its first, unlabelled argument.
    func localize(_ residual: inout [Expr.Argument], callee: Expr, written e: Expr) {
        guard !program.assets.strings.isEmpty, let name = callee.name ?? callee.caseName, Self.localizedTitles.contains(name),
              case let .call(_, written, _) = e.kind, let first = written.first, first.label == nil,
              case let .string(key) = first.value.kind, residual.first?.label == nil else { return }
        // `Text("key", tableName: "Other")`: that table.
        var table: String?
        if case let .string(t)? = residual.first(where: { $0.label == "tableName" })?.value.kind { table = t }
        guard let text = program.assets.strings.text(key, table: table) else { return }
        residual[0].value = Expr(.string(text), range: residual[0].value.range)
    }

    /// A SwiftUI call whose arguments are written as literals, as a value: `Color("brand")` the
    /// colour the board declares for the asset (as its components); an initializer a board
    /// refuses (an asset it does not know) judged here, where it is written, so the message
    /// names the Swift file's line.
    package func swiftUICall(_ call: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        var call = Self.namingAssetSymbol(call, program)
        if case let .call(callee, arguments, nil) = call.kind, callee.name == "Color" || callee.name == "Image",
           let first = arguments.first, first.label == nil, case let .string(name) = first.value.kind,
           arguments.dropFirst().allSatisfy({ $0.label == "bundle" }) {
            if callee.name == "Color", let color = namedAppColor(name, at: call.range) {
                call = color
            } else if callee.name == "Image", let reason = program.assets.refusals[name] {
                throw Self.unsupported("Image(\"\(name)\")", reason, at: call.range)
            }
        }
        if let problem = ViewEvaluator.initializerProblem(call) { throw problem }
        return .swiftUI(call, origin: f.origin)
    }

    /// `Color(.customBlack)`, the symbol Xcode generates for a colour set (``AssetSymbols``), as
    /// `Color("CustomBlack")` (`Image(.coffee)` is read where Image's arguments are).
    static func namingAssetSymbol(_ call: Expr, _ program: Program) -> Expr {
        guard case let .call(callee, arguments, nil) = call.kind, callee.name == "Color",
              arguments.count == 1, arguments[0].label == nil, case let .implicitMember(symbol) = arguments[0].value.kind,
              let name = program.colorSymbols[symbol] else { return call }
        var named = arguments
        named[0].value = Expr(.string(name), range: arguments[0].value.range)
        return Expr(.call(callee, arguments: named, trailingClosure: nil), range: call.range)
    }

    /// A catalogue's colour: its components, or the system colour it names (`Color(.systemBlue)`).
    package static func assetColor(_ color: AssetColor, at range: SourceRange) -> Expr {
        switch color {
        case let .rgb(c): return rgbColor(c, at: range)
        case let .system(name):
            return Expr(.call(Expr(.identifier("Color"), range: range), arguments: [
                Expr.Argument(label: nil, labelRange: nil, value: Expr(.implicitMember(name), range: range))], trailingClosure: nil), range: range)
        }
    }

    /// `Color(red:green:blue:opacity:)` of `color`'s components.
    package static func rgbColor(_ color: Color, at range: SourceRange) -> Expr {
        func number(_ label: String, _ v: Double) -> Expr.Argument {
            Expr.Argument(label: label, labelRange: nil, value: Expr(.number(NumberLiteral.of(v)), range: range))
        }
        return Expr(.call(Expr(.identifier("Color"), range: range),
                          arguments: [number("red", color.red), number("green", color.green), number("blue", color.blue),
                                      number("opacity", color.alpha)], trailingClosure: nil), range: range)
    }

    /// What `.onReceive` subscribes to: a subject's publisher (CurrentValueSubjects), else the value itself.
    static func publisherValue(_ v: SwiftValue) -> SwiftValue { CurrentValueSubjects.publisher(v) ?? v }

    /// A closure called with `args` (`$0`, `$1` when it names no parameters).
    package func callClosure(_ c: Expr.Closure, _ captured: Scope, origin: Int, receiver: SwiftValue?, _ args: [Argument], _ e: Expr,
                             inoutFirst: ((SwiftValue) -> Void)? = nil) throws(ExpressionError) -> SwiftValue {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Self.maximumCallDepth else { throw tooDeepCalls(e) }
        let scope = Scope(parent: captured)
        if c.parameters.isEmpty {
            for (i, a) in args.enumerated() { scope.declare("$\(i)", a.value, isLet: !(i == 0 && inoutFirst != nil)) }
        } else if c.parameters.count == args.count {
            for (k, (p, a)) in zip(c.parameters, args).enumerated() {
                scope.declare(p, a.value, isLet: !(k == 0 && inoutFirst != nil))
                // `{ $item in Text(item.title) }` (a property-wrapper parameter, SE-0293): `$item` is
                // the binding given, `item` its value.
                if p.count > 1, p.hasPrefix("$"), case let .binding(ref) = a.value {
                    scope.declare(String(p.dropFirst()), try read(ref, at: e.range))
                }
            }
        } else if args.count == 1, case let .tuple(items, _) = args[0].value, items.count == c.parameters.count {
            for (p, v) in zip(c.parameters, items) { scope.declare(p, v) }
        } else {
            throw ExpressionError(.arguments, at: e.range, "the closure takes \(NumberFormat.counted(c.parameters.count, "parameter")) but is given \(args.count)")
        }
        if let receiver { scope.declare("self", receiver) }
        // A closure written in a type's body finds that type's nested types by their own names
        // (`Constant.offset` in an `.onAppear` action, where another view nests a `Constant` too).
        var selfType = (receiver ?? captured.lookup("self")?.value).flatMap { userTypeName(of: $0) }
        if selfType == nil, case let .type(t)? = captured.lookup("Self")?.value { selfType = t }
        let frame = Frame(scope: scope, selfType: selfType, origin: origin)
        return try inDeclaration(origin, named: "a closure", at: e) { () throws(ExpressionError) -> SwiftValue in
            let value = try closureBodyValue(c.body, frame)
            // An `inout` first parameter (`reduce(into:)`'s accumulator): the value the body left in it.
            if let inoutFirst, let v = scope.lookup(c.parameters.first ?? "$0") { inoutFirst(v.value) }
            // `{ i -> (x: Double, y: Double) in return (a, b) }`: the result takes the declared type.
            guard let type = c.returnType, !type.isEmpty else { return value }
            return try coerce(value, to: type, at: e.range)
        }
    }

    /// A closure's value. Several statements without a `return` are Void in Swift unless the closure
    /// is a view builder (`Card { Text("a"); Text("b") }` for `@ViewBuilder content: () -> Content`,
    /// called as `content()`): when every value its statements leave is a view, those views, in a
    /// group, as the builder makes them; else nothing.
    func closureBodyValue(_ body: [Statement], _ frame: Frame) throws(ExpressionError) -> SwiftValue {
        guard body.count > 1, Self.isBuilderBody(body) else { return try bodyValue(body, frame) }
        let views = try collectViews(body, frame)
        guard !views.isEmpty, views.allSatisfy({ isViewValue($0.value) }) else { return .void }
        return try combineViews(views, at: body[0].range, origin: frame.origin)
    }

    /// A body's value: its one expression, or what it returns.
    package func bodyValue(_ body: [Statement], _ frame: Frame) throws(ExpressionError) -> SwiftValue {
        if body.count == 1, case let .expression(x) = body[0].kind { return try evaluate(x, frame) }
        if body.count == 1, case .ifStatement = body[0].kind { return try statementValueOrVoid(body[0], frame) }
        if body.count == 1, case .switchStatement = body[0].kind { return try statementValueOrVoid(body[0], frame) }
        if case let .returned(v) = try execute(body, frame) { return v }
        return .void
    }

    private func statementValueOrVoid(_ s: Statement, _ frame: Frame) throws(ExpressionError) -> SwiftValue {
        if case let .returned(v) = try execute([s], frame, valueOfLast: true) { return v }
        return .void
    }

    /// The error for calls nested past the limit.
    package func tooDeepCalls(_ e: Expr) -> ExpressionError {
        ExpressionError(.tooDeep, at: e.range,
                        "calls nest more than \(Self.maximumCallDepth) deep here (a function or property that calls itself?)")
    }

    /// The error for instances made inside their own making past the limit: a stored property
    /// whose initial value makes its own type again, directly or through other types.
    package func tooDeepInstances(_ e: Expr, _ name: String) -> ExpressionError {
        ExpressionError(.tooDeep, at: e.range,
                        "'\(name)(…)' nests more than \(Self.maximumCallDepth) deep here (a stored property's initial value makes '\(name)' again, directly or through other types)")
    }

    /// The error for views nested past the limit: a body that makes its own view again.
    package func tooDeepViews(_ e: Expr, _ name: String) -> ExpressionError {
        ExpressionError(.tooDeep, at: e.range,
                        "views nest more than \(Self.maximumCallDepth) deep here ('\(name)' is inside its own body, directly or through other views)")
    }

    /// Runs `body`, written in the file of `origin`; an error inside it is reported at `e` (in the
    /// code running now) naming the declaration and where in its file the problem is.
    package func inDeclaration<T>(_ origin: Int, named name: String, at e: Expr, _ body: () throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        let caller = currentOrigin
        currentOrigin = origin
        defer { currentOrigin = caller }
        do {
            return try body()
        } catch {
            guard origin != caller else { throw error }
            var wrapped = error
            wrapped.range = e.range
            wrapped.note = nil
            wrapped.suggestion = nil
            if let location = program.location(error.range, origin: origin) {
                wrapped.message = "in \(name) at \(location): \(error.message)" + (error.suggestion.map { "; did you mean '\($0)'?" } ?? "")
                wrapped.declaration = wrapped.declaration ?? "\(location)"
            } else if origin == Program.boardConstants {
                wrapped.message = "in the constant \(name): \(error.message)"
            }
            throw wrapped
        }
    }

    /// Whether `e` is written as a type: `Int`, `Swift.Int`, `[Int]`, `[String: Int]` (a capitalised name).
    package static func namesType(_ e: Expr) -> Bool {
        switch e.kind {
        case let .identifier(name): return name.first?.isUppercase ?? false
        case let .member(base, name, _): return namesType(base) && (name.first?.isUppercase ?? false)
        case let .array(items): return items.count == 1 && namesType(items[0])
        case let .dictionary(items): return items.count == 1 && namesType(items[0].key) && namesType(items[0].value)
        case .type: return true
        default: return false
        }
    }

    /// `UIColor(named: "Brand")` (with `in:` and `compatibleWith:`), `NSColor(named:)`: the asset
    /// catalogue's colour (or the board's `"colors"` entry) as a Color, which `Color(_:)` then
    /// shows; nil — UIKit's answer — when no catalogue holds the name. Not a `named:` call: nil.
    package func namedPlatformColor(_ arguments: [Expr.Argument], _ callee: Expr, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        guard let first = arguments.first, first.label == "named",
              arguments.dropFirst().allSatisfy({ ["in", "bundle", "compatibleWith"].contains($0.label ?? "") }) else { return nil }
        let name = try text(of: try evaluate(first.value, f), at: first.value.range)
        return namedAppColor(name, at: e.range).map { .swiftUI($0, origin: f.origin) } ?? SwiftValue.none
    }

    /// `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }` (`UIColor(dynamicProvider:)`,
    /// AppKit's `NSColor(name:dynamicProvider:)`): the colour the provider gives for the board's
    /// appearance (its traits' `userInterfaceStyle`, an appearance's `name`); nil for other calls.
    package func dynamicPlatformColor(_ arguments: [Expr.Argument], _ closure: Expr.Closure?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        let provider: Expr
        if let closure, arguments.allSatisfy({ $0.label == "name" }) {
            provider = Expr(.closure(closure), range: closure.range)
        } else if let a = arguments.last, a.label == "dynamicProvider", arguments.dropLast().allSatisfy({ $0.label == "name" }) {
            provider = a.value
        } else {
            return nil
        }
        let style = Expr(.implicitMember(environment.colorScheme == "dark" ? "dark" : "light"), range: e.range)
        let appearance = Expr(.implicitMember(environment.colorScheme == "dark" ? "darkAqua" : "aqua"), range: e.range)
        let traits = SwiftValue.instance(StructValue(type: "UITraitCollection", fields: [
            ("userInterfaceStyle", .swiftUI(style, origin: f.origin)), ("name", .swiftUI(appearance, origin: f.origin)),
        ]))
        return try callValue(try evaluate(provider, f), [Argument(value: traits, range: e.range)], e, f)
    }

    /// The colour an app names (`Color("Brand")`, `UIColor(named: "Brand")`): the board's `"colors"`
    /// entry, which overrides the catalogues', else the catalogue's in the board's appearance; nil
    /// when neither holds the name.
    package func namedAppColor(_ name: String, at range: SourceRange) -> Expr? {
        if let color = program.assetColors[name] { return Self.rgbColor(color, at: range) }
        return program.assets.colors[name]?.resolved(environment.colorScheme).map { Self.assetColor($0, at: range) }
    }
}
