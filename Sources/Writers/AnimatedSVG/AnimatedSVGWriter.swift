import Foundation
import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Writes sampled scenes as one animated SVG: every element once, its changes as SMIL
/// keyframes (see ``BoardSVG`` for the format's approach).
///
/// Elements come from ``SVGFrame``s by key; each attribute that changes becomes an
/// `<animate>` (or `<animateTransform>`) over the samples ``KeyframeSelection`` keeps, and
/// presence becomes a discrete `display` animation. Base attribute values are the first
/// sample's (the poster), so a viewer without SMIL shows the poster.
package final class AnimatedSVGWriter {
    /// Positions are kept within this many points of the sampled scenes.
    package static let positionTolerance = 0.05
    /// Projected outlines' points are kept within this many points.
    package static let pathTolerance = 0.1
    /// Opacities are kept within this much.
    package static let opacityTolerance = 0.004

    package let frames: [SVGFrame]
    package let size: Size
    package let background: Color
    /// Pixels per point: the file's size and 1-pixel outlines.
    package let scale: Double
    package let clock: SVGAnimation
    package let outlines: GlyphOutlines
    package let text: SVGTextDefs

    /// Defs other than text: clip paths, filters.
    package var defs = ""
    package var nextID = 0
    /// Numbers written as keyframes, and animation elements (for the stats).
    package var keyframeCount = 0, animationCount = 0
    /// Extra elements written because an element's drawing order changes (``ElementOrder``).
    package var orderSplits = 0

    /// The flat elements of each frame, by key.
    package lazy var flatByFrame: [[SVGFrame.FlatKey: SVGFrame.FlatState]] = frames.map { frame in
        Dictionary(frame.flat.map { ($0.key, $0.state) }, uniquingKeysWith: { a, _ in a })
    }

    /// The tiles of each frame, by cell key.
    package lazy var tilesByFrame: [[String: SVGFrame.Tile]] = frames.map { frame in
        Dictionary(frame.tiles.map { ($0.key, $0.tile) }, uniquingKeysWith: { a, _ in a })
    }

    package init(frames: [SVGFrame], size: Size, background: Color, scale: Double, clock: SVGAnimation, outlines: GlyphOutlines) {
        self.frames = frames
        self.size = size
        self.background = background
        self.scale = scale
        self.clock = clock
        self.outlines = outlines
        text = SVGTextDefs(outlines)
    }

    /// The whole document.
    package func document() -> String {
        // A transparent board has no background rectangle: the page shows through.
        var body = background.alpha == 0 ? "" : "<rect width=\"\(num(size.width))\" height=\"\(num(size.height))\" fill=\"\(background)\"/>\n"
        let ids = Dictionary(flatKeys.map { ($0.key, $0.id) }, uniquingKeysWith: { a, _ in a })
        let flatLookup = Dictionary(flatKeys.map { ($0.id, $0.key) }, uniquingKeysWith: { a, _ in a })
        let flat = ElementOrder.segments(sampleCount: frames.count, present: { s in self.frames[s].flat.map { ids[$0.key]! } }) { s in
            // Flat elements keep each sample's order.
            let order = self.frames[s].flat.map { ids[$0.key]! }
            return zip(order, order.dropFirst()).map { ElementOrder.Pair(a: $0, b: $1) }
        }
        for segment in flat { body += flatElement(flatLookup[segment.key]!, within: segment.samples) }
        let tiles = ElementOrder.segments(sampleCount: frames.count, present: { s in self.frames[s].tiles.map(\.key) },
                                          below: tileConstraints)
        for segment in tiles { body += tileElement(segment.key, within: segment.samples) }
        orderSplits = flat.count - flatKeys.count + tiles.count - Set(tiles.map(\.key)).count
        let w = num(size.width * scale), h = num(size.height * scale)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(num(size.width)) \(num(size.height))">
            <defs>
            \(text.definitions())\(defs)</defs>
            \(body)</svg>

            """
    }

    /// A fresh id for a def.
    package func makeID(_ prefix: String) -> String {
        defer { nextID += 1 }
        return prefix + String(nextID)
    }

    // MARK: flat elements

    /// Flat keys in first-appearance order, with a stable text id each.
    private lazy var flatKeys: [(id: String, key: SVGFrame.FlatKey)] = {
        var seen = Set<SVGFrame.FlatKey>()
        var result: [(id: String, key: SVGFrame.FlatKey)] = []
        for frame in frames {
            for (key, _) in frame.flat where !seen.contains(key) {
                seen.insert(key)
                result.append(("f\(result.count)", key))
            }
        }
        return result
    }()

    /// A flat element over the samples of one of its segments.
    private func flatElement(_ key: SVGFrame.FlatKey, within samples: ClosedRange<Int>) -> String {
        let states = flatByFrame.indices.map { samples.contains($0) ? flatByFrame[$0][key] : nil }
        let present = states.map { $0 != nil }
        switch key {
        case let .rect(_, style, _):
            let rects = states.map { state -> Rect? in
                if case let .rect(r)? = state { return r }
                return nil
            }
            let paint = paintAnimation(rects.map { $0.map { _ in style } }, present: present, dontCare: nil)
            return rectElement(rects, radii: rects.map { _ in style.radius }, present: present, dontCare: nil, paint: paint) + "\n"
        case let .text(textKey):
            let placed = states.map { state -> SVGFrame.PlacedText? in
                if case let .text(t)? = state { return t }
                return nil
            }
            return textElement(textKey, placed: placed, present: present, dontCare: nil) + "\n"
        }
    }

    // MARK: shared element writers

    /// A `<rect>` drawn at `rects` (nil: absent) with corner radii `radii`, painted by `paint`.
    package func rectElement(
        _ rects: [Rect?], radii: [Double], present: [Bool], dontCare: [Bool]?,
        paint: (attribute: String, animation: String), ellipses: [Bool] = []
    ) -> String {
        // An ellipse is a rect whose corner radii are half its width and half its height.
        let hasEllipse = ellipses.contains(true)
        let values = rects.indices.map { k -> [Double]? in
            guard let r = rects[k] else { return nil }
            let w = max(0, r.width), h = max(0, r.height)
            if k < ellipses.count, ellipses[k] { return [r.minX, r.minY, w, h, w / 2, h / 2] }
            let rx = max(0, min(radii[k], w / 2, h / 2))
            return hasEllipse ? [r.minX, r.minY, w, h, rx, rx] : [r.minX, r.minY, w, h, rx]
        }
        guard let frames = keyframes(values, present: present, tolerance: Self.positionTolerance) else { return "" }
        var attributes = "", animations = ""
        let names = hasEllipse ? ["x", "y", "width", "height", "rx", "ry"] : ["x", "y", "width", "height", "rx"]
        for (i, name) in names.enumerated() {
            let strings = frames.values.map { num($0[i]) }
            let isDefault = (name == "x" || name == "y" || name == "rx") && strings[0] == "0"
            if !isDefault { attributes += " \(name)=\"\(strings[0])\"" }
            animations += counted(clock.animate(name, values: strings, at: frames.indices))
        }
        let display = displayAnimation(present, dontCare: dontCare)
        return "<rect\(attributes)\(paint.attribute)\(display.attribute)"
            + close(animations + paint.animation + display.animation, tag: "rect")
    }

    /// `fill` and `stroke` (with their opacities and the 1-pixel stroke width) of a rounded
    /// rectangle whose paint is `styles` per sample (nil: absent), animated where it changes.
    package func paintAnimation(_ styles: [SVGFrame.RectStyle?], present: [Bool], dontCare: [Bool]?) -> (attribute: String, animation: String) {
        let strokes = styles.lazy.compactMap({ $0 }).first?.strokesGradient ?? false
        let fill = (strokes ? nil : gradientFill(styles, attribute: "fill"))
            ?? colorAnimation("fill", styles.map { $0.map(\.fill) }, present: present, dontCare: dontCare)
        let stroke = (strokes ? gradientFill(styles, attribute: "stroke") : nil)
            ?? colorAnimation("stroke", styles.map { $0.map(\.stroke) }, present: present, dontCare: dontCare)
        var attribute = fill.attribute + stroke.attribute
        if let first = styles.lazy.compactMap({ $0 }).first {
            if first.lineCap != .butt { attribute += " stroke-linecap=\"\(first.lineCap.rawValue)\"" }
            if first.lineJoin != .miter { attribute += " stroke-linejoin=\"\(first.lineJoin.rawValue)\"" }
            // Dashes as the first sample draws them (a phase that moves is not animated in the SVG).
            if !first.dash.isEmpty {
                attribute += " stroke-dasharray=\"\(first.dash.map { num($0, 4) }.joined(separator: " "))\""
                if first.dashPhase != 0 { attribute += " stroke-dashoffset=\"\(num(first.dashPhase, 4))\"" }
            }
        }
        if let width = styles.lazy.compactMap({ $0?.lineWidth }).first {
            attribute += " stroke-width=\"\(num(width, 4))\""
        } else if styles.contains(where: { $0?.stroke != nil }) {
            attribute += " stroke-width=\"\(num(1 / scale, 4))\""
        }
        return (attribute, fill.animation + stroke.animation)
    }

    /// A gradient fill: a `<linearGradient>` or `<radialGradient>` def in the shape's own
    /// coordinates (`userSpaceOnUse`) and the `fill` naming it; nil when no sample has a gradient.
    /// The first sample's gradient is drawn throughout (a gradient that changes does not animate).
    package func gradientFill(_ styles: [SVGFrame.RectStyle?], attribute: String) -> (attribute: String, animation: String)? {
        guard let g = styles.lazy.compactMap({ $0?.gradient }).first else { return nil }
        let id = makeID("gr")
        let stops = g.stops.map { s in
            let opacity = s.color.alpha < 1 ? " stop-opacity=\"\(num(s.color.alpha, 3))\"" : ""
            return "<stop offset=\"\(num(s.location, 4))\" stop-color=\"\(s.color.withAlpha(1))\"\(opacity)/>"
        }.joined()
        switch g.geometry {
        case let .linear(start, end):
            defs += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(num(start.x))\" y1=\"\(num(start.y))\" "
                + "x2=\"\(num(end.x))\" y2=\"\(num(end.y))\">\(stops)</linearGradient>\n"
        case let .radial(center, r0, r1):
            defs += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(num(center.x))\" cy=\"\(num(center.y))\" "
                + "r=\"\(num(r1))\" fr=\"\(num(r0))\">\(stops)</radialGradient>\n"
        case let .angular(c, a0, a1, r):
            // SVG has no conic gradient: a pattern of the wedges the painter's mesh is made of, each
            // in its middle colour.
            var wedges = ""
            for w in ShapeGradient.wedges(startAngle: a0, endAngle: a1, color: g.color(at:)) {
                let (a, b) = (w.first, w.second)
                let mid = Color(red: (a.red + b.red) / 2, green: (a.green + b.green) / 2, blue: (a.blue + b.blue) / 2, alpha: (a.alpha + b.alpha) / 2)
                let opacity = mid.alpha < 1 ? " fill-opacity=\"\(num(mid.alpha, 3))\"" : ""
                wedges += "<path d=\"M\(num(c.x)) \(num(c.y))L\(num(c.x + r * cos(w.from))) \(num(c.y + r * sin(w.from)))"
                    + "L\(num(c.x + r * cos(w.to))) \(num(c.y + r * sin(w.to)))Z\" fill=\"\(mid.withAlpha(1))\"\(opacity)/>"
            }
            defs += "<pattern id=\"\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(num(c.x - r))\" y=\"\(num(c.y - r))\" "
                + "width=\"\(num(2 * r))\" height=\"\(num(2 * r))\"><g transform=\"translate(\(num(r - c.x)) \(num(r - c.y)))\">\(wedges)</g></pattern>\n"
        }
        return (" \(attribute)=\"url(#\(id))\"", "")
    }

    /// A colour attribute (`fill`, `stroke`) and its `-opacity`, per sample (nil: none),
    /// interpolated where it is always a colour, switched where it comes and goes.
    package func colorAnimation(_ name: String, _ colors: [Color??], present: [Bool], dontCare: [Bool]?) -> (attribute: String, animation: String) {
        let shown = zip(present, colors).map { $0 && $1 != nil }
        let cared = zip(shown, dontCare ?? shown.map { _ in false }).map { $0 && !$1 }
        let used: [Color?] = zip(cared, colors).filter { $0.0 }.map { $0.1 ?? nil }
        if used.allSatisfy({ $0 == nil }) { return (name == "fill" ? " fill=\"none\"" : "", "") }
        let opacity = "\(name)-opacity"
        guard used.allSatisfy({ $0 != nil }) else {
            let strings = colors.map { $0.flatMap { $0 }.map(\.description) ?? "none" }
            let alphas = colors.map { num($0.flatMap { $0 }?.alpha ?? 1, 3) }
            let changes = KeyframeSelection.changes(strings, dontCare: cared.map { !$0 })
            let alphaChanges = KeyframeSelection.changes(alphas, dontCare: cared.map { !$0 })
            var attribute = " \(name)=\"\(changes[0].value)\""
            if alphaChanges.contains(where: { $0.value != "1" }) { attribute += " \(opacity)=\"\(alphaChanges[0].value)\"" }
            return (attribute, counted(clock.animate(name, values: changes.map(\.value), at: changes.map(\.index), discrete: true))
                + counted(clock.animate(opacity, values: alphaChanges.map(\.value), at: alphaChanges.map(\.index), discrete: true)))
        }
        let values = colors.map { $0.flatMap { $0 }.map { [$0.red, $0.green, $0.blue, $0.alpha] } }
        guard let frames = keyframes(values, present: cared, tolerance: 0.002) else { return ("", "") }
        let strings = frames.values.map { Color(red: $0[0], green: $0[1], blue: $0[2]).description }
        let alphas = frames.values.map { num($0[3], 3) }
        var attribute = " \(name)=\"\(strings[0])\""
        if alphas.contains(where: { $0 != "1" }) { attribute += " \(opacity)=\"\(alphas[0])\"" }
        return (attribute, counted(clock.animate(name, values: strings, at: frames.indices))
            + counted(clock.animate(opacity, values: alphas, at: frames.indices)))
    }

    /// A `<use>` of a text's glyphs placed at `placed` (nil: absent).
    package func textElement(_ key: SVGFrame.TextKey, placed: [SVGFrame.PlacedText?], present: [Bool], dontCare: [Bool]?) -> String {
        let positions = placed.map { $0.map { [$0.origin.x, $0.origin.y] } }
        guard let at = keyframes(positions, present: present, tolerance: Self.positionTolerance) else { return "" }
        let xs = at.values.map { num($0[0]) }, ys = at.values.map { num($0[1]) }
        var out = "<use href=\"#\(text.reference(key.text, font: key.font, maxWidth: key.maxWidth, wrapWidth: key.wrapWidth, maxLines: key.maxLines, look: key.look))\""
        if xs[0] != "0" { out += " x=\"\(xs[0])\"" }
        if ys[0] != "0" { out += " y=\"\(ys[0])\"" }
        let paint = textPaint(placed, present: present, dontCare: dontCare)
        out += paint.attribute
        let opacity = opacityAnimation(placed.map { $0?.opacity }, present: present)
        let display = displayAnimation(present, dontCare: dontCare)
        out += opacity.attribute + display.attribute
        let animations = counted(clock.animate("x", values: xs, at: at.indices))
            + counted(clock.animate("y", values: ys, at: at.indices))
        return out + close(animations + paint.animation + opacity.animation + display.animation, tag: "use")
    }

    /// An `opacity` attribute (omitted at 1) and its animation.
    package func opacityAnimation(_ opacities: [Double?], present: [Bool]) -> (attribute: String, animation: String) {
        guard let alpha = keyframes(opacities.map { $0.map { [$0] } }, present: present, tolerance: Self.opacityTolerance) else {
            return ("", "")
        }
        let values = alpha.values.map { num($0[0], 3) }
        let attribute = values[0] != "1" || Set(values).count > 1 ? " opacity=\"\(values[0])\"" : ""
        return (attribute, counted(clock.animate("opacity", values: values, at: alpha.indices)))
    }

    /// A text's `fill` (and `fill-opacity`) per sample, animated where its colour changes (one
    /// element whose colour moves, not one element per colour).
    package func textPaint(_ placed: [SVGFrame.PlacedText?], present: [Bool], dontCare: [Bool]?) -> (attribute: String, animation: String) {
        colorAnimation("fill", placed.map { $0.map { .some($0.color) } }, present: present, dontCare: dontCare)
    }

    /// A discrete `display` animation for `present` (and the base attribute): nothing when
    /// always present. Samples marked `dontCare` (the parent is hidden) may take either value.
    package func displayAnimation(_ present: [Bool], dontCare: [Bool]?) -> (attribute: String, animation: String) {
        let changes = KeyframeSelection.changes(present, dontCare: dontCare ?? present.map { _ in false })
        guard changes.count > 1 || changes.first?.value == false else { return ("", "") }
        let base = changes[0].value ? "" : " display=\"none\""
        guard changes.count > 1 else { return (base, "") }
        let animation = clock.animate("display", values: changes.map { $0.value ? "inline" : "none" },
                                      at: changes.map(\.index), discrete: true)
        return (base, counted(animation))
    }

    /// Keyframes of a continuous attribute, or nil when the element is never present.
    package func keyframes(
        _ values: [[Double]?], present: [Bool], tolerance: Double, error: ((Int, [Double]) -> Double)? = nil
    ) -> (indices: [Int], values: [[Double]])? {
        guard let filled = Self.fill(values, present: present) else { return nil }
        let indices = KeyframeSelection.keep(
            times: clock.fractions, jump: clock.jump, present: present, values: filled, tolerance: tolerance,
            error: error ?? { k, v in
                let actual = filled[k]
                var worst = 0.0
                for c in v.indices { worst = max(worst, abs(v[c] - actual[c])) }
                return worst
            })
        return (indices, indices.map { filled[$0] })
    }

    /// Values at every sample: where absent (or nil), the next present value, else the last.
    package static func fill(_ values: [[Double]?], present: [Bool]) -> [[Double]]? {
        var result = [[Double]?](repeating: nil, count: values.count)
        var next: [Double]?
        for i in values.indices.reversed() {
            if present[i], let v = values[i] { next = v }
            result[i] = next
        }
        guard let last = values.indices.last(where: { present[$0] && values[$0] != nil }).map({ values[$0]! }) else { return nil }
        return result.map { $0 ?? last }
    }

    /// Counts an animation element and its keyframes.
    package func counted(_ animation: String) -> String {
        guard !animation.isEmpty else { return "" }
        animationCount += 1
        if let start = animation.range(of: "keyTimes=\""), let end = animation[start.upperBound...].firstIndex(of: "\"") {
            keyframeCount += animation[start.upperBound..<end].split(separator: ";").count
        } else {
            keyframeCount += 2
        }
        return animation
    }

    /// Ends an element: self-closing, or around its animations.
    package func close(_ children: String, tag: String) -> String {
        children.isEmpty ? "/>" : ">" + children + "</\(tag)>"
    }

    /// A number with `decimals` places.
    package func num(_ v: Double, _ decimals: Int = 2) -> String { SVGNumber.format(v, decimals) }
}
