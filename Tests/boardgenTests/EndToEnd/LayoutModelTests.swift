import Foundation
import Testing
import TestSupport

/// boardgen's layout against an independent model of SwiftUI's rules written in Python
/// (scripts/layout-check/check.py): random trees of stacks, spacers, colours, texts, padding,
/// fixed and flexible frames, backgrounds and fixedSize, every view's frame within 0.01 pt.
@Suite struct LayoutModelTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../scripts/layout-check/check.py").standardized.path

    @Test func randomTreesMatchTheIndependentModel() throws {
        guard let binary = BoardgenProcess.binary,
              FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {   // make test installs python3
            Issue.record("needs the boardgen binary and python3")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.script, binary.path, "30", "7"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("0 failures"), "\(output)")
    }
}
