import BoardModel
internal import SwiftSyntax

/// `#available(…)` and `#unavailable(…)`: decided for the system a board draws — iOS 18 or
/// macOS 15 (``systemVersions``), whose looks boardgen models — as that system decides them at
/// run time. `if #available(iOS 26, *) { glassEffect(…) } else { fallback }` takes the fallback;
/// `#available(iOS 17, *)` holds; a condition naming only other platforms holds (`*`).
extension Lowering {
    /// The system versions a board's Swift runs on, per platform.
    static let systemVersions: [IfConfigPlatform: [Int]] = [.iOS: [18, 0], .macOS: [15, 0]]

    /// The platform names of `#available` that mean the board's platform.
    static let availabilityNames: [IfConfigPlatform: Set<String>] = [
        .iOS: ["iOS", "iOSApplicationExtension", "iPadOS"],
        .macOS: ["macOS", "macOSApplicationExtension", "OSX"],
    ]

    /// Whether the condition holds on the board's system.
    func isAvailable(_ condition: AvailabilityConditionSyntax) -> Bool {
        let unavailable = condition.availabilityKeyword.tokenKind == .poundUnavailable
        let names = Self.availabilityNames[platform] ?? []
        var available = true
        for argument in condition.availabilityArguments {
            guard case let .availabilityVersionRestriction(restriction) = argument.argument,
                  names.contains(restriction.platform.text) else { continue }
            guard let tuple = restriction.version else { continue }
            let required = [Int(tuple.major.text) ?? 0] + tuple.components.map { Int($0.number.text) ?? 0 }
            available = Self.isAtLeast(Self.systemVersions[platform] ?? [], required)
        }
        return unavailable ? !available : available
    }

    /// Whether `version` is `required` or later, component by component.
    static func isAtLeast(_ version: [Int], _ required: [Int]) -> Bool {
        for k in 0..<max(version.count, required.count) {
            let a = k < version.count ? version[k] : 0, b = k < required.count ? required[k] : 0
            if a != b { return a > b }
        }
        return true
    }
}
