import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// How each laid-out view draws: its leaf in a ``ViewDrawing``, colours resolved in the
/// theme the way SwiftUI resolves them in a light or dark appearance.
package enum ViewLeaves {
    /// The leaf view `v` draws, nil for one that draws nothing (a stack, a spacer, an empty view).
    /// What view `v` draws, back to front (a control draws several shapes and a text).
    /// `keepsClips`: every clip stays a clip, so that the view's drawing keeps its shape from one
    /// state to the next (a program's views animate their numbers).
    package static func leaves(_ v: PlacedView, tint: Color, defaultLabel: String, theme: Theme, platform: Platform,
                       keepsClips: Bool = false) -> [ViewDrawing.Leaf] {
        // A subtree in another appearance (`.environment(\.colorScheme, .dark)`) resolves its colours in it.
        let theme = v.styles.colorScheme.flatMap(Theme.named) ?? theme
        let drawn: [ViewDrawing.Leaf]
        if case let .control(c) = v.kind {
            drawn = controlLeaves(c, v, theme: theme, platform: platform)
        } else {
            drawn = leaf(v, tint: tint, defaultLabel: defaultLabel, theme: theme).map { styledApart($0, v, theme: theme) } ?? []
        }
        let filtered = v.colorEffects.isEmpty ? drawn : drawn.map { colored($0, v.colorEffects, theme: theme) }
        return v.clips.isEmpty ? filtered : filtered.map { clipped($0, v.clips, merging: !keepsClips) }
    }

    /// A text styled apart (``ControlStyles/textRuns``) as one leaf per colour its pieces take, each
    /// the whole text laid out alike that draws only the pieces of its colour; any other leaf as it is.
    package static func styledApart(_ leaf: ViewDrawing.Leaf, _ v: PlacedView, theme: Theme) -> [ViewDrawing.Leaf] {
        guard case let .text(s, font, _, rect, o, t, c, n, look) = leaf, !v.styles.textRuns.isEmpty else { return [leaf] }
        var styled = look
        styled.runs = StyledTextRun.textRuns(v.styles.textRuns) { color($0.foreground, theme, tint: v.styles.tint) }
        var colors: [Color] = []
        for run in styled.runs where !colors.contains(run.color!) { colors.append(run.color!) }
        return colors.map { shown in
            var one = styled
            one.shownColor = colors.count > 1 ? shown : nil
            return .text(s, font: font, color: shown, rect: rect, opacity: o, effects: t, clips: c, maxLines: n, look: one)
        }
    }

    /// `leaf` with every colour it paints transformed by `effects` (innermost first), as
    /// SwiftUI's colour effects act on what the views below them draw.
    package static func colored(_ leaf: ViewDrawing.Leaf, _ effects: [ColorEffect], theme: Theme) -> ViewDrawing.Leaf {
        func apply(_ c: Color) -> Color {
            effects.reduce(c) { c, effect in
                switch effect {
                case let .matrix(m): m.apply(c)
                case let .multiply(tint):
                    { let k = color(tint, theme); return Color(red: c.red * k.red, green: c.green * k.green, blue: c.blue * k.blue,
                                                                alpha: c.alpha * k.alpha) }()
                }
            }
        }
        switch leaf {
        case let .tile(label, tint, rect, o, t, c): return .tile(label: label, tint: apply(tint), rect: rect, opacity: o, effects: t, clips: c)
        case let .text(s, font, color, rect, o, t, c, n, a):
            return .text(s, font: font, color: apply(color), rect: rect, opacity: o, effects: t, clips: c, maxLines: n, look: a)
        case let .shape(shape, o, t): return .shape(shape.mapColors(apply), opacity: o, effects: t)
        }
    }

    /// `leaf` cut by `clips`. A rectangle-like shape filling the frame of a rounded clip
    /// (`.background(Color.blue).cornerRadius(8)`) takes the clip's corners instead: exact, and
    /// drawn alike by every writer.
    package static func clipped(_ leaf: ViewDrawing.Leaf, _ clips: [LeafClip], merging: Bool = true) -> ViewDrawing.Leaf {
        switch leaf {
        case let .tile(label, tint, rect, o, t, c): return .tile(label: label, tint: tint, rect: rect, opacity: o, effects: t, clips: c + clips)
        case let .text(s, font, color, rect, o, t, c, n, a):
            return .text(s, font: font, color: color, rect: rect, opacity: o, effects: t, clips: c + clips, maxLines: n, look: a)
        case .shape(var shape, let o, let t):
            var rest: [LeafClip] = []
            for clip in clips {
                let outline = clip.outline
                if merging, t?.transform == clip.transform, !shape.isEllipse, !outline.isEllipse, shape.stroke == nil,
                   outline.rect == clip.rect, shape.rect == clip.rect {
                    shape.cornerRadius = max(shape.cornerRadius, outline.cornerRadius)
                } else {
                    rest.append(clip)
                }
            }
            shape.clips += rest
            return .shape(shape, opacity: o, effects: t)
        }
    }

    /// The shadows `v` casts, their colours resolved in `theme`.
    package static func shadows(_ v: PlacedView, theme: Theme, groups: [PlacedView.Group] = []) -> [TileShadow] {
        let theme = v.styles.colorScheme.flatMap(Theme.named) ?? theme
        func resolved(_ s: PlacedView.Shadow, group: String?) -> TileShadow {
            var shadow = TileShadow(color: s.color.map { color($0, theme) } ?? TileShadow.defaultColor, radius: s.radius, x: s.x, y: s.y)
            shadow.clips = s.clips
            shadow.group = group
            return shadow
        }
        // A compositing group's shadows (`groups`: those this view, the group's first, carries), outermost first.
        return groups.flatMap { g in g.shadows.map { resolved($0, group: g.id) } } + v.shadows.map { resolved($0, group: nil) }
    }

    /// A `Tile()` without a label shows `defaultLabel` (the cell's name).
    package static func leaf(_ v: PlacedView, tint: Color, defaultLabel: String, theme: Theme) -> ViewDrawing.Leaf? {
        let rect = v.frame, t = v.effects
        switch v.kind {
        case let .tile(label):
            return .tile(label: label.isEmpty ? defaultLabel : label, tint: tint, rect: rect, opacity: v.opacity, effects: t)
        case let .text(s):
            return .text(s, font: v.font, color: color(v.foreground, theme, tint: v.styles.tint), rect: rect, opacity: v.opacity, effects: t,
                         maxLines: v.maxLines, look: v.styles.textLook)
        case let .shape(shape):
            return .shape(tileShape(shape, in: rect, foreground: v.foreground, theme: theme, tint: v.styles.tint), opacity: v.opacity, effects: t)
        case .divider:
            return .shape(TileShape(rect: rect, cornerRadius: 0, fill: separator(theme), stroke: nil), opacity: v.opacity, effects: t)
        default:
            return nil
        }
    }

    /// A shape filling or stroking its frame: a circle inscribed and centred, a capsule's
    /// radius half its shorter side, an ellipse inscribed.
    package static func tileShape(_ shape: ShapeView, in rect: Rect, foreground: Tint?, theme: Theme, tint: Tint? = nil) -> TileShape {
        // `strokeBorder` strokes the shape inset by half the line: a rounded rectangle's corner
        // radius shrinks by as much, a circle's radius too (SwiftUI's `InsettableShape`).
        let strokeInset = shape.stroke.map { $0.inset ? $0.lineWidth / 2 : 0 } ?? 0
        let inset = min(shape.inset + strokeInset, min(rect.width, rect.height) / 2)
        let area = Rect(x: rect.minX + inset, y: rect.minY + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)
        var result = shape.kind.outline(in: area, cornerRadius: max(0, shape.cornerRadius - inset))
        // A path of the program's own, for the frame it is laid out in.
        if let custom = shape.custom { result.path = custom.segments(in: rect) }
        // A stroked shape is filled only with the fill it was given (`.fill(.green).stroke(.black, lineWidth: 4)`,
        // iOS 17); stroking clears the default one.
        let fill: Color? = shape.stroke != nil ? shape.fill.map { color($0, theme, tint: tint) } : color(shape.fill ?? foreground, theme, tint: tint)
        result.fill = fill.flatMap { $0.alpha > 0 ? $0 : nil }
        // A material: what is behind blurred under its tint.
        if shape.stroke == nil, let material = Materials.look(of: shape.fill ?? foreground) { result.backdropBlur = material.blur }
        result.stroke = shape.stroke.map { color($0.color ?? foreground, theme, tint: tint) }
        result.lineWidth = shape.stroke?.lineWidth
        result.trim = shape.trim
        if let s = shape.stroke {
            result.lineCap = s.lineCap
            result.lineJoin = s.lineJoin
            result.dash = s.dash
            result.dashPhase = s.dashPhase
        }
        if let g = shape.gradient, shape.stroke?.gradient == nil {
            result.fill = nil
            result.gradient = resolved(g, in: rect, theme: theme)
        } else if let g = shape.stroke?.gradient {
            // A gradient line: its stroke colour stands for it where only a colour is read.
            result.gradient = resolved(g, in: rect, theme: theme)
            result.strokesGradient = true
            result.stroke = result.gradient?.stops.first?.color ?? result.stroke
        }
        return result
    }

    /// A gradient's colours in `theme` and its geometry in `rect`, the frame of the view it fills
    /// (a unit point is a place in that frame; radii are points).
    package static func resolved(_ g: GradientStyle, in rect: Rect, theme: Theme) -> ShapeGradient {
        func point(_ u: UnitPoint) -> Point { Point(rect.minX + u.x * rect.width, rect.minY + u.y * rect.height) }
        let geometry: ShapeGradient.Geometry = switch g.kind {
        case let .linear(start, end): .linear(start: point(start), end: point(end))
        case let .radial(center, r0, r1): .radial(center: point(center), startRadius: r0, endRadius: r1)
        case let .angular(center, a0, a1):
            // Reaching every corner of the frame (and a stroke's width past it).
            .angular(center: point(center), startAngle: a0, endAngle: a1, radius: rect.corners.map { c in
                let p = point(center)
                return ((c.x - p.x) * (c.x - p.x) + (c.y - p.y) * (c.y - p.y)).squareRoot()
            }.max().map { $0 + 50 } ?? 50)
        }
        return ShapeGradient(geometry: geometry, stops: g.stops.map { ShapeGradient.Stop(color: color($0.color, theme), location: $0.location) })
    }

    /// A SwiftUI colour in `theme`: `.primary` is black (white in dark), `.secondary` the
    /// label grey at 60 %, `.clear` transparent, `.accentColor` blue, the system colours as the theme's.
    /// `environmentTint`: the `.tint(…)` above the view, which the `.tint` style (`.named("tint")`)
    /// shows; without one it is the accent colour.
    package static func color(_ tint: Tint?, _ theme: Theme, tint environmentTint: Tint? = nil) -> Color {
        SystemColors.resolve(tint, dark: theme.name == "dark", named: theme.tint(named:), environmentTint: environmentTint)
    }

    /// `Divider`'s colour: the system separator.
    package static func separator(_ theme: Theme) -> Color {
        theme.name == "dark" ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
            : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    }
}
