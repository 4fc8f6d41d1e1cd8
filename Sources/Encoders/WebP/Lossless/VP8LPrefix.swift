import BoardModel
import Files
/// The prefix coding of a backward reference's length or distance (RFC 9649 §5.2.2): a symbol
/// and extra bits that follow it.
package struct VP8LPrefix {
    package var symbol: Int
    package var extraBits: Int
    package var extra: UInt32

    /// The prefix code of `value` ≥ 1.
    @inline(__always)
    package init(_ value: Int) {
        let d = value - 1
        if d < 4 {
            self.symbol = d; self.extraBits = 0; self.extra = 0
            return
        }
        let high = (Int.bitWidth - 1) - d.leadingZeroBitCount
        let second = (d >> (high - 1)) & 1
        extraBits = high - 1
        symbol = 2 * high + second
        extra = UInt32(d & ((1 << extraBits) - 1))
    }
}

/// The distance codes of RFC 9649 §5.2.2: the 120 smallest codes name a neighbour by its
/// (x, y) offset, the rest a distance in scan order plus 120.
package struct VP8LDistanceCodes {
    /// The spec's table: code − 1 → plane value `yoffset << 4 | (8 − xoffset)`.
    package static let codeToPlane: [UInt8] = [
        0x18, 0x07, 0x17, 0x19, 0x28, 0x06, 0x27, 0x29, 0x16, 0x1a,
        0x26, 0x2a, 0x38, 0x05, 0x37, 0x39, 0x15, 0x1b, 0x36, 0x3a,
        0x25, 0x2b, 0x48, 0x04, 0x47, 0x49, 0x14, 0x1c, 0x35, 0x3b,
        0x46, 0x4a, 0x24, 0x2c, 0x58, 0x45, 0x4b, 0x34, 0x3c, 0x03,
        0x57, 0x59, 0x13, 0x1d, 0x56, 0x5a, 0x23, 0x2d, 0x44, 0x4c,
        0x55, 0x5b, 0x33, 0x3d, 0x68, 0x02, 0x67, 0x69, 0x12, 0x1e,
        0x66, 0x6a, 0x22, 0x2e, 0x54, 0x5c, 0x43, 0x4d, 0x65, 0x6b,
        0x32, 0x3e, 0x78, 0x01, 0x77, 0x79, 0x53, 0x5d, 0x11, 0x1f,
        0x64, 0x6c, 0x42, 0x4e, 0x76, 0x7a, 0x21, 0x2f, 0x75, 0x7b,
        0x31, 0x3f, 0x63, 0x6d, 0x52, 0x5e, 0x00, 0x74, 0x7c, 0x41,
        0x4f, 0x10, 0x20, 0x62, 0x6e, 0x30, 0x73, 0x7d, 0x51, 0x5f,
        0x40, 0x72, 0x7e, 0x61, 0x6f, 0x50, 0x71, 0x7f, 0x60, 0x70,
    ]
    /// Plane value → code (0 where no code names it).
    package static let planeToCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 128)
        for (index, plane) in codeToPlane.enumerated() { table[Int(plane)] = UInt8(index + 1) }
        return table
    }()

    package let width: Int
    private let planes: [UInt8]

    package init(width: Int) {
        self.width = width
        planes = Self.planeToCode
    }

    /// The code of a scan-order distance: a neighbour's code when one names it, else distance + 120.
    @inline(__always)
    package func code(_ distance: Int) -> Int {
        let y = distance / width
        let x = distance - y * width
        if x <= 8 && y < 8 {
            let code = planes[y << 4 | (8 - x)]
            if code != 0 { return Int(code) }
        } else if x > width - 8 && y < 7 {
            let code = planes[(y + 1) << 4 | (8 + width - x)]
            if code != 0 { return Int(code) }
        }
        return distance + 120
    }
}
