import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// The animated SVG's structure, without a browser: well-formed, self-contained, one clock,
/// small, deterministic.
@Suite struct AnimatedSVGTests {
    /// The bench as `make bench` writes it: 50 samples a second, @2x.
    static let bench: (text: String, stats: BoardSVG.Stats) = {
        try! BoardSVG(board: BuiltinBoards.bench, options: .init(fps: 50, scale: 2)).document()
    }()

    static func animations(_ text: String) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "<animate") {
            let end = rest[start.upperBound...].range(of: "/>")!
            result.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return result
    }

    static func attribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        let tail = element[start.upperBound...]
        return String(tail[..<tail.firstIndex(of: "\"")!])
    }

    @Test func isWellFormedSelfContainedVector() throws {
        let text = Self.bench.text
        let doc = try XMLDocument(data: Data(text.utf8))
        let root = try #require(doc.rootElement())
        #expect(root.name == "svg")
        #expect(SMILEvaluator.value(root, "width") == "1848")
        #expect(SMILEvaluator.value(root, "height") == "1030")
        #expect(SMILEvaluator.value(root, "viewBox") == "0 0 924 515")
        let body = text.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for forbidden in ["<image", "<script", "<foreignObject", "http:", "https:", "@import", "<style", "onload", "<text"] {
            #expect(!body.contains(forbidden), "\(forbidden)")
        }
        // Every reference is to an element of the file itself.
        let hrefs = text.components(separatedBy: "href=\"").dropFirst().map { $0.prefix(1) }
        #expect(!hrefs.isEmpty && hrefs.allSatisfy { $0 == "#" })
        #expect(!text.contains("url(") || text.components(separatedBy: "url(").dropFirst().allSatisfy { $0.hasPrefix("#") })
    }

    @Test func benchIsSmall() {
        #expect(Self.bench.stats.bytes <= 400 * 1024, "\(Self.bench.stats.bytes) bytes")
        #expect(Self.bench.stats.bytes == Self.bench.text.utf8.count)
        #expect(Self.bench.stats.orderSplits == 0)
    }

    /// One clock: every animation lasts the cycle and loops forever; keyTimes start at 0,
    /// never decrease, end at 1 when interpolated, and match the values one for one.
    @Test func everyAnimationSharesTheCycle() throws {
        let animations = Self.animations(Self.bench.text)
        #expect(animations.count == Self.bench.stats.animations)
        var keyframes = 0
        for a in animations {
            #expect(Self.attribute("dur", in: a) == "6800ms", "\(a.prefix(120))")
            #expect(Self.attribute("repeatCount", in: a) == "indefinite")
            #expect(Self.attribute("fill", in: a) == nil)
            let values = try #require(Self.attribute("values", in: a)).split(separator: ";", omittingEmptySubsequences: false)
            guard let keyTimes = Self.attribute("keyTimes", in: a) else {
                #expect(values.count == 2 && values[0] == values[1], "an animation without keyTimes is a constant")
                keyframes += 2
                continue
            }
            let times = keyTimes.split(separator: ";").map { Double($0)! }
            keyframes += times.count
            #expect(times.count == values.count)
            #expect(times.first == 0)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
            if Self.attribute("calcMode", in: a) != "discrete" { #expect(times.last == 1) }
            #expect(Set(values).count > 1, "a constant is not animated")
        }
        #expect(keyframes == Self.bench.stats.keyframes)
        // Sampled at 50 per second over 6.8 s, far fewer keyframes survive than samples × animations.
        #expect(Self.bench.stats.keyframes < Self.bench.stats.samples * animations.count / 4)
    }

    @Test func staticPartsAreWrittenOnceWithoutAnimation() {
        let text = Self.bench.text
        let body = text[text.range(of: "</defs>")!.upperBound...]
        let lines = body.split(separator: "\n")
        // Background, title, subtitle, slots and captions come before the tiles, unanimated.
        #expect(lines[0].hasPrefix("<rect width=\"924\" height=\"515\""))
        let slots = lines.filter { $0.hasPrefix("<rect x=") && $0.contains("width=\"200\" height=\"74\"") }
        #expect(slots.count == 12 && slots.allSatisfy { !$0.contains("<animate") })
        let title = BuiltinBoards.bench.title
        #expect(!title.isEmpty)
        #expect(text.components(separatedBy: "data-view=").count - 1 == 12)
    }

    @Test func theTiltIsKeyframedAsOutlinesAndTheRestAsTransforms() {
        let text = Self.bench.text
        func line(_ view: String) -> Substring {
            text[text.range(of: "data-view=\"\(view)\"")!.lowerBound...].prefix { $0 != "\n" }
        }
        let tilt = line("tilt")
        #expect(tilt.contains("attributeName=\"d\""))
        #expect(!tilt.contains("animateTransform"))
        let move = line("move")
        #expect(move.contains("type=\"translate\"") && !move.contains("attributeName=\"d\""))
        let scale = line("scale")
        #expect(scale.contains("type=\"scale\""))
    }

    @Test func loopsSpeedAndPoster() throws {
        let twice = try BoardSVG(board: BuiltinBoards.trap, options: .init(fps: 10, scale: 1, speed: 2, loops: 1)).document()
        let animations = Self.animations(twice.text)
        #expect(!animations.isEmpty)
        #expect(animations.allSatisfy {
            Self.attribute("dur", in: $0) == "3400ms" && Self.attribute("repeatCount", in: $0) == "2"
                && Self.attribute("fill", in: $0) == "freeze"
        })
        #expect(twice.stats.duration == 3.4 && twice.stats.loops == 1)
        // At the poster (insertion hold, every tile present) nothing is hidden in the base values.
        let poster = try BoardSVG(board: BuiltinBoards.bench, options: .init(fps: 25, scale: 1, poster: 6.5)).document()
        let tags = poster.text.split(separator: "\n").filter { $0.hasPrefix("<g data-view=") }.map { $0.prefix { $0 != ">" } }
        #expect(tags.count == 12 && tags.allSatisfy { !$0.contains("display=\"none\"") })
        // At 0 the identity tile is already gone.
        let start = Self.bench.text.split(separator: "\n").first { $0.contains("data-view=\"identity\"") }!
        #expect(start.hasPrefix("<g data-view=\"identity\" display=\"none\""))
    }

    /// A viewer without SMIL (librsvg) shows the poster: the base values are the poster's scene.
    @Test(.enabled(if: SVGRasterTests.rsvg != nil, "librsvg2-bin is not installed"))
    func withoutSMILTheFileShowsThePoster() throws {
        let svg = try BoardSVG(board: BuiltinBoards.bench, options: .init(fps: 25, scale: 1, poster: 1.4))
        let dir = temporaryFolder
        let path = dir + "/boardgen-poster-\(UUID().uuidString).svg", png = path + ".png"
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: png) }
        try svg.write(to: path)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: SVGRasterTests.rsvg!)
        p.arguments = [path, "-o", png]
        try p.run()
        p.waitUntilExit()
        let theirs = try #require(loadPNG(png))
        let ours = try Renderer.raster(BuiltinBoards.bench.scene(at: 1.4), scale: 1)
        #expect(psnr(ours, theirs) >= 40, "PSNR \(psnr(ours, theirs)) dB")
    }

    @Test func theSameBoardGivesTheSameBytes() throws {
        let again = try BoardSVG(board: BuiltinBoards.bench, options: .init(fps: 50, scale: 2)).document()
        #expect(again.text == Self.bench.text)
    }

    @Test func badOptionsAreRefused() {
        #expect(throws: RenderError.self) { try BoardSVG(board: BuiltinBoards.bench, options: .init(fps: 0)) }
        #expect(throws: RenderError.self) { try BoardSVG(board: BuiltinBoards.bench, options: .init(fps: 241)) }
        #expect(throws: RenderError.self) { try BoardSVG(board: BuiltinBoards.bench, options: .init(loops: 70_000)) }
        #expect(throws: RenderError.self) { try BoardSVG(board: BuiltinBoards.bench, options: .init(scale: 5)) }
        #expect(throws: RenderError.self) { try BoardSVG(board: BuiltinBoards.bench, options: .init(poster: 7)) }
    }
}
