#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BoardRender

/// Where the command writes: standard output for data (`curve`, `list`, `-o -`),
/// standard error for diagnostics, progress and the summary line; whether diagnostics
/// may be coloured and how progress is shown.
///
/// Tests build one that collects text instead of writing to the process's streams.
struct Console {
    /// Writes results.
    var writeOutput: (String) -> Void
    /// Writes diagnostics.
    var writeError: (String) -> Void
    /// Whether diagnostics use ANSI colours.
    var colors: Bool
    /// Whether writing standard output failed; checked by ``finish(_:)``.
    var outputFailed: () -> Bool = { false }
    /// Whether it failed because its reader went away (`| head`): then boardgen stops quietly.
    var outputClosed: () -> Bool = { false }
    /// The system's reason for the failure (`No space left on device`), when known.
    var outputFailure: () -> String? = { nil }
    /// Writes binary results (`-o -`).
    var writeOutputBytes: ([UInt8]) -> Void = { _ in }
    /// How progress is shown: redrawn on a terminal, plain lines otherwise, none in tests.
    var progressStyle: ProgressStyle = .none
    /// `--quiet`: no progress and no summary line (errors and warnings still print).
    var quiet = false

    /// The process's streams; colours only when standard error is a terminal,
    /// `NO_COLOR` is unset and `TERM` is not `dumb`; the same rule (without `NO_COLOR`)
    /// chooses a redrawn progress line over plain lines.
    static func standard() -> Console {
        let output = FileDescriptorWriter(STDOUT_FILENO), error = FileDescriptorWriter(STDERR_FILENO)
        let environment = Environment.current, isTerminal = isatty(STDERR_FILENO) != 0
        return Console(
            writeOutput: { output.write(TerminalText.sanitized($0)) },
            writeError: { error.write(TerminalText.sanitized($0)) },
            colors: Self.wantsColor(isTerminal: isTerminal, environment: environment),
            outputFailed: { output.failed },
            outputClosed: { output.closed },
            outputFailure: { output.failure },
            writeOutputBytes: output.write,
            progressStyle: isTerminal && environment["TERM"] != "dumb" ? .terminal : .lines)
    }

    /// Progress of a long piece of work ("rendering frames"); silent with `--quiet`.
    func progress(_ what: String) -> Progress {
        Progress(what, style: quiet ? .none : progressStyle, write: writeError)
    }

    /// Writes the closing summary line on standard error, unless `--quiet` or writing
    /// standard output failed: the line says the output was written, so it is printed
    /// only once that is true (``finish(_:)`` reports the failure, or ends quietly for a
    /// reader that went away).
    func summary(_ line: String) {
        if !quiet, !outputFailed(), !outputClosed() { writeError(line) }
    }

    /// The colour rule, separate for tests.
    static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// The final exit status: 1 if the output could not be written.
    mutating func finish(_ status: ExitCode) -> Int32 {
        // A reader that stopped reading (`boardgen … -o - | head`) is not an error: boardgen ends
        // quietly with status 0: the reader asked for no more.
        if outputClosed(), status == .success { return ExitCode.success.rawValue }
        if outputFailed(), status == .success {
            writeError("boardgen: error: cannot write to standard output" + (outputFailure().map { ": " + $0 } ?? "") + "\n")
            return ExitCode.failure.rawValue
        }
        return status.rawValue
    }
}

/// Writes text to a file descriptor with `write(2)`, unbuffered, retrying
/// partial writes and interruptions; remembers a failure.
final class FileDescriptorWriter {
    let descriptor: Int32
    private(set) var failed = false
    /// Whether the failure was a reader that went away (EPIPE).
    private(set) var closed = false
    /// The system's reason for the failure, if any.
    private(set) var failure: String?

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    func write(_ text: String) { write(Array(text.utf8)) }

    func write(_ data: [UInt8]) {
        guard !failed else { return }
        var bytes = data[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                closed = errno == EPIPE
                failure = String(cString: strerror(errno))
                failed = true
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// The process environment as a dictionary.
enum Environment {
    static var current: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            pointer += 1
        }
        return result
    }
}

/// The exit statuses, one mapping for every command (README, `boardgen --help`):
///
/// - 0: success;
/// - 1: an I/O or render failure: the system refused to read or write (the
///   message gives its reason, such as "No space left on device"), or cairo failed;
/// - 2: bad usage or bad input: an option, a board, an expression, a time or a path as given;
/// - 128 + N: stopped by signal N after removing the run's temporary files
///   (130 SIGINT, 143 SIGTERM, 129 SIGHUP; see `TemporaryFiles`);
/// A reader of standard output that went away (`-o - | head`) is not a failure: boardgen stops
/// quietly with 0, as `head` asked for no more.
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    case usage = 2

    /// The table `--help` prints.
    static let help: [(String, String)] = [
        ("0", "Success (also when standard output's reader stops early: -o - | head)."),
        ("1", "An I/O or render failure, with the system's reason (e.g. No space left on device)."),
        ("2", "Bad usage or input: an option, board, expression, time or path as given."),
        ("128+N", "Stopped by signal N (130 SIGINT, 143 SIGTERM, 129 SIGHUP); no file is left behind."),
    ]
}
