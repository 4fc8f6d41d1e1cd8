import SwiftFront
import BoardScene
import BoardModel

/// Overload resolution as Swift's type checker does it, as far as the interpreter knows types.
///
/// The candidates are the overloads whose labels take the call's arguments (``bind(_:_:)``).
/// Among them, in order: those whose parameter types take the arguments' values
/// (``fits(_:_:)``) before those that do not; an `@_disfavoredOverload` after the others; the
/// more specific (more parameters of a type the interpreter tells apart) first; then the order
/// of declaration. A method an app adds to one of SwiftUI's types (`extension View { func
/// cornerRadius(_:corners:) }`) is one more overload beside SwiftUI's own member of that name:
/// it adds, never hides (``appOverload(_:_:swiftUI:)``).
extension Interpreter {
    /// An overload that can take a call: which arguments each parameter takes, and how it ranks.
    package struct OverloadMatch {
        /// The function.
        package var ref: FunctionRef
        /// For each parameter, its arguments (``bind(_:_:)``).
        package var bound: [Int: [Int]]
        /// Whether every argument's value fits its parameter's type.
        package var typed: Bool
        /// How many parameters have a type the interpreter tells apart (a more specific overload ranks first).
        package var specificity: Int
        /// `@_disfavoredOverload`.
        package var disfavored: Bool
    }

    /// Whether SwiftUI has its own member of a name an app's overloads share, and whether it takes the call.
    package enum SwiftUIMember {
        /// SwiftUI has no member of the name: the app's overloads are all there is.
        case absent
        /// SwiftUI's member takes the call's labels (and the values, where its table says their types).
        case fits
        /// SwiftUI's member does not take the call.
        case doesNotFit
    }

    /// The overloads of `overloads` that can take `args`, best first.
    package func rankedOverloads(_ overloads: [FunctionRef], _ args: [Argument]) -> [OverloadMatch] {
        var matches: [OverloadMatch] = []
        for ref in overloads {
            guard let bound = bind(ref.declaration.parameters, args) else { continue }
            var typed = true, specificity = 0
            for (k, indices) in bound {
                let type = ref.declaration.parameters[k].type
                if indices.contains(where: { !fits(args[$0].value, type) }) { typed = false }
                if !indices.isEmpty, isDistinguished(type) { specificity += 1 }
            }
            matches.append(OverloadMatch(ref: ref, bound: bound, typed: typed, specificity: specificity,
                                         disfavored: ref.declaration.attributes.contains("_disfavoredOverload")))
        }
        return matches.enumerated().sorted { a, b in
            if a.element.typed != b.element.typed { return a.element.typed }
            if a.element.disfavored != b.element.disfavored { return !a.element.disfavored }
            if a.element.specificity != b.element.specificity { return a.element.specificity > b.element.specificity }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The app's overload a call runs, where SwiftUI may have its own member of the name; nil
    /// when SwiftUI's is the one Swift picks (or none takes the call and SwiftUI's reports it).
    ///
    /// An app overload whose types take the values wins, unless it is disfavored and SwiftUI's
    /// takes the call too. One whose labels fit but whose types do not runs only where SwiftUI's
    /// does not take the call either (its body converts what it can, or says why not).
    package func appOverload(_ overloads: [FunctionRef], _ args: [Argument], swiftUI: SwiftUIMember) -> OverloadMatch? {
        let ranked = rankedOverloads(overloads, args)
        guard let best = ranked.first else { return nil }
        switch swiftUI {
        case .absent: return best
        case .fits: return best.typed && !best.disfavored ? best : nil
        case .doesNotFit: return best
        }
    }

    /// Whether SwiftUI's own view modifier `name` takes a call with the arguments `args`: their
    /// labels, and their values as SwiftUI's table reads them (`.frame(height: 30...40)` is not
    /// SwiftUI's: its `height:` is a length).
    package func swiftUIModifier(_ name: String, _ args: [Argument]) -> SwiftUIMember {
        let table = ViewEvaluator.sharedModifiers
        if table.ignored.contains(name) { return .fits }
        guard let signature = table[name] else { return .absent }
        return takes(signature.overloads.map(\.parameters), args) { site throws(ExpressionError) in _ = try signature.resolve(site) }
    }

    /// Whether SwiftUI's own static member `name` of `owner` (`Animation.spring(duration:bounce:)`)
    /// takes a call with the arguments `args` (nil: the member used without arguments).
    package func swiftUIStatic(_ owner: String, _ name: String, _ args: [Argument]?) -> SwiftUIMember {
        guard SwiftUINames.ownsStaticMember(owner, name) else { return .absent }
        guard let args else { return .fits }
        if owner == "Animation" {
            guard let signature = AnimationEvaluator.evaluator.members[name] else { return .fits }
            return takes(signature.overloads.map(\.parameters), args) { site throws(ExpressionError) in _ = try signature.resolve(site) }
        }
        guard owner == "AnyTransition" || owner == "Transition", let signature = Self.transitionMembers[name] else { return .fits }
        return takes(signature.overloads.map(\.parameters), args) { site throws(ExpressionError) in _ = try signature.resolve(site) }
    }

    /// SwiftUI's transitions, for ``swiftUIStatic(_:_:_:)``.
    private static let transitionMembers = TransitionEvaluator().evaluator.members

    /// Whether one of `parameterLists` takes the arguments' labels and — when no argument is a
    /// closure — whether SwiftUI's table reads their values (`resolve` throws no type or argument
    /// error; a value out of range is still SwiftUI's call, reported where it is drawn).
    private func takes(_ parameterLists: [[Parameter]], _ args: [Argument],
                       resolve: (CallSite) throws(ExpressionError) -> Void) -> SwiftUIMember {
        // The arguments as written: those in the parentheses and the labelled trailing closures, in
        // order (the first trailing closure is the last argument evaluated).
        let trailing = args.last?.isTrailing ?? false
        let written = args.filter { !$0.isTrailing }
        let probes = written.map { a in
            Expr.Argument(label: a.label, labelRange: nil, value: Expr(.nilLiteral, range: a.range), followsTrailingClosure: a.followsTrailingClosure)
        }
        let trailingAt = trailing ? probes.firstIndex(where: \.followsTrailingClosure) : nil
        let labelled = parameterLists.contains { parameters in
            if case .success = ArgumentMatcher.match(probes, trailingClosure: trailing, trailingAt: trailingAt, to: parameters) { return true }
            return false
        }
        guard labelled else { return .doesNotFit }
        if args.contains(where: { if case .function = $0.value { true } else { false } }) { return .fits }
        var arguments: [Expr.Argument] = []
        for a in written {
            guard let value = try? reify(a.value, at: a.range, origin: currentOrigin) else { return .fits }
            arguments.append(Expr.Argument(label: a.label, labelRange: a.range, value: value))
        }
        let range = args.first?.range ?? SourceRange.at(0)
        do {
            try resolve(CallSite(displayName: "", nameRange: range, arguments: arguments, range: range))
            return .fits
        } catch {
            return [.type, .arguments, .unknownName].contains(error.kind) ? .doesNotFit : .fits
        }
    }

    /// Types whose values the interpreter tells apart (``fits(_:_:)`` can say no).
    package static let distinguishedTypes: Set<String> = NativeTypes.numbers.union(NativeTypes.integers)
        .union(["String", "Substring", "Character", "Bool", "Array", "Dictionary", "Set", "ClosedRange", "Range",
                "LocalizedStringKey", "Text", "Image", "ImageResource", "ColorResource"])
        .union(NativeTypes.fields.keys)

    /// Whether `type` is one whose values ``fits(_:_:)`` tells apart: a known type, a function
    /// type, or a type the files declare.
    package func isDistinguished(_ type: String) -> Bool {
        if Self.isClosureType(type) { return true }
        let base = Program.baseTypeName(type)
        return Self.distinguishedTypes.contains(base) || program.type(base)?.keyword != nil
    }

    /// Whether a value can be passed where `type` is declared, as far as the interpreter knows
    /// types: numbers, strings, booleans, collections, ranges, functions, the modelled structs,
    /// SwiftUI's texts and images, and the types the files declare are told apart; anything
    /// else (generics, protocols, SwiftUI's other values) fits.
    package func fits(_ value: SwiftValue, _ type: String) -> Bool {
        if type.contains("@autoclosure") { return true }
        let optional = type.hasSuffix("?") || type.hasSuffix("!")
        if case .none = value { return optional || !isDistinguished(type) }
        if Self.isClosureType(type) {
            if case .function = value { return true }
            return false
        }
        if case .function = value { return !isDistinguished(type) || Program.baseTypeName(type) == "Tuple" }
        let base = Program.baseTypeName(type)
        if let t = program.type(base), t.keyword != nil {
            // A type the files declare: its values, or a SwiftUI value where it is a protocol.
            if let name = userTypeName(of: value), let vt = program.type(name) {
                return vt.name == t.name || vt.conforms(to: t.name) || vt.inherited.contains(t.name)
            }
            // An implicit member is the parameter type's own where that type declares it
            // (`foregroundColor: .orangeBright` for `static let orangeBright = ColorGradient(…)`).
            if case let .swiftUI(e, _) = value {
                if let root = Self.rootName(e) {
                    return root == "init" || t.statics[root] != nil || t.staticMethods[root] != nil || t.enumCase(root) != nil
                }
                return t.keyword == .protocol
            }
            return t.keyword == .protocol && ["Array", "Dictionary", "String", "Int", "Double", "Bool"].contains(userTypeName(of: value) ?? "")
        }
        return Self.fits(value, type)
    }

    /// The static members of Swift's numbers an implicit member may name where a number is taken.
    static let numberStatics: Set<String> = ["zero", "pi", "infinity", "greatestFiniteMagnitude", "leastNonzeroMagnitude",
                                             "leastNormalMagnitude", "ulpOfOne", "nan", "random", "init", "max", "min", "one"]

    /// ``fits(_:_:)`` for the types Swift and SwiftUI declare.
    package static func fits(_ value: SwiftValue, _ type: String) -> Bool {
        let base = Program.baseTypeName(type)
        guard distinguishedTypes.contains(base) else { return true }
        switch value {
        case .int, .double: return NativeTypes.numbers.union(NativeTypes.integers).contains(base)
        case .string: return ["String", "Substring", "Character", "LocalizedStringKey"].contains(base)
        case .bool: return base == "Bool"
        case .array: return ["Array", "Set"].contains(base) || NativeTypes.simd.contains(base)
        case .dictionary: return base == "Dictionary"
        case .range: return ["ClosedRange", "Range"].contains(base)
        case let .instance(s): return s.type == base || !NativeTypes.all.contains(s.type) && !["Text", "Image"].contains(base)
        case let .swiftUI(e, _):
            if base == "Text" || base == "Image" { return Self.chainRoot(e) == base }
            // An asset's resource is an implicit member (`.coffee`) or made as one; a view is not one.
            if base == "ImageResource" || base == "ColorResource" {
                return Self.chainRoot(e).map { $0 == base } ?? true
            }
            // `.horizontal` is no number: an app's `padding(_ h: CGFloat, _ v: CGFloat)` does not take
            // SwiftUI's `.padding(.horizontal, 8)` (a number's own statics, `.zero`, `.pi`, do fit).
            if NativeTypes.numbers.union(NativeTypes.integers).contains(base), let root = Interpreter.rootName(e) {
                return numberStatics.contains(root)
            }
            return !["String", "Substring", "Character", "LocalizedStringKey", "Bool", "Array", "Dictionary", "Set",
                     "ClosedRange", "Range"].contains(base)
        // An app's enum case (`.bottom` of `enum Position`) is no number, string or collection: an
        // app's `padding(_ h: CGFloat, _ v: CGFloat)` does not take `.padding(.bottom, 50)` for it.
        case .enumCase, .type, .keyPath, .object: return !Self.valueTypes.contains(base)
        case .tuple, .function, .binding: return !["Text", "Image"].contains(base)
        default: return true
        }
    }

    /// Swift's value types a case, type, key path or object is never passed as.
    private static let valueTypes: Set<String> = NativeTypes.numbers.union(NativeTypes.integers)
        .union(["String", "Substring", "Character", "LocalizedStringKey", "Bool", "Array", "Dictionary", "Set",
                "ClosedRange", "Range", "Text", "Image"])

    /// The name a chain of calls and members starts from: `Text` for `Text("a").bold()`.
    package static func chainRoot(_ e: Expr) -> String? {
        var e = e
        while true {
            switch e.kind {
            case let .identifier(name): return name
            case let .call(callee, _, _): e = callee
            case let .member(base, _, _): e = base
            case .binary("+", let lhs, _): e = lhs
            default: return nil
            }
        }
    }
}
