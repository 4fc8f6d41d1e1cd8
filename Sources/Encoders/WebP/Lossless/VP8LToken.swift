import BoardModel
import Files
/// One symbol of a VP8L image before entropy coding: a literal pixel, or a copy of `length`
/// pixels from earlier in scan order.
package struct VP8LToken {
    /// The pixel of a literal; the distance code of a copy (``VP8LDistanceCodes``).
    package var value: UInt32
    /// 0 for a literal, else the copy's length (1…4096).
    package var length: UInt32
}
