import BoardModel
import BoardScene
import SwiftRun
extension Playback {
    /// The clips on instance `i` at `t`: the frames of the views that clip it (its own, when it
    /// clips, and its clipping ancestors'). A clip's frame moves with the transitions around it —
    /// SwiftUI applies a transition's modifier outside the view's own clip, so `.cornerRadius(10)`
    /// with `.transition(.slide)` slides the rounded box whole (issue 41). A frame no running
    /// transition moves is the axis-aligned rectangle it always was (`rect`, all of them
    /// intersected); one a transition moves is its corners where the transitions put them (`quads`,
    /// in board points).
    package func clipRegions(_ i: Int, frame: Rect, at t: Double, alive: [String: Int],
                             effects: inout [Int: OwnEffect], cache: inout [Int: [Point]?]) -> (rect: Rect?, quads: [[Point]]) {
        var rect: Rect?
        var quads: [[Point]] = []
        func add(_ j: Int, _ f: Rect) {
            let quad: [Point]?
            if let known = cache[j] { quad = known } else {
                quad = movedClip(j, frame: f, at: t, alive: alive, effects: &effects)
                cache[j] = quad
            }
            if let quad { quads.append(quad) } else { rect = rect.map { $0.intersection(f.nonNegative) } ?? f.nonNegative }
        }
        if instances[i].record(at: t).clips { add(i, frame) }
        var parent = instances[i].parent(at: t)
        var depth = 0
        while let key = parent, let p = alive[key], depth < 64 {
            let record = instances[p].record(at: t)
            if record.clips { add(p, absoluteFrame(p, at: t, alive: alive)) }
            parent = record.parent
            depth += 1
        }
        return (rect, quads)
    }

    /// The corners of instance `j`'s frame `f` as its own transition and its ancestors' put them at
    /// `t`; nil while no transition moves it (the frame is the rectangle it is laid out in).
    private func movedClip(_ j: Int, frame f: Rect, at t: Double, alive: [String: Int], effects: inout [Int: OwnEffect]) -> [Point]? {
        // Cheap first: a view and ancestors all present are where they are laid out.
        var moving = instances[j].phase(at: t) != .present
        var parent = instances[j].parent(at: t)
        var depth = 0
        while !moving, let key = parent, let p = alive[key], depth < 64 {
            moving = instances[p].phase(at: t) != .present
            parent = instances[p].parent(at: t)
            depth += 1
        }
        guard moving, instances[j].record(at: t).inset == nil else { return nil }
        let own = tile(j, frame: f, clip: nil, at: t)
        let (effect, _, _, _) = ancestorEffects(j, at: t, alive: alive, cache: &effects)
        let map = own.transform.followed(by: effect)
        let w = own.size.width, h = own.size.height
        let corners = [Point(0, 0), Point(w, 0), Point(w, h), Point(0, h)].map(map.apply)
        let laid = [Point(f.minX, f.minY), Point(f.maxX, f.minY), Point(f.maxX, f.maxY), Point(f.minX, f.maxY)]
        if zip(corners, laid).allSatisfy({ abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }) { return nil }
        return corners
    }
}
