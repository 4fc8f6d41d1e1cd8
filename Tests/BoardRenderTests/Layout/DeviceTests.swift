import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import Boards
@testable import ViewEngine

/// Devices (issue 41): `"device"` gives the window a phone's or iPad's screen and safe area; the
/// root is offered the safe area and centred in it, as a hosting controller places it; views that
/// ignore the safe area reach the screen's edges; `"chrome"` draws the status bar and home
/// indicator; `"screenshot"` is the window alone.
@Suite struct DeviceTests {
    static func scene(_ view: String, _ extra: String = "", swift: String = "") throws -> Scene {
        let source = "import SwiftUI\n" + swift + "\nstruct V: View { var body: some View { \(view) } }"
        let json = #"{"swift": ["V.swift"], "view": "V()", "subtitle": null, "screenshot": true\#(extra)}"#
        return try boardBesideSwift(source, file: "V.swift", json: json).scene(at: 0)
    }

    static func frame(_ scene: Scene, kind: String) throws -> Rect {
        try #require(scene.views.first { $0.kind == kind }).frame
    }

    @Test func namesAreMatchedIgnoringSpacesCaseAndPunctuation() throws {
        #expect(Device.named("iPhone 15 Pro")?.portrait == Size(393, 852))
        #expect(Device.named("iphone15pro")?.name == "iPhone 15")
        #expect(Device.named("iPhone13Pro")?.portraitInsets == SafeAreaInsets(top: 47, bottom: 34))
        #expect(Device.named("iPhone SE (1st generation)")?.portrait == Size(320, 568))
        #expect(Device.named("iPad Pro 11-inch")?.scale == 2)
        #expect(Device.named("Pixel 8") == nil)
        // Held sideways: the screen turns, the sensor housing's inset moves to the sides.
        let phone = try #require(Device.named("iPhone 13"))
        #expect(phone.size(landscape: true) == Size(844, 390))
        #expect(phone.insets(landscape: true) == SafeAreaInsets(leading: 47, bottom: 21, trailing: 47))
    }

    @Test func theRootIsCentredInTheSafeArea() throws {
        // iPhone 13: 390 × 844, 47 above and 34 below: the safe area's middle is at y = 47 + 763 / 2.
        let scene = try Self.scene(#"Rectangle().frame(width: 100, height: 60)"#, #", "device": "iPhone 13""#)
        #expect(scene.size == Size(390, 844))
        let r = try Self.frame(scene, kind: "Rectangle")
        #expect(abs(r.mid.x - 195) < 0.01 && abs(r.mid.y - (47 + 763 / 2)) < 0.01, "\(r)")
        // A greedy root fills the safe area, not the screen.
        let full = try Self.frame(try Self.scene("Color.red", #", "device": "iPhone 13""#), kind: "Color")
        #expect(full == Rect(x: 0, y: 47, width: 390, height: 763), "\(full)")
    }

    @Test func ignoringTheSafeAreaReachesTheScreensEdges() throws {
        let scene = try Self.scene(#"ZStack { Color.blue.ignoresSafeArea(); Text("Hi") }"#, #", "device": "iPhone 15""#)
        #expect(try Self.frame(scene, kind: "Color") == Rect(x: 0, y: 0, width: 393, height: 852))
        // Only the edges named; the text stays in the safe area's middle.
        let top = try Self.scene(#"ZStack { Color.blue.ignoresSafeArea(edges: .top); Text("Hi") }"#, #", "device": "iPhone 15""#)
        #expect(try Self.frame(top, kind: "Color") == Rect(x: 0, y: 0, width: 393, height: 852 - 34))
        let text = try Self.frame(top, kind: "Text")
        #expect(abs(text.mid.y - (59 + 759 / 2)) < 0.5, "\(text)")
        // A view that does not reach the safe area's edge stays where it is.
        let small = try Self.scene(#"Color.blue.frame(width: 50, height: 50).ignoresSafeArea()"#, #", "device": "iPhone 15""#)
        #expect(try Self.frame(small, kind: "Color").size == Size(50, 50))
        // `.keyboard` alone: the keyboard's region, which a board does not show.
        let keyboard = try Self.scene(#"Color.blue.ignoresSafeArea(.keyboard)"#, #", "device": "iPhone 15""#)
        #expect(try Self.frame(keyboard, kind: "Color").minY == 59)
    }

    @Test func aFormsBackgroundFillsTheScreenAndItsContentScrollsUnderTheBars() throws {
        // A grouped List's (a Form's) background is drawn to the screen's edges — not cut at the
        // safe area by the List's clip — and its first card sits 35 pt below the safe area's top.
        let scene = try Self.scene(#"Form { Section { Text("Name") } }"#, #", "device": "iPhone 13 Pro""#)
        let background = try #require(scene.views.first { $0.kind == "Color" })
        #expect(background.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        #expect(background.clip.map { $0.intersection(screen) == screen } ?? true, "\(String(describing: background.clip))")
        #expect(try Self.frame(scene, kind: "RoundedRectangle").minY == 47 + Platform.iOS.groupedListTopInset)
    }

    @Test func aShapeStyleBackgroundReachesOutAViewBackgroundDoesNot() throws {
        // iOS 15's `.background(_:ignoresSafeAreaEdges: .all)` takes `Color.yellow`; a shape is a view.
        let style = try Self.scene(#"Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)"#, #", "device": "iPhone 15""#)
        #expect(try Self.frame(style, kind: "Color") == Rect(x: 0, y: 0, width: 393, height: 852))
        let view = try Self.scene(#"Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Rectangle().fill(.yellow))"#,
                                  #", "device": "iPhone 15""#)
        #expect(try Self.frame(view, kind: "Rectangle") == Rect(x: 0, y: 59, width: 393, height: 759))
        let top = try Self.scene(#"Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow, ignoresSafeAreaEdges: .bottom)"#,
                                 #", "device": "iPhone 15""#)
        #expect(try Self.frame(top, kind: "Color") == Rect(x: 0, y: 59, width: 393, height: 852 - 59))
        // Without a device there is no safe area: the same frames as the window.
        let window = try Self.scene(#"Color.red.ignoresSafeArea()"#, #", "width": 200, "height": 100"#)
        #expect(try Self.frame(window, kind: "Color") == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func landscapeTurnsTheScreen() throws {
        let scene = try Self.scene("Color.red", #", "device": "iPhone 13", "orientation": "landscape""#)
        #expect(scene.size == Size(844, 390))
        #expect(try Self.frame(scene, kind: "Color") == Rect(x: 47, y: 0, width: 844 - 94, height: 390 - 21))
    }

    @Test func chromeDrawsTheStatusBarAndHomeIndicatorOverTheContent() throws {
        let scene = try Self.scene(#"Color.blue.ignoresSafeArea()"#, #", "device": "iPhone 15", "chrome": true"#)
        let chrome = try #require(scene.cells.last)
        #expect(chrome.name == "#chrome")
        let tile = try #require(chrome.tile)
        #expect(tile.texts.map(\.text) == ["9:41"])
        // The home indicator: 134 × 5, 8 pt above the bottom edge, centred.
        #expect(tile.shapes.contains { $0.rect == Rect(x: (393 - 134) / 2, y: 852 - 8 - 5, width: 134, height: 5) })
        // Held sideways, an iPhone with a sensor housing hides its status bar.
        let side = try Self.scene("Color.blue", #", "device": "iPhone 15", "orientation": "landscape", "chrome": true"#)
        #expect(try #require(side.cells.last?.tile).texts.isEmpty)
    }

    @Test func badDeviceKeysAreRefusedWithThePlace() throws {
        func message(_ extra: String) -> String {
            do { _ = try Self.scene("Text(\"a\")", extra); return "" } catch { return "\(error)" }
        }
        let unknown = message(#", "device": "Pixel 8""#)
        #expect(unknown.contains("unknown device \"Pixel 8\"") && unknown.contains("iPhone 15") && unknown.contains("b.json:1:"), "\(unknown)")
        #expect(message(#", "orientation": "landscape""#).contains("name one with \"device\""))
        #expect(message(#", "device": "iPhone 15", "orientation": "sideways""#).contains("\"portrait\" or \"landscape\""))
        #expect(message(#", "chrome": true"#).contains("name the device"))
        #expect(message(#", "device": "iPhone 15", "platform": "macOS""#).contains("\"platform\" is \"macOS\""))
    }

    @Test func aScreenshotIsTheWindowAlone() throws {
        let scene = try Self.scene("Text(\"Hi\")", #", "width": 200, "height": 100"#)
        #expect(scene.size == Size(200, 100))
        #expect(scene.boxes.first?.rect == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(scene.texts.isEmpty)
    }

    @Test func boardsReadSwiftAsADebugBuild() throws {
        let swift = "#if DEBUG\nlet label = \"debug\"\n#else\nlet label = \"release\"\n#endif"
        let scene = try Self.scene("Text(label)", swift: swift)
        #expect(scene.views.first { $0.kind == "Text" }?.text == "debug")
    }
}
