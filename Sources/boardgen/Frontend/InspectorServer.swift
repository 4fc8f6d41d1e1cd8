#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `watch --serve`: an HTTP server on 127.0.0.1 that serves one page — the inspector being
/// rebuilt — with a script that reloads it when the build number (`/version`) changes. It
/// answers only GET / and GET /version, and listens only on the loopback address.
///
/// It serves only the bytes it was given (``publish(_:)``: the page `watch` drew in a private
/// folder), never a file by name, so replacing the page on disk by a link to another file
/// shows nothing of that file. A request whose `Host` is not this machine's loopback name
/// (`127.0.0.1`, `localhost`, `[::1]`, with or without this port) is refused with 421: a
/// page elsewhere that rebinds its own name to 127.0.0.1 reads nothing. Each connection has
/// a thread of its own that waits at most ``readTimeout`` seconds for its request, and at
/// most ``maximumConnections`` are served at once (more are closed at once): an idle
/// connection delays nobody.
final class InspectorServer: @unchecked Sendable {
    private let socket: Int32
    private let port: UInt16
    private let lock = NSLock()
    private var builds = 0
    private var page: [UInt8]?
    private var connections = 0

    /// The most connections served at once; more are closed as they come.
    static let maximumConnections = 32
    /// How long a connection may take to send its request (and to take the answer), in seconds.
    static let readTimeout = 3
    /// The longest request head read.
    static let maximumRequest = 8192

    /// The build number the page watches.
    var version: Int {
        get { lock.withLock { builds } }
        set { lock.withLock { builds = newValue } }
    }

    /// What the page gets besides the inspector: a poll of `/version` that reloads it.
    static let reloadScript = """
        <script>(function () { var seen = null; setInterval(function () {
          fetch('/version', {cache: 'no-store'}).then(function (r) { return r.text(); }).then(function (v) {
            if (seen === null) { seen = v; } else if (v !== seen) { location.reload(); }
          }).catch(function () {}); }, 300); })();</script>
        """

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Listens on 127.0.0.1:`port` (0: any free port, see ``boundPort``).
    init(port: UInt16) throws {
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw Failure(description: reason)
        }
        var actual = sockaddr_in(), length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        self.port = UInt16(bigEndian: actual.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The port it listens on.
    var boundPort: UInt16 { port }

    /// Serves `page` (an inspector's HTML) from now on.
    func publish(_ page: [UInt8]) {
        lock.withLock { self.page = page }
    }

    private func serve() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { continue }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let admitted = lock.withLock {
                guard connections < Self.maximumConnections else { return false }
                connections += 1
                return true
            }
            guard admitted else {
                close(client)
                continue
            }
            let thread = Thread { [self] in
                answer(client)
                close(client)
                lock.withLock { connections -= 1 }
            }
            thread.start()
        }
    }

    /// Reads the request head (up to its blank line, ``maximumRequest`` bytes or the timeout).
    private func requestHead(_ client: Int32) -> String? {
        var timeout = timeval(tv_sec: Self.readTimeout, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let deadline = Date().addingTimeInterval(Double(Self.readTimeout))
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < Self.maximumRequest, Date() < deadline {
            let n = read(client, &buffer, buffer.count)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            head += buffer[0..<n]
            if head.count >= 4, head.indices.dropFirst(3).contains(where: { head[$0 - 3...$0].elementsEqual([13, 10, 13, 10]) }) { break }
        }
        return head.isEmpty ? nil : String(decoding: head, as: UTF8.self)
    }

    /// Whether `host` (a `Host` header's value) names this server on the loopback address.
    static func isLoopbackHost(_ host: String, port: UInt16) -> Bool {
        let value = host.trimmingCharacters(in: .whitespaces).lowercased()
        for name in ["127.0.0.1", "localhost", "[::1]"] {
            if value == name || value == "\(name):\(port)" { return true }
        }
        return false
    }

    /// The status, content type and body of the answer to `head`.
    func response(to head: String) -> (status: String, type: String, body: [UInt8]) {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let requestLine = lines.first.map { $0.split(separator: " ") } ?? []
        let host = lines.dropFirst().first { $0.lowercased().hasPrefix("host:") }.map { String($0.dropFirst(5)) }
        guard let host, Self.isLoopbackHost(host, port: port) else {
            return ("421 Misdirected Request", "text/plain", Array("this server answers only to 127.0.0.1:\(port) and localhost:\(port)".utf8))
        }
        guard requestLine.count >= 2, requestLine[0] == "GET" || requestLine[0] == "HEAD" else {
            return ("405 Method Not Allowed", "text/plain", Array("only GET".utf8))
        }
        switch requestLine[1].split(separator: "?").first.map(String.init) ?? "/" {
        case "/version":
            return ("200 OK", "text/plain", Array(String(version).utf8))
        case "/", "/index.html":
            let bytes = lock.withLock { page }
            var html = bytes.map { String(decoding: $0, as: UTF8.self) } ?? "<!doctype html><p>Not built yet.</p>"
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
            return ("200 OK", "text/html; charset=utf-8", Array(html.utf8))
        default:
            return ("404 Not Found", "text/plain", Array("not found".utf8))
        }
    }

    private func answer(_ client: Int32) {
        guard let head = requestHead(client) else { return }
        let (status, type, body) = response(to: head)
        let header = "HTTP/1.0 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        let bytes = Array(header.utf8) + (head.hasPrefix("HEAD ") ? [] : body)
        var sent = 0
        while sent < bytes.count {
            let k = bytes[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            if k < 0, errno == EINTR { continue }
            if k <= 0 { return }
            sent += k
        }
    }
}
