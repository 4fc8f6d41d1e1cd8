import Foundation
import Testing
import TestSupport

/// The docs say what the binary does: the scene-dump examples in docs/scene-format.md are what it
/// writes (scripts/doc-examples.py rewrites them), and every documented command runs as written
/// (scripts/doc-commands.py).
@Suite struct DocExamplesTests {
    /// Runs `python3 scripts/NAME arguments…` from the clone's root: its status and standard error.
    static func script(_ name: String, _ arguments: (URL) -> [String]) throws -> (status: Int32, said: String) {
        let binary = try #require(BoardgenProcess.binary, "boardgen binary not found; set BOARDGEN_BINARY")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../..").standardized.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root + "/scripts/" + name] + arguments(binary)
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said)
    }

    @Test func theSceneFormatExamplesAreWhatTheBinaryWrites() throws {
        let r = try Self.script("doc-examples.py") { ["--check", "--bin", $0.path] }
        #expect(r.status == 0, "run scripts/doc-examples.py to rewrite them:\n\(r.said)")
    }

    /// Every `boardgen …` line in the README's and docs/'s shell blocks runs as written, each
    /// document's from a scratch directory holding the clone's Examples/.
    @Test func everyDocumentedCommandRunsAsWritten() throws {
        let r = try Self.script("doc-commands.py") { ["--bin", $0.deletingLastPathComponent().path] }
        #expect(r.status == 0, "\(r.said)")
        #expect(r.said.contains(" documented commands ran as written"))
    }
}
