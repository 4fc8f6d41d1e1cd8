import BoardRender
import Foundation
import Testing
import TestSupport

/// `boardgen animate -o x.svg` and `-o x.html` run as a user would.
@Suite struct AnimateSVGCommandTests {
    static func tempDir() -> String { RenderCommandTests.tempDir() }

    static func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func svgLoopsLikeTheGifAndLastsOneCycleOverTheSpeed() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["animate", "trap", "--fps", "25", "--scale", "1", "--speed", "2", "--loops", "2",
                                         "-o", dir + "/t.svg"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.error.split(separator: "\n").last?.hasPrefix("wrote \(dir)/t.svg, ") == true && r.error.contains("3.4 s") && r.error.contains("2 plays"), "\(r.error)")
        let svg = try Self.text(dir + "/t.svg")
        #expect(svg.contains("dur=\"3400ms\" repeatCount=\"2\" fill=\"freeze\""))
        #expect(!svg.contains("repeatCount=\"indefinite\""))
        // The GIF of the same settings lasts as long (its delays) and loops as often (NETSCAPE2.0 count 1).
        let gif = try GifTiming(fps: 25, speed: 2)
        #expect(gif.clock.durations(cycleSeconds: 6.8).reduce(0, +) == 340)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["t.svg"])
    }

    @Test func svgLoopsForeverByDefaultAndIsDeterministic() throws {
        let dir = Self.tempDir()
        for name in ["a", "b"] {
            let r = try BoardgenProcess.run(["animate", "filter", "--scale", "1", "-o", "\(dir)/\(name).svg"])
            #expect(r.status == 0, "\(r.error)")
            #expect(r.error.contains("loops forever"))
        }
        let a = try Self.text(dir + "/a.svg")
        #expect(a == (try Self.text(dir + "/b.svg")))
        #expect(a.contains("dur=\"6340ms\" repeatCount=\"indefinite\"") && !a.contains("fill=\"freeze\""))
    }

    @Test func htmlIsOneSelfContainedPage() throws {
        let dir = Self.tempDir()
        let r = try BoardgenProcess.run(["animate", "bench", "--fps", "25", "--scale", "1", "-o", dir + "/b.html"])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.error.split(separator: "\n").last?.hasPrefix("wrote \(dir)/b.html, ") == true)
        let html = try Self.text(dir + "/b.html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
        #expect(html.components(separatedBy: "<svg").count == 2)
        // Nothing outside the file: no URL, no external source, no stylesheet link.
        let page = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for forbidden in ["http:", "https:", "src=", "<link", "@import", "<iframe", "<img", "fetch(", "XMLHttpRequest", "import("] {
            #expect(!page.contains(forbidden), "\(forbidden)")
        }
        #expect(page.components(separatedBy: "href=\"").dropFirst().allSatisfy { $0.hasPrefix("#") })
        // The data is JSON and holds every cell of the board.
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">"))
        let end = try #require(html[start.upperBound...].range(of: "</script>"))
        let data = Data(html[start.upperBound..<end.lowerBound].utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["board"] as? String == "bench" && json["cycle"] as? Double == 6.8 && json["fps"] as? Int == 25)
        let cells = try #require(json["cells"] as? [[String: Any]])
        #expect(cells.compactMap { $0["name"] as? String } == [
            "identity", "opacity", "scale", "offset", "move", "slide", "push", "combined", "asymmetric", "tilt", "fold", "trap",
        ])
        for control in ["id=\"play\"", "id=\"scrub\"", "id=\"rate\"", "min=\"0.1\" max=\"2\"", "id=\"prev\"", "id=\"next\"", "id=\"readout\""] {
            #expect(html.contains(control), "\(control)")
        }
    }
}
