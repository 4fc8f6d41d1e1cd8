import BoardModel
import BoardScene
/// A device's status bar and home indicator, drawn over a program board's window when the board
/// asks (`"chrome": true`, docs/programs.md, "Devices"): the time, cellular bars, Wi-Fi and the
/// battery in the status bar; the home indicator's bar above the bottom edge. They take no room
/// (the safe area already keeps content clear of them) and are the same in every state.
///
/// Sizes are read from iOS 17 simulator screenshots at 1 pt precision **[uncertain; one
/// constant each]**: SF Pro Semibold 17 pt time (Inter Semibold stands in), a 134 × 5 pt home
/// indicator 8 pt above the bottom edge.
public struct DeviceChrome: Hashable, Sendable {
    /// The device, and whether it is held sideways.
    public var device: Device
    public var landscape: Bool

    /// Creates the chrome of a device in an orientation.
    public init(device: Device, landscape: Bool) {
        self.device = device
        self.landscape = landscape
    }

    /// The time a status bar shows (Apple's marketing time).
    public static let time = "9:41"
    /// The home indicator's size and its distance from the bottom edge.
    public static let homeIndicator = Size(134, 5), homeIndicatorInset = 8.0
    /// The time's font size on a phone with a sensor housing (a notch or the Dynamic Island), and
    /// on a 20 pt status bar (a Home-button iPhone, an iPad).
    public static let timeSize = 17.0, compactTimeSize = 12.0

    /// Whether a status bar is shown: iPhones with a sensor housing hide it held sideways.
    public var showsStatusBar: Bool { !(landscape && !device.isPad && device.portraitInsets.top > 20) }

    /// The chrome's shapes and texts in the window's coordinates (origin top-left), in `theme`'s
    /// appearance: black on light, white on dark.
    public func tile(window: Size, dark: Bool) -> TileScene {
        let ink = dark ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000)
        var shapes: [TileShape] = [], texts: [TileText] = []
        let bar = device.insets(landscape: landscape).top > 0 ? device.insets(landscape: landscape).top : 20
        if showsStatusBar {
            let housing = device.portraitInsets.top > 20 && !device.isPad
            let mid = bar / 2
            // Beside a sensor housing: the time centred in the left "ear", the cellular bars, Wi-Fi
            // and battery in the right one. A 20 pt bar: the bars and Wi-Fi at the leading edge,
            // the time centred, the battery at the trailing edge.
            let ear = housing ? (window.width - 126) / 2 : 0
            let size = housing ? Self.timeSize : Self.compactTimeSize
            texts.append(TileText(text: Self.time, font: FontSpec(.interSemibold, size), color: ink, opacity: 1,
                                  anchor: Point(housing ? ear / 2 : window.width / 2, mid), alignment: .center))
            let scale = housing ? 1.0 : 0.75
            let battery = Size(25 * scale, 12 * scale), gap = 6 * scale
            let bars = 17 * scale, fan = 16 * scale
            let groupWidth = bars + gap + fan + gap + battery.width + 2 * scale
            let batteryX = housing ? window.width - ear / 2 + groupWidth / 2 - battery.width - 2 * scale
                : window.width - 6 - battery.width - 2 * scale
            let barsX = housing ? window.width - ear / 2 - groupWidth / 2 : 6
            let cell = Rect(x: batteryX, y: mid - battery.height / 2, width: battery.width, height: battery.height)
            shapes.append(TileShape(rect: cell, cornerRadius: 4 * scale, stroke: ink.withAlpha(0.4), lineWidth: 1))
            shapes.append(TileShape(rect: Rect(x: cell.minX + 2 * scale, y: cell.minY + 2 * scale,
                                               width: cell.width - 4 * scale, height: cell.height - 4 * scale),
                                    cornerRadius: 2 * scale, fill: ink))
            shapes.append(TileShape(rect: Rect(x: cell.maxX + 1, y: mid - 2 * scale, width: 1.5 * scale, height: 4 * scale),
                                    cornerRadius: 0.75 * scale, fill: ink.withAlpha(0.4)))
            for k in 0..<4 {
                let h = (4 + 2.5 * Double(k)) * scale, w = 3 * scale
                shapes.append(TileShape(rect: Rect(x: barsX + Double(k) * 4.5 * scale, y: mid + 5.5 * scale - h, width: w, height: h),
                                        cornerRadius: 1 * scale, fill: ink))
            }
            shapes.append(wifi(at: Point(barsX + bars + gap + fan / 2, mid + 5 * scale), scale: scale, ink: ink))
        }
        if device.hasHomeIndicator {
            let s = Self.homeIndicator
            shapes.append(TileShape(rect: Rect(x: (window.width - s.width) / 2, y: window.height - Self.homeIndicatorInset - s.height,
                                               width: s.width, height: s.height), cornerRadius: s.height / 2, fill: ink))
        }
        return TileScene(size: window, shapes: shapes, texts: texts, transform: .identity, opacity: 1, blurRadius: 0,
                         cellClip: Rect(x: 0, y: 0, width: window.width, height: window.height), frameClips: [])
    }

    /// The Wi-Fi fan: a quarter-circle wedge with its point at `p` (its bottom centre).
    private func wifi(at p: Point, scale: Double, ink: Color) -> TileShape {
        let r = 11 * scale, k = 0.5523
        // A 90° sector opening upwards: from the point, out at -135°, along the arc to -45°, back.
        let a = Point(p.x - r * 0.7071, p.y - r * 0.7071), b = Point(p.x + r * 0.7071, p.y - r * 0.7071)
        let top = Point(p.x, p.y - r)
        let c1 = Point(a.x + (top.x - a.x) * k, a.y + (top.y - a.y) * k - r * 0.12)
        let c2 = Point(top.x - r * 0.39, top.y), c3 = Point(top.x + r * 0.39, top.y)
        let c4 = Point(b.x - (b.x - top.x) * k, b.y - (b.y - top.y) * k - r * 0.12)
        let path: [PathElement] = [.move(p), .line(a), .curve(c1, c2, top), .curve(c3, c4, b), .close]
        return TileShape(rect: Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: r), cornerRadius: 0, fill: ink, path: path)
    }
}
