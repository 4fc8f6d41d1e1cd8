/// English agreement for `^[2 apple](inflect: true)` in a `Text` literal (Foundation's automatic
/// grammar agreement): the noun after a number other than 1 takes its plural. Only English nouns
/// are inflected (boardgen lays text out in the en locale); a phrase without a number is as written.
package enum Inflection {
    /// Irregular plurals, in lowercase.
    static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "foot": "feet", "tooth": "teeth", "goose": "geese", "ox": "oxen", "leaf": "leaves", "life": "lives",
        "knife": "knives", "wife": "wives", "half": "halves", "shelf": "shelves", "wolf": "wolves",
        "sheep": "sheep", "fish": "fish", "deer": "deer", "series": "series", "species": "species",
    ]

    /// `phrase` with the word after its first number in the number's grammatical number.
    package static func agreeing(_ phrase: String) -> String {
        let words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let k = words.firstIndex(where: { number($0) != nil }), let n = number(words[k]), k + 1 < words.count else { return phrase }
        guard n != 1 else { return phrase }
        var out = words
        out[k + 1] = plural(words[k + 1])
        return out.joined(separator: " ")
    }

    /// A word that is a number (`3`, `1,024`, `2.5`).
    static func number(_ word: String) -> Double? {
        Double(word.replacingOccurrences(of: ",", with: ""))
    }

    /// The plural of an English noun, keeping its capitalisation (`Person` → `People`, `Box` → `Boxes`).
    package static func plural(_ word: String) -> String {
        let trailing = word.reversed().prefix { !$0.isLetter }
        let noun = String(word.dropLast(trailing.count))
        guard !noun.isEmpty else { return word }
        let lower = noun.lowercased()
        var result: String
        if let known = irregular[lower] {
            result = known
        } else if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            result = lower + "es"
        } else if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower[lower.index(lower.endIndex, offsetBy: -2)]) {
            result = String(lower.dropLast()) + "ies"
        } else {
            result = lower + "s"
        }
        if noun == noun.uppercased(), noun.count > 1 { result = result.uppercased() }
        else if noun.first?.isUppercase == true { result = result.prefix(1).uppercased() + result.dropFirst() }
        return result + String(trailing.reversed())
    }
}
