import SwiftFront
import BoardScene
import BoardModel
/// Mutating methods and subscripts: `items.append(x)`, `items.remove(at: 2)`,
/// `flag.toggle()`, `items[i]`, `scores["a"] = 3`.
extension NativeMembers {
    /// `value.name(args)` for a mutating method; `value` is changed in place.
    package static func callMutating(_ v: inout SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if let reason = Refusals.modifiers[name] { throw Interpreter.unsupported("." + name, reason, at: e.range) }
        let labels = args.filter { !$0.isTrailing }.map { $0.label ?? "_" }
        func index(_ k: Int, _ count: Int, inclusive: Bool = false) throws(ExpressionError) -> Int {
            guard k < args.count, case let .int(n) = args[k].value else {
                throw ExpressionError(.type, at: k < args.count ? args[k].range : e.range, "expected an index")
            }
            guard n >= 0, inclusive ? n <= count : n < count else {
                throw ExpressionError(.value, at: args[k].range, "index \(n) is out of range (the collection has \(NumberFormat.counted(count, "element")))")
            }
            return n
        }
        // Path's non-mutating methods on a variable (`path.trimmedPath(from: 0, to: 0.5)`) make a copy.
        if PathValues.isPath(v), !PathValues.mutating.contains(name), !name.hasPrefix("add"), !name.hasPrefix("move") {
            return try PathValues.copy(v, name, args, i, e, f)
        }
        if PathValues.isPath(v) {
            // `path.addLine(to: .zero)`, `addEllipse(in: .zero)`: an implicit member of the parameter's type.
            var args = args
            for k in args.indices {
                guard case .swiftUI = args[k].value else { continue }
                let type = ["in", "rect"].contains(args[k].label ?? "") ? "CGRect" : ["radius", "cornerRadius"].contains(args[k].label ?? "") ? "CGFloat"
                    : ["startAngle", "endAngle", "delta", "rotation"].contains(args[k].label ?? "") ? "Angle" : "CGPoint"
                if let resolved = try i.resolveSymbolic(args[k].value, in: type, at: args[k].range) { args[k].value = resolved }
            }
            try PathValues.call(&v, name, args, e)
            return .void
        }
        if var items = v.takeArray() {  // the storage's only owner here: changed in place
            defer { v = .array(items) }
            switch (name, labels) {
            case ("append", ["_"]):
                items.append(args[0].value)
            case ("shuffle", []):
                items = i.random.shuffled(items)
            case ("append", ["contentsOf"]):
                items += try i.elements(of: args[0].value, at: args[0].range)
            case ("insert", ["_", "at"]):
                items.insert(args[0].value, at: try index(1, items.count, inclusive: true))
            case ("insert", ["_"]):
                // A Set's `insert(_:)` (an Array's takes `at:`): added when not already there;
                // Swift returns `(inserted:memberAfterInsert:)`.
                let member = args[0].value
                let found = items.first { i.equal($0, member) }
                if found == nil { items.append(member) }
                return .tuple([.bool(found == nil), found ?? member], labels: ["inserted", "memberAfterInsert"])
            case ("remove", ["_"]):
                // A Set's `remove(_:)`: the member removed, or nil.
                guard let k = items.firstIndex(where: { i.equal($0, args[0].value) }) else { return .none }
                return items.remove(at: k)
            case ("formUnion", ["_"]):
                for x in try i.elements(of: args[0].value, at: args[0].range) where !items.contains(where: { i.equal($0, x) }) { items.append(x) }
            case ("insert", ["contentsOf", "at"]):
                items.insert(contentsOf: try i.elements(of: args[0].value, at: args[0].range), at: try index(1, items.count, inclusive: true))
            case ("remove", ["at"]):
                return items.remove(at: try index(0, items.count))
            case ("remove", ["atOffsets"]):
                let offsets = try i.elements(of: args[0].value, at: args[0].range).compactMap { if case let .int(n) = $0 { n } else { nil } }
                for k in offsets.sorted(by: >) where k >= 0 && k < items.count { items.remove(at: k) }
            case ("removeAll", []) where !args.contains(where: \.isTrailing):
                items.removeAll()
            case ("removeAll", _):
                let fn = args.first { $0.label == "where" || $0.isTrailing }?.value ?? .none
                var kept: [SwiftValue] = []
                for x in items where !(try truth(try apply(fn, x, i, e, f), e, i)) { kept.append(x) }
                items = kept
            case ("removeFirst", []), ("removeLast", []), ("popLast", []):
                guard !items.isEmpty else {
                    if name == "popLast" { return .none }
                    throw ExpressionError(.value, at: e.range, "\(name)() on an empty collection")
                }
                return name == "removeFirst" ? items.removeFirst() : items.removeLast()
            case ("removeFirst", ["_"]), ("removeLast", ["_"]):
                guard case let .int(n) = args[0].value, n >= 0, n <= items.count else { throw ExpressionError(.value, at: args[0].range, "count out of range") }
                if name == "removeFirst" { items.removeFirst(n) } else { items.removeLast(n) }
            case ("reverse", []):
                items.reverse()
            case ("sort", _):
                items = try sort(items, args, i, e, f)
            case ("swapAt", ["_", "_"]):
                items.swapAt(try index(0, items.count), try index(1, items.count))
            case ("move", ["fromOffsets", "toOffset"]):
                let offsets = try i.elements(of: args[0].value, at: args[0].range).compactMap { if case let .int(n) = $0 { n } else { nil } }.sorted()
                let destination = try index(1, items.count, inclusive: true)
                let moving = offsets.filter { $0 >= 0 && $0 < items.count }.map { items[$0] }
                var rest: [SwiftValue] = []
                var target = destination
                for (k, x) in items.enumerated() {
                    if offsets.contains(k) { if k < destination { target -= 1 } } else { rest.append(x) }
                }
                rest.insert(contentsOf: moving, at: max(0, min(target, rest.count)))
                items = rest
            default:
                throw ExpressionError(.unknownName, at: e.range, "an array has no mutating method '\(name)(\(labels.map { $0 + ":" }.joined()))' that boardgen runs")
            }
            try i.checkSize(items.count, e.range)
            if let added = args.first?.value, Interpreter.mayBeHeavy(added) { try i.checkWeight(.array(items), e.range, what: "the array") }
            return .void
        }
        switch v {
        case .bool(let b) where name == "toggle":
            v = .bool(!b)
            return .void
        case var .dictionary(entries):
            v = .void
            defer { v = .dictionary(entries) }
            switch (name, labels) {
            case ("removeValue", ["forKey"]):
                guard let k = entries.firstIndex(where: { i.equal($0.key, args[0].value) }) else { return .none }
                return entries.remove(at: k).value
            case ("updateValue", ["_", "forKey"]):
                if let k = entries.firstIndex(where: { i.equal($0.key, args[1].value) }) {
                    let old = entries[k].value
                    entries[k].value = args[0].value
                    return old
                }
                entries.append(DictionaryEntry(key: args[1].value, value: args[0].value))
                return .none
            case ("removeAll", []):
                entries.removeAll()
                return .void
            default:
                throw ExpressionError(.unknownName, at: e.range, "a dictionary has no mutating method '\(name)' that boardgen runs")
            }
        case var .string(s):
            v = .void
            defer { v = .string(s) }
            switch (name, labels) {
            case ("append", ["_"]): s += try i.text(of: args[0].value, at: args[0].range)
            case ("removeAll", []): s = ""
            case ("removeLast", []): if !s.isEmpty { s.removeLast() }
            case ("removeFirst", []): if !s.isEmpty { s.removeFirst() }
            // A range of character offsets (`range(of:)`'s): replaced, removed, or a text inserted at an offset.
            case ("replaceSubrange", ["_", "with"]), ("removeSubrange", ["_"]):
                guard case let .range(.int(lo), .int(hi), closed) = args[0].value else {
                    throw ExpressionError(.type, at: args[0].range, "expected a range of the string's indices, as range(of:) gives")
                }
                let end = closed ? hi + 1 : hi
                guard lo >= 0, lo <= end, end <= s.count else {
                    throw ExpressionError(.value, at: args[0].range, "the range \(lo)..<\(end) is out of the string's \(s.count) characters")
                }
                let a = s.index(s.startIndex, offsetBy: lo), b = s.index(s.startIndex, offsetBy: end)
                s.replaceSubrange(a..<b, with: name == "removeSubrange" ? "" : try i.text(of: args[1].value, at: args[1].range))
            case ("insert", ["_", "at"]):
                guard case let .int(k) = args[1].value, k >= 0, k <= s.count else {
                    throw ExpressionError(.value, at: args[1].range, "expected an index of the string (0…\(s.count))")
                }
                s.insert(contentsOf: try i.text(of: args[0].value, at: args[0].range), at: s.index(s.startIndex, offsetBy: k))
            default: throw ExpressionError(.unknownName, at: e.range, "a string has no mutating method '\(name)' that boardgen runs")
            }
            return .void
        default:
            throw ExpressionError(.unknownName, at: e.range, "\(i.describe(v)) has no mutating method '\(name)'")
        }
    }

    /// `base[args]`.
    package static func subscriptValue(_ base: SwiftValue, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        // `d[.trailing]`, `d[VerticalAlignment.center]`: a view's dimension at an alignment.
        if case let .instance(s) = base, s.type == "ViewDimensions", args.count == 1,
           let w = s["width"].flatMap(Arithmetic.number), let h = s["height"].flatMap(Arithmetic.number) {
            let name: String? = switch args[0].value {
            case let .swiftUI(x, _): { if case let .implicitMember(n) = x.kind { n } else { x.description } }()
            default: nil
            }
            guard let name, let a = AlignmentGuide.alignments[name] else {
                throw ExpressionError(.value, at: args[0].range, "a view's dimensions are read at .leading, .trailing, HorizontalAlignment.center, .top, .bottom, VerticalAlignment.center or a text baseline")
            }
            return .double((a.fraction ?? 1) * (a.axis == .horizontal ? w : h))
        }
        // A partial range (`2...`, `..<3`) is bounded by the collection's ends.
        var args = args
        if args.count == 1, case let .range(lo, hi, closed) = args[0].value {
            let count: Int? = switch base {
            case let .array(items): items.count
            case let .string(s): s.count
            default: nil
            }
            if let count {
                var lower = lo
                if case .none = lo { lower = .int(0) }
                if case .none = hi { args[0].value = .range(lower, .int(count), closed: false) } else { args[0].value = .range(lower, hi, closed: closed) }
            }
        }
        switch base {
        case let .array(items):
            guard args.count == 1 else { break }
            if case let .int(k) = args[0].value {
                guard k >= 0, k < items.count else {
                    throw ExpressionError(.value, at: e.range, "index \(k) is out of range (the array has \(NumberFormat.counted(items.count, "element")))")
                }
                return items[k]
            }
            if case let .range(.int(lo), .int(hi), closed) = args[0].value {
                let end = closed ? hi + 1 : hi
                guard lo >= 0, end <= items.count, lo <= end else { throw ExpressionError(.value, at: e.range, "the range is out of bounds") }
                return .array(Array(items[lo..<end]))
            }
        case let .dictionary(entries):
            guard let key = args.first else { break }
            if let entry = entries.first(where: { i.equal($0.key, key.value) }) { return entry.value }
            if let d = args.first(where: { $0.label == "default" }) { return d.value }
            return .none
        case let .string(s):
            // A string's indices are character offsets on a board (``NativeMembers/stringIndex``).
            if args.count == 1, case let .int(k) = args[0].value, k >= 0, k < s.count {
                return .string(String(s[s.index(s.startIndex, offsetBy: k)]))
            }
            if args.count == 1, case let .range(.int(lo), .int(hi), closed) = args[0].value {
                let end = closed ? hi + 1 : hi
                guard lo >= 0, end <= s.count, lo <= end else { throw ExpressionError(.value, at: e.range, "the range \(lo)..<\(end) is out of the string's bounds (\(s.count) characters)") }
                let chars = Array(s)
                return .string(String(chars[lo..<end]))
            }
        case let .binding(ref):
            guard args.count == 1 else { break }
            return .binding(.path(ref, [.index(args[0].value)]))
        default:
            break
        }
        throw ExpressionError(.type, at: e.range, "\(i.describe(base)) cannot be subscripted that way")
    }

    /// `base[args] = value`.
    package static func setSubscript(_ base: inout SwiftValue, _ args: [Argument], _ value: SwiftValue, _ i: Interpreter, _ e: Expr) throws(ExpressionError) {
        if var owned = base.takeArray() {  // the storage's only owner here: changed in place
            guard args.count == 1, case let .int(k) = args[0].value, k >= 0, k < owned.count else {
                base = .array(owned)
                throw ExpressionError(.value, at: e.range, "the index is out of range")
            }
            owned[k] = value
            base = .array(owned)
            return
        }
        switch base {
        case var .dictionary(entries):
            guard let key = args.first?.value else { break }
            if let k = entries.firstIndex(where: { i.equal($0.key, key) }) {
                if case .none = value { entries.remove(at: k) } else { entries[k].value = value }
            } else if !(value.isNone) {
                entries.append(DictionaryEntry(key: key, value: value))
                try i.checkSize(entries.count, e.range)
                if Interpreter.mayBeHeavy(key) || Interpreter.mayBeHeavy(value) { try i.checkWeight(.dictionary(entries), e.range, what: "the dictionary") }
            }
            base = .dictionary(entries)
        default:
            throw ExpressionError(.type, at: e.range, "\(i.describe(base)) cannot be assigned through a subscript")
        }
    }
}

extension SwiftValue {
    package var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
