import Foundation

/// Runs this very boardgen as a child process: `build` draws each figure file with one,
/// `watch` rebuilds with one.
enum BoardgenSubprocess {
    /// Runs boardgen with `args` (standard output discarded); its first error line, without the
    /// `boardgen: error: ` prefix, if it fails.
    ///
    /// Each run is a fresh process: an SVG's ids depend on what the process drew before, so only
    /// a fresh process gives the bytes another run gives.
    static func run(_ args: [String]) -> String? {
        let (ok, text) = capture(args)
        guard ok else {
            return text.split(separator: "\n").first.map { String($0).replacingOccurrences(of: "boardgen: error: ", with: "") } ?? "failed"
        }
        return nil
    }

    /// Runs boardgen with `args` (standard output discarded): whether it succeeded, and what it
    /// wrote on standard error, every line (a diagnostic's source line and caret too).
    static func capture(_ args: [String]) -> (ok: Bool, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = args
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return (false, "cannot run boardgen: \(error.localizedDescription)") }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0, text)
    }
}
