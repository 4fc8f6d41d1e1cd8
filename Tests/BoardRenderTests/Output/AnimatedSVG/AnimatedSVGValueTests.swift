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

/// The animated SVG's keyframes, evaluated as SMIL specifies (``SMILEvaluator``, no browser),
/// reproduce the scenes at instants between samples: each tile shown exactly when the
/// scene has it, at its opacity, with its corners within the keyframe tolerance.
@Suite struct AnimatedSVGValueTests {
    static func check(_ board: Board, options: BoardSVG.Options, seed: UInt64, count: Int) throws {
        let svg = try BoardSVG(board: board, options: options)
        let doc = try XMLDocument(data: Data(svg.document().text.utf8))
        let groups = Self.elements(in: doc.rootElement()!) { Self.view($0) != nil }
        let builder = svg.cycle.builder
        let cycle = builder.timeline.cycle
        var random = SeededRandom(seed: seed)
        for _ in 0..<count {
            let playback = Double.random(in: 0..<svg.duration, using: &random)
            var t = options.poster + playback * options.speed
            if t >= cycle { t -= cycle }
            let scene = builder.scene(at: t)
            let keys = SVGFrame.cellKeys(scene)
            var views: [String: [XMLElement]] = [:]
            for group in groups { views[Self.view(group)!, default: []].append(group) }
            for (key, segments) in views {
                // A view whose drawing order changes is split into segments: at most one shows it.
                let cell = zip(keys, scene.cells).first { $0.0 == key }?.1
                let drawn = cell?.tile.map { ScenePainter.isDrawable($0, scale: Double(options.scale)) } ?? false
                let showing = segments.filter { SMILEvaluator.attribute("display", of: $0, at: playback) != "none" }
                #expect(showing.count == (drawn ? 1 : 0), "\(key) at t = \(t): \(showing.count) groups shown")
                guard let group = showing.first, drawn, let tile = cell?.tile else { continue }
                let opacity = Double(SMILEvaluator.attribute("opacity", of: group, at: playback) ?? "1")!
                #expect(abs(opacity - tile.opacity) <= 0.005, "\(key) opacity at t = \(t)")
                // An affine tile: its own rectangle (0, 0, size) under every transform above its shapes.
                guard let rect = Self.elements(in: group, where: { $0.name == "rect" }).first, tile.transform.isAffine else { continue }
                var m = SMILEvaluator.identity
                var node: XMLElement? = rect.parent as? XMLElement
                var chain: [XMLElement] = []
                while let n = node, n !== group.parent { chain.append(n); node = n.parent as? XMLElement }
                for n in chain.reversed() { m = SMILEvaluator.multiply(m, SMILEvaluator.transform(of: n, at: playback)) }
                let (w, h) = (tile.size.width, tile.size.height)
                let corners = [(0, 0), (w, 0), (w, h), (0, h)].map { SMILEvaluator.apply(m, $0.0, $0.1) }
                let worst = zip(corners, tile.quad).map { hypot($0.x - $1.x, $0.y - $1.y) }.max()!
                #expect(worst <= 0.06, "\(key) corners off by \(worst) pt at t = \(t)")
            }
        }
    }

    static func view(_ element: XMLElement) -> String? {
        element.attributes?.first { $0.name == "data-view" }?.stringValue
    }

    /// Descendants of `root` (itself excluded) matching `test`, in document order.
    static func elements(in root: XMLElement, where test: (XMLElement) -> Bool) -> [XMLElement] {
        var result: [XMLElement] = []
        for child in (root.children ?? []).compactMap({ $0 as? XMLElement }) {
            if test(child) { result.append(child) }
            result += elements(in: child, where: test)
        }
        return result
    }

    @Test func benchTilesFollowTheScenes() throws {
        try Self.check(BuiltinBoards.bench, options: .init(fps: 50, scale: 2), seed: 11, count: 12)
    }

    @Test func aRotatedSpedUpCycleFollowsTheScenes() throws {
        try Self.check(BuiltinBoards.trap, options: .init(fps: 25, scale: 1, speed: 2, poster: 1.3), seed: 12, count: 8)
    }

    @Test func panelRowsFollowTheScenes() throws {
        let board = try #require(BuiltinBoards.named("identity"))
        try Self.check(board, options: .init(fps: 50, scale: 1), seed: 13, count: 10)
    }
}
