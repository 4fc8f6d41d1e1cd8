import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// What tutorials read of the device and the bar: `UIScreen.main.bounds` is the board's device,
/// `.navigationBarTitleDisplayMode(.inline)` puts the title in the bar.
@Suite struct ScreenAndTitleTests {
    static func views(_ swift: String, _ extra: String = "") throws -> [SceneView] {
        let board = try boardBesideSwift(swift, file: "App.swift", json: """
            {"swift": ["App.swift"], "view": "ContentView()", "width": 320, "subtitle": null\(extra)}
            """)
        return try SceneBuilder(board: board).scene(at: 0).views
    }

    @Test func theScreenIsTheBoardsDevice() throws {
        let swift = """
        struct ContentView: View {
            var body: some View {
                VStack {
                    Rectangle().frame(width: UIScreen.main.bounds.width - 40, height: UIScreen.main.bounds.height / 8)
                    Text("\\(Int(UIScreen.main.bounds.size.width))")
                }
            }
        }
        """
        let tall = try Self.views(swift, #", "height": 400"#)
        let bar = try #require(tall.first { $0.kind == "Rectangle" })
        #expect(bar.frame.width == 280 && bar.frame.height == 50)
        #expect(tall.first { $0.kind == "Text" }?.text == "320")
        // Without a height, the screen is an iPhone 15's tall.
        let phone = try #require(try Self.views(swift).first { $0.kind == "Rectangle" })
        #expect(phone.frame.height == EnvironmentValues.defaultScreenSize.height / 8)
        // The rest of UIKit stays out, by name.
        let app = "struct ContentView: View { var body: some View { Text(UIApplication.shared.description) } }"
        #expect { try Self.views(app) } throws: { "\($0)".contains("UIKit and AppKit views do not exist on Linux") }
    }

    /// `UIApplication.shared.windows.first?.safeAreaInsets` (tutorials pad a full-screen view by
    /// it): a board's window, with no safe area, as a GeometryProxy's; the window is the device.
    @Test func theWindowHasNoSafeArea() throws {
        let swift = """
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("\\(Int(UIApplication.shared.windows.first?.safeAreaInsets.top ?? 5)) \\(Int(UIApplication.shared.keyWindow?.bounds.width ?? 0))")
                    Color.red.frame(height: 20).padding(.top, UIApplication.shared.windows.first?.safeAreaInsets.top)
                }
            }
        }
        """
        let views = try Self.views(swift, #", "height": 400"#)
        #expect(views.first { $0.kind == "Text" }?.text == "0 320")
        let badge = "struct ContentView: View { var body: some View { Text(\"\\(UIApplication.shared.applicationIconBadgeNumber)\") } }"
        #expect { try Self.views(badge) } throws: { "\($0)".contains("'UIApplication.shared.applicationIconBadgeNumber'") && "\($0)".contains("UIKit") }
    }

    @Test func anInlineTitleIsCentredInTheBar() throws {
        func title(_ modifier: String) throws -> (SceneView, SceneView) {
            let swift = """
            struct ContentView: View {
                var body: some View {
                    NavigationStack { List { Text("Apples") }.navigationTitle("Fruit")\(modifier) }
                }
            }
            """
            let views = try Self.views(swift, #", "height": 300"#)
            let root = try #require(views.first { $0.parent == nil })
            return (try #require(views.first { $0.text == "Fruit" }), root)
        }
        let (large, root) = try title("")
        // A large title: below the 44 pt bar, its bottom 8 pt above the bottom of a 52 pt band.
        #expect(large.frame.minX == root.frame.minX + 16)
        #expect(abs(large.frame.maxY - (root.frame.minY + 44 + 52 - 8)) < 1e-6, "\(large.frame) in \(root.frame)")
        for spelling in [".navigationBarTitleDisplayMode(.inline)", ".navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline)"] {
            let (inline, _) = try title(spelling)
            // Headline (17 pt semibold), centred across the window in a 44 pt bar.
            #expect(abs(inline.frame.mid.x - root.frame.mid.x) < 1e-6)
            #expect(abs(inline.frame.mid.y - (root.frame.minY + 22)) < 1e-6)
            #expect(inline.frame.height < large.frame.height)
        }
        let (explicitLarge, _) = try title(".navigationBarTitleDisplayMode(.large)")
        #expect(explicitLarge.frame == large.frame)
        #expect { try title(".navigationBarTitleDisplayMode(.small)") } throws: { "\($0)".contains(".inline, .large, .inlineLarge or .automatic") }
    }

    /// The content under a navigation bar is centred in the rest of the window, as a hosting view
    /// centres it (issue 41: a titled NavigationStack's VStack sat at the leading edge).
    @Test func theContentIsCentredUnderTheBar() throws {
        let swift = """
        struct ContentView: View {
            var body: some View {
                NavigationStack { VStack { Text("Favourites") }.navigationTitle("Home") }
            }
        }
        """
        let views = try Self.views(swift, #", "height": 400"#)
        let root = try #require(views.first { $0.parent == nil })
        let text = try #require(views.first { $0.text == "Favourites" })
        #expect(abs(text.frame.mid.x - root.frame.mid.x) < 1e-6)
        let top = root.frame.minY + 44 + 52
        #expect(abs(text.frame.mid.y - (top + (root.frame.maxY - top) / 2)) < 1e-6, "\(text.frame) in \(root.frame)")
    }
}
