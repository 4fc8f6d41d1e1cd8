import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// Reads plain values out of expressions: numbers, integers, booleans,
/// strings and members of simple enums. Shared by every signature table.
///
/// Each reader takes the expression and a phrase naming what it is for
/// (`'duration:' of '.easeIn'`), used in messages such as
/// `expected a number for 'duration:' of '.easeIn', found string "A"`.
public enum ValueReader {
    /// A finite number: an integer or floating-point literal, sign included.
    ///
    /// `.zero` (and `Double.zero`, `CGFloat.zero`) is 0, as in a numeric context in Swift.
    ///
    /// - Throws: `.type` for anything else; `.value` for a literal too large
    ///   for a `Double`, and for `.infinity` and `.nan`.
    public static func number(_ e: Expr, for context: String) throws(ExpressionError) -> Double {
        switch e.kind {
        case let .number(n):
            guard n.value.isFinite else {
                throw ExpressionError(.value, at: e.range,
                                      "number '\(Quoting.clip(n.text))' is too large\(Wording.context(context)); expected a finite number")
            }
            return n.value
        case .implicitMember("zero"):
            return 0
        case let .member(base, "zero", _) where ["Double", "CGFloat", "Float", "Int"].contains(base.name ?? ""):
            return 0
        case let .implicitMember(name), let .member(_, name, _):
            if ["infinity", "nan", "signalingNaN"].contains(name) {
                throw ExpressionError(.value, at: e.range,
                                      "'\(Quoting.clip(e.description))' is not allowed\(Wording.context(context)); expected a finite number")
            }
        default:
            break
        }
        throw mismatch(e, .number, context)
    }

    /// An integer literal that fits an `Int`. Like Swift, `2.0` is not an integer.
    public static func integer(_ e: Expr, for context: String) throws(ExpressionError) -> Int {
        guard case let .number(n) = e.kind, n.isInteger else {
            if case let .number(n) = e.kind, n.value == n.value.rounded(), abs(n.value) < 1e15,
               let whole = Int(checking: n.value) {
                throw ExpressionError(.type, at: e.range,
                                      "expected an integer\(Wording.context(context)), found number '\(Quoting.clip(n.text))'",
                                      suggestion: String(whole))
            }
            throw mismatch(e, .integer, context)
        }
        guard let value = Int(exactly: n.value), abs(n.value) < 9.0e15 else {
            throw ExpressionError(.value, at: e.range, "integer '\(Quoting.clip(n.text))' is too large\(Wording.context(context))")
        }
        return value
    }

    /// `true` or `false`.
    public static func bool(_ e: Expr, for context: String) throws(ExpressionError) -> Bool {
        guard case let .bool(b) = e.kind else { throw mismatch(e, .bool, context) }
        return b
    }

    /// A string literal's value; `.init("…")` of one string is that string (`Text(.init(label))`,
    /// the `LocalizedStringKey` of a variable, as Swift infers the parameter's type).
    public static func string(_ e: Expr, for context: String) throws(ExpressionError) -> String {
        if case let .call(callee, arguments, nil) = e.kind, callee.kind == .implicitMember("init"), arguments.count == 1,
           arguments[0].label == nil, case let .string(s) = arguments[0].value.kind {
            return s
        }
        guard case let .string(s) = e.kind else { throw mismatch(e, .string, context) }
        return s
    }

    /// A case of a string-backed enum written as `.name` or `TypeName.name`,
    /// such as `Edge`: `.leading`, `Edge.leading`.
    ///
    /// - Parameters:
    ///   - e: the expression.
    ///   - type: the enum; its raw values are the Swift names.
    ///   - valueType: its name and noun for messages; `valueType.name` is
    ///     the accepted qualifier.
    ///   - context: what the value is for.
    /// - Throws: `.unknownName` with a did-you-mean for an unknown case, `.type` otherwise.
    public static func member<E: CaseIterable & RawRepresentable>(
        _ e: Expr, of type: E.Type, as valueType: ValueType, for context: String
    ) throws(ExpressionError) -> E where E.RawValue == String {
        let name: String, nameRange: SourceRange
        switch e.kind {
        case let .implicitMember(n):
            (name, nameRange) = (n, e.range)
        case let .member(base, n, range) where typePath(base) == valueType.name || "SwiftUI." + valueType.name == typePath(base):
            // `Font.Weight.regular`, `SwiftUI.Font.Weight.regular`.
            (name, nameRange) = (n, range)
        default:
            throw mismatch(e, valueType, context)
        }
        if let value = E(rawValue: name) { return value }
        let names = E.allCases.map(\.rawValue)
        throw ExpressionError(
            .unknownName, at: nameRange,
            "unknown \(valueType.name) '.\(Quoting.clip(name))'\(Wording.context(context)); expected "
                + Wording.list(names.map { "." + $0 }),
            suggestion: Suggester.suggestion(for: name, among: names).map { "." + $0 })
    }

    /// The dotted type name `e` writes (`Font.Weight`); nil for another expression.
    static func typePath(_ e: Expr) -> String? {
        switch e.kind {
        case let .identifier(n): n
        case let .member(base, n, _): typePath(base).map { $0 + "." + n }
        default: nil
        }
    }

    /// The `.type` error "expected a number for …, found …".
    public static func mismatch(_ e: Expr, _ type: ValueType, _ context: String?) -> ExpressionError {
        ExpressionError(.type, at: e.range, "expected \(type.expectation)\(Wording.context(context)), found \(e.summary)" + unknownNamesHint(e))
    }

    /// For an expression that names values of the app (`self.popupTransition`,
    /// `isExpanded ? … : …`, `duration`): what a board can do instead.
    package static func unknownNamesHint(_ e: Expr) -> String {
        if case let .binary(op, _, _) = e.kind, op == "..." || op == "..<" {
            return "; '\(Quoting.clip(e.description, limit: 40))' is a range (your app picks from it at run time); write the one value to show"
        }
        var names: [String] = []
        func walk(_ x: Expr) {
            if case let .identifier(name) = x.kind, let first = name.first, first.isLowercase || first == "_",
               !names.contains(name) {
                names.append(name)
            }
            if case let .call(callee, _, _) = x.kind, case .identifier = callee.kind {
                x.children.dropFirst().forEach(walk)   // a function's name is not a value
                return
            }
            x.children.forEach(walk)
        }
        walk(e)
        guard !names.isEmpty, names.count <= 4 else { return "" }
        let list = Wording.list(names.map { "'\($0)'" }, "and")
        if names == ["self"] {
            return "; a board cannot read your app's properties: write the value itself, or declare it in a Swift file the board names in \"swift\""
        }
        return "; \(list) \(names.count == 1 ? "is a name" : "are names") a board does not know (your app's state or constants): "
            + "write the value you want to show, or declare \(names.count == 1 ? "it" : "them") under \"let\" or in a Swift file named in \"swift\""
    }
}
