import BoardModel
import SwiftRun
import ViewEngine
import SwiftFront
/// A program board on a device (`"device": "iPhone 15 Pro"`, `"orientation": "landscape"`,
/// `"chrome": true`): the screen's size, its safe area, and its status bar and home indicator
/// when asked (docs/programs.md, "Devices").
extension BoardFileReader {
    /// The device a board or its preview names and whether it is held sideways: the board's
    /// `"device"` and `"orientation"`, else a preview's `.previewDevice` (when boardgen knows it)
    /// and orientation trait. Nil: no device (a window of the board's width).
    package static func readDevice(_ root: JSONNode, preview: Preview?, _ board: inout Board,
                                   _ d: inout BoardFileDecoder) -> (device: Device, landscape: Bool)? {
        var device: Device?
        if let n = root.member("device"), let name = d.string(n, "\"device\"") {
            guard let known = Device.named(name) else {
                d.error(n, "unknown device \"\(Quoting.clip(name))\"; known devices: \(Device.names.joined(separator: ", "))")
                return nil
            }
            guard board.platform == .iOS else {
                d.error(n, "\"device\" names an iPhone or iPad; this board's \"platform\" is \"macOS\"")
                return nil
            }
            device = known
        } else if let p = preview, case .device = p.layout, let name = p.device {
            device = Device.named(name)
        }
        var landscape = preview.flatMap(\.orientation).map { $0.hasPrefix("landscape") } ?? false
        if let n = root.member("orientation"), let o = d.string(n, "\"orientation\"") {
            guard o == "portrait" || o == "landscape" else {
                d.error(n, "\"orientation\" is \"portrait\" or \"landscape\", found \"\(Quoting.clip(o))\"")
                return nil
            }
            guard root.member("device") != nil || device != nil else {
                d.error(n, "\"orientation\" turns a device; name one with \"device\" (such as \"iPhone 15\")")
                return nil
            }
            landscape = o == "landscape"
        }
        if let n = root.member("chrome"), let chrome = d.bool(n, "\"chrome\"") {
            guard device != nil else {
                if chrome { d.error(n, "\"chrome\" draws a device's status bar and home indicator; name the device with \"device\" (such as \"iPhone 15\")") }
                return nil
            }
            board.showsChrome = chrome
        }
        board.device = device.map { DeviceChrome(device: $0, landscape: landscape) }
        return device.map { ($0, landscape) }
    }
}
