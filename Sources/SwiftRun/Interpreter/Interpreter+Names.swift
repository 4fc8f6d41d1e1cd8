import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// Names: reading a bare name and calling it, each acting on what ``resolve(_:_:_:use:)``
/// (Interpreter+Resolution.swift) says it means.
extension Interpreter {
    /// A bare name, read.
    package func identifier(_ name: String, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard let meaning = try resolve(name, e, f, use: .read) else {
            if let storage = wrapperStorage(name, f) { return storage }
            throw unknownName(name, e, f)
        }
        return try value(of: meaning, name, e, f)
    }

    /// `_items`, read where `items` is a property wrapped by a wrapper whose storage is its value on
    /// a board (`@FetchRequest`, `@Query`, an app's own wrapper): passed to another view
    /// (`DynamicList(request: _items)`) or read through (`_favorites.wrappedValue`), it is the value.
    func wrapperStorage(_ name: String, _ f: Frame) -> SwiftValue? {
        guard name.hasPrefix("_"), name.count > 1, let receiver = f.receiver,
              let t = userTypeName(of: receiver.value).flatMap(program.type),
              let p = t.stored.first(where: { $0.name == String(name.dropFirst()) }), let wrapper = p.wrapper,
              !PropertyWrappers.stateLike.contains(Program.baseTypeName(wrapper.name)),
              !["Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Bindable", "Published"].contains(Program.baseTypeName(wrapper.name)),
              let fields = fields(of: receiver.value) else { return nil }
        return fields[p.name]
    }

    /// The value the bare `name` (written at `e`) has, meaning what ``resolve(_:_:_:use:)`` said.
    package func value(of meaning: NameMeaning, _ name: String, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        switch meaning {
        case let .selfValue(v): return v
        case let .selfType(t): return .type(t)
        case let .local(v): return v.value
        case let .projected(wrapped): return try projectedValue(wrapped, e, f)
        case let .selfMember(_, .nativeProperty(v)): return v
        case let .selfMember(receiver, _): return try member(receiver.value, name, e, e.range, f)
        case let .staticMember(owner): return try staticMember(owner, name, arguments: nil, closure: nil, e, e.range, f)
        case .swiftUIStatic: return try implicitMember(name, arguments: nil, closure: nil, e, f)
        case .global: return try global(name, e)
        case let .function(overloads):
            let first = overloads[0]
            return .function(Function(.declared(first.declaration, owner: nil, receiver: nil, origin: first.origin)))
        case let .type(t): return .type(t.name)
        case let .builtin(b): return .function(b)
        case let .constant(c): return c
        case let .refused(reason): throw Self.unsupported(name, reason, at: e.range)
        case .swiftUI: return .swiftUI(Expr(.identifier(name), range: e.range), origin: f.origin)
        case .operator: return operatorFunction(name)
        }
    }

    /// `name(…)` (the name written at `callee`, the call at `e`): what the name means, called.
    package func callName(_ name: String, _ callee: Expr, _ arguments: [Expr.Argument], _ closure: Expr.Closure?,
                  _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        // `ModifiedContent(content: self, modifier: Card())` is `self.modifier(Card())`, as SwiftUI defines it.
        if name == "ModifiedContent", program.type(name) == nil, closure == nil, arguments.map(\.label) == ["content", "modifier"] {
            let written = arguments[0].value.range
            let modifier = Expr(.member(arguments[0].value, name: "modifier", nameRange: SourceRange.at(written.end)), range: written)
            let call = Expr(.call(modifier, arguments: [Expr.Argument(label: nil, labelRange: nil, value: arguments[1].value)], trailingClosure: nil),
                            range: e.range)
            return try evaluate(call, f)
        }
        // `Chart(data, id: \.name) { item in BarMark(…) }` is `Chart { ForEach(data, id: \.name) { item in BarMark(…) } }`,
        // as Swift Charts defines it.
        if name == "Chart", program.type(name) == nil, let closure, arguments.first?.label == nil,
           arguments.dropFirst().allSatisfy({ $0.label == "id" }), !arguments.isEmpty {
            let each = Expr(.call(Expr(.identifier("ForEach"), range: callee.range), arguments: arguments, trailingClosure: closure), range: e.range)
            let body = Expr.Closure(statements: [each], range: closure.range)
            return try evaluate(Expr(.call(callee, arguments: [], trailingClosure: body), range: e.range), f)
        }
        if let image = try remoteImage(name, callee, arguments, closure, e, f) { return image }
        guard let meaning = try resolve(name, callee, f, use: .call) else { throw unknownName(name, callee, f) }
        switch meaning {
        case let .selfMember(receiver, .method(owner, overloads)):
            let args = try evaluateArguments(arguments, closure, f)
            var value = receiver.value
            let result = try callDeclared(overloads, args, receiver: value, owner: owner, e, f, mutated: &value)
            if f.isMutating || isReference(value) { receiver.value = value }
            return result
        case .selfMember(_, .modifier):
            // Inside `extension View { func card() -> some View { padding().modifier(Card()) } }`: the
            // modifier applies to the view the method is called on.
            return try methodCall(Expr(.identifier("self"), range: callee.range), name, callee.range, arguments, closure, e, f) ?? .none
        case let .selfMember(receiver, .nativeMethod):
            let args = try evaluateArguments(arguments, closure, f)
            guard NativeMembers.isMutating(receiver.value, name) else { return try NativeMembers.call(receiver.value, name, args, self, e, f) }
            var v = receiver.value
            let result = try NativeMembers.callMutating(&v, name, args, self, e, f)
            receiver.value = v
            return result
        case let .staticMember(owner):
            return try staticMember(owner, name, arguments: arguments, closure: closure, e, e.range, f)
        case .swiftUIStatic:
            return try implicitMember(name, arguments: arguments, closure: closure, e, f)
        case let .function(overloads):
            var none = SwiftValue.void
            return try callDeclared(overloads, try evaluateArguments(arguments, closure, f), receiver: nil, owner: nil, e, f, mutated: &none)
        case let .type(t):
            return try construct(t, try evaluateArguments(arguments, closure, f), e, f)
        case let .refused(reason):
            throw Self.unsupported(name, reason, at: callee.range)
        case .swiftUI:
            if name == "Path" { return try makePath(arguments, closure, e, f) }
            if name == "UnevenRoundedRectangle" { return try unevenRoundedRectangle(arguments, closure, e, f) }
            if let made = try appInitializer(ofSwiftUIType: name, arguments, closure, e, f) { return made }
            if (name == "UIColor" || name == "NSColor"), let named = try namedPlatformColor(arguments, callee, e, f) { return named }
            if name == "UIColor" || name == "NSColor", let dynamic = try dynamicPlatformColor(arguments, closure, e, f) { return dynamic }
            if let standIn = frameworkView(name, callee, e, f) { return standIn }
            return try residualCall(callee, arguments, closure, e, f)
        case .selfValue, .selfType, .local, .projected, .selfMember, .global, .builtin, .constant, .operator:
            // A value (a closure, a function, a type): read, then called.
            let fn = try value(of: meaning, name, callee, f)
            return try callValue(fn, try evaluateArguments(arguments, closure, f), e, f)
        }
    }

    /// An operator used as a function: `sorted(by: <)`, `reduce(0, +)`.
    package func operatorFunction(_ op: String) -> SwiftValue {
        .function(Function(.builtin(op) { i, args, range throws(ExpressionError) in
            guard args.count == 2 else { throw ExpressionError(.arguments, at: range, "'\(op)' takes two values") }
            return try i.binaryValue(op, args[0].value, args[1].value, Expr(.identifier(op), range: range))
        }))
    }

    /// The projected value of a property wrapper: `$isOn` is a binding to `isOn`.
    package func projectedValue(_ name: String, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        // `$query` inside a model: the `@Published` property's publisher (``PublishedPublishers``).
        if let receiver = f.receiver, case let .object(box) = receiver.value,
           program.type(box.instance.type)?.stored.contains(where: { $0.name == name && $0.wrapper?.name == "Published" }) == true {
            return PublishedPublishers.source(box, name)
        }
        if let receiver = f.receiver, case let .instance(i) = receiver.value, case let .binding(ref)? = i[name] {
            return .binding(ref)
        }
        // `$model` of an `@ObservedObject`, `@Bindable` or `@EnvironmentObject` model: bindings
        // into it (`$model.name`) write through to the object.
        if let receiver = f.receiver, case let .instance(i) = receiver.value, let held = i[name], case .object = held {
            return .binding(.constant(held))
        }
        if let v = f.scope.lookup(name) {
            if case .binding = v.value { return v.value }
            // A local variable passed as a binding (a preview's `.constant`-like use): read and written in place.
            let box = StateBox(v.value)
            return .binding(.box(box))
        }
        // A static `@State` of the type whose static code runs (a PreviewProvider's
        // `@State static var text = "…"`): a binding to a box holding its value.
        if let owner = f.selfType, f.receiver == nil, let p = program.type(owner)?.statics[name], p.wrapper?.name == "State" {
            return .binding(.box(StateBox(try staticMember(owner, name, arguments: nil, closure: nil, e, e.range, f))))
        }
        throw ExpressionError(.unknownName, at: e.range,
                              "'$\(name)' needs '\(name)' to be an @State or @Binding property of the view it is used in")
    }

    /// A global `let`/`var` (or board constant), evaluated once.
    package func global(_ name: String, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let p = program.globals[name] else { throw unknownName(name, e, nil) }
        return try cached("global " + name, p, selfType: nil, at: e, name: name)
    }

    /// A static or global variable's value, evaluated once per evaluation; a variable that
    /// needs itself is an error.
    package func cached(_ key: String, _ p: StoredProperty, selfType: String?, at e: Expr, name: String? = nil) throws(ExpressionError) -> SwiftValue {
        let name = name ?? (selfType.map { Program.baseTypeName($0) + "." } ?? "") + p.name
        if let v = cache[key] { return v }
        guard !evaluating.contains(key) else {
            throw ExpressionError(.tooDeep, at: e.range, "'\(Quoting.clip(p.name))' refers to itself through constants or declarations")
        }
        evaluating.insert(key)
        defer { evaluating.remove(key) }
        let frame = Frame(scope: Scope(parent: nil), selfType: selfType, origin: p.origin)
        var value: SwiftValue
        if let getter = p.binding.getter {
            // `static var previews: some View { let md = ModelData(); Detail(item: md.items[0]) }`:
            // a `some View` property written as a builder (PreviewProvider's is `@ViewBuilder`).
            let builder = p.binding.type.hasPrefix("some View") && Self.isBuilderBody(getter)
            value = try runBody(getter, frame, builder: builder, returnType: p.binding.type, name: name, at: e)
        } else if let initializer = p.binding.initializer {
            value = try inDeclaration(p.origin, named: name, at: e) { () throws(ExpressionError) -> SwiftValue in
                try evaluate(initializer, frame.floating(isFloating(p.binding.type)))
            }
        } else if let wrapper = p.wrapper, Program.baseTypeName(wrapper.name) == "Environment" {
            // `@Environment(\.calendar) static var calendar` (a preview provider's): the board's value.
            guard case let .binding(.constant(v)) = try PropertyWrappers.storage(wrapper, initial: .none, property: p, self, e) else {
                throw ExpressionError(.value, at: e.range, "'\(p.name)' has no value")
            }
            value = v
        } else if let wrapper = p.wrapper, Program.baseTypeName(wrapper.name) == "Namespace" {
            // `@Namespace static var namespace` (a preview provider's, handed to the view it shows).
            value = PropertyWrappers.namespaceID
        } else if !p.isLet, p.binding.type.hasSuffix("?") || p.binding.type.hasSuffix("!") {
            // `static var shared: Model?`: an optional variable starts as nil.
            value = .none
        } else {
            throw ExpressionError(.value, at: e.range, "'\(p.name)' has no value")
        }
        // `static let fullRound: Self = .radians(2 * .pi)` in `extension Angle`: the extended type.
        let declared = p.binding.type == "Self" ? selfType ?? "" : p.binding.type
        if !declared.isEmpty { value = try coerce(value, to: declared, at: e.range) }
        if p.isLet || p.binding.getter == nil { cache[key] = value }
        return value
    }

    /// The static methods Swift's number types have that an app's static property may share a name with.
    package static let numberStaticMethods: Set<String> = ["random"]

    /// `.name` or `.name(…)` with no type known yet: a static member the Swift files add to
    /// `AnyTransition` or `Animation`, or else SwiftUI's own (kept for the evaluators, or
    /// resolved once a type is known).
    package func implicitMember(_ name: String, arguments: [Expr.Argument]?, closure: Expr.Closure?,
                        _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        // `.init(arrayLiteral: .top, .leading)` (`ExpressibleByArrayLiteral`'s initializer, for an `Edge.Set`,
        // a `Set`, an array): the array literal it is.
        if name == "init", let arguments, closure == nil, arguments.first?.label == "arrayLiteral",
           arguments.dropFirst().allSatisfy({ $0.label == nil }) {
            var items: [SwiftValue] = []
            for a in arguments { items.append(try evaluate(a.value, f)) }
            return .array(items)
        }
        // A call of a numbers' static method (`.random(in: 0...1)` where a Double is taken) is not a
        // property of the same name (`extension Color { static var random: Color }`) unless that
        // property holds a function; other misuses keep their message ("'drop' is a property").
        let isNumberCall = (arguments != nil || closure != nil) && Self.numberStaticMethods.contains(name)
        func named(_ t: TypeInfo) -> Bool {
            if t.staticMethods[name] != nil {
                // A bare `.gray` is SwiftUI's `Color.gray`, not the app's `static func gray(_:)`.
                return arguments != nil || closure != nil || t.statics[name] != nil || !SwiftUINames.isSwiftUIColor(t.name, name)
            }
            guard let p = t.statics[name] else { return false }
            return !isNumberCall || p.binding.type.isEmpty || p.binding.type.contains("->")
        }
        for owner in SwiftUINames.extensible {
            guard let t = program.type(owner) else { continue }
            if !SwiftUINames.isBuiltinMember(owner, name), named(t) {
                return try staticMember(owner, name, arguments: arguments, closure: closure, e, e.range, f)
            }
            // An overload the file adds beside SwiftUI's own (`static func slide(from:)` beside `.slide`):
            // the two are one overload set (``staticIsSwiftUIs(_:_:_:_:_:)``).
            if SwiftUINames.isBuiltinMember(owner, name), arguments != nil || closure != nil, t.staticMethods[name] != nil,
               !(try staticIsSwiftUIs(t, name, arguments, closure, f)) {
                return try staticMember(owner, name, arguments: arguments, closure: closure, e, e.range, f)
            }
        }
        // A static member an app adds to a SwiftUI value type (`extension Color { static var appBackground: Color }`,
        // `extension ShapeStyle where Self == Color`, `extension Font`), which SwiftUI does not have:
        // `.background(.appBackground)` means it, as the argument's type decides in Swift — and likewise
        // on Swift's numbers and SwiftUI's other values (`.frame(width: .widthPer(per: 0.3))` of
        // `extension CGFloat`, `.padding(.allExceptBottom)` of `extension Edge.Set`, `format: .localCurrencyOrUsd()`).
        // (Not when a type the files declare has a case or static of the name: `.medium_light` given to
        // a parameter of the app's `enum SBBFont` is that case, as the parameter's type decides.)
        for owner in SwiftUINames.implicitMemberOwners + SwiftUINames.appExtendedValueTypes
        where !SwiftUINames.isBuiltinMember(owner, name) && !program.declaredStaticNames.contains(name) {
            guard let t = program.type(owner), t.keyword == .extension || t.keyword == nil, named(t) else { continue }
            return try staticMember(owner, name, arguments: arguments, closure: closure, e, e.range, f)
        }
        // A type an app nests in one (`extension Font { enum AppFont { … } }`), the root of an implicit
        // member chain: `.font(.AppFont.regular.size(17))`.
        if arguments == nil, closure == nil, name.first?.isUppercase ?? false,
           let owner = SwiftUINames.implicitMemberOwners.first(where: { program.types[$0 + "." + name]?.keyword != nil }) {
            return .type(owner + "." + name)
        }
        // `.rect(topLeadingRadius: 20, topTrailingRadius: 20)` where a shape is taken (iOS 17).
        if name == "rect", let arguments, UnevenRoundedRectangle.isCall(arguments.map(\.label)) {
            return try unevenRoundedRectangle(arguments, closure, e, f)
        }
        let callee = Expr(.implicitMember(name), range: arguments == nil && closure == nil ? e.range : calleeRange(e))
        return try residualCall(callee, arguments, closure, e, f)
    }

    /// The range of a call's callee.
    package func calleeRange(_ e: Expr) -> SourceRange {
        if case let .call(callee, _, _) = e.kind { return callee.range }
        return e.range
    }

    /// "unknown name", with the nearest name in scope.
    package func unknownName(_ name: String, _ e: Expr, _ f: Frame?) -> ExpressionError {
        var known = Array(program.globals.keys) + Array(program.functions.keys)
        if let f {
            known += f.scope.names
            if let receiver = f.receiver, let t = userTypeName(of: receiver.value).flatMap(program.type) { known += t.memberNames }
        }
        known = known.filter { !$0.hasPrefix("$") && $0 != "self" }
        if SwiftEnvironment.builtinNames.contains(name), e.range == rootRange {
            return ExpressionError(.syntax, at: e.range, "found '\(name)' without its leading dot; SwiftUI's members are written .\(name)", suggestion: "." + name)
        }
        if let suggestion = Suggester.suggestion(for: name, among: known) {
            return ExpressionError(.unknownName, at: e.range, "'\(Quoting.clip(name))' is not declared here", suggestion: suggestion)
        }
        let error = ExpressionError(.unknownName, at: e.range,
                                    "'\(Quoting.clip(name))' is a name a board does not know (your app's state or constants): write the value you want to show, or declare it under \"let\" or in a Swift file named in \"swift\"")
        return error
    }
}
