import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun

/// A widget's `#Preview(as:) { Widget() } timeline: { … }` (WidgetPreview.swift): the
/// configuration's view made from the timeline's first entry, in a window of the family's size,
/// its `.containerBackground(_:for: .widget)` behind it and its content inside the margins.
@Suite struct WidgetPreviewTests {
    static let swift = """
        import SwiftUI
        import WidgetKit
        struct Entry: TimelineEntry { let date: Date; let count: Int }
        struct EntryView: View {
            var entry: Entry
            var body: some View { Text("\\(entry.count) cups") }
        }
        struct Cups: Widget {
            let kind = "cups"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in
                    EntryView(entry: entry)
                        .containerBackground(Color.teal, for: .widget)
                }
                .configurationDisplayName("Cups")
            }
        }
        #Preview(as: .systemMedium) {
            Cups()
        } timeline: {
            Entry(date: .now, count: 3)
            Entry(date: .now, count: 4)
        }
        """

    @Test func theFirstEntryIsDrawnAtTheFamilysSize() throws {
        let board = try boardBesideSwift(Self.swift, file: "W.swift", json: #"{"swift": "W.swift", "preview": true, "subtitle": null}"#)
        let scene = try board.scene(at: 0)
        let text = try #require(scene.views.first { $0.kind == "Text" })
        #expect(text.text == "3 cups")
        // The teal container background fills the medium family's 338 × 158 pt.
        let background = try #require(scene.views.first { $0.kind == "Color" })
        #expect(background.frame.size.width == 338 && background.frame.size.height == 158, "\(background.frame)")
        // The text is centred in it.
        let (t, b) = (text.frame, background.frame)
        #expect(abs((t.minX + t.width / 2) - (b.minX + b.width / 2)) < 0.5 && abs((t.minY + t.height / 2) - (b.minY + b.height / 2)) < 0.5)
    }

    /// Xcode's widget template: `.containerBackground(.fill.tertiary, for: .widget)` — the fill's
    /// tertiary level, UIKit's `tertiarySystemFill` (and `.background.secondary`, `.foreground.tertiary` likewise).
    @Test func theTemplatesTertiaryFillIsTheBackground() throws {
        let template = Self.swift.replacingOccurrences(of: "Color.teal", with: ".fill.tertiary")
        let scene = try boardBesideSwift(template, file: "W.swift", json: #"{"swift": "W.swift", "preview": true, "subtitle": null}"#).scene(at: 0)
        #expect(scene.views.contains { $0.kind == "Color" && $0.frame.size.width == 338 })
        #expect(try Run.value(".fill.tertiary") == "Color(.tertiarySystemFill)")
        #expect(try Run.value(".background.secondary") == "Color(.secondarySystemBackground)")
        #expect(try Run.value(".foreground.tertiary") == "Color(.tertiaryLabel)")
    }

    @Test func aWidgetPreviewThatCannotBeDrawnSaysWhy() throws {
        let lock = Self.swift.replacingOccurrences(of: ".systemMedium", with: ".accessoryRectangular")
        #expect { try boardBesideSwift(lock, file: "W.swift", json: #"{"swift": "W.swift", "preview": true}"#) } throws: {
            "\($0)".contains("the widget family .accessoryRectangular is not drawn")
        }
        let notAWidget = Self.swift.replacingOccurrences(of: "    Cups()\n} timeline", with: "    EntryView(entry: Entry(date: .now, count: 1))\n} timeline")
        #expect { try boardBesideSwift(notAWidget, file: "W.swift", json: #"{"swift": "W.swift", "preview": true}"#) } throws: {
            "\($0)".contains("a widget preview shows a Widget the Swift files declare")
        }
    }

    /// `name(…)` with an implicit `self` in a view, when no file declares `name`, is an unknown
    /// name — not a modifier of the view's own body, which ran the body again from inside itself.
    @Test func anUndeclaredHelperInAViewIsUnknownNotRecursion() throws {
        let swift = """
            struct Box<Content: View>: View {
                var content: ([Int]) -> Content
                private var items: [Int] = [1, 2]
                init(@ViewBuilder content: @escaping ([Int]) -> Content) { self.content = content }
                var body: some View { content(items) }
            }
            struct V: View {
                var body: some View { Box { items in Text("\\(total(items))") } }
            }
            """
        #expect { try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()"}"#) } throws: {
            "\($0)".contains("'total' is a name a board does not know") && !"\($0)".contains("nest more than")
        }
    }
}

/// iOS 14's widget previews, `.previewContext(WidgetPreviewContext(family:))`, and
/// `@Environment(\.widgetFamily)` in a widget's views.
@Suite struct WidgetFamilyTests {
    static let swift = """
        import SwiftUI
        import WidgetKit
        struct Entry: TimelineEntry { let date: Date; let count: Int }
        struct CountView: View {
            var entry: Entry
            @Environment(\\.widgetFamily) var family
            var body: some View {
                switch family {
                case .systemSmall: Text("small \\(entry.count)")
                default: Text("wide \\(entry.count)")
                }
            }
        }
        struct CountView_Previews: PreviewProvider {
            static var previews: some View {
                CountView(entry: Entry(date: Date(), count: 3))
                    .previewContext(WidgetPreviewContext(family: .systemMedium))
            }
        }
        """

    @Test func aPreviewContextDrawsTheViewAsThatWidget() throws {
        let scene = try boardBesideSwift(Self.swift, file: "W.swift", json: #"{"swift": "W.swift", "preview": true, "subtitle": null}"#).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["wide 3"])
        #expect(scene.size.width >= 338)
        let small = Self.swift.replacingOccurrences(of: ".systemMedium)", with: ".systemSmall)")
        let smallScene = try boardBesideSwift(small, file: "W.swift", json: #"{"swift": "W.swift", "preview": true, "subtitle": null}"#).scene(at: 0)
        #expect(smallScene.views.compactMap(\.text) == ["small 3"])
    }

    @Test func aViewOutsideAWidgetReadsTheSmallFamily() throws {
        let scene = try boardBesideSwift(Self.swift, file: "W.swift",
                                         json: #"{"swift": "W.swift", "view": "CountView(entry: Entry(date: Date(), count: 1))", "subtitle": null}"#).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["small 1"])
    }
}
