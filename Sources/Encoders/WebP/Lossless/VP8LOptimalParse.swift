import BoardModel
import Files
/// Tokens of least estimated cost (RFC 9649 leaves the parse to the encoder): a shortest path
/// over pixel positions where each step is a literal (or colour-cache hit) or a copy of any
/// length up to a match found there, priced by a ``VP8LCostModel``.
///
/// Matches of ``longMatch`` pixels or more (the transparent stretches of a sub-frame, flat
/// fills) are taken whole and the positions inside them skipped — unless the match from the
/// next pixel reaches further, when this pixel is priced as any other. This keeps the parse
/// linear in the pixels that are not inside long matches.
package enum VP8LOptimalParse {
    /// The shortest match taken whole; shorter ones are tried at every length.
    package static let longMatch = 64

    /// The tokens of `finder`'s picture, pixels priced as `coding` codes them with a colour
    /// cache of `cacheBits`; positions' costs kept in `workspace`.
    package static func parse(_ finder: VP8LMatchFinder, model: VP8LCostModel, cacheBits: Int, coding: VP8LPixelCoding,
                      workspace: VP8LWorkspace) -> [VP8LToken] {
        let n = finder.count, width = finder.width, p = finder.pixels
        let codes = VP8LDistanceCodes(width: width)
        workspace.reserveSteps(n)
        let cost = workspace.cost, stepLength = workspace.stepLength, stepDistance = workspace.stepDistance
        let ring = VP8LWorkspace.costRing, mask = ring - 1
        cost.initialize(repeating: .infinity, count: ring)
        cost[0] = 0
        let cache = VP8LColorCache(bits: cacheBits)

        @inline(__always) func relax(_ j: Int, _ c: Float, _ length: Int, _ distance: Int) {
            if c < cost[j & mask] {
                cost[j & mask] = c
                stepLength[j] = UInt16(length)
                stepDistance[j] = Int32(distance)
            }
        }
        /// Frees the cost slots of `count` positions from `i`, which the parse has passed.
        @inline(__always) func pass(_ i: Int, _ count: Int) {
            let start = i & mask, first = min(count, ring - start)
            (cost + start).initialize(repeating: .infinity, count: first)
            if count > first { cost.initialize(repeating: .infinity, count: count - first) }
        }
        /// Copies from `i` of every length below ``longMatch`` up to `length`, and of `length`.
        @inline(__always) func copies(from i: Int, _ c: Float, _ length: Int, _ distance: Int) {
            let d = c + model.distance(code: codes.code(distance))
            for l in 1...min(length, longMatch - 1) { relax(i + l, d + model.length(l), l, distance) }
            if length >= longMatch { relax(i + length, d + model.length(length), length, distance) }
        }

        var i = 0
        while i < n {
            let c = cost[i & mask]
            let coded = coding.coded(p[i])
            if cacheBits > 0, let hit = cache.lookup(coded) {
                relax(i + 1, c + model.cache(hit), 0, 0)
            } else {
                relax(i + 1, c + model.literal(coded), 0, 0)
            }
            let (length, distance) = finder.longest(at: i)
            if length >= longMatch {
                let whole = c + model.length(length) + model.distance(code: codes.code(distance))
                let next = i + 1 < n ? finder.longest(at: i + 1).length : 0
                if length == VP8LMatchFinder.maximumLength || next < length {
                    relax(i + length, whole, length, distance)
                    pass(i, length)
                    finder.insert(i..<(i + length))
                    cache.insert(i..<(i + length), of: p, coding: coding)
                    i += length
                    continue
                }
            }
            if length > 0 { copies(from: i, c, length, distance) }
            // The two cheapest distances, when the longest match is elsewhere.
            if distance != 1, case let l = finder.length(at: i, distance: 1), l > 0 { copies(from: i, c, l, 1) }
            if distance != width, case let l = finder.length(at: i, distance: width), l > 0 { copies(from: i, c, l, width) }
            finder.insert(i..<(i + 1))
            cache.insert(i..<(i + 1), of: p, coding: coding)
            cost[i & mask] = .infinity
            i += 1
        }

        // The path, from the end back.
        var steps = 0
        var j = n
        while j > 0 {
            j -= max(1, Int(stepLength[j]))
            steps += 1
        }
        var tokens = [VP8LToken](repeating: VP8LToken(value: 0, length: 0), count: steps)
        j = n
        var k = steps
        while j > 0 {
            k -= 1
            let length = Int(stepLength[j])
            if length == 0 {
                tokens[k] = VP8LToken(value: p[j - 1], length: 0)
                j -= 1
            } else {
                tokens[k] = VP8LToken(value: UInt32(codes.code(Int(stepDistance[j]))), length: UInt32(length))
                j -= length
            }
        }
        return tokens
    }
}
