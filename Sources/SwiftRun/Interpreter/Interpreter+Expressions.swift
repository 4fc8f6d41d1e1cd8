import SwiftFront
import BoardScene
import BoardModel
/// Expressions.
extension Interpreter {
    /// The value of `e`.
    package func evaluate(_ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        try step(e.range)
        switch e.kind {
        case let .number(n): return try number(n, e.range)
        case let .string(s): return .string(s)
        case let .bool(b): return .bool(b)
        case .nilLiteral: return .none
        case let .identifier(name): return try identifier(name, e, f)
        case let .implicitMember(name): return try implicitMember(name, arguments: nil, closure: nil, e, f)
        case .member, .call, .subscripted, .postfix, .optionalChain:
            return try chain(e, f) ?? .none
        case let .tuple(items):
            var values: [SwiftValue] = []
            for item in items { values.append(try evaluate(item.value, f)) }
            if values.contains(where: Self.mayBeHeavy) { try checkWeight(.tuple(values, labels: []), e.range, what: "the tuple") }
            return values.isEmpty ? .void : .tuple(values, labels: items.map(\.label))
        case let .binary(op, l, r): return try binary(op, l, r, e, f)
        case let .prefix(op, operand): return try prefix(op, operand, e, f)
        case let .ternary(c, a, b): return try evaluate(try condition(c, f) ? a : b, f)
        case let .array(items):
            try checkSize(items.count, e.range)
            var values: [SwiftValue] = []
            // `[Item(…), .init(…)]`: an implicit member is the elements' type's, as the literal's
            // type is inferred from an element written with its type.
            var elementType: String?
            for item in items {
                if let t = elementType, let rooted = Self.rooted(item, in: t), Self.isImplicitlyRooted(item) {
                    values.append(try evaluate(rooted, f))
                    continue
                }
                let v = try evaluate(item, f)
                if elementType == nil, !Self.isImplicitlyRooted(item), let t = userTypeName(of: v), program.type(t)?.keyword != nil { elementType = t }
                values.append(v)
            }
            if values.contains(where: Self.mayBeHeavy) { try checkWeight(.array(values), e.range, what: "the array") }
            return .array(values)
        case let .keyPath(components): return .keyPath(Array(components.dropFirst()))
        case let .interpolation(segments): return .string(try interpolate(segments, e, f))
        case let .dictionary(elements):
            try checkSize(elements.count, e.range)
            var entries: [DictionaryEntry] = []
            for element in elements {
                let key = try evaluate(element.key, f), value = try evaluate(element.value, f)
                if let i = entries.firstIndex(where: { equal($0.key, key) }) { entries[i].value = value } else {
                    entries.append(DictionaryEntry(key: key, value: value))
                }
            }
            if entries.contains(where: { Self.mayBeHeavy($0.key) || Self.mayBeHeavy($0.value) }) {
                try checkWeight(.dictionary(entries), e.range, what: "the dictionary")
            }
            return .dictionary(entries)
        case let .closure(c):
            // A closure in a static context (`static var mediaType: Section = { … Section(…) }()`) keeps
            // the type it is written in, whose nested types it finds by their own names (``callClosure``).
            if f.receiver == nil, let t = f.selfType, f.scope.lookup("Self") == nil {
                let scope = Scope(parent: f.scope)
                scope.declare("Self", .type(t))
                return .function(Function(.closure(c, scope, origin: f.origin, receiver: nil)))
            }
            return .function(Function(.closure(c, f.scope, origin: f.origin, receiver: nil)))
        case let .assignment(op, target, value):
            try assign(op, target, value, e, f)
            return .void
        case let .cast(op, operand, type): return try cast(op, operand, type, e, f)
        case let .statement(s): return try statementValue(s, f)
        case let .type(t):
            // `T.self` of a generic parameter: the caller's type (BundleResources.callersType).
            if let generic = f.scope.lookup(t)?.value, case .type = generic { return generic }
            return .type(t)
        case let .opaque(v): return v.value
        case let .unsupported(construct, reason): throw Self.unsupported(construct, reason, at: e.range)
        }
    }

    /// A Boolean condition.
    package func condition(_ e: Expr, _ f: Frame) throws(ExpressionError) -> Bool {
        let v = try evaluate(e, f)
        guard case let .bool(b) = v else {
            throw ExpressionError(.type, at: e.range, "expected a Bool condition, found \(describe(v))")
        }
        return b
    }

    /// A number literal: an `Int` when it has no fraction or exponent.
    package func number(_ n: NumberLiteral, _ range: SourceRange) throws(ExpressionError) -> SwiftValue {
        guard n.value.isFinite else {
            throw ExpressionError(.value, at: range, "number '\(Quoting.clip(n.text))' is too large; expected a finite number")
        }
        if n.isInteger {
            // Written in decimal digits, it is read exactly (`Int.max` handed on as its digits).
            if let exact = Int(n.text.replacingOccurrences(of: "_", with: "")) { return .int(exact) }
            guard let i = Int(exactly: n.value), abs(n.value) < 9.0e15 else {
                throw ExpressionError(.value, at: range, "integer '\(Quoting.clip(n.text))' is too large")
            }
            return .int(i)
        }
        return .double(n.value)
    }

    /// `"\(a) of \(b)"`.
    package func interpolate(_ segments: [Expr.StringSegment], _ e: Expr, _ f: Frame) throws(ExpressionError) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case let .text(t): out += t
            case let .expression(x): out += try text(of: try evaluate(x, f), at: x.range)
            }
            if out.unicodeScalars.count > Self.maximumStringLength {
                throw ExpressionError(.value, at: e.range, "the string would be longer than \(Self.maximumStringLength.formatted) characters")
            }
        }
        return out
    }

    /// `if` or `switch` used as a value: the value of the branch that runs.
    package func statementValue(_ s: Statement, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        var inner = f.nested()
        inner.collector = nil
        switch try execute([s], inner, valueOfLast: true) {
        case let .returned(v): return v
        default: return .void
        }
    }

    /// `as`, `as?`, `as!`, `is`: numbers convert as literals would; other values pass.
    package func cast(_ op: String, _ operand: Expr, _ type: String, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        let v = try evaluate(operand, f)
        var base = Program.baseTypeName(type)
        // `as? Service`, a generic parameter of the function running: the type it stands for.
        if let bound = f.scope.lookup(base)?.value, case let .type(t) = bound, t != BundleResources.callersType { base = Program.baseTypeName(t) }
        let fits = matches(v, type: base)
        switch op {
        case "is": return .bool(fits)
        case "as?": return fits ? try coerce(v, to: base == Program.baseTypeName(type) ? type : base, at: e.range) : .none
        default: return try coerce(v, to: base == Program.baseTypeName(type) ? type : base, at: e.range)
        }
    }

    /// The error for a construct boardgen does not run.
    package static func unsupported(_ construct: String, _ reason: String, at range: SourceRange) -> ExpressionError {
        ExpressionError(.unsupported, at: range, "'\(Quoting.clip(construct, limit: 50))' cannot run on a board: \(reason)")
    }

    // MARK: Chains

    /// A chain of members, calls, subscripts and `!`/`?`; nil when an optional link was nil.
    package func chain(_ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        switch e.kind {
        case let .optionalChain(base):
            guard let v = try chain(base, f) else { return nil }
            if case .none = v { return nil }
            return v
        case let .postfix("!", base):
            guard let v = try chain(base, f) else { return nil }
            if case .none = v {
                throw ExpressionError(.value, at: e.range, "'\(Quoting.clip(base.description))' is nil here, so '!' stops the program")
            }
            return v
        case let .postfix("try?", base):
            do { return try chain(base, f) } catch where error.kind == .thrown { thrownValue = nil; return SwiftValue.none }
        case let .postfix(op, base):
            guard let v = try chain(base, f) else { return nil }
            // `2...`: a range with no upper bound, unless the files declare a postfix `...`.
            if op == "...", program.functions["..."] == nil { return .range(v, .none, closed: true) }
            return try userOperator(op, [v], e, f, postfix: true)
        case let .member(base, name, nameRange):
            // `SwiftUI.Animation`: the module's type, whatever the files nest under that name.
            if case let .identifier(module) = base.kind, SwiftUINames.modules.contains(module), f.scope.lookup(module) == nil {
                return try moduleType(name, e)
            }
            if case let .identifier(typeName) = base.kind, let t = try staticBase(typeName, f, at: base.range) {
                return try staticMember(t, name, arguments: nil, closure: nil, e, nameRange, f)
            }
            // `WordType?.none` (`Optional<WordType>.none`): nil, as a tag of "no selection".
            if name == "none", case let .optionalChain(inner) = base.kind, case let .identifier(typeName) = inner.kind,
               typeName.first?.isUppercase ?? false, f.scope.lookup(typeName) == nil {
                return SwiftValue.none
            }
            guard let b = try chain(base, f) else { return nil }
            return try member(b, name, e, nameRange, f)
        case let .call(callee, arguments, closure):
            return try call(callee, arguments, closure, e, f)
        case let .subscripted(base, arguments):
            guard let b = try chain(base, f) else { return nil }
            var args: [Argument] = []
            for a in arguments { args.append(Argument(label: a.label, value: try evaluate(a.value, f), range: a.value.range)) }
            return try subscriptValue(b, args, e, f)
        default:
            return try evaluate(e, f)
        }
    }

    /// `SwiftUI.Animation`, `Swift.Double`: the type itself.
    package func moduleType(_ name: String, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        if NativeTypes.all.contains(name) { return .type(name) }
        // `SwiftUI.Color` where the app declares a view named `Color`: SwiftUI's.
        if appShadows(swiftUIType: name) { return .swiftUI(Expr(.identifier(name), range: e.range), origin: currentOrigin) }
        if program.types[name] != nil { return .type(name) }
        return .swiftUI(Expr(.identifier(name), range: e.range), origin: currentOrigin)
    }

    /// Whether the files declare a type (not an extension) of the name of one of SwiftUI's, which
    /// `SwiftUI.Name` gets past (`struct Color: View` in an animation catalogue, `SwiftUI.Color.red`).
    package func appShadows(swiftUIType name: String) -> Bool {
        guard SwiftUINames.knownTypes.contains(name), !NativeTypes.all.contains(name), let t = program.types[name] else { return false }
        return t.keyword != nil && t.keyword != .extension
    }

    /// A name used as the base of `Name.member`, when it names a type and no value shadows it.
    package func staticBase(_ name: String, _ f: Frame, at range: SourceRange) throws(ExpressionError) -> String? {
        guard name.first?.isUppercase ?? false || name == "Self" else { return nil }
        if f.scope.lookup(name) != nil { return nil }
        if name == "Self" {
            guard let t = f.selfType else {
                throw ExpressionError(.unknownName, at: range,
                                      "'Self' is used outside a type; a board has no type to read it from: write the value, or declare it under \"let\" or in a Swift file named in \"swift\"")
            }
            return t
        }
        // As Swift looks names up: a member of `self` (`let ContentArray = […]`) or a static member of
        // the enclosing type shadows a type of the same name.
        let site = Expr(.identifier(name), range: range)
        if let receiver = f.receiver, try selfMember(receiver.value, name, site, f, use: .read) != nil { return nil }
        if let t = f.selfType, case .staticMember? = contextualStatic(t, name) { return nil }
        // A type nested in the enclosing type or in any type around it (``enclosingNestedType(_:in:)``).
        if let nested = enclosingNestedType(name, in: f.selfType) { return nested }
        if let local = program.fileLocalTypes[f.origin]?[name] { return local }
        if let bound = genericArgument(name, f, at: range), program.type(bound)?.keyword != nil || NativeTypes.all.contains(bound) { return bound }
        if let t = program.type(name) { return t.name }
        if program.globals[name] != nil { return nil }
        if !SwiftUINames.knownTypes.contains(name), !NativeTypes.all.contains(name), Refusals.names[name] == nil, !knownNames.contains(name),
           !Self.notificationOwners.contains(name) {
            throw ExpressionError(.unknownName, at: range,
                                  "'\(Quoting.clip(name))' is a type of your app that a board does not know: declare it in a Swift file named in \"swift\", or write the value you want to show")
        }
        return name
    }

    /// The type a generic parameter of `self`'s type stands for here (`Enum` in
    /// `struct Switcher<Enum: CaseIterable> { @Binding var selection: Enum … Enum.allCases }`), read
    /// from the value of a stored property declared of that type (`T`, `T?`, `[T]`, `Binding<T>`), as
    /// the type checker inferred it where the view was made; nil when none holds one.
    package func genericArgument(_ name: String, _ f: Frame, at range: SourceRange) -> String? {
        guard let selfType = f.selfType, let t = program.type(selfType), t.genericParameters.contains(name),
              let receiver = f.receiver, let fields = fields(of: receiver.value) else { return nil }
        for p in t.stored {
            var declared = p.binding.type.trimmingCharacters(in: .whitespaces)
            if declared.hasSuffix("?") || declared.hasSuffix("!") { declared.removeLast() }
            let element = declared.hasPrefix("[") && declared.hasSuffix("]")
            if element { declared = String(declared.dropFirst().dropLast()) }
            if declared.hasPrefix("Binding<"), declared.hasSuffix(">") { declared = String(declared.dropFirst(8).dropLast()) }
            guard declared == name, var v = fields[p.name] else { continue }
            if case let .binding(ref) = v, let read = try? self.read(ref, at: range) { v = read }
            if element, case let .array(items) = v { guard let first = items.first else { continue }; v = first }
            if let found = userTypeName(of: v) ?? typeName(of: v) { return found }
        }
        return nil
    }
}
