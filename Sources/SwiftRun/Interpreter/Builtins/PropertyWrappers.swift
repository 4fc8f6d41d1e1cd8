import SwiftFront
import BoardScene
import BoardModel
/// Property wrappers (docs/programs.md §2): `@State` holds its value in a box every
/// copy of the view shares, `@Binding` a binding, `@Environment` reads the
/// board's environment; wrappers that only persist a value (`@AppStorage`,
/// `@SceneStorage`, `@FocusState`, `@GestureState`) act as `@State`.
package enum PropertyWrappers {
    /// What a `@Namespace` property holds (`Namespace.ID`): one namespace, which a board's matched
    /// geometry keys by id and does not tell apart.
    package static let namespaceID = SwiftValue.string("namespace")

    /// Wrappers whose storage is a box with the initial value.
    package static let stateLike: Set<String> = ["State", "AppStorage", "SceneStorage", "FocusState", "GestureState", "AccessibilityFocusState"]

    /// Wrappers whose value a view's memberwise initializer takes when none is written
    /// (`@Binding var rating: Int`, `@State var color: Color`); the others supply their own.
    package static let takingArguments: Set<String> = ["Binding", "State", "ObservedObject", "StateObject", "Bindable"]

    /// The storage of a wrapped stored property, before any initializer runs.
    package static func storage(_ wrapper: Attribute, initial: SwiftValue, property p: StoredProperty, owner: String? = nil,
                        _ interpreter: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        let name = Program.baseTypeName(wrapper.name)
        if let reason = Refusals.wrappers[name] {
            throw Interpreter.unsupported("@" + name, reason, at: wrapper.range)
        }
        if let model = try modelStorage(name, wrapper, initial: initial, property: p, owner: owner, interpreter, e) { return model }
        if stateLike.contains(name) {
            var value = initial
            if case .none = value, let first = wrapper.arguments.first(where: { $0.label == "wrappedValue" }) {
                value = try interpreter.evaluate(first.value, Frame(scope: Scope(parent: nil), selfType: nil, origin: p.origin))
            }
            if case .none = value, name == "FocusState", p.binding.type == "Bool" { value = .bool(false) }
            return interpreter.keptState(value, property: p.name, call: e)
        }
        switch name {
        case "Binding":
            return .none
        // SwiftData's `@Query`: a board's store is new and holds nothing (as `UserDefaults` holds
        // nothing): the query finds no models (docs/swift-subset.md, "Stand-ins").
        case "Query":
            return SwiftDataStore.storage(p.binding.type, wrapper.name, wrapper.arguments)
        // Core Data's `@FetchRequest`: the objects of its entity the store holds (CoreDataStore).
        case "FetchRequest", "SectionedFetchRequest":
            // The entity: `FetchedResults<Item>` of the property, or the wrapper's `@FetchRequest<Item>(…)`.
            return CoreDataStore.fetchResults(p.binding.type.isEmpty ? wrapper.name : p.binding.type, interpreter, arguments: wrapper.arguments)
        case "Environment":
            guard let key = wrapper.arguments.first?.value, case let .keyPath(components) = key.kind else {
                throw Interpreter.unsupported("@Environment", "only \\.accessibilityReduceMotion and \\.colorScheme are read", at: wrapper.range)
            }
            return .binding(.constant(try environment(components.last ?? "", interpreter, at: key.range)))
        case "Namespace":
            return namespaceID
        case "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor":
            // The app delegate's code does not run (what it sets up, notifications, the
            // appearance proxies, is outside a board's window); the app's scenes are drawn.
            return .none
        case "ScaledMetric":
            return .binding(.constant(initial))
        default:
            // A wrapper the app declares (`@propertyWrapper struct UserDefault<T>`): made as Swift makes it —
            // `UserDefault(wrappedValue: initial, "key", defaultValue: …)` — and its `wrappedValue` read.
            if let made = try interpreter.appWrapperValue(wrapper, initial: initial, property: p, e) { return made }
            // Another (a library's): its initial value, unwrapped.
            return initial
        }
    }

    /// The type of the stand-in for an environment key no file declares.
    package static let undeclaredEnvironmentType = "‹UndeclaredEnvironmentValue›"

    /// The refusal of using `value` when it stands in for an environment key no file declares.
    package static func undeclaredEnvironmentRefusal(_ value: SwiftValue, at range: SourceRange) -> ExpressionError? {
        guard case let .instance(s) = value, s.type == undeclaredEnvironmentType, case let .string(key)? = s["key"] else { return nil }
        return Interpreter.unsupported("@Environment(\\.\(key))", "a board reads SwiftUI's documented defaults of \\.colorScheme, \\.accessibilityReduceMotion, \\.dynamicTypeSize, the size classes, \\.locale, \\.calendar, \\.isEnabled, \\.scenePhase, \\.dismiss, \\.openURL and a few more, and the keys the app declares (EnvironmentKey, @Entry); \\.\(key) is declared in none of the files read (a package's?), so it is refused where its value is used", at: range)
    }

    /// `@Environment(\.key)`.
    package static func environment(_ key: String, _ interpreter: Interpreter, at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        switch key {
        case "accessibilityReduceMotion": return .bool(interpreter.environment.reduceMotion)
        case "colorScheme": return .enumCase(EnumValue(type: "ColorScheme", name: interpreter.environment.colorScheme))
        case "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors",
             "accessibilityVoiceOverEnabled", "isFocused", "isSearching":
            return .bool(false)
        case "isEnabled": return .bool(true)
        // `@Environment(\.self)`: the values themselves, each read as its key is.
        case "self": return .instance(StructValue(type: "EnvironmentValues", fields: []))
        // The family of the widget a widget preview draws (WidgetPreview); a small one elsewhere.
        case "widgetFamily":
            return interpreter.environmentOverrides[key] ?? .enumCase(EnumValue(type: "WidgetFamily", name: "systemSmall"))
        // The app is in the foreground, its window the key window, as while a person uses it.
        case "scenePhase": return .enumCase(EnumValue(type: "ScenePhase", name: "active"))
        case "controlActiveState": return .enumCase(EnumValue(type: "ControlActiveState", name: "key"))
        case "layoutDirection": return .enumCase(EnumValue(type: "LayoutDirection", name: "leftToRight"))
        // An iPhone held upright: compact across, regular down.
        case "horizontalSizeClass": return .enumCase(EnumValue(type: "UserInterfaceSizeClass", name: "compact"))
        case "verticalSizeClass": return .enumCase(EnumValue(type: "UserInterfaceSizeClass", name: "regular"))
        // SwiftUI's default text size, and the board's locale, calendar and time zone (en_US_POSIX, Gregorian, UTC).
        case "dynamicTypeSize": return .enumCase(EnumValue(type: "DynamicTypeSize", name: "large"))
        case "sizeCategory": return .enumCase(EnumValue(type: "ContentSizeCategory", name: "large"))
        case "locale": return DateValues.locale
        case "calendar": return DateValues.calendar
        case "timeZone": return DateValues.timeZone
        // Not presented: `presentationMode.wrappedValue.dismiss()` does nothing, `isPresented` is false.
        case "presentationMode": return AppStandIns.presentationMode
        // SwiftData's context of a new, empty store: inserting, deleting and saving change nothing
        // a board shows; fetching finds nothing.
        case "modelContext": return AppStandIns.modelContext
        // Core Data's context of the board's store (CoreDataStore).
        case "managedObjectContext": return CoreDataStore.context(interpreter)
        // Not editing: `editMode?.wrappedValue` is `.inactive` (a binding, as SwiftUI gives it).
        case "editMode": return .binding(.box(StateBox(.enumCase(EnumValue(type: "EditMode", name: "inactive")))))
        case "dismiss", "openURL", "dismissSearch":
            return .function(Function(.builtin(key) { _, _, _ in .void }))
        default:
            // A key the app declares (an EnvironmentKey, or @Entry): its default, or the value set above.
            if let v = try interpreter.customEnvironmentValue(key, at: range) { return v }
            // A key no file declares (a library's, `\\.router`): a value that is refused where it is used
            // (``undeclaredEnvironmentRefusal(_:at:)``), so a view that only acts on it in its actions draws.
            return .instance(StructValue(type: undeclaredEnvironmentType, fields: [("key", .string(key))]))
        }
    }
}

extension Interpreter {
    /// The value of a property the app's own `@propertyWrapper` type wraps: the wrapper made with the
    /// attribute's arguments (and `wrappedValue:` first when the property has an initial value), its
    /// `wrappedValue` read; nil when no file declares the wrapper as a type.
    func appWrapperValue(_ wrapper: Attribute, initial: SwiftValue, property p: StoredProperty, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        let name = Program.baseTypeName(wrapper.name)
        guard let t = program.type(name), t.keyword != nil, t.keyword != .protocol else { return nil }
        let frame = Frame(scope: Scope(parent: nil), selfType: nil, origin: p.origin)
        var args: [Argument] = []
        if case .none = initial {} else { args.append(Argument(label: "wrappedValue", value: initial, range: wrapper.range)) }
        for a in wrapper.arguments {
            args.append(Argument(label: a.label, value: try evaluate(a.value, frame), range: a.value.range))
        }
        return try inDeclaration(p.origin, named: "@" + name, at: e) { () throws(ExpressionError) -> SwiftValue in
            let made = try initialize(t.name, args, e, frame)
            return try member(made, "wrappedValue", Expr(.member(e, name: "wrappedValue", nameRange: wrapper.range), range: wrapper.range), wrapper.range, frame)
        }
    }
}
