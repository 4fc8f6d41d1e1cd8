import BoardRender
import CommandLineKit

/// The manifest keys a figure may set (`"fps": 25`, `"stamp": true`), made from the option
/// tables of the commands that draw figures — `render` for `"at"`, `sheet` for `"sheet"`,
/// `animate` for `"animate"` — so that every option of those commands is a key, listed by
/// `boardgen help build` and docs/figures.md from this one table.
enum FigureKeys {
    /// What `build` sets itself, from the figure's own keys (`"at"`, `"formats"`, `"themes"`,
    /// `"scales"`, `"background"`), or what would make other files than the figure's.
    static let managed: Set<String> = ["output", "format", "scale", "theme", "background", "quiet", "at"]

    /// The entries of `spec`'s options but `managed`, `except` and options whose value may be
    /// left out (`--preview [<name>]`, which a key cannot say).
    static func entries(_ spec: CommandSpec, except: Set<String> = []) -> [FigureOptionTable.Entry] {
        spec.options
            .filter { !managed.contains($0.name) && !except.contains($0.name) && $0.kind != .optionalValue }
            .map { FigureOptionTable.Entry(key: $0.name, takesValue: $0.kind != .flag, isList: $0.kind == .list, help: $0.help) }
    }

    /// The table: a still cannot set `fps` (`render --fps` writes a set of frames).
    static let table = FigureOptionTable(
        still: entries(RenderCommand.spec, except: ["fps"]),
        sheet: entries(SheetCommand.spec),
        animation: entries(AnimateCommand.spec))

    /// For `boardgen help build`: each kind of figure and its keys.
    static var summary: String {
        [("\"at\"", table.still), ("\"sheet\"", table.sheet), ("\"animate\"", table.animation)]
            .map { "\($0.0): \($0.1.map(\.key).joined(separator: ", "))" }
            .joined(separator: "; ")
    }
}
