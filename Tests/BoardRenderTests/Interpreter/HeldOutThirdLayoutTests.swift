import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun

/// Layout and appearance the third held-out corpus (scripts/corpus/README.md, "Held-out corpora")
/// found wrong: coordinate spaces, a wide root, visual effects where the view is, app extensions of
/// SwiftUI's values, dynamic UIKit colours.
@Suite struct HeldOutThirdLayoutTests {
    static func scene(_ swift: String, view: String, width: Int = 300) throws -> Scene {
        try HeldOutThirdMisreadTests.scene(swift, view: view, width: width)
    }

    /// `proxy.frame(in: .named("s"))` is measured from the nearest view above of
    /// `.coordinateSpace(name: "s")` (or iOS 17's `.coordinateSpace(.named(…))`), `.scrollView` from
    /// the nearest scroll view; a name no view above gives is the window's space. iOS 17's
    /// `proxy.bounds(of:)` is the space's rectangle in the reader's coordinates, nil for no such space.
    @Test func namedCoordinateSpaces() throws {
        let scene = try boardBesideSwift("""
            struct V: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(height: 50)
                        ScrollView {
                            VStack(spacing: 0) {
                                Color.blue.frame(height: 30)
                                GeometryReader { p in
                                    Text("\\(Int(p.frame(in: .named("s")).minY)) \\(Int(p.frame(in: .scrollView).minY)) \\(Int(p.frame(in: .global).minY)) \\(Int(p.frame(in: .named("t")).minY)) \\(Int(p.frame(in: .named("none")).minY))")
                                }
                                .frame(height: 20)
                                GeometryReader { p in
                                    Text("\\(Int(p.bounds(of: .named("s"))?.minY ?? 999)) \\(p.bounds(of: .named("none")) == nil)")
                                }
                                .frame(height: 20)
                            }
                        }
                        .coordinateSpace(name: "s")
                    }
                    .coordinateSpace(.named("t"))
                }
            }
            """, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()", "width": 300, "height": 300, "subtitle": null}"#).scene(at: 0)
        #expect(scene.views.compactMap(\.text).prefix(2) == ["30 30 80 80 80", "-50 true"])
    }

    /// `Color(UIColor { traits in traits.userInterfaceStyle == .dark ? … : … })`: the provider's colour
    /// in the board's appearance; `Color(UIColor(red:green:blue:alpha:))` its components.
    @Test func dynamicUIColorsFollowTheAppearance() throws {
        let swift = """
            extension Color {
                static let appBackground = Color(UIColor { t in
                    t.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                })
            }
            struct K: View { var body: some View { Color.appBackground.frame(width: 20, height: 20) } }
            """
        for (scheme, expected) in [("light", Color(red: 1, green: 0, blue: 0)), ("dark", Color(red: 0, green: 0, blue: 1))] {
            let scene = try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": "V.swift", "view": "K()", "width": 100, "subtitle": null, "environment": {"colorScheme": "\#(scheme)"}}"#).scene(at: 0)
            #expect(AssetCatalogTests.fills(scene).contains { AssetCatalogTests.close($0, expected) }, "\(scheme): \(AssetCatalogTests.fills(scene))")
        }
    }

    /// A trailing closure skips an unlabelled parameter that takes no function (`NightAndDay(_ name:
    /// String? = nil, @ViewBuilder items:)` called `NightAndDay { … }`); an app's static member of
    /// `Edge.Set` is an implicit member where edges are taken (`.padding(.allExceptBottom)`, made with
    /// `.init(arrayLiteral:)`); a preview's own modifiers on a helper's view draw nothing.
    @Test func trailingClosuresSkipAndAppEdgeSets() throws {
        let scene = try Self.scene("""
            extension Edge.Set { static var allExceptBottom: Edge.Set { .init(arrayLiteral: .top, .leading, .trailing) } }
            func Twice<A: View>(_ name: String? = nil, @ViewBuilder items: @escaping () -> A) -> some View {
                VStack { items(); Text(name ?? "none") }.previewDisplayName("a preview's name, drawn as nothing")
            }
            struct P: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10).padding(.allExceptBottom)
                        Twice { Text("item") }
                    }
                }
            }
            """, view: "P()")
        #expect(scene.views.compactMap(\.text).prefix(2) == ["item", "none"])
        let red = try #require(scene.views.first { $0.kind == "Color" })
        let item = try #require(scene.views.first { $0.text == "item" })
        // 16 pt above and beside the square, none below it.
        #expect(abs(item.frame.minY - red.frame.maxY) < 0.01, "\(red.frame) \(item.frame)")
    }

    /// A `.visualEffect` closure's proxy is where the layout places the view: in a scroll view at
    /// rest, each row's `frame(in: .scrollView).minY` is its own (a fade by position fades each by as much).
    @Test func aVisualEffectReadsWhereTheViewIs() throws {
        let scene = try boardBesideSwift("""
            struct V: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 10) {
                            ForEach(0..<4, id: \\.self) { i in
                                Color.blue.frame(height: 50)
                                    .visualEffect { content, proxy in content.opacity(1 - proxy.frame(in: .scrollView).minY / 300) }
                            }
                        }
                    }
                }
            }
            """, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()", "width": 200, "height": 300, "subtitle": null}"#).scene(at: 0)
        let opacities = scene.views.filter { $0.kind == "Color" }.map { ($0.opacity * 1000).rounded() / 1000 }
        #expect(opacities == [1, 0.8, 0.6, 0.4], "\(opacities)")
    }

    /// A root wider than its window overflows it equally on both sides, as a hosting view centres
    /// it (a `.scaledToFill()` photo shows its middle, and the texts over it stay on the screen).
    @Test func aWideRootIsCentredInItsWindow() throws {
        let wide = try Self.scene("""
            struct W: View { var body: some View { ZStack { Color.red.frame(width: 600, height: 100); Text("mid") } } }
            """, view: "W()")
        let fits = try Self.scene("""
            struct F: View { var body: some View { Color.blue.frame(width: 300, height: 100) } }
            """, view: "F()")
        let red = try #require(wide.views.first { $0.kind == "Color" }), blue = try #require(fits.views.first { $0.kind == "Color" })
        #expect(abs(red.frame.mid.x - blue.frame.mid.x) < 0.01 && abs(red.frame.minX - (blue.frame.minX - 150)) < 0.01, "\(red.frame) \(blue.frame)")
        let text = try #require(wide.views.first { $0.text == "mid" })
        #expect(abs(text.frame.mid.x - blue.frame.mid.x) < 0.01)
    }
}
