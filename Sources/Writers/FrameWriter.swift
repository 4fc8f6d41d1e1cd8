import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Renders a board at chosen instants into SVG, PNG or JSON files.
public struct FrameWriter: Sendable {
    /// The scene builder of the board.
    public let builder: SceneBuilder
    /// Pixels per point.
    public let scale: Int

    /// The allowed pixels-per-point factors.
    public static let scales = 1...4
    /// The most frames one run writes (`--fps` over a cycle, or `--at`).
    public static let maximumFrames = 10_000

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

    /// The number of frames of one cycle at `fps`: `round(cycle × fps)`, at least 1.
    ///
    /// - Throws: ``RenderError`` when that is more than ``maximumFrames`` (checked
    ///   before anything is allocated) or `fps` is not a positive number.
    public func frameCount(fps: Double) throws(RenderError) -> Int {
        let cycle = builder.timeline.cycle
        guard fps.isFinite, fps > 0 else {
            throw RenderError("--fps \(NumberFormat.plain(fps)): expected a positive number of frames per second")
        }
        let exact = cycle * fps
        guard exact <= Double(Self.maximumFrames) + 0.5 else {
            throw RenderError(
                "--fps \(NumberFormat.plain(fps)) would draw \(NumberFormat.plain(exact.rounded())) frames of the "
                    + "\(NumberFormat.seconds(cycle)) s cycle; at most \(Self.maximumFrames) frames (use a lower --fps)")
        }
        return max(1, Int(saturating: exact))
    }

    /// Every frame time of one cycle at `fps`: `i / fps` for `i` in `0 ..< frameCount(fps:)`.
    public func frameTimes(fps: Double) throws(RenderError) -> [Double] {
        let count = try frameCount(fps: fps)
        return (0..<count).map { Double($0) / fps }
    }

    /// Checks that every time lies in the cycle and that there are at most ``maximumFrames``.
    public func checkTimes(_ times: [Double]) throws(RenderError) {
        guard times.count <= Self.maximumFrames else {
            throw RenderError("\(times.count) instants: at most \(Self.maximumFrames) frames in one run")
        }
        let cycle = builder.timeline.cycle
        for t in times where !(t >= 0 && t <= cycle + 1e-9) {
            throw RenderError(
                "time \(NumberFormat.seconds(t)) s is outside the board's cycle: use 0 to \(NumberFormat.seconds(cycle)) s (`boardgen list` shows the timeline)")
        }
    }

    /// Writes one file per time; returns the paths written.
    ///
    /// Every path is checked before the first frame is drawn, in time order (so an error
    /// names the earliest frame), and missing directories of the pattern are created
    /// (``OutputDirectories``; removed again on failure). One frame is written to a
    /// temporary file and renamed; several are rendered in parallel on `workers`
    /// threads (``ParallelFrames``: one frame in memory per thread) into a temporary
    /// directory beside them and moved into place only when all of them succeeded
    /// (``FrameSet``), so a failure or an interrupt leaves none. The files are
    /// byte-identical to a sequential run.
    /// - Parameters:
    ///   - times: the instants, one file each.
    ///   - pattern: where.
    ///   - workers: render threads (default: the processor count, bounded by memory; SVG: 1).
    ///   - progress: optional, called with frames done and the total (from any thread).
    @discardableResult
    public func write(times: [Double], to pattern: FramePattern, workers: Int? = nil,
                      progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws -> [String] {
        try checkTimes(times)
        let paths = times.enumerated().map { pattern.path(time: $1, index: $0) }
        if Set(paths).count < paths.count {
            throw OutputError(path: pattern.pattern, "several frames map to the same file; use {n} for the index")
        }
        let byTime = paths.indices.sorted { (times[$0], $0) < (times[$1], $1) }
        return try OutputDirectories.creatingParents(of: byTime.map { paths[$0] }.first ?? pattern.pattern) {
            for i in byTime { try OutputFile.checkTarget(paths[i]) }
            guard paths.count > 1 else {
                for (time, path) in zip(times, paths) {
                    try OutputFile.write(to: path) { sink in try draw(at: time, format: pattern.format, to: sink) }
                }
                return paths
            }
            let frames = try FrameSet(targets: paths, pattern: pattern.pattern)
            do {
                let format = pattern.format
                try ParallelFrames.run(count: times.count, workers: format == .svg ? 1 : workers ?? renderWorkers(format), progress: progress) { i in
                    let sink = try frames.createFrame(i)
                    try draw(at: times[i], format: format, to: sink)
                    try sink.close()
                }
            } catch {
                frames.discard()
                throw error
            }
            try frames.commit()
            return paths
        }
    }

    /// The memory the frames being drawn at once may take, in bytes.
    package static let frameMemoryBudget = 256 << 20

    /// Render threads: one per processor, but no more frames in memory than the budget allows.
    /// SVG frames are drawn one by one: cairo numbers SVG surfaces (`id="surface699"`) per
    /// process, so only a sequential run writes the same bytes (SVG frames are cheap).
    package func renderWorkers(_ format: FramePattern.Format) -> Int {
        guard format != .svg else { return 1 }
        let size = (try? Renderer.pixelSize(builder.scene(at: 0), scale: scale)) ?? (width: 1, height: 1)
        let frameBytes = max(1, size.width * size.height * 4)
        return max(1, min(ParallelFrames.defaultWorkers, Self.frameMemoryBudget / (2 * frameBytes)))
    }

    /// Draws the scene at `time` into `sink` (and closes it).
    package func draw(at time: Double, format: FramePattern.Format, to sink: FileSink) throws {
        let scene = builder.scene(at: time)
        switch format {
        case .png: try Renderer.writePNG(scene, scale: scale, to: sink)
        case .svg: try Renderer.writeSVG(scene, scale: scale, to: sink)
        case .json:
            sink.write(scene.json())
            try sink.close()
        }
    }
}
