import Foundation
import SwiftFront
import BoardModel

/// JSON (as `JSONSerialization` reads it) made into the values of a declared type, as Swift's
/// synthesized `Decodable` conformance makes them: arrays, dictionaries, optionals, numbers,
/// strings, booleans, URLs, raw-value enums, and the app's structs and classes property by
/// property (its `CodingKeys` raw values when it declares them; a `let` with a value is kept).
struct JSONValueDecoder {
    let interpreter: Interpreter
    let snake: Bool
    let site: Expr
    /// Values made, bounded as the interpreter's collections are.
    var made = 0

    init(interpreter: Interpreter, snake: Bool, site: Expr) {
        self.interpreter = interpreter
        self.snake = snake
        self.site = site
    }

    func failure(_ message: String, _ path: [String]) -> ExpressionError {
        let at = path.isEmpty ? "" : " at \(path.joined(separator: "."))"
        return ExpressionError(.value, at: site.range, "decoding failed\(at): \(message)")
    }

    mutating func value(_ any: Any, as declared: String, path: [String]) throws(ExpressionError) -> SwiftValue {
        made += 1
        try interpreter.checkSize(made, site.range, what: "the decoded data")
        let type = declared.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") {
            if any is NSNull { return .none }
            return try value(any, as: String(type.dropLast()), path: path)
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            if let colon = Self.topLevelColon(inner) {
                guard let object = any as? [String: Any] else { throw failure("expected a dictionary for \(type)", path) }
                let valueType = String(inner[inner.index(after: colon)...])
                var out: [DictionaryEntry] = []
                for key in object.keys.sorted() {
                    out.append(DictionaryEntry(key: .string(key), value: try value(object[key]!, as: valueType, path: path + [key])))
                }
                return .dictionary(out)
            }
            guard let array = any as? [Any] else { throw failure("expected an array for \(type)", path) }
            var out: [SwiftValue] = []
            for (k, element) in array.enumerated() { out.append(try value(element, as: inner, path: path + ["\(k)"])) }
            return .array(out)
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return try value(any, as: "[" + type.dropFirst(6).dropLast() + "]", path: path) }
        // `Range<Double>`, `ClosedRange<Int>`: Swift's Codable ranges are `[lowerBound, upperBound]`.
        for (prefix, closed) in [("Range<", false), ("ClosedRange<", true)] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            let bound = String(type.dropFirst(prefix.count).dropLast())
            guard let pair = any as? [Any], pair.count == 2 else { throw failure("expected [lowerBound, upperBound] for \(type)", path) }
            let lower = try value(pair[0], as: bound, path: path + ["0"]), upper = try value(pair[1], as: bound, path: path + ["1"])
            if let l = Arithmetic.number(lower), let u = Arithmetic.number(upper), l > u {
                throw failure("a \(type) whose lowerBound \(l) is greater than its upperBound \(u)", path)
            }
            return .range(lower, upper, closed: closed)
        }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return try value(any, as: type.dropFirst(9).dropLast() + "?", path: path) }
        switch type {
        case "String":
            guard let s = any as? String else { throw failure("expected a string", path) }
            return .string(s)
        case "Bool":
            guard let n = any as? NSNumber, Self.isBool(n) else { throw failure("expected a Bool", path) }
            return .bool(n.boolValue)
        case "Int", "Int64", "Int32", "UInt", "Int16", "UInt8":
            guard let n = any as? NSNumber, !Self.isBool(n), let i = Int(exactly: n.doubleValue) else { throw failure("expected an integer", path) }
            return .int(i)
        case "Double", "CGFloat", "Float", "TimeInterval":
            guard let n = any as? NSNumber, !Self.isBool(n) else { throw failure("expected a number", path) }
            return .double(n.doubleValue)
        case "URL":
            guard let s = any as? String else { throw failure("expected a URL string", path) }
            return BundleResources.url(string: s)
        case "UUID":
            guard let s = any as? String, UUID(uuidString: s) != nil else { throw failure("expected a UUID string", path) }
            return .string(s)
        case "Date", "Data":
            throw Interpreter.unsupported("decoding a \(type)", "dates and data are not decoded on a board yet; decode the string and show it", at: site.range)
        default:
            break
        }
        guard let t = interpreter.program.type(type) else {
            throw Interpreter.unsupported("decoding \(type)", "\(type) is not a type the Swift files declare (or one a board decodes: String, numbers, Bool, URL, UUID, ranges, arrays, dictionaries, optionals)", at: site.range)
        }
        if t.keyword == .enum {
            return try interpreter.initialize(t.name, [Argument(label: "rawValue", value: try value(any, as: t.rawType ?? "String", path: path), range: site.range)], site,
                                              Frame(scope: Scope(parent: nil), selfType: nil, origin: interpreter.currentOrigin))
                .orFailure(failure("\(Quoting.stringLiteral(Quoting.clip("\(any)"))) is not a case of \(t.name)", path))
        }
        if t.initializers.contains(where: { ref in ref.declaration.parameters.first?.label == "from" }) {
            throw Interpreter.unsupported("\(t.name)'s init(from:)", "a custom Decodable initializer is not run on a board; let Swift synthesize it", at: site.range)
        }
        guard let object = any as? [String: Any] else { throw failure("expected an object for \(t.name)", path) }
        let keys = codingKeys(t)
        var instance = StructValue(type: t.name, fields: [])
        let frame = Frame(scope: Scope(parent: nil), selfType: t.name, origin: t.origin)
        for p in t.stored {
            let initial = try interpreter.initialValue(p, frame, site)
            // A `let` with a value is not decoded; with `CodingKeys`, only the properties they name are.
            let key = keys.map { $0[p.name] } ?? (p.isLet && p.binding.initializer != nil ? nil : .some(p.name))
            guard let key, let jsonKey = key else { instance[p.name] = initial; continue }
            let name = snake ? Self.snakeCase(jsonKey) : jsonKey
            if let raw = object[name] {
                instance[p.name] = try value(raw, as: p.binding.type, path: path + [name])
            } else if p.binding.type.hasSuffix("?") {
                instance[p.name] = .none
            } else if p.binding.initializer != nil {
                instance[p.name] = initial
            } else {
                throw failure("no value for the key \(Quoting.stringLiteral(name)) of \(t.name)", path)
            }
        }
        return t.keyword == .class ? .object(interpreter.makeObject(instance)) : .instance(instance)
    }

    /// `enum CodingKeys: String, CodingKey` of `t`: property name → JSON key (nil: not decoded).
    func codingKeys(_ t: TypeInfo) -> [String: String?]? {
        guard let keys = interpreter.program.type(t.name + ".CodingKeys"), !keys.cases.isEmpty else { return nil }
        var out: [String: String?] = [:]
        for p in t.stored { out[p.name] = .some(nil) }
        for c in keys.cases {
            var raw = c.name
            if let r = c.declaration.rawValue, case let .string(s) = r.kind { raw = s }
            out[c.name] = .some(raw)
        }
        return out
    }

    /// Whether JSONSerialization read `true` or `false` (an NSNumber of a C `char`).
    static func isBool(_ n: NSNumber) -> Bool { String(cString: n.objCType) == "c" }

    /// `firstName` → `first_name`: the JSON key `.convertFromSnakeCase` reads for a property.
    static func snakeCase(_ name: String) -> String {
        var out = ""
        for ch in name {
            if ch.isUppercase { out += "_" + ch.lowercased() } else { out.append(ch) }
        }
        return out
    }

    /// The colon of `K: V` at the top level of a dictionary type's inside.
    static func topLevelColon(_ s: String) -> String.Index? {
        var depth = 0
        for i in s.indices {
            switch s[i] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
        }
        return nil
    }
}

private extension SwiftValue {
    func orFailure(_ error: ExpressionError) throws(ExpressionError) -> SwiftValue {
        if case .none = self { throw error }
        return self
    }
}
