import SwiftFront
import BoardScene
import BoardModel
import Foundation

/// Types of values: naming them, testing them (`is`, `as?`), converting where
/// Swift would (an integer literal where a `Double` is declared; `.zero` once
/// its type is known), and printing them as Swift does.
extension Interpreter {
    /// The name of a value's type, when it has one boardgen models.
    package func typeName(of v: SwiftValue) -> String? {
        switch v {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .range: "Range"
        case let .instance(i): i.type
        case let .object(o): o.instance.type
        case let .enumCase(c): c.type
        case .binding: "Binding"
        default: nil
        }
    }

    /// Whether `v` is a `type` (its base name): for `is`, `as?` and choosing overloads.
    package func matches(_ v: SwiftValue, type: String) -> Bool {
        switch type {
        case "Any", "AnyObject", "AnyHashable": return true
        case "Int", "UInt", "Int64", "Int32": if case .int = v { return true }
        case "Double", "CGFloat", "Float", "TimeInterval": if case .double = v { return true }; if case .int = v { return false }
        case "String", "Character", "Substring", "LocalizedStringKey": if case .string = v { return true }
        case "Bool": if case .bool = v { return true }
        case "Array", "Set": if case .array = v { return true }
        case "Dictionary": if case .dictionary = v { return true }
        default: break
        }
        guard let name = typeName(of: v) else { return false }
        if name == type || Program.baseTypeName(name) == type || program.type(type)?.name == name { return true }
        return program.type(name)?.conforms(to: type) ?? false
    }

    /// `v` as a `type` where Swift converts implicitly: integer literals become `Double`s,
    /// `.zero` and `.degrees(30)` become values of the declared type.
    package func coerce(_ v: SwiftValue, to written: String, at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        guard !written.isEmpty else { return v }
        let type = program.expandingAliases(written)
        let base = Program.baseTypeName(type)
        switch (v, base) {
        case let (.int(i), "Double"), let (.int(i), "CGFloat"), let (.int(i), "Float"), let (.int(i), "TimeInterval"):
            return .double(Double(i))
        case let (.array(items), "Array") where type.hasPrefix("["):
            let element = String(type.dropFirst().dropLast())
            // `[K: V]` is a dictionary; `[(name: String, date: Date)]` an array of labelled tuples.
            guard !Program.hasTopLevelColon(element) else { return v }
            var out: [SwiftValue] = []
            for item in items { out.append(try coerce(item, to: element, at: range)) }
            return .array(out)
        case let (.tuple(items, _), "Tuple"):
            // `axis: (x: Double, y: Double, z: Double) = (0, 0, 1)`: the tuple takes the declared labels.
            let elements = Self.tupleElements(type)
            guard elements.count == items.count else { return v }
            var out: [SwiftValue] = []
            for (item, element) in zip(items, elements) { out.append(try coerce(item, to: element.type, at: range)) }
            return .tuple(out, labels: elements.map(\.label))
        case let (.array(items), simd) where NativeTypes.simd.contains(simd):
            // `let scale: SIMD2<Double> = [1, 1]`: a vector from an array literal.
            let values = items.compactMap(Arithmetic.number)
            guard values.count == items.count, values.count == NativeTypes.fields[simd]!.count else { return v }
            return NativeTypes.make(simd, values)
        case (.swiftUI, _):
            return try resolveSymbolic(v, in: base, at: range) ?? v
        // What `func load<T: Decodable>` decoded, now given its type.
        case let (.instance(s), _) where s.type == BundleResources.pendingType && BundleResources.isConcrete(type, program):
            guard case let .string(text)? = s["text"] else { return v }
            let snake = if case .bool(true)? = s["snake"] { true } else { false }
            return try BundleResources.decode(text, as: type, snake: snake, self, at: Expr(.identifier(type), range: range))
        case let (.instance(s), _) where s.type == BundleResources.pendingType && type.contains("["):
            // `let animals: [Animal] = Bundle.main.decode("animals.json")` with no `Animal` in the files
            // read (a generic parameter, `[T]`, is given its type later).
            let names = type.split(whereSeparator: { "[]?:<>, ".contains($0) }).map(String.init)
            if let missing = names.first(where: { $0.count > 1 && !NativeTypes.all.contains($0) && program.type($0) == nil }) {
                throw ExpressionError(.unknownName, at: range, "the JSON decoded here is a \(type), and '\(missing)' is not declared in the Swift files read: "
                                      + "declare it in a Swift file named in \"swift\"")
            }
            return v
        default:
            return v
        }
    }

    /// `.name` or `.name(…)` kept while no type was known, now read as a member of `type`.
    package func resolveSymbolic(_ v: SwiftValue, in type: String, at range: SourceRange) throws(ExpressionError) -> SwiftValue? {
        guard case let .swiftUI(e, origin) = v else { return nil }
        // `.init("Brand")` where a `Color` (a `Font`, …) is declared: `Color("Brand")`.
        // `static let house: Image = .init(systemName: "house")`, a `Label`, a `Text` likewise.
        let initialized = type != "ShapeStyle" && (SwiftUINames.implicitMemberOwners.contains(type) || ["Image", "Label", "Text"].contains(type))
            && Self.rootName(e) == "init"
        // `.medium_light` where a `Font` is declared, an app's `extension Font { static var medium_light }`.
        let extended = SwiftUINames.implicitMemberOwners.contains(type) && Self.rootName(e).map { root in
            program.type(type).map { $0.statics[root] != nil || $0.staticMethods[root] != nil } ?? false
        } == true
        let modelled = NativeTypes.all.contains(type) || (program.type(type)?.keyword.map { $0 != .protocol } ?? false) || initialized || extended
        guard modelled, let rewritten = Self.rooted(e, in: type) else { return nil }
        let frame = Frame(scope: Scope(parent: nil), selfType: nil, origin: origin)
        return try evaluate(rewritten, frame)
    }

    /// Whether literal arithmetic written where `type` is expected is floating (`1/2` is 0.5 for a
    /// `CGFloat`, a tuple of them, or a type alias of one).
    package func isFloating(_ type: String) -> Bool {
        NativeTypes.isFloating(program.expandingAliases(type))
    }

    /// The implicit member at the root of `e`'s chain (`init` for `.init(…).opacity(0.5)`).
    package static func rootName(_ e: Expr) -> String? {
        switch e.kind {
        case let .implicitMember(name): name
        case let .call(callee, _, _): rootName(callee)
        case let .member(base, _, _): rootName(base)
        default: nil
        }
    }

    /// `e` with the implicit member at the root of its chain read as a member of `type`:
    /// `.init(scaleX: 2, y: 2).concatenating(t)` → `CGAffineTransform.init(scaleX: 2, y: 2).concatenating(t)`.
    /// Whether `e` is an implicit member or a chain from one (`.init(…)`, `.red.opacity(0.5)`).
    package static func isImplicitlyRooted(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: true
        case let .call(callee, _, _): isImplicitlyRooted(callee)
        case let .member(base, _, _): isImplicitlyRooted(base)
        default: false
        }
    }

    package static func rooted(_ e: Expr, in type: String) -> Expr? {
        switch e.kind {
        case let .implicitMember(name):
            return Expr(.member(Expr(.identifier(type), range: e.range), name: name, nameRange: e.range), range: e.range)
        case let .call(callee, arguments, closure):
            guard let c = rooted(callee, in: type) else { return nil }
            return Expr(.call(c, arguments: arguments, trailingClosure: closure), range: e.range)
        case let .member(base, name, nameRange):
            guard let b = rooted(base, in: type) else { return nil }
            return Expr(.member(b, name: name, nameRange: nameRange), range: e.range)
        default:
            return nil
        }
    }

    /// The elements `for … in` and the collection methods walk.
    package func elements(of v: SwiftValue, at range: SourceRange) throws(ExpressionError) -> [SwiftValue] {
        switch v {
        case let .array(items): return items
        case let .range(.int(lo), .int(hi), closed):
            // `0...Int.max` and `Int.min..<Int.max` are refused by size, not by an overflow.
            let (end, pastEnd) = closed ? hi.addingReportingOverflow(1) : (hi, false)
            guard pastEnd || end >= lo else { return [] }
            let (count, overflow) = end.subtractingReportingOverflow(lo)
            try checkSize(pastEnd || overflow ? Int.max : count, range, what: "the range")
            return (lo..<end).map { .int($0) }
        case let .dictionary(entries):
            return entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        case let .string(s):
            return s.map { .string(String($0)) }
        case .none:
            throw ExpressionError(.value, at: range, "the sequence is nil")
        // `items ?? .init()` where a sequence is taken (`ForEach(vm.recipe?.ingredients ?? .init(), id: \.self)`):
        // the collection's empty initializer.
        case let .swiftUI(e, _):
            if case let .call(callee, [], nil) = e.kind, callee.kind == .implicitMember("init") { return [] }
            throw ExpressionError(.type, at: range, "\(describe(v)) is not a sequence")
        default:
            throw ExpressionError(.type, at: range, "\(describe(v)) is not a sequence")
        }
    }

    // MARK: Printing

    /// A value as `"\(v)"` prints it.
    package func text(of v: SwiftValue, at range: SourceRange) throws(ExpressionError) -> String {
        switch v {
        case .void: return "()"
        case .none: return "nil"
        case let .bool(b): return String(b)
        case let .int(i): return String(i)
        case let .double(d): return "\(d)"
        case let .string(s): return s
        case let .array(items): return "[" + (try items.map { (x: SwiftValue) throws(ExpressionError) -> String in try quotedText(x, range) }).joined(separator: ", ") + "]"
        case let .dictionary(entries):
            if entries.isEmpty { return "[:]" }
            var parts: [String] = []
            for entry in entries { parts.append(try quotedText(entry.key, range) + ": " + (try quotedText(entry.value, range))) }
            return "[" + parts.joined(separator: ", ") + "]"
        case let .tuple(items, labels):
            var parts: [String] = []
            for (item, label) in zip(items, labels) { parts.append((label.map { $0 + ": " } ?? "") + (try quotedText(item, range))) }
            return "(" + parts.joined(separator: ", ") + ")"
        case let .range(lo, hi, closed): return try text(of: lo, at: range) + (closed ? "..." : "..<") + (try text(of: hi, at: range))
        case let .instance(i):
            if let special = NativeMembers.description(of: i) { return special }
            var parts: [String] = []
            for (name, value) in zip(i.names, i.values) { parts.append(name + ": " + (try quotedText(value, range))) }
            return Program.baseTypeName(i.type.split(separator: ".").last.map(String.init) ?? i.type) + "(" + parts.joined(separator: ", ") + ")"
        case let .object(o):
            guard printingObjects.insert(ObjectIdentifier(o)).inserted else { return Program.baseTypeName(o.instance.type) }
            defer { printingObjects.remove(ObjectIdentifier(o)) }
            return try text(of: .instance(o.instance), at: range)
        case let .enumCase(c):
            guard !c.associated.isEmpty else { return c.name }
            var parts: [String] = []
            for (value, label) in zip(c.associated, c.labels) { parts.append((label.map { $0 + ": " } ?? "") + (try quotedText(value, range))) }
            return c.name + "(" + parts.joined(separator: ", ") + ")"
        case .function: return "(Function)"
        case let .type(t): return t
        case let .keyPath(components): return "\\." + components.joined(separator: ".")
        case let .binding(ref): return "Binding(\(try text(of: try read(ref, at: range), at: range)))"
        case let .swiftUI(e, _): return e.description
        }
    }

    private func quotedText(_ v: SwiftValue, _ range: SourceRange) throws(ExpressionError) -> String {
        if case let .string(s) = v { return Quoting.stringLiteral(s) }
        return try text(of: v, at: range)
    }

    /// A value named in a message: `number 3`, `string "a"`, `an Angle`, `nil`.
    package func describe(_ v: SwiftValue) -> String {
        switch v {
        case .void: return "no value (a statement)"
        case .none: return "nil"
        case let .bool(b): return "'\(b)'"
        case let .int(i): return "number '\(i)'"
        case let .double(d): return "number '\(NumberFormat.plain(d))'"
        case let .string(s): return "string \(Quoting.stringLiteral(Quoting.clip(s)))"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .tuple: return "a tuple"
        case .range: return "a range"
        case let .instance(i): return "a \(Program.baseTypeName(i.type))"
        case let .object(o): return "a \(o.instance.type)"
        case let .enumCase(c): return "'\(c.type).\(c.name)'"
        case let .function(fn): return "the function '\(fn.name)'"
        case let .type(t): return "the type '\(t)'"
        case .keyPath: return "a key path"
        case .binding: return "a binding"
        case let .swiftUI(e, _): return e.summary
        }
    }

    /// The labels and types of a tuple type: `(x: Double, y: Double)` → (x, Double), (y, Double).
    package static func tupleElements(_ type: String) -> [(label: String?, type: String)] {
        var t = Substring(type.trimmingCharacters(in: .whitespaces))
        while t.hasSuffix("?") { t = t.dropLast() }
        guard t.hasPrefix("("), t.hasSuffix(")") else { return [] }
        t = t.dropFirst().dropLast()
        var parts: [Substring] = [], depth = 0, start = t.startIndex
        for i in t.indices {
            switch t[i] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0: parts.append(t[start..<i]); start = t.index(after: i)
            default: break
            }
        }
        parts.append(t[start...])
        return parts.map { part in
            let p = part.trimmingCharacters(in: .whitespaces)
            if let colon = p.firstIndex(of: ":"), !p[..<colon].contains(where: { "([<".contains($0) }) {
                let label = p[..<colon].trimmingCharacters(in: .whitespaces)
                return (label == "_" ? nil : label, p[p.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            return (nil, p)
        }
    }
}
