/// One document order for elements whose drawing order may differ from sample to sample
/// (a panel board draws removed rows below the others; a reversed list draws its rows in
/// the new order): every "a is drawn below b" seen where it matters holds, if any order can
/// satisfy them all.
///
/// Ties go to first appearance. When the constraints contradict each other (a cycle), the
/// earliest-seen element goes first and the broken constraints are counted
/// (``Result/conflicts``): the only case the animated SVG layers differently from the PNG.
enum ElementOrder {
    /// The order and how many constraints it could not keep.
    struct Result {
        var order: [String]
        var conflicts: Int
    }

    /// Orders `keys` (in first-appearance order) under `below` pairs (a drawn below b).
    static func order(keys: [String], below: Set<Pair>) -> Result {
        var rank: [String: Int] = [:]
        for (i, k) in keys.enumerated() { rank[k] = i }
        var incoming: [String: Set<String>] = [:]
        for p in below where p.a != p.b {
            incoming[p.b, default: []].insert(p.a)
        }
        var placed = Set<String>()
        var order: [String] = []
        var conflicts = 0
        while order.count < keys.count {
            let remaining = keys.filter { !placed.contains($0) }
            let ready = remaining.first { (incoming[$0] ?? []).isSubset(of: placed) }
            let next = ready ?? remaining[0]
            if ready == nil { conflicts += (incoming[next] ?? []).subtracting(placed).count }
            placed.insert(next)
            order.append(next)
        }
        return Result(order: order, conflicts: conflicts)
    }

    /// "a is drawn below b".
    struct Pair: Hashable {
        var a: String
        var b: String
    }
}
