import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Tiles whose homography is projective at some sample (a `rotation3DEffect`): SVG has
/// affine transforms only, so each shape's and text's outline (the painter's path, with its
/// curves) is mapped through the sample's homography (``ProjectedPath``) and the projected
/// outlines become `d` keyframes. The structure never changes, so browsers interpolate the
/// outline between keyframes.
extension AnimatedSVGWriter {
    /// How far a projected curve may stray from the exact projection, in points.
    package static let curveTolerance = 0.02

    package func projectedContent(_ tiles: [SVGFrame.Tile?], hidden: [Bool]) -> String {
        var out = ""
        for index in 0..<shapeCount(tiles) {
            let shapes = tiles.map { $0.flatMap { index < $0.shapes.count ? $0.shapes[index] : nil } }
            let layout = shapes.map { shape in
                // A trim that keeps nothing draws nothing: absent at that sample.
                shape.flatMap { $0.trim.map { $0.from < $0.to } ?? true ? $0 : nil }.map { [$0.rect.minX, $0.rect.minY, $0.rect.width, $0.rect.height, $0.cornerRadius, $0.isEllipse ? 1 : 0]
                    + ($0.transform?.m ?? []) + ($0.trim.map { [$0.from, $0.to] } ?? []) + Self.pathNumbers($0.path) }
            }
            let paths = projected(tiles, layout) { i in
                let shape = shapes[i]!
                let outline: [PathElement]
                if shape.path != nil, let trim = shape.trim {
                    // A program's own path trimmed: the open lines the painter draws.
                    outline = ShapeOutline.trimmedLines(shape, trim).flatMap { line in [PathElement.move(line[0])] + line.dropFirst().map { .line($0) } }
                } else if let path = shape.path {
                    // A program's own path, as drawn.
                    outline = path
                } else if let trim = shape.trim {
                    // A trimmed outline: the open line the painter draws, a fixed number of points.
                    let line = ShapeOutline.trimmed(shape, trim)
                    outline = line.isEmpty ? [] : [.move(line[0])] + line.dropFirst().map { .line($0) }
                } else {
                    outline = shape.isEllipse ? outlines.ellipsePath(shape.rect)
                        : outlines.roundedRectanglePath(shape.rect, radius: shape.cornerRadius)
                }
                return Self.mapped(outline, by: shape.transform)
            }
            let present = paths.map { $0 != nil }
            out += pathElement(paths, present: present, dontCare: hidden,
                               extra: paintAnimation(zip(shapes, tiles).map { shape, tile in
                                   // The outline is in board points here: so is its gradient (its points projected).
                                   shape.map { s in
                                       var style = Self.style(s)
                                       if let tile { style.gradient = s.gradient?.mapped(by: s.transform.map { $0.followed(by: tile.transform) } ?? tile.transform) }
                                       return style
                                   }
                               }, present: present, dontCare: hidden))
        }
        for key in textKeys(tiles) {
            let placed = tiles.map { $0?.texts.first { $0.key == key }?.placed }
            let paths = projected(tiles, placed.map { $0.map { [$0.origin.x, $0.origin.y] + ($0.transform?.m ?? []) } }) { i in
                Self.mapped(outlines.textPath(
                    outlines.engine.line(key.text, font: key.font, maxWidth: key.maxWidth, wrapWidth: key.wrapWidth, maxLines: key.maxLines, look: key.look),
                    origin: placed[i]!.origin), by: placed[i]!.transform)
            }
            let present = paths.map { $0 != nil }
            let opacity = opacityAnimation(placed.map { $0?.opacity }, present: present)
            let paint = textPaint(placed, present: present, dontCare: hidden)
            out += pathElement(paths, present: present, dontCare: hidden,
                               extra: (paint.attribute + opacity.attribute, paint.animation + opacity.animation))
            // `.strikethrough`, `.underline`: their rectangles, a path of their own beside the glyphs'.
            guard key.look.strikethrough || key.look.underline else { continue }
            let lines = projected(tiles, placed.map { $0.map { [$0.origin.x, $0.origin.y] + ($0.transform?.m ?? []) } }) { i in
                Self.mapped(outlines.decorationPath(
                    outlines.engine.line(key.text, font: key.font, maxWidth: key.maxWidth, wrapWidth: key.wrapWidth, maxLines: key.maxLines, look: key.look),
                    origin: placed[i]!.origin), by: placed[i]!.transform)
            }
            out += pathElement(lines, present: lines.map { $0 != nil }, dontCare: hidden,
                               extra: (paint.attribute + opacity.attribute, paint.animation + opacity.animation))
        }
        return out
    }

    /// `path` through a view's affine effect (exact for its curves); unchanged without one.
    package static func mapped(_ path: [PathElement], by t: Homography?) -> [PathElement] {
        guard let t else { return path }
        return ProjectedPath.replacingPoints(of: path, with: ProjectedPath.points(path).map(t.apply))
    }

    /// Per sample, the outline drawn there (nil: absent), projected through the tile's map.
    /// Samples with the same `layout` (the outline's place in tile points) share one outline,
    /// refined for all their maps.
    private func projected(
        _ tiles: [SVGFrame.Tile?], _ layout: [[Double]?], make: (Int) -> [PathElement]
    ) -> [[PathElement]?] {
        var groups: [[Double]: [Int]] = [:]
        for i in layout.indices where tiles[i] != nil { if let l = layout[i] { groups[l, default: []].append(i) } }
        var result = [[PathElement]?](repeating: nil, count: tiles.count)
        for indices in groups.values.sorted(by: { $0[0] < $1[0] }) {
            var seen = Set<Homography>()
            let maps = indices.map { tiles[$0]!.transform }.filter { seen.insert($0).inserted }
            let path = ProjectedPath.refine(make(indices[0]), under: maps, tolerance: Self.curveTolerance)
            let points = ProjectedPath.points(path)
            for i in indices {
                let h = tiles[i]!.transform
                let mapped = points.map(h.apply)
                guard mapped.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
                result[i] = ProjectedPath.replacingPoints(of: path, with: mapped)
            }
        }
        return result
    }

    /// A program path's coordinates (x0, y0, x1, y1, …), empty without one.
    package static func pathNumbers(_ path: [PathElement]?) -> [Double] {
        (path ?? []).flatMap(\.points).flatMap { [$0.x, $0.y] }
    }
}
