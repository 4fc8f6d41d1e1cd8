import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Evaluates the SMIL animations of an SVG document at an instant, as the SMIL spec says
/// (keyTimes, linear or discrete, additive transforms, repeat): an independent reading of
/// the animated SVG for tests that run without a browser.
public struct SMILEvaluator {
    /// One `<animate>` or `<animateTransform>`.
    struct Animation {
        var attribute: String
        var type: String?
        var values: [String]
        var keyTimes: [Double]
        var discrete: Bool
        var additive: Bool
        var duration: Double
        var repeats: Double?

        /// The value at `time` seconds (strings for discrete values, numbers interpolated).
        func value(at time: Double) -> String {
            var local = time
            if let repeats, time >= duration * repeats { return values[values.count - 1] }
            local = time.truncatingRemainder(dividingBy: duration)
            let f = local / duration
            let times = keyTimes.isEmpty
                ? values.indices.map { values.count > 1 ? Double($0) / Double(values.count - 1) : 0 } : keyTimes
            var i = 0
            while i + 1 < times.count && times[i + 1] <= f { i += 1 }
            if discrete || i + 1 >= values.count { return values[i] }
            let span = times[i + 1] - times[i]
            let w = span > 0 ? (f - times[i]) / span : 0
            let a = SMILEvaluator.numbers(values[i]), b = SMILEvaluator.numbers(values[i + 1])
            guard a.count == b.count, !a.isEmpty else { return w < 1 ? values[i] : values[i + 1] }
            return zip(a, b).map { String($0 + ($1 - $0) * w) }.joined(separator: " ")
        }
    }

    /// The value of an element's attribute (found by name, whatever its namespace).
    public static func value(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// An affine map `[a, b, c, d, e, f]` (SVG's matrix order).
    public typealias Matrix = [Double]

    public init() {}

    /// The numbers in a value: "1.5 -2,3" → [1.5, -2, 3].
    static func numbers(_ s: String) -> [Double] {
        s.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }

    static func animations(of element: XMLElement) -> [Animation] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.compactMap { child in
            guard child.name == "animate" || child.name == "animateTransform",
                  let name = value(child, "attributeName"),
                  let values = value(child, "values"),
                  let dur = value(child, "dur") else { return nil }
            let seconds = dur.hasSuffix("ms") ? Double(dur.dropLast(2))! / 1000 : Double(dur.dropLast())!
            let repeats = value(child, "repeatCount").flatMap { $0 == "indefinite" ? nil : Double($0) }
            return Animation(
                attribute: name, type: value(child, "type"),
                values: values.split(separator: ";", omittingEmptySubsequences: false).map(String.init),
                keyTimes: value(child, "keyTimes")?.split(separator: ";").compactMap { Double($0) } ?? [],
                discrete: value(child, "calcMode") == "discrete",
                additive: value(child, "additive") == "sum",
                duration: seconds, repeats: repeats)
        }
    }

    /// The value of `attribute` of `element` at `time`: its animation's, else its own.
    public static func attribute(_ attribute: String, of element: XMLElement, at time: Double) -> String? {
        if let animation = animations(of: element).last(where: { $0.attribute == attribute && $0.type == nil }) {
            return animation.value(at: time)
        }
        return value(element, attribute)
    }

    /// The element's transform at `time`: its `animateTransform`s composed in order (the
    /// first replacing the attribute unless additive), else its `transform` attribute.
    public static func transform(of element: XMLElement, at time: Double) -> Matrix {
        let animations = animations(of: element).filter { $0.type != nil }
        guard !animations.isEmpty else { return parse(value(element, "transform") ?? "") }
        var m = animations[0].additive ? parse(value(element, "transform") ?? "") : identity
        for a in animations { m = multiply(m, function(a.type!, numbers(a.value(at: time)))) }
        return m
    }

    public static let identity: Matrix = [1, 0, 0, 1, 0, 0]

    /// A transform list such as "translate(1 2) scale(3)".
    public static func parse(_ list: String) -> Matrix {
        var m = identity
        let scanner = Scanner(string: list)
        while !scanner.isAtEnd {
            guard let name = scanner.scanUpToString("("), scanner.scanString("(") != nil,
                  let args = scanner.scanUpToString(")"), scanner.scanString(")") != nil else { break }
            m = multiply(m, function(name.trimmingCharacters(in: .whitespaces), numbers(args)))
        }
        return m
    }

    static func function(_ name: String, _ v: [Double]) -> Matrix {
        switch name {
        case "translate": return [1, 0, 0, 1, v[0], v.count > 1 ? v[1] : 0]
        case "scale": return [v[0], 0, 0, v.count > 1 ? v[1] : v[0], 0, 0]
        case "rotate":
            let r = v[0] * .pi / 180
            return [cos(r), sin(r), -sin(r), cos(r), 0, 0]
        case "skewX": return [1, 0, tan(v[0] * .pi / 180), 1, 0, 0]
        case "matrix": return v
        default: return identity
        }
    }

    /// `m` then `n` applied inside it (SVG's list order: m · n).
    public static func multiply(_ m: Matrix, _ n: Matrix) -> Matrix {
        [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
         m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
         m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]]
    }

    /// The image of (x, y).
    public static func apply(_ m: Matrix, _ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
    }
}
