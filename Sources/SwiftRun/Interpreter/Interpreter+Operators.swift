import SwiftFront
import BoardScene
import BoardModel
/// Operators: Swift's on numbers, strings, collections, `Angle`; comparisons;
/// and operators the files declare (`static func + (lhs: AnyTransition, rhs: AnyTransition)`).
extension Interpreter {
    /// `l op r`.
    package func binary(_ op: String, _ l: Expr, _ r: Expr, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        switch op {
        case "&&":
            guard try condition(l, f) else { return .bool(false) }
            return .bool(try condition(r, f))
        case "||":
            if try condition(l, f) { return .bool(true) }
            return .bool(try condition(r, f))
        case "??":
            let a = try evaluate(l, f)
            if case .none = a { return try evaluate(r, f) }
            return a
        default:
            let a = try evaluate(l, f), b = try evaluate(r, f)
            if op == "/", f.floatingLiterals, case let .int(x) = a, case let .int(y) = b,
               Self.isLiteralArithmetic(l), Self.isLiteralArithmetic(r) {
                return try binaryValue(op, .double(Double(x)), .double(Double(y)), e, f)
            }
            return try binaryValue(op, a, b, e, f)
        }
    }

    /// Whether `e` is arithmetic on number literals only (its type is the context's).
    /// Literal arithmetic with a division (`1/5`), or a choice between such (`flag ? 30/100 : 20/100`):
    /// what takes its type from the parameter it is passed to.
    package static func isLiteralDivision(_ e: Expr) -> Bool {
        if case let .ternary(_, a, b) = e.kind {
            return (isLiteralArithmetic(a) || isLiteralDivision(a)) && (isLiteralArithmetic(b) || isLiteralDivision(b))
                && (isLiteralDivision(a) || isLiteralDivision(b))
        }
        return isLiteralArithmetic(e) && e.description.contains("/")
    }

    package static func isLiteralArithmetic(_ e: Expr) -> Bool {
        switch e.kind {
        case .number: true
        case let .prefix("-", x): isLiteralArithmetic(x)
        case let .binary(op, a, b) where ["+", "-", "*", "/"].contains(op): isLiteralArithmetic(a) && isLiteralArithmetic(b)
        default: false
        }
    }

    /// `a op b` on values.
    package func binaryValue(_ op: String, _ a0: SwiftValue, _ b0: SwiftValue, _ e: Expr, _ f: Frame? = nil) throws(ExpressionError) -> SwiftValue {
        var a = a0, b = b0
        // `.now() + 0.5`: a DispatchTime, in seconds from the step's instant (``AppStandIns``).
        if Self.isNumber(b), case let .swiftUI(e, _) = a, case let .call(callee, arguments, nil) = e.kind,
           callee.kind == .implicitMember("now"), arguments.isEmpty { a = .double(0) }
        // `.degrees(x) * 360.0`, `2 * .radians(x)`: Angle's own functions, scaled by a number (the
        // Landmarks tutorial's badge), are Angles.
        if Self.isNumber(b), Self.namesAngle(a) || declaresAngleMember(a) { a = try coerceOperand(a, to: "Angle", at: e.range) }
        if Self.isNumber(a), Self.namesAngle(b) || declaresAngleMember(b) { b = try coerceOperand(b, to: "Angle", at: e.range) }
        // `.zero`, `.pi`, `.degrees(30)` take the other operand's type.
        if case .swiftUI = a, let t = typeName(of: b) { a = try coerceOperand(a, to: t, at: e.range) }
        if case .swiftUI = b, let t = typeName(of: a) { b = try coerceOperand(b, to: t, at: e.range) }
        if let v = try declaredOperator(op, [a, b], e, f) { return v }
        switch op {
        case "==": return .bool(equal(a, b))
        case "!=": return .bool(!equal(a, b))
        case "===": return .bool(identical(a, b))
        case "!==": return .bool(!identical(a, b))
        case "<": return .bool(try compare(a, b, at: e.range) < 0)
        case "<=": return .bool(try compare(a, b, at: e.range) <= 0)
        case ">": return .bool(try compare(a, b, at: e.range) > 0)
        case ">=": return .bool(try compare(a, b, at: e.range) >= 0)
        case "..<", "...":
            // Two members of a type the operands do not name (`.xSmall ..< .large`, an argument's
            // range) are checked where the argument is read.
            var untyped = false
            if case .swiftUI = a, case .swiftUI = b { untyped = true }
            if op == "..<", !untyped, try compare(a, b, at: e.range) > 0 {
                throw ExpressionError(.value, at: e.range, "the range \(describe(a))..<\(describe(b)) has its bounds the wrong way round")
            }
            return .range(a, b, closed: op == "...")
        case "~=":
            if case let .range(lo, hi, closed) = a { return .bool(try contains(lo, hi, closed: closed, b, at: e.range)) }
            return .bool(equal(a, b))
        default:
            if let v = try Arithmetic.apply(op, a, b, self, e) { return v }
            if op == "+", let joined = try Self.concatenatedText(a, b, at: e.range) { return joined }
            if case .swiftUI = a0 {
                throw ExpressionError(.unsupported, at: e.range, "'\(op)' on \(describe(a0)) needs an operator a Swift file declares (static func \(op)); none is declared")
            }
            throw ExpressionError(.type, at: e.range, "'\(op)' is not defined for \(describe(a)) and \(describe(b))")
        }
    }

    /// `Text("a") + Text("b")`: one `Text` of both strings when both are drawn alike (no modifiers,
    /// or the same ones after the string); pieces styled apart (`Text("a").bold() + Text("b")`) stay a
    /// `+` of the two, which the view evaluator reads as one text of several styles
    /// (``ViewEvaluator/joinedText(_:_:_:_:)``). Nil when either is not a `Text`.
    package static func concatenatedText(_ a: SwiftValue, _ b: SwiftValue, at range: SourceRange) throws(ExpressionError) -> SwiftValue? {
        func split(_ v: SwiftValue) -> (string: String, chain: [(name: String, arguments: [Expr.Argument])], origin: Int)? {
            guard case let .swiftUI(e, origin) = v else { return nil }
            var chain: [(String, [Expr.Argument])] = []
            var node = e
            while case let .call(callee, arguments, nil) = node.kind, case let .member(base, name, _) = callee.kind {
                chain.insert((name, arguments), at: 0)
                node = base
            }
            guard case let .call(callee, arguments, nil) = node.kind, callee.kind == .identifier("Text"), arguments.count == 1,
                  arguments[0].label == nil, case let .string(s) = arguments[0].value.kind else { return nil }
            return (s, chain, origin)
        }
        guard case let .swiftUI(le, origin) = a, case let .swiftUI(re, _) = b, isText(le), isText(re) else { return nil }
        guard let l = split(a), let r = split(b), l.chain.count == r.chain.count, zip(l.chain, r.chain).allSatisfy({ x, y in
            x.name == y.name && x.arguments.map(\.label) == y.arguments.map(\.label)
                && zip(x.arguments, y.arguments).allSatisfy { $0.value.description == $1.value.description }
        }) else {
            return .swiftUI(Expr(.binary("+", le, re), range: range), origin: origin)
        }
        var joined = Expr(.call(Expr(.identifier("Text"), range: range), arguments: [Expr.Argument(label: nil, labelRange: nil, value: Expr(.string(l.string + r.string), range: range))], trailingClosure: nil), range: range)
        for link in l.chain {
            joined = Expr(.call(Expr(.member(joined, name: link.name, nameRange: range), range: range), arguments: link.arguments, trailingClosure: nil), range: range)
        }
        return .swiftUI(joined, origin: l.origin)
    }

    /// Whether `e` (SwiftUI the interpreter made) is a `Text`: `Text(…)`, a modifier chain on one, or a join of them.
    package static func isText(_ e: Expr) -> Bool {
        switch e.kind {
        case let .call(callee, _, nil):
            if callee.kind == .identifier("Text") { return true }
            if case let .member(base, _, _) = callee.kind { return isText(base) }
            return false
        case let .binary("+", l, r): return isText(l) && (isText(r) || chainRoot(r) == "Image")
        default: return false
        }
    }

    /// A symbolic operand (`.pi`, `.zero`) read as the other operand's type; beside an `Int`,
    /// a member only `Double` has (`.pi`) makes it a `Double`, as Swift infers.
    /// Whether `v` is `.degrees(…)` or `.radians(…)` not yet given a type.
    private static func namesAngle(_ v: SwiftValue) -> Bool {
        guard case let .swiftUI(e, _) = v, case let .call(callee, _, nil) = e.kind, case let .implicitMember(name) = callee.kind else { return false }
        return name == "degrees" || name == "radians"
    }

    /// Whether `v` is an implicit member an `extension Angle` of the files declares
    /// (`static let fullRound: Self = .radians(2 * .pi)`), so `.fullRound * 1 / 4` is an Angle scaled.
    private func declaresAngleMember(_ v: SwiftValue) -> Bool {
        guard case let .swiftUI(e, _) = v, let name = Self.rootName(e), let t = program.type("Angle") else { return false }
        return t.statics[name] != nil || t.staticMethods[name] != nil
    }

    private static func isNumber(_ v: SwiftValue) -> Bool {
        switch v {
        case .int, .double: true
        default: false
        }
    }

    /// A symbolic operand (`.zero`, `.pi`) read as `type`, the other operand's.
    package func coerceOperand(_ v: SwiftValue, to type: String, at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        let c = try coerce(v, to: type, at: range)
        if case .swiftUI = c, type == "Int" { return try coerce(v, to: "Double", at: range) }
        return c
    }

    /// `-x`, `!flag`, and prefix operators the files declare.
    package func prefix(_ op: String, _ operand: Expr, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        let v = try evaluate(operand, f)
        if let r = try declaredOperator(op, [v], e, f, prefix: true) { return r }
        switch (op, v) {
        case let ("-", .int(i)):
            guard i != Int.min else { throw overflow(e) }
            return .int(-i)
        case let ("-", .double(d)): return .double(-d)
        case ("+", .int), ("+", .double): return v
        case let ("!", .bool(b)): return .bool(!b)
        case let ("~", .int(i)): return .int(~i)
        // `..<5`, `...5`: a range with no lower bound (a subscript's start, a pattern's).
        case ("..<", _), ("...", _): return .range(.none, v, closed: op == "...")
        case ("-", .instance):
            return try Arithmetic.apply("*", v, .double(-1), self, e) ?? v
        case ("-", .swiftUI):
            let c = try coerce(v, to: "Double", at: e.range)
            if case let .double(d) = c { return .double(-d) }
            throw ExpressionError(.type, at: e.range, "'-' is not defined for \(describe(v))")
        default:
            throw ExpressionError(.type, at: e.range, "'\(op)' is not defined for \(describe(v))")
        }
    }

    /// A postfix operator a file declares.
    package func userOperator(_ op: String, _ operands: [SwiftValue], _ e: Expr, _ f: Frame, postfix: Bool) throws(ExpressionError) -> SwiftValue {
        if let v = try declaredOperator(op, operands, e, f, postfix: postfix) { return v }
        throw ExpressionError(.unknownName, at: e.range, "the operator '\(op)' is not declared in the board's Swift files")
    }

    /// An operator function the files declare for these operands: a static member of an
    /// operand's type (or of an extended SwiftUI type), or a global function.
    package func declaredOperator(_ op: String, _ operands: [SwiftValue], _ e: Expr, _ f: Frame?,
                          prefix: Bool = false, postfix: Bool = false) throws(ExpressionError) -> SwiftValue? {
        guard op.first.map({ !$0.isLetter }) ?? false else { return nil }
        var candidates: [FunctionRef] = []
        for v in operands {
            if let name = typeName(of: v) ?? (isSwiftUI(v) ? nil : nil), let t = program.type(name), let list = t.staticMethods[op] {
                candidates += list
            }
        }
        if operands.contains(where: isSwiftUI) {
            for owner in SwiftUINames.extensible + SwiftUINames.viewTypes {
                if let list = program.type(owner)?.staticMethods[op] { candidates += list }
            }
        }
        candidates += program.functions[op] ?? []
        candidates = candidates.filter { $0.declaration.parameters.count == operands.count }
        guard let chosen = candidates.first(where: { ref in
            zip(ref.declaration.parameters, operands).allSatisfy { p, v in parameterAccepts(p.type, v) }
        }) ?? (candidates.count == 1 && !operands.allSatisfy(Self.isPlainValue) ? candidates[0] : nil) else { return nil }
        let args = operands.map { Argument(label: nil, value: $0, range: e.range) }
        var none = SwiftValue.void
        let bound = Dictionary(uniqueKeysWithValues: operands.indices.map { ($0, [$0]) })
        return try invoke(chosen, bound, args, receiver: nil, owner: chosen.owner, e,
                          f ?? Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin), mutated: &none)
    }

    /// A number, string or Bool: Swift's own operators take it where no declared one does
    /// (`a.width + b.width` inside `func + (a: CGSize, b: CGSize)`).
    private static func isPlainValue(_ v: SwiftValue) -> Bool {
        switch v {
        case .int, .double, .string, .bool: true
        default: false
        }
    }

    /// Whether a value may be passed where `type` is declared (for choosing an operator).
    package func parameterAccepts(_ type: String, _ v: SwiftValue) -> Bool {
        let base = Program.baseTypeName(type)
        if isSwiftUI(v) { return !NativeTypes.all.contains(base) || base == "Self" }
        return matches(v, type: base) || base == "Self" || base.count == 1
    }

    package func isSwiftUI(_ v: SwiftValue) -> Bool {
        if case .swiftUI = v { return true }
        return false
    }

    package func overflow(_ e: Expr) -> ExpressionError {
        ExpressionError(.value, at: e.range, "'\(Quoting.clip(e.description))' overflows an Int")
    }

    // MARK: Equality and order

    /// `a == b`: structural for values, by case and associated values for enums.
    package func equal(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        switch (a, b) {
        case (.void, .void), (.none, .none): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.int(x), .double(y)), let (.double(y), .int(x)): return Double(x) == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)):
            // Swift's own `Array ==` answers at once for two copies of one storage.
            return x.count == y.count && (Self.sameStorage(x, y) || zip(x, y).allSatisfy { equal($0, $1) })
        case let (.tuple(x, _), .tuple(y, _)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case let (.dictionary(x), .dictionary(y)):
            return x.count == y.count && x.allSatisfy { entry in y.contains { equal($0.key, entry.key) && equal($0.value, entry.value) } }
        case let (.range(a1, a2, c1), .range(b1, b2, c2)): return c1 == c2 && equal(a1, b1) && equal(a2, b2)
        case let (.instance(x), .instance(y)):
            return x.type == y.type && x.names == y.names && zip(x.values, y.values).allSatisfy { equal(unwrapState($0), unwrapState($1)) }
        case let (.object(x), .object(y)): return x === y
        case let (.enumCase(x), .enumCase(y)):
            return x.type == y.type && x.name == y.name && x.associated.count == y.associated.count
                && zip(x.associated, y.associated).allSatisfy { equal($0, $1) }
        case let (.keyPath(x), .keyPath(y)): return x == y
        case let (.type(x), .type(y)): return x == y
        case let (.swiftUI(x, _), .swiftUI(y, _)): return Self.unqualified(x.description) == Self.unqualified(y.description)
        // A stand-in's case (`manager.authorizationStatus`, a `ScenePhase`) and the same case written
        // where no declared type gives it one (`@Published var status: CLAuthorizationStatus = .notDetermined`).
        case let (.enumCase(c), .swiftUI(x, _)), let (.swiftUI(x, _), .enumCase(c)):
            guard c.associated.isEmpty, program.type(c.type) == nil else { return false }
            switch x.kind {
            case let .implicitMember(n): return n == c.name
            case let .member(base, n, _): return n == c.name && Self.unqualified(base.description) == Program.baseTypeName(c.type)
            default: return false
            }
        default: return false
        }
    }

    /// Whether two arrays are copies of one storage.
    package static func sameStorage(_ x: [SwiftValue], _ y: [SwiftValue]) -> Bool {
        guard !x.isEmpty, x.count == y.count else { return false }
        return x.withUnsafeBufferPointer { p in y.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress } }
    }

    /// A SwiftUI value's text without the type it is written on, as the type checker reads an
    /// implicit member: `Edge.Set.horizontal` and `.horizontal` are the same value.
    package static func unqualified(_ text: String) -> Substring {
        var rest = Substring(text)
        while let first = rest.first, first.isUppercase,
              let dot = rest.firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }), rest[dot] == "." {
            rest = rest[rest.index(after: dot)...]
            if rest.first?.isUppercase == false { return "." + rest }
        }
        return rest
    }

    private func unwrapState(_ v: SwiftValue) -> SwiftValue {
        if case let .binding(.box(b)) = v { return b.value }
        return v
    }

    private func identical(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        if case let (.object(x), .object(y)) = (a, b) { return x === y }
        return false
    }

    /// The order of two values: −1, 0 or 1.
    package func compare(_ a: SwiftValue, _ b: SwiftValue, at range: SourceRange) throws(ExpressionError) -> Int {
        func order<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : x > y ? 1 : 0 }
        switch (a, b) {
        case let (.int(x), .int(y)): return order(x, y)
        case let (.double(x), .double(y)): return order(x, y)
        case let (.int(x), .double(y)): return order(Double(x), y)
        case let (.double(x), .int(y)): return order(x, Double(y))
        case let (.string(x), .string(y)): return order(x, y)
        case let (.bool(x), .bool(y)): return order(x ? 1 : 0, y ? 1 : 0)
        case let (.tuple(x, _), .tuple(y, _)):
            for (p, q) in zip(x, y) {
                let c = try compare(p, q, at: range)
                if c != 0 { return c }
            }
            return order(x.count, y.count)
        case let (.instance(x), .instance(y)) where x.type == y.type && x.type == "Angle":
            return try compare(x["radians"] ?? .double(0), y["radians"] ?? .double(0), at: range)
        case let (.instance(x), .instance(y)) where x.type == y.type && x.type == "Date":
            return try compare(x["timeIntervalSince1970"] ?? .double(0), y["timeIntervalSince1970"] ?? .double(0), at: range)
        case let (.enumCase(x), .enumCase(y)) where x.type == y.type && NativeTypes.cases[x.type] != nil:
            // A modelled enum's cases in declaration order (`dynamicTypeSize >= .accessibility1`).
            let cases = NativeTypes.cases[x.type]!
            return order(cases.firstIndex(of: x.name) ?? 0, cases.firstIndex(of: y.name) ?? 0)
        case let (.enumCase(x), .enumCase(y)) where x.type == y.type:
            if let t = program.type(x.type) {
                let e = Expr(.identifier(x.type), range: range)
                if t.rawType != nil { return try compare(try rawValue(of: x, t, e), try rawValue(of: y, t, e), at: range) }
                let i = t.cases.firstIndex { $0.name == x.name } ?? 0, j = t.cases.firstIndex { $0.name == y.name } ?? 0
                return order(i, j)
            }
        default:
            break
        }
        throw ExpressionError(.type, at: range, "\(describe(a)) and \(describe(b)) cannot be compared")
    }
}
