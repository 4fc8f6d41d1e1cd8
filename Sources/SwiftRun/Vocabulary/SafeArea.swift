import BoardModel
import SwiftFront

/// The safe area's modifiers: on a board with a `"device"`, a view that ignores the safe area is
/// laid out to the screen's edges where its frame reaches the safe area's (docs/programs.md,
/// "Devices"); on a window without a device they change nothing.
extension ViewEvaluator {
    package static var safeAreaModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        typealias M = ChainEvaluator<ViewNode>.Modifier
        @Sendable func ignoring(_ edges: Set<String>) -> M { { Self.ignoringSafeArea($0, edges) } }
        return [
            // `.ignoresSafeArea()`, `.ignoresSafeArea(.container, edges: .top)`; `.keyboard` alone
            // ignores only the keyboard's area, and a board shows no keyboard.
            Signature("ignoresSafeArea", [
                Overload([.unlabelled("regions", .any, default: ".all"), Parameter("edges", .edgeSet, default: ".all")]) { a in
                    let regions = a.expression("regions")
                    let keyboardOnly = regions.description.hasSuffix("keyboard") && !regions.description.contains("[")
                    return ignoring(keyboardOnly ? [] : try a.value("edges", ValueReader.edgeSet))
                },
            ]),
            // `.edgesIgnoringSafeArea(.all)` (iOS 13; deprecated, the same layout).
            Signature("edgesIgnoringSafeArea", [
                Overload([.unlabelled("edges", .edgeSet)]) { a in ignoring(try a.value("edges", ValueReader.edgeSet)) },
            ]),
        ]
    }
}

extension ValueReader {
    /// Whether an expression is a `ShapeStyle` rather than a view: a colour (`Color.blue`, `.red`,
    /// `Color(red:green:blue:)`, `Color("Brand")`, with `.opacity(…)` or `.gradient`), a gradient,
    /// a material or `.tint`/`.primary`-like style — what `.background(_:ignoresSafeAreaEdges:)` takes.
    package static func isShapeStyle(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case let .member(base, name, _):
            if let root = base.name, ["Color", "ShapeStyle", "Material", "HierarchicalShapeStyle", "TintShapeStyle"].contains(root) { return true }
            // `Color.blue.gradient`, `.red.opacity(…)` spelled as members.
            return ["gradient", "opacity"].contains(name) ? isShapeStyle(base) : false
        case let .call(callee, _, nil):
            if let n = callee.name, ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient"].contains(n) {
                return true
            }
            // `Color.blue.opacity(0.3)`, `.linearGradient(…)`.
            if case let .member(base, name, _) = callee.kind {
                if name == "opacity" { return isShapeStyle(base) }
                if case .implicitMember = base.kind { return true }
                return base.name == "Color"
            }
            if case .implicitMember = callee.kind { return true }
            return false
        default: return false
        }
    }
}
