import SwiftFront
import BoardScene
import BoardModel
/// Assignment: `x = v`, `self.items[i].name = v`, `count += 1`, through `@State`
/// boxes and bindings; value types are copied and written back along the path.
extension Interpreter {
    /// `target op value`.
    package func assign(_ op: String, _ target: Expr, _ value: Expr, _ e: Expr, _ f: Frame) throws(ExpressionError) {
        // A setting of a UIKit appearance (`UITabBar.appearance().unselectedItemTintColor = .white`):
        // accepted, not drawn; its value (UIKit's colours and fonts) is not read (``UIKitAppearance``).
        if case let .member(base, _, _) = target.kind, UIKitAppearance.isProxyExpression(base, { f.scope.lookup($0)?.value }) { return }
        var v: SwiftValue
        // `self._item = .constant(item)` in an initializer: the value has the wrapper's type (`Binding<Item>`).
        if op == "=", let p = bindingStorage(target, f) {
            v = try evaluate(value, as: "Binding<\(p.binding.type)>", f)
        } else {
            v = try evaluate(value, f)
        }
        if op != "=" {
            let current = try evaluate(target, f)
            v = try binaryValue(String(op.dropLast()), current, v, e)
        }
        if case let .tuple(targets) = target.kind, case let .tuple(values, _) = v, targets.count == values.count {
            for (t, x) in zip(targets, values) { try write(x, to: t.value, f) }
            return
        }
        try write(v, to: target, f)
    }

    /// The `@Binding` property whose storage `target` names (`_item`, `self._item`); nil for another target.
    private func bindingStorage(_ target: Expr, _ f: Frame) -> StoredProperty? {
        let name: String
        switch target.kind {
        case let .identifier(n): name = n
        case let .member(base, n, _) where base.kind == .identifier("self"): name = n
        default: return nil
        }
        guard name.hasPrefix("_"), let receiver = f.receiver, let t = userTypeName(of: receiver.value).flatMap(program.type),
              let p = t.stored.first(where: { $0.name == String(name.dropFirst()) }), p.wrapper?.name == "Binding", !p.binding.type.isEmpty else { return nil }
        return p
    }

    /// Stores `value` at the place `target` names.
    package func write(_ value: SwiftValue, to target: Expr, _ f: Frame) throws(ExpressionError) {
        switch target.kind {
        case .identifier("_"):
            return
        case let .identifier(name):
            if let variable = f.scope.lookup(name) {
                // A Foundation class modelled as a value (`let decoder = JSONDecoder()`, then
                // `decoder.keyDecodingStrategy = …`): set through the constant, as a class is.
                guard !variable.isLet || isUnset(variable.value) || Self.isFoundationObject(variable.value) else {
                    throw ExpressionError(.value, at: target.range, "cannot assign to '\(name)': it is a 'let' constant")
                }
                variable.value = value
                return
            }
            if let receiver = f.receiver, let t = userTypeName(of: receiver.value).flatMap(program.type),
               t.stored.contains(where: { $0.name == name }) || t.computed[name] != nil {
                try setMember(name, of: receiver, value, at: target.range, f)
                return
            }
            if program.globals[name] != nil, program.globals[name]?.isLet == false {
                cache["global " + name] = value
                return
            }
            if name.hasPrefix("_"), let receiver = f.receiver, try writeWrapperStorage(String(name.dropFirst()), of: receiver, value, at: target.range, f) {
                return
            }
            let known = f.scope.names.filter { !$0.hasPrefix("$") && $0 != "self" }
                + (f.receiver.flatMap { userTypeName(of: $0.value) }.flatMap(program.type)?.memberNames ?? [])
            throw ExpressionError(.unknownName, at: target.range, "cannot assign to '\(name)': it is not declared here",
                                  suggestion: SuggestionHelper.nearest(name, known))
        case let .member(base, name, _):
            if case let .identifier(typeName) = base.kind, let t = try staticBase(typeName, f, at: base.range), let info = program.type(t), info.statics[name] != nil {
                guard info.statics[name]?.isLet == false else {
                    throw ExpressionError(.value, at: target.range, "cannot assign to '\(t).\(name)': it is a 'let' constant")
                }
                cache[info.name + "." + name] = value
                return
            }
            if case .identifier("self") = base.kind, let receiver = f.receiver {
                // `self._isOn = isOn` in an initializer: the wrapper's storage, as `_isOn = isOn`.
                if name.hasPrefix("_"), try writeWrapperStorage(String(name.dropFirst()), of: receiver, value, at: target.range, f) { return }
                try setMember(name, of: receiver, value, at: target.range, f)
                return
            }
            let held = try evaluate(base, f)
            // A custom ToggleStyle's `configuration.isOn = …` / `.toggle()`: its toggle's binding is set.
            if name == "isOn", let fields = fields(of: held), fields.type == "ToggleStyleConfiguration", case let .binding(ref)? = fields["isOn"] {
                try writeBinding(ref, value, at: target.range)
                return
            }
            let holder = Scope.Variable(held, isLet: false)
            // Through a property wrapper or a binding the holder is unchanged (a nonmutating set).
            if try setMember(name, of: holder, value, at: target.range, f), !isReference(holder.value) {
                try write(holder.value, to: base, f)
            }
        case let .subscripted(base, arguments):
            var container = try evaluate(base, f)
            var args: [Argument] = []
            for a in arguments { args.append(Argument(label: a.label, value: try evaluate(a.value, f), range: a.value.range)) }
            // A local `var` is taken out while its element is set: `a[i] = x` in a loop changes it in place.
            let taken = takenLocal(base, [], f)
            do {
                try NativeMembers.setSubscript(&container, args, value, self, target)
            } catch {
                taken?.value = container
                throw error
            }
            taken?.value = container
            try write(container, to: base, f)
        case let .optionalChain(inner):
            if case .none = try evaluate(inner, f) { return }
            try write(value, to: inner, f)
        case let .postfix("!", inner):
            try write(value, to: inner, f)
        default:
            throw ExpressionError(.value, at: target.range, "'\(Quoting.clip(target.description))' cannot be assigned to")
        }
    }

    /// A `let` declared without a value may be set once.
    private func isUnset(_ v: SwiftValue) -> Bool {
        if case .void = v { return true }
        return false
    }

    /// Sets a property of the value in `holder`: through its property wrapper (an `@State`
    /// box or a binding), by its setter, or in a copy stored back. Returns whether `holder`
    /// changed (false when the value was written through a wrapper or binding).
    @discardableResult
    /// `_title = State(initialValue: t)` (or `.init(initialValue: t)`), `_model = StateObject(wrappedValue: Model())`,
    /// `_isOn = isOn` in an initializer: the wrapped property `name` starts with the wrapper's value (a binding is
    /// stored as it is). False when `name` is not a wrapped stored property of the receiver.
    package func writeWrapperStorage(_ name: String, of receiver: Scope.Variable, _ value: SwiftValue, at range: SourceRange,
                                     _ f: Frame) throws(ExpressionError) -> Bool {
        guard let t = userTypeName(of: receiver.value).flatMap(program.type),
              let p = t.stored.first(where: { $0.name == name && $0.wrapper != nil }) else { return false }
        // (`_image = .init(initialValue: image)`: the wrapper the property declares.)
        if case let .swiftUI(e, _) = value, case let .call(callee, arguments, nil) = e.kind,
           let wrapper = callee.kind == .implicitMember("init") ? p.wrapper.map({ Program.baseTypeName($0.name) })
               : callee.kind == .identifier(callee.name ?? "") ? callee.name : nil,
           PropertyWrappers.stateLike.union(["StateObject", "ObservedObject", "Bindable", "Published"]).contains(wrapper),
           arguments.count == 1, ["initialValue", "wrappedValue"].contains(arguments[0].label) {
            _ = try setMember(name, of: receiver, try evaluate(arguments[0].value, f), at: range, f)
            return true
        }
        // `_items = Query(filter: #Predicate { … }, sort: …)`: SwiftData's query of a new store, which finds
        // nothing, as `@Query` does; `_items = FetchRequest(sortDescriptors: …)`: Core Data's store's objects of
        // the entity, sorted as written (CoreDataStore; docs/swift-subset.md, "Stand-ins").
        let wrapper = Program.baseTypeName(p.wrapper?.name ?? "")
        if ["Query", "FetchRequest", "SectionedFetchRequest"].contains(wrapper), case let .swiftUI(e, _) = value,
           case let .call(callee, written, _) = e.kind, Program.baseTypeName(callee.name ?? "") == wrapper || callee.kind == .implicitMember("init") {
            guard case var .instance(s) = receiver.value else { return false }
            s[p.name] = wrapper == "Query" ? SwiftDataStore.storage(p.binding.type, p.wrapper?.name ?? "", written)
                : CoreDataStore.fetchResults(p.binding.type.isEmpty ? (p.wrapper?.name ?? "") : p.binding.type, self, arguments: written)
            receiver.value = .instance(s)
            return true
        }
        // A binding (`_isOn = isOn`) or another wrapper value: the storage itself.
        guard case var .instance(s) = receiver.value else { return false }
        s[p.name] = value
        receiver.value = .instance(s)
        return true
    }

    /// Sets `property` of the object in `box` as an assignment does (its observers run, its
    /// subscribers receive the value).
    package func setProperty(_ property: String, of box: ObjectBox, to value: SwiftValue, at range: SourceRange) throws(ExpressionError) {
        let scope = Scope(parent: nil)
        scope.declare("self", .object(box), isLet: false)
        guard let holder = scope.lookup("self") else { return }
        _ = try setMember(property, of: holder, value, at: range, Frame(scope: scope, selfType: box.instance.type, origin: currentOrigin))
    }

    /// Foundation's classes a board models as values, set through a `let` as a class is.
    package static func isFoundationObject(_ v: SwiftValue) -> Bool {
        guard case let .instance(s) = v else { return false }
        // UIKit's window is a class too: `for window in scene.windows { window.overrideUserInterfaceStyle = … }`
        // sets through the loop's constant (the stand-in's copy; a board's appearance is its own).
        return ["JSONDecoder", "JSONEncoder", "DateFormatter", "NumberFormatter", "UIWindow"].contains(s.type)
    }

    package func setMember(_ name: String, of holder: Scope.Variable, _ value: SwiftValue, at range: SourceRange, _ f: Frame) throws(ExpressionError) -> Bool {
        var value = value
        // `offset = .zero` into `var offset: CGSize`: the member of the declared type, as Swift reads it.
        if case .swiftUI = value, let t = userTypeName(of: holder.value).flatMap(program.type),
           let declared = t.stored.first(where: { $0.name == name })?.binding.type, !declared.isEmpty {
            value = try coerce(value, to: declared, at: range)
        }
        switch holder.value {
        case var .instance(i):
            let t = program.type(i.type)
            // The modelled structs' computed properties: a vector's `animatableData` is itself, an
            // angle's is its radians (`degrees` too).
            if NativeTypes.simd.contains(i.type), name == "animatableData", case let .instance(v) = value, v.type == i.type {
                holder.value = value
                return true
            }
            if i.type == "Angle", ["animatableData", "degrees"].contains(name), let x = Arithmetic.number(value) {
                holder.value = NativeTypes.angle(name == "degrees" ? x * .pi / 180 : x)
                return true
            }
            if let stored = i[name] {
                if case let .binding(ref) = stored, t?.stored.first(where: { $0.name == name })?.wrapper != nil {
                    try writeBinding(ref, value, at: range)
                    return false
                }
                try observing(name, of: holder, old: stored, new: value, owner: i.type, at: range, f) {
                    guard case var .instance(current) = holder.value else { return }
                    current[name] = value
                    holder.value = .instance(current)
                }
                return true
            }
            if let p = t?.computed[name], let setter = p.binding.setter {
                try runSetter(setter, p, holder, value, owner: i.type, at: range)
                return true
            }
            if t?.computed[name] != nil {
                throw ExpressionError(.value, at: range, "cannot assign to '\(name)': it is a get-only property")
            }
            i[name] = value
            holder.value = .instance(i)
            return true
        case let .object(box):
            if case let .binding(ref)? = box.instance[name], program.type(box.instance.type)?.stored.first(where: { $0.name == name })?.wrapper != nil {
                try writeBinding(ref, value, at: range)
                return false
            }
            let old = box.instance[name] ?? .none
            try observing(name, of: holder, old: old, new: value, owner: box.instance.type, at: range, f) { box.instance[name] = value }
            // Its subscribers (`$name.sink { … }`, `assign(to:)`) receive the new value.
            let site = Expr(.identifier(name), range: range)
            for s in box.subscriptions where s.reads(box, name) { try s.deliver(self, site, initial: false) }
            return false
        case let .binding(ref):
            try writeBinding(name == "wrappedValue" ? ref : .path(ref, [.member(name)]), value, at: range)
            return false
        case let .swiftUI(e, origin):
            // `var item = GridItem(.flexible()); item.spacing = 0`: the item made with that argument.
            guard case let .call(callee, arguments, nil) = e.kind, callee.kind == .identifier("GridItem"),
                  let label = ["size": nil, "spacing": "spacing", "alignment": "alignment"][name] else { fallthrough }
            var written = arguments.filter { $0.label != label }
            let argument = Expr.Argument(label: label, labelRange: nil, value: try reify(value, at: range, origin: origin))
            // In GridItem(_:spacing:alignment:)'s order.
            let order: [String?] = [nil, "spacing", "alignment"]
            let at = written.firstIndex { a in (order.firstIndex(of: a.label) ?? 0) > (order.firstIndex(of: label) ?? 0) } ?? written.count
            written.insert(argument, at: at)
            holder.value = .swiftUI(Expr(.call(callee, arguments: written, trailingClosure: nil), range: e.range), origin: origin)
            return true
        default:
            throw ExpressionError(.value, at: range, "cannot set '\(name)' on \(describe(holder.value))")
        }
    }

    /// Sets stored property `name` by `set`, running its `willSet` before and `didSet` after, with
    /// `self` the holder's value (a model's `didSet` changes its state). Not in the type's own
    /// initializer, and not again while the property's own observer runs (Swift's rules).
    private func observing(_ name: String, of holder: Scope.Variable, old: SwiftValue, new value: SwiftValue, owner: String,
                           at range: SourceRange, _ f: Frame, set: () -> Void) throws(ExpressionError) {
        let key = "\(owner).\(name)"
        guard let p = program.type(owner)?.stored.first(where: { $0.name == name }),
              p.binding.willSet != nil || p.binding.didSet != nil,
              !(f.isInitializer && f.selfType == owner), !runningObservers.contains(key) else {
            set()
            return
        }
        runningObservers.insert(key)
        defer { runningObservers.remove(key) }
        if let willSet = p.binding.willSet { try runSetter(willSet, p, holder, value, owner: owner, at: range) }
        set()
        if let didSet = p.binding.didSet { try runSetter(didSet, p, holder, old, owner: owner, at: range) }
    }

    /// Runs a computed property's setter with `newValue`, `self` mutable.
    private func runSetter(_ setter: (name: String, body: [Statement]), _ p: StoredProperty, _ holder: Scope.Variable,
                           _ value: SwiftValue, owner: String, at range: SourceRange) throws(ExpressionError) {
        let scope = Scope(parent: nil)
        scope.declare("self", holder.value, isLet: false)
        scope.declare(setter.name, value)
        var frame = Frame(scope: scope, selfType: owner, origin: p.origin)
        frame.isMutating = true
        let use = Expr(.identifier(p.name), range: range)
        _ = try inDeclaration(p.origin, named: "\(Program.baseTypeName(owner)).\(p.name)", at: use) { () throws(ExpressionError) -> Flow in
            try execute(setter.body, frame)
        }
        if let v = scope.lookup("self")?.value { holder.value = v }
    }

    // MARK: Bindings

    /// The value a binding reads.
    package func read(_ ref: BindingRef, at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        switch ref {
        case let .box(b): return b.value
        case let .constant(v): return v
        case let .animated(base, _): return try read(base, at: range)
        case let .custom(get, _):
            return try callValue(.function(get), [], Expr(.identifier("get"), range: range), Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin))
        case let .path(root, components):
            var v = try read(root, at: range)
            for c in components { v = try component(c, of: v, at: range) }
            return v
        }
    }

    /// Writes through a binding.
    package func writeBinding(_ ref: BindingRef, _ value: SwiftValue, at range: SourceRange) throws(ExpressionError) {
        switch ref {
        case let .box(b): b.value = value
        case .constant: return
        case let .animated(base, args):
            // A write through `$x.animation(a)` is a transaction of its own, as `withAnimation(a) { x = v }`.
            let target = SwiftValue.binding(base)
            let write = SwiftValue.function(Function(.builtin("binding") { i, _, r throws(ExpressionError) in
                if case let .binding(ref) = target { try i.writeBinding(ref, value, at: r) }
                return .void
            }))
            _ = try withAnimation(args + [Argument(label: nil, value: write, range: range, isTrailing: true)], at: range)
        case let .custom(_, set):
            _ = try callValue(.function(set), [Argument(label: nil, value: value, range: range)], Expr(.identifier("set"), range: range),
                              Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin))
        case let .path(root, components):
            var whole = try read(root, at: range)
            try setPath(&whole, components[...], value, at: range)
            try writeBinding(root, whole, at: range)
        }
    }

    private func component(_ c: PathComponent, of v: SwiftValue, at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        let e = Expr(.identifier("binding"), range: range)
        switch c {
        case let .member(name): return try member(v, name, e, range, Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin))
        case let .index(i): return try NativeMembers.subscriptValue(v, [Argument(label: nil, value: i, range: range)], self, e)
        }
    }

    private func setPath(_ v: inout SwiftValue, _ path: ArraySlice<PathComponent>, _ value: SwiftValue, at range: SourceRange) throws(ExpressionError) {
        guard let first = path.first else { v = value; return }
        var child = try component(first, of: v, at: range)
        try setPath(&child, path.dropFirst(), value, at: range)
        switch first {
        case let .member(name):
            let holder = Scope.Variable(v, isLet: false)
            try setMember(name, of: holder, child, at: range, Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin))
            v = holder.value
        case let .index(i):
            try NativeMembers.setSubscript(&v, [Argument(label: nil, value: i, range: range)], child, self, Expr(.identifier("binding"), range: range))
        }
    }
}
