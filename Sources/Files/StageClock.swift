import BoardModel
import Foundation

/// Where an animation's time goes, stage by stage: each stage's CPU time summed over the
/// threads that ran it (`CLOCK_THREAD_CPUTIME_ID`), for `make bench`'s profile. Off unless
/// `BOARDGEN_PROFILE` is set in the environment, when a stage costs two clock reads.
public enum StageClock {
    /// The stages of a frame's life, in the order they happen.
    public enum Stage: Int, CaseIterable, Sendable {
        case scenes, boardLayer, tiles, diff, palette, map, lzw, webp, write

        /// Its name in the profile.
        public var name: String {
            switch self {
            case .scenes: "scene building"
            case .boardLayer: "painting the board layer"
            case .tiles: "painting tiles (shapes, text, clips)"
            case .diff: "diffing frames"
            case .palette: "quantising (histogram, palette)"
            case .map: "mapping pixels to the palette"
            case .lzw: "LZW"
            case .webp: "WebP lossless encoding (VP8L)"
            case .write: "writing the file"
            }
        }
    }

    /// Whether stages are timed (`BOARDGEN_PROFILE` is set).
    public static let isEnabled = ProcessInfo.processInfo.environment["BOARDGEN_PROFILE"] != nil

    private static let lock = NSLock()
    nonisolated(unsafe) private static var totals = [UInt64](repeating: 0, count: Stage.allCases.count)

    /// Runs `body`, adding the CPU time it took to `stage` when profiling.
    @inline(__always) @discardableResult
    public static func measure<T, E: Error>(_ stage: Stage, _ body: () throws(E) -> T) throws(E) -> T {
        guard isEnabled else { return try body() }
        let start = threadNanoseconds()
        defer {
            let spent = threadNanoseconds() &- start
            lock.lock()
            totals[stage.rawValue] &+= spent
            lock.unlock()
        }
        return try body()
    }

    /// Each stage's CPU seconds so far.
    public static var seconds: [(Stage, Double)] {
        lock.lock()
        defer { lock.unlock() }
        return Stage.allCases.map { ($0, Double(totals[$0.rawValue]) / 1e9) }
    }

    private static func threadNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// The profile as a table: each stage's CPU seconds and share, largest first.
    public static func report() -> String {
        let stages = seconds.filter { $0.1 > 0 }
        let total = stages.reduce(0) { $0 + $1.1 }
        var lines = ["profile: CPU seconds by stage (all threads), \(NumberFormat.fixed(total, decimals: 2)) s in all"]
        for (stage, s) in stages.sorted(by: { $0.1 > $1.1 }) {
            let share = total > 0 ? 100 * s / total : 0
            lines.append("  " + stage.name.padding(toLength: 54, withPad: " ", startingAt: 0)
                + NumberFormat.fixed(s, decimals: 3).leftPadded(to: 8) + " s " + NumberFormat.fixed(share, decimals: 1).leftPadded(to: 6) + " %")
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let process = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        lines.append("  " + "the rest (start-up, reading the board, the pipeline)".padding(toLength: 54, withPad: " ", startingAt: 0)
            + NumberFormat.fixed(max(0, process - total), decimals: 3).leftPadded(to: 8) + " s of the process's "
            + NumberFormat.fixed(process, decimals: 2) + " s")
        return lines.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
