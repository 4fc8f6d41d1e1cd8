import Foundation
import Testing
@testable import boardgen

/// The progress line: redrawn on a terminal, plain and rare otherwise, silent for short work.
@Suite struct ProgressTests {
    /// A clock the test moves.
    final class Clock: @unchecked Sendable {
        var now = 100.0
    }

    @Test func plainLinesAtMostEveryFewSecondsAndNoneForShortWork() {
        let clock = Clock()
        var text = ""
        let progress = Progress("rendering frames", style: .lines, write: { text += $0 }, now: { clock.now })
        for i in 1...10 {
            clock.now += 0.05
            progress.update(done: i, total: 100)
        }
        #expect(text.isEmpty, "work under a second is silent")
        for i in 11...99 {
            clock.now += 0.1
            progress.update(done: i, total: 100)
        }
        progress.finish()
        let lines = text.split(separator: "\n")
        // 9.4 s of work: a line after 1 s, then every 5 s.
        #expect(lines.count == 2, "\(text)")
        #expect(lines.allSatisfy { $0.hasPrefix("boardgen: rendering frames ") && $0.contains("/100 (") && $0.contains(" s left") })
        #expect(!text.contains("\u{1B}"))
    }

    @Test func aTerminalLineIsRedrawnAndErased() {
        let clock = Clock()
        var text = ""
        let progress = Progress("rendering frames", style: .terminal, write: { text += $0 }, now: { clock.now })
        clock.now += 2
        progress.update(done: 10, total: 40)
        clock.now += 0.01
        progress.update(done: 11, total: 40)   // too soon to redraw
        clock.now += 0.5
        progress.update(done: 20, total: 40)
        progress.finish()
        #expect(text == "\r\u{1B}[Krendering frames 10/40 (25%), 2.0 s elapsed, about 6.0 s left"
                + "\r\u{1B}[Krendering frames 20/40 (50%), 2.5 s elapsed, about 2.5 s left\r\u{1B}[K")
    }

    @Test func quietAndTestsShowNothing() {
        var text = ""
        let progress = Progress("x", style: .none, write: { text += $0 }, now: { 1e9 })
        progress.update(done: 1, total: 2)
        progress.finish()
        #expect(text.isEmpty)
        var console = Console(writeOutput: { _ in }, writeError: { text += $0 }, colors: false, progressStyle: .lines)
        console.quiet = true
        console.summary("wrote x\n")
        #expect(text.isEmpty)
    }

    @Test func summaries() {
        #expect(Summary.file("a.png", bytes: 812) == "wrote a.png, 812 bytes\n")
        #expect(Summary.file("a.gif", bytes: 300 * 1024, details: ["340 frames"]) == "wrote a.gif, 300 KiB (340 frames)\n")
        #expect(Summary.files(["f/0.png", "f/1.png"], bytes: 3 * 1_048_576) == "wrote 2 files, 3.0 MiB, to f/\n")
        #expect(Summary.files(["0.png", "1.png"], bytes: 2) == "wrote 2 files, 2 bytes, to ./\n")
        #expect(Summary.file("-", bytes: 1) == "wrote standard output, 1 byte\n")
    }
}
