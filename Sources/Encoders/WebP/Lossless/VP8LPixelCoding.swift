import BoardModel
import Files
/// How a picture's pixels are coded before entropy coding (RFC 9649 §4.2): as they are, or
/// with green subtracted from red and blue. (A picture of at most 256 colours is coded as
/// palette indices instead, ``VP8LPalette``, which are coded as they are.)
package enum VP8LPixelCoding {
    case direct
    case subtractGreen

    /// The coding for a picture whose first parse gave `tokens`: subtract-green when it makes
    /// literals' red and blue cheaper.
    package static func choose(tokens: [VP8LToken]) -> VP8LPixelCoding {
        var plain = [UInt32](repeating: 0, count: 512), minus = [UInt32](repeating: 0, count: 512)
        for token in tokens where token.length == 0 {
            let p = token.value, g = (p >> 8) & 0xff
            let r = (p >> 16) & 0xff, b = p & 0xff
            plain[Int(r)] += 1; plain[256 + Int(b)] += 1
            minus[Int((r &- g) & 0xff)] += 1; minus[256 + Int((b &- g) & 0xff)] += 1
        }
        let pays = VP8LEntropy.bits(minus[0..<256]) + VP8LEntropy.bits(minus[256...])
            < VP8LEntropy.bits(plain[0..<256]) + VP8LEntropy.bits(plain[256...])
        return pays ? .subtractGreen : .direct
    }

    /// A pixel as coded.
    @inline(__always)
    package func coded(_ argb: UInt32) -> UInt32 {
        switch self {
        case .direct:
            return argb
        case .subtractGreen:
            let g = (argb >> 8) & 0xff
            let rb = ((argb & 0x00ff_00ff) &+ 0x0100_0100 &- (g << 16 | g)) & 0x00ff_00ff
            return argb & 0xff00_ff00 | rb
        }
    }
}
