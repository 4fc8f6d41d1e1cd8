import DidYouMean
import Testing

@Suite struct SuggesterTests {
    @Test(arguments: [
        ("", "", 0), ("a", "", 1), ("", "abc", 3), ("kitten", "sitting", 3),
        ("bouncey", "bouncy", 1), ("seped", "speed", 1), ("ab", "ba", 1), ("ca", "abc", 3),
        ("respnse", "response", 1), ("easeIn", "easeIn", 0),
    ])
    func distance(_ a: String, _ b: String, _ expected: Int) {
        #expect(EditDistance.distance(a, b) == expected)
        #expect(EditDistance.distance(b, a) == expected)
    }

    @Test func suggestions() {
        let animations = ["linear", "easeIn", "easeOut", "easeInOut", "spring", "smooth", "snappy", "bouncy"]
        #expect(Suggester.suggestion(for: "bouncey", among: animations) == "bouncy")
        #expect(Suggester.suggestion(for: "EaseIn", among: animations) == "easeIn")
        #expect(Suggester.suggestion(for: "easein", among: animations) == "easeIn")
        #expect(Suggester.suggestion(for: "sprign", among: animations) == "spring")
        #expect(Suggester.suggestion(for: "xyz", among: animations) == nil)
        #expect(Suggester.suggestion(for: "easeIn", among: animations) == nil)
        #expect(Suggester.suggestions(for: "easeI", among: animations) == ["easeIn"])
        #expect(Suggester.suggestions(for: "snapy", among: animations) == ["snappy"])
        #expect(Suggester.suggestion(for: "--att", among: ["--at", "--samples", "--help"]) == "--at")
        #expect(Suggester.suggestion(for: "a", among: ["b", "ab"]) == "b")
    }
}
