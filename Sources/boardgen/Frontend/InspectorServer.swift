#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `watch --serve`: an HTTP server on 127.0.0.1 that serves one page — the inspector being
/// rebuilt — with a script that reloads it when the build number (`/version`) changes. It
/// answers only GET / and GET /version, and listens only on the loopback address.
final class InspectorServer: @unchecked Sendable {
    private let socket: Int32
    private let page: String
    private let lock = NSLock()
    private var builds = 0

    /// The build number the page watches.
    var version: Int {
        get { lock.lock(); defer { lock.unlock() }; return builds }
        set { lock.lock(); builds = newValue; lock.unlock() }
    }

    /// What the page gets besides the inspector: a poll of `/version` that reloads it.
    static let reloadScript = """
        <script>(function () { var seen = null; setInterval(function () {
          fetch('/version', {cache: 'no-store'}).then(function (r) { return r.text(); }).then(function (v) {
            if (seen === null) { seen = v; } else if (v !== seen) { location.reload(); }
          }).catch(function () {}); }, 300); })();</script>
        """

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(port: UInt16, page: String) throws {
        self.page = page
        #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw Failure(description: reason)
        }
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    private func serve() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { continue }
            answer(client)
            close(client)
        }
    }

    private func answer(_ client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(client, &buffer, buffer.count)
        guard n > 0 else { return }
        let request = String(decoding: buffer[0..<n], as: UTF8.self)
        let path = request.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        var status = "200 OK", type = "text/html; charset=utf-8", body: [UInt8]
        switch path.split(separator: "?").first.map(String.init) ?? "/" {
        case "/version":
            type = "text/plain"
            body = Array(String(version).utf8)
        case "/", "/index.html":
            var html = (try? String(contentsOfFile: page, encoding: .utf8)) ?? "<!doctype html><p>Not built yet.</p>"
            // The inspector's policy allows no connection at all (`default-src 'none'`): the served
            // page may fetch `/version` from this server, and nothing else.
            if let policy = html.range(of: "default-src 'none';") {
                html.insert(contentsOf: " connect-src 'self';", at: policy.upperBound)
            }
            if let end = html.range(of: "</body>", options: .backwards) {
                html.insert(contentsOf: Self.reloadScript, at: end.lowerBound)
            } else {
                html += Self.reloadScript
            }
            body = Array(html.utf8)
        default:
            status = "404 Not Found"
            type = "text/plain"
            body = Array("not found".utf8)
        }
        let head = "HTTP/1.0 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let k = bytes[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            if k <= 0 { return }
            sent += k
        }
    }
}
