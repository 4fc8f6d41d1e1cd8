import SwiftFront
import BoardScene
import BoardModel
/// Values written back as expressions for the evaluators: numbers as literals,
/// `Angle` as `.degrees(…)`, `UnitPoint` by name, a SwiftUI value as the
/// expression that builds it, an instance of a struct a file declares as an
/// opaque value (a `View`'s is its body).
extension Interpreter {
    /// `v` as an expression at `range`, in the code of `origin` (a SwiftUI value from other
    /// code points at `range`).
    package func reify(_ v: SwiftValue, at range: SourceRange, origin: Int) throws(ExpressionError) -> Expr {
        func at(_ kind: Expr.Kind) -> Expr { Expr(kind, range: range) }
        // A collection is weighed before it is written out (once, at the outermost one): one that
        // would expand past ``maximumExpandedSize`` nodes is refused before any node is made.
        if !reifyingCollection, Self.isCollection(v) {
            var weigher = ValueWeigher(limit: Self.maximumExpandedSize)
            let weight = weigher.weight(of: v)
            steps += weigher.visited
            guard weight <= Self.maximumExpandedSize else { throw expandsTooFar(at: range) }
            reifyingCollection = true
            defer { reifyingCollection = false }
            return try reify(v, at: range, origin: origin)
        }
        switch v {
        case .void:
            throw ExpressionError(.type, at: range, "expected a value here, found a statement (it has no value)")
        case .none: return at(.nilLiteral)
        case let .bool(b): return at(.bool(b))
        case let .int(n): return at(.number(NumberLiteral(value: Double(n), text: String(n), isInteger: true)))
        case let .double(d):
            // Swift's non-finite doubles are written back by name; where a number is read they
            // are refused there ("'.infinity' is not allowed for 'duration:'"), a frame bound takes them.
            if d.isNaN { return at(.implicitMember("nan")) }
            if d.isInfinite {
                let infinity = at(.implicitMember("infinity"))
                return d > 0 ? infinity : at(.prefix("-", infinity))
            }
            return at(.number(NumberLiteral.of(d)))
        case let .string(s): return at(.string(s))
        case let .array(items):
            var out: [Expr] = []
            for item in items { out.append(try reify(item, at: range, origin: origin)) }
            return at(.array(out))
        case let .dictionary(entries):
            var out: [Expr.DictionaryElement] = []
            for entry in entries {
                out.append(Expr.DictionaryElement(key: try reify(entry.key, at: range, origin: origin), value: try reify(entry.value, at: range, origin: origin)))
            }
            return at(.dictionary(out))
        case let .tuple(items, labels):
            var out: [Expr.Argument] = []
            for (item, label) in zip(items, labels) {
                out.append(Expr.Argument(label: label, labelRange: label == nil ? nil : range, value: try reify(item, at: range, origin: origin)))
            }
            return at(.tuple(out))
        case let .range(lo, hi, closed):
            return at(.binary(closed ? "..." : "..<", try reify(lo, at: range, origin: origin), try reify(hi, at: range, origin: origin)))
        case let .instance(s):
            if let view = Self.remoteImageView(v) { return try reify(view, at: range, origin: origin) }
            if let literal = try literal(of: s, at: range, origin: origin) { return literal }
            if isViewType(s.type) {
                // A view is its body, itself views: a body that makes its own view again
                // (`V { V() }`, or `A` and `B` making each other) nests as deep as calls may.
                callDepth += 1
                defer { callDepth -= 1 }
                let site = Expr(.identifier(s.type), range: range)
                // (At the limit already: its body, a call, would be one too deep.)
                guard callDepth < Self.maximumCallDepth else { throw tooDeepViews(site, Program.baseTypeName(s.type)) }
                return try reify(try viewBody(v, at: site), at: range, origin: origin)
            }
            if let shape = try shapeView(v, at: range) { return shape }
            return at(.opaque(OpaqueValue(v, description: try text(of: v, at: range))))
        case let .binding(ref):
            // A binding (`$query`) shows its value now: `.constant(value)` for the evaluators, and
            // carries where it writes (`_binding:`) for a program's controls.
            let current = try reify(try read(ref, at: range), at: range, origin: origin)
            let handle = at(.opaque(OpaqueValue(v, description: "$binding")))
            return at(.call(at(.implicitMember("constant")), arguments: [
                Expr.Argument(label: nil, labelRange: nil, value: current),
                Expr.Argument(label: "_binding", labelRange: range, value: handle),
            ], trailingClosure: nil))
        case .object, .function:
            if case let .function(fn) = v, case var .closure(c, _, _, _) = fn.kind {
                c.captured = OpaqueValue(v, description: "{ … }")
                return at(.closure(c))
            }
            return at(.opaque(OpaqueValue(v, description: (try? text(of: v, at: range)) ?? "value")))
        case let .enumCase(c):
            let name = at(.implicitMember(c.name))
            guard !c.associated.isEmpty else { return name }
            var args: [Expr.Argument] = []
            for (value, label) in zip(c.associated, c.labels) {
                args.append(Expr.Argument(label: label, labelRange: label == nil ? nil : range, value: try reify(value, at: range, origin: origin)))
            }
            return at(.call(name, arguments: args, trailingClosure: nil))
        case let .type(t): return at(.identifier(t))
        case let .keyPath(components): return at(.keyPath([""] + components))
        case let .swiftUI(e, o): return o == origin ? try bounded(e, at: range) : try bounded(e, at: range).relocated(to: range, from: o)
        }
    }

    /// The literal spelling of a modelled struct: `.degrees(30)`, `.center`, `CGSize(width:height:)`.
    private func literal(of s: StructValue, at range: SourceRange, origin: Int) throws(ExpressionError) -> Expr? {
        func at(_ kind: Expr.Kind) -> Expr { Expr(kind, range: range) }
        guard let n = NativeTypes.numbers(of: .instance(s), s.type) else {
            if s.type == "CGRect", let (x, y, w, h) = Geometry.rectNumbers(.instance(s)) {
                return labelled("CGRect", ["x", "y", "width", "height"], [x, y, w, h], range)
            }
            return nil
        }
        switch s.type {
        case "Angle":
            let degrees = n[0] * 180 / .pi
            let whole = degrees.rounded()
            if Swift.abs(degrees - whole) < 1e-9, whole * .pi / 180 == n[0] {
                return at(.call(at(.implicitMember("degrees")), arguments: [Expr.Argument(label: nil, labelRange: nil, value: try reify(.double(whole), at: range, origin: origin))], trailingClosure: nil))
            }
            return at(.call(at(.implicitMember("radians")), arguments: [Expr.Argument(label: nil, labelRange: nil, value: try reify(.double(n[0]), at: range, origin: origin))], trailingClosure: nil))
        case "UnitPoint":
            if let named = UnitPoint.named.first(where: { $0.point.x == n[0] && $0.point.y == n[1] }) { return at(.implicitMember(named.name)) }
            return labelled("UnitPoint", ["x", "y"], n, range)
        case "CGSize", "CGPoint", "CGVector", "EdgeInsets", "CGAffineTransform", "ProjectionTransform":
            return labelled(s.type, NativeTypes.fields[s.type] ?? [], n, range)
        default:
            return nil
        }
    }

    private func labelled(_ type: String, _ labels: [String], _ values: [Double], _ range: SourceRange) -> Expr {
        let args = zip(labels, values).map { Expr.Argument(label: $0, labelRange: range, value: Expr(.number(NumberLiteral.of($1)), range: range)) }
        return Expr(.call(Expr(.identifier(type), range: range), arguments: args, trailingClosure: nil), range: range)
    }

    /// A view's `body`, evaluated.
    package func viewBody(_ view: SwiftValue, at e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let type = userTypeName(of: view), let t = program.type(type) else { return view }
        if let p = t.computed["body"] { return try computed(p, receiver: try withProvidedModels(view, t), owner: t.name, e) }
        throw ExpressionError(.value, at: e.range, "\(Program.baseTypeName(type)) has no body boardgen can read")
    }

    /// `view` with its `@EnvironmentObject` and `@Environment(Model.self)` properties set to the
    /// models provided now: a view made before the `.environmentObject(m)` written after it
    /// (`ContentView().environmentObject(Store.preview)`) reads them when its body runs, as in SwiftUI.
    /// A model still missing (nil since the view was made) is made now or refused by name.
    package func withProvidedModels(_ view: SwiftValue, _ t: TypeInfo) throws(ExpressionError) -> SwiftValue {
        guard case var .instance(s) = view else { return view }
        var changed = false
        for p in t.stored {
            guard let w = p.wrapper else { continue }
            var type: String?, wrapper = ""
            if w.name == "EnvironmentObject" { type = p.binding.type; wrapper = "@EnvironmentObject var \(p.name)" }
            if w.name == "Environment", let key = w.arguments.first?.value, case let .member(base, "self", _) = key.kind {
                type = modelTypeName(base, in: t.name)
                wrapper = "@Environment(\(base.description).self) var \(p.name)"
            }
            guard let type else { continue }
            let optional = type.hasSuffix("?") || p.binding.type.hasSuffix("?")
            let name = Program.baseTypeName(type.hasSuffix("?") ? String(type.dropLast()) : type)
            if let model = environmentObjects.provided[name] {
                s[p.name] = model
                changed = true
            } else if !optional, case SwiftValue.none? = s[p.name] {
                s[p.name] = try environmentObject(type, wrapper: wrapper, at: w.range)
                changed = true
            }
        }
        return changed ? .instance(s) : view
    }

    /// Names a value has, for "did you mean".
    package func memberNames(of v: SwiftValue) -> [String] {
        var names: [String] = []
        if let t = userTypeName(of: v).flatMap(program.type) { names += t.memberNames }
        if case let .instance(s) = v { names += s.names }
        switch v {
        case .array: names += ["count", "isEmpty", "first", "last", "indices"] + Array(NativeMembers.collectionMethods) + Array(NativeMembers.mutatingArrayMethods)
        case .string: names += ["count", "isEmpty", "first", "last"] + Array(NativeMembers.stringMethods)
        case .dictionary: names += ["count", "isEmpty", "keys", "values"]
        case let .instance(s) where s.type == "Angle": names += ["degrees", "radians"]
        case let .instance(s) where s.type == "CGRect": names += ["width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"]
        case let .enumCase(c) where c.type == "TransitionPhase" || c.type == "ScrollTransitionPhase": names += ["isIdentity", "value"]
        default: break
        }
        return names
    }
}

extension NumberLiteral {
    /// The literal of a computed number: `3` when whole (still a floating-point value), else Swift's shortest spelling.
    package static func of(_ d: Double) -> NumberLiteral {
        let text = d == d.rounded() && Swift.abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
        return NumberLiteral(value: d, text: text, isInteger: false)
    }
}

extension Interpreter {
    /// Whether a value is a collection (array, dictionary, tuple) whose writing out is weighed first.
    static func isCollection(_ v: SwiftValue) -> Bool {
        switch v {
        case .array, .dictionary, .tuple: true
        default: false
        }
    }
}
