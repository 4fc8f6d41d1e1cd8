import SwiftFront

/// The Swift symbols Xcode 15 generates for an app's asset catalogues ("Generate Asset Symbols",
/// on by default): each colour set as `Color.customBlack`, `.customBlack` wherever a `ShapeStyle`
/// is expected and `Color(.customBlack)`; each image set as `Image(.coffee)`. Apps written since
/// use them instead of `Color("CustomBlack")`, so a board reads them as Xcode writes them: as a
/// Swift file (``source(colors:declared:)``) beside the app's, which the interpreter runs
/// like any other extension.
///
/// Names follow Xcode's generated symbols file (as projects commit it):
/// words split at spaces, `_`, `-` and `.`; the first word's leading capitals lowered
/// (`DSAction` → `dsAction`; a word of capitals alone kept, `BG`), later words capitalised (`bear_no_background` → `bearNoBackground`);
/// a colour's trailing `Color` dropped (`AccentColor` → `accent`); a leading digit prefixed with
/// `_` (`10_back_arm` → `_10BackArm`).
package enum AssetSymbols {
    /// The symbol Xcode generates for the asset `name`; `nil` when it generates none a board can
    /// name (nothing left, or a Swift keyword).
    package static func symbol(for name: String, isColor: Bool) -> String? {
        let leaf = name.split(separator: "/").last.map(String.init) ?? name
        let words = leaf.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard let first = words.first else { return nil }
        var symbol = lowerLeadingCapitals(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if isColor, symbol.hasSuffix("Color"), symbol.count > "Color".count { symbol.removeLast("Color".count) }
        if let c = symbol.first, c.isNumber { symbol = "_" + symbol }
        guard !symbol.isEmpty, !keywords.contains(symbol) else { return nil }
        return symbol
    }

    /// `DSAction` → `dsAction`, `CustomBlack` → `customBlack`; a word with no lower-case letter
    /// is kept (`BG` → `BG`, `B2` → `B2`, as Xcode's generated files name them).
    static func lowerLeadingCapitals(_ word: String) -> String {
        guard word.contains(where: \.isLowercase) else { return word }
        let chars = Array(word)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        // The last capital of a run starts the next word when a lower-case letter follows it.
        if run > 1, run < chars.count, chars[run].isLowercase { run -= 1 }
        return String(chars[..<run]).lowercased() + String(chars[run...])
    }

    /// Symbols → asset names, for `Color(.x)` and `Image(.x)`: the colour sets' and the image sets'.
    package static func table(_ names: some Sequence<String>, isColor: Bool) -> [String: String] {
        var table: [String: String] = [:]
        for name in names.sorted() {
            guard let s = symbol(for: name, isColor: isColor), table[s] == nil else { continue }
            table[s] = name
        }
        return table
    }

    /// The Swift of Xcode's colour extensions for `colors` (symbol → asset name): a static
    /// `Color` on `Color` and on `ShapeStyle where Self == Color`, each `Color("Name")`. Names
    /// the app declares itself on those types (`declared`), or that SwiftUI's own colours hold,
    /// are left out, as the app's or SwiftUI's meaning is the one the compiler would keep.
    package static func source(colors: [String: String], declared: Set<String>) -> String {
        // Xcode generates no `Color` symbol that SwiftUI's `Color` has ("The "Primary" color asset name
        // resolves to a conflicting Color symbol"), only the ColorResource.
        let kept = colors.keys.sorted().filter { !declared.contains($0) && !SystemColors.contains($0) && !ViewEvaluator.colors.contains($0) }
        guard !kept.isEmpty else { return "" }
        func members(_ owner: String) -> String {
            "extension \(owner) {\n" + kept.map { s in
                let literal = colors[s]!.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                return "    static var \(s): Color { Color(\"\(literal)\") }\n"
            }.joined() + "}\n"
        }
        return members("Color") + members("ShapeStyle where Self == Color")
    }

    /// The name of the Swift file ``source(colors:declared:)`` is read as (where a message points).
    package static let fileName = "GeneratedAssetSymbols.swift"

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "operator", "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "var", "where", "while", "Type", "Self", "self",
    ]
}
