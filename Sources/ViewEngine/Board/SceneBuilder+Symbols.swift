import BoardScene
/// The SF Symbols a board shows that have no stand-in glyph: the commands warn about them, as
/// they draw as placeholders with their names (docs/symbols.md).
extension SceneBuilder {
    /// The names of the symbols with no stand-in that `scenes` show, each once, in order of
    /// first appearance.
    public static func unmappedSymbols(_ scenes: [Scene]) -> [String] {
        var seen = Set<String>(), found: [String] = []
        for scene in scenes {
            for view in scene.views where view.standIn == nil {
                if let name = view.symbol, seen.insert(name).inserted { found.append(name) }
            }
        }
        return found
    }

    /// The names of the symbols with no stand-in the board shows, read from the scenes at every
    /// step's start and end and at the end of the cycle (a view shown at any instant is shown
    /// settled at one of them).
    public func unmappedSymbols() -> [String] {
        let instants = timeline.steps.flatMap { [$0.start, $0.end] } + [timeline.cycle]
        return Self.unmappedSymbols(instants.map(scene(at:)))
    }

    /// The warning about `names`: `no stand-in glyph for the SF Symbols "a", "b"; they draw …`.
    public static func unmappedWarning(_ names: [String]) -> String {
        let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return names.count == 1
            ? "no stand-in glyph for the SF Symbol \(quoted); it draws as a placeholder with its name (docs/symbols.md)"
            : "no stand-in glyph for the SF Symbols \(quoted); they draw as placeholders with their names (docs/symbols.md)"
    }
}
