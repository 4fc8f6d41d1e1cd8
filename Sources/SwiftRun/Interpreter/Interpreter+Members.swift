import Foundation
import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// Members: `Type.name`, `value.name`, and the SwiftUI values they build.
extension Interpreter {
    /// `Type.name` or `Type.name(…)`: what the files declare on the type, Swift's and
    /// SwiftUI's modelled types, or SwiftUI's own member kept for the evaluators.
    package func staticMember(_ typeName: String, _ name: String, arguments: [Expr.Argument]?, closure: Expr.Closure?,
                      _ e: Expr, _ nameRange: SourceRange, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        // `String.LocalizationValue(key)`: a key, as `LocalizedStringKey` is.
        if typeName == "String", name == "LocalizationValue" {
            guard arguments != nil || closure != nil else { return .type("LocalizedStringKey") }
            return try makeNative("LocalizedStringKey", try evaluateArguments(arguments ?? [], closure, f), e, f)
        }
        // `String.init` not called (`.map(String.init)`): the initializer as a function, which calling the type is.
        if name == "init", arguments == nil, closure == nil, program.type(typeName) == nil, NativeTypes.all.contains(typeName) {
            return .type(typeName)
        }
        // `Int.self`, `T.self` (a generic parameter): the type itself, as a value.
        if name == "self", arguments == nil, closure == nil, program.type(typeName) == nil {
            if let generic = f.scope.lookup(typeName)?.value, case .type = generic { return generic }
            return .type(typeName)
        }
        // `Color.darkBackground` of `extension ShapeStyle where Self == Color { static var darkBackground: Color }`:
        // a static of a protocol's extension constrained to the type is the type's own (SE-0299).
        if program.type(typeName)?.statics[name] == nil, program.type(typeName)?.staticMethods[name] == nil,
           let style = program.type("ShapeStyle"), typeName != "ShapeStyle",
           style.statics[name].map({ Program.baseTypeName($0.binding.type) == typeName })
            ?? style.staticMethods[name]?.contains(where: { Program.baseTypeName($0.declaration.returnType) == typeName }) ?? false {
            return try staticMember("ShapeStyle", name, arguments: arguments, closure: closure, e, nameRange, f)
        }
        if typeName == "ContentUnavailableView", name == "search", program.type(typeName) == nil {
            return try unavailableSearch(arguments, e, f)
        }
        if var t = program.type(typeName), !(try staticIsSwiftUIs(t, name, arguments, closure, f)) {
            let called = arguments != nil || closure != nil
            // A static member an extension of one of its protocols declares, run with `Self` the type.
            if t.statics[name] == nil, t.staticMethods[name] == nil, t.keyword != .protocol,
               let (_, p, list) = protocolMember(t, name, isStatic: true) {
                if let p { t.statics[name] = p }
                if let list { t.staticMethods[name] = list }
            }
            if let p = t.statics[name], !(called && t.staticMethods[name] != nil) {
                // `extension ShapeStyle where Self == Color { static var brand: Color { self.init(light:dark:) } }`:
                // `Self` is the colour type its declared type names.
                let selfType = t.name == "ShapeStyle" && Program.baseTypeName(p.binding.type) == "Color" ? "Color" : t.name
                let value = try cached(t.name + "." + name, p, selfType: selfType, at: e)

                guard arguments != nil || closure != nil else { return value }
                if case .function = value {} else {
                    throw ExpressionError(.arguments, at: e.range, "'\(name)' is a property (declared at \(declared(p.origin, p.binding.nameRange))), not a function; write .\(name) without parentheses")
                }
                return try callValue(value, try evaluateArguments(arguments ?? [], closure, f), e, f)
            }
            if let overloads = t.staticMethods[name] {
                guard arguments != nil || closure != nil else {
                    if SwiftUINames.extensible.contains(t.name) {
                        throw ExpressionError(.arguments, at: e.range, "'\(name)' is a function (declared at \(declared(overloads[0].origin, overloads[0].nameRange))); call it, as in .\(name)(…)")
                    }
                    return .function(Function(.declared(overloads[0].declaration, owner: t.name, receiver: .type(t.name), origin: overloads[0].origin)))
                }
                let args = try evaluateArguments(arguments ?? [], closure, f)
                // A case of the same name beside it (`case image(Image)` and `static func image(_: ImageResource)`,
                // whose body makes the case): the one whose parameters take the arguments, as Swift chooses.
                if let c = t.enumCase(name), c.declaration.associated != nil, !rankedOverloads(overloads, args).contains(where: \.typed) {
                    return try makeCase(t, c, args, e)
                }
                var none = SwiftValue.void
                return try callDeclared(overloads, args, receiver: .type(t.name), owner: t.name, e, f, mutated: &none)
            }
            if let c = t.enumCase(name) {
                let args = try evaluateArguments(arguments ?? [], closure, f)
                return try makeCase(t, c, args, e)
            }
            // `CaseIterable`'s synthesized `allCases`: the cases without associated values, in order.
            if name == "allCases", arguments == nil, closure == nil, t.conforms(to: "CaseIterable") {
                var all: [SwiftValue] = []
                for c in t.cases { all.append(try makeCase(t, c, [], e)) }
                return .array(all)
            }
            if program.types[t.name + "." + name] != nil {
                // A nested type, or a call of its initializer (`AnyTransition.Fade(p: 1)`).
                guard arguments != nil || closure != nil else { return .type(t.name + "." + name) }
                return try initialize(t.name + "." + name, try evaluateArguments(arguments ?? [], closure, f), e, f)
            }
            if name == "allCases", t.keyword == .enum {
                return .array(t.cases.filter { $0.declaration.associated == nil }.map { .enumCase(EnumValue(type: t.name, name: $0.name)) })
            }
            if name == "init" || name == "self" {
                guard arguments != nil || closure != nil else { return .type(t.name) }
                return try initialize(t.name, try evaluateArguments(arguments ?? [], closure, f), e, f)
            }
            // A timeline provider's `Entry` (`Provider.Entry(date: .now)`): the associated type Swift infers
            // from what its `placeholder(in:)` returns.
            if name == "Entry", ["TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider"].contains(where: t.conforms(to:)),
               let entry = t.methods["placeholder"]?.first?.declaration.returnType, program.type(entry) != nil {
                guard arguments != nil || closure != nil else { return .type(entry) }
                return try initialize(entry, try evaluateArguments(arguments ?? [], closure, f), e, f)
            }
            if t.keyword != nil {
                throw ExpressionError(.unknownName, at: nameRange, "'\(t.name)' has no static member '\(Quoting.clip(name))'",
                                      suggestion: SuggestionHelper.nearest(name, t.memberNames))
            }
        }
        if NativeStatics.knows(typeName, name) {
            let args: [Argument]? = arguments == nil && closure == nil ? nil : try evaluateArguments(arguments ?? [], closure, f)
            return try NativeStatics.member(typeName, name, arguments: args, self, e)
        }
        // `UIResponder.keyboardWillShowNotification`, `UIApplication.didBecomeActiveNotification`: a system
        // notification's name, for `NotificationCenter.default.publisher(for:)`, whose publisher does not send on a board.
        if name.hasSuffix("Notification"), arguments == nil, closure == nil, program.type(typeName) == nil,
           Self.notificationOwners.contains(typeName) {
            return .string(typeName + "." + name)
        }
        // `UIScreen.main.bounds`: the board's device (tutorials size views by the screen's width).
        if typeName == "UIScreen", name == "main", arguments == nil, closure == nil {
            return screen
        }
        // `UIApplication.shared.windows.first?.safeAreaInsets`: a board's window, which has no safe
        // area (as a GeometryProxy's safeAreaInsets; views padded by it sit at the window's edge).
        if typeName == "UIApplication", name == "shared", arguments == nil, closure == nil {
            let insets = NativeTypes.make("EdgeInsets", [0, 0, 0, 0])
            let s = environment.screenSize
            let window = SwiftValue.instance(StructValue(type: "UIWindow", fields: [
                ("safeAreaInsets", insets), ("bounds", Geometry.rect(0, 0, s.width, s.height)), ("screen", screen)]))
            // `connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow`: one scene, active, holding it.
            let active = SwiftValue.swiftUI(Expr(.implicitMember("foregroundActive"), range: e.range), origin: f.origin)
            let scene = SwiftValue.instance(StructValue(type: "UIWindowScene", fields: [
                ("windows", .array([window])), ("keyWindow", window), ("activationState", active), ("screen", screen)]))
            // `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)` (the keyboard
            // dismissed): at an instant drawn no field is being edited, so nothing receives it.
            let sendAction = SwiftValue.function(Function(.builtin("sendAction") { _, _, _ in .bool(false) }))
            return .instance(StructValue(type: "UIApplication", fields: [("windows", .array([window])), ("keyWindow", window),
                                                                         ("connectedScenes", .array([scene])), ("sendAction", sendAction)]))
        }
        if let reason = Refusals.staticMembers[typeName + "." + name] ?? Refusals.names[typeName] {
            throw Self.unsupported(typeName + "." + name, reason, at: e.range)
        }
        let base = Expr(.identifier(typeName), range: SourceRange(e.range.start, max(e.range.start, nameRange.start)))
        let callee = Expr(.member(base, name: name, nameRange: nameRange), range: arguments == nil && closure == nil ? e.range : calleeRange(e))
        return try residualCall(callee, arguments, closure, e, f)
    }

    /// Whether `Animation.name(…)` (or `AnyTransition`'s), where an app's extension declares a
    /// member of the name too, is SwiftUI's own: the app's overloads add to SwiftUI's, so a call
    /// whose arguments only SwiftUI's takes (`spring(duration: d, bounce: 0.3)` beside the app's
    /// `static func spring(_ d: TimeInterval)`) is SwiftUI's (Interpreter+Overloads).
    package func staticIsSwiftUIs(_ t: TypeInfo, _ name: String, _ arguments: [Expr.Argument]?, _ closure: Expr.Closure?,
                                  _ f: Frame) throws(ExpressionError) -> Bool {
        // `Color.gray` read, not called, beside the app's `static func gray(_ brightness:)`: SwiftUI's
        // colour (a property is not a call of the function); likewise `Font.title` beside `static func title(_:)`.
        if arguments == nil, closure == nil, t.statics[name] == nil, t.staticMethods[name] != nil,
           SwiftUINames.isSwiftUIColor(t.name, name) || (t.name == "Font" && TextStyle(rawValue: name) != nil) {
            return true
        }
        guard arguments != nil || closure != nil, SwiftUINames.ownsStaticMember(t.name, name) else { return false }
        let args = try evaluateArguments(arguments ?? [], closure, f)
        let swiftUI = swiftUIStatic(t.name, name, args)
        if let overloads = t.staticMethods[name] { return appOverload(overloads, args, swiftUI: swiftUI) == nil }
        // A static property of the app's: SwiftUI's function of the name when it takes the call.
        return t.statics[name] != nil && swiftUI == .fits
    }

    /// `File.swift:L:C` of a declaration, for messages.
    package func declared(_ origin: Int, _ range: SourceRange) -> String {
        program.location(range, origin: origin).map { "\($0)" } ?? "in the board"
    }

    /// `value.name` (no call).
    package func member(_ value: SwiftValue, _ name: String, _ e: Expr, _ nameRange: SourceRange, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if let refusal = PropertyWrappers.undeclaredEnvironmentRefusal(value, at: e.range) { throw refusal }
        if case let .type(t) = value { return try staticMember(t, name, arguments: nil, closure: nil, e, nameRange, f) }
        // `item.name` where `item` is a `@Binding` property read by its name: a member of the wrapped value
        // (`$item.name` is a binding to it, and stays one).
        if case let .binding(ref) = value, case let .member(base, _, _) = e.kind, isBindingProperty(base, f) {
            return try member(try read(ref, at: base.range), name, e, nameRange, f)
        }
        // `document.$image` of a model: its `@Published` property's publisher (``PublishedPublishers``).
        if name.hasPrefix("$"), case let .object(box) = value,
           program.type(box.instance.type)?.stored.contains(where: { "$" + $0.name == name && $0.wrapper?.name == "Published" }) == true {
            return PublishedPublishers.source(box, String(name.dropFirst()))
        }
        // `self.$model`: the projected value of a wrapped property, as `$model` reads it.
        if name.hasPrefix("$"), name.count > 1, let fields = fields(of: value), let held = fields[String(name.dropFirst())] {
            if case .binding = held { return held }
            if case .object = held { return .binding(.constant(held)) }
        }
        // A `CurrentValueSubject`'s `value`.
        if name == "value", case let .object(box) = value, box.instance.type == CurrentValueSubjects.type { return box.instance["value"] ?? .none }
        if let t = declaredType(of: value) {
            if let v = try declaredMember(value, t, name, e) { return v }
        }
        // A custom ToggleStyle's `configuration.isOn`: its toggle's binding, read.
        if name == "isOn", let fields = fields(of: value), fields.type == "ToggleStyleConfiguration", case let .binding(ref)? = fields["isOn"] {
            return try read(ref, at: e.range)
        }
        if let v = try NativeMembers.property(value, name, self, e, f) { return v }
        // `_favorites.wrappedValue` of a wrapper whose storage is its value (``wrapperStorage(_:_:)``).
        if name == "wrappedValue", case let .member(base, _, _) = e.kind, case let .identifier(n) = base.kind, n.hasPrefix("_"),
           wrapperStorage(n, f) != nil {
            return value
        }
        if case let .swiftUI(base, origin) = value {
            if let (owner, p) = SwiftUINames.extensionProperty(program, name) {
                return try computed(p, receiver: value, owner: owner, e)
            }
            if SwiftUINames.extensionMethod(program, name) != nil {
                return .function(Function(.method(value, name)))
            }
            // `.fill.tertiary`, `.background.secondary`, `.foreground.tertiary` (iOS 17's hierarchical
            // levels of a shape style): UIKit's colour of that level (`.tertiarySystemFill`).
            if let level = Self.hierarchicalLevel(base, name) {
                let r = e.range
                return .swiftUI(Expr(.call(Expr(.identifier("Color"), range: r), arguments: [
                    Expr.Argument(label: nil, labelRange: nil, value: Expr(.implicitMember(level), range: r)),
                ], trailingClosure: nil), range: r), origin: f.origin)
            }
            let b = origin == f.origin ? base : try bounded(base, at: e.range).relocated(to: e.range, from: origin)
            if let v = try cgColorMember(b, name) { return v }
            // `color.description`: how SwiftUI prints a colour — a named one by its name
            // (`red`), one of components as `#RRGGBBAA` in sRGB.
            if name == "description", let tint = try? ValueReader.viewColor(b, for: "description") {
                switch tint {
                case let .named(n): return .string(n)
                case let .rgb(c):
                    let hex = [c.red, c.green, c.blue, c.alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
                    return .string("#" + hex)
                default: break
                }
            }
            return .swiftUI(Expr(.member(b, name: name, nameRange: nameRange), range: e.range), origin: f.origin)
        }
        if NativeMembers.hasMethod(value, name) { return .function(Function(.method(value, name))) }
        // `objectWillChange.send()` in an ObservableObject: every change is seen anyway (a board
        // evaluates the views after each action), so the publisher sends nothing; a subscriber
        // (`objectWillChange.sink { … }.store(in: &bag)`) is kept and never called, as a
        // subject's are (AppStandIns).
        if case .object = value, name == "objectWillChange" {
            let cancellable = SwiftValue.instance(StructValue(type: "Cancellable", fields: []))
            return .instance(StructValue(type: "ObservableObjectPublisher", fields: [
                ("send", .function(Function(.builtin("send") { _, _, _ in .void }))),
                ("sink", .function(Function(.builtin("sink") { _, _, _ in cancellable }))),
            ]))
        }
        // The rest of UIKit's application and window (opening URLs, sending actions, scenes).
        if case let .instance(s) = value, ["UIApplication", "UIWindow", "UIScreen"].contains(s.type) {
            throw Self.unsupported("\(s.type == "UIApplication" ? "UIApplication.shared" : s.type).\(name)", Refusals.representable, at: nameRange)
        }
        throw ExpressionError(.unknownName, at: nameRange, "\(describe(value)) has no member '\(Quoting.clip(name))'",
                              suggestion: SuggestionHelper.nearest(name, memberNames(of: value)))
    }

    /// A member the files declare on a value's type: a stored property (read through its
    /// property wrapper), a computed property, or a method (bound to the value).
    package func declaredMember(_ value: SwiftValue, _ t: TypeInfo, _ name: String, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        if let fields = fields(of: value), let stored = fields[name] {
            if case let .binding(ref) = stored, t.stored.first(where: { $0.name == name })?.wrapper != nil {
                return try read(ref, at: e.range)
            }
            return stored
        }
        if let p = t.computed[name] { return try computed(p, receiver: value, owner: t.name, e) }
        if let overloads = t.methods[name] {
            return .function(Function(.declared(overloads[0].declaration, owner: t.name, receiver: value, origin: overloads[0].origin)))
        }
        if case let .enumCase(c) = value, name == "rawValue" { return try rawValue(of: c, t, e) }
        // A protocol extension's default (`extension Progressable { var progress: CGFloat { … } }`).
        if let (owner, p, list) = protocolMember(t, name) {
            if let p { return try computed(p, receiver: value, owner: owner, e) }
            if let list { return .function(Function(.declared(list[0].declaration, owner: owner, receiver: value, origin: list[0].origin))) }
        }
        return nil
    }

    /// A computed property or methods an extension of one of `t`'s protocols declares; with
    /// `isStatic`, a static one (`extension SetDeck { static func makeCards() … }` for `Deck.makeCards()`).
    package func protocolMember(_ t: TypeInfo, _ name: String, isStatic: Bool = false) -> (String, StoredProperty?, [FunctionRef]?)? {
        var seen: Set<String> = [t.name]
        // Swift's own types conform to the standard protocols an app may extend (`extension Comparable`).
        var pending = Array(t.inherited).sorted() + StandardConformances.protocols(of: t.name)
        while let proto = pending.first {
            pending.removeFirst()
            guard seen.insert(proto).inserted, let p = program.type(proto) else { continue }
            if let c = isStatic ? p.statics[name] : p.computed[name] { return (p.name, c, nil) }
            if let m = isStatic ? p.staticMethods[name] : p.methods[name] { return (p.name, nil, m) }
            pending += p.inherited.sorted()
        }
        return nil
    }

    /// The stored properties of a struct or class instance.
    package func fields(of value: SwiftValue) -> StructValue? {
        switch value {
        case let .instance(i): i
        case let .object(box): box.instance
        default: nil
        }
    }

    /// A computed property's value for `receiver`.
    package func computed(_ p: StoredProperty, receiver: SwiftValue, owner: String, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let getter = p.binding.getter else { throw ExpressionError(.value, at: e.range, "'\(p.name)' has no getter") }
        let scope = Scope(parent: nil)
        scope.declare("self", receiver, isLet: true)
        let frame = Frame(scope: scope, selfType: owner, origin: p.origin)
        let builder = (p.binding.type.hasPrefix("some View") || p.binding.type.hasPrefix("some Scene"))
            && (p.name == "body" || isViewType(owner)) || p.binding.type.hasPrefix("some View") && p.binding.getter.map(Self.isBuilderBody) == true
        return try runBody(getter, frame, builder: builder, returnType: p.binding.type, name: "\(Program.baseTypeName(owner)).\(p.name)", at: e)
    }

    /// Whether a body has more than one view statement (a `some View` property written as a builder).
    package static func isBuilderBody(_ body: [Statement]) -> Bool {
        !returnsExplicitly(body) && (body.count > 1 || body.contains { if case .ifStatement = $0.kind { true } else { false } })
    }

    /// Whether a type the files declare is a `View`.
    package func isViewType(_ name: String) -> Bool { program.type(name)?.conforms(to: "View") ?? false }

    /// The name of a value's type when the files may declare members on it.
    package func userTypeName(of value: SwiftValue) -> String? {
        switch value {
        case let .instance(i): i.type
        case let .object(box): box.instance.type
        case let .enumCase(c): c.type
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .array: "Array"
        case .dictionary: "Dictionary"
        default: nil
        }
    }

    /// The platform types whose static `…Notification` members name system notifications.
    package static let notificationOwners: Set<String> = [
        "UIResponder", "UIApplication", "UIDevice", "UIScene", "UIWindow", "UIContentSizeCategory", "UIAccessibility",
        "NSApplication", "NSWindow", "NSNotification", "UIPasteboard", "NSManagedObjectContext",
    ]

    /// The declarations that give `value` members: its type's, with its extensions; for a value of
    /// Swift's own types that no file extends, an empty type whose standard protocols a file may
    /// extend (``StandardConformances``).
    package func declaredType(of value: SwiftValue) -> TypeInfo? {
        guard let name = userTypeName(of: value) else { return nil }
        if let t = program.type(name) { return t }
        return StandardConformances.isStandard(name) ? TypeInfo(name: name) : nil
    }

    /// The subscripts `t` declares, or else an extension of one of its protocols declares, with their owner.
    private func declaredSubscripts(_ t: TypeInfo) -> (String, [FunctionRef])? {
        if !t.subscripts.isEmpty { return (t.name, t.subscripts) }
        var seen: Set<String> = [t.name]
        var pending = Array(t.inherited).sorted() + StandardConformances.protocols(of: t.name)
        while let proto = pending.first {
            pending.removeFirst()
            guard seen.insert(proto).inserted, let p = program.type(proto) else { continue }
            if !p.subscripts.isEmpty { return (p.name, p.subscripts) }
            pending += p.inherited.sorted()
        }
        return nil
    }

    /// Whether `base` names a `@Binding` property of the receiver by its own name (`item`, `self.item`).
    private func isBindingProperty(_ base: Expr, _ f: Frame) -> Bool {
        let name: String
        switch base.kind {
        case let .identifier(n): name = n
        case let .member(inner, n, _) where inner.kind == .identifier("self"): name = n
        default: return false
        }
        guard !name.hasPrefix("$"), f.scope.lookup(name) == nil || base.kind != .identifier(name),
              let receiver = f.receiver, let t = userTypeName(of: receiver.value).flatMap(program.type) else { return false }
        return t.stored.contains { $0.name == name && $0.wrapper.map { Program.baseTypeName($0.name) } == "Binding" }
    }

    /// `base[arguments]`.
    package func subscriptValue(_ base: SwiftValue, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if let v = try environmentSubscript(base, args, e, f) { return v }
        if let t = declaredType(of: base), let (owner, subscripts) = declaredSubscripts(t),
           // An app's subscript on Swift's own type (`extension Array { subscript(row:column:) }`,
           // `extension Collection { subscript(safe:) }`) adds an overload: Swift's `a[i]` is still there.
           !NativeTypes.all.contains(t.name) || rankedOverloads(subscripts, args).first != nil {
            var none = SwiftValue.void
            return try callDeclared(subscripts, args, receiver: base, owner: owner, e, f, mutated: &none)
        }
        return try NativeMembers.subscriptValue(base, args, self, e)
    }

    /// The type of modifier `name`'s argument `a` when `a` is an implicit member an app's extension
    /// of that type declares (``SwiftUINames/argumentType(of:label:)``); nil otherwise.
    package func appMemberType(_ name: String, _ a: Expr.Argument) -> String? {
        guard let root = Self.rootName(a.value) else { return nil }
        if let type = SwiftUINames.argumentType(of: name, label: a.label) {
            // A bare `.gray` is SwiftUI's `Color.gray`, not the app's `static func gray(_:)`: a method is
            // the argument's meaning only when it is called (or SwiftUI has no member of the name).
            let called = if case .implicitMember = a.value.kind { false } else { true }
            guard let t = program.type(type),
                  t.statics[root] != nil || (t.staticMethods[root] != nil && (called || !SwiftUINames.isSwiftUIColor(type, root))) else { return nil }
            return type
        }
        // `.font(.medium_light)`: an implicit member a type the files declare also names is read by
        // the SwiftUI type whose extension declares it, as SwiftUI's parameter type decides.
        guard program.declaredStaticNames.contains(root) else { return nil }
        return SwiftUINames.implicitMemberOwners.first { owner in
            guard !SwiftUINames.isBuiltinMember(owner, root), let t = program.type(owner), t.keyword == .extension || t.keyword == nil else { return false }
            return t.statics[root] != nil || t.staticMethods[root] != nil
        }
    }

    /// A SwiftUI call (or name) kept for the evaluators: its arguments evaluated and written
    /// back as literals, view content run as a view builder.
    package func residualCall(_ callee: Expr, _ arguments: [Expr.Argument]?, _ closure: Expr.Closure?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard arguments != nil || closure != nil else { return .swiftUI(callee, origin: f.origin) }
        if let (forwarded, inner) = try forwardedBuilders(arguments, f) { return try residualCall(callee, forwarded, closure, e, inner) }
        let name = callee.name ?? { if case let .member(_, n, _) = callee.kind { return n }; return "" }()
        if let reason = Refusals.modifiers[name] { throw Self.unsupported("." + name, reason, at: callee.range) }
        if name == "ForEach" || (callee.kind == .identifier("ForEach")) {
            return try forEach(callee, arguments ?? [], closure, e, f)
        }
        // `NavigationLink { Detail() } label: { … }`: the first closure is the destination, which a
        // board does not show; it is kept as written, not run.
        // `NavigationLink("Title") { Detail() }`: the trailing closure is the destination, not run either;
        // likewise iOS 13–16's `NavigationLink("Title", isActive: $shown) { Detail() }` (not active at rest).
        if callee.kind == .identifier("NavigationLink"), closure != nil, let args = arguments, args.first?.label == nil,
           args.count == 1 || args.count == 2 && args[1].label == "isActive" {
            let title = Self.isLiteral(args[0].value) ? args[0].value : try reify(try evaluate(args[0].value, f), at: args[0].value.range, origin: f.origin)
            return .swiftUI(Expr(.call(callee, arguments: [Expr.Argument(label: nil, labelRange: nil, value: title, followsTrailingClosure: false)],
                                       trailingClosure: Expr.Closure(statements: [], range: closure!.range)), range: e.range), origin: f.origin)
        }
        if callee.kind == .identifier("NavigationLink"), let closure, (arguments ?? []).contains(where: { $0.label == "label" }) {
            var residual: [Expr.Argument] = []
            for a in arguments ?? [] {
                guard case let .closure(c) = a.value.kind else { residual.append(a); continue }
                residual.append(Expr.Argument(label: a.label, labelRange: a.labelRange,
                                              value: try residualClosure(c, callee: callee, arguments: arguments ?? [], label: a.label, trailing: true, f),
                                              followsTrailingClosure: a.followsTrailingClosure))
            }
            let destination = Expr.Closure(statements: [], range: closure.range)
            return .swiftUI(Expr(.call(callee, arguments: residual, trailingClosure: destination), range: e.range), origin: f.origin)
        }
        // `List(selection: $picked) { … }`: on an iPhone a row is highlighted as selected only while the
        // list is edited (or as its navigation pushes), so the selection draws nothing at rest.
        if callee.kind == .identifier("List"), let given = arguments, given.contains(where: { $0.label == "selection" }) {
            let rest = given.filter { $0.label != "selection" }
            return try residualCall(callee, rest.isEmpty && closure != nil ? nil : rest, closure, e, f)
        }
        // `List(items) { … }` is `List { ForEach(items) { … } }`: its rows are made as a ForEach's
        // (`$0`, `$item` bindings, identities).
        if callee.kind == .identifier("List"), let arguments, !arguments.isEmpty, arguments[0].label == nil, let closure {
            let rows = Expr(.call(Expr(.identifier("ForEach"), range: callee.range), arguments: arguments, trailingClosure: closure), range: e.range)
            return try residualCall(callee, nil, Expr.Closure(statements: [rows], range: closure.range), e, f)
        }
        if callee.kind == .identifier("GeometryReader"), (arguments ?? []).isEmpty, let closure {
            return try geometryReader(callee, closure, e, f)
        }
        if callee.kind == .identifier("Canvas"), program.type("Canvas") == nil {
            return try canvas(callee, arguments ?? [], closure, e, f)
        }
        if callee.kind == .identifier("PhaseAnimator") {
            return try phaseAnimator(view: nil, callee, arguments ?? [], closure, e, f)
        }
        if callee.kind == .identifier("AsyncImage") {
            return try asyncImage(callee, arguments, closure, e, f)
        }
        if callee.kind == .identifier("ScrollViewReader"), (arguments ?? []).isEmpty, let closure {
            return try scrollViewReader(callee, closure, e, f)
        }
        if callee.kind == .identifier("TimelineView"), (arguments ?? []).count <= 1, let closure {
            return try timelineView(callee, closure, e, f)
        }
        // `GeometryReader(content: { proxy in … })`: SwiftUI's label, the closure in parentheses.
        if callee.kind == .identifier("GeometryReader"), closure == nil, let a = arguments, a.count == 1,
           a[0].label == "content" {
            if case let .closure(c) = a[0].value.kind { return try geometryReader(callee, c, e, f) }
            // `GeometryReader(content: content)`: a function of the proxy (a method, a closure
            // held in a property), called with it.
            // The function is a value there, so it is called without its parameter's label.
            let v = a[0].value, proxy = Expr(.identifier("$0"), range: v.range)
            var inner = f
            inner.scope = Scope(parent: f.scope)
            inner.scope.declare("_geometryContent", try evaluate(v, f))
            let call = Expr(.call(Expr(.identifier("_geometryContent"), range: v.range),
                                  arguments: [Expr.Argument(label: nil, labelRange: nil, value: proxy)], trailingClosure: nil), range: v.range)
            return try geometryReader(callee, Expr.Closure(statements: [call], range: v.range), e, inner)
        }
        // `.alignmentGuide(.leading) { d in d[.trailing] }`: the closure, run for the view's size when laid out.
        if name == "alignmentGuide", case .member = callee.kind, let args = arguments, args.count == 1, args[0].label == nil, let closure {
            return try alignmentGuide(callee, args[0], closure, e, f)
        }
        // `.containerRelativeFrame(.horizontal) { length, axis in length * 0.8 }`: the closure, run for
        // the container's length when laid out.
        if name == "containerRelativeFrame", case .member = callee.kind, let args = arguments,
           let c = closure ?? args.last.flatMap({ a -> Expr.Closure? in if a.label == nil, case let .closure(c) = a.value.kind { c } else { nil } }) {
            let written = closure == nil ? Array(args.dropLast()) : args
            return try relativeFrame(callee, written, c, e, f)
        }
        if name == "scrollTransition", case .member = callee.kind {
            let written = arguments ?? []
            if let closure { return try scrollTransition(callee, written, closure, e, f) }
            if let last = written.last, last.label == "transition" || last.label == nil, case let .closure(c) = last.value.kind {
                return try scrollTransition(callee, Array(written.dropLast()), c, e, f)
            }
        }
        if name == "visualEffect", case .member = callee.kind {
            if let closure, (arguments ?? []).isEmpty { return try visualEffect(callee, closure, e, f) }
            if let a = arguments, a.count == 1, case let .closure(c) = a[0].value.kind { return try visualEffect(callee, c, e, f) }
        }
        // `Animation(MyCustomAnimation())`: a CustomAnimation the interpreter runs.
        if Self.namesAnimationInitializer(callee), let args = arguments, args.count == 1, args[0].label == nil, closure == nil {
            let base = try evaluate(args[0].value, f)
            if let t = userTypeName(of: base).flatMap(program.type), t.conforms(to: "CustomAnimation") {
                return try customAnimation(base, t, e, f)
            }
        }
        // `Text(Image(systemName: "star.fill"))`: the symbol set in a line of text, as the join
        // `Text("") + Image(…)` the view evaluator reads (ViewEvaluator+TextConcatenation).
        if callee.kind == .identifier("Text"), closure == nil, let args = arguments, args.count == 1, args[0].label == nil,
           Self.chainRoot(args[0].value) == "Image", case let .swiftUI(image, _) = try evaluate(args[0].value, f) {
            let empty = Expr(.call(Expr(.identifier("Text"), range: callee.range),
                                   arguments: [Expr.Argument(label: nil, labelRange: nil, value: Expr(.string(""), range: e.range))],
                                   trailingClosure: nil), range: e.range)
            return .swiftUI(Expr(.binary("+", empty, image), range: e.range), origin: f.origin)
        }
        // `Text("**Bold** and *more*")`: a literal's Markdown, its pieces styled apart.
        if let styled = try markdownText(callee, arguments, closure, e, f) { return styled }
        // `Text(date, style: .date)`, `Text(date, format: .dateTime)`: the date as the board's clock shows it.
        if callee.kind == .identifier("Text"), closure == nil, let args = arguments, args.count == 2, args[0].label == nil,
           args[1].label == "style" || args[1].label == "format",
           let t = DateValues.seconds(try coerce(try evaluate(args[0].value, f), to: "Date", at: args[0].value.range), self) {
            let style = try evaluate(args[1].value, f)
            let text: String
            if args[1].label == "style" {
                guard let name = DateValues.caseName(style), let shown = BoardClock.textStyle(name, t, now: environment.now) else {
                    throw ExpressionError(.value, at: args[1].value.range, "Text(_:style:) takes .date, .time, .relative, .offset or .timer")
                }
                text = shown
            } else {
                let formatted = try DateValues.call(DateValues.date(t), "Date", "formatted",
                                                    [Argument(label: nil, value: style, range: args[1].value.range)], self, e)
                guard case let .string(s)? = formatted else { throw ExpressionError(.value, at: args[1].value.range, "Text(_:format:) of a date takes .dateTime or .iso8601") }
                text = s
            }
            let literal = Expr.Argument(label: nil, labelRange: nil, value: Expr(.string(text), range: args[0].value.range))
            return try swiftUICall(Expr(.call(callee, arguments: [literal], trailingClosure: nil), range: e.range), f)
        }
        // `Text(rating, format: .number)`, `.percent`, `.currency(code:)`: the number as the format prints it.
        if callee.kind == .identifier("Text"), closure == nil, let args = arguments, args.count == 2, args[0].label == nil,
           args[1].label == "format", case let number = try evaluate(args[0].value, f), let n = Arithmetic.number(number) {
            let style = try reify(try evaluate(args[1].value, f), at: args[1].value.range, origin: f.origin)
            let isInteger = if case .int = number { true } else { false }
            let literal = Expr.Argument(label: nil, labelRange: nil,
                                        value: Expr(.string(try NumberFormatting.format(n, style, isInteger: isInteger)), range: args[0].value.range))
            return try swiftUICall(Expr(.call(callee, arguments: [literal], trailingClosure: nil), range: e.range), f)
        }
        // `Image(.heart)`, `Image(ImageResource.heart)` (Xcode 15's generated asset symbols): the
        // catalogue's image whose generated name it is, else a placeholder of that name.
        if callee.kind == .identifier("Image"), closure == nil, let args = arguments, args.count == 1, args[0].label == nil,
           let resource = Self.resourceName(args[0].value) {
            let asset = program.imageSymbols[resource] ?? resource
            let literal = Expr.Argument(label: nil, labelRange: nil, value: Expr(.string(asset), range: args[0].value.range))
            return try swiftUICall(Expr(.call(callee, arguments: [literal], trailingClosure: nil), range: e.range), f)
        }
        // `Image(uiImage: UIImage(named: "Logo")!)`: the catalogue's image (a symbol's, for `systemName:`).
        if callee.kind == .identifier("Image"), closure == nil, let args = arguments, args.count == 1, args[0].label == "uiImage" {
            let image = try evaluate(args[0].value, f)
            guard case let .instance(s) = image, s.type == "UIImage", let (label, name) = s["named"].map({ (nil as String?, $0) }) ?? s["systemName"].map({ ("systemName", $0) }) else {
                throw Self.unsupported("Image(uiImage:)", "a board shows a UIImage of the app's asset catalogues (UIImage(named:)) or a symbol (UIImage(systemName:)); \(describe(image)) is not one", at: args[0].value.range)
            }
            let argument = Expr.Argument(label: label, labelRange: label == nil ? nil : args[0].value.range,
                                         value: try reify(name, at: args[0].value.range, origin: f.origin))
            return try swiftUICall(Expr(.call(callee, arguments: [argument], trailingClosure: nil), range: e.range), f)
        }
        // `AnyTransition(.scale)`: the transition itself.
        if callee.kind == .identifier("AnyTransition"), let args = arguments, args.count == 1, args[0].label == nil, closure == nil {
            return try evaluate(args[0].value, f)
        }
        var residual: [Expr.Argument] = []
        for a in arguments ?? [] {
            // `Image(name, bundle: b)`, `Color(name, bundle: b)`: a board's one bundle is the app's.
            if a.label == "bundle", Self.takesBundle(callee) { continue }
            let value: Expr
            if Self.isLiteral(a.value) {
                // Kept as written, so messages quote it as the user did (`2.0`, `1e-3`).
                value = a.value
            } else if case let .implicitMember(member) = a.value.kind, SwiftUINames.placementMembers.contains(member),
                      !SwiftUINames.takesStyle(name, label: a.label), SwiftUINames.argumentType(of: name, label: a.label) == nil {
                // `.padding(.bottom, 20)`: SwiftUI's edge, not an app's colour named `bottom`.
                value = a.value
            } else if callee.kind == .identifier("NavigationLink"), a.label == "destination" {
                // `NavigationLink(destination: Detail())`: a board does not show the destination, so it
                // is not run (a page that links to itself would otherwise run itself forever).
                value = Expr(.call(Expr(.identifier("EmptyView"), range: a.value.range), arguments: [], trailingClosure: nil), range: a.value.range)
            } else if case let .closure(c) = a.value.kind {
                value = try residualClosure(c, callee: callee, arguments: arguments ?? [], label: a.label, trailing: closure != nil, f)
            } else {
                // `.random(in: 0...1)` where SwiftUI takes a number (`Color(red:)`, `.opacity(_:)`): only
                // numbers have `random(in:)`, and SwiftUI's number parameters are floating.
                let random: String? = if case .call = a.value.kind, Self.rootName(a.value) == "random" { "Double" } else { nil }
                var typed = (SwiftUINames.contextualType(of: name, label: a.label) ?? appMemberType(name, a) ?? random)
                    .flatMap { Self.rooted(a.value, in: $0) } ?? a.value
                // `Color(.init(white: 0, alpha: 0.05))`: the platform colour's initializer (Color's `init(_: UIColor)`).
                if name == "Color", a.label == nil || a.label == "uiColor" || a.label == "nsColor",
                   case let .call(c, args, trailing) = a.value.kind, c.kind == .implicitMember("init") {
                    let platform = a.label == "nsColor" ? "NSColor" : "UIColor"
                    typed = Expr(.call(Expr(.identifier(platform), range: c.range), arguments: args, trailingClosure: trailing), range: a.value.range)
                }
                value = try reify(try evaluate(typed, f.floating(true)), at: a.value.range, origin: f.origin)
            }
            residual.append(Expr.Argument(label: a.label, labelRange: a.labelRange, value: value, followsTrailingClosure: a.followsTrailingClosure))
        }
        var trailing: Expr.Closure?
        if let closure {
            let c = try residualClosure(closure, callee: callee, arguments: arguments ?? [], label: nil, trailing: true, f)
            if case let .closure(inner) = c.kind { trailing = inner }
        }
        localize(&residual, callee: callee, written: e)
        return try swiftUICall(Expr(.call(callee, arguments: residual, trailingClosure: trailing), range: e.range), f)
    }

    /// A closure handed to a SwiftUI call: view content is run now as a view builder and
    /// written as its views; any other closure (an action, a geometry reader) is kept as written.
    ///
    /// Which it is, SwiftUI's signature of `callee` says from the call's labels (`arguments`, as
    /// written, and whether it has a first `trailing` closure): `Button(action: save) { Text(title) }`'s
    /// closure is its label, `Button("Save") { save() }`'s its action
    /// (``ViewEvaluator/closureIsViewContent(callee:arguments:label:trailing:)``); where no
    /// signature says, the names that take content (``SwiftUINames/takesViewContent(_:label:)``).
    package func residualClosure(_ c: Expr.Closure, callee: Expr, arguments: [Expr.Argument], label: String?, trailing: Bool,
                                 _ f: Frame) throws(ExpressionError) -> Expr {
        let name = callee.name ?? { if case let .member(_, n, _) = callee.kind { return n }; return "" }()
        let bySignature = ViewEvaluator.closureIsViewContent(callee: callee, arguments: arguments, label: label, trailing: trailing)
        // A labelled closure is content when its label says so (`header:`) even where a table reads it otherwise.
        let content = label == nil ? bySignature ?? SwiftUINames.takesViewContent(name, label: nil)
            : bySignature == true || SwiftUINames.takesViewContent(name, label: label)
        guard c.parameters.isEmpty, content else {
            // Kept as written, and as the closure it is here (its captured scope): a program's
            // button runs it.
            var kept = c
            let fn = SwiftValue.function(Function(.closure(c, f.scope, origin: f.origin, receiver: f.receiver?.value)))
            kept.captured = OpaqueValue(fn, description: "{ … }")
            return Expr(.closure(kept), range: c.range)
        }
        let views = try collectViews(c.body, f.nested())
        var statements: [Expr] = []
        for (value, range) in views { statements.append(try reify(value, at: range, origin: f.origin)) }
        return Expr(.closure(Expr.Closure(statements: statements, range: c.range)), range: c.range)
    }
}

extension Interpreter {
    /// A literal that needs no evaluation: a number (with its sign), a string, `true`, `nil`.
    package static func isLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .number, .string, .bool, .nilLiteral: true
        default: false
        }
    }

    /// `Animation(…)`, `Animation.init(…)` or `.init(…)` where an animation goes.
    package static func namesAnimationInitializer(_ callee: Expr) -> Bool {
        switch callee.kind {
        case .identifier("Animation"), .implicitMember("init"): return true
        case let .member(base, "init", _): return base.kind == .identifier("Animation")
        default: return false
        }
    }
}

/// "Did you mean" over a list of names.
package enum SuggestionHelper {
    package static func nearest(_ name: String, _ names: [String]) -> String? {
        Suggester.suggestion(for: name, among: names)
    }
}

extension Interpreter {
    /// The name in `.heart` or `ImageResource.heart`, an asset symbol Xcode generates.
    package static func resourceName(_ e: Expr) -> String? {
        switch e.kind {
        case let .implicitMember(n): n
        case let .member(base, n, _) where base.kind == .identifier("ImageResource"): n
        default: nil
        }
    }

    /// `Image(_:bundle:)`, `Image(decorative:bundle:)`, `Color(_:bundle:)`: the bundle is the app's, the
    /// only one a board reads assets from, so the argument is not kept.
    package static func takesBundle(_ callee: Expr) -> Bool {
        callee.kind == .identifier("Image") || callee.kind == .identifier("Color")
    }

    /// `UIScreen.main` (and a scene's `screen`): the board's device.
    package var screen: SwiftValue {
        let s = environment.screenSize
        return .instance(StructValue(type: "UIScreen", fields: [("bounds", Geometry.rect(0, 0, s.width, s.height)), ("scale", .double(3))]))
    }
}

extension Interpreter {
    /// UIKit's colour for a level of a shape style (`.fill.tertiary` → `tertiarySystemFill`), nil
    /// for any other member.
    static func hierarchicalLevel(_ base: Expr, _ name: String) -> String? {
        let style: String? = switch base.kind {
        case let .implicitMember(s): s
        case let .member(owner, s, _) where owner.name == "ShapeStyle" || owner.name == "HierarchicalShapeStyle": s
        default: nil
        }
        let levels = ["secondary": "secondary", "tertiary": "tertiary", "quaternary": "quaternary"]
        guard let style, let level = levels[name] else { return nil }
        switch style {
        case "fill": return level + "SystemFill"
        case "background": return level == "quaternary" ? nil : level + "SystemBackground"
        case "foreground": return level + "Label"
        default: return nil
        }
    }
}

extension Interpreter {
    /// The labels under which SwiftUI's views and modifiers take view builders.
    static let builderLabels: Set<String> = ["content", "label", "header", "footer", "icon", "destination", "placeholder", "detail", "sidebar"]

    /// `VStack(spacing: 0, content: content)` inside `static func zeroSpacing(@ViewBuilder content: () -> Content)`:
    /// a view builder passed on by name is called where SwiftUI builds its views, in the scope it was
    /// written in (the caller's `@State`, not the function's). The arguments with such a builder written
    /// as a closure that calls it, and the frame that holds it; nil when none is passed on.
    func forwardedBuilders(_ arguments: [Expr.Argument]?, _ f: Frame) throws(ExpressionError) -> ([Expr.Argument], Frame)? {
        guard let arguments, arguments.contains(where: { Self.builderLabels.contains($0.label ?? "") && Self.namesValue($0.value) }) else { return nil }
        var inner = f
        inner.scope = Scope(parent: f.scope)
        var rewritten: [Expr.Argument] = []
        var changed = false
        for (k, a) in arguments.enumerated() {
            guard Self.builderLabels.contains(a.label ?? ""), Self.namesValue(a.value), case let .function(fn) = try evaluate(a.value, f),
                  Self.takesNothing(fn) else {
                rewritten.append(a)
                continue
            }
            let held = "_forwardedBuilder\(k)"
            inner.scope.declare(held, .function(fn))
            let r = a.value.range
            let call = Expr(.call(Expr(.identifier(held), range: r), arguments: [], trailingClosure: nil), range: r)
            rewritten.append(Expr.Argument(label: a.label, labelRange: a.labelRange, value: Expr(.closure(Expr.Closure(statements: [call], range: r)), range: r)))
            changed = true
        }
        return changed ? (rewritten, inner) : nil
    }

    /// `content`, `self.content`: a name, whose value may be a function.
    private static func namesValue(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier: true
        case let .member(base, _, _): base.kind == .identifier("self")
        default: false
        }
    }

    /// Whether a function value is called with no arguments (a view builder, `() -> Content`).
    private static func takesNothing(_ fn: Function) -> Bool {
        switch fn.kind {
        case let .closure(c, _, _, _): c.parameters.isEmpty
        case let .declared(d, _, _, _): d.parameters.isEmpty
        default: false
        }
    }
}
