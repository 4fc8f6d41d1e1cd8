/// Anything a command's argument table holds: a typed ``Argument`` key, seen through its
/// specification.
public protocol ArgumentKey: Sendable {
    /// The argument as the parser and the help printer see it.
    var spec: ArgumentSpec { get }
}

/// A typed positional-argument key: declared once, listed in the command's table, and the only
/// way a command reads the argument from a ``ParsedCommand``.
///
/// `Value` says what the argument gives: `String` for a required one (the parser refuses a
/// command line without it), `String?` for an optional one, `[String]` for a variadic last
/// argument (every remaining positional argument). The initialisers are
/// ``ArgumentKey/required(_:help:)``, ``ArgumentKey/optional(_:help:)`` and
/// ``ArgumentKey/variadic(_:help:optional:)``.
///
/// ```swift
/// static let expr = Argument.required("expr", help: "A SwiftUI animation.")
/// // …
/// let source: String = parsed[expr]
/// ```
public struct Argument<Value>: ArgumentKey, Hashable {
    /// The argument as the parser and the help printer see it.
    public let spec: ArgumentSpec

    init(_ spec: ArgumentSpec) { self.spec = spec }
}

extension ArgumentKey where Self == Argument<String> {
    /// A required argument such as `<expr>`.
    public static func required(_ name: String, help: String) -> Argument<String> {
        Argument(ArgumentSpec(name, help: help))
    }
}

extension ArgumentKey where Self == Argument<String?> {
    /// An argument that may be left out, such as `[<manifest>]`.
    public static func optional(_ name: String, help: String) -> Argument<String?> {
        Argument(ArgumentSpec(name, help: help, optional: true))
    }
}

extension ArgumentKey where Self == Argument<[String]> {
    /// A last argument that takes every remaining positional argument, such as `<file>…`
    /// (at least one) or, `optional`, `[<board>…]`.
    public static func variadic(_ name: String, help: String, optional: Bool = false) -> Argument<[String]> {
        Argument(ArgumentSpec(name, help: help, optional: optional, variadic: true))
    }
}
