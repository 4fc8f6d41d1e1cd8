import Foundation
import Testing
import TestSupport
@testable import boardgen

/// `boardgen build`: figures written under their names, a second run draws nothing, an edited
/// board redraws only its figures, and `--check` says what is not current.
@Suite struct BuildCommandTests {
    @Test func buildsOnlyWhatChangedAndChecks() throws {
        let dir = RenderCommandTests.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/boards", withIntermediateDirectories: true)
        let board = #"{"title": "Two", "cells": [{"name": "a", "transition": ".opacity"}, {"name": "b", "transition": ".scale"}]}"#
        try board.write(toFile: dir + "/boards/two.json", atomically: true, encoding: .utf8)
        try #"""
        {"output": "figs", "figures": [
          {"name": "bench", "board": "bench", "at": 1.4, "formats": ["png", "svg"], "themes": ["light", "dark"], "scales": [1]},
          {"name": "two", "board": "boards/two.json", "at": 0.5, "formats": ["png"]}
        ]}
        """#.write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        var r = try BoardgenProcess.run(["build"], in: dir)
        #expect(r.status == 0, "\(r.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/figs").filter { !$0.hasPrefix(".") }.sorted()
        #expect(names == ["bench.md", "bench.png", "bench.svg", "bench~dark.png", "bench~dark.svg", "two.md", "two@2x.png"])
        #expect(r.error.contains("built 5 files"))
        // Light and dark differ.
        #expect(FileManager.default.contents(atPath: dir + "/figs/bench.png") != FileManager.default.contents(atPath: dir + "/figs/bench~dark.png"))
        r = try BoardgenProcess.run(["build", "figures.json"], in: dir)
        #expect(r.status == 0 && r.error.contains("nothing to build: all 5 files of 2 figures in figs/ are current"), "\(r.error)")
        r = try BoardgenProcess.run(["build", "--check"], in: dir)
        #expect(r.status == 0, "\(r.error)")
        // An edit to one board draws only its figure again; --check sees it first.
        try board.replacingOccurrences(of: "Two", with: "Deux").write(toFile: dir + "/boards/two.json", atomically: true, encoding: .utf8)
        r = try BoardgenProcess.run(["build", "--check"], in: dir)
        #expect(r.status == 1 && r.error.contains("two@2x.png is stale") && !r.error.contains("bench.png"), "\(r.error)")
        r = try BoardgenProcess.run(["build"], in: dir)
        #expect(r.status == 0 && r.error.contains("built 1 file of figure two in figs/; 4 already current (2 figures)"), "\(r.error)")
        // An altered or deleted file.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/figs/bench.png"))
        handle.seekToEndOfFile()
        handle.write(Data("x".utf8))
        try handle.close()
        try FileManager.default.removeItem(atPath: dir + "/figs/bench~dark.svg")
        r = try BoardgenProcess.run(["build", "--check"], in: dir)
        #expect(r.status == 1 && r.error.contains("bench.png differs") && r.error.contains("bench~dark.svg is missing"), "\(r.error)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/figs/bench~dark.svg"), "--check writes nothing")
        r = try BoardgenProcess.run(["build"], in: dir)
        #expect(r.status == 0 && r.error.contains("built 2 files"), "\(r.error)")
        #expect(try BoardgenProcess.run(["build", "--check"], in: dir).status == 0)
    }

    @Test func aMissingBoardIsReportedWithItsPlaceBeforeAnythingIsDrawn() throws {
        let dir = RenderCommandTests.tempDir()
        try #"""
        {"figures": [
          {"name": "ok", "board": "bench", "at": 1, "formats": ["png"], "scales": [1]},
          {"name": "bad", "board": "boards/none.json", "at": 1}
        ]}
        """#.write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        let r = try BoardgenProcess.run(["build"], in: dir)
        #expect(r.status == 2 && r.error.contains("figures.json:3:") && r.error.contains("figure \"bad\""), "\(r.error)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/figures/ok.png"))
        let none = try BoardgenProcess.run(["build"], in: RenderCommandTests.tempDir())
        #expect(none.status == 2 && none.error.contains("figures.json"), "\(none.error)")
    }

    /// Issue 42: the output folder as usable from here, singular and plural counts, and a check
    /// that counts the same files every run (the snippets apart).
    @Test func messagesCountAlikeAndNameTheFolderFromHere() throws {
        let dir = RenderCommandTests.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/docs", withIntermediateDirectories: true)
        try #"{"title": "One", "cells": [{"name": "a", "transition": ".opacity"}]}"#.write(toFile: dir + "/docs/one.json", atomically: true, encoding: .utf8)
        try #"{"output": "figs", "figures": [{"name": "one", "board": "one.json", "at": [0.2, 0.5], "formats": ["png"], "scales": [1]}]}"#
            .write(toFile: dir + "/docs/figures.json", atomically: true, encoding: .utf8)
        var r = try BoardgenProcess.run(["build", "docs/figures.json"], in: dir)
        #expect(r.status == 0 && r.error.contains("built 2 files of figure one in docs/figs/; 0 already current (1 figure)"), "\(r.error)")
        #expect(!r.error.contains("(1 figures)"))
        r = try BoardgenProcess.run(["build", "docs/figures.json", "--check"], in: dir)
        #expect(r.status == 0 && r.error.contains("all 2 files of 1 figure in docs/figs/ are current"), "\(r.error)")
        // A stale snippet and a board edit: the files counted are the same two.
        try "edited".write(toFile: dir + "/docs/figs/one.md", atomically: true, encoding: .utf8)
        try #"{"title": "Uno", "cells": [{"name": "a", "transition": ".opacity"}]}"#.write(toFile: dir + "/docs/one.json", atomically: true, encoding: .utf8)
        r = try BoardgenProcess.run(["build", "docs/figures.json", "--check"], in: dir)
        #expect(r.status == 1 && r.error.contains("2 of 2 files in docs/figs/ are not current, and 1 snippet file is out of date"), "\(r.error)")
    }

    /// Issue 42: every option of render, sheet and animate but those build sets is a manifest key,
    /// from their own tables; docs/figures.md lists them; a figure's keys reach its command.
    @Test func figuresSetTheOptionsOfTheirCommands() throws {
        let table = FigureKeys.table
        for key in ["stamp", "speed", "clip", "stagger"] { #expect(table.still.contains { $0.key == key }, "\(key)") }
        for key in ["phase", "count", "columns", "cells", "sample", "frame-scale"] { #expect(table.sheet.contains { $0.key == key }, "\(key)") }
        for key in ["fps", "speed", "loops", "poster", "quality", "phase", "from", "to"] { #expect(table.animation.contains { $0.key == key }, "\(key)") }
        #expect(!table.keys.contains("output") && !table.keys.contains("scale") && !table.keys.contains("theme"))
        let docs = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../docs/figures.md").standardized.path, encoding: .utf8)
        for key in table.keys { #expect(docs.contains("`\(key)`"), "docs/figures.md lists \(key)") }
        let dir = RenderCommandTests.tempDir()
        // The stamp from "defaults" reaches render: the figure is the stamped render.
        try #"{"output": "figs", "defaults": {"stamp": true}, "figures": [{"name": "a", "board": "bench", "at": 1.4, "scales": [1]}]}"#
            .write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        var r = try BoardgenProcess.run(["build"], in: dir)
        #expect(r.status == 0, "\(r.error)")
        r = try BoardgenProcess.run(["render", "bench", "--at", "1.4", "--scale", "1", "--stamp", "-o", dir + "/stamped.png"])
        #expect(r.status == 0, "\(r.error)")
        #expect(FileManager.default.contents(atPath: dir + "/figs/a.png") == FileManager.default.contents(atPath: dir + "/stamped.png"))
        try #"{"figures": [{"name": "a", "board": "bench", "at": 1.4, "stmap": true}]}"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        r = try BoardgenProcess.run(["build", "bad.json"], in: dir)
        #expect(r.status == 2 && r.error.contains("bad.json:1:57: unknown key \"stmap\" in figure 1; did you mean \"stamp\"?"), "\(r.error)")
    }
}
