/// What the parser and `--help` know of one positional argument: `<expr>`.
///
/// Declared once, as a typed key (``Argument``); commands read the argument through the key.
public struct ArgumentSpec: Hashable, Sendable {
    /// The name shown in help as `<name>`.
    public var name: String
    /// One sentence for help.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it takes every remaining positional argument (only the last may).
    public var isVariadic: Bool

    /// Creates the description of an argument; commands declare arguments as ``Argument`` keys.
    init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
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
