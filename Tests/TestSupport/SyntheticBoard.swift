import BoardRender

/// A deterministic stand-in for a rendered board: a flat #F5F5F7 background under a white
/// (#FFFFFF) title bar, and a grid of rounded, anti-aliased tiles (some with gradients,
/// all with white text-like glyphs) that fade, scale and slide with staggered starts,
/// with holds where nothing moves.
///
/// Tiles are pre-rendered once (premultiplied, with analytic edge coverage) and
/// composited per frame with bilinear sampling, the way a vector renderer's output
/// looks: each moving frame has thousands of distinct colours.
public struct SyntheticBoard: Sendable {
    /// The frame size.
    public let width: Int, height: Int
    /// The number of frames in the clip.
    public let frameCount: Int
    /// The background colour.
    public static let background: UInt32 = 0xFFF5_F5F7
    /// The title bar colour.
    public static let titleBar: UInt32 = 0xFFFF_FFFF
    /// The title bar height in pixels.
    public let titleHeight: Int

    private let tileWidth: Int, tileHeight: Int
    private let columns: Int, rows: Int
    private let tiles: [[SIMD4<Float>]]
    private let origins: [(x: Int, y: Int)]

    /// A board of `columns × rows` tiles of `tileWidth × tileHeight` on a `width × height` canvas.
    /// The defaults are the benchmark's board: 1656×920, twelve 360×148 tiles, 340 frames.
    public init(width: Int = 1656, height: Int = 920, tileWidth: Int = 360, tileHeight: Int = 148,
                columns: Int = 4, rows: Int = 3, frameCount: Int = 340) {
        self.width = width
        self.height = height
        self.tileWidth = tileWidth
        self.tileHeight = tileHeight
        self.columns = columns
        self.rows = rows
        self.frameCount = frameCount
        titleHeight = max(4, height / 14)
        let gapX = (width - columns * tileWidth) / (columns + 1)
        let gapY = (height - titleHeight - rows * tileHeight) / (rows + 1)
        var origins: [(x: Int, y: Int)] = []
        var tiles: [[SIMD4<Float>]] = []
        for k in 0..<(columns * rows) {
            let c = k % columns, r = k / columns
            origins.append((gapX + c * (tileWidth + gapX), titleHeight + gapY + r * (tileHeight + gapY)))
            tiles.append(Self.makeTile(k, tileWidth, tileHeight))
        }
        self.origins = origins
        self.tiles = tiles
    }

    /// A tile's pose: opacity, scale about its centre, horizontal offset in pixels.
    private struct Pose: Equatable { var opacity: Float, scale: Float, dx: Float }

    private func pose(_ k: Int, _ frame: Int) -> Pose {
        let n = Float(frameCount) / 340
        func phase(_ start: Float, _ length: Float) -> Float {
            let t = ((Float(frame) - start * n) / (length * n)).clamped(0, 1)
            return t * t * (3 - 2 * t) // ease in-out
        }
        let s = Float(k)
        let appear = phase(8 + 3 * s, 30), slide = phase(100 + 3 * s, 24)
        let pulse = phase(200 + 3 * s, 30), leave = phase(280 + 2 * s, 30)
        let opacity = appear * (1 - 0.4 * pulse) * (1 - leave)
        let scale = (0.85 + 0.15 * appear) * (1 + 0.08 * pulse) * (1 - 0.2 * leave)
        let dx = 48 * slide - 20 * leave
        return Pose(opacity: opacity, scale: scale, dx: dx)
    }

    /// Whether frame `index` is pixel-identical to frame `index − 1` (no tile moves).
    public func isRepeat(_ index: Int) -> Bool {
        index > 0 && (0..<tiles.count).allSatisfy { pose($0, index) == pose($0, index - 1) }
    }

    /// Whether pixel `(x, y)` of frame `index` may differ from frame `index − 1`
    /// (a conservative mask of the moving tiles' areas).
    public func movingMask(_ index: Int) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        guard index > 0 else { return mask }
        for k in tiles.indices where pose(k, index) != pose(k, index - 1) {
            for p in [pose(k, index), pose(k, index - 1)] {
                let (x0, y0, x1, y1) = bounds(k, p)
                for y in y0..<y1 { for x in x0..<x1 { mask[y * width + x] = true } }
            }
        }
        return mask
    }

    private func bounds(_ k: Int, _ p: Pose) -> (Int, Int, Int, Int) {
        let cx = Float(origins[k].x) + Float(tileWidth) / 2 + p.dx
        let cy = Float(origins[k].y) + Float(tileHeight) / 2
        let hw = Float(tileWidth) / 2 * p.scale + 2, hh = Float(tileHeight) / 2 * p.scale + 2
        return (max(0, Int(cx - hw)), max(0, Int(cy - hh)), min(width, Int(cx + hw) + 1), min(height, Int(cy + hh) + 1))
    }

    /// Renders frame `index` (thread-safe).
    public func render(_ index: Int) -> Raster {
        var pixels = [UInt32](repeating: Self.background, count: width * height)
        for i in 0..<(titleHeight * width) { pixels[i] = Self.titleBar }
        pixels.withUnsafeMutableBufferPointer { out in
            for k in tiles.indices {
                let p = pose(k, index)
                guard p.opacity > 0.001, p.scale > 1e-3 else { continue }
                composite(k, p, out)
            }
        }
        return Raster(width: width, height: height, pixels: pixels)
    }

    private func composite(_ k: Int, _ p: Pose, _ out: UnsafeMutableBufferPointer<UInt32>) {
        let tw = tileWidth, th = tileHeight, stride = tw + 2
        let cx = Float(origins[k].x) + Float(tw) / 2 + p.dx
        let cy = Float(origins[k].y) + Float(th) / 2
        let (x0, y0, x1, y1) = bounds(k, p)
        let inv = 1 / p.scale
        // Source columns for each destination column (the same on every row).
        var columns: [(index: Int, fraction: Float)] = []
        columns.reserveCapacity(x1 - x0)
        for x in x0..<x1 {
            let u = (Float(x) + 0.5 - cx) * inv + Float(tw) / 2 - 0.5
            let i = Int(u + 1024) - 1024 // floor
            columns.append(i < -1 || i >= tw ? (-2, 0) : (i, u - Float(i)))
        }
        tiles[k].withUnsafeBufferPointer { tile in
            columns.withUnsafeBufferPointer { columns in
                for y in y0..<y1 {
                    let v = (Float(y) + 0.5 - cy) * inv + Float(th) / 2 - 0.5
                    let iy = Int(v + 1024) - 1024
                    if iy < -1 || iy >= th { continue }
                    let fy = v - Float(iy)
                    // The tile has a one-texel transparent border, so (−1…tw, −1…th) needs no checks.
                    let top = (iy + 1) * stride + 1, bottom = top + stride
                    for (j, column) in columns.enumerated() where column.index >= -1 {
                        let fx = column.fraction, ix = column.index
                        let upper = tile[top + ix] * (1 - fx) + tile[top + ix + 1] * fx
                        let lower = tile[bottom + ix] * (1 - fx) + tile[bottom + ix + 1] * fx
                        let s = (upper * (1 - fy) + lower * fy) * p.opacity
                        if s.w <= 0 { continue }
                        let o = y * width + x0 + j
                        let d = out[o]
                        let keep = max(0, 1 - s.w)
                        let r = s.x + Float((d >> 16) & 0xFF) * keep
                        let g = s.y + Float((d >> 8) & 0xFF) * keep
                        let b = s.z + Float(d & 0xFF) * keep
                        out[o] = 0xFF00_0000 | UInt32(min(r + 0.5, 255)) << 16 | UInt32(min(g + 0.5, 255)) << 8
                            | UInt32(min(b + 0.5, 255))
                    }
                }
            }
        }
    }

    /// Tile `k`: a rounded rectangle (radius 14) with a solid or gradient fill and white
    /// glyph rows, premultiplied RGB in 0…255 with coverage (0…1) as alpha.
    private static func makeTile(_ k: Int, _ w: Int, _ h: Int) -> [SIMD4<Float>] {
        let fills: [(UInt32, UInt32)] = [
            (0x007AFF, 0x007AFF), (0x34C759, 0x2BA84A), (0xFF9500, 0xFF9500), (0xAF52DE, 0x8E3FC0),
            (0xFF3B30, 0xFF3B30), (0x5AC8FA, 0x3A9FD0), (0x1C1C1E, 0x1C1C1E), (0xFFCC00, 0xE0B000),
            (0x5856D6, 0x5856D6), (0x8E8E93, 0x636366), (0x30B0C7, 0x30B0C7), (0xFF2D55, 0xC81E44),
        ]
        let (top, bottom) = fills[k % fills.count]
        func channels(_ c: UInt32) -> SIMD3<Float> {
            SIMD3(Float((c >> 16) & 0xFF), Float((c >> 8) & 0xFF), Float(c & 0xFF))
        }
        let radius: Float = 14
        // One transparent texel of border all round, for check-free bilinear sampling.
        var tile = [SIMD4<Float>](repeating: .zero, count: (w + 2) * (h + 2))
        for y in 0..<h {
            let t = Float(y) / Float(max(1, h - 1))
            let fill = channels(top) * (1 - t) + channels(bottom) * t
            for x in 0..<w {
                // Signed distance to the rounded rectangle, sampled at the pixel centre.
                let px = Float(x) + 0.5, py = Float(y) + 0.5
                let qx = abs(px - Float(w) / 2) - (Float(w) / 2 - radius)
                let qy = abs(py - Float(h) / 2) - (Float(h) / 2 - radius)
                let outside = SIMD2(max(qx, 0), max(qy, 0))
                let sdf = (outside * outside).sum().squareRoot() + min(max(qx, qy), 0) - radius
                let coverage = (0.5 - sdf).clamped(0, 1)
                if coverage <= 0 { continue }
                let ink = glyphCoverage(k, px, py)
                let color = fill * (1 - ink) + SIMD3<Float>(255, 255, 255) * ink
                tile[(y + 1) * (w + 2) + x + 1] = SIMD4(color * coverage, coverage)
            }
        }
        return tile
    }

    /// Coverage (0…1) of text-like glyphs at a tile point: a title line and a smaller line,
    /// glyphs from a hash, edges at fractional positions so they come out anti-aliased.
    private static func glyphCoverage(_ k: Int, _ px: Float, _ py: Float) -> Float {
        let lines: [(y: Float, height: Float, advance: Float, count: Int)] = [(22.3, 16, 11.4, 18), (52.6, 10, 7.3, 30)]
        for (line, spec) in lines.enumerated() {
            guard py > spec.y - 1, py < spec.y + spec.height + 1 else { continue }
            let slot = Int(((px - 18.35) / spec.advance).rounded(.down))
            guard slot >= 0, slot < spec.count else { return 0 }
            var hash = UInt32(truncatingIfNeeded: k &* 7919 &+ line &* 104729 &+ slot &* 31337)
            hash = (hash ^ (hash >> 13)) &* 0x5BD1_E995
            if hash & 7 == 0 { return 0 } // a space
            let x0 = 18.35 + Float(slot) * spec.advance
            let stem = spec.advance * 0.22
            var best: Float = 0
            // A glyph is one or two stems plus an optional bar, drawn as boxes.
            var boxes: [(Float, Float, Float, Float)] = [(x0, spec.y, x0 + stem, spec.y + spec.height)]
            if hash & 16 != 0 { boxes.append((x0 + spec.advance * 0.55, spec.y, x0 + spec.advance * 0.55 + stem, spec.y + spec.height)) }
            if hash & 32 != 0 { boxes.append((x0, spec.y + spec.height * 0.45, x0 + spec.advance * 0.77, spec.y + spec.height * 0.45 + stem)) }
            for (bx0, by0, bx1, by1) in boxes {
                let ox = (min(px + 0.5, bx1) - max(px - 0.5, bx0)).clamped(0, 1)
                let oy = (min(py + 0.5, by1) - max(py - 0.5, by0)).clamped(0, 1)
                best = max(best, ox * oy)
            }
            return best
        }
        return 0
    }
}

extension Float {
    fileprivate func clamped(_ lo: Float, _ hi: Float) -> Float { Swift.min(Swift.max(self, lo), hi) }
}
