import BoardModel
import Files
/// Tokens by greedy matching: the longest match is taken, but a short one gives way when the
/// next pixel starts a longer one. Fast; its symbols seed the cost model of ``VP8LOptimalParse``.
package enum VP8LGreedyParse {
    /// The tokens of `finder`'s picture: copies of 3 pixels or more, or of 2 from the left or above.
    package static func parse(_ finder: VP8LMatchFinder) -> [VP8LToken] {
        let n = finder.count, width = finder.width, p = finder.pixels
        let codes = VP8LDistanceCodes(width: width)
        var tokens: [VP8LToken] = []
        tokens.reserveCapacity(n / 16)
        var i = 0
        var pending: (length: Int, distance: Int)? = nil
        while i < n {
            let (length, distance) = pending ?? finder.longest(at: i)
            pending = nil
            guard length >= 3 || (length == 2 && (distance == 1 || distance == width)) else {
                tokens.append(VP8LToken(value: p[i], length: 0))
                finder.insert(i)
                i += 1
                continue
            }
            finder.insert(i)
            if length < 32 && i + 1 < n {
                let next = finder.longest(at: i + 1)
                if next.length > length + 1 {
                    tokens.append(VP8LToken(value: p[i], length: 0))
                    i += 1
                    pending = next
                    continue
                }
            }
            tokens.append(VP8LToken(value: UInt32(codes.code(distance)), length: UInt32(length)))
            finder.insert((i + 1)..<(i + length))
            i += length
        }
        return tokens
    }
}
