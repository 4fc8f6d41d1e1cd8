import BoardModel
import SwiftFront
/// Core Graphics' rectangle methods on a `CGRect` (`rect.insetBy(dx: 4, dy: 4)`, `offsetBy`,
/// `contains`, `intersects`, `union`, `intersection`), as `CGRect` computes them: on the rectangle's
/// standardized form (a negative width or height measured from the other edge).
enum RectValues {
    /// The methods modelled, for ``NativeMembers/hasMethod(_:_:)``.
    static let methods: Set<String> = ["insetBy", "offsetBy", "contains", "intersects", "union", "intersection", "standardized", "integral"]

    /// `rect.name(args)` when it is one of ``methods``; nil otherwise.
    static func call(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        guard methods.contains(name), let r = standardized(v) else { return nil }
        let labels = args.map { $0.label ?? "_" }
        func number(_ k: Int) throws(ExpressionError) -> Double {
            guard let n = Arithmetic.number(args[k].value) else {
                throw ExpressionError(.type, at: args[k].range, "expected a number for '\(labels[k]):' of CGRect.\(name), found \(i.describe(args[k].value))")
            }
            return n
        }
        func rect(_ k: Int) throws(ExpressionError) -> (Double, Double, Double, Double) {
            guard let o = standardized(try i.coerce(args[k].value, to: "CGRect", at: args[k].range)) else {
                throw ExpressionError(.type, at: args[k].range, "expected a CGRect for CGRect.\(name), found \(i.describe(args[k].value))")
            }
            return o
        }
        let (x, y, w, h) = r
        switch (name, labels) {
        case ("insetBy", ["dx", "dy"]):
            let dx = try number(0), dy = try number(1)
            // A rectangle inset past its middle is the null rectangle; boardgen gives an empty one at its centre.
            guard w - 2 * dx >= 0, h - 2 * dy >= 0 else { return Geometry.rect(x + w / 2, y + h / 2, 0, 0) }
            return Geometry.rect(x + dx, y + dy, w - 2 * dx, h - 2 * dy)
        case ("offsetBy", ["dx", "dy"]):
            return Geometry.rect(x + (try number(0)), y + (try number(1)), w, h)
        case ("contains", ["_"]):
            if let p = NativeTypes.numbers(of: try i.coerce(args[0].value, to: "CGPoint", at: args[0].range), "CGPoint") {
                return .bool(p[0] >= x && p[0] < x + w && p[1] >= y && p[1] < y + h)
            }
            let o = try rect(0)
            return .bool(o.0 >= x && o.1 >= y && o.0 + o.2 <= x + w && o.1 + o.3 <= y + h)
        case ("intersects", ["_"]):
            let o = try rect(0)
            return .bool(max(x, o.0) < min(x + w, o.0 + o.2) && max(y, o.1) < min(y + h, o.1 + o.3))
        case ("intersection", ["_"]):
            let o = try rect(0)
            let minX = max(x, o.0), minY = max(y, o.1), maxX = min(x + w, o.0 + o.2), maxY = min(y + h, o.1 + o.3)
            guard minX <= maxX, minY <= maxY else { return Geometry.rect(0, 0, 0, 0) }
            return Geometry.rect(minX, minY, maxX - minX, maxY - minY)
        case ("union", ["_"]):
            let o = try rect(0)
            let minX = min(x, o.0), minY = min(y, o.1)
            return Geometry.rect(minX, minY, max(x + w, o.0 + o.2) - minX, max(y + h, o.1 + o.3) - minY)
        case ("standardized", []):
            return Geometry.rect(x, y, w, h)
        case ("integral", []):
            let minX = x.rounded(.down), minY = y.rounded(.down)
            return Geometry.rect(minX, minY, (x + w).rounded(.up) - minX, (y + h).rounded(.up) - minY)
        default:
            return nil
        }
    }

    /// The rectangle's numbers with a non-negative width and height.
    static func standardized(_ v: SwiftValue) -> (Double, Double, Double, Double)? {
        guard let (x, y, w, h) = Geometry.rectNumbers(v) else { return nil }
        return (min(x, x + w), min(y, y + h), abs(w), abs(h))
    }
}
