/// Edit distances between short strings, for "did you mean" suggestions.
public enum EditDistance {
    /// The optimal-string-alignment distance (restricted Damerau–Levenshtein)
    /// between two strings, counted in Characters.
    ///
    /// Insertions, deletions, substitutions and transpositions of two adjacent
    /// characters each cost 1, so `"bouncey"` → `"bouncy"` is 1 and
    /// `"seped"` → `"speed"` is 1. The comparison is case-sensitive; see
    /// ``Suggester`` for the case-insensitive use.
    ///
    /// Runs in O(m·n) time and O(n) space.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b))
    }

    /// The optimal-string-alignment distance between two character arrays.
    public static func distance<C: Equatable>(_ a: [C], _ b: [C]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: two back (for transpositions), previous, current.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                current[j] = best
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
