/// What the parser and `--help` know of one option: `--at 0,1.0s`, `--samples 20`, `--verbose`.
///
/// An option is declared once, as a typed key (``Option``); a command's table holds the keys
/// and keeps their specifications here, in help order. Commands never read values by this
/// description's name: they read them through the key, so a misspelt option is a compile error.
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
        /// A value that may be left out, at most once: `--preview`, `--preview Dark` or
        /// `--preview=Dark`. The next argument is its value unless it is an option or ends with one
        /// of ``OptionSpec/positionalSuffixes`` (with `.swift` among them, `--preview Trips.swift`
        /// leaves the file positional).
        case optionalValue
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
    /// For an optional value: endings of arguments that are never its value (they are the command's
    /// positional arguments, such as `.swift`).
    public var positionalSuffixes: [String] = []

    /// Creates the description of an option; commands declare options as ``Option`` keys.
    init(_ name: String, short: Character? = nil, kind: Kind, valueName: String = "value", help: String) {
        self.name = name
        self.shortName = short
        self.kind = kind
        self.valueName = valueName
        self.help = help
    }

    /// `--at`.
    public var spelling: String { "--" + name }

    /// The option with its value as shown in usage: `--at <t>[,<t>…]`.
    public var synopsis: String {
        switch kind {
        case .flag: spelling
        case .value: "\(spelling) <\(valueName)>"
        case .list: "\(spelling) <\(valueName)>[,<\(valueName)>…]"
        case .optionalValue: "\(spelling) [<\(valueName)>]"
        }
    }

    /// The built-in `-h, --help`, accepted by every command.
    public static let help = OptionSpec("help", short: "h", kind: .flag, help: "Show help information.")
    /// The built-in `--version` of the program.
    public static let version = OptionSpec("version", kind: .flag, help: "Show the version.")
}
