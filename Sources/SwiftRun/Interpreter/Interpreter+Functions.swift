import SwiftFront
import BoardScene
import BoardModel
/// Functions the files declare: overloads chosen by labels, parameters bound
/// (defaults, variadics, trailing closures, `inout`), bodies run.
extension Interpreter {
    /// Calls the overload of `overloads` whose labels fit `args`. `mutated` receives `self`
    /// after a mutating method.
    package func callDeclared(_ overloads: [FunctionRef], _ args: [Argument], receiver: SwiftValue?, owner: String?,
                      _ e: Expr, _ f: Frame, mutated: inout SwiftValue) throws(ExpressionError) -> SwiftValue {
        // Overloads whose labels fit, ranked as Swift's type checker would (Interpreter+Overloads):
        // `scale(_: Double)` beside `scale(_: SIMD2<Double>)`, `init(_: LocalizedStringKey)` beside `init(_: Text)`.
        if let best = rankedOverloads(overloads, args).first {
            return try invoke(best.ref, best.bound, args, receiver: receiver, owner: owner, e, f, mutated: &mutated)
        }
        let given = "(" + args.map { ($0.isTrailing ? "{ … }" : ($0.label ?? "_") + ":") }.joined() + ")"
        let isInit = overloads.first.map { $0.declaration.role == .initializer || $0.declaration.role == .failableInitializer } ?? false
        let typeName = owner.map(Program.baseTypeName) ?? ""
        let forms = overloads.map { isInit ? typeName + $0.declaration.selector.dropFirst(4) : $0.declaration.selector }
        let place = overloads.first.map { " (\(declared($0.origin, $0.nameRange)))" } ?? ""
        if isInit {
            throw ExpressionError(.arguments, at: e.range, "no initializer of \(typeName) takes these arguments \(given); declared: \(Wording.list(forms))\(place)")
        }
        throw ExpressionError(.arguments, at: e.range,
                              "no function \(owner.map { Program.baseTypeName($0) + "." } ?? "")\(overloads.first?.declaration.name ?? "") takes \(given); declared: \(Wording.list(forms))\(place)")
    }

    /// Which argument (or default, or variadic list) each parameter gets; nil when the labels do not fit.
    package func bind(_ parameters: [FunctionParameter], _ written: [Argument]) -> [Int: [Int]]? {
        // The arguments in source order: the first trailing closure (listed last) comes before the
        // labelled trailing closures that follow it (`Card(isFlipped: $f) { front } back: { back }`).
        var order = Array(written.indices)
        if let k = written.firstIndex(where: \.isTrailing), let first = written.firstIndex(where: \.followsTrailingClosure), first < k {
            order.insert(order.remove(at: k), at: first)
        }
        let args = order.map { written[$0] }
        var result: [Int: [Int]] = [:]
        var i = 0
        for (k, p) in parameters.enumerated() {
            if p.isVariadic {
                var taken: [Int] = []
                while i < args.count, (taken.isEmpty ? args[i].label == p.label : args[i].label == nil), !args[i].isTrailing {
                    taken.append(order[i])
                    i += 1
                }
                result[k] = taken
                continue
            }
            // A trailing closure is not passed to an unlabelled parameter of a type that takes no
            // function (`_ name: String? = nil` before `items: () -> A`): Swift's forward scan skips it,
            // and skips a defaulted closure parameter when a later one needs an argument (SE-0286).
            if i < args.count, args[i].label == p.label, !args[i].isTrailing || isClosure(p.type) || !isDistinguished(p.type) {
                result[k] = [order[i]]
                i += 1
            } else if i < args.count, args[i].isTrailing, isClosure(p.type),
                      p.defaultValue == nil || !parameters[(k + 1)...].contains(where: { isClosure($0.type) && $0.defaultValue == nil }) {
                result[k] = [order[i]]
                i += 1
            } else if p.defaultValue == nil {
                return nil
            }
        }
        return i == args.count ? result : nil
    }

    /// An argument's value for a parameter of `type`: literal arithmetic (`1/5`) is floating where
    /// the type is (``Argument/floating``).
    package func argumentValue(_ a: Argument, for type: String) -> SwiftValue {
        if let floating = a.floating, isFloating(type) { return floating }
        return a.value
    }

    /// Whether a parameter's type is a function type (`() -> Void`, `@escaping (Int) -> Bool`).
    package static func isClosureType(_ type: String) -> Bool { type.contains("->") }

    /// Whether a parameter's type is a function type, written out or through a type alias the
    /// files declare (`@escaping ContentBuilder`, `ResponseHandler<[User]>?`), so a trailing
    /// closure is passed to it.
    package func isClosure(_ type: String) -> Bool {
        if Self.isClosureType(type) { return true }
        var t = type.replacingOccurrences(of: "@escaping", with: "").trimmingCharacters(in: .whitespaces)
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if let lt = t.firstIndex(of: "<") { t = String(t[..<lt]) }
        return Self.isClosureType(program.expandingAliases(t))
    }

    /// Runs a declared function with its parameters bound.
    package func invoke(_ ref: FunctionRef, _ bound: [Int: [Int]], _ args: [Argument], receiver: SwiftValue?, owner: String?,
                _ e: Expr, _ f: Frame, mutated: inout SwiftValue) throws(ExpressionError) -> SwiftValue {
        let d = ref.declaration
        guard let body = d.body else {
            throw ExpressionError(.value, at: e.range, "\(d.selector) has no body to run")
        }
        if !d.effects.isEmpty, d.effects.contains("async") {
            throw Self.unsupported(d.selector, "it is async; concurrency does not run on a board", at: e.range)
        }
        let scope = Scope(parent: nil)
        let defaultsFrame = Frame(scope: scope, selfType: owner, origin: ref.origin)
        for (k, p) in d.parameters.enumerated() {
            var value: SwiftValue
            if let indices = bound[k], p.isVariadic {
                value = .array(indices.map { args[$0].value })
            } else if let index = bound[k]?.first {
                value = argumentValue(args[index], for: p.type)
            } else if let dv = p.defaultValue {
                value = try inDeclaration(ref.origin, named: d.selector, at: e) { () throws(ExpressionError) -> SwiftValue in
                    try evaluate(dv, defaultsFrame)
                }
            } else {
                value = .none
            }
            value = try parameterValue(value, p.type, d, owner, at: bound[k]?.first.map { args[$0].range } ?? e.range)
            scope.declare(p.name, value, isLet: !p.isInout)
        }
        let isInit = d.role == .initializer || d.role == .failableInitializer
        // `T` of `func load<T: Decodable>`: a type the caller decides, known where the result is
        // given a declared type (``BundleResources``).
        // A parameter written `_ type: T.Type` (or `_ value: T`) decides T from its argument, as
        // the type checker does (`container.resolve(Theme.self)`, then `as? T`).
        for g in d.genericParameters {
            var bound: String?
            for p in d.parameters where bound == nil {
                let written = p.type.trimmingCharacters(in: .whitespaces)
                guard written == g + ".Type" || written == g, let v = scope.lookup(p.name)?.value else { continue }
                if written == g + ".Type", case let .type(t) = v { bound = t }
                if written == g { bound = userTypeName(of: v) ?? typeName(of: v) }
            }
            scope.declare(g, .type(bound ?? BundleResources.callersType))
        }
        if let receiver { scope.declare("self", receiver, isLet: !(d.isMutating || isInit)) }
        var frame = Frame(scope: scope, selfType: owner, origin: ref.origin)
        frame.isMutating = d.isMutating || isInit
        frame.isInitializer = isInit
        let builder = d.attributes.contains("ViewBuilder")
            || (d.name == "body" && owner.map { program.type($0)?.conforms(to: "ViewModifier") ?? false || program.type($0)?.conforms(to: "Transition") ?? false } == true)
        let name = (owner.map { Program.baseTypeName($0) + "." } ?? "") + d.selector
        // `-> Self` in a type or an extension of one (`extension CGRect { static func circle(…) -> Self
        // { .init(x: …) } }`): the owner's type.
        let returnType = d.returnType == "Self" ? owner ?? d.returnType : d.returnType
        let result = try runBody(body, frame, builder: builder, returnType: returnType, name: name, at: e)
        if let v = scope.lookup("self")?.value { mutated = v }
        for (k, p) in d.parameters.enumerated() where p.isInout {
            if let index = bound[k]?.first, let place = args[index].place, let v = scope.lookup(p.name)?.value {
                try write(v, to: place, f)
            }
        }
        return result
    }

    /// An argument `value` of a parameter written `written` of `d`, as the parameter's type reads it.
    /// A generic parameter (`_ style: Style` of `<Style: ViewModifier>`) or an opaque one (`some
    /// ViewModifier`) is not a type of the app that happens to share its name (`MyButton.Style`): an
    /// implicit member there is a static the app declares on its protocol (`extension ViewModifier
    /// where Self == LargeTitleStyle { static var largeTitle }`, SE-0299), else the value is left as
    /// it is. Other types as ``coerce(_:to:at:)`` reads them in the owner's scope.
    func parameterValue(_ value: SwiftValue, _ written: String, _ d: FunctionDeclaration, _ owner: String?,
                        at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        let constraint: String? = if d.genericParameters.contains(trimmed) { d.genericConstraints[trimmed] ?? "" }
            else if trimmed.hasPrefix("some ") { String(trimmed.dropFirst(5)) } else { nil }
        guard let constraint else { return try coerce(value, to: contextualType(written, in: owner), at: range) }
        guard case let .swiftUI(e, origin) = value, let root = Self.rootName(e), let t = program.type(constraint),
              t.statics[root] != nil || t.staticMethods[root] != nil, let rewritten = Self.rooted(e, in: t.name) else { return value }
        return try evaluate(rewritten, Frame(scope: Scope(parent: nil), selfType: nil, origin: origin))
    }

    /// Runs a body (a function's, a computed property's): as a view builder when it is one,
    /// else its single expression or what it returns; the result converted to `returnType`.
    package func runBody(_ body: [Statement], _ frame: Frame, builder: Bool, returnType: String, name: String, at e: Expr) throws(ExpressionError) -> SwiftValue {
        callDepth += 1
        defer { callDepth -= 1 }
        guard callDepth <= Self.maximumCallDepth else { throw tooDeepCalls(e) }
        return try inDeclaration(frame.origin, named: name, at: e) { () throws(ExpressionError) -> SwiftValue in
            var result: SwiftValue
            if builder, !Self.returnsExplicitly(body) {
                result = try combineViews(try collectViews(body, frame), at: body.first?.range ?? e.range, origin: frame.origin)
            } else {
                result = try bodyValue(body, frame.floating(isFloating(returnType)))
            }
            if !returnType.isEmpty { result = try coerce(result, to: returnType, at: body.last?.range ?? e.range) }
            return result
        }
    }

    /// Whether a body uses `return` at its top level (which turns a view builder off).
    package static func returnsExplicitly(_ body: [Statement]) -> Bool {
        body.contains { if case .returnStatement = $0.kind { true } else { false } }
    }

    /// The views a view-builder body produces.
    package func collectViews(_ body: [Statement], _ frame: Frame) throws(ExpressionError) -> [(value: SwiftValue, range: SourceRange)] {
        var f = frame
        // A closure that returns its view (`ForEach(rows) { row in return Row(row) }`) is not a view
        // builder, as in Swift: what it returns is the view.
        if Self.returnsExplicitly(body), let first = body.first {
            f.collector = nil
            if case let .returned(v) = try execute(body, f) { return [(v, first.range)] }
            return []
        }
        let collector = ViewCollector()
        f.collector = collector
        _ = try execute(body, f)
        return collector.items
    }

    /// One view for several: the one, `EmptyView()` for none, a `Group` for more.
    package func combineViews(_ views: [(value: SwiftValue, range: SourceRange)], at range: SourceRange, origin: Int) throws(ExpressionError) -> SwiftValue {
        if views.count == 1 { return views[0].value }
        if views.isEmpty {
            return .swiftUI(Expr(.call(Expr(.identifier("EmptyView"), range: range), arguments: [], trailingClosure: nil), range: range), origin: origin)
        }
        var statements: [Expr] = []
        for v in views { statements.append(try reify(v.value, at: v.range, origin: origin)) }
        let group = Expr(.call(Expr(.identifier("Group"), range: range), arguments: [],
                               trailingClosure: Expr.Closure(statements: statements, range: range)), range: range)
        return .swiftUI(group, origin: origin)
    }

    // MARK: Types

    /// `T(…)` for a type the files declare: its own initializers, or the memberwise one.
    package func initialize(_ typeName: String, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard let t = program.type(typeName), t.keyword != nil else {
            return try makeNative(typeName, args, e, f)
        }
        if t.keyword == .enum { return try enumInitializer(t, args, e) }
        // A Core Data entity's object made in a context (`Item(context: viewContext)`,
        // `Item(entity: Item.entity(), insertInto: context)`): a new object, inserted (CoreDataStore).
        if t.keyword == .class, t.conforms(to: "NSManagedObject"), t.initializers.isEmpty,
           args.map(\.label) == ["context"] || args.map(\.label) == ["entity", "insertInto"] {
            let object = try initialize(typeName, [], e, f)
            _ = try CoreDataStore.call(CoreDataStore.context(self), "NSManagedObjectContext", "insert",
                                       [Argument(value: object, range: e.range)], self, e)
            return object
        }
        // A wrapped UIKit view: its placeholder, named by its type (its arguments configure what
        // it would draw, which a board cannot).
        if Refusals.isRepresentable(t) {
            let name = Expr(.string(Program.baseTypeName(t.name)), range: e.range)
            return .swiftUI(Expr(.call(Expr(.identifier(ViewEvaluator.platformViewName), range: e.range),
                                       arguments: [Expr.Argument(label: nil, labelRange: nil, value: name)], trailingClosure: nil),
                                 range: e.range), origin: f.origin)
        }
        var instance = StructValue(type: t.name, fields: [])
        let frame = Frame(scope: Scope(parent: nil), selfType: t.name, origin: t.origin)
        // Stored properties with initial values (and property wrappers) come first. A type whose
        // property's value makes the type again (`struct V: View { let inner = V() … }`) nests
        // as deep as calls may, then is refused by name.
        instanceDepth += 1
        defer { instanceDepth -= 1 }
        guard instanceDepth <= Self.maximumCallDepth else { throw tooDeepInstances(e, Program.baseTypeName(t.name)) }
        for p in t.stored {
            // A `lazy var`'s value may use `self` (`lazy var total = items.count`): made below.
            instance[p.name] = p.isLazy && p.binding.initializer != nil ? .none : try initialValue(p, frame, e)
        }
        let value: SwiftValue = t.keyword == .class ? .object(makeObject(instance)) : .instance(instance)
        let made = try lazyValues(t, try runInitializer(t, value, args, e, f), e)
        if case let .instance(s) = made, s.values.contains(where: Self.mayBeHeavy) {
            try checkWeight(made, e.range, what: "this \(Program.baseTypeName(t.name))")
        }
        return made
    }

    /// A value of a type Swift or SwiftUI declares (`Date`, `CGPoint`): by an initializer the files
    /// add to it in an extension (`extension Date { init(hour:minute:calendar:) { self.init(); … } }`)
    /// when one takes `args`, else by the modelled one.
    package func makeNative(_ typeName: String, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if let t = program.type(typeName), !t.initializers.isEmpty, let best = rankedOverloads(t.initializers, args).first {
            // The instance being made, until the initializer's `self.init(…)` or `self = …` makes it.
            let unmade = SwiftValue.instance(StructValue(type: t.name, fields: []))
            var mutated = unmade
            _ = try invoke(best.ref, best.bound, args, receiver: unmade, owner: t.name, e, f, mutated: &mutated)
            if case let .instance(s) = mutated, s.type == t.name, s.values.isEmpty {
                throw ExpressionError(.value, at: e.range, "\(Program.baseTypeName(t.name)).init(…) ends without making its value; call self.init(…) or assign self")
            }
            return mutated
        }
        // `CGSize(width: .random(in: -180...180), height: .zero)`: a member written with no type is its
        // parameter's, a number's where the parameter is a CGFloat (`x:`, `width:`, …; not `origin:`).
        if ["CGSize", "CGPoint", "CGRect", "CGVector"].contains(typeName), args.contains(where: { if case .swiftUI = $0.value { true } else { false } }) {
            var typed: [Argument] = []
            for a in args {
                var a = a
                if case .swiftUI = a.value, ["x", "y", "width", "height", "dx", "dy"].contains(a.label ?? "") {
                    a.value = try coerceOperand(a.value, to: "CGFloat", at: a.range)
                }
                typed.append(a)
            }
            return try NativeInitializers.make(typeName, typed, self, e, f)
        }
        return try NativeInitializers.make(typeName, args, self, e, f)
    }

    /// `Color(hex: 0xFF8800)`: an initializer an app's extension adds to a SwiftUI type, run when its
    /// labels and argument types fit (as Swift prefers the app's more specific one); nil when none
    /// does, and the call is SwiftUI's own.
    package func appInitializer(ofSwiftUIType name: String, _ arguments: [Expr.Argument], _ closure: Expr.Closure?,
                                _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        // The labels first, so a call only SwiftUI's takes is not evaluated here.
        let probes = arguments.map { Argument(label: $0.label, value: .void, range: $0.value.range) }
            + (closure.map { [Argument(value: .void, range: $0.range, isTrailing: true)] } ?? [])
        guard let t = program.type(name), t.keyword == nil,
              t.initializers.contains(where: { bind($0.declaration.parameters, probes) != nil }) else { return nil }
        return try appInitializerRun(t, try evaluateArguments(arguments, closure, f), e, f)
    }

    /// Runs the app's initializer of the SwiftUI type `t` that takes `args` (``appOverload(_:_:swiftUI:)``); nil when none does.
    package func appInitializerRun(_ t: TypeInfo, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        guard !t.initializers.isEmpty, let best = appOverload(t.initializers, args, swiftUI: .fits) else { return nil }
        // The value being made, until the initializer's `self.init(…)` or `self = …` makes it.
        let unmade = SwiftValue.instance(StructValue(type: t.name, fields: []))
        var mutated = unmade
        let returned = try invoke(best.ref, best.bound, args, receiver: unmade, owner: t.name, e, f, mutated: &mutated)
        // `init?(hex:)` that returns nil: nil, for the `!` or `??` after it.
        if best.ref.declaration.role == .failableInitializer, case .none = returned { return SwiftValue.none }
        if case let .instance(s) = mutated, s.type == t.name, s.values.isEmpty {
            throw ExpressionError(.value, at: e.range, "\(t.name).init(…) ends without making its value; call self.init(…) or assign self")
        }
        return mutated
    }

    /// `value` (its stored properties' initial values set) initialized by the initializer of `t`
    /// that takes `args`, chosen as Swift does (Interpreter+Overloads): by labels, then by the
    /// arguments' types (`init(_: LocalizedStringKey)` beside `init(_: Text)`). A struct keeps its
    /// memberwise initializer beside initializers declared in extensions.
    package func runInitializer(_ t: TypeInfo, _ value: SwiftValue, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard !t.initializers.isEmpty else { return try memberwise(t, fields(of: value) ?? StructValue(type: t.name, fields: []), args, e) }
        var mutated = value
        if let best = rankedOverloads(t.initializers, args).first {
            _ = try invoke(best.ref, best.bound, args, receiver: value, owner: t.name, e, f, mutated: &mutated)
            return mutated
        }
        // The memberwise initializer when its labels fit: then what its arguments run (a builder
        // closure's views) reports its own errors, rather than "no initializer takes these arguments".
        if t.keyword == .struct, !t.declaresInitializers, let start = fields(of: value), matchMemberwise(t, args).fits {
            return try memberwise(t, start, args, e)
        }
        // A class whose own body declares no initializer keeps its default `init()` beside the
        // convenience ones its extensions add (`convenience init(words:) { self.init(); … }`).
        if t.keyword == .class, !t.declaresInitializers, args.isEmpty { return value }
        _ = try callDeclared(t.initializers, args, receiver: value, owner: t.name, e, f, mutated: &mutated)
        return mutated
    }

    /// `self.init(…)` inside an initializer of `t` (a struct's, a class's convenience one, an
    /// enum's): the initializer that takes `args` runs on the instance being made, which becomes
    /// what it made.
    package func delegatingInit(_ t: TypeInfo, _ instance: Scope.Variable, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard f.isMutating else {
            throw ExpressionError(.value, at: e.range, "'self.init' is called only inside an initializer")
        }
        // (UIKit's and AppKit's colours too: `extension UIColor { convenience init(hex:) { self.init(red:green:blue:alpha:) } }`.)
        if t.keyword == nil, SwiftUINames.extendedViews.contains(t.name) || SwiftUINames.implicitMemberOwners.contains(t.name)
            || ["UIColor", "NSColor"].contains(t.name), !NativeTypes.all.contains(t.name) {
            // An extension's initializer of a SwiftUI type (`extension Color { init(hex:) { self.init(red:green:blue:) } }`):
            // another of the app's, else SwiftUI's own, with these arguments.
            if let made = try appInitializerRun(t, args, e, f) {
                instance.value = made
            } else {
                instance.value = try residualCall(Expr(.identifier(t.name), range: e.range), args, e, f)
            }
            return .void
        }
        if t.keyword == nil {
            // An extension's initializer of a modelled type: `self.init()` is the type's own.
            instance.value = try makeNative(t.name, args, e, f)
            return .void
        }
        if t.keyword == .enum {
            // A failable one (`self.init(rawValue: r)!`) gives nil to its `!` or `?`.
            let made = try enumInitializer(t, args, e)
            if case .none = made { return .none }
            instance.value = made
            return .void
        }
        instance.value = try runInitializer(t, instance.value, args, e, f)
        return .void
    }

    /// `super.init(…)` in an initializer of a class: the superclass's initializer when a file declares
    /// that class (its stored properties' initial values set first), else — `NSObject`, `UIResponder`
    /// — nothing to run when it takes no arguments, as `NSObject.init()` sets nothing a board reads.
    package func superInit(_ t: TypeInfo, _ instance: Scope.Variable, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard f.isMutating else {
            throw ExpressionError(.value, at: e.range, "'super.init' is called only inside an initializer")
        }
        let superclass = t.inherited.sorted().compactMap(program.type).first { $0.keyword == .class && $0.name != t.name }
        guard let s = superclass else {
            if args.isEmpty { return .void }
            let name = t.inherited.sorted().first ?? "its superclass"
            throw ExpressionError(.unsupported, at: e.range, "super.init(\(args.map { ($0.label ?? "_") + ":" }.joined())) of \(name) cannot run on a board: \(name) is not declared in the Swift files read")
        }
        if case let .object(box) = instance.value {
            let frame = Frame(scope: Scope(parent: nil), selfType: s.name, origin: s.origin)
            for p in s.stored where box.instance[p.name] == nil {
                box.instance[p.name] = try initialValue(p, frame, e)
            }
        }
        instance.value = try runInitializer(s, instance.value, args, e, f)
        return .void
    }

    /// `made` with its `lazy var`s' values, made in declaration order where `self` is `made` (Swift
    /// makes each when it is first read, which for a board's views is when the body reads it; an
    /// initializer that set one keeps its value).
    func lazyValues(_ t: TypeInfo, _ made: SwiftValue, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        var made = made
        for p in t.stored where p.isLazy && p.binding.initializer != nil {
            guard let current = fields(of: made)?[p.name], case .none = current else { continue }
            let scope = Scope(parent: nil)
            scope.declare("self", made, isLet: true)
            let value = try initialValue(p, Frame(scope: scope, selfType: t.name, origin: p.origin), e)
            switch made {
            case let .object(box): box.instance[p.name] = value
            case var .instance(s):
                s[p.name] = value
                made = .instance(s)
            default: break
            }
        }
        return made
    }

    /// A stored property's value before any initializer runs: its `= value`, its wrapper's
    /// storage (`@State`: a box; `@Environment`: the board's value), or unset.
    package func initialValue(_ p: StoredProperty, _ frame: Frame, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        var value: SwiftValue = .none
        if let initializer = p.binding.initializer {
            let type = contextualType(p.binding.type, frame)
            value = try inDeclaration(p.origin, named: p.name, at: e) { () throws(ExpressionError) -> SwiftValue in
                try coerce(try evaluate(initializer, frame.floating(isFloating(type))), to: type, at: initializer.range)
            }
        }
        guard let wrapper = p.wrapper else { return value }
        return try PropertyWrappers.storage(wrapper, initial: value, property: p, owner: frame.selfType, self, e)
    }

    /// `.constant`, `Binding.constant` or `T.constant` (a contextual member rooted in the value's type).
    package static func namesConstant(_ callee: Expr) -> Bool {
        switch callee.kind {
        case .implicitMember("constant"): true
        case let .member(_, name, _): name == "constant"
        default: false
        }
    }

    /// `Kind.tile(3)` or `Kind.empty`.
    package func makeCase(_ t: TypeInfo, _ c: EnumCaseInfo, _ args: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let parameters = c.declaration.associated else {
            guard args.isEmpty else { throw ExpressionError(.arguments, at: e.range, "the case \(t.name).\(c.name) has no associated values") }
            return .enumCase(EnumValue(type: t.name, name: c.name))
        }
        if args.isEmpty { return .function(Function(.enumCase(type: t.name, name: c.name))) }
        var values: [SwiftValue] = []
        var i = 0
        for p in parameters {
            if i < args.count, args[i].label == p.label {
                values.append(try coerce(args[i].value, to: p.type, at: args[i].range))
                i += 1
            } else if let d = p.defaultValue {
                values.append(try evaluate(d, Frame(scope: Scope(parent: nil), selfType: t.name, origin: c.origin)))
            } else {
                throw ExpressionError(.arguments, at: e.range, "\(t.name).\(c.name) needs its associated value '\(p.label ?? "_")'")
            }
        }
        let made = SwiftValue.enumCase(EnumValue(type: t.name, name: c.name, associated: values, labels: parameters.map(\.label)))
        if values.contains(where: Self.mayBeHeavy) { try checkWeight(made, e.range, what: "this \(Program.baseTypeName(t.name)).\(c.name)") }
        return made
    }

    /// `Kind(rawValue: "a")`: the case with that raw value, or nil.
    package func enumInitializer(_ t: TypeInfo, _ args: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard args.count == 1, args[0].label == "rawValue" else {
            if !t.initializers.isEmpty {
                var mutated = SwiftValue.none
                _ = try callDeclared(t.initializers, args, receiver: SwiftValue.none, owner: t.name, e,
                                     Frame(scope: Scope(parent: nil), selfType: t.name, origin: t.origin), mutated: &mutated)
                return mutated
            }
            throw ExpressionError(.arguments, at: e.range, "an enum is made from a case, as in .\(t.cases.first?.name ?? "name"), or with \(t.name)(rawValue:)")
        }
        for c in t.cases {
            let raw = try rawValue(of: EnumValue(type: t.name, name: c.name), t, e)
            if equal(raw, args[0].value) { return .enumCase(EnumValue(type: t.name, name: c.name)) }
        }
        return .none
    }

    /// A case's raw value: written, or its name (String), or its index (Int).
    package func rawValue(of c: EnumValue, _ t: TypeInfo, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let index = t.cases.firstIndex(where: { $0.name == c.name }) else { return .none }
        let info = t.cases[index]
        if let raw = info.declaration.rawValue { return try evaluate(raw, Frame(scope: Scope(parent: nil), selfType: t.name, origin: info.origin)) }
        switch t.rawType {
        case "String"?: return .string(c.name)
        case let r? where NativeTypes.integers.contains(r):
            // (Any integer type: `enum Category: Int16 { case first, second }` counts from 0 as `Int` does.)
            var previous = -1
            for k in 0...index {
                if let raw = t.cases[k].declaration.rawValue, case let .int(v)? = try? evaluate(raw, Frame(scope: Scope(parent: nil), selfType: t.name, origin: t.cases[k].origin)) {
                    previous = v
                } else {
                    previous += 1
                }
            }
            return .int(previous)
        default:
            throw ExpressionError(.value, at: e.range, "\(t.name) has no raw values")
        }
    }
}
