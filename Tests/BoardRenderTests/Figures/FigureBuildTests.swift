import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import Figures

/// `FigureBuild`, the logic of `boardgen build`, without processes: a drawer that writes bytes
/// made from the board file and the file's name stands in for boardgen, so that what is drawn,
/// skipped, compared, moved into place and recorded is checked exactly.
@Suite struct FigureBuildTests {
    /// A folder with `figures.json` (a built-in board in two themes and two formats, and a board
    /// file) and `boards/two.json`.
    static func project() throws -> String {
        let dir = temporaryDirectory("figure-build")
        try FileManager.default.createDirectory(atPath: dir + "/boards", withIntermediateDirectories: true)
        try Self.board.write(toFile: dir + "/boards/two.json", atomically: true, encoding: .utf8)
        try #"""
        {"output": "figs", "figures": [
          {"name": "bench", "board": "bench", "at": 1.4, "formats": ["png", "svg"], "themes": ["light", "dark"], "scales": [1]},
          {"name": "two", "board": "boards/two.json", "at": 0.5, "formats": ["png"]}
        ]}
        """#.write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        return dir
    }

    static let board = #"{"title": "Two", "cells": [{"name": "a", "transition": ".opacity"}, {"name": "b", "transition": ".scale"}]}"#

    /// Writes the board file's bytes (or the built-in's name) and the file's name; counts calls;
    /// fails for the file names in `failing`.
    final class Drawer: Sendable {
        let calls = Locked<[String]>([])
        let failing: Set<String>

        init(failing: Set<String> = []) { self.failing = failing }

        var draw: FigureDrawer {
            { [self] job in
                calls.withLock { $0.append(job.output.fileName) }
                if failing.contains(job.output.fileName) { return "boom" }
                let board = FileManager.default.contents(atPath: job.board).map { String(decoding: $0, as: UTF8.self) } ?? job.board
                do {
                    try "\(board)|\(job.output.fileName)|\(job.output.theme)".write(toFile: job.path, atomically: false, encoding: .utf8)
                } catch {
                    return "\(error)"
                }
                return nil
            }
        }

        var drawn: [String] { calls.withLock { $0.sorted() } }
    }

    static func files(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir + "/figs").sorted()
    }

    @Test func drawsSkipsChecksAndRecords() throws {
        let dir = try Self.project(), manifest = dir + "/figures.json"
        let first = Drawer()
        var report = try FigureBuild.run(manifestAt: manifest, draw: first.draw)
        #expect(report.drawn == 5 && report.current == 0 && report.figures == 2 && report.failures.isEmpty && !report.isCheck)
        #expect(report.output == "figs")
        #expect(first.drawn == ["bench.png", "bench.svg", "bench~dark.png", "bench~dark.svg", "two@2x.png"])
        // Every file in place, the snippets and the record beside them, no scratch folder left.
        #expect(try Self.files(dir) == [".boardgen-build.json", "bench.md", "bench.png", "bench.svg", "bench~dark.png",
                                        "bench~dark.svg", "two.md", "two@2x.png"])
        #expect(try String(contentsOfFile: dir + "/figs/two@2x.png", encoding: .utf8) == Self.board + "|two@2x.png|light")
        let record = FigureBuildRecord.read(dir + "/figs/" + FigureBuild.recordName)
        #expect(record.files.keys.sorted() == ["bench.png", "bench.svg", "bench~dark.png", "bench~dark.svg", "two@2x.png"])
        // A second build draws nothing; a check draws everything and finds it current.
        let second = Drawer()
        report = try FigureBuild.run(manifestAt: manifest, draw: second.draw)
        #expect(report.drawn == 0 && report.current == 5 && second.drawn.isEmpty)
        let check = Drawer()
        report = try FigureBuild.run(manifestAt: manifest, options: .init(check: true), draw: check.draw)
        #expect(report.isCheck && report.outdated.isEmpty && report.current == 5 && check.drawn.count == 5)
        // --force draws every file again.
        let forced = Drawer()
        report = try FigureBuild.run(manifestAt: manifest, options: .init(force: true), draw: forced.draw)
        #expect(report.drawn == 5 && report.current == 0 && forced.drawn.count == 5)
    }

    @Test func aCheckNamesWhatIsNotCurrentAndWritesNothing() throws {
        let dir = try Self.project(), manifest = dir + "/figures.json"
        _ = try FigureBuild.run(manifestAt: manifest, draw: Drawer().draw)
        // An edited board, an altered file, a deleted file, an edited snippet.
        try Self.board.replacingOccurrences(of: "Two", with: "Deux").write(toFile: dir + "/boards/two.json", atomically: true, encoding: .utf8)
        try "altered".write(toFile: dir + "/figs/bench.png", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: dir + "/figs/bench~dark.svg")
        try "edited".write(toFile: dir + "/figs/bench.md", atomically: true, encoding: .utf8)
        let before = try Self.files(dir)
        let recordBefore = FileManager.default.contents(atPath: dir + "/figs/" + FigureBuild.recordName)
        let report = try FigureBuild.run(manifestAt: manifest, options: .init(check: true), draw: Drawer().draw)
        #expect(report.outdated.map(\.description) == [
            "bench.png differs from what its board draws (figure \"bench\")",
            "bench~dark.svg is missing (figure \"bench\")",
            "two@2x.png is stale: its board, Swift or entry changed since it was built (figure \"two\")",
            "bench.md is stale (figure \"bench\")",
            "two.md is stale (figure \"two\")",
        ])
        #expect(report.outdated.map(\.reason) == [.differs, .missing, .stale, .staleSnippet, .staleSnippet])
        #expect(report.current == 2 && report.failures.isEmpty)
        #expect(try Self.files(dir) == before, "a check writes nothing")
        #expect(FileManager.default.contents(atPath: dir + "/figs/" + FigureBuild.recordName) == recordBefore)
        #expect(try String(contentsOfFile: dir + "/figs/bench.png", encoding: .utf8) == "altered")
        // A build draws exactly those three again and puts the snippets right.
        let drawer = Drawer()
        let build = try FigureBuild.run(manifestAt: manifest, draw: drawer.draw)
        #expect(drawer.drawn == ["bench.png", "bench~dark.svg", "two@2x.png"] && build.drawn == 3 && build.current == 2)
        #expect(try FigureBuild.run(manifestAt: manifest, options: .init(check: true), draw: Drawer().draw).outdated.isEmpty)
    }

    @Test func aFileThatCannotBeDrawnIsAFailureAndIsNotRecorded() throws {
        let dir = try Self.project(), manifest = dir + "/figures.json"
        let report = try FigureBuild.run(manifestAt: manifest, draw: Drawer(failing: ["two@2x.png"]).draw)
        #expect(report.failures.map(\.description) == ["two: two@2x.png: boom"])
        #expect(report.failures.first?.stage == .drawing(figure: "two"))
        #expect(report.drawn == 4)
        #expect(!FileManager.default.fileExists(atPath: dir + "/figs/two@2x.png"))
        #expect(FigureBuildRecord.read(dir + "/figs/" + FigureBuild.recordName).files["two@2x.png"] == nil)
        // The next build tries it again, and only it.
        let drawer = Drawer()
        _ = try FigureBuild.run(manifestAt: manifest, draw: drawer.draw)
        #expect(drawer.drawn == ["two@2x.png"])
    }

    @Test func problemsBeforeDrawingAreTypedErrors() throws {
        let dir = temporaryDirectory("figure-build")
        func error(_ manifest: String) -> FigureBuildError? {
            do {
                _ = try FigureBuild.run(manifestAt: manifest) { _ in
                    Issue.record("nothing is drawn")
                    return nil
                }
                return nil
            } catch {
                return error
            }
        }
        guard case .unreadableManifest(dir + "/none.json") = error(dir + "/none.json") else {
            Issue.record("a missing manifest")
            return
        }
        #expect(error(dir + "/none.json")?.description == "cannot read the manifest '\(dir)/none.json'")
        try #"{"figures": []}"#.write(toFile: dir + "/empty.json", atomically: true, encoding: .utf8)
        guard case let .manifest(problems) = error(dir + "/empty.json") else {
            Issue.record("an invalid manifest")
            return
        }
        #expect(problems.description.contains("1 to 500 figures"))
        try #"""
        {"figures": [
          {"name": "ok", "board": "bench", "at": 1, "formats": ["png"], "scales": [1]},
          {"name": "bad", "board": "boards/none.json", "at": 1}
        ]}
        """#.write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        guard case let .boards(lines) = error(dir + "/figures.json") else {
            Issue.record("a missing board")
            return
        }
        #expect(lines.count == 1 && lines[0].hasPrefix("\(dir)/figures.json:3:") && lines[0].contains("figure \"bad\": "), "\(lines)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/figures"), "nothing is made")
    }

    /// A board's Swift file is one of its inputs in either form of `"swift"` — a string or an
    /// array: editing it makes the build draw again and the check call the file stale (issue 42).
    @Test(arguments: [#""Card.swift""#, #"["Card.swift"]"#])
    func editingABoardsSwiftFileDrawsAgain(swift: String) throws {
        let dir = temporaryDirectory("figure-build-swift")
        try "struct Card { let text = \"one\" }\n".write(toFile: dir + "/Card.swift", atomically: true, encoding: .utf8)
        try #"{"title": "C", "swift": \#(swift), "cells": [{"name": "a", "transition": ".opacity"}]}"#
            .write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)
        try #"{"output": "figs", "figures": [{"name": "c", "board": "c.json", "at": 0.5, "formats": ["png"]}]}"#
            .write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        #expect(BoardInputs.files(of: dir + "/c.json") == [dir + "/c.json", dir + "/Card.swift"])
        let manifest = dir + "/figures.json"
        #expect(try FigureBuild.run(manifestAt: manifest, draw: Drawer().draw).drawn == 1)
        try "struct Card { let text = \"two\" }\n".write(toFile: dir + "/Card.swift", atomically: true, encoding: .utf8)
        let check = try FigureBuild.run(manifestAt: manifest, options: .init(check: true), draw: Drawer().draw)
        #expect(check.outdated.map(\.reason) == [.stale])
        let drawer = Drawer()
        let build = try FigureBuild.run(manifestAt: manifest, draw: drawer.draw)
        #expect(build.drawn == 1 && build.current == 0 && drawer.drawn == ["c@2x.png"])
    }

    /// A build that changes nothing leaves the record's file as it is (not rewritten: same inode
    /// and modification time), as it leaves the figures (issue 42).
    @Test func anUnchangedBuildDoesNotRewriteTheRecord() throws {
        let dir = try Self.project(), manifest = dir + "/figures.json", record = dir + "/figs/" + FigureBuild.recordName
        _ = try FigureBuild.run(manifestAt: manifest, draw: Drawer().draw)
        func identity() throws -> [String] {
            let a = try FileManager.default.attributesOfItem(atPath: record)
            return ["\(a[.systemFileNumber] ?? "")", "\(a[.modificationDate] ?? "")"]
        }
        let before = try identity()
        Thread.sleep(forTimeInterval: 0.02)
        let report = try FigureBuild.run(manifestAt: manifest, draw: Drawer().draw)
        #expect(report.drawn == 0 && report.current == 5)
        #expect(try identity() == before)
    }

    @Test func pathsAreRelativeToTheManifest() {
        #expect(FigureBuild.resolve("figs", manifest: "docs/figures.json") == "docs/figs")
        #expect(FigureBuild.resolve("figs", manifest: "figures.json") == "figs")
        #expect(FigureBuild.resolve("/abs/figs", manifest: "docs/figures.json") == "/abs/figs")
    }
}
