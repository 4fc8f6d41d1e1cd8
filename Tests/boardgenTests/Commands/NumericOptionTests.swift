import Foundation
import Testing
import TestSupport
@testable import boardgen

/// Every numeric option of every command with 0, negative, tiny, huge, NaN,
/// infinity and malformed values: the answer is always one short
/// `boardgen: error:` report with status 2 (or success), never a trap, and
/// nothing is written.
@Suite struct NumericOptionTests {
    static let values = ["0", "-1", "-0", "1e-300", "1e-6", "0.001", "1e9", "1e19", "1e308", "-1e308", "1e400",
                         "nan", "NaN", "inf", "-inf", "infinity", "0x10", "", " 1", "1,5", "１", String(repeating: "9", count: 5000)]

    /// (command line with X for the value, whether the value may be accepted)
    static let commandLines: [[String]] = [
        ["render", "bench", "--fps", "X", "-o", "OUT/{n}.json"],
        ["render", "bench", "--at", "X", "-o", "OUT/x.json"],
        ["render", "bench", "--at", "1", "--scale", "X", "-o", "OUT/x.json"],
        ["gif", "bench", "--fps", "X", "-o", "OUT/x.gif"],
        ["gif", "bench", "--speed", "X", "-o", "OUT/x.gif"],
        ["gif", "bench", "--loops", "X", "-o", "OUT/x.gif"],
        ["gif", "bench", "--poster", "X", "-o", "OUT/x.gif"],
        ["gif", "bench", "--scale", "X", "-o", "OUT/x.gif"],
        ["sheet", "bench", "--count", "X", "-o", "OUT/x.svg"],
        ["sheet", "bench", "--at", "X", "-o", "OUT/x.svg"],
        ["sheet", "bench", "--count", "2", "--columns", "X", "-o", "OUT/x.svg"],
        ["sheet", "bench", "--count", "2", "--frame-scale", "X", "-o", "OUT/x.svg"],
        ["curve", ".bouncy", "--at", "X"],
        ["curve", ".bouncy", "--samples", "X"],
        ["curve", ".bouncy", "--samples", "4", "--until", "X"],
        ["curve", ".easeIn.delay(X)", "--at", "1"],
        ["curve", ".spring(response: 0.5, dampingFraction: X)", "--samples", "10"],
    ]

    @Test(arguments: commandLines.indices)
    func hostileValues(_ i: Int) throws {
        // A directory that cannot be created (boardgen creates missing ones): a value
        // that is accepted reaches the output check and stops there, so no case does real work.
        let out = "/dev/null/boardgen-nonexistent-\(UUID().uuidString)"
        for value in Self.values {
            let arguments = Self.commandLines[i].map {
                $0.replacingOccurrences(of: "X", with: value).replacingOccurrences(of: "OUT", with: out)
            }
            let run = Run(arguments)
            #expect([.success, .usage].contains(run.status), "\(arguments): \(run.status) \(run.error)")
            if run.status != .success {
                #expect(run.error.hasPrefix("boardgen: error: "), "\(arguments)")
                #expect(run.error.utf8.count < 2_000, "\(arguments): \(run.error.prefix(200))")
            }
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test func formerBombsAnswerAtOnce() {
        let render = Run(["render", "bench", "--fps", "1e19", "-o", "/tmp/{n}.png"])
        #expect(render.status == .usage && render.error.contains("from 0.01 to 1000"))
        let board = temporaryFolder + "/boardgen-long-\(UUID().uuidString).json"
        _ = FileManager.default.createFile(atPath: board, contents: Data(#"{"animation": ".linear(duration: 20)", "cells": [{"name": "a", "transition": ".scale"}]}"#.utf8))
        defer { try? FileManager.default.removeItem(atPath: board) }
        let many = Run(["render", board, "--fps", "1000", "-o", "/nonexistent/{n}.png"])
        #expect(many.status == .usage && many.error.contains("at most 10000 frames"), "\(many.error)")
        let slow = Run(["gif", "bench", "--speed", "1e-6", "-o", "/nonexistent/x.gif"])
        #expect(slow.status == .usage && slow.error.contains("from 0.01 to 50"))
        let instants = Run(["curve", ".bouncy", "--at", Array(repeating: "1", count: 10_001).joined(separator: ",")])
        #expect(instants.status == .usage && instants.error.contains("at most 10000"))
    }

    @Test func checkingManyBadFilesStaysShort() throws {
        let dir = temporaryDirectory("check")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bad = "{" + (0..<40).map { "\"k\($0)\": 1" }.joined(separator: ", ") + "}"
        let files = (0..<60).map { dir + "/bad\($0).json" }
        for file in files { _ = FileManager.default.createFile(atPath: file, contents: Data(bad.utf8)) }
        let run = Run(["check"] + files)
        #expect(run.status == .usage)
        #expect(run.error.utf8.count < 64 * 1024)
        #expect(run.error.hasSuffix("more files with problems\n"))
    }

    @Test func longArgumentsAreClippedInMessages() {
        let long = String(repeating: "x", count: 200_000)
        for arguments in [[long], ["render", long, "--at", "1", "-o", "x.png"], ["curve", ".bouncy", "--at", long],
                          ["render", "bench", "--" + long], ["check", "a", "b", long]] {
            let run = Run(arguments)
            #expect(run.status == .usage)
            #expect(run.error.utf8.count < 5_000, "\(run.error.prefix(100))")
        }
    }
}
