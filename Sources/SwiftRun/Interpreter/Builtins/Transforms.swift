import SwiftFront
import BoardScene
import BoardModel
import Foundation

/// `CGAffineTransform`, `CATransform3D` and `ProjectionTransform` as their
/// headers define them: row vectors (`p' = p·M`), a new operation prepended
/// (`t.rotated(by:)` = `R·t`, applied before `t`), `concatenating`/`Concat(a, b)`
/// = `a·b` (a first). A `ProjectionTransform` made from a `CATransform3D` drops
/// its third row and column (docs/semantics.md, "GeometryEffect").
package enum Transforms {
    package static var identity3D: SwiftValue { NativeTypes.make("CATransform3D", [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]) }

    /// A `CGAffineTransform` from a, b, c, d, tx, ty.
    package static func affine(_ v: [Double]) -> SwiftValue { NativeTypes.make("CGAffineTransform", v) }

    /// Row-major n×n product `a·b`.
    package static func multiply(_ a: [Double], _ b: [Double], _ n: Int) -> [Double] {
        var r = [Double](repeating: 0, count: n * n)
        for i in 0..<n {
            for j in 0..<n {
                var s = 0.0
                for k in 0..<n { s += a[i * n + k] * b[k * n + j] }
                r[i * n + j] = s
            }
        }
        return r
    }

    /// An affine transform as a 3×3 row-vector matrix.
    package static func matrix3(affine t: [Double]) -> [Double] { [t[0], t[1], 0, t[2], t[3], 0, t[4], t[5], 1] }

    /// A 3×3 affine matrix back to a, b, c, d, tx, ty.
    package static func affine(matrix m: [Double]) -> [Double] { [m[0], m[1], m[3], m[4], m[6], m[7]] }

    /// `CATransform3DMakeRotation(angle, x, y, z)` (identity for a zero axis).
    package static func rotation3D(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> [Double] {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return [c + x * x * t, x * y * t + z * s, x * z * t - y * s, 0,
                x * y * t - z * s, c + y * y * t, y * z * t + x * s, 0,
                x * z * t + y * s, y * z * t - x * s, c + z * z * t, 0,
                0, 0, 0, 1]
    }

    package static func translation3D(_ x: Double, _ y: Double, _ z: Double) -> [Double] {
        [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]
    }

    package static func scale3D(_ x: Double, _ y: Double, _ z: Double) -> [Double] {
        [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1]
    }

    /// A `ProjectionTransform` from a 4×4 `CATransform3D`: the third row and column dropped.
    package static func projection(from m: [Double]) -> [Double] {
        [m[0], m[1], m[3], m[4], m[5], m[7], m[12], m[13], m[15]]
    }

    /// The numbers of a value of the given transform type.
    package static func numbers(_ v: SwiftValue, _ type: String, _ i: Interpreter, _ range: SourceRange) throws(ExpressionError) -> [Double] {
        guard let n = NativeTypes.numbers(of: v, type) else {
            throw ExpressionError(.type, at: range, "expected a \(type), found \(i.describe(v))")
        }
        return n
    }

    /// `CGAffineTransform(…)`, `CATransform3D(…)`, `ProjectionTransform(…)`.
    package static func initializer(_ type: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        let labels = args.map { $0.label ?? "_" }
        func n(_ k: Int) throws(ExpressionError) -> Double {
            guard let v = Arithmetic.number(args[k].value) else { throw ExpressionError(.type, at: args[k].range, "expected a number") }
            return v
        }
        switch (type, labels) {
        case ("CGAffineTransform", []): return affine([1, 0, 0, 1, 0, 0])
        case ("CGAffineTransform", ["translationX", "y"]): return affine([1, 0, 0, 1, try n(0), try n(1)])
        case ("CGAffineTransform", ["scaleX", "y"]): return affine([try n(0), 0, 0, try n(1), 0, 0])
        case ("CGAffineTransform", ["rotationAngle"]):
            let a = try n(0)
            return affine([cos(a), sin(a), -sin(a), cos(a), 0, 0])
        case ("CGAffineTransform", ["a", "b", "c", "d", "tx", "ty"]), ("CGAffineTransform", ["_", "_", "_", "_", "_", "_"]):
            var v: [Double] = []
            for k in 0..<6 { v.append(try n(k)) }
            return affine(v)
        case ("CATransform3D", []): return identity3D
        case ("ProjectionTransform", []): return NativeTypes.make(type, [1, 0, 0, 0, 1, 0, 0, 0, 1])
        case ("ProjectionTransform", ["_"]):
            var value = args[0].value
            // `.init(.init(scaleX: 2, y: 2))`: the inner transform's type from what it builds.
            if case .swiftUI = value {
                for candidate in ["CGAffineTransform", "CATransform3D"] {
                    let c = try i.coerce(value, to: candidate, at: args[0].range)
                    if case .swiftUI = c { continue }
                    value = c
                    break
                }
            }
            if let t = NativeTypes.numbers(of: value, "CGAffineTransform") {
                return NativeTypes.make(type, matrix3(affine: t))
            }
            if let m = NativeTypes.numbers(of: value, "CATransform3D") {
                return NativeTypes.make(type, projection(from: m))
            }
            if NativeTypes.numbers(of: value, "ProjectionTransform") != nil { return value }
            throw ExpressionError(.type, at: args[0].range, "ProjectionTransform(_:) takes a CGAffineTransform or a CATransform3D, found \(i.describe(args[0].value))")
        default:
            if type == "CATransform3D" {
                var values = [1.0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
                let names = NativeTypes.fields["CATransform3D"]!
                for (k, a) in args.enumerated() {
                    guard let idx = names.firstIndex(of: a.label ?? "") else { return nil }
                    values[idx] = try n(k)
                }
                return NativeTypes.make(type, values)
            }
            return nil
        }
    }

    /// The methods of the transform values.
    package static func method(_ v: SwiftValue, _ type: String, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        func n(_ k: Int) throws(ExpressionError) -> Double {
            guard k < args.count, let v = Arithmetic.number(args[k].value) else { throw ExpressionError(.arguments, at: e.range, "expected a number") }
            return v
        }
        // `point.applying(.init(translationX: 1, y: 0))`: a point, size or rectangle mapped by an
        // affine transform as Core Graphics maps it (a size without the translation; a rectangle
        // to the box around its mapped corners).
        if name == "applying", ["CGPoint", "CGSize", "CGRect"].contains(type), args.count == 1, args[0].label == nil {
            let m = try numbers(try i.coerce(args[0].value, to: "CGAffineTransform", at: args[0].range), "CGAffineTransform", i, args[0].range)
            let p: [Double]
            if type == "CGRect" {
                guard let r = Geometry.rectNumbers(v) else { throw ExpressionError(.type, at: e.range, "expected a CGRect, found \(i.describe(v))") }
                p = [r.0, r.1, r.2, r.3]
            } else {
                p = try numbers(v, type, i, e.range)
            }
            func map(_ x: Double, _ y: Double, translating: Bool = true) -> (Double, Double) {
                (m[0] * x + m[2] * y + (translating ? m[4] : 0), m[1] * x + m[3] * y + (translating ? m[5] : 0))
            }
            switch type {
            case "CGPoint": let q = map(p[0], p[1]); return NativeTypes.make(type, [q.0, q.1])
            case "CGSize": let q = map(p[0], p[1], translating: false); return NativeTypes.make(type, [q.0, q.1])
            default:
                let corners = [map(p[0], p[1]), map(p[0] + p[2], p[1]), map(p[0], p[1] + p[3]), map(p[0] + p[2], p[1] + p[3])]
                let xs = corners.map(\.0), ys = corners.map(\.1)
                return Geometry.rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
            }
        }
        // `t.concatenating(.init(translationX: 1, y: 0))`: the argument is of the receiver's type.
        var args = args
        if let first = args.first { args[0].value = try i.coerce(first.value, to: type, at: first.range) }
        switch (type, name) {
        case ("CGAffineTransform", "translatedBy"):
            let t = try numbers(v, type, i, e.range)
            return affine(affine(matrix: multiply(matrix3(affine: [1, 0, 0, 1, try n(0), try n(1)]), matrix3(affine: t), 3)))
        case ("CGAffineTransform", "scaledBy"):
            let t = try numbers(v, type, i, e.range)
            return affine(affine(matrix: multiply(matrix3(affine: [try n(0), 0, 0, try n(1), 0, 0]), matrix3(affine: t), 3)))
        case ("CGAffineTransform", "rotated"):
            let t = try numbers(v, type, i, e.range), a = try n(0)
            return affine(affine(matrix: multiply(matrix3(affine: [cos(a), sin(a), -sin(a), cos(a), 0, 0]), matrix3(affine: t), 3)))
        case ("CGAffineTransform", "concatenating"):
            let a = try numbers(v, type, i, e.range), b = try numbers(args.first?.value ?? .none, type, i, e.range)
            return affine(affine(matrix: multiply(matrix3(affine: a), matrix3(affine: b), 3)))
        case ("ProjectionTransform", "concatenating"):
            let a = try numbers(v, type, i, e.range), b = try numbers(args.first?.value ?? .none, type, i, e.range)
            return NativeTypes.make(type, multiply(a, b, 3))
        case ("CATransform3D", "concatenating"):
            let a = try numbers(v, type, i, e.range), b = try numbers(args.first?.value ?? .none, type, i, e.range)
            return NativeTypes.make(type, multiply(a, b, 4))
        default:
            return nil
        }
    }

    /// The global functions of CoreAnimation: `CATransform3DRotate(t, angle, x, y, z)` and the rest.
    package static func function(_ name: String, _ args: [Argument], _ i: Interpreter, _ range: SourceRange) throws(ExpressionError) -> SwiftValue {
        func n(_ k: Int) throws(ExpressionError) -> Double {
            guard k < args.count, let v = Arithmetic.number(args[k].value) else {
                throw ExpressionError(.arguments, at: range, "\(name) expects a number as argument \(k + 1)")
            }
            return v
        }
        func t(_ k: Int) throws(ExpressionError) -> [Double] {
            guard k < args.count else { throw ExpressionError(.arguments, at: range, "\(name) expects a CATransform3D") }
            return try numbers(args[k].value, "CATransform3D", i, args[k].range)
        }
        let m: [Double]
        switch name {
        case "CATransform3DMakeRotation": m = rotation3D(try n(0), try n(1), try n(2), try n(3))
        case "CATransform3DMakeTranslation": m = translation3D(try n(0), try n(1), try n(2))
        case "CATransform3DMakeScale": m = scale3D(try n(0), try n(1), try n(2))
        case "CATransform3DRotate": m = multiply(rotation3D(try n(1), try n(2), try n(3), try n(4)), try t(0), 4)
        case "CATransform3DTranslate": m = multiply(translation3D(try n(1), try n(2), try n(3)), try t(0), 4)
        case "CATransform3DScale": m = multiply(scale3D(try n(1), try n(2), try n(3)), try t(0), 4)
        case "CATransform3DConcat": m = multiply(try t(0), try t(1), 4)
        case "CATransform3DMakeAffineTransform":
            let a = try numbers(args.first?.value ?? .none, "CGAffineTransform", i, range)
            m = [a[0], a[1], 0, 0, a[2], a[3], 0, 0, 0, 0, 1, 0, a[4], a[5], 0, 1]
        default: throw ExpressionError(.unknownName, at: range, "unknown function \(name)")
        }
        return NativeTypes.make("CATransform3D", m)
    }

    package static let functionNames: Set<String> = [
        "CATransform3DMakeRotation", "CATransform3DMakeTranslation", "CATransform3DMakeScale", "CATransform3DRotate",
        "CATransform3DTranslate", "CATransform3DScale", "CATransform3DConcat", "CATransform3DMakeAffineTransform",
    ]

    /// A `ProjectionTransform` (row vectors) as a ``Homography`` (column vectors): its transpose.
    package static func homography(_ p: [Double]) -> Homography {
        Homography([p[0], p[3], p[6], p[1], p[4], p[7], p[2], p[5], p[8]])
    }
}
