import SwiftFront

/// UserNotifications on a board (docs/swift-subset.md, "Stand-ins"): a reminder app's view model
/// asks for permission and schedules its notifications as it starts; a board's device neither asks
/// nor delivers. `UNUserNotificationCenter.current()` answers nothing (the completion handlers of
/// `requestAuthorization` and `getPendingNotificationRequests` are not called), `add` and the
/// removals do nothing; the content, triggers and requests are values holding what they are given.
enum UserNotifications {
    /// The types stood in for.
    static let types: Set<String> = ["UNUserNotificationCenter", "UNMutableNotificationContent", "UNNotificationSound",
                                     "UNCalendarNotificationTrigger", "UNTimeIntervalNotificationTrigger", "UNNotificationRequest"]

    /// The center's methods: none of them does anything a board shows.
    static let methods: [String: Set<String>] = [
        "UNUserNotificationCenter": ["requestAuthorization", "add", "removePendingNotificationRequests", "removeDeliveredNotifications",
                                     "removeAllPendingNotificationRequests", "removeAllDeliveredNotifications",
                                     "getPendingNotificationRequests", "getDeliveredNotifications", "getNotificationSettings", "setBadgeCount"],
    ]

    /// `UNUserNotificationCenter.current()`, `UNNotificationSound.default`.
    static func knows(_ type: String, _ name: String) -> Bool {
        (type == "UNUserNotificationCenter" && name == "current") || (type == "UNNotificationSound" && ["default", "defaultCritical"].contains(name))
    }

    static func staticMember(_ type: String, _ name: String, _ args: [Argument]?) -> SwiftValue {
        guard type == "UNUserNotificationCenter" else { return .instance(StructValue(type: type, fields: [("name", .string(name))])) }
        let center = SwiftValue.instance(StructValue(type: type, fields: []))
        return args == nil ? .function(Function(.builtin("current") { _, _, _ in center })) : center
    }

    /// `UNMutableNotificationContent()` (an object whose title, body, sound and badge are set),
    /// a trigger or a request: what it was given, by label.
    static func make(_ type: String, _ args: [Argument]) -> SwiftValue? {
        switch type {
        case "UNMutableNotificationContent":
            return .object(ObjectBox(StructValue(type: type, fields: [("title", .string("")), ("subtitle", .string("")), ("body", .string("")),
                                                                      ("sound", .none), ("badge", .none), ("userInfo", .dictionary([]))])))
        case "UNCalendarNotificationTrigger", "UNTimeIntervalNotificationTrigger", "UNNotificationRequest":
            return .instance(StructValue(type: type, fields: args.map { ($0.label ?? "_", $0.value) }))
        default:
            return nil
        }
    }
}
