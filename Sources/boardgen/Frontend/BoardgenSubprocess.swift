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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = args
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return "cannot run boardgen: \(error.localizedDescription)" }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return text.split(separator: "\n").first.map { String($0).replacingOccurrences(of: "boardgen: error: ", with: "") } ?? "failed"
        }
        return nil
    }
}
