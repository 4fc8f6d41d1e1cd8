import Foundation
import BoardRender

/// Peak signal-to-noise ratio in dB between rasters of equal size over R, G and B
/// (`.infinity` when identical). With `mask`, only pixels where it is true count.
public func psnr(_ a: Raster, _ b: Raster, mask: [Bool]? = nil) -> Double {
    let (sum, count) = squaredError(a, b, mask: mask)
    return psnr(squaredErrorSum: sum, samples: count)
}

/// PSNR in dB from a sum of squared channel errors over `samples` channel values.
public func psnr(squaredErrorSum: Double, samples: Int) -> Double {
    guard squaredErrorSum > 0, samples > 0 else { return .infinity }
    let mse = squaredErrorSum / Double(samples)
    return 10 * log10(255 * 255 / mse)
}

/// The sum of squared channel differences and the number of channel values compared.
public func squaredError(_ a: Raster, _ b: Raster, mask: [Bool]? = nil) -> (sum: Double, samples: Int) {
    precondition(a.width == b.width && a.height == b.height)
    var sum = 0.0
    var samples = 0
    for i in 0..<a.pixels.count where mask?[i] ?? true {
        let p = a.pixels[i], q = b.pixels[i]
        for shift in [16, 8, 0] as [UInt32] {
            let d = Double(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
            sum += d * d
        }
        samples += 3
    }
    return (sum, samples)
}

/// The largest difference of any channel between two pixels (`0xFFRRGGBB`).
public func maxChannelDifference(_ p: UInt32, _ q: UInt32) -> Int {
    [16, 8, 0].map { (s: UInt32) in abs(Int((p >> s) & 0xFF) - Int((q >> s) & 0xFF)) }.max()!
}
