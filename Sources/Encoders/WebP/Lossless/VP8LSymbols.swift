import BoardModel
import Files
/// The prefix-code symbols of an image's tokens (RFC 9649 §5.2): per token, its green symbol
/// (a literal's green, 256 + a copy's length prefix, or 280 + a colour-cache index), a literal's
/// red, blue and alpha, and a copy's distance prefix.
package struct VP8LSymbols {
    /// Bins of the five alphabets laid end to end: green (with lengths and cache), red, blue,
    /// alpha, distance.
    package let greenSize: Int
    package var redBase: Int { greenSize }
    package var blueBase: Int { greenSize + 256 }
    package var alphaBase: Int { greenSize + 512 }
    package var distanceBase: Int { greenSize + 768 }
    package var binCount: Int { greenSize + 768 + 40 }
    /// The five alphabets' bins, in the order their codes are stored.
    package var alphabets: [Range<Int>] {
        [0..<greenSize, redBase..<blueBase, blueBase..<alphaBase, alphaBase..<distanceBase, distanceBase..<binCount]
    }

    /// The alphabet (0…4, in ``alphabets``' order) of each bin.
    package var alphabetOfBin: [UInt8] {
        var result = [UInt8](repeating: 0, count: binCount)
        for (a, range) in alphabets.enumerated() { for i in range { result[i] = UInt8(a) } }
        return result
    }

    /// Per token.
    package private(set) var green: [UInt16]
    package private(set) var red: [UInt8], blue: [UInt8], alpha: [UInt8], distance: [UInt8]
    package let tokens: [VP8LToken]

    /// The symbols of `tokens` (pixels as they are) over `pixels`, coded by `coding`, with a colour
    /// cache of `cacheBits` (0 = none).
    package init(_ tokens: [VP8LToken], pixels: UnsafePointer<UInt32>, cacheBits: Int, coding: VP8LPixelCoding) {
        self.tokens = tokens
        greenSize = 256 + 24 + (cacheBits > 0 ? 1 << cacheBits : 0)
        let count = tokens.count
        green = [UInt16](repeating: 0, count: count)
        red = [UInt8](repeating: 0, count: count)
        blue = red; alpha = red; distance = red
        let cache = VP8LColorCache(bits: cacheBits)
        var position = 0
        for t in 0..<count {
            let token = tokens[t]
            if token.length == 0 {
                let p = coding.coded(token.value)
                position += 1
                if cacheBits > 0 {
                    if let hit = cache.lookup(p) {
                        green[t] = UInt16(280 + hit)
                        continue
                    }
                    cache.insert(p)
                }
                green[t] = UInt16((p >> 8) & 0xff)
                red[t] = UInt8((p >> 16) & 0xff)
                blue[t] = UInt8(p & 0xff)
                alpha[t] = UInt8(p >> 24)
            } else {
                green[t] = UInt16(256 + VP8LPrefix(Int(token.length)).symbol)
                distance[t] = UInt8(VP8LPrefix(Int(token.value)).symbol)
                let range = position..<(position + Int(token.length))
                cache.insert(range, of: pixels, coding: coding)
                position = range.upperBound
            }
        }
    }

    /// How many times each bin is used, over all tokens.
    package func histogram() -> [UInt32] {
        var histogram = [UInt32](repeating: 0, count: binCount)
        for t in tokens.indices { forEachBin(t) { histogram[$0] += 1 } }
        return histogram
    }

    /// Calls `body` with each bin token `t` falls in (four for a literal, one for a cache hit,
    /// two for a copy).
    @inline(__always)
    package func forEachBin(_ t: Int, _ body: (Int) -> Void) {
        let g = Int(green[t])
        body(g)
        if g < 256 {
            body(redBase + Int(red[t])); body(blueBase + Int(blue[t])); body(alphaBase + Int(alpha[t]))
        } else if g < 280 {
            body(distanceBase + Int(distance[t]))
        }
    }

    /// Writes token `t` with `codes` (green, red, blue, alpha, distance).
    @inline(__always)
    package func write(_ t: Int, codes: UnsafeBufferPointer<VP8LHuffmanCode>, to writer: inout VP8LBitWriter) {
        let g = Int(green[t])
        codes[0].write(g, to: &writer)
        if g < 256 {
            codes[1].write(Int(red[t]), to: &writer)
            codes[2].write(Int(blue[t]), to: &writer)
            codes[3].write(Int(alpha[t]), to: &writer)
        } else if g < 280 {
            let token = tokens[t]
            let length = VP8LPrefix(Int(token.length))
            writer.write(length.extra, length.extraBits)
            codes[4].write(Int(distance[t]), to: &writer)
            let code = VP8LPrefix(Int(token.value))
            writer.write(code.extra, code.extraBits)
        }
    }
}
