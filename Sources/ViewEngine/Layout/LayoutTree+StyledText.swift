import BoardModel
import BoardScene
import SwiftRun

/// A `Text` joined from pieces styled apart (`Text("a").bold() + Text("b")`, Markdown in a literal):
/// one text node, laid out and wrapped as one paragraph, whose pieces keep their own fonts, colours
/// and lines.
extension LayoutTree {
    /// Adds `content` (the joined `Text`) and gives it `pieces`' runs: each piece is read as a `Text`
    /// laid out in this environment (so a piece's own modifiers win over those around the join, as
    /// in SwiftUI), then removed again — only the one text node stays in the tree.
    mutating func addStyledText(
        _ content: ViewNode, _ pieces: [ViewNode], id: String, font: ViewFont, foreground: Tint?, axis: Axis?,
        styles: ControlStyles, depth: Int
    ) throws(LayoutError) -> Int {
        let i = try add(content, id: id, font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
        guard case .text = nodes[i].kind else { return i }
        var runs: [StyledTextRun] = []
        for (k, piece) in pieces.enumerated() {
            let mark = nodes.count
            let j = try add(piece, id: "\(id)/piece\(k)", font: font, foreground: foreground, axis: axis, styles: styles, depth: depth + 1)
            let n = nodes[j]
            if case let .text(s) = n.kind, !s.isEmpty {
                runs.append(StyledTextRun(text: s, font: n.font, foreground: n.foreground,
                                          strikethrough: n.styles.strikethrough, underline: n.styles.underline))
            } else if case let .control(.image(name, false, false)) = n.kind {
                runs.append(Self.symbolRun(name, n, platform: platform))
            }
            nodes.removeSubrange(mark...)
        }
        nodes[i].kind = .text(runs.map(\.text).joined())
        // One style throughout (pieces that differ only in what they say) is a plain text.
        let first = runs.first
        if runs.allSatisfy({ $0.font == first?.font && $0.foreground == first?.foreground
                && $0.strikethrough == first?.strikethrough && $0.underline == first?.underline }) {
            if let first {
                nodes[i].font = first.font
                nodes[i].foreground = first.foreground
                nodes[i].styles.strikethrough = first.strikethrough
                nodes[i].styles.underline = first.underline
            }
            return i
        }
        nodes[i].styles.textRuns = runs
        return i
    }

    /// A symbol set in a line of text (`Text(Image(systemName:))`): its stand-in's glyph in the Material
    /// Icons face at the size a symbol of the text's font takes, centred on the text's capitals as a
    /// symbol beside the text is (``SymbolGeometry``); a symbol with no stand-in shows a white square.
    static func symbolRun(_ name: String, _ n: Node, platform: Platform) -> StyledTextRun {
        let fontSize = n.font.size
        guard let standIn = n.styles.symbol(name).standIn else {
            return StyledTextRun(text: "\u{25A1}", font: n.font, foreground: n.foreground, strikethrough: false, underline: false)
        }
        let g = SymbolGeometry(standIn.glyph, fontSize: fontSize, scale: platform.symbolScale(n.styles.imageScale))
        let rise = fontSize * SymbolGeometry.centreAboveBaseline - g.glyphSize / 2
        return StyledTextRun(text: standIn.glyph.character, font: FontSpec(.materialIcons, g.glyphSize), foreground: n.foreground,
                             strikethrough: false, underline: false, rise: rise)
    }
}
