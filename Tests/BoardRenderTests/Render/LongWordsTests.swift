import Testing
@testable import BoardScene
@testable import Painter

/// A word too long for any line is broken at characters, as before, without Pango's quadratic
/// search for each break (issue 43: a 99,000-character word took minutes).
@Suite struct LongWordsTests {
    @Test func onlyLongRunsGetBreakOpportunities() {
        #expect(LongWords.breakable("a short sentence") == "a short sentence")
        let word = String(repeating: "ab", count: 150)
        let broken = LongWords.breakable("x " + word + " y")
        #expect(broken.hasPrefix("x a\u{200B}b\u{200B}a"))
        #expect(broken.hasSuffix("a\u{200B}b y"))
        #expect(broken.filter { $0 != "\u{200B}" } == "x " + word + " y")
        // Grapheme clusters stay whole (a flag, an accented letter).
        let flags = String(repeating: "🇫🇷é", count: 120)
        #expect(LongWords.breakable(flags).split(separator: "\u{200B}").allSatisfy { $0.count == 1 })
    }

    @Test func aLongWordWrapsToTheSameLines() throws {
        let engine = try TextEngine()
        let font = FontSpec(.sans, 17)
        let word = String(repeating: "abcdefghij", count: 60)
        let wrapped = engine.wrappedLayout(word, font: font, width: 200)
        // The 600 characters fill lines of the width, each character a break point.
        #expect(wrapped.lineCount > 15)
        #expect(wrapped.width <= 200)
        let direct = engine.layout(String(word.prefix(40)), font: font)
        let perCharacter = direct.width / 40
        #expect(wrapped.width > 200 - 2 * perCharacter, "lines are filled to the width: \(wrapped.width)")
    }
}
