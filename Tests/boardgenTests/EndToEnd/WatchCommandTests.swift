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
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            response += buffer[0..<n]
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

    @Test func aSaveRebuildsAndTheServedPageSeesANewVersion() throws {
        let dir = RenderCommandTests.tempDir()
        let board = #"{"title": "W", "cells": [{"name": "a", "transition": ".opacity"}]}"#
        try board.write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        let port = Int.random(in: 20000...40000)
        let process = Process()
        process.executableURL = BoardgenProcess.binary
        process.arguments = ["watch", dir + "/w.json", "-o", dir + "/w.html", "--serve", String(port), "--interval", "0.1"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        #expect(Self.waitFor("1", at: port, seconds: 60))
        let page = Self.get("/", port: port)
        #expect(page?.status == 200 && page!.body.contains("location.reload()") && page!.body.contains("<svg"))
        #expect(Self.get("/w.json", port: port)?.status == 404)
        try board.replacingOccurrences(of: "\"W\"", with: "\"Saved\"").write(toFile: dir + "/w.json", atomically: true, encoding: .utf8)
        #expect(Self.waitFor("2", at: port, seconds: 60))
        #expect(Self.get("/", port: port)?.body.contains("Saved") == true)
    }
}
