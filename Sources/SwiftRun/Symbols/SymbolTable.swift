/// The table of SF Symbol names boardgen draws a stand-in glyph for (``SymbolTable/names``, in
/// SymbolTable+Names.swift):
/// each name and the Material icon that stands in for it.
package enum SymbolTable {
    /// Every listed SF Symbol name and its stand-in icon, parsed once from ``names``.
    package static let standIns: [String: MaterialIcons.Glyph] = {
        var table: [String: MaterialIcons.Glyph] = [:]
        for line in names.split(separator: "\n") {
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            guard f.count == 2, let glyph = MaterialIcons.glyph(String(f[1])) else { continue }
            table[String(f[0])] = glyph
        }
        return table
    }()

    /// The table's SF Symbol names and Material names in the order written (for the checks of
    /// the table itself: sorted, each icon known).
    package static var lines: [(symbol: String, icon: String)] {
        names.split(separator: "\n").map { line in
            let f = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            return (f.first ?? "", f.count > 1 ? f[1] : "")
        }
    }
}
