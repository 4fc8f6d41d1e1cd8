#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestSupport

/// `boardgen watch BOARD --serve PORT`: a save draws the board again, and the served page's
/// build number (what its reload script watches) changes.
@Suite struct WatchCommandTests {
    /// GET `path` from 127.0.0.1:`port` over a plain socket: the status and the body.
    static func get(_ path: String, port: Int) -> (status: Int, body: String)? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        // Until the server closes, or the body its Content-Length announces is in (a browser's
        // DevTools server keeps the connection open).
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            response += buffer[0..<n]
            let sofar = String(decoding: response, as: UTF8.self)
            if let split = sofar.range(of: "\r\n\r\n"),
               let line = sofar[..<split.lowerBound].split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
               let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)),
               response.count - sofar[..<split.upperBound].utf8.count >= length { break }
        }
        let text = String(decoding: response, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n"), let code = Int(text.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return (code, String(text[split.upperBound...]))
    }

    static func waitFor(_ version: String, at port: Int, seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if get("/version", port: port)?.body == version { return true }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return false
    }

    /// `boardgen watch DIR/w.json -o DIR/w.html --serve PORT`, running.
    static func watch(_ dir: String, port: Int, output: String = "w.html") throws -> Process {
        let process = Process()
        process.executableURL = BoardgenProcess.binary
        process.arguments = ["watch", dir + "/w.json", "-o", dir + "/" + output, "--serve", String(port), "--interval", "0.1"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func aSaveRebuildsAndTheServedPageSeesANewVersion() throws {
        let dir = RenderCommandTests.tempDir()
        let board = #"{"title": "W", "cells": [{"name": "a", "transition": ".opacity"}]}"#
        try board.write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        let port = Int.random(in: 20000...40000)
        let process = try Self.watch(dir, port: port)
        defer { process.terminate(); process.waitUntilExit() }
        #expect(Self.waitFor("1", at: port, seconds: 60))
        let page = Self.get("/", port: port)
        #expect(page?.status == 200 && page!.body.contains("location.reload()") && page!.body.contains("<svg"))
        #expect(Self.get("/w.json", port: port)?.status == 404)
        try board.replacingOccurrences(of: "\"W\"", with: "\"Saved\"").write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        #expect(Self.waitFor("2", at: port, seconds: 60))
        #expect(Self.get("/", port: port)?.body.contains("Saved") == true)
    }

    /// The page on disk replaced by a link to another file (a 0600 secret) changes nothing the
    /// server answers: it serves the page it drew, kept in memory (issue 43).
    @Test func aLinkPutInPlaceOfThePageIsNotServed() throws {
        let dir = RenderCommandTests.tempDir()
        try #"{"title": "W", "cells": [{"name": "a", "transition": ".opacity"}]}"#.write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        try "SECRET-43".write(toFile: dir + "/secret", atomically: true, encoding: .utf8)
        chmod(dir + "/secret", 0o600)
        let port = Int.random(in: 20000...40000)
        let process = try Self.watch(dir, port: port)
        defer { process.terminate(); process.waitUntilExit() }
        #expect(Self.waitFor("1", at: port, seconds: 60))
        try FileManager.default.removeItem(atPath: dir + "/w.html")
        try FileManager.default.createSymbolicLink(atPath: dir + "/w.html", withDestinationPath: dir + "/secret")
        let page = Self.get("/", port: port)
        #expect(page?.status == 200 && page!.body.contains("<svg"))
        #expect(page?.body.contains("SECRET-43") == false)
    }

    /// Served, the page is drawn in a private folder and then written to the output, whose
    /// missing folders are created as `animate -o` creates them.
    @Test func theServedPageIsWrittenToItsOutput() throws {
        let dir = RenderCommandTests.tempDir()
        try #"{"title": "W", "cells": [{"name": "a", "transition": ".opacity"}]}"#.write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        let port = Int.random(in: 20000...40000)
        let process = try Self.watch(dir, port: port, output: "new/w.html")
        defer { process.terminate(); process.waitUntilExit() }
        #expect(Self.waitFor("1", at: port, seconds: 60))
        let written = try String(contentsOfFile: dir + "/new/w.html", encoding: .utf8)
        #expect(written.contains("<svg") && !written.contains("location.reload()"))
    }

    /// The page itself, in a browser: open in headless Chromium, it reloads after a save (the
    /// inspector's own policy forbade its `/version` poll until the server allowed it).
    @Test(.enabled(if: Chromium.isAvailable)) func anOpenPageInChromiumReloadsAfterASave() throws {
        let dir = RenderCommandTests.tempDir()
        let board = #"{"title": "Before", "cells": [{"name": "a", "transition": ".opacity"}]}"#
        try board.write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        let port = Int.random(in: 20000...40000), debugging = port + 1
        let watch = try Self.watch(dir, port: port)
        defer { watch.terminate(); watch.waitUntilExit() }
        #expect(Self.waitFor("1", at: port, seconds: 60))
        let (browser, profile) = try Chromium.open("http://127.0.0.1:\(port)/", debuggingPort: debugging)
        defer { browser.terminate(); browser.waitUntilExit(); try? FileManager.default.removeItem(atPath: profile) }
        func shows(_ title: String, within seconds: Double) -> Bool {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if let list = Self.get("/json/list", port: debugging),
                   Chromium.titles(inDevToolsList: list.body).contains("\(title) · boardgen inspector") { return true }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return false
        }
        #expect(shows("Before", within: 30))
        // Let the page take its first look at the version before the save.
        Thread.sleep(forTimeInterval: 1)
        try board.replacingOccurrences(of: "Before", with: "After").write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        #expect(Self.waitFor("2", at: port, seconds: 60))
        #expect(shows("After", within: 20), "the open page did not reload after the rebuild")
    }

    /// Runs `boardgen watch ARGS` in `cwd` for as long as `until` says (polled every 0.1 s, at
    /// most `seconds`), then stops it; what it wrote on standard error.
    static func watchOutput(_ args: [String], cwd: String, seconds: Double = 60, until: (String) -> Bool) throws -> String {
        let log = cwd + "/watch-\(UUID().uuidString).log"
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let process = Process()
        process.executableURL = BoardgenProcess.binary
        process.arguments = ["watch"] + args + ["--interval", "0.1"]
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit(); try? handle.close() }
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if until((try? String(contentsOfFile: log, encoding: .utf8)) ?? "") { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    }

    /// Issue 42: an error's caret context is printed on real lines (no literal `\\n`); a rebuild
    /// names the figures it drew; a board's inspector goes next to the board file, not into the
    /// current directory.
    @Test func errorsShowTheirCaretRebuildsNameTheirFiguresAndTheInspectorGoesNextToTheBoard() throws {
        let dir = RenderCommandTests.tempDir(), elsewhere = RenderCommandTests.tempDir()
        try FileManager.default.createDirectory(atPath: dir + "/boards", withIntermediateDirectories: true)
        let good = #"{"title": "W", "cells": [{"name": "a", "view": "Text(\"a\")"}]}"#
        try good.replacingOccurrences(of: "Text(", with: "Text((").write(toFile: dir + "/boards/w.json", atomically: true, encoding: .utf8)
        try #"{"output": "figs", "figures": [{"name": "card", "board": "boards/w.json", "at": 0.5, "formats": ["png"], "scales": [1]}]}"#
            .write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        var fixed = false
        let log = try Self.watchOutput(["figures.json"], cwd: dir) { text in
            if !fixed, text.contains("failed:") {
                try? good.write(toFile: dir + "/boards/w.json", atomically: true, encoding: .utf8)
                fixed = true
            }
            return text.contains("built ")
        }
        #expect(!log.contains("\\n"), "\(log)")
        let lines = log.split(separator: "\n")
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("^") }, "the caret has a line of its own: \(log)")
        #expect(log.contains("built 1 file of figure card in figs/"), "\(log)")
        // A board: its inspector next to it, whatever the current directory.
        let board = dir + "/boards/w.json"
        _ = try Self.watchOutput([board], cwd: elsewhere) { _ in FileManager.default.fileExists(atPath: dir + "/boards/w.html") }
        #expect(FileManager.default.fileExists(atPath: dir + "/boards/w.html"))
        #expect(!FileManager.default.fileExists(atPath: elsewhere + "/w.html"))
    }
}
