import Foundation

/// Insets from a window's edges, in points: a device's safe area.
public struct SafeAreaInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Creates insets from their four values.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No inset: a window without a safe area (a board without a device).
    public static let zero = SafeAreaInsets()

    /// Whether every inset is zero.
    public var isZero: Bool { self == .zero }
}

/// A device a program board can be drawn on (`"device": "iPhone 15 Pro"`): its screen in points,
/// its scale and its safe area in both orientations (docs/programs.md, "Devices").
///
/// Sources: Apple's Human Interface Guidelines "Layout" (screen sizes in points and scale
/// factors); the safe areas of iPhone SE to 13 and the iPads as swift-snapshot-testing's
/// `ViewImageConfig` gives them (the configurations real snapshot references are made with);
/// the 14 Pro and later (59 and 62 pt: the Dynamic Island's status bar) and the XR/11's 48 pt
/// (iOS 14 and later) as the iOS 17–18 simulators report `safeAreaInsets`.
public struct Device: Hashable, Sendable {
    /// The device's name as Xcode lists it (`"iPhone 15 Pro"`).
    public var name: String
    /// Other names it answers to (the models that share its screen; `"iPhone13Pro"` spellings
    /// match any name, as spaces, case and punctuation are ignored).
    public var aliases: [String]
    /// The screen held upright, in points.
    public var portrait: Size
    /// Pixels per point.
    public var scale: Int
    /// The safe area held upright: the status bar above, the home indicator below.
    public var portraitInsets: SafeAreaInsets
    /// The safe area held sideways (the sensor housing at the leading edge and, mirrored, the trailing).
    public var landscapeInsets: SafeAreaInsets
    /// Whether it is an iPad.
    public var isPad: Bool

    /// The screen in an orientation, in points.
    public func size(landscape: Bool) -> Size {
        landscape ? Size(portrait.height, portrait.width) : portrait
    }

    /// The safe area in an orientation.
    public func insets(landscape: Bool) -> SafeAreaInsets {
        landscape ? landscapeInsets : portraitInsets
    }

    /// Whether it has a home indicator (no Home button): a bottom inset upright.
    public var hasHomeIndicator: Bool { portraitInsets.bottom > 0 }

    /// The device a name means (spaces, case, parentheses and punctuation ignored), or nil.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return all.first { d in normalized(d.name) == key || d.aliases.contains { normalized($0) == key } }
    }

    /// The names of the known devices, as listed in errors and docs.
    public static var names: [String] { all.map(\.name) }

    private static func normalized(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}

extension Device {
    private static func phone(_ name: String, _ aliases: [String], _ w: Double, _ h: Double, scale: Int,
                              top: Double, bottom: Double, side: Double, landscapeBottom: Double) -> Device {
        Device(name: name, aliases: aliases, portrait: Size(w, h), scale: scale,
               portraitInsets: SafeAreaInsets(top: top, bottom: bottom),
               landscapeInsets: SafeAreaInsets(leading: side, bottom: landscapeBottom, trailing: side), isPad: false)
    }

    private static func pad(_ name: String, _ aliases: [String], _ w: Double, _ h: Double, top: Double, bottom: Double) -> Device {
        Device(name: name, aliases: aliases, portrait: Size(w, h), scale: 2,
               portraitInsets: SafeAreaInsets(top: top, bottom: bottom),
               landscapeInsets: SafeAreaInsets(top: top, bottom: bottom), isPad: true)
    }

    /// Every known device, phones from the smallest, then iPads.
    public static let all: [Device] = [
        phone("iPhone SE (1st generation)", ["iPhone SE 1", "iPhone 5s", "iPod touch"], 320, 568, scale: 2,
              top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        phone("iPhone SE (3rd generation)", ["iPhone SE", "iPhone SE (2nd generation)", "iPhone 8", "iPhone 7", "iPhone 6s"],
              375, 667, scale: 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        phone("iPhone 8 Plus", ["iPhone 7 Plus", "iPhone 6s Plus"], 414, 736, scale: 3, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        phone("iPhone 13 mini", ["iPhone 12 mini"], 375, 812, scale: 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("iPhone 11 Pro", ["iPhone X", "iPhone XS"], 375, 812, scale: 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21),
        phone("iPhone 11", ["iPhone XR"], 414, 896, scale: 2, top: 48, bottom: 34, side: 48, landscapeBottom: 21),
        phone("iPhone 11 Pro Max", ["iPhone XS Max"], 414, 896, scale: 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21),
        phone("iPhone 13", ["iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro", "iPhone 14", "iPhone 16e"], 390, 844, scale: 3,
              top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone 14 Plus", ["iPhone 13 Pro Max", "iPhone 12 Pro Max"], 428, 926, scale: 3,
              top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone 15", ["iPhone 15 Pro", "iPhone 14 Pro", "iPhone 16"], 393, 852, scale: 3,
              top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 15 Plus", ["iPhone 15 Pro Max", "iPhone 14 Pro Max", "iPhone 16 Plus"], 430, 932, scale: 3,
              top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone 16 Pro", ["iPhone 17 Pro", "iPhone 17"], 402, 874, scale: 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        phone("iPhone 16 Pro Max", ["iPhone 17 Pro Max"], 440, 956, scale: 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        pad("iPad (9th generation)", ["iPad 10.2-inch", "iPad10_2"], 810, 1080, top: 20, bottom: 0),
        pad("iPad mini (6th generation)", ["iPad mini"], 744, 1133, top: 24, bottom: 20),
        pad("iPad (10th generation)", ["iPad", "iPad Air 11-inch", "iPad Air (5th generation)"], 820, 1180, top: 24, bottom: 20),
        pad("iPad Pro 11-inch", ["iPad Pro (11-inch)", "iPadPro11"], 834, 1194, top: 24, bottom: 20),
        pad("iPad Pro 12.9-inch", ["iPad Pro (12.9-inch)", "iPadPro12_9", "iPad Air 13-inch"], 1024, 1366, top: 24, bottom: 20),
        pad("iPad Pro 13-inch (M4)", ["iPad Pro 13-inch"], 1032, 1376, top: 24, bottom: 20),
    ]
}
