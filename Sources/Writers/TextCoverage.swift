import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Characters of a board's texts that no pinned font covers: Pango draws each as a hex
/// box, so the commands warn about them before drawing (docs/text.md).
///
/// ```swift
/// let missing = try TextCoverage.uncovered(SceneBuilder(board: board))
/// // ["न", "म"]: draw as boxes
/// ```
public enum TextCoverage {
    /// The characters of `builder`'s texts (title, status, captions, tile labels, rows) that
    /// no pinned font covers, each once, in order of first appearance.
    ///
    /// The texts are read from the scenes at every step's start and end and at the end of
    /// the cycle: a text shown at any instant is shown settled at one of these.
    public static func uncovered(_ builder: SceneBuilder) throws(RenderError) -> [Character] {
        let timeline = builder.timeline
        let instants = timeline.steps.flatMap { [$0.start, $0.end] } + [timeline.cycle]
        return try uncovered(instants.map(builder.scene(at:)))
    }

    /// The characters of `scenes`' texts that no pinned font covers, each once, in order
    /// of first appearance.
    public static func uncovered(_ scenes: [Scene]) throws(RenderError) -> [Character] {
        var texts: [(String, FontSpec)] = []
        for scene in scenes {
            texts += scene.texts.map { ($0.text, $0.font) }
            for cell in scene.cells {
                texts += (cell.tile?.texts ?? []).map { ($0.text, $0.font) }
                texts += cell.captionTexts.map { ($0.text, $0.font) }
            }
        }
        let lease = try TextLease()
        // The engine is this thread's until the lease ends; keep it to the end of the checks.
        defer { withExtendedLifetime(lease) {} }
        var checked = Set<String>(), found: [Character] = [], seen = Set<Character>()
        for (text, font) in texts where !text.allSatisfy(\.isASCII) && checked.insert(text).inserted {
            guard lease.engine.layout(text, font: font).unknownGlyphs > 0 else { continue }
            for character in text where !character.isASCII && !seen.contains(character)
                && lease.engine.layout(String(character), font: font).unknownGlyphs > 0 {
                seen.insert(character)
                found.append(character)
            }
        }
        return found
    }

    /// `["न", "म"]` as `न (U+0928), म (U+092E)`, the first `limit` of them, then `and N more`.
    public static func describe(_ characters: [Character], limit: Int = 6) -> String {
        let shown = characters.prefix(limit).map { c in
            let codes = c.unicodeScalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            return "\(c) (\(codes.joined(separator: " ")))"
        }
        let rest = characters.count - shown.count
        return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }
}
