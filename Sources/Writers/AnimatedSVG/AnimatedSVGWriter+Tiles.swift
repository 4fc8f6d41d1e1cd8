import Foundation
import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Tiles: a group per cell, drawn once in its own coordinates and moved by an animated
/// transform; or, when its homography is ever projective (a 3-D tilt), drawn as projected
/// outlines whose path data is keyframed.
///
///     <g display opacity clip-path=cell>        board points; presence and opacity
///       <g clip-path=frame-clip>…               a FoldUp frame, as an animated quad
///         <g filter=blur>                       blur before every clip, as the painter
///           <g transform=…>  shapes, texts      (affine)  |  <path d=…> per shape/text (projected)
extension AnimatedSVGWriter {
    /// Tiles that overlap at sample `s` keep that sample's order.
    package func tileConstraints(_ s: Int) -> [ElementOrder.Pair] {
        let tiles = frames[s].tiles
        var pairs: [ElementOrder.Pair] = []
        for i in tiles.indices {
            for j in tiles.indices where j > i {
                let overlap = tiles[i].tile.bounds.intersection(tiles[j].tile.bounds)
                if overlap.width > 1e-6, overlap.height > 1e-6 { pairs.append(.init(a: tiles[i].key, b: tiles[j].key)) }
            }
        }
        return pairs
    }

    /// The group of one cell's tile over the samples of one of its segments.
    package func tileElement(_ key: String, within samples: ClosedRange<Int>) -> String {
        let tiles = tilesByFrame.indices.map { samples.contains($0) ? tilesByFrame[$0][key] : nil }
        let present = tiles.map { $0 != nil }
        guard present.contains(true) else { return "" }
        let hidden = present.map { !$0 }
        var open = "<g data-view=\"\(Self.escape(key))\"", inner = "", closing = "</g>\n"
        let display = displayAnimation(present, dontCare: nil)
        open += display.attribute
        var animations = display.animation
        let opacity = opacityAnimation(tiles.map { $0?.opacity }, present: present)
        open += opacity.attribute
        // `.blendMode`: CSS's blend of the same name (the Porter–Duff ones have none and draw normally).
        if let blend = tiles.lazy.compactMap({ $0?.blend }).first(where: { $0 != .normal }), let css = Self.cssBlend(blend) {
            open += " style=\"mix-blend-mode:\(css)\""
        }
        animations += opacity.animation
        if tiles.contains(where: { $0?.cellClip != nil }) {
            let rects = tiles.map { $0.map { $0.cellClip ?? everywhere } }
            let id = makeID("c")
            defs += "<clipPath id=\"\(id)\">"
                + rectElement(rects, radii: rects.map { _ in 0 }, present: present, dontCare: nil, paint: ("", ""))
                + "</clipPath>\n"
            open += " clip-path=\"url(#\(id))\""
        }
        let clipCount = tiles.map { $0?.frameClips.count ?? 0 }.max() ?? 0
        for i in 0..<clipCount {
            let quads = tiles.map { tile -> [PathElement]? in
                tile.map { Self.polygon(i < $0.frameClips.count ? $0.frameClips[i] : everywhere.corners) }
            }
            let id = makeID("q")
            defs += "<clipPath id=\"\(id)\">" + pathElement(quads, present: present, dontCare: nil) + "</clipPath>\n"
            inner += "<g clip-path=\"url(#\(id))\">"
            closing = "</g>" + closing
        }
        let blurs = tiles.map { $0.map { [$0.blur > 0.01 ? $0.blur : 0] } }
        if tiles.contains(where: { ($0?.blur ?? 0) > 0.01 }), let blur = keyframes(blurs, present: present, tolerance: 0.01) {
            let id = makeID("b"), values = blur.values.map { num($0[0]) }
            defs += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(num(size.width))\" height=\"\(num(size.height))\">"
                + "<feGaussianBlur stdDeviation=\"\(values[0])\"" + close(counted(clock.animate("stdDeviation", values: values, at: blur.indices)), tag: "feGaussianBlur")
                + "</filter>\n"
            inner += "<g filter=\"url(#\(id))\">"
            closing = "</g>" + closing
        }
        // A 3-D tilt, or a view's own effects (`.scaleEffect`, `.rotationEffect`): outlines mapped point by point.
        let projected = tiles.contains { tile in
            tile.map { t in !t.transform.isAffine || t.shapes.contains { $0.transform != nil || $0.trim != nil || $0.path != nil } || t.texts.contains { $0.placed.transform != nil } } ?? false
        }
        var content: String
        if projected {
            content = projectedContent(tiles, hidden: hidden)
        } else if tiles.contains(where: { $0?.labelClip != nil }) {
            // Texts kept off the edges that cut the tile, as the painter keeps them: the
            // shapes, then the texts under their own (animated) clip.
            let rects = tiles.map { $0.map { $0.labelClip ?? $0.cellClip ?? everywhere } }
            let id = makeID("l")
            defs += "<clipPath id=\"\(id)\">"
                + rectElement(rects, radii: rects.map { _ in 0 }, present: present, dontCare: nil, paint: ("", ""))
                + "</clipPath>\n"
            content = affineContent(tiles, present: present, hidden: hidden, drawing: .shapes)
                + "<g clip-path=\"url(#\(id))\">" + affineContent(tiles, present: present, hidden: hidden, drawing: .texts) + "</g>"
        } else {
            content = affineContent(tiles, present: present, hidden: hidden)
        }
        return open + ">" + animations + inner + content + closing
    }

    /// What of a tile a group draws.
    package enum TileParts {
        case all, shapes, texts
    }

    /// Text for an attribute value (``SVGMetadata/escaped(_:)``: the one XML escaper).
    package static func escape(_ s: String) -> String { SVGMetadata.escaped(s) }

    /// Far outside the board: the clip of an unclipped sample.
    package var everywhere: Rect { Rect(x: -size.width, y: -size.height, width: 3 * size.width, height: 3 * size.height) }

    /// Shapes and texts in tile points under an animated `translate rotate skewX scale`.
    private func affineContent(
        _ tiles: [SVGFrame.Tile?], present: [Bool], hidden: [Bool], drawing: TileParts = .all
    ) -> String {
        var parts: [AffineParts?] = []
        var previous: AffineParts?
        for tile in tiles {
            guard var p = tile.flatMap({ AffineParts($0.transform) }) else { parts.append(nil); continue }
            if let previous { p.unwrap(after: previous) }
            parts.append(p)
            previous = p
        }
        let shown = zip(present, parts).map { $0 && $1 != nil }
        guard let motion = keyframes(parts.map { $0?.vector }, present: shown, tolerance: Self.positionTolerance,
                                     error: { k, v in AffineParts(vector: v).distance(to: parts[k]!, over: tiles[k]!.size) })
        else { return "" }
        // translate(0,1) rotate(2) skewX(3) scale(4,5): each as strings per keyframe.
        let functions: [(name: String, columns: [Int], decimals: Int, identity: String)] = [
            ("translate", [0, 1], 2, "0 0"), ("rotate", [2], 3, "0"), ("skewX", [3], 3, "0"), ("scale", [4, 5], 4, "1 1"),
        ]
        let strings = functions.map { f in motion.values.map { v in f.columns.map { num(v[$0], f.decimals) }.joined(separator: " ") } }
        let animated = strings.indices.filter { Set(strings[$0]).count > 1 }
        let last = animated.last ?? -1
        var open = "<g", animations = "", suffix: [String] = [], base: [String] = []
        for (i, f) in functions.enumerated() {
            let isIdentity = strings[i].allSatisfy { $0 == f.identity }
            if i <= last {
                guard !isIdentity else { continue }
                animations += counted(clock.animateTransform(f.name, values: strings[i], at: motion.indices, additive: !animations.isEmpty))
                base.append("\(f.name)(\(strings[i][0]))")
            } else if !isIdentity {
                suffix.append("\(f.name)(\(strings[i][0]))")
            }
        }
        if animations.isEmpty {
            // Nothing moves: one group with the whole (static) transform.
            let transform = suffix.isEmpty ? "" : " transform=\"\(suffix.joined(separator: " "))\""
            return "<g\(transform)>" + tileChildren(tiles, hidden: hidden, drawing: drawing) + "</g>"
        }
        open += " transform=\"\(base.joined(separator: " "))\""
        var out = open + ">" + animations
        if !suffix.isEmpty { out += "<g transform=\"\(suffix.joined(separator: " "))\">" }
        out += tileChildren(tiles, hidden: hidden, drawing: drawing)
        if !suffix.isEmpty { out += "</g>" }
        return out + "</g>"
    }

    /// A tile's shapes and texts in its own points, through its masks (`.mask { … }`): each an SVG
    /// `<mask>` of its shapes and texts, read by their alpha (`mask-type: alpha`).
    private func tileChildren(_ tiles: [SVGFrame.Tile?], hidden: [Bool], drawing: TileParts) -> String {
        var out = ownChildren(tiles, hidden: hidden, drawing: drawing)
        let count = tiles.map { $0?.masks.count ?? 0 }.max() ?? 0
        for k in (0..<count).reversed() {
            let masks = tiles.map { $0.flatMap { k < $0.masks.count ? $0.masks[k] : nil } }
            let id = makeID("m")
            defs += "<mask id=\"\(id)\" style=\"mask-type:alpha\">" + ownChildren(masks, hidden: hidden, drawing: .all) + "</mask>\n"
            out = "<g mask=\"url(#\(id))\">" + out + "</g>"
        }
        return out
    }

    /// A tile's own shapes and texts in its own points.
    private func ownChildren(_ tiles: [SVGFrame.Tile?], hidden: [Bool], drawing: TileParts) -> String {
        var out = ""
        for index in 0..<(drawing == .texts ? 0 : shapeCount(tiles)) {
            let shapes = tiles.map { $0.flatMap { index < $0.shapes.count ? $0.shapes[index] : nil } }
            let present = shapes.map { $0 != nil }
            let paint = paintAnimation(shapes.map { $0.map(Self.style) }, present: present, dontCare: hidden)
            out += rectElement(shapes.map { $0?.rect }, radii: shapes.map { $0?.cornerRadius ?? 0 }, present: present,
                               dontCare: hidden, paint: paint, ellipses: shapes.map { $0?.isEllipse ?? false })
        }
        for key in drawing == .shapes ? [] : textKeys(tiles) {
            let placed = tiles.map { $0?.texts.first { $0.key == key }?.placed }
            out += textElement(key, placed: placed, present: placed.map { $0 != nil }, dontCare: hidden)
        }
        return out
    }

    /// The most shapes a tile has at any sample.
    package func shapeCount(_ tiles: [SVGFrame.Tile?]) -> Int {
        tiles.map { $0?.shapes.count ?? 0 }.max() ?? 0
    }

    /// A shape's paint.
    package static func style(_ shape: TileShape) -> SVGFrame.RectStyle {
        SVGFrame.RectStyle(fill: shape.fill, stroke: shape.stroke, radius: shape.cornerRadius, lineWidth: shape.lineWidth,
                           gradient: shape.gradient, strokesGradient: shape.strokesGradient, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
                           dash: shape.dash, dashPhase: shape.dashPhase)
    }

    package func textKeys(_ tiles: [SVGFrame.Tile?]) -> [SVGFrame.TextKey] {
        var seen = Set<SVGFrame.TextKey>()
        return tiles.compactMap { $0 }.flatMap { $0.texts.map(\.key) }.filter { seen.insert($0).inserted }
    }

    /// A closed polygon as path elements.
    package static func polygon(_ points: [Point]) -> [PathElement] {
        guard let first = points.first else { return [] }
        return [.move(first)] + points.dropFirst().map { .line($0) } + [.close]
    }

    /// The largest distance between corresponding points of two coordinate vectors (x0, y0, x1, y1, …).
    package static func largestDisplacement(_ a: [Double], _ b: [Double]) -> Double {
        var worst = 0.0
        for i in stride(from: 0, to: min(a.count, b.count) - 1, by: 2) {
            let dx = a[i] - b[i], dy = a[i + 1] - b[i + 1]
            worst = max(worst, (dx * dx + dy * dy).squareRoot())
        }
        return worst
    }

    /// A `<path>` through `paths` per sample (nil: absent): interpolated when every sample
    /// has the same structure, else switched frame by frame.
    package func pathElement(
        _ paths: [[PathElement]?], present: [Bool], dontCare: [Bool]?,
        extra: (attribute: String, animation: String) = ("", "")
    ) -> String {
        let shown = zip(present, paths).map { $0 && $1 != nil }
        let structures = Set(zip(shown, paths).compactMap { $0 ? $1!.map(\.kindCode) : nil })
        var d: [String], indices: [Int], discrete = false
        if structures.count <= 1 {
            let values = paths.map { $0.map { ProjectedPath.points($0).flatMap { [$0.x, $0.y] } } }
            let error = { (k: Int, v: [Double]) -> Double in Self.largestDisplacement(v, values[k]!) }
            guard let frames = keyframes(values, present: shown, tolerance: Self.pathTolerance, error: error),
                  let template = paths.first(where: { $0 != nil }) ?? nil
            else { return "" }
            d = frames.values.map { v in
                let points = stride(from: 0, to: v.count - 1, by: 2).map { Point(v[$0], v[$0 + 1]) }
                return SVGPathData.elements(ProjectedPath.replacingPoints(of: template, with: points), decimals: 2)
            }
            indices = frames.indices
        } else {
            let strings = paths.map { $0.map { SVGPathData.elements($0, decimals: 2) } ?? "" }
            let changes = KeyframeSelection.changes(strings, dontCare: shown.map { !$0 })
            (d, indices, discrete) = (changes.map(\.value), changes.map(\.index), true)
        }
        let display = displayAnimation(shown, dontCare: dontCare)
        return "<path d=\"\(d[0])\"\(extra.attribute)\(display.attribute)"
            + close(counted(clock.animate("d", values: d, at: indices, discrete: discrete)) + extra.animation + display.animation,
                    tag: "path")
    }

    /// CSS's `mix-blend-mode` for a blend mode; nil for the Porter–Duff ones, which CSS does not blend.
    static func cssBlend(_ blend: BlendMode) -> String? {
        switch blend {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
        case .plusLighter: "plus-lighter"
        default: blend.rawValue.replacingOccurrences(of: #"([A-Z])"#, with: "-$1", options: .regularExpression).lowercased()
        }
    }
}
