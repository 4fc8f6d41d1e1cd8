import BoardRender
import Foundation

/// Headless Chromium for checks that need a real browser (the animated SVG, the HTML
/// inspector). Optional: ``isAvailable`` is false when no Chromium is installed, and tests skip.
public enum Chromium {
    /// The binary: `$CHROMIUM`, or the first of the usual paths that exists.
    public static let binary: String? = {
        let candidates = [ProcessInfo.processInfo.environment["CHROMIUM"]].compactMap { $0 }
            + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether a Chromium binary was found.
    public static var isAvailable: Bool { binary != nil }

    /// A run of the browser that failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    /// What a run printed: the page's DOM (with `--dump-dom`) and its console messages.
    public struct Run: Sendable {
        public var output: String
        public var console: [String]
    }

    /// Runs headless Chromium on `url` with `arguments`, in a fresh profile, without
    /// background networking; the console is captured from its log.
    public static func run(_ arguments: [String], url: String) throws -> Run {
        guard let binary else { throw Failure(description: "Chromium is not installed") }
        let profile = URL(fileURLWithPath: temporaryFolder).appendingPathComponent("chromium-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        // Chromium's own scratch folders (org.chromium.Chromium.*) go with the test's.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder]) { $1 }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=\(profile)", "--no-first-run", "--disable-extensions", "--disable-sync",
            "--disable-background-networking", "--disable-component-update", "--mute-audio",
            "--enable-logging=stderr", "--v=0",
        ] + arguments + [url]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errData = Locked(Data())
        let group = DispatchGroup()
        let handle = err.fileHandleForReading
        DispatchQueue.global().async(group: group) {
            let data = handle.readDataToEndOfFile()
            errData.withLock { $0 = data }
        }
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        group.wait()
        process.waitUntilExit()
        let log = String(decoding: errData.withLock { $0 }, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with \(process.terminationStatus): \(log.suffix(800))")
        }
        let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Run(output: output, console: console)
    }

    /// Opens `url` in headless Chromium that stays open (until the process is terminated), its
    /// DevTools HTTP endpoint on `debuggingPort` (``titles(inDevToolsList:)`` reads what it shows).
    public static func open(_ url: String, debuggingPort: Int) throws -> (process: Process, profile: String) {
        guard let binary else { throw Failure(description: "Chromium is not installed") }
        let profile = URL(fileURLWithPath: temporaryFolder).appendingPathComponent("chromium-\(UUID().uuidString)").path
        let process = Process()
        // Chromium's own scratch folders (org.chromium.Chromium.*) go with the test's.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder]) { $1 }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)", "--no-first-run",
            "--disable-extensions", "--disable-sync", "--disable-background-networking", "--disable-component-update",
            "--mute-audio", "--remote-debugging-port=\(debuggingPort)", url,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, profile)
    }

    /// The titles of the pages in a DevTools `/json/list` answer (of a Chromium started by
    /// ``open(_:debuggingPort:)``, at `http://127.0.0.1:PORT/json/list`).
    public static func titles(inDevToolsList body: String) -> [String] {
        guard let list = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]] else { return [] }
        return list.filter { ($0["type"] as? String) == "page" }.compactMap { $0["title"] as? String }
    }

    /// A screenshot of `url` in a `width × height` viewport.
    public static func screenshot(_ url: String, width: Int, height: Int) throws -> (raster: Raster, console: [String]) {
        let png = URL(fileURLWithPath: temporaryFolder).appendingPathComponent("chromium-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let run = try run(["--screenshot=\(png)", "--window-size=\(width),\(height)"], url: url)
        guard let raster = loadPNG(png) else { throw Failure(description: "no screenshot of \(url)") }
        return (raster, run.console)
    }

    /// The DOM of `url` after its scripts ran, and its console messages.
    public static func dumpDOM(_ url: String) throws -> Run {
        try run(["--dump-dom"], url: url)
    }

    /// A `file://` URL for a path.
    public static func fileURL(_ path: String, fragment: String? = nil) -> String {
        URL(fileURLWithPath: path).absoluteString + (fragment.map { "#" + $0 } ?? "")
    }

    /// A page that shows the SVG document `svg` inline, its SMIL clock paused at `seconds`.
    public static func pausedSVGPage(_ svg: String, at seconds: Double) -> String {
        let body = svg.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "")
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><style>body{margin:0}svg{display:block}</style></head>
            <body>\(body)<script>const s = document.querySelector("svg"); s.pauseAnimations(); s.setCurrentTime(\(seconds));</script></body></html>
            """
    }
}

extension Raster {
    /// The top-left `width × height` pixels.
    public func cropped(width w: Int, height h: Int) -> Raster {
        precondition(w <= width && h <= height)
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { out[y * w + x] = pixels[y * width + x] } }
        return Raster(width: w, height: h, pixels: out)
    }
}
