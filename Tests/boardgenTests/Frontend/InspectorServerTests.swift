#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestSupport
@testable import boardgen

/// `watch --serve`'s server in process (issue 43): it answers only to its loopback names (DNS
/// rebinding), serves only the page it was given, and an idle connection delays nobody.
@Suite struct InspectorServerTests {
    /// A connection to 127.0.0.1:`port`, or -1.
    static func connect(_ port: UInt16) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 { close(fd); return -1 }
        return fd
    }

    /// Sends `request` and reads the whole answer (the server closes after it); nil when the
    /// connection fails or nothing comes within 10 s.
    static func exchange(_ request: String, port: UInt16) -> String? {
        let fd = connect(port)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = Array(request.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        var response: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            response += buffer[0..<n]
        }
        return response.isEmpty ? nil : String(decoding: response, as: UTF8.self)
    }

    static func get(_ path: String, host: String?, port: UInt16) -> String? {
        exchange("GET \(path) HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n", port: port)
    }

    @Test func onlyLoopbackHostsAreAnswered() throws {
        let server = try InspectorServer(port: 0)
        let port = server.boundPort
        server.publish(Array("<!doctype html><body>the page</body>".utf8))
        for host in ["127.0.0.1", "127.0.0.1:\(port)", "localhost", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
            let answer = Self.get("/", host: host, port: port)
            #expect(answer?.hasPrefix("HTTP/1.0 200") == true && answer!.contains("the page"), "\(host): \(answer ?? "nothing")")
        }
        for host in ["evil.example", "evil.example:\(port)", "127.0.0.1.evil.example", "localhost:1", "127.0.0.2", ""] {
            let answer = Self.get("/", host: host, port: port)
            #expect(answer?.hasPrefix("HTTP/1.0 421") == true && !answer!.contains("the page"), "\(host): \(answer ?? "nothing")")
        }
        #expect(Self.get("/version", host: nil, port: port)?.hasPrefix("HTTP/1.0 421") == true, "no Host")
        #expect(InspectorServer.isLoopbackHost(" 127.0.0.1 ", port: port))
    }

    /// It serves the bytes it was given, whatever happens to files on disk.
    @Test func itServesOnlyThePageItWasGiven() throws {
        let server = try InspectorServer(port: 0)
        #expect(Self.get("/", host: "127.0.0.1", port: server.boundPort)?.contains("Not built yet") == true)
        server.publish(Array("<html><body>mine</body></html>".utf8))
        server.version = 7
        let page = Self.get("/", host: "127.0.0.1", port: server.boundPort) ?? ""
        #expect(page.contains("mine") && page.contains("location.reload()"))
        #expect(Self.get("/version", host: "127.0.0.1", port: server.boundPort)?.hasSuffix("\r\n\r\n7") == true)
        #expect(Self.get("/etc/passwd", host: "127.0.0.1", port: server.boundPort)?.hasPrefix("HTTP/1.0 404") == true)
    }

    /// An idle connection (one that never sends its request) does not hold up another:
    /// `/version` answers within 3 s while it is open.
    @Test func anIdleConnectionDelaysNobody() throws {
        let server = try InspectorServer(port: 0)
        let idle = Self.connect(server.boundPort)
        #expect(idle >= 0)
        defer { close(idle) }
        let start = ContinuousClock.now
        let answer = Self.get("/version", host: "127.0.0.1", port: server.boundPort)
        #expect(answer?.hasPrefix("HTTP/1.0 200") == true)
        #expect(ContinuousClock.now - start < .seconds(3))
    }

    /// More idle connections than the cap are closed as they come, and the cap frees up once the
    /// idle ones time out.
    @Test func idleConnectionsAreCappedAndTimeOut() throws {
        let server = try InspectorServer(port: 0)
        var idle: [Int32] = []
        defer { idle.forEach { close($0) } }
        for _ in 0..<InspectorServer.maximumConnections { idle.append(Self.connect(server.boundPort)) }
        Thread.sleep(forTimeInterval: 0.3)
        // Past the cap: closed at once, with no answer.
        let start = ContinuousClock.now
        #expect(Self.get("/version", host: "127.0.0.1", port: server.boundPort) == nil)
        #expect(ContinuousClock.now - start < .seconds(2))
        // Once the idle ones time out, it answers again.
        Thread.sleep(forTimeInterval: Double(InspectorServer.readTimeout) + 1)
        #expect(Self.get("/version", host: "127.0.0.1", port: server.boundPort)?.hasPrefix("HTTP/1.0 200") == true)
    }
}
