import Foundation
import SwiftFront

/// UIKit's appearance proxies (`UINavigationBar.appearance().tintColor = .white`) and bar
/// appearances (`UINavigationBarAppearance()`), which apps set in an initializer to style the
/// system's bars: a board draws SwiftUI's own bars and controls, so a setting is accepted and not
/// drawn (its value is not even read), and `boardgen check` lists it as a stand-in
/// (docs/swift-subset.md, "Stand-ins"). One setting is honoured, as it changes what is there:
/// `UITabBar.appearance().isHidden = true` — the app draws its own tab bar — makes a `TabView`
/// draw none.
package enum UIKitAppearance {
    /// The type of a proxy's value.
    package static let proxyType = "UIAppearance"

    /// UIKit's bar appearance classes, made with `()` and configured by methods and properties.
    package static let barAppearances: Set<String> = [
        "UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance", "UIBarButtonItemAppearance",
        "UITabBarItemAppearance",
    ]

    /// A proxy (or a bar appearance) of `type`.
    package static func proxy(_ type: String) -> SwiftValue {
        .instance(StructValue(type: proxyType, fields: [("of", .string(type))]))
    }

    /// Whether `type.appearance(…)` is UIKit's (or AppKit's) appearance proxy.
    package static func isProxyCall(_ type: String, _ member: String) -> Bool {
        (member == "appearance" || member == "appearanceWhenContained") && (type.hasPrefix("UI") || type.hasPrefix("NS"))
    }

    /// Whether `v` is a proxy or a bar appearance.
    package static func isProxy(_ v: SwiftValue) -> Bool {
        if case let .instance(s) = v { return s.type == proxyType }
        return false
    }

    /// Whether `e` (an assignment's target's base) is a proxy: `UITabBar.appearance()`, a member of
    /// one (`UINavigationBar.appearance().standardAppearance`), or a name holding one.
    package static func isProxyExpression(_ e: Expr, _ lookup: (String) -> SwiftValue?) -> Bool {
        switch e.kind {
        case let .call(callee, _, _):
            if case let .member(base, name, _) = callee.kind, case let .identifier(type) = base.kind, isProxyCall(type, name) { return true }
            if case let .identifier(type) = callee.kind, barAppearances.contains(type) { return true }
            return false
        case let .member(base, _, _): return isProxyExpression(base, lookup)
        case let .identifier(name): return lookup(name).map(isProxy) ?? false
        default: return false
        }
    }

    /// Whether `text` (a Swift file) hides UIKit's tab bar.
    package static func hidesTabBar(_ text: String) -> Bool {
        guard text.contains("UITabBar") else { return false }
        return text.range(of: #"UITabBar\s*\.\s*appearance\s*\(\s*\)\s*\.\s*isHidden\s*=\s*true"#, options: .regularExpression) != nil
    }
}
