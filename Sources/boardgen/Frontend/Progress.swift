import Foundation

/// How a command shows progress on standard error.
enum ProgressStyle: Sendable, Equatable {
    /// One line redrawn in place (standard error is a terminal).
    case terminal
    /// A plain line every few seconds, for logs (standard error is a file or a pipe).
    case lines
    /// Nothing (`--quiet`, or tests).
    case none
}

/// Progress of one long piece of work — frames done out of a total, elapsed time and
/// an estimate of what is left — written to standard error.
///
/// On a terminal one line is redrawn in place at most ten times a second and erased
/// when the work ends; otherwise a plain line is written at most every
/// ``lineInterval`` seconds, and none for work that ends within ``quietPeriod``.
/// ``update(done:total:)`` may be called from any thread.
///
/// ```swift
/// let progress = Progress("rendering frames", style: .terminal, write: console.writeError)
/// try writer.write(times: times, to: pattern, progress: progress.update)
/// progress.finish()
/// ```
final class Progress: @unchecked Sendable {
    /// The seconds before anything is shown: shorter work stays silent.
    static let quietPeriod = 1.0
    /// The seconds between two plain lines.
    static let lineInterval = 5.0
    /// The seconds between two redraws on a terminal.
    static let redrawInterval = 0.1

    private let what: String
    private let style: ProgressStyle
    private let write: (String) -> Void
    private let now: () -> Double
    private let start: Double
    private let lock = NSLock()
    private var nextShow: Double
    private var shown = false
    private var finished = false

    /// Starts measuring; `what` names the work ("rendering frames"); `now` is the clock in seconds.
    init(_ what: String, style: ProgressStyle, write: @escaping (String) -> Void,
         now: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }) {
        self.what = what
        self.style = style
        self.write = write
        self.now = now
        start = now()
        nextShow = start + Self.quietPeriod
    }

    /// Reports that `done` of `total` units are finished; thread-safe.
    func update(done: Int, total: Int) {
        guard style != .none else { return }
        lock.lock()
        defer { lock.unlock() }
        let t = now()
        guard !finished, t >= nextShow, done < total else { return }
        let text = Self.describe(what, done: done, total: total, elapsed: t - start)
        switch style {
        case .terminal:
            write("\r\u{1B}[K" + text)
            nextShow = t + Self.redrawInterval
        case .lines:
            write("boardgen: " + text + "\n")
            nextShow = t + Self.lineInterval
        case .none:
            break
        }
        shown = true
    }

    /// Ends the work: erases the terminal line. Call before the summary line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        if shown, style == .terminal { write("\r\u{1B}[K") }
    }

    /// `rendering frames 37/340 (10%), 4.2 s elapsed, about 34 s left`.
    static func describe(_ what: String, done: Int, total: Int, elapsed: Double) -> String {
        let percent = total > 0 ? done * 100 / total : 0
        var text = "\(what) \(done)/\(total) (\(percent)%), \(seconds(elapsed)) elapsed"
        if done > 0, total > done {
            text += ", about \(seconds(elapsed / Double(done) * Double(total - done))) left"
        }
        return text
    }

    /// `4.2 s` under a minute, `2 min 05 s` above.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return "?" }
        if value < 60 { return String(format: "%.1f s", value) }
        let whole = Int(value.rounded())
        return String(format: "%d min %02d s", whole / 60, whole % 60)
    }
}
