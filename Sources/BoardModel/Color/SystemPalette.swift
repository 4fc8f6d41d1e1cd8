/// SwiftUI's named colours on iOS (`.red` … `.white`) in the light and the dark appearance,
/// as Apple's Human Interface Guidelines list them: the tints a board's themes draw, and what an
/// app reads back from one (`UIColor(Color.blue).getRed(…)`).
public enum SystemPalette {
    /// The light appearance's named colours, in SwiftUI's order.
    public static let light: [(name: String, color: Color)] = [
        ("red", Color(hex: 0xFF3B30)), ("orange", Color(hex: 0xFF9500)), ("yellow", Color(hex: 0xFFCC00)),
        ("green", Color(hex: 0x34C759)), ("mint", Color(hex: 0x00C7BE)), ("teal", Color(hex: 0x30B0C7)),
        ("cyan", Color(hex: 0x32ADE6)), ("blue", Color(hex: 0x007AFF)), ("indigo", Color(hex: 0x5856D6)),
        ("purple", Color(hex: 0xAF52DE)), ("pink", Color(hex: 0xFF2D55)), ("brown", Color(hex: 0xA2845E)),
        ("gray", Color(hex: 0x8E8E93)), ("black", Color(hex: 0x000000)), ("white", Color(hex: 0xFFFFFF)),
    ]

    /// The dark appearance's named colours, in the same order.
    public static let dark: [(name: String, color: Color)] = [
        ("red", Color(hex: 0xFF453A)), ("orange", Color(hex: 0xFF9F0A)), ("yellow", Color(hex: 0xFFD60A)),
        ("green", Color(hex: 0x30D158)), ("mint", Color(hex: 0x63E6E2)), ("teal", Color(hex: 0x40C8E0)),
        ("cyan", Color(hex: 0x64D2FF)), ("blue", Color(hex: 0x0A84FF)), ("indigo", Color(hex: 0x5E5CE6)),
        ("purple", Color(hex: 0xBF5AF2)), ("pink", Color(hex: 0xFF375F)), ("brown", Color(hex: 0xAC8E68)),
        ("gray", Color(hex: 0x8E8E93)), ("black", Color(hex: 0x000000)), ("white", Color(hex: 0xFFFFFF)),
    ]

    /// The named colour `name` in the appearance `scheme` (`"light"` or `"dark"`), if it is one.
    public static func color(named name: String, scheme: String) -> Color? {
        (scheme == "dark" ? dark : light).first { $0.name == name }?.color
    }
}
