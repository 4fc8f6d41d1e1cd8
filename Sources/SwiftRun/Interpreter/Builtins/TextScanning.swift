import Foundation
import SwiftFront
import BoardModel

/// Foundation's `CharacterSet` and `Scanner`, as apps' hex colour initializers use them
/// (`hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`,
/// `Scanner(string: hex).scanHexInt64(&int)`): Foundation's own sets and scanning, run.
package enum TextScanning {
    /// The named sets of `CharacterSet` a board knows.
    static let named: [String: CharacterSet] = [
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits,
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "uppercaseLetters": .uppercaseLetters,
        "lowercaseLetters": .lowercaseLetters, "controlCharacters": .controlCharacters,
    ]

    /// Whether `CharacterSet.name` is one of them.
    package static func knows(_ type: String, _ name: String) -> Bool {
        type == "CharacterSet" && named[name] != nil
    }

    /// `CharacterSet.alphanumerics` and kin.
    package static func set(_ name: String, inverted: Bool = false, characters: String = "") -> SwiftValue {
        .instance(StructValue(type: "CharacterSet", fields: [("name", .string(name)), ("characters", .string(characters)),
                                                            ("isInverted", .bool(inverted))]))
    }

    /// The Foundation set a value stands for; nil when it is not a `CharacterSet`.
    package static func characterSet(_ v: SwiftValue) -> CharacterSet? {
        guard case let .instance(s) = v, s.type == "CharacterSet", case let .string(name)? = s["name"] else { return nil }
        var set = named[name] ?? CharacterSet()
        if case let .string(chars)? = s["characters"] { set.formUnion(CharacterSet(charactersIn: chars)) }
        if case .bool(true)? = s["isInverted"] { set.invert() }
        return set
    }

    /// `.whitespaces`, `.alphanumerics.inverted` written where a `CharacterSet` is taken.
    package static func implicitSet(_ v: SwiftValue) -> CharacterSet? {
        guard case let .swiftUI(e, _) = v else { return nil }
        switch e.kind {
        case let .implicitMember(name): return named[name]
        case let .member(base, "inverted", _):
            guard case let .implicitMember(name) = base.kind, let set = named[name] else { return nil }
            return set.inverted
        default: return nil
        }
    }

    /// `set.inverted`.
    package static func property(_ s: StructValue, _ name: String) -> SwiftValue? {
        guard s.type == "CharacterSet", name == "inverted", case let .bool(inverted)? = s["isInverted"] else { return nil }
        var flipped = s
        flipped["isInverted"] = .bool(!inverted)
        return .instance(flipped)
    }

    /// `CharacterSet(charactersIn: "#")`, `Scanner(string: text)`.
    package static func make(_ type: String, _ args: [Argument]) -> SwiftValue? {
        switch (type, args.map(\.label)) {
        case ("CharacterSet", ["charactersIn"]):
            guard case let .string(chars) = args[0].value else { return nil }
            return set("", characters: chars)
        case ("Scanner", ["string"]):
            guard case .string = args[0].value else { return nil }
            return .instance(StructValue(type: "Scanner", fields: [("string", args[0].value)]))
        default:
            return nil
        }
    }

    /// The scanning methods a board runs.
    package static let scannerMethods: Set<String> = ["scanHexInt64", "scanHexInt32", "scanInt", "scanInt64", "scanUInt64", "scanDouble"]

    /// `scanner.scanHexInt64(&x)`: the number at the start of the string (after whitespace), or
    /// nil when there is none — what the method stores through its argument (and tells with its
    /// Bool), or `scanUInt64(representation: .hexadecimal)` returns.
    package static func scan(_ s: StructValue, _ name: String, hexadecimal: Bool) -> SwiftValue? {
        guard case let .string(text)? = s["string"] else { return nil }
        let scanner = Scanner(string: text)
        if name == "scanDouble" { return scanner.scanDouble().map { .double($0) } }
        if hexadecimal || name.hasPrefix("scanHex") {
            guard let v = scanner.scanUInt64(representation: .hexadecimal) else { return nil }
            return .int(Int(truncatingIfNeeded: name == "scanHexInt32" ? v & 0xFFFF_FFFF : v))
        }
        return scanner.scanInt().map { .int($0) }
    }
}

extension Interpreter {
    /// A `Scanner`'s method: `scanHexInt64(&x)` stores the number through `&x` and tells whether
    /// one was read; `scanUInt64(representation: .hexadecimal)` and `scanInt()` return it (or nil).
    package func scannerCall(_ s: StructValue, _ name: String, _ arguments: [Expr.Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard TextScanning.scannerMethods.contains(name) else {
            throw ExpressionError(.unknownName, at: e.range, "a Scanner has no method '\(name)' that a board runs; it runs \(TextScanning.scannerMethods.sorted().joined(separator: ", "))")
        }
        if let first = arguments.first, first.label == nil, case let .prefix("&", target) = first.value.kind {
            guard let v = TextScanning.scan(s, name, hexadecimal: false) else { return .bool(false) }
            try write(v, to: target, f)
            return .bool(true)
        }
        let hexadecimal = arguments.contains { $0.label == "representation" && $0.value.description.hasSuffix("hexadecimal") }
        return TextScanning.scan(s, name, hexadecimal: hexadecimal) ?? .none
    }
}
