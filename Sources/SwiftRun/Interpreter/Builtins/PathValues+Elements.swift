import SwiftFront
import BoardScene
import BoardModel

/// A path read element by element and turned around: `path.forEach { element in switch element
/// { case .line(to: let p): … } }` (each element a `Path.Element` case: `.move(to:)`,
/// `.line(to:)`, `.curve(to:control1:control2:)`, `.closeSubpath`), and
/// `UIBezierPath(cgPath:).reversing()` / `NSBezierPath(cgPath:).reversed` — the same subpaths
/// run from their ends (SwiftClockUI's mirrored clock arms). `path.cgPath` and `Path(cgPath)` are
/// the path itself.
extension PathValues {
    /// The element `s` as a `Path.Element` case.
    package static func element(_ s: PathElement) -> SwiftValue {
        func point(_ p: Point) -> SwiftValue { NativeTypes.make("CGPoint", [p.x, p.y]) }
        switch s {
        case let .move(p): return .enumCase(EnumValue(type: "Path.Element", name: "move", associated: [point(p)], labels: ["to"]))
        case let .line(p): return .enumCase(EnumValue(type: "Path.Element", name: "line", associated: [point(p)], labels: ["to"]))
        case let .curve(c1, c2, p):
            return .enumCase(EnumValue(type: "Path.Element", name: "curve", associated: [point(p), point(c1), point(c2)],
                                       labels: ["to", "control1", "control2"]))
        case .close: return .enumCase(EnumValue(type: "Path.Element", name: "closeSubpath"))
        }
    }

    /// The path with each subpath run from its end to its start (a closed one stays closed).
    package static func reversed(_ segments: [PathElement]) -> [PathElement] {
        var result: [PathElement] = []
        var subpath: [PathElement] = []
        func flush() {
            guard case let .move(start)? = subpath.first else { subpath = []; return }
            let closed = subpath.last == .close
            let body = subpath.dropFirst().filter { $0 != .close }
            // The points each segment starts from.
            var from: [Point] = [start]
            for s in body { if let end = s.points.last { from.append(end) } }
            result.append(.move(from.last!))
            for (k, s) in body.enumerated().reversed() {
                switch s {
                case .line: result.append(.line(from[k]))
                case let .curve(c1, c2, _): result.append(.curve(c2, c1, from[k]))
                default: break
                }
            }
            if closed { result.append(.close) }
            subpath = []
        }
        for s in segments {
            if case .move = s { flush() }
            if subpath.isEmpty, case .move = s {} else if subpath.isEmpty { subpath = [.move(Point(0, 0))] }
            subpath.append(s)
        }
        flush()
        return result
    }
}
