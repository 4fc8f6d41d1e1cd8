import SwiftFront
import BoardModel

/// The device settings UIKit reports, as a board's device has them (docs/swift-subset.md,
/// "Stand-ins"): the accessibility settings at iOS's defaults — off, but Reduce Motion, which is the
/// board's `--reduce-motion`, and video autoplay and shake to undo, which iOS turns on — and Dynamic
/// Type at its default size, `.large`, where `UIFontMetrics` scales nothing (its `scaledValue(for:)`
/// is the value itself there). A board has no fonts of the app's installed: `UIFont.familyNames`
/// and `fontNames(forFamilyName:)` are empty, as before an app registers its fonts.
package enum UIKitSettings {
    /// `UIAccessibility`'s settings iOS turns on by default.
    static let onByDefault: Set<String> = ["isVideoAutoplayEnabled", "isShakeToUndoEnabled"]

    /// Whether `type.name` is one of these.
    package static func knows(_ type: String, _ name: String) -> Bool {
        switch type {
        case "UIAccessibility": name.hasPrefix("is") || name == "shouldDifferentiateWithoutColor" || name == "buttonShapesEnabled" || name == "prefersCrossFadeTransitions"
        case "UIFontMetrics": name == "default" || name == "init"
        case "UIFont": name == "familyNames" || name == "fontNames"
        default: false
        }
    }

    /// `UIFontMetrics`'s methods.
    package static let methods: [String: Set<String>] = ["UIFontMetrics": ["scaledValue", "scaledFont"]]

    package static func staticMember(_ type: String, _ name: String, _ args: [Argument]?, _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        switch (type, name) {
        case ("UIAccessibility", "isReduceMotionEnabled"): return .bool(i.environment.reduceMotion)
        case ("UIAccessibility", _): return .bool(onByDefault.contains(name))
        case ("UIFontMetrics", _): return .instance(StructValue(type: "UIFontMetrics", fields: []))
        case ("UIFont", "familyNames"): return .array([])
        case ("UIFont", "fontNames"):
            guard let args else {
                return .function(Function(.builtin("UIFont.fontNames") { _, _, _ throws(ExpressionError) in .array([]) }))
            }
            guard args.map(\.label) == ["forFamilyName"] else {
                throw ExpressionError(.arguments, at: e.range, "UIFont.fontNames takes (forFamilyName:)")
            }
            return .array([])
        default:
            throw ExpressionError(.unknownName, at: e.range, "'\(type)' has no member '\(name)' that a board runs")
        }
    }

    /// `metrics.scaledValue(for: x)` is `x`, `scaledFont(for: f)` is `f`: Dynamic Type at `.large`.
    package static func call(_ type: String, _ name: String, _ args: [Argument], _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        guard type == "UIFontMetrics" else { return nil }
        guard let first = args.first, first.label == "for" else {
            throw ExpressionError(.arguments, at: e.range, "UIFontMetrics.\(name) takes (for:) (and compatibleWith:, maximumPointSize:)")
        }
        return first.value
    }
}
