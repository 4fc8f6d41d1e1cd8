import Foundation
import Testing
import TestSupport

/// The scene-dump examples in docs/scene-format.md are what the binary writes: each block after
/// an `<!-- example: … -->` marker is rewritten by scripts/doc-examples.py and checked here.
@Suite struct DocExamplesTests {
    @Test func theSceneFormatExamplesAreWhatTheBinaryWrites() throws {
        let binary = try #require(BoardgenProcess.binary, "boardgen binary not found; set BOARDGEN_BINARY")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../..").standardized.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root + "/scripts/doc-examples.py", "--check", "--bin", binary.path]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run scripts/doc-examples.py to rewrite them:\n\(said)")
    }

    /// Every `boardgen …` line in the README's and docs/'s shell blocks runs as written, each
    /// document's from a scratch directory holding the clone's Examples/ (scripts/doc-commands.py).
    @Test func everyDocumentedCommandRunsAsWritten() throws {
        let binary = try #require(BoardgenProcess.binary, "boardgen binary not found; set BOARDGEN_BINARY")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../..").standardized.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root + "/scripts/doc-commands.py", "--bin", binary.deletingLastPathComponent().path]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
        #expect(said.contains(" documented commands ran as written"))
    }
}
