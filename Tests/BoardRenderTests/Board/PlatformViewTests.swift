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

/// A UIKit or AppKit view an app wraps (`UIViewRepresentable` and its kin) cannot exist on Linux:
/// it is a neutral placeholder of the size offered (a shape's ideal where none is), named in the
/// dump by its type, and `check` lists it as such.
@Suite struct PlatformViewTests {
    static let swift = """
    import SwiftUI
    import MapKit

    struct MapView: UIViewRepresentable {
        var zoom: Double
        func makeUIView(context: Context) -> MKMapView { MKMapView(frame: .zero) }
        func updateUIView(_ view: MKMapView, context: Context) {}
    }

    struct Picker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ c: UIImagePickerController, context: Context) {}
    }

    struct ContentView: View {
        var body: some View {
            VStack(spacing: 0) {
                MapView(zoom: 2).frame(height: 120)
                Picker().frame(width: 80, height: 40)
            }
        }
    }
    """

    @Test func aWrappedViewIsAPlaceholderOfTheSizeOfferedNamedByItsType() throws {
        let board = try boardBesideSwift(Self.swift, file: "M.swift", json: #"{"swift": "M.swift", "view": "ContentView()", "width": 300, "subtitle": null}"#)
        let views = try board.scene(at: 0).views
        let map = try #require(views.first { $0.kind == "MapView" })
        let picker = try #require(views.first { $0.kind == "Picker" })
        #expect(map.frame.size == Size(300, 120))
        #expect(picker.frame.size == Size(80, 40))
        #expect(map.frame.maxY == picker.frame.minY)
        // Drawn: a box filling its frame, its type written in it.
        let tile = try #require(try board.scene(at: 0).cells.first { $0.name == map.id }?.tile)
        #expect(tile.shapes.first?.rect.size == Size(300, 120))
        #expect(tile.texts.contains { $0.text == "MapView" })
    }

    @Test func checkListsItAsAPlaceholder() throws {
        let summary = SwiftFileSummary(try SwiftEnvironment(source: Self.swift, name: "M.swift"))
        #expect(summary.problems.isEmpty, "\(summary.problems)")
        #expect(summary.entries.contains { $0.kind == "UIKit view" && $0.name.hasPrefix("MapView(") && $0.detail.contains("placeholder") })
    }

    /// MapKit's `Map`, AVKit's `VideoPlayer` (and SpriteKit's, SceneKit's, RealityKit's views): their
    /// content cannot be drawn on Linux either, so each is the same named placeholder; `check` lists it.
    @Test func aFrameworksViewIsThePlaceholderToo() throws {
        let swift = """
        import SwiftUI
        import MapKit
        struct ContentView: View {
            @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.3, longitude: -122), span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
            var body: some View {
                VStack(spacing: 0) {
                    Map(coordinateRegion: $region).frame(height: 100)
                    Map { Marker("HQ", coordinate: .init(latitude: 1, longitude: 2)) }.frame(height: 50)
                    VideoPlayer(player: nil).frame(width: 80, height: 40)
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "M.swift", json: #"{"swift": "M.swift", "view": "ContentView()", "width": 300, "subtitle": null}"#)
        let views = try board.scene(at: 0).views
        #expect(views.filter { $0.kind == "Map" }.map(\.frame.size) == [Size(300, 100), Size(300, 50)])
        #expect(views.first { $0.kind == "VideoPlayer" }?.frame.size == Size(80, 40))
        let uses = StandInScanner.uses(in: SwiftSourceText(name: "M.swift", text: swift)).map(\.name)
        #expect(uses.contains("Map") && uses.contains("VideoPlayer"), "\(uses)")
    }

    /// TipKit: a tip shows once the app has called `Tips.configure()` (in its App, not run on a
    /// board), so `TipView` and `.popoverTip` draw nothing; `check` lists them.
    @Test func tipsAreNotShown() throws {
        let swift = """
        import SwiftUI
        import TipKit
        struct FavoriteTip: Tip {
            var title: Text { Text("Save it") }
            var message: Text? { Text("Tap the star") }
        }
        struct ContentView: View {
            let tip = FavoriteTip()
            var body: some View {
                VStack {
                    TipView(tip, arrowEdge: .bottom)
                    Image(systemName: "star").popoverTip(tip)
                    Text("List")
                }
                .task { try? Tips.configure([.displayFrequency(.immediate)]) }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "M.swift", json: #"{"swift": "M.swift", "view": "ContentView()", "width": 300, "subtitle": null}"#)
        let texts = try board.scene(at: 0).views.compactMap(\.text)
        #expect(!texts.contains("Save it") && texts.contains("List"), "\(texts)")
        let uses = StandInScanner.uses(in: SwiftSourceText(name: "M.swift", text: swift)).map(\.name)
        #expect(uses.contains("TipView") && uses.contains(".popoverTip"), "\(uses)")
    }
}
