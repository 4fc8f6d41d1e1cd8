import SwiftFront
import BoardScene
import BoardModel

/// Path's methods that return a changed copy: `path.applying(CGAffineTransform(…))` and
/// `path.offsetBy(dx:dy:)`, every point mapped as Core Graphics maps it (x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty). A curve's control points map with its end points (an affine map keeps
/// Bézier curves Bézier).
extension PathValues {
    /// The methods that leave the path as it is and return a new one.
    package static let returningCopy: Set<String> = ["applying", "offsetBy"]

    /// `v.name(args)` for a method of ``returningCopy``.
    package static func copy(_ v: SwiftValue, _ name: String, _ args: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard let segments = segments(of: v) else { return v }
        let labels = args.map { $0.label ?? "_" }
        let m: [Double]
        switch (name, labels) {
        case ("applying", ["_"]):
            guard let t = NativeTypes.numbers(of: args[0].value, "CGAffineTransform"), t.count == 6 else {
                throw ExpressionError(.type, at: args[0].range, "'applying(_:)' takes a CGAffineTransform, as in CGAffineTransform(translationX: 10, y: 0)")
            }
            m = t
        case ("offsetBy", ["dx", "dy"]):
            guard let dx = Arithmetic.number(args[0].value), let dy = Arithmetic.number(args[1].value) else {
                throw ExpressionError(.type, at: e.range, "'offsetBy(dx:dy:)' takes two numbers")
            }
            m = [1, 0, 0, 1, dx, dy]
        default:
            throw ExpressionError(.arguments, at: e.range, "Path has no '\(name)(\(labels.map { $0 + ":" }.joined()))' that boardgen draws; "
                                  + "it draws applying(_:) and offsetBy(dx:dy:)")
        }
        func map(_ p: Point) -> Point { Point(m[0] * p.x + m[2] * p.y + m[4], m[1] * p.x + m[3] * p.y + m[5]) }
        return value(segments.map { s in
            switch s {
            case let .move(p): .move(map(p))
            case let .line(p): .line(map(p))
            case let .curve(c1, c2, p): .curve(map(c1), map(c2), map(p))
            case .close: .close
            }
        })
    }
}
