/// The command-line options a figure may set as manifest keys of the same name (`"fps": 25`,
/// `"stamp": true`, `"phase": "insertion"`), per figure or for every figure in `"defaults"`.
///
/// The table is the command line's own: `boardgen` makes it from the options of `render`,
/// `sheet` and `animate` (those the build does not set itself), so that a new option of those
/// commands is a manifest key with nothing else to write, and `boardgen help build` and
/// docs/figures.md list the same keys. A figure's settings are passed to the command that draws
/// it; that command checks their values, as it checks a user's.
///
/// ```swift
/// let table = FigureOptionTable(still: [.init(key: "stamp", takesValue: false, help: "…")], sheet: [], animation: [])
/// try FigureManifest.read(source, options: table)
/// ```
public struct FigureOptionTable: Sendable, Hashable {
    /// One option: its key (the option's long name) and whether it takes a value (a flag does not).
    public struct Entry: Sendable, Hashable {
        /// The key, the option's name without `--`: `fps`.
        public var key: String
        /// Whether the option takes a value (`--fps 25`); a flag (`--stamp`) does not.
        public var takesValue: Bool
        /// Whether the value may be a list (`--cells a,b`), written as a JSON array.
        public var isList: Bool
        /// The option's help line.
        public var help: String

        /// Creates an entry.
        public init(key: String, takesValue: Bool, isList: Bool = false, help: String) {
            self.key = key
            self.takesValue = takesValue
            self.isList = isList
            self.help = help
        }
    }

    /// What a still (`"at"`) may set: `render`'s options.
    public var still: [Entry]
    /// What a contact sheet (`"sheet"`) may set: `sheet`'s options.
    public var sheet: [Entry]
    /// What an animation (`"animate"`) may set: `animate`'s options.
    public var animation: [Entry]

    /// Creates a table.
    public init(still: [Entry], sheet: [Entry], animation: [Entry]) {
        self.still = still
        self.sheet = sheet
        self.animation = animation
    }

    /// No option keys: a manifest of the built-in keys only.
    public static let none = FigureOptionTable(still: [], sheet: [], animation: [])

    /// The entries a figure drawing `content` may set.
    public func entries(for content: Figure.Content) -> [Entry] {
        switch content {
        case .still: still
        case .sheet: sheet
        case .animation: animation
        }
    }

    /// Every key, once, in the order still, sheet, animation.
    public var keys: [String] {
        var out: [String] = []
        for e in still + sheet + animation where !out.contains(e.key) { out.append(e.key) }
        return out
    }

    /// What draws a figure that may set `key`, for messages: `"sheet" and "animate"`.
    public func owners(of key: String) -> [String] {
        [("\"at\"", still), ("\"sheet\"", sheet), ("\"animate\"", animation)].filter { $0.1.contains { $0.key == key } }.map(\.0)
    }
}

/// A command-line option a figure sets: its key and the value passed (nil for a flag).
public struct FigureSetting: Sendable, Hashable, CustomStringConvertible {
    /// The option's long name: `fps`.
    public var key: String
    /// The value as the command line takes it (`25`, `a,b`); nil for a flag.
    public var value: String?

    /// Creates a setting.
    public init(key: String, value: String?) {
        self.key = key
        self.value = value
    }

    /// The command-line arguments: `["--fps", "25"]` or `["--stamp"]`.
    public var arguments: [String] { ["--" + key] + (value.map { [$0] } ?? []) }

    /// `fps=25`, `stamp`.
    public var description: String { value.map { "\(key)=\($0)" } ?? key }
}
