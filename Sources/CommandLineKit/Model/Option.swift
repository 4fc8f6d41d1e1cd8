/// Anything a command's option table holds: a typed ``Option`` key, seen through its
/// specification.
///
/// The table of a ``CommandSpec`` is a list of keys (`[Options.at, Options.samples]`), so
/// the same declarations drive parsing, `--help` and reading the values.
public protocol OptionKey: Sendable {
    /// The option as the parser and the help printer see it.
    var spec: OptionSpec { get }
}

/// A typed option key: declared once, listed in the command's table, and the only way a
/// command reads the option's value from a ``ParsedCommand``.
///
/// `Value` says what the option gives: `Bool` for a flag, `String` for a single value
/// (`nil` when not given), `String?` for a value that may be left out, `[String]` for a
/// comma-separated, repeatable list. The initialisers are ``OptionKey/flag(_:short:help:)``,
/// ``OptionKey/value(_:short:valueName:help:)``, ``OptionKey/optionalValue(_:valueName:help:positionalSuffixes:)``
/// and ``OptionKey/list(_:short:valueName:help:)``; there is no other, so no key of another
/// type can be made.
///
/// ```swift
/// enum Options {
///     static let quiet = Option.flag("quiet", short: "q", help: "No progress.")
///     static let samples = Option.value("samples", valueName: "n", help: "A count.")
/// }
/// let spec = CommandSpec(name: "curve", abstract: "…", options: [Options.quiet, Options.samples])
/// // …
/// let quiet: Bool = parsed[Options.quiet]
/// let samples: Int? = try parsed.value(Options.samples) { Int($0)! }
/// ```
public struct Option<Value>: OptionKey, Hashable {
    /// The option as the parser and the help printer see it.
    public let spec: OptionSpec

    init(_ spec: OptionSpec) { self.spec = spec }
}

extension OptionKey where Self == Option<Bool> {
    /// A flag such as `--verbose`: `true` when given.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option<Bool> {
        Option(OptionSpec(name, short: short, kind: .flag, help: help))
    }
}

extension OptionKey where Self == Option<String> {
    /// A single-valued option such as `--samples <n>`: its value, or `nil` when not given.
    public static func value(_ name: String, short: Character? = nil, valueName: String, help: String) -> Option<String> {
        Option(OptionSpec(name, short: short, kind: .value, valueName: valueName, help: help))
    }
}

extension OptionKey where Self == Option<String?> {
    /// An option whose value may be left out, such as `--preview [<name>]`: whether it was given is
    /// ``ParsedCommand/isGiven(_:)``, its value (nil when left out) the subscript. An argument that
    /// ends with one of `positionalSuffixes` is never taken as its value.
    public static func optionalValue(_ name: String, valueName: String, help: String, positionalSuffixes: [String] = []) -> Option<String?> {
        var spec = OptionSpec(name, kind: .optionalValue, valueName: valueName, help: help)
        spec.positionalSuffixes = positionalSuffixes
        return Option(spec)
    }
}

extension OptionKey where Self == Option<[String]> {
    /// A repeatable, comma-separated option such as `--at <t>[,<t>…]`: every item of every
    /// occurrence, empty when not given.
    public static func list(_ name: String, short: Character? = nil, valueName: String, help: String) -> Option<[String]> {
        Option(OptionSpec(name, short: short, kind: .list, valueName: valueName, help: help))
    }
}
