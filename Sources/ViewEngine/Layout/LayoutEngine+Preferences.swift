import BoardModel
import SwiftFront
import SwiftRun
/// Preferences while placing (docs/semantics.md, "Preferences and geometry changes"): each
/// `.preference(key:value:)` writes its value over the key's values of the views inside it; each
/// watch above them reports the values set inside it, in the order they were placed, or the frame
/// of its view in the window for `.onGeometryChange`.
extension LayoutEngine {
    /// After node `kind`'s subtree is placed in `frame`: its preference written, or its watch reported.
    func settlePreferences(_ kind: LayoutTree.Kind, since start: Int, frame: Rect) {
        switch kind {
        case let .preference(setting):
            // The value the modifier writes replaces the key's values from inside it.
            let inside = preferenceLog[start...].filter { $0.key != setting.key }
            preferenceLog.removeSubrange(start...)
            preferenceLog += inside
            preferenceLog.append((setting.key, setting.value))
        case let .preferenceWatch(watch, slot):
            switch watch.source {
            case let .key(key):
                let values = preferenceLog[start...].filter { $0.key == key }.map(\.value)
                reports.append(PreferenceReport(slot: slot, watch: watch, values: values, frame: nil))
            case .geometry:
                reports.append(PreferenceReport(slot: slot, watch: watch, values: [],
                                                frame: frame.offsetBy(windowOrigin.x, windowOrigin.y)))
            }
        default:
            break
        }
    }
}

/// What one preference watch saw in a layout.
package struct PreferenceReport: Sendable {
    /// Its place in the tree (the view's identity and the watch's number on it): stable across evaluations.
    package let slot: String
    /// The watch.
    package let watch: PreferenceWatch
    /// For a key: the values set inside it, in the order placed (none: the key's default).
    package let values: [Expr]
    /// For a geometry change: its view's frame in the window.
    package let frame: Rect?
}
