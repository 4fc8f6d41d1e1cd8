import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Boards

/// Previews as a Swift file declares them (docs/board-format.md, "Previews"): `#Preview` lowered with
/// its name, traits and body; `PreviewProvider`s split into their views; names, traits and preview
/// modifiers read; a preview chosen by name, with what exists named when none matches.
@Suite struct PreviewCatalogTests {
    static func catalog(_ source: String, debug: Bool = true) throws -> PreviewCatalog {
        PreviewCatalog(try SwiftEnvironment(source: source, name: "App.swift", debug: debug))
    }

    static let row = """
    import SwiftUI
    struct Row: View {
        var title: String
        var body: some View { Text(title).padding() }
    }

    """

    /// `#Preview` is a declaration of its own: its name, its variadic traits and its body's statements.
    @Test func aPreviewMacroIsLoweredWithItsNameTraitsAndBody() throws {
        let file = try SwiftFrontEnd.parseFile(SwiftSourceText(name: "App.swift", text: Self.row + """
        #Preview("Dark", traits: .sizeThatFitsLayout, .landscapeLeft) {
            @Previewable @State var on = true
            Row(title: "A")
        }
        """))
        guard case let .preview(p)? = file.declarations.last?.kind else {
            Issue.record("expected a preview, found \(String(describing: file.declarations.last?.kind))")
            return
        }
        #expect(p.name == "Dark" && p.label == "#Preview(\"Dark\")")
        #expect(p.traits.map(\.description) == [".sizeThatFitsLayout", ".landscapeLeft"])
        #expect(p.body?.body.count == 2 && p.refusal == nil)
        // The same with the body as an argument.
        let labelled = try SwiftFrontEnd.parseFile(SwiftSourceText(name: "B.swift", text: "#Preview(body: { Text(\"A\") })"))
        guard case let .preview(q)? = labelled.declarations.first?.kind else { Issue.record("no preview"); return }
        #expect(q.name == nil && q.body?.body.count == 1)
    }

    /// Unnamed previews are "Preview", "Preview 2", …; a provider's views are its type's name (the
    /// first), its `.previewDisplayName`, or the name numbered; the provider's name selects its first view.
    @Test func previewsAreNamedInFileOrder() throws {
        let c = try Self.catalog(Self.row + """
        #Preview { Row(title: "A") }
        #Preview("Named") { Row(title: "B") }
        #Preview { Row(title: "C") }
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Row(title: "D").previewDisplayName("Light")
                    Row(title: "E")
                }
            }
        }
        struct Other_Previews: PreviewProvider {
            static var previews: some View { Row(title: "F") }
        }
        """)
        #expect(c.previews.map(\.name) == ["Preview", "Named", "Preview 2", "Light", "Row_Previews 2", "Other_Previews"])
        #expect(c.previews.map(\.kind) == [.macro, .macro, .macro, .provider, .provider, .provider])
        #expect(c.previews.map(\.location.line) == [6, 7, 8, 12, 13, 17])
        #expect(try c.select(.named("Row_Previews")).name == "Light")
        #expect(try c.select(.first).name == "Preview")
        #expect(c.previews[3].label == "Row_Previews “Light”" && c.previews[4].label == "Row_Previews 2")
    }

    /// Nested `Group`s are flattened into their views, each group's preview modifiers applying to
    /// the views inside it.
    @Test func nestedGroupsAreTheirViews() throws {
        let c = try Self.catalog(Self.row + """
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Group {
                        Row(title: "A").previewDisplayName("Light A")
                        Row(title: "B").previewDisplayName("Light B")
                    }
                    Group {
                        Row(title: "C").previewDisplayName("Dark C")
                    }
                    .preferredColorScheme(.dark)
                }
            }
        }
        """)
        #expect(c.previews.map(\.name) == ["Light A", "Light B", "Dark C"])
        #expect(c.previews.map(\.colorScheme) == [nil, nil, "dark"])
    }

    /// Traits and preview modifiers set the window and the colour scheme; orientations and devices
    /// are recorded. A `#Preview` ignores `.previewLayout`, as Xcode does.
    @Test func traitsAndModifiersAreRead() throws {
        let c = try Self.catalog(Self.row + """
        #Preview("Fits", traits: .sizeThatFitsLayout) { Row(title: "A").preferredColorScheme(.dark) }
        #Preview("Fixed", traits: .fixedLayout(width: 300, height: 80), .landscapeRight) { Row(title: "B") }
        #Preview("Ignored") { Row(title: "C").previewLayout(.sizeThatFits) }
        struct Row_Previews: PreviewProvider {
            static let width = 200.0
            static var previews: some View {
                Group {
                    Row(title: "D").previewLayout(.fixed(width: width, height: 50))
                    Row(title: "E").environment(\\.colorScheme, .dark).previewDevice("iPhone 15")
                }
                .previewLayout(.sizeThatFits)
            }
        }
        """)
        let p = c.previews
        #expect(p[0].layout == .sizeThatFits && p[0].colorScheme == "dark")
        #expect(p[1].layout == .fixed(width: 300, height: 80) && p[1].orientation == "landscapeRight")
        #expect(p[2].layout == .device)
        // The group's layout applies to each view; a view's own wins.
        #expect(p[3].layout == .fixed(width: 200, height: 50))
        #expect(p[4].layout == .sizeThatFits && p[4].colorScheme == "dark" && p[4].device == "iPhone 15")
        #expect(p[4].settings == "size that fits, dark, device \"iPhone 15\"")
        #expect(p.allSatisfy { $0.problem == nil })
    }

    /// A name that matches nothing lists the names, the nearest first; no preview, several of one
    /// name and one that cannot be drawn are errors that say so.
    @Test func choosingAPreviewThatIsNotThereNamesThoseThatAre() throws {
        let c = try Self.catalog(Self.row + """
        #Preview("Light") { Row(title: "A") }
        #Preview("Dark") { Row(title: "B") }
        #Preview("Dark") { Row(title: "C") }
        #Preview("Widget", as: .accessoryCircular) { Row(title: "W") } timeline: { 1 }
        #Preview("Odd", traits: .sizeThatFitLayout) { Row(title: "D") }
        """)
        #expect(throws: PreviewSelectionError.self) { try c.select(.named("Lihgt")) }
        do { _ = try c.select(.named("Lihgt")); Issue.record("selected") } catch {
            #expect(error.description == "no preview is named “Lihgt”; did you mean “Light”? the previews: “Light”, “Dark”, “Widget” and “Odd”")
        }
        do { _ = try c.select(.named("Dark")); Issue.record("selected") } catch {
            #expect(error.description.hasPrefix("2 previews are named “Dark” (App.swift:7:1, App.swift:8:1)"), "\(error)")
        }
        do { _ = try c.select(.named("Widget")); Issue.record("selected") } catch {
            #expect(error.description.contains("the widget family .accessoryCircular is not drawn") && error.preview?.name == "Widget", "\(error)")
        }
        do { _ = try c.select(.named("Odd")); Issue.record("selected") } catch {
            #expect(error.description.contains("did you mean '.sizeThatFitsLayout'?"), "\(error)")
        }
        let empty = try Self.catalog(Self.row)
        do { _ = try empty.select(.first); Issue.record("selected") } catch {
            #expect(error.description.hasPrefix("the Swift files declare no preview"), "\(error)")
        }
    }

    /// Previews inside `#if DEBUG` are read as Xcode builds them for its canvas: a debug build.
    /// Elsewhere `DEBUG` stays unset.
    @Test func previewsUnderDebugAreReadInADebugBuild() throws {
        let source = Self.row + """
        #if DEBUG
        #Preview { Row(title: "A") }
        #endif
        """
        #expect(try Self.catalog(source).previews.count == 1)
        #expect(try Self.catalog(source, debug: false).previews.isEmpty)
    }

    /// `#Preview` is no longer a skipped declaration, and the view its body is does not show in `check`'s listing.
    @Test func thePreviewWrapperIsNotListed() throws {
        let summary = SwiftFileSummary(try SwiftEnvironment(source: Self.row + """
        #Preview {
            @Previewable @State var title = "A"
            Row(title: title)
        }
        """, name: "App.swift"))
        #expect(summary.entries.map(\.kind) == ["view"], "\(summary.entries)")
        #expect(summary.skipped.isEmpty && summary.problems.isEmpty)
    }
}
