import BoardRender
import CommandLineKit
import Testing
@testable import boardgen

@Suite struct ConsoleTests {
    @Test func colourRule() {
        #expect(Console.wantsColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        #expect(Console.wantsColor(isTerminal: true, environment: [:]))
        #expect(!Console.wantsColor(isTerminal: false, environment: ["TERM": "xterm"]))
        #expect(!Console.wantsColor(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]))
        #expect(!Console.wantsColor(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    @Test func failedOutputIsARuntimeFailure() {
        var errors = ""
        var console = Console(writeOutput: { _ in }, writeError: { errors += $0 }, colors: false, outputFailed: { true })
        #expect(console.finish(.success) == 1)
        #expect(errors == "boardgen: error: cannot write to standard output\n")
        #expect(console.finish(.usage) == 2)
    }

    /// Issue M1: a summary after a failed write to standard output is not printed (it
    /// would say the output was written); the failure says why.
    @Test func noSuccessLineAfterAFailedOutput() {
        var errors = ""
        var console = Console(writeOutput: { _ in }, writeError: { errors += $0 }, colors: false,
                              outputFailed: { true }, outputFailure: { "No space left on device" })
        console.summary("wrote standard output, 4 KiB\n")
        #expect(console.finish(.success) == 1)
        #expect(errors == "boardgen: error: cannot write to standard output: No space left on device\n")
    }

    /// `boardgen … -o - | head`: the reader went away; no summary, no error, 128 + SIGPIPE.
    @Test func aClosedReaderEndsQuietly() {
        var errors = ""
        var console = Console(writeOutput: { _ in }, writeError: { errors += $0 }, colors: false,
                              outputFailed: { true }, outputClosed: { true })
        console.summary("wrote standard output, 148 KiB\n")
        #expect(console.finish(.success) == 0)
        #expect(errors.isEmpty)
    }

    @Test func exitStatuses() {
        let reporter = ErrorReporter(colors: false)
        #expect(reporter.report(UsageError("bad", program: "boardgen")).status == .usage)
        #expect(reporter.report(CommandFailure.badInput("bad")).status == .usage)
        #expect(reporter.report(CommandFailure.runtime("disk full")) == ("boardgen: error: disk full\n", .failure))
        #expect(reporter.report(TimeLiteralError("x", "bad")) == ("boardgen: error: invalid time 'x': bad\n", .usage))
        struct Other: Error {}
        #expect(reporter.report(Other()).status == .failure)
        let expression = CommandFailure.expression(ExpressionError(.syntax, at: SourceRange(0, 1), "bad"), source: "x")
        #expect(reporter.report(expression) == ("boardgen: error: column 1: bad\n  x\n  ^\n", .usage))
    }
}
