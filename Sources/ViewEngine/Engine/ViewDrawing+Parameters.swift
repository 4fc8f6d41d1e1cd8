import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// What a laid-out view draws, as numbers that animate between two states of a program:
/// every leaf's rectangle, opacity, render effects, clips, corner radius, colours and line
/// width. Two drawings of the same shape (the same leaves, effects and clips) interpolate
/// number by number, so a view's `.offset`, `.scaleEffect`, `.opacity`, a clip that
/// collapses with its frame, or a colour change move with the transaction's animation.
extension ViewDrawing {
    /// The structure the numbers follow: per leaf its kind, what it carries and its effects as
    /// written (their kinds), so the numbers SwiftUI animates — an angle, not a matrix — do.
    package var parameterShape: [Int] {
        func effects(_ e: EffectChain?) -> [Int] { let s = e?.parameterShape ?? []; return [s.count] + s }
        func clips(_ cs: [LeafClip]) -> [Int] { [cs.count] + cs.flatMap { effects($0.effects) } }
        // A gradient's kind and stop count: gradients of one form interpolate stop by stop.
        func gradient(_ g: ShapeGradient?) -> [Int] {
            guard let g else { return [] }
            if case .linear = g.geometry { return [7, g.stops.count] }
            return [8, g.stops.count]
        }
        return [4] + leaves.flatMap { leaf -> [Int] in
            switch leaf {
            case let .tile(_, _, _, _, t, c): [1] + effects(t) + clips(c)
            case let .shape(s, _, t):
                [2, s.fill == nil ? 0 : 1, s.stroke == nil ? 0 : 1, s.lineWidth == nil ? 0 : 1, s.isEllipse ? 1 : 0]
                    + gradient(s.gradient) + (s.trim == nil ? [] : [9]) + (s.dash.isEmpty ? [] : [12, s.dash.count]) + [LineCap.allCases.firstIndex(of: s.lineCap)!, LineJoin.allCases.firstIndex(of: s.lineJoin)!]
                    + (s.path.map { [10, $0.count] + $0.map(\.kindCode) } ?? [])
                    // A picture: another picture does not interpolate into it (it cross-fades).
                    + (s.image.map { [11, $0.name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }] } ?? [])
                    + effects(t) + clips(s.clips)
            case let .text(_, _, _, _, _, t, c, _, _): [3] + effects(t) + clips(c)
            }
        } + [5] + effects(self.effects) + [6, shadows.count, 11, opacityDepth ?? -1] + leaves.flatMap { leaf -> [Int] in
            switch leaf {
            case let .tile(_, _, _, _, _, c): c.map { $0.scopeDepth ?? -1 }
            case let .shape(s, _, _): s.clips.map { $0.scopeDepth ?? -1 }
            case let .text(_, _, _, _, _, _, c, _, _): c.map { $0.scopeDepth ?? -1 }
            }
        }
    }

    /// Per number of ``parameters``, how many of the view's `.animation` modifiers are outside
    /// the modifier that number belongs to (nil: all of them — the view's own transaction): an
    /// effect, a clip or an opacity written inside an `.animation(_:value:)` animates with it,
    /// one written outside with the transaction around it (docs/semantics.md §11).
    package var parameterDepths: [Int?] {
        var out: [Int?] = [nil]
        func clips(_ cs: [LeafClip]) {
            for c in cs {
                out += Array(repeating: c.scopeDepth, count: 5)
                out += (c.effects?.parameterDepths ?? []).map { $0 ?? c.scopeDepth }
            }
        }
        func effects(_ e: EffectChain?) { out += e?.parameterDepths ?? [] }
        func color(_ c: Color?) { if c != nil { out += [nil, nil, nil, nil] } }
        for leaf in leaves {
            switch leaf {
            case let .tile(_, tint, _, _, t, c):
                out += [nil, nil, nil, nil]; color(tint); out.append(opacityDepth)
                effects(t)
                clips(c)
            case let .shape(s, _, t):
                out += [nil, nil, nil, nil, nil, opacityDepth]
                effects(t)
                color(s.fill); color(s.stroke)
                if s.lineWidth != nil { out.append(nil) }
                out += Array(repeating: nil, count: s.gradient?.numbers.count ?? 0)
                if s.trim != nil { out += [nil, nil] }
                // A dash pattern's lengths and phase (`dashPhase` animates: marching ants).
                if !s.dash.isEmpty { out += Array(repeating: nil, count: s.dash.count + 1) }
                out += Array(repeating: nil, count: 2 * (s.path?.flatMap(\.points).count ?? 0))
                clips(s.clips)
            case let .text(_, _, c, _, _, t, cs, _, _):
                out += [nil, nil, nil, nil]; color(c); out.append(opacityDepth)
                effects(t)
                clips(cs)
            }
        }
        effects(self.effects)
        out += Array(repeating: nil, count: shadows.count * 7)
        out.append(opacityDepth)
        return out
    }

    /// The numbers, in the order of ``parameterShape``.
    package var parameters: [Double] {
        var out: [Double] = [blur]
        func rect(_ r: Rect) { out += [r.minX, r.minY, r.width, r.height] }
        func color(_ c: Color?) { if let c { out += [c.red, c.green, c.blue, c.alpha] } }
        func clips(_ cs: [LeafClip]) {
            for c in cs {
                rect(c.rect)
                out.append(c.shape.cornerRadius)
                out += c.effects?.parameters ?? []
            }
        }
        for leaf in leaves {
            switch leaf {
            case let .tile(_, tint, r, o, t, c):
                rect(r); color(tint); out.append(o)
                out += t?.parameters ?? []
                clips(c)
            case let .shape(s, o, t):
                rect(s.rect); out.append(s.cornerRadius); out.append(o)
                out += t?.parameters ?? []
                color(s.fill); color(s.stroke)
                if let w = s.lineWidth { out.append(w) }
                out += s.gradient?.numbers ?? []
                if let trim = s.trim { out += [trim.from, trim.to] }
                if !s.dash.isEmpty { out += s.dash + [s.dashPhase] }
                // A path's points move like the frame it is drawn in (interpolated when both states have its structure).
                for p in s.path?.flatMap(\.points) ?? [] { out += [p.x, p.y] }
                clips(s.clips)
            case let .text(_, _, color: c, r, o, t, cs, _, _):
                rect(r); color(c); out.append(o)
                out += t?.parameters ?? []
                clips(cs)
            }
        }
        out += effects?.parameters ?? []
        out += shadows.flatMap(\.numbers)
        out.append(opacity)
        return out
    }

    /// The drawing with `numbers` (of ``parameters``'s shape) in place of its own.
    package func with(parameters numbers: [Double]) -> ViewDrawing {
        guard numbers.count == parameters.count else { return self }
        var k = 0
        func next() -> Double { defer { k += 1 }; return numbers[k] }
        func rect() -> Rect { Rect(x: next(), y: next(), width: next(), height: next()) }
        func color(_ c: Color?) -> Color? {
            guard c != nil else { return nil }
            return Color(red: next(), green: next(), blue: next(), alpha: next())
        }
        func effects(_ t: EffectChain?) -> EffectChain? { t?.with(parameters: next) }
        let blur = max(0, next())
        func clips(_ cs: [LeafClip]) -> [LeafClip] {
            cs.map { c in
                var c = c
                c.rect = rect()
                c.shape.cornerRadius = next()
                if let moved = effects(c.effects) { return LeafClip(shape: c.shape, rect: c.rect, effects: moved) }
                return c
            }
        }
        var result = ViewDrawing(leaves: leaves.map { leaf in
            switch leaf {
            case let .tile(label, tint, _, _, t, c):
                let r = rect(), tint = color(tint) ?? tint, o = next()
                return .tile(label: label, tint: tint, rect: r, opacity: o, effects: effects(t), clips: clips(c))
            case let .shape(s, _, t):
                var s = s
                s.rect = rect()
                s.cornerRadius = next()
                let o = next()
                let e = effects(t)
                s.fill = color(s.fill)
                s.stroke = color(s.stroke)
                if s.lineWidth != nil { s.lineWidth = next() }
                if let g = s.gradient {
                    let n = g.numbers.count
                    s.gradient = g.with(numbers: numbers[k..<(k + n)])
                    k += n
                }
                if s.trim != nil { s.trim = ShapeTrim(from: next(), to: next()) }
                if !s.dash.isEmpty {
                    s.dash = s.dash.map { _ in max(0, next()) }
                    s.dashPhase = next()
                }
                s.path = s.path?.map { g in g.with(g.points.map { _ in Point(next(), next()) }) }
                s.clips = clips(s.clips)
                return .shape(s, opacity: o, effects: e)
            case let .text(s, font, c, _, _, t, cs, n, a):
                let r = rect(), c = color(c) ?? c, o = next()
                return .text(s, font: font, color: c, rect: r, opacity: o, effects: effects(t), clips: clips(cs), maxLines: n, look: a)
            }
        })
        result.blur = blur
        result.blendMode = blendMode
        result.masks = masks
        result.effects = effects(self.effects)
        result.shadows = shadows.map { $0.with(numbers: (0..<7).map { _ in next() }) }
        result.opacity = next()
        return result
    }
}

/// A view's in-place parameters over its life: while the drawing keeps its shape its numbers
/// animate with each transaction; a drawing of another shape starts a new segment at once.
///
/// The numbers are grouped by the `.animation` modifiers around them (``ViewDrawing/parameterDepths``):
/// each group animates with the transaction its own modifiers make, so `.opacity(x).animation(a,
/// value: v).offset(y: d).animation(b, value: v)` fades with `a` and moves with `b`.
package struct ParameterTrack: Sendable {
    /// One group of numbers: the scope depth they animate at (nil: the view's own), their
    /// indices in the drawing's numbers, and their animator.
    package struct Group: Sendable {
        package var depth: Int?
        package var indices: [Int]
        package var animator: Animator
    }

    package var segments: [(start: Double, shape: [Int], count: Int, groups: [Group])]

    package init(_ drawing: Drawing) {
        segments = [(-.infinity, drawing.parameterShape, drawing.parameters.count, Self.groups(drawing))]
    }

    /// The drawing's numbers grouped by scope depth, each group resting at its numbers.
    private static func groups(_ drawing: Drawing) -> [Group] {
        let numbers = drawing.parameters
        let depths = drawing.parameterDepths
        var order: [Int?] = []
        var members: [Int?: [Int]] = [:]
        for (k, d) in depths.enumerated() where k < numbers.count {
            if members[d] == nil { order.append(d) }
            members[d, default: []].append(k)
        }
        return order.map { d in Group(depth: d, indices: members[d]!, animator: Animator(members[d]!.map { numbers[$0] })) }
    }

    /// The segment in effect at `t`.
    private func segment(at t: Double) -> (start: Double, shape: [Int], count: Int, groups: [Group]) {
        segments.last { $0.start <= t } ?? segments[0]
    }

    /// The numbers at `t`, when `drawing` has the shape they follow; otherwise the drawing's own.
    package func value(at t: Double, for drawing: Drawing) -> [Double] {
        let s = segment(at: t)
        guard s.shape == drawing.parameterShape else { return drawing.parameters }
        var out = [Double](repeating: 0, count: s.count)
        for g in s.groups {
            for (k, v) in zip(g.indices, g.animator.value(at: t)) { out[k] = v }
        }
        return out
    }

    /// Whether the numbers never change: the drawing is drawn as it is.
    package var isStatic: Bool { segments.count == 1 && segments[0].groups.allSatisfy { $0.animator.changes.isEmpty } }

    /// Every animator, for end times.
    package var animators: [Animator] { segments.flatMap { $0.groups.map(\.animator) } }

    /// Moves to `drawing`'s numbers at `t`, each group with the animation its scope gives
    /// (`animation(depth)`); returns how long the longest runs.
    package mutating func change(to drawing: Drawing, at t: Double, animation: (Int?) -> Animation?) -> Double {
        let numbers = drawing.parameters, shape = drawing.parameterShape
        let last = segments.count - 1
        guard shape == segments[last].shape else {
            segments.append((t, shape, numbers.count, Self.groups(drawing)))
            return 0
        }
        var longest = 0.0
        for g in segments[last].groups.indices {
            let group = segments[last].groups[g]
            let target = group.indices.map { numbers[$0] }
            guard target != group.animator.target else { continue }
            longest = max(longest, segments[last].groups[g].animator.change(to: target, at: t, animation: animation(group.depth)))
        }
        return longest
    }
}
