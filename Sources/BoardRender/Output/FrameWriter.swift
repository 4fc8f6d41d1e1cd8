/// Renders a board at chosen instants into SVG, PNG or JSON files.
public struct FrameWriter: Sendable {
    /// The scene builder of the board.
    public let builder: SceneBuilder
    /// Pixels per point.
    public let scale: Int

    /// The allowed pixels-per-point factors.
    public static let scales = 1...4

    /// Prepares to render `board` at `scale` pixels per point, played at `speed`.
    ///
    /// - Throws: ``BoardError`` when the board cannot be resolved,
    ///   ``RenderError`` for a scale outside 1–4 or an image too large.
    public init(board: Board, scale: Int, speed: Double = 1) throws {
        guard Self.scales.contains(scale) else {
            throw RenderError("--scale \(scale): use 1, 2, 3 or 4 pixels per point")
        }
        builder = try SceneBuilder(board: board, speed: speed)
        self.scale = scale
        _ = try Renderer.pixelSize(builder.scene(at: 0), scale: scale)
    }

    /// Every frame time of one cycle at `fps`: `i / fps` for `i` in `0 ..< round(cycle × fps)`.
    public func frameTimes(fps: Double) -> [Double] {
        let count = max(1, Int((builder.timeline.cycle * fps).rounded()))
        return (0..<count).map { Double($0) / fps }
    }

    /// Checks that every time lies in the cycle.
    public func checkTimes(_ times: [Double]) throws(RenderError) {
        let cycle = builder.timeline.cycle
        for t in times where !(t >= 0 && t <= cycle + 1e-9) {
            throw RenderError(
                "time \(t) s is outside the board's cycle: use 0 to \(FramePattern.seconds(cycle)) s (`boardgen list` shows the timeline)")
        }
    }

    /// Writes one file per time; returns the paths written.
    ///
    /// Every path is checked before the first frame is drawn; each file is
    /// written to a temporary file and renamed when complete.
    @discardableResult
    public func write(times: [Double], to pattern: FramePattern) throws -> [String] {
        try checkTimes(times)
        let paths = times.enumerated().map { pattern.path(time: $1, index: $0) }
        for path in Set(paths) { try OutputFile.checkWritable(path) }
        if Set(paths).count < paths.count {
            throw OutputError(path: pattern.pattern, "several frames map to the same file; use {n} for the index")
        }
        for (time, path) in zip(times, paths) {
            let scene = builder.scene(at: time)
            try OutputFile.write(to: path) { (temp: String) throws in
                switch pattern.format {
                case .png: try Renderer.writePNG(scene, scale: scale, to: temp)
                case .svg: try Renderer.writeSVG(scene, scale: scale, to: temp)
                case .json: try OutputFile.writeRaw(text: scene.json(), to: temp)
                }
            }
        }
        return paths
    }
}
