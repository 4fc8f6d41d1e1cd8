import Foundation

/// Text snapshots kept in a `Snapshots` folder beside the test file.
///
/// A snapshot is recorded (written) only when the environment has
/// `RECORD_SNAPSHOTS=1` and `CI` is not `true`; otherwise a missing or
/// different file is a failure. Exclude the folder from the test target in
/// Package.swift.
public enum Snapshot {
    /// Whether this run may write snapshots.
    public static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["RECORD_SNAPSHOTS"] == "1" && environment["CI"] != "true"
    }

    /// The snapshot file `name` beside the test file at `filePath`.
    public static func url(_ name: String, filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Snapshots").appendingPathComponent(name)
    }

    /// Compares `text` with the snapshot `name`, recording it when allowed.
    ///
    /// - Returns: nil when they match (or the snapshot was recorded), or a
    ///   message for the failure.
    public static func check(_ text: String, named name: String, filePath: String = #filePath) -> String? {
        let url = url(name, filePath: filePath)
        let stored = try? String(contentsOf: url, encoding: .utf8)
        if stored == text { return nil }
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                return nil
            } catch {
                return "could not record snapshot \(url.path): \(error)"
            }
        }
        guard let stored else {
            return "missing snapshot \(url.path); run with RECORD_SNAPSHOTS=1 to record it"
        }
        return "snapshot \(name) differs (run with RECORD_SNAPSHOTS=1 to re-record):\n"
            + firstDifference(stored, text)
    }

    /// The first differing line of two texts, for messages.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false)
        let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(la.count, lb.count) {
            let x = i < la.count ? String(la[i]) : "<end>"
            let y = i < lb.count ? String(lb[i]) : "<end>"
            if x != y { return "line \(i + 1):\n  expected: \(x)\n  actual:   \(y)" }
        }
        return "(line endings differ)"
    }
}
