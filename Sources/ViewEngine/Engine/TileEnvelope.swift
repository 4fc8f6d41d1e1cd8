import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// How far a cell's tile can be stretched and moved at any instant of the
/// cycle, bounded from its transition and its animations without drawing:
/// what the board-file reader checks so that a board that checks can be drawn.
///
/// Every animatable parameter interpolates linearly in its track's progress,
/// so its extremes lie at the ends of the progress range the track's animation
/// can reach (``Animation/progressRange(magnitude:)``, overshoot included).
/// The bound composes the extremes of every track as if each could be at its
/// worst at once: scale factors multiply, moves add (and are scaled by the
/// stretch of the effects around them). 3-D rotations are not counted: the
/// painter projects their outlines as polygons, which cairo draws at any size.
package struct TileEnvelope: Equatable {
    /// The largest factor by which the tile (and its label) can be scaled.
    package var stretch: Double
    /// The furthest the tile can move from its slot, in points.
    package var reach: Double
    /// Whether every animation's progress stays finite.
    package var isFinite: Bool

    /// One animated parameter set of one change: from, to, and how it gets there.
    package struct Track {
        package var from: EffectModifier
        package var to: EffectModifier
        package var animation: Animation?
        package var magnitude: Double

        package func value(at p: Double) -> EffectModifier { EffectModifier.interpolate(from, to, p) }
    }

    /// The envelope of a view of `size` over every change of its transition (each a set of tracks).
    package init(changes: [[Track]], size: Size) {
        var worst = (stretch: 1.0, reach: 0.0, finite: true)
        for tracks in changes {
            let one = Self.bound(tracks, size: size)
            worst.stretch = max(worst.stretch, one.stretch)
            worst.reach = max(worst.reach, one.reach)
            worst.finite = worst.finite && one.finite
        }
        stretch = worst.stretch
        reach = worst.reach
        isFinite = worst.finite
    }

    private static func bound(_ tracks: [Track], size: Size) -> (stretch: Double, reach: Double, finite: Bool) {
        var stretch = 1.0, reach = 0.0, finite = true
        var width = size.width, height = size.height
        for track in tracks {
            let range = track.animation?.progressRange(magnitude: track.magnitude) ?? 0...1
            guard range.lowerBound.isFinite, range.upperBound.isFinite else { finite = false; continue }
            let ends = [track.from, track.to, track.value(at: range.lowerBound), track.value(at: range.upperBound)]
            let extremes = ends.flatMap { m -> [EffectModifier] in
                if case let .animatable(body, values) = m { return Effect(body.expand(values, size)).flattened(viewSize: size) }
                return [m]
            }
            var trackStretch = 1.0, trackReach = 0.0, trackHeight = height
            for modifier in extremes {
                switch modifier {
                case let .scale(x, y, anchor):
                    trackStretch = max(trackStretch, abs(x), abs(y))
                    trackReach = max(trackReach, abs(1 - x) * abs(anchor.x) * width + abs(1 - y) * abs(anchor.y) * height)
                case let .offset(x, y):
                    trackReach = max(trackReach, abs(x) + abs(y))
                case let .move(x, y):
                    trackReach = max(trackReach, abs(x) * width + abs(y) * height)
                case let .frameHeight(fraction, _):
                    trackHeight = max(trackHeight, abs(fraction) * height)
                    trackReach = max(trackReach, abs(fraction - 1) * height)
                case let .frame(w, h, _):
                    if h.isFinite { trackHeight = max(trackHeight, abs(h)); trackReach = max(trackReach, abs(h - height)) }
                    if w.isFinite { trackReach = max(trackReach, abs(w - width)) }
                case .rotation:
                    trackReach = max(trackReach, (width * width + height * height).squareRoot())
                case let .projection(h):
                    // An affine map stretches and moves the tile; a projective one is drawn as
                    // projected outlines (like a 3-D rotation), at any size.
                    if h.isAffine {
                        trackStretch = max(trackStretch, abs(h.m[0]) + abs(h.m[1]), abs(h.m[3]) + abs(h.m[4]))
                        trackReach = max(trackReach, abs(h.m[2]) + abs(h.m[5]) + (abs(h.m[0] - 1) + abs(h.m[1])) * width
                            + (abs(h.m[3]) + abs(h.m[4] - 1)) * height)
                    }
                case let .inset(t, l, b, r):
                    trackHeight = max(trackHeight, height + abs(t) + abs(b))
                    trackReach = max(trackReach, abs(t) + abs(l) + abs(b) + abs(r))
                case .opacity, .blur, .rotation3D, .clip, .brightness, .animatable:
                    break
                }
            }
            // A move inside a scale is stretched with it: bound it by the stretch so far.
            stretch *= trackStretch
            reach = reach * trackStretch + trackReach
            height = trackHeight
            width = max(width, size.width * stretch)
            height = max(height, size.height * stretch)
        }
        guard stretch.isFinite, reach.isFinite else { return (.infinity, .infinity, finite) }
        return (stretch, reach, finite)
    }
}
