import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// Custom transitions declared in a board file:
///
/// ```json
/// "transitions": {
///   "tilt": {"willAppear": {"rotation": -78, "axis": [1, 0, 0], "anchor": ".bottom", "opacity": 0},
///            "didDisappear": {"rotation": 78, "axis": [1, 0, 0], "anchor": ".bottom", "opacity": 0}},
///   "foldUp": {"active": {"height": 0, "alignment": "top"}}
/// }
/// ```
///
/// An effect's modifiers apply in a fixed order, innermost first: `height`
/// (a frame of that fraction of the view's height, aligned, clipped), `scale`,
/// `rotation`, `offset`, `blur`, `opacity`.
extension BoardFileReader {
    /// The keys of an effect.
    package static let effectKeys = ["opacity", "scale", "anchor", "offset", "rotation", "axis", "perspective", "anchorZ",
                             "height", "alignment", "blur"]

    package static func readCustomTransitions(_ n: JSONNode, _ d: inout BoardFileDecoder) -> [String: Transition] {
        guard let members = d.object(n, "\"transitions\"") else { return [:] }
        let builtins = TransitionEvaluator().evaluator.members.names
        var result: [String: Transition] = [:]
        for m in members where !m.key.hasPrefix("_") {
            let name = m.key
            guard name.first.map({ $0.isLetter || $0 == "_" }) ?? false,
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.unicodeScalars.count <= 40
            else {
                d.error(at: m.keyRange.lowerBound, length: name.count + 2,
                        "custom transition name \"\(Quoting.clip(name))\" must be a Swift identifier, such as \"tilt\"")
                continue
            }
            guard !builtins.contains(name) else {
                d.error(at: m.keyRange.lowerBound, length: name.count + 2,
                        "custom transition \"\(name)\" would hide the built-in .\(name); choose another name")
                continue
            }
            let what = "custom transition \"\(name)\""
            // A declaration that cannot be read is reported here, once; its uses
            // read as the identity (the board is refused anyway), so they add no
            // second, misleading "unknown transition".
            result[name] = .identity
            guard let parts = d.object(m.value, what) else { continue }
            d.checkKeys(parts, allowed: ["willAppear", "didDisappear", "active"], in: what)
            let appear = m.value.member("willAppear"), disappear = m.value.member("didDisappear")
            let active = m.value.member("active")
            switch (appear, disappear, active) {
            case let (a?, r?, nil):
                if let a = readEffect(a, "\(what)'s \"willAppear\"", &d),
                   let r = readEffect(r, "\(what)'s \"didDisappear\"", &d) {
                    result[name] = .phased(willAppear: a, didDisappear: r)
                }
            case let (nil, nil, a?):
                if let a = readEffect(a, "\(what)'s \"active\"", &d) { result[name] = .modifier(active: a) }
            default:
                d.error(m.value, "\(what) needs either \"willAppear\" and \"didDisappear\" (a phase-aware Transition) or \"active\" (a modifier transition)")
            }
        }
        return result
    }

    /// An effect: the modifiers, in their fixed order.
    package static func readEffect(_ n: JSONNode, _ what: String, _ d: inout BoardFileDecoder) -> [EffectModifier]? {
        guard let members = d.object(n, what) else { return nil }
        let before = d.errorCount
        d.checkKeys(members, allowed: effectKeys, in: what)
        var anchor = UnitPoint.center
        if let a = n.member("anchor") { anchor = readUnitPoint(a, "\(what)'s \"anchor\"", &d) ?? .center }
        var result: [EffectModifier] = []
        if let h = n.member("height"), let f = d.number(h, "\"height\" (a fraction of the view's height)", in: 0...10) {
            var alignment = VerticalAlignment.center
            if let a = n.member("alignment"), let text = d.string(a, "\"alignment\"") {
                let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
                if let v = VerticalAlignment(rawValue: name) { alignment = v } else {
                    d.error(a, "unknown alignment \"\(Quoting.clip(text))\"; use \"top\", \"center\" or \"bottom\"")
                }
            }
            result.append(.frameHeight(fraction: f, alignment: alignment))
        } else if let a = n.member("alignment"), n.member("height") == nil {
            d.error(a, "\"alignment\" only applies with \"height\"")
        }
        if let s = n.member("scale") {
            if case .number = s.kind {
                if let v = d.number(s, "\"scale\"", in: ValueRanges.scale) { result.append(.scale(x: v, y: v, anchor: anchor)) }
            } else if let xy = d.numbers(s, "\"scale\"", count: 2, example: "0.5 or [1, 0.2]", in: ValueRanges.scale) {
                result.append(.scale(x: xy[0], y: xy[1], anchor: anchor))
            }
        }
        if let r = n.member("rotation"), let degrees = d.number(r, "\"rotation\" (degrees)", in: -3600...3600) {
            var axis = [0.0, 0, 1]
            if let a = n.member("axis"), let v = d.numbers(a, "\"axis\"", count: 3, example: "[1, 0, 0]", in: ValueRanges.axis) {
                if v.allSatisfy({ $0 == 0 }) { d.error(a, "\"axis\" cannot be [0, 0, 0]") } else { axis = v }
            }
            var perspective = 1.0
            if let p = n.member("perspective"), let v = d.number(p, "\"perspective\"", in: 0...100) { perspective = v }
            var anchorZ = 0.0
            if let z = n.member("anchorZ"), let v = d.number(z, "\"anchorZ\"", in: -10_000...10_000) { anchorZ = v }
            result.append(.rotation3D(Rotation3D(
                angle: degrees * .pi / 180, axis: (axis[0], axis[1], axis[2]), anchor: anchor, anchorZ: anchorZ,
                perspective: perspective)))
        } else {
            for key in ["axis", "perspective", "anchorZ"] {
                if let k = n.member(key) { d.error(k, "\"\(key)\" only applies with \"rotation\"") }
            }
        }
        if let o = n.member("offset"), let xy = d.numbers(o, "\"offset\"", count: 2, example: "[0, 70]", in: ValueRanges.points) {
            result.append(.offset(x: xy[0], y: xy[1]))
        }
        if let b = n.member("blur"), let r = d.number(b, "\"blur\" (a radius in points)", in: 0...100) {
            result.append(.blur(radius: r))
        }
        if let o = n.member("opacity"), let v = d.number(o, "\"opacity\"", in: 0...1) {
            result.append(.opacity(v))
        }
        if result.isEmpty, d.errorCount == before {
            d.error(n, "\(what) is empty; give at least one of \(effectKeys.joined(separator: ", "))")
        }
        return d.errorCount == before ? result : nil
    }

    /// A unit point: an expression string (`".bottom"`, `"UnitPoint(x: 0.2, y: 0.8)"`) or `[x, y]`.
    package static func readUnitPoint(_ n: JSONNode, _ what: String, _ d: inout BoardFileDecoder) -> UnitPoint? {
        if case .array = n.kind {
            guard let xy = d.numbers(n, what, count: 2, example: "[0.5, 1]", in: ValueRanges.unitPoint) else { return nil }
            return UnitPoint(x: xy[0], y: xy[1])
        }
        guard let source = d.string(n, what + " (such as \".bottom\" or [0.5, 1])") else { return nil }
        do {
            return try ValueReader.unitPoint(try ExpressionParser.parse(source), for: what)
        } catch {
            d.error(error, in: n, what: what)
            return nil
        }
    }
}
