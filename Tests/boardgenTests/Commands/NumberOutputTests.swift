import Foundation
import Testing
import TestSupport
@testable import boardgen

/// What the commands print for people and scripts (issue 12): numbers without
/// float noise, seconds alike everywhere, singular and plural right, and one
/// message for an undamped spring in every command.
@Suite struct NumberOutputTests {
    static func boardFile(_ text: String) throws -> String {
        let dir = URL(fileURLWithPath: temporaryDirectory("numbers"))
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("b.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func curveSamplesPrintTimesWithoutNoise() {
        let run = Run(["curve", ".spring(response: 0.5, dampingFraction: 0.7)", "--samples", "4"])
        #expect(run.status == .success)
        let times = run.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(times == ["0", "0.19", "0.38", "0.57", "0.76"], "\(run.output)")
        let spring = Run(["curve", ".spring(response: 0.46, dampingFraction: 0.9)", "--samples", "4"])
        for line in spring.output.split(separator: "\n") {
            let time = String(line.split(separator: " ")[0])
            #expect(time.filter(\.isNumber).count <= 7, "\(line)")
        }
    }

    @Test func listPrintsSecondsAndCountsForPeople() throws {
        let path = try Self.boardFile("""
            {"columns": 1, "animation": ".spring(response: 0.5, dampingFraction: 0.825)", "cells": [{"name": "a", "transition": ".opacity"}]}
            """)
        let run = Run(["list", path])
        #expect(run.status == .success, "\(run.error)")
        // Issue 42: one cell is "1 cell" (it was "1 cell in 4 columns" on a board of the default columns).
        #expect(run.output.contains("  1 cell: a\n"), "\(run.output)")
        let two = try Self.boardFile(#"{"cells": [{"name": "a", "transition": ".opacity"}, {"name": "b", "transition": ".scale"}]}"#)
        #expect(Run(["list", two]).output.contains("  2 cells in one row: a, b\n"))
        #expect(Run(["list", "bench"]).output.contains("  12 cells in 4 columns: "))
        #expect(run.output.contains("removal 0–0.5267 s"), "\(run.output)")
        #expect(!run.output.contains("0.526666"), "\(run.output)")
    }

    @Test func checkPrintsTheCycleForPeople() throws {
        let path = try Self.boardFile("""
            {"animation": ".spring(response: 0.5, dampingFraction: 0.825)", "cells": [{"name": "a", "transition": ".opacity"}]}
            """)
        let run = Run(["check", path])
        #expect(run.status == .success, "\(run.error)")
        #expect(run.output.hasSuffix(": ok — 1 cell, 2 steps, cycle 2.2533 s\n"), "\(run.output)")
    }

    @Test func errorsPrintSecondsAlike() {
        let render = Run(["render", "bench", "--at", "7", "-o", "/nonexistent-dir/x.png"])
        #expect(render.error.contains("time 7 s is outside the board's cycle: use 0 to 6.8 s"), "\(render.error)")
        let poster = Run(["animate", "bench", "--poster", "7", "-o", "/nonexistent-dir/x.svg"])
        #expect(poster.error.contains("--poster 7: the poster must be a time in the cycle, 0 to 6.8 s"), "\(poster.error)")
    }

    @Test(arguments: [
        ".spring(response: 0.5, dampingFraction: 0)",
        ".interpolatingSpring(stiffness: 100, damping: 0)",
    ])
    func anUndampedSpringIsOneLineInEveryCommand(animation: String) throws {
        let path = try Self.boardFile("""
            {"animation": "\(animation)", "cells": [{"name": "a", "transition": ".opacity"}]}
            """)
        let runs = [
            Run(["check", path]), Run(["list", path]), Run(["render", path, "--at", "0", "-o", "/nonexistent-dir/x.png"]),
            Run(["animate", path, "-o", "/nonexistent-dir/x.gif"]), Run(["sheet", path, "-o", "/nonexistent-dir/x.png"]),
        ]
        let first = runs[0].error.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("never comes to rest"), "\(first)")
        #expect(!first.contains("repeatForever"))
        for run in runs {
            #expect(run.status == .usage, "\(run.error)")
            #expect(run.error.split(separator: "\n").first.map(String.init) == first, "\(run.error)")
            #expect(run.output.isEmpty)
        }
    }

    /// The integration stops at 60 s: a spring that never rests is not shown snapped to 1 after it.
    @Test func curveOfAnUndampedSpringIsNotCutSilently() {
        let run = Run(["curve", ".spring(response: 0.5, dampingFraction: 0).speed(0.5)", "--at", "1,121"])
        #expect(run.status == .usage, "\(run.output)")
        #expect(run.error.contains("never comes to rest") && run.error.contains("up to 120 s"), "\(run.error)")
        #expect(run.output.isEmpty)
        let within = Run(["curve", ".spring(response: 0.5, dampingFraction: 0).speed(0.5)", "--at", "1,119"])
        #expect(within.status == .success && within.output.hasPrefix("1 "))
    }

    @Test func curveOfAnUndampedSpringAsksForAnEnd() {
        let run = Run(["curve", ".spring(response: 0.5, dampingFraction: 0)", "--samples", "2"])
        #expect(run.status == .usage)
        #expect(run.error.contains("never settles"), "\(run.error)")
    }
}
