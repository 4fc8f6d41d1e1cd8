import Foundation

/// Runs the built `boardgen` executable as a separate process.
///
/// The binary is found next to the test product (SwiftPM puts both in the
/// same build directory), or at `$BOARDGEN_BINARY`.
public enum BoardgenProcess {
    /// The binary, if found.
    public static let binary: URL? = {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["BOARDGEN_BINARY"] {
            return URL(fileURLWithPath: explicit)
        }
        var directories: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        directories.append(executable.deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles { directories.append(bundle.bundleURL.deletingLastPathComponent()) }
        // On macOS the test bundle is Foo.xctest/Contents/MacOS/Foo.
        directories += directories.map { $0.appendingPathComponent("../../..").standardized }
        for directory in directories {
            let candidate = directory.appendingPathComponent("boardgen")
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               fileManager.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }()

    /// What a run printed and returned.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var output: String
        /// Standard error.
        public var error: String
    }

    /// A binary that could not be found.
    public struct NotFound: Error, CustomStringConvertible {
        public var description: String { "boardgen binary not found; set BOARDGEN_BINARY" }
    }

    /// Runs `boardgen arguments…` in `directory` with extra environment variables.
    /// `executable` runs another program instead (e.g. `script`, which runs boardgen on a
    /// pseudo-terminal).
    public static func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
        executable: String? = nil
    ) throws -> Result {
        guard let binary = executable.map({ URL(fileURLWithPath: $0) }) ?? binary else { throw NotFound() }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so a full stderr pipe cannot block the child.
        let errData = Locked(Data())
        let group = DispatchGroup()
        let errHandle = err.fileHandleForReading
        DispatchQueue.global().async(group: group) {
            let data = errHandle.readDataToEndOfFile()
            errData.withLock { $0 = data }
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: String(decoding: outData, as: UTF8.self),
                      error: String(decoding: errData.withLock { $0 }, as: UTF8.self))
    }
}
