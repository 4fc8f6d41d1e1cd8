import Testing
import TestSupport
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

/// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on the constrained
/// axes, else the last; only that child is laid out and drawn, offered the container's proposal.
@Suite struct ViewThatFitsTests {
    /// The view shown in a `width` × 200 frame and the container's size.
    static func shown(_ content: String, axes: String = "", width: Double) throws -> (kinds: [String], size: Size) {
        let fits = "ViewThatFits\(axes.isEmpty ? "" : "(in: \(axes))") { \(content) }"
        let scene = try stillScene("\(fits).frame(width: \(Int(width)), height: 200)", width: 400)
        let container = try #require(scene.views.first { $0.kind == "ViewThatFits" })
        let kids = scene.views.filter { $0.parent == container.id }.map(\.kind)
        return (kids, container.frame.size)
    }

    static let three = "Color.red.frame(width: 150, height: 50); Color.green.frame(width: 100, height: 150); Color.blue.frame(width: 60, height: 300)"

    @Test(arguments: [
        // Both axes: the first fitting 200 × 200 is the 150 × 50; at 120 wide the 100 × 150.
        ("", 200.0, "Color", Size(150, 50)),
        ("", 120.0, "Color", Size(100, 150)),
        // None fits (the blue is 300 tall): the last, at its size.
        ("", 50.0, "Color", Size(60, 300)),
        // Only the width constrained: the blue's height no longer counts.
        (".horizontal", 80.0, "Color", Size(60, 300)),
        // Only the height constrained: the red fits however narrow the frame.
        (".vertical", 50.0, "Color", Size(150, 50)),
    ])
    func theFirstChildThatFitsIsShown(_ axes: String, _ width: Double, _ kind: String, _ size: Size) throws {
        let (kinds, shownSize) = try Self.shown(Self.three, axes: axes, width: width)
        #expect(kinds == [kind])
        #expect(shownSize == size, "\(shownSize)")
    }

    /// A flexible child fits any proposal (its ideal size is what it would take unconstrained):
    /// a row of text that wraps is not what fits, a text's ideal width is its one line.
    @Test func aTextFitsByItsOneLineWidth() throws {
        let content = #"Text("Download the full report"); Text("Report")"#
        let wide = try stillScene("ViewThatFits(in: .horizontal) { \(content) }.frame(width: 300)")
        let narrow = try stillScene("ViewThatFits(in: .horizontal) { \(content) }.frame(width: 120)")
        #expect(wide.views.filter { $0.kind == "Text" }.compactMap(\.text) == ["Download the full report"])
        #expect(narrow.views.filter { $0.kind == "Text" }.compactMap(\.text) == ["Report"])
    }

    /// A word too long for its line is broken without a hyphen, as SwiftUI's text breaks it
    /// (Pango would add one).
    @Test func aBrokenWordHasNoHyphen() throws {
        let lease = try TextLease()
        let layout = lease.engine.wrappedLayout("Report", font: FontSpec(.inter, 17), width: 30)
        #expect(layout.lineCount > 1)
        #expect(layout.glyphs().count == 6, "one glyph per letter, no hyphen added")
    }
}
