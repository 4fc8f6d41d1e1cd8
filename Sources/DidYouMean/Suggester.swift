/// Picks the nearest valid spelling for a mistyped name: animation names,
/// argument labels, subcommands, options.
///
/// ```swift
/// Suggester.suggestion(for: "bouncey", among: ["smooth", "snappy", "bouncy"])  // "bouncy"
/// Suggester.suggestion(for: "zzz", among: ["smooth", "snappy", "bouncy"])      // nil
/// ```
///
/// Names are compared case-insensitively (a difference in case alone is always
/// suggested), and a candidate is offered only when it is close enough to be a
/// plausible typo: at most 1 edit for names of up to 4 characters, 2 up to 8,
/// and 3 beyond.
public enum Suggester {
    /// The largest edit distance accepted for a typed name of `length` characters.
    public static func maximumDistance(forLength length: Int) -> Int {
        length <= 4 ? 1 : length <= 8 ? 2 : 3
    }

    /// The candidates close enough to `typed`, nearest first; ties keep the
    /// candidates' order.
    ///
    /// - Parameters:
    ///   - typed: what the user wrote.
    ///   - candidates: the valid names.
    ///   - limit: at most this many suggestions.
    public static func suggestions(for typed: String, among candidates: [String], limit: Int = 3) -> [String] {
        let key = Array(typed.lowercased())
        guard !key.isEmpty, key.count <= 64 else { return [] }
        let bound = maximumDistance(forLength: key.count)
        var scored: [(distance: Int, index: Int, name: String)] = []
        for (index, name) in candidates.enumerated() where name != typed {
            let other = Array(name.lowercased())
            // The distance is at least the difference in length: skip early.
            guard abs(other.count - key.count) <= bound else { continue }
            let d = EditDistance.distance(key, other)
            if d <= bound { scored.append((d, index, name)) }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        var seen = Set<String>()
        return scored.map(\.name).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// The nearest candidate close enough to `typed`, or nil.
    public static func suggestion(for typed: String, among candidates: [String]) -> String? {
        suggestions(for: typed, among: candidates, limit: 1).first
    }
}
