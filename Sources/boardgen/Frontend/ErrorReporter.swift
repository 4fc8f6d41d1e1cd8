import BoardRender
import CommandLineKit

/// A failure a command reports: what went wrong, in the user's terms.
enum CommandFailure: Error {
    /// An expression that does not parse or evaluate; `source` is what the
    /// user wrote, for the caret line.
    case expression(ExpressionError, source: String)
    /// Bad input other than usage (exit status 2).
    case badInput(String)
    /// Several problems of bad input (exit status 2), each a diagnostic: its message, then the
    /// source line and caret it may carry, printed on lines of their own.
    case badInputDiagnostics([String])
    /// A failure while working: I/O, rendering (exit status 1).
    case runtime(String)
}

/// Prints errors on standard error, one `boardgen: error: …` line each (an
/// expression error adds the expression and a caret line; a note goes in
/// parentheses on the first line), and chooses the exit status.
struct ErrorReporter {
    var colors: Bool

    /// The prefix `boardgen: error: `, `error:` in bold red when colouring.
    var prefix: String {
        colors ? "boardgen: \u{1B}[1;31merror:\u{1B}[0m " : "boardgen: error: "
    }

    /// The longest line printed; longer ones (a pasted value of megabytes) are
    /// cut in the middle, so that no report can flood the terminal.
    static let maximumLineLength = 4_200

    /// The text to print for `error` and the exit status.
    func report(_ error: any Error) -> (text: String, status: ExitCode) {
        let (text, status) = unbounded(error)
        guard text.utf8.count > Self.maximumLineLength else { return (text, status) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard line.count > Self.maximumLineLength else { return line }
            let keep = Self.maximumLineLength / 2
            return line.prefix(keep) + " … " + line.suffix(keep)
        }
        return (lines.joined(separator: "\n"), status)
    }

    private func unbounded(_ error: any Error) -> (text: String, status: ExitCode) {
        switch error {
        case let error as UsageError:
            return (prefix + TerminalText.oneLine(error.description) + "\n", .usage)
        case let CommandFailure.expression(error, source):
            var lines = DiagnosticRenderer(colors: colors, notesOnOwnLine: false).lines(for: error, source: source)
            lines[0] = prefix + TerminalText.oneLine(lines[0])
            return (lines.joined(separator: "\n") + "\n", .usage)
        case let error as TimeLiteralError:
            return (prefix + TerminalText.oneLine(error.description) + "\n", .usage)
        case let error as ExpressionError:
            return (prefix + TerminalText.oneLine(error.description) + "\n", .usage)
        case let error as BoardFileError:
            return (error.lines(prefix: prefix).joined(separator: "\n") + "\n", error.isSystemFailure ? .failure : .usage)
        case let error as BoardError:
            return (prefix + TerminalText.oneLine(error.description) + "\n", .usage)
        case let error as BoardLookupError:
            return (prefix + TerminalText.oneLine(error.description) + "\n", .usage)
        case let error as OutputError:
            return (prefix + TerminalText.oneLine(error.description) + "\n", error.kind == .system ? .failure : .usage)
        case let CommandFailure.badInput(message):
            return (prefix + TerminalText.oneLine(message) + "\n", .usage)
        case let CommandFailure.badInputDiagnostics(problems):
            let text = problems.map { problem -> String in
                // Each line made safe on its own: the caret context keeps its line breaks.
                let lines = problem.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.oneLine(String($0)) }
                return prefix + lines.joined(separator: "\n") + "\n"
            }.joined()
            return (text, .usage)
        case let CommandFailure.runtime(message):
            return (prefix + TerminalText.oneLine(message) + "\n", .failure)
        default:
            return (prefix + TerminalText.oneLine(String(describing: error)) + "\n", .failure)
        }
    }
}
