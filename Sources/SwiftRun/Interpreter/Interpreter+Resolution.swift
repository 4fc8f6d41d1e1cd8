import SwiftFront
import BoardScene
import BoardModel

/// Name resolution: the one place that decides what a bare name means. Reading a name
/// (``identifier(_:_:_:)``) and calling it (``callName(_:_:_:_:_:_:)``) both ask
/// ``resolve(_:_:_:use:)`` and only then act on the answer, so `x` and `x(…)` mean the same `x`.
extension Interpreter {
    /// What the bare `name` (written at `e`) means in `f`; nil when nothing has the name.
    ///
    /// The first rule that holds wins:
    ///
    ///  1. `self` — the instance whose member runs; the type itself in a static member.
    ///  2. `Self` — the type whose member runs.
    ///  3. A local: a variable, parameter or captured variable.
    ///  4. `$name` — the projected value of `name` (a binding).
    ///  5. A member of `self` written without `self.` (``selfMember(_:_:_:_:use:)``).
    ///  6. A static member of the enclosing type (or SwiftUI's own, inside an extension of
    ///     `AnyTransition` or `Animation`, where `opacity` means `.opacity`), then of the types
    ///     around it, outward.
    ///  7. A global `let`/`var` or board constant.
    ///  8. A global function.
    ///  9. A type the files declare; a nested type is found from inside its namespace first.
    /// 10. Read only: a static constant pasted from a namespace, used by its own name (as inside
    ///     the type that declares it), when exactly one type declares it. A call skips it, so
    ///     `max(a, b)` stays Swift's `max` beside an `enum Limits { static let max = 9 }`.
    /// 11. A type the interpreter models (`Int`, `CGPoint`, `Angle`).
    /// 12. A built-in function (`min`, `withAnimation`, `CATransform3DMakeScale`).
    /// 13. A built-in constant (`CATransform3DIdentity`).
    /// 14. A name a board refuses (`Timer`, `Date`): an error naming why.
    /// 15. SwiftUI's own name: capitalised (`VStack`, `Color`), or a name the board declares
    ///     outside Swift (a custom transition's).
    /// 16. An operator (`+` in `reduce(0, +)`).
    package func resolve(_ name: String, _ e: Expr, _ f: Frame, use: NameUse) throws(ExpressionError) -> NameMeaning? {
        if name == "self" {
            if let receiver = f.receiver { return .selfValue(receiver.value) }
            if let t = f.selfType { return .selfType(t) }
            throw ExpressionError(.unknownName, at: e.range, "'self' is used outside a type's member; a board has no view to read it from")
        }
        if name == "Self", let t = f.selfType { return .selfType(t) }
        if let v = f.scope.lookup(name) { return .local(v) }
        if name.hasPrefix("$"), name.count > 1, !(name.dropFirst().first?.isNumber ?? true) { return .projected(String(name.dropFirst())) }
        if let receiver = f.receiver, let m = try selfMember(receiver.value, name, e, f, use: use) { return .selfMember(receiver, m) }
        if let t = f.selfType, let m = contextualStatic(t, name) { return m }
        if let t = f.selfType, let outer = enclosingStaticOwner(of: t, name) { return .staticMember(owner: outer) }
        if program.globals[name] != nil { return .global }
        if let overloads = program.functions[name], !overloads.isEmpty { return .function(overloads) }
        if let t = nestedType(name, f) { return .type(.declared(t)) }
        // A file's own private type beside another file's of the name (SwiftGen's `BundleToken`s).
        if let local = program.fileLocalTypes[f.origin]?[name] { return .type(.declared(local)) }
        if let t = program.type(name), t.keyword != nil { return .type(.declared(t.name)) }
        // A generic parameter of `self`'s type (`E(rawValue: i)` in `struct Switcher<E: Tabs>`): the type it stands for.
        if let bound = genericArgument(name, f, at: e.range) {
            if program.type(bound)?.keyword != nil { return .type(.declared(bound)) }
            if NativeTypes.all.contains(bound) { return .type(.native(bound)) }
        }
        if use == .read, let owner = program.uniqueStaticOwner(name) { return .staticMember(owner: owner) }
        if NativeTypes.all.contains(name) { return .type(.native(name)) }
        if let b = Builtins.function(name) { return .builtin(b) }
        if let c = Builtins.constant(name) { return .constant(c) }
        if let reason = Refusals.names[name] { return .refused(reason) }
        if name.first?.isUppercase ?? false || knownNames.contains(name) { return .swiftUI }
        if let op = name.first, !op.isLetter, op != "_", op != "$" { return .operator }
        return nil
    }

    /// Whether `self` (`receiver`) has a member `name` usable as `use` says, and how it is reached.
    ///
    /// In order: a property of a value the interpreter models (read; `count` in `extension Array`);
    /// a member the files declare on its type — a method (read or called), a stored or computed
    /// property (read, or called for the closure it holds); a SwiftUI modifier on a view (called,
    /// unless a global function, built-in or refusal has the name); a method of a modelled value
    /// (called; `reduce(0, +)` in `extension Array`).
    package func selfMember(_ receiver: SwiftValue, _ name: String, _ e: Expr, _ f: Frame, use: NameUse) throws(ExpressionError) -> SelfMember? {
        if use == .read {
            // A value with no stored properties (a number, an array, …; not an enum case), or a
            // modelled struct in an extension of it (`extension SIMD2 { … x … }`).
            var modelled = fields(of: receiver) == nil
            if case .enumCase = receiver { modelled = false }
            if case let .instance(s) = receiver, NativeTypes.all.contains(s.type) { modelled = true }
            if modelled, let v = try NativeMembers.property(receiver, name, self, e, f) { return .nativeProperty(v) }
        }
        if let t = userTypeName(of: receiver).flatMap(program.type) {
            if let list = t.methods[name] { return .method(owner: t.name, list) }
            let inherited = protocolMember(t, name)
            if let (owner, _, list) = inherited, let list { return .method(owner: owner, list) }
            if t.stored.contains(where: { $0.name == name }) || t.computed[name] != nil || inherited != nil { return .property }
            // An ObservableObject's publisher (``member(_:_:_:_:_:)`` makes one that sends nothing).
            if name == "objectWillChange", case .object = receiver { return .property }
            // An enum's synthesized `rawValue` (`var name: String { rawValue.capitalized }`).
            if case .enumCase = receiver, name == "rawValue", t.rawType != nil { return .property }
        }
        guard use == .call else { return nil }
        // A stored closure of an instance whose type no file declares.
        if let stored = fields(of: receiver)?[name], case .function = stored { return .property }
        // (`self` is SwiftUI's view, or an app's view in a method an extension of `View` adds.)
        var isView = false
        if case .swiftUI = receiver { isView = true }
        if let type = userTypeName(of: receiver), isViewType(type) { isView = true }
        if isView, program.functions[name] == nil, name.first?.isLowercase ?? false,
           Refusals.names[name] == nil, Builtins.function(name) == nil, Self.isViewModifierName(name, program) {
            return .modifier
        }
        if NativeMembers.hasMethod(receiver, name) { return .nativeMethod }
        return nil
    }

    /// A static member `name` of the enclosing type `typeName`, or SwiftUI's own static member
    /// inside an extension of `AnyTransition` or `Animation` (`opacity` means `.opacity`).
    package func contextualStatic(_ typeName: String, _ name: String) -> NameMeaning? {
        if let t = program.type(typeName), t.statics[name] != nil || t.staticMethods[name] != nil || t.enumCase(name) != nil
            || name == "allCases" && t.conforms(to: "CaseIterable")
            || t.keyword != .protocol && protocolMember(t, name, isStatic: true) != nil {
            return .staticMember(owner: t.name)
        }
        if SwiftUINames.ownsStaticMember(typeName, name) { return .swiftUIStatic }
        // `default` inside `extension FileManager`: the stand-in's own static member (AppStandIns).
        if program.types[typeName]?.keyword == nil, AppStandIns.knows(typeName, name) { return .staticMember(owner: typeName) }
        return nil
    }

    /// The enclosing type of `typeName` (`L10n` for `L10n.AppStartup`, outward) that declares a
    /// static member `name`: Swift's unqualified lookup reaches an outer type's statics from a
    /// nested type (`static let title = localized("title")` inside `enum L10n { enum Home { … } }`).
    package func enclosingStaticOwner(of typeName: String, _ name: String) -> String? {
        var context = typeName
        while let dot = context.lastIndex(of: ".") {
            context = String(context[..<dot])
            if let t = program.types[context], t.statics[name] != nil || t.staticMethods[name] != nil || t.enumCase(name) != nil {
                return t.name
            }
        }
        return nil
    }

    /// A type as written inside the type `f` runs in: `ViewModel` (or `ViewModel?`) inside
    /// `MealsCategoryView` is its own nested `MealsCategoryView.ViewModel`, not another view's.
    package func contextualType(_ written: String, _ f: Frame) -> String { contextualType(written, in: f.selfType) }

    /// A type as written in a declaration of `owner` (a parameter's, a property's), as ``contextualType(_:_:)``.
    package func contextualType(_ written: String, in owner: String?) -> String {
        guard owner != nil else { return written }
        // Each name in the type (`Tracking` in `[Tracking]`, `Item?`, `[String: Item]`, `Set<Item>`),
        // unless it follows a `.` (`Outer.Inner` is written in full).
        var out = "", name = ""
        var afterDot = false
        func flush() {
            if !name.isEmpty, !afterDot, let nested = nestedType(name, in: owner), nested != name, program.types[nested]?.keyword != nil {
                out += nested
            } else {
                out += name
            }
            name = ""
        }
        for c in written {
            if c.isLetter || c.isNumber || c == "_" {
                name.append(c)
            } else {
                flush()
                afterDot = c == "."
                out.append(c)
            }
        }
        flush()
        return out
    }

    /// `Outer.Inner` found from inside `Outer` (or deeper) by its own name.
    package func nestedType(_ name: String, _ f: Frame) -> String? { nestedType(name, in: f.selfType) }

    /// `Outer.Inner` found from a declaration of `owner` (or a type it is nested in) by its own name.
    package func nestedType(_ name: String, in owner: String?) -> String? {
        enclosingNestedType(name, in: owner) ?? program.qualified(name)
    }

    /// `Outer.Inner` declared in `owner` or a type around it, innermost first, as Swift looks names up
    /// (`Section` inside `extension Model.Section` is `Model.Section`); nil when none of them nests it.
    package func enclosingNestedType(_ name: String, in owner: String?) -> String? {
        var context = owner
        while let c = context {
            if let t = program.types[c + "." + name] { return t.name }
            context = c.contains(".") ? String(c[..<c.lastIndex(of: ".")!]) : nil
        }
        return nil
    }

    /// The type a ``SwiftValue/type(_:)`` names, when a value of it can be made here: declared
    /// by the files, or modelled; nil for SwiftUI's own (kept for the evaluators).
    package func typeRef(_ name: String) -> TypeRef? {
        if program.type(name)?.keyword != nil { return .declared(name) }
        if NativeTypes.all.contains(name) { return .native(name) }
        return nil
    }

    /// A value of `type`, made by its initializer.
    package func construct(_ type: TypeRef, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        switch type {
        case let .declared(name): try initialize(name, args, e, f)
        case let .native(name): try makeNative(name, args, e, f)
        }
    }
}

extension Interpreter {
    /// Whether `name` is a modifier a view has — SwiftUI's (drawn, passed through or refused by
    /// name) or one an app's `extension View` adds — so that `name(…)` with an implicit `self` in a
    /// view applies it; any other name is not declared (a helper in a file the board does not read),
    /// not a modifier of the view's body (which would run the body again from inside itself).
    static func isViewModifierName(_ name: String, _ program: Program) -> Bool {
        let table = ViewEvaluator.sharedModifiers
        return table[name] != nil || table.ignored.contains(name) || ViewEvaluator.refused[name] != nil || Refusals.modifiers[name] != nil
            || SwiftUINames.extensionMethod(program, name) != nil || interpreterModifiers.contains(name)
    }

    /// Whether `value`, the receiver of a view modifier written on `base`, is a view that is not
    /// there: a builder's `if` that did not run (Void) or an optional view that is nil.
    static func isEmptyOptionalView(_ value: SwiftValue, _ base: Expr) -> Bool {
        switch value {
        case .void: if case .call = base.kind { true } else { false }
        case .none: true
        default: false
        }
    }

    /// Modifiers the interpreter runs itself, before the view tables see the view.
    static let interpreterModifiers: Set<String> = [
        "modifier", "environmentObject", "environment", "phaseAnimator", "animation", "buttonStyle", "onPreferenceChange",
        "onGeometryChange", "preference", "mask", "keyframeAnimator", "transformPreference", "anchorPreference", "scrollTransition",
    ]
}
