import BoardRender
import Foundation
import Testing
import TestSupport

/// The animated SVG and the HTML inspector in a real browser (headless Chromium; skipped
/// when it is not installed), against `boardgen render --at T`.
@Suite(.enabled(if: Chromium.isAvailable, "chromium is not installed"))
struct BrowserTests {
    static let dir = RenderCommandTests.tempDir()

    /// Writes `boardgen animate board … -o name` once per test run.
    static func animation(_ name: String, _ arguments: [String]) throws -> String {
        let path = dir + "/" + name
        if !FileManager.default.fileExists(atPath: path) {
            let r = try BoardgenProcess.run(["animate"] + arguments + ["-o", path])
            guard r.status == 0 else { throw Chromium.Failure(description: r.error) }
        }
        return path
    }

    /// `boardgen render board --at t --scale s` as pixels.
    static func render(_ board: String, at t: Double, scale: Int) throws -> Raster {
        let png = dir + "/\(board)-\(t)-\(scale).png"
        let r = try BoardgenProcess.run(["render", board, "--at", String(t), "--scale", String(scale), "-o", png])
        guard r.status == 0, let raster = loadPNG(png) else { throw Chromium.Failure(description: r.error) }
        return raster
    }

    /// The bench @2x (as the README and `make bench` show it) paused at instants inside the
    /// removal, the insertion (the tilt projected in both) and the holds; a panel board @1x.
    static let instants: [(board: String, t: Double, scale: Int)] = {
        var random = SeededRandom(seed: 0x5EED_0011)
        let bench = [1.4, 4.5] + (0..<1).map { _ in (Double.random(in: 0..<6.8, using: &random) * 1000).rounded() / 1000 }
        let filter = (0..<1).map { _ in (Double.random(in: 0..<4.1, using: &random) * 1000).rounded() / 1000 }
        return bench.map { ("bench", $0, 2) } + filter.map { ("filter", $0, 1) }
    }()

    @Test(arguments: instants.indices)
    func svgPausedAtAnInstantMatchesThePNG(_ i: Int) throws {
        let (board, t, scale) = Self.instants[i]
        let svg = try Self.animation("\(board)-\(scale).svg", [board, "--scale", String(scale)])
        let expected = try Self.render(board, at: t, scale: scale)
        let page = Self.dir + "/\(board)-\(t).html"
        try Chromium.pausedSVGPage(String(contentsOfFile: svg, encoding: .utf8), at: t).write(toFile: page, atomically: true, encoding: .utf8)
        let shot = try Chromium.screenshot(Chromium.fileURL(page), width: expected.width, height: expected.height)
        let db = psnr(expected, shot.raster)
        #expect(db >= 30, "\(board) at \(t) s: PSNR \(db) dB")
        #expect(shot.console.isEmpty, "\(shot.console)")
    }

    /// `#t=T` opens paused at T: the board drawn is the render at T, the readout is the scene dump,
    /// and the page makes no request.
    @Test(arguments: [("bench", 2.177), ("filter", 1.713)])
    func inspectorAtADeepLinkShowsTheRenderAndTheDump(_ board: String, _ t: Double) throws {
        let html = try Self.animation("\(board).html", [board, "--scale", "1"])
        let expected = try Self.render(board, at: t, scale: 1)
        let url = Chromium.fileURL(html, fragment: "t=\(t)")
        let shot = try Chromium.screenshot(url, width: expected.width, height: expected.height + 400)
        let db = psnr(expected, shot.raster.cropped(width: expected.width, height: expected.height))
        #expect(db >= 30, "\(board) inspector at \(t) s: PSNR \(db) dB")

        // No console message: no script error, and no request blocked by the page's policy
        // (`default-src 'none'`), so the page asked for nothing.
        let dom = try Chromium.dumpDOM(url)
        #expect(dom.console.isEmpty, "\(dom.console)")
        #expect(dom.output.contains("Content-Security-Policy\" content=\"default-src 'none';"))
        #expect(dom.output.contains("data-t=\"\(String(format: "%.6f", t))\""))
        let rows = Self.rows(dom.output)
        let json = Self.dir + "/\(board)-\(t).json"
        #expect(try BoardgenProcess.run(["render", board, "--at", String(t), "-o", json]).status == 0)
        let scene = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let cells = try #require(scene["cells"] as? [[String: Any]])
        for cell in cells {
            let name = cell["name"] as! String, panel = cell["panel"] as? String ?? ""
            let row = try #require(rows.first { $0["name"] == name && $0["panel"] == panel }, "no row for \(panel)/\(name)")
            if let phase = cell["phase"] as? String { #expect(row["phase"] == phase, "\(name)") }
            guard let tile = cell["tile"] as? [String: Any] else {
                #expect(row["quad"] == nil, "\(name) has no tile at \(t)")
                continue
            }
            let opacity = try #require(Double(row["opacity"] ?? ""))
            #expect(abs(opacity - (tile["opacity"] as! Double)) <= 0.001, "\(name) opacity")
            let quad = (tile["quad"] as! [[Double]]).flatMap { $0 }
            let shown = (row["quad"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            #expect(shown.count == 8 && zip(quad, shown).allSatisfy { abs($0 - $1) <= 0.01 }, "\(name): \(shown) vs \(quad)")
            if let clip = tile["clip"] as? [String: Double] {
                let shownClip = (row["clip"] ?? "").split(separator: " ").compactMap { Double($0) }
                let expectedClip = [clip["x"]!, clip["y"]!, clip["width"]!, clip["height"]!]
                #expect(shownClip.count == 4 && zip(expectedClip, shownClip).allSatisfy { abs($0 - $1) <= 0.01 }, "\(name) clip")
            } else {
                #expect(row["clip"] == "none")
            }
        }
        if let status = scene["status"] as? String { #expect(dom.output.contains("<p id=\"state\">\(status)")) }
    }

    /// The inspector as a tool: a tick per step on the scrubber, the shortcuts on the page, and a
    /// readout a reader can use — how far the view moved, its scale and rotation — per row.
    @Test func inspectorShowsStepsShortcutsAndAReadableReadout() throws {
        let html = try Self.animation("bench-tool.html", ["bench", "--scale", "1", "--fps", "10"])
        let dom = try Chromium.dumpDOM(Chromium.fileURL(html, fragment: "t=1.4"))
        #expect(dom.console.isEmpty, "\(dom.console)")
        #expect(dom.output.contains("<span title=\"removal at 0.000 s\" style=\"left: 0%;\"></span><span title=\"insertion at 3.400 s\" style=\"left: 50%;\"></span></span>"), "one tick per step")
        #expect(dom.output.contains("<p id=\"keys\">Space play/pause"))
        // At 1.4 s the scale cell's tile is half its size, in place, upright; the offset cell's moved 35 pt down.
        let scale = try #require(dom.output.components(separatedBy: "<tr data-name=\"scale\"").dropFirst().first)
        #expect(scale.contains("<td class=\"\">0.0, 0.0</td><td class=\"\">0.500</td><td class=\"\">0.0°</td>"), "\(scale.prefix(400))")
        let offset = try #require(dom.output.components(separatedBy: "<tr data-name=\"offset\"").dropFirst().first)
        #expect(offset.contains("<td class=\"\">0.0, 35.0</td>"), "\(offset.prefix(400))")
    }

    /// The readout rows of a dumped page: each `<tr data-…>`'s attributes.
    static func rows(_ dom: String) -> [[String: String]] {
        dom.components(separatedBy: "<tr data-name=").dropFirst().map { chunk in
            let tag = "data-name=" + chunk.prefix { $0 != ">" }
            var row: [String: String] = [:]
            for part in tag.components(separatedBy: "\" ") {
                let pair = part.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { continue }
                let key = pair[0].replacingOccurrences(of: "data-", with: "")
                row[key] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    .replacingOccurrences(of: "&amp;", with: "&")
            }
            return row
        }
    }
}
