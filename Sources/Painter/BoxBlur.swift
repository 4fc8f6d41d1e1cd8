import BoardModel
import BoardScene
import Files
import CCairo

/// A Gaussian blur approximated by three box blurs per axis, on premultiplied ARGB32.
package enum BoxBlur {
    package static func blur(surface: CairoSurface, sigma: Double) {
        guard sigma > 0.3 else { return }
        cairo_surface_flush(surface.pointer)
        let w = surface.width, h = surface.height
        let stride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!)
            .assumingMemoryBound(to: UInt32.self)
        // Box width for 3 passes: w = √(12σ²/3 + 1), rounded to odd.
        // Radii beyond the image blur to the same result as the image's size.
        let r = min(max(Int(saturating: (4 * sigma * sigma + 1).squareRoot() / 2), 1), max(w, h))
        var line = [UInt32](repeating: 0, count: max(w, h))
        for _ in 0..<3 {
            for y in 0..<h { pass(data + y * stride, count: w, step: 1, radius: r, scratch: &line) }
            for x in 0..<w { pass(data + x, count: h, step: stride, radius: r, scratch: &line) }
        }
        cairo_surface_mark_dirty(surface.pointer)
    }

    /// One box pass over `count` pixels `step` apart, edges clamped to transparent.
    private static func pass(
        _ p: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius r: Int, scratch: inout [UInt32]
    ) {
        for i in 0..<count { scratch[i] = p[i * step] }
        let n = 2 * r + 1
        var sum = (0, 0, 0, 0)
        func add(_ v: UInt32, _ sign: Int) {
            sum.0 += sign * Int(v >> 24); sum.1 += sign * Int((v >> 16) & 0xFF)
            sum.2 += sign * Int((v >> 8) & 0xFF); sum.3 += sign * Int(v & 0xFF)
        }
        for i in 0...min(r, count - 1) { add(scratch[i], 1) }
        for i in 0..<count {
            let a = UInt32(sum.0 / n), rr = UInt32(sum.1 / n), g = UInt32(sum.2 / n), b = UInt32(sum.3 / n)
            p[i * step] = a << 24 | rr << 16 | g << 8 | b
            let enter = i + r + 1, leave = i - r
            if enter < count { add(scratch[enter], 1) }
            if leave >= 0 { add(scratch[leave], -1) }
        }
    }
}
