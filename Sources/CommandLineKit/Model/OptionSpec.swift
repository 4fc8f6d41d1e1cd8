/// One option of a command: `--at 0,1.0s`, `--samples 20`, `--verbose`.
///
/// The same value drives parsing and the OPTIONS section of `--help`.
public struct OptionSpec: Hashable, Sendable {
    /// How an option takes values.
    public enum Kind: Hashable, Sendable {
        /// No value: present or not (`--help`).
        case flag
        /// One value, at most once: `--samples 20` or `--samples=20`.
        case value
        /// Values separated by commas, and the option may repeat:
        /// `--at 0,1.0s --at 250ms` gives three values.
        case list
    }

    /// The long name without dashes: `at`.
    public var name: String
    /// The one-letter short name, if any: `h` for `-h`.
    public var shortName: Character?
    /// How it takes values.
    public var kind: Kind
    /// The value's placeholder in help: `t`, `n`.
    public var valueName: String
    /// One sentence for help.
    public var help: String

    /// Creates an option.
    public init(_ name: String, short: Character? = nil, kind: Kind, valueName: String = "value", help: String) {
        self.name = name
        self.shortName = short
        self.kind = kind
        self.valueName = valueName
        self.help = help
    }

    /// A flag such as `--verbose`.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help)
    }

    /// A single-valued option such as `--samples <n>`.
    public static func value(_ name: String, short: Character? = nil, valueName: String, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .value, valueName: valueName, help: help)
    }

    /// A repeatable, comma-separated option such as `--at <t>[,<t>…]`.
    public static func list(_ name: String, short: Character? = nil, valueName: String, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .list, valueName: valueName, help: help)
    }

    /// `--at`.
    public var spelling: String { "--" + name }

    /// The option with its value as shown in usage: `--at <t>[,<t>…]`.
    public var synopsis: String {
        switch kind {
        case .flag: spelling
        case .value: "\(spelling) <\(valueName)>"
        case .list: "\(spelling) <\(valueName)>[,<\(valueName)>…]"
        }
    }

    /// The built-in `-h, --help`, accepted by every command.
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")
    /// The built-in `--version` of the program.
    public static let version = OptionSpec.flag("version", help: "Show the version.")
}

/// A positional argument of a command: `<expr>`.
public struct ArgumentSpec: Hashable, Sendable {
    /// The name the command reads it by, shown in help as `<name>`.
    public var name: String
    /// One sentence for help.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it takes every remaining positional argument (only the last may).
    public var isVariadic: Bool

    /// Creates a positional argument.
    public init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }

    /// `<expr>`, `[<expr>]` or `<file>…`.
    public var synopsis: String {
        let core = "<\(name)>" + (isVariadic ? "…" : "")
        return isOptional ? "[\(core)]" : core
    }
}
