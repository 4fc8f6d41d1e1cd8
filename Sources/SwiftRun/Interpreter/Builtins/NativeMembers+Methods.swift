import SwiftFront
import BoardScene
import BoardModel
import Foundation

/// Methods of the modelled values: the collection and string API view code uses
/// (docs/programs.md §2), number methods, and the transforms' methods.
extension NativeMembers {
    /// `value.name(args)` for a non-mutating method.
    package static func call(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if let reason = Refusals.modifiers[name] { throw Interpreter.unsupported("." + name, reason, at: e.range) }
        if let refusal = PropertyWrappers.undeclaredEnvironmentRefusal(v, at: e.range) { throw refusal }
        // Path's own methods that return a value (view modifiers on a path made it a view first).
        if PathValues.isPath(v), PathValues.isPathMethod(name) { return try PathValues.copy(v, name, args, i, e, f) }
        // `optional.map { … }` of nil: nil, the closure not run (Optional's map and flatMap).
        if case .none = v, name == "map" || name == "flatMap", args.count == 1 { return .none }
        switch v {
        case let .array(items):
            return try collection(items, name, args, i, e, f)
        case let .range(lower, upper, closed) where name == "contains" && args.count == 1 && args[0].label == nil:
            // A range of any numbers (`0.5...1.5`) holds a value between its bounds.
            if let l = Arithmetic.number(lower), let u = Arithmetic.number(upper), let x = Arithmetic.number(args[0].value) {
                return .bool(l <= x && (closed ? x <= u : x < u))
            }
            return try collection(try i.elements(of: v, at: e.range), name, args, i, e, f)
        case .range:
            return try collection(try i.elements(of: v, at: e.range), name, args, i, e, f)
        case let .dictionary(entries):
            return try dictionary(entries, name, args, i, e, f)
        case let .string(s):
            if let r = try string(s, name, args, i, e) { return r }
            // A string is a collection of characters: `map`, `filter`, `first`, … run on them.
            do {
                let result = try collection(s.map { .string(String($0)) }, name, args, i, e, f)
                // `filter` on a string returns a string (RangeReplaceableCollection's `filter` returns `Self`).
                if name == "filter", case let .array(kept) = result {
                    return .string(kept.map { if case let .string(c) = $0 { c } else { "" } }.joined())
                }
                return result
            } catch where error.kind == .unknownName && error.message.hasPrefix("an array has no method") {
                let labels = args.filter { !$0.isTrailing }.map { ($0.label ?? "_") + ":" }.joined()
                throw ExpressionError(.unknownName, at: e.range, "a string has no method '\(name)(\(labels))' that boardgen runs")
            }
        case .int, .double:
            if let r = try number(v, name, args, i, e) { return r }
        case let .object(box):
            if let r = try DateValues.call(v, box.instance.type, name, args, i, e) { return r }
            if let r = try CoreDataStore.call(v, box.instance.type, name, args, i, e) { return r }
            if let r = try NumberFormatterValues.call(box, name, args, i, e) { return r }
            if AppStandIns.methods[box.instance.type]?.contains(name) == true, let r = try AppStandIns.call(v, box.instance.type, name, args, i, e) { return r }
        case let .tuple(items, labels):
            // A labelled element holding a closure, called (`ratios.maxMargin(0.2)`).
            if let k = labels.firstIndex(of: name), case .function = items[k] { return try i.callValue(items[k], args, e, f) }
        case let .binding(ref) where name == "animation":
            // `$flag.animation()`, `$flag.animation(.easeOut)`: a binding whose writes animate.
            return .binding(.animated(ref, args))
        case let .instance(s):
            if let r = try DateValues.call(v, s.type, name, args, i, e) { return r }
            if let r = try AppStandIns.call(v, s.type, name, args, i, e) { return r }
            if let r = try Transforms.method(v, s.type, name, args, i, e) { return r }
            if s.type == "CGRect", let r = try RectValues.call(v, name, args, i, e) { return r }
            if s.type == "GeometryProxy", name == "frame" { return try GeometryProxyMembers.frame(s, args, at: e.range) }
            if s.type == "GeometryProxy", name == "bounds" { return try GeometryProxyMembers.bounds(s, args, at: e.range) }
        default:
            break
        }
        throw ExpressionError(.unknownName, at: e.range, "\(i.describe(v)) has no method '\(name)' that boardgen runs")
    }

    /// Applies a closure or key path to one element.
    package static func apply(_ fn: SwiftValue, _ element: SwiftValue, _ i: Interpreter, _ e: Expr, _ f: Frame, more: [SwiftValue] = []) throws(ExpressionError) -> SwiftValue {
        if case let .keyPath(components) = fn {
            var v = element
            for c in components where c != "self" { v = try i.member(v, c, e, e.range, f) }
            return v
        }
        let args = ([element] + more).map { Argument(label: nil, value: $0, range: e.range) }
        return try i.callValue(fn, args, e, f)
    }

    package static func truth(_ v: SwiftValue, _ e: Expr, _ i: Interpreter) throws(ExpressionError) -> Bool {
        guard case let .bool(b) = v else { throw ExpressionError(.type, at: e.range, "the closure must return a Bool, found \(i.describe(v))") }
        return b
    }

    private static func closure(_ args: [Argument], _ label: String?, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let a = args.first(where: { $0.label == label || $0.isTrailing }) ?? (args.count == 1 ? args.first : nil) else {
            throw ExpressionError(.arguments, at: e.range, "expected a closure\(label.map { " for '\($0):'" } ?? "")")
        }
        return a.value
    }

    package static func collection(_ items: [SwiftValue], _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        let labels = args.filter { !$0.isTrailing }.map { $0.label ?? "_" }
        switch name {
        case "filter":
            let fn = try closure(args, nil, e)
            var out: [SwiftValue] = []
            for x in items where try truth(try apply(fn, x, i, e, f), e, i) { out.append(x) }
            return .array(out)
        // Seeded by the board's "seed" (SplitMix64).
        case "randomElement":
            guard labels.isEmpty else { break }
            return items.isEmpty ? SwiftValue.none : items[Int(i.random.below(UInt64(items.count)))]
        case "shuffled":
            guard labels.isEmpty else { break }
            return .array(i.random.shuffled(items))
        case "map", "flatMap", "compactMap":
            let fn = try closure(args, nil, e)
            var out: [SwiftValue] = []
            for x in items {
                let r = try apply(fn, x, i, e, f)
                if name == "compactMap", case .none = r { continue }
                if name == "flatMap", case let .array(inner) = r { out += inner; continue }
                out.append(r)
            }
            try i.checkSize(out.count, e.range)
            if out.contains(where: Interpreter.mayBeHeavy) { try i.checkWeight(.array(out), e.range, what: "the array") }
            return .array(out)
        case "forEach":
            let fn = try closure(args, nil, e)
            for x in items { _ = try apply(fn, x, i, e, f) }
            return .void
        case "first", "last", "firstIndex", "lastIndex", "index":
            let forward = name == "first" || name == "firstIndex" || name == "index"
            let wantsIndex = name.hasSuffix("Index") || name == "index"
            let order = forward ? Array(items.indices) : items.indices.reversed()
            for k in order {
                let hit: Bool
                if labels.first == "of" { hit = i.equal(items[k], args[0].value) } else {
                    hit = try truth(try apply(try closure(args, "where", e), items[k], i, e, f), e, i)
                }
                if hit { return wantsIndex ? .int(k) : items[k] }
            }
            return .none
        case "contains":
            if let a = args.first, a.label == nil, !a.isTrailing { return .bool(items.contains { i.equal($0, a.value) }) }
            let fn = try closure(args, "where", e)
            for x in items where try truth(try apply(fn, x, i, e, f), e, i) { return .bool(true) }
            return .bool(false)
        case "allSatisfy":
            let fn = try closure(args, nil, e)
            for x in items where !(try truth(try apply(fn, x, i, e, f), e, i)) { return .bool(false) }
            return .bool(true)
        case "count":
            let fn = try closure(args, "where", e)
            var n = 0
            for x in items where try truth(try apply(fn, x, i, e, f), e, i) { n += 1 }
            return .int(n)
        case "sorted":
            return .array(try sort(items, args, i, e, f))
        case "min", "max":
            guard !items.isEmpty else { return .none }
            var best = items[0]
            for x in items.dropFirst() {
                // min keeps x when x comes before best; max when best comes before x.
                let (first, second) = name == "min" ? (x, best) : (best, x)
                let before: Bool
                if let fn = args.first?.value { before = try truth(try apply(fn, first, i, e, f, more: [second]), e, i) } else {
                    before = try i.compare(first, second, at: e.range) < 0
                }
                if before { best = x }
            }
            return best
        case "reversed":
            return .array(items.reversed())
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        case "reduce":
            guard args.count == 2 else { throw ExpressionError(.arguments, at: e.range, "reduce takes an initial value and a closure") }
            var acc = args[0].value
            if args[0].label == "into" {
                // `reduce(into: "") { sofar, x in sofar.append(x) }`: the accumulator is the closure's inout first parameter.
                guard case let .function(fn) = args[1].value, case let .closure(c, scope, origin, receiver) = fn.kind else {
                    throw ExpressionError(.unsupported, at: e.range, "reduce(into:) takes a closure written in braces, as in reduce(into: 0) { sum, x in sum += x }")
                }
                for x in items {
                    _ = try i.callClosure(c, scope, origin: origin, receiver: receiver,
                                          [Argument(label: nil, value: acc, range: e.range), Argument(label: nil, value: x, range: e.range)], e,
                                          inoutFirst: { acc = $0 })
                }
                return acc
            }
            for x in items { acc = try i.callValue(args[1].value, [Argument(label: nil, value: acc, range: e.range), Argument(label: nil, value: x, range: e.range)], e, f) }
            return acc
        case "joined":
            if items.allSatisfy({ if case .array = $0 { true } else { false } }), !items.isEmpty {
                return .array(items.flatMap { (x: SwiftValue) -> [SwiftValue] in if case let .array(a) = x { a } else { [] } })
            }
            var sep = ""
            if let s = args.first, case let .string(t) = s.value { sep = t }
            var parts: [String] = []
            for x in items { parts.append(try i.text(of: x, at: e.range)) }
            let joined = parts.joined(separator: sep)
            guard joined.unicodeScalars.count <= Interpreter.maximumStringLength else { throw ExpressionError(.value, at: e.range, "the string is too long") }
            return .string(joined)
        case "prefix", "suffix", "dropFirst", "dropLast":
            var n = 1
            if let a = args.first {
                guard case let .int(k) = a.value else {
                    if name == "prefix", case .function = a.value {
                        var out: [SwiftValue] = []
                        for x in items { if try truth(try apply(a.value, x, i, e, f), e, i) { out.append(x) } else { break } }
                        return .array(out)
                    }
                    throw ExpressionError(.type, at: a.range, "expected a count")
                }
                n = max(0, k)
            }
            switch name {
            case "prefix": return .array(Array(items.prefix(n)))
            case "suffix": return .array(Array(items.suffix(n)))
            case "dropFirst": return .array(Array(items.dropFirst(n)))
            default: return .array(Array(items.dropLast(n)))
            }
        case "elementsEqual":
            guard let other = args.first else { break }
            let b = try i.elements(of: other.value, at: other.range)
            return .bool(items.count == b.count && zip(items, b).allSatisfy { i.equal($0, $1) })
        case "split":
            guard let a = args.first else { break }
            var out: [SwiftValue] = [], current: [SwiftValue] = []
            for x in items {
                if a.label == "separator" ? i.equal(x, a.value) : try truth(try apply(a.value, x, i, e, f), e, i) {
                    if !current.isEmpty { out.append(.array(current)) }
                    current = []
                } else {
                    current.append(x)
                }
            }
            if !current.isEmpty { out.append(.array(current)) }
            return .array(out)
        default:
            break
        }
        throw ExpressionError(.unknownName, at: e.range, "an array has no method '\(name)(\(labels.map { $0 + ":" }.joined()))' that boardgen runs")
    }

    /// `sorted()`, `sorted(by: <)`, `sorted { $0.name < $1.name }`.
    package static func sort(_ items: [SwiftValue], _ args: [Argument], _ i: Interpreter, _ e: Expr, _ f: Frame) throws(ExpressionError) -> [SwiftValue] {
        var failure: ExpressionError?
        let fn = args.first?.value
        let sorted = items.enumerated().sorted { a, b in
            if failure != nil { return false }
            do {
                let less: Bool
                if let fn {
                    less = try truth(try apply(fn, a.element, i, e, f, more: [b.element]), e, i)
                    if !less, try !truth(try apply(fn, b.element, i, e, f, more: [a.element]), e, i) { return a.offset < b.offset }
                } else {
                    let c = try i.compare(a.element, b.element, at: e.range)
                    if c == 0 { return a.offset < b.offset }
                    less = c < 0
                }
                return less
            } catch let error as ExpressionError {
                failure = error
                return false
            } catch {
                return false
            }
        }.map(\.element)
        if let failure { throw failure }
        return sorted
    }

    package static func dictionary(_ entries: [DictionaryEntry], _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        switch name {
        case "mapValues":
            let fn = try closure(args, nil, e)
            var out: [DictionaryEntry] = []
            for entry in entries { out.append(DictionaryEntry(key: entry.key, value: try apply(fn, entry.value, i, e, f))) }
            return .dictionary(out)
        case "filter":
            let fn = try closure(args, nil, e)
            var out: [DictionaryEntry] = []
            for entry in entries where try truth(try apply(fn, .tuple([entry.key, entry.value], labels: ["key", "value"]), i, e, f), e, i) {
                out.append(entry)
            }
            return .dictionary(out)
        default:
            return try collection(entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }, name, args, i, e, f)
        }
    }

    private static func string(_ s: String, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        func text(_ k: Int) throws(ExpressionError) -> String {
            guard k < args.count, case let .string(t) = args[k].value else {
                throw ExpressionError(.type, at: k < args.count ? args[k].range : e.range, "expected a string")
            }
            return t
        }
        switch name {
        // Indices as character offsets (`startIndex` is 0): `index(i, offsetBy: n)`, `index(after:)`,
        // `index(before:)`, `distance(from:to:)`, `firstIndex(of:)`, `lastIndex(of:)`.
        case "index", "distance", "firstIndex", "lastIndex":
            return try stringIndex(s, name, args, e)
        case "lowercased", "localizedLowercase": return .string(s.lowercased())
        case "uppercased", "localizedUppercase": return .string(s.uppercased())
        case "capitalized": return .string(s.capitalized)
        case "contains":
            guard let a = args.first, a.label == nil, case let .string(t) = a.value else { return nil }
            return .bool(s.contains(t))
        // `range(of:)` (with `options: .caseInsensitive`): the characters found, as offsets, or nil.
        case "range":
            guard let a = args.first, a.label == "of" else { return nil }
            let needle = try text(0)
            var options: String.CompareOptions = []
            if args.count > 1, args[1].label == "options" {
                let written: [SwiftValue] = if case let .array(items) = args[1].value { items } else { [args[1].value] }
                if written.contains(where: { if case let .swiftUI(x, _) = $0 { x.description.hasSuffix("caseInsensitive") } else { false } }) {
                    options.insert(.caseInsensitive)
                }
            }
            guard !needle.isEmpty, let r = s.range(of: needle, options: options) else { return SwiftValue.none }
            let lo = s.distance(from: s.startIndex, to: r.lowerBound), hi = s.distance(from: s.startIndex, to: r.upperBound)
            return .range(.int(lo), .int(hi), closed: false)
        case "rangeOfCharacter":
            // `password.rangeOfCharacter(from: .decimalDigits) != nil`: where the first character of the set is.
            guard let a = args.first, a.label == "from", args.count == 1,
                  let set = TextScanning.characterSet(a.value) ?? TextScanning.implicitSet(a.value) else { return nil }
            guard let r = s.rangeOfCharacter(from: set) else { return SwiftValue.none }
            let lo = s.distance(from: s.startIndex, to: r.lowerBound), hi = s.distance(from: s.startIndex, to: r.upperBound)
            return .range(.int(lo), .int(hi), closed: false)
        case "hasPrefix": return .bool(s.hasPrefix(try text(0)))
        case "starts" where args.first?.label == "with": return .bool(s.hasPrefix(try text(0)))
        case "hasSuffix": return .bool(s.hasSuffix(try text(0)))
        case "localizedCaseInsensitiveContains", "localizedStandardContains":
            let needle = try text(0)
            return .bool(needle.isEmpty || s.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        case "trimmingCharacters":
            // `in: .whitespaces`, `CharacterSet.alphanumerics.inverted`, `CharacterSet(charactersIn: "#")`.
            guard let a = args.first, a.label == "in" else { return nil }
            guard let set = TextScanning.characterSet(a.value) ?? TextScanning.implicitSet(a.value) else {
                throw ExpressionError(.type, at: a.range, "trimmingCharacters(in:) takes a CharacterSet (.whitespaces, .alphanumerics.inverted, CharacterSet(charactersIn:))")
            }
            return .string(s.trimmingCharacters(in: set))
        case "replacingOccurrences":
            guard args.count >= 2, args.count <= 4 else { return nil }
            // `options: .regularExpression` (NSString.CompareOptions), `.caseInsensitive`, `.literal`; `range: nil`.
            var options: String.CompareOptions = []
            if let o = args.first(where: { $0.label == "options" }) {
                for name in Self.optionNames(o.value) {
                    switch name {
                    case "regularExpression": options.insert(.regularExpression)
                    case "caseInsensitive": options.insert(.caseInsensitive)
                    case "literal": options.insert(.literal)
                    case "diacriticInsensitive": options.insert(.diacriticInsensitive)
                    default: throw ExpressionError(.value, at: o.range, "replacingOccurrences reads the options .regularExpression, .caseInsensitive, .literal and .diacriticInsensitive; got .\(name)")
                    }
                }
            }
            if let r = args.first(where: { $0.label == "range" }), !{ if case .none = r.value { true } else { false } }() {
                throw ExpressionError(.value, at: r.range, "replacingOccurrences reads the whole string (range: nil)")
            }
            let r = s.replacingOccurrences(of: try text(0), with: try text(1), options: options)
            guard r.unicodeScalars.count <= Interpreter.maximumStringLength else { throw ExpressionError(.value, at: e.range, "the string is too long") }
            return .string(r)
        case "components":
            return .array(s.components(separatedBy: try text(0)).map { .string($0) })
        case "split":
            guard let a = args.first, a.label == "separator", case let .string(t) = a.value, let c = t.first else { return nil }
            return .array(s.split(separator: c).map { .string(String($0)) })
        case "prefix", "suffix", "dropFirst", "dropLast":
            var n = 1
            if let a = args.first { guard case let .int(k) = a.value else { return nil }; n = max(0, k) }
            switch name {
            case "prefix": return .string(String(s.prefix(n)))
            case "suffix": return .string(String(s.suffix(n)))
            case "dropFirst": return .string(String(s.dropFirst(n)))
            default: return .string(String(s.dropLast(n)))
            }
        default:
            return nil
        }
    }

    private static func number(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        guard let x = Arithmetic.number(v) else { return nil }
        switch name {
        case "rounded":
            if case .int = v { return v }
            var rule = FloatingPointRoundingRule.toNearestOrAwayFromZero
            if let a = args.first, case let .swiftUI(r, _) = a.value, let n = r.name {
                switch n {
                case "up": rule = .up
                case "down": rule = .down
                case "towardZero": rule = .towardZero
                case "toNearestOrEven": rule = .toNearestOrEven
                default: break
                }
            }
            return .double(x.rounded(rule))
        case "squareRoot":
            guard x >= 0 else { throw ExpressionError(.value, at: e.range, "the square root of a negative number") }
            return .double(x.squareRoot())
        case "isMultiple":
            guard case let .int(n) = v, let a = args.first, case let .int(m) = a.value else { return nil }
            return .bool(m == 0 ? n == 0 : n % m == 0)
        case "truncatingRemainder", "remainder":
            guard let a = args.first, let y = Arithmetic.number(a.value), y != 0 else {
                throw ExpressionError(.value, at: e.range, "division by zero in '\(Quoting.clip(e.description))'")
            }
            return .double(name == "remainder" ? x.remainder(dividingBy: y) : x.truncatingRemainder(dividingBy: y))
        // `x.formatted()` (grouped, as `.number`), `x.formatted(.percent)`, `.currency(code:)`.
        case "formatted":
            let isInteger = if case .int = v { true } else { false }
            guard let a = args.first else {
                return .string(try NumberFormatting.format(x, Expr(.implicitMember("number"), range: e.range), isInteger: isInteger))
            }
            guard case let .swiftUI(style, _) = a.value else { return .string(try i.text(of: v, at: e.range)) }
            return .string(try NumberFormatting.format(x, style, isInteger: isInteger))
        case "scaled":
            // VectorArithmetic.scaled(by:), on the unit change a custom animation is given.
            guard let a = args.first, let k = Arithmetic.number(a.value) else { return nil }
            return .double(x * k)
        case "distance":
            guard let a = args.first, let y = Arithmetic.number(a.value) else { return nil }
            if case let .int(n) = v, case let .int(m) = a.value { return .int(m - n) }
            return .double(y - x)
        case "advanced":
            guard let a = args.first, let y = Arithmetic.number(a.value) else { return nil }
            if case let .int(n) = v, case let .int(m) = a.value { return .int(n + m) }
            return .double(x + y)
        default:
            return nil
        }
    }

    /// A string's index methods, its indices being character offsets (0 … count).
    static func stringIndex(_ s: String, _ name: String, _ args: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        func offset(_ v: SwiftValue) -> Int? { if case let .int(k) = v { k } else { nil } }
        func checked(_ k: Int) throws(ExpressionError) -> SwiftValue {
            guard k >= 0, k <= s.count else { throw ExpressionError(.value, at: e.range, "the index \(k) is outside the string (\(s.count) characters)") }
            return .int(k)
        }
        let labels = args.map { $0.label ?? "_" }
        switch (name, labels) {
        case ("index", ["_", "offsetBy"]):
            guard let i = offset(args[0].value), let n = offset(args[1].value) else { return nil }
            return try checked(i + n)
        case ("index", ["after"]): return try offset(args[0].value).map { k throws(ExpressionError) in try checked(k + 1) }
        case ("index", ["before"]): return try offset(args[0].value).map { k throws(ExpressionError) in try checked(k - 1) }
        case ("distance", ["from", "to"]):
            guard let a = offset(args[0].value), let b = offset(args[1].value) else { return nil }
            return .int(b - a)
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]), ("index", ["of"]):
            guard case let .string(c) = args[0].value, c.count == 1 else { return nil }
            let chars = Array(s)
            let found = name == "lastIndex" ? chars.lastIndex(of: Character(c)) : chars.firstIndex(of: Character(c))
            return found.map { .int($0) } ?? SwiftValue.none
        default:
            return nil
        }
    }

    /// The case names of an option set's value: `.regularExpression`, `[.caseInsensitive, .literal]`.
    static func optionNames(_ v: SwiftValue) -> [String] {
        switch v {
        case let .array(items): items.flatMap(optionNames)
        case let .swiftUI(e, _):
            if case let .array(items) = e.kind { items.compactMap { $0.caseName } } else { e.caseName.map { [$0] } ?? [] }
        default: DateValues.caseName(v).map { [$0] } ?? []
        }
    }
}
