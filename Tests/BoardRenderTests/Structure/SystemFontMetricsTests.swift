import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun
@testable import Painter

/// SwiftUI text set as wide and as tall as SF Pro (docs/text.md, "Metrics against SF Pro").
@Suite struct SystemFontMetricsTests {
    /// English prose: the average advance of a text of it is the frequency-weighted one.
    static let prose = "The quick brown fox jumps over the lazy dog, and then it rests in the shade of an old tree "
        + "while the farmer counts his sheep, one by one, before the evening rain arrives."

    static func width(_ text: String, _ font: ViewFont, _ platform: Platform = .iOS) -> Double {
        PangoTextMeasurer.shared.measure(text, font: platform.fontSpec(font), width: nil).size.width
    }

    @Test func appleTrackingTableIsReadByTheSizeBelow() {
        #expect(SystemFontMetrics.tracking(17) == -26)
        #expect(SystemFontMetrics.tracking(17.5) == -26)
        #expect(SystemFontMetrics.tracking(55) == 6)
        #expect(SystemFontMetrics.tracking(5) == 41)
        #expect(SystemFontMetrics.tracking(200) == 0)
    }

    @Test func sfProsWidthRunsFromTheTextDesignToTheDisplayDesign() {
        let extra = SystemFontMetrics.textDesignExtra
        #expect(abs(extra - 0.05775) < 1e-9)
        #expect(SystemFontMetrics.designAdvance(12) == SystemFontMetrics.displayAdvance + extra)
        #expect(SystemFontMetrics.designAdvance(34) == SystemFontMetrics.displayAdvance)
        #expect(abs(SystemFontMetrics.advance(17) - (853.0 / 2048 + extra - 0.026)) < 1e-12)
    }

    @Test func bodyIsInterTextAndLargeTitlesAreInterDisplay() {
        #expect(Platform.iOS.fontSpec(.body).design == .text)
        #expect(Platform.iOS.fontSpec(ViewFont(style: .footnote)).design == .text)
        #expect(Platform.iOS.fontSpec(ViewFont(style: .largeTitle)).design == .display)
        #expect(Platform.iOS.fontSpec(ViewFont(style: .title)).design == .display)
        // `.tracking` adds to the size's own.
        var tracked = ViewFont.body
        tracked.tracking = 2
        #expect(abs(Platform.iOS.fontSpec(tracked).tracking - Platform.iOS.fontSpec(.body).tracking - 2) < 1e-12)
    }

    /// Every style's English text within 3 % of SF Pro's average advance (kerning included here).
    @Test(arguments: TextStyle.allCases.filter { $0 != .headline })
    func proseIsAsWideAsSFPro(_ style: TextStyle) {
        for platform in Platform.allCases {
            let size = platform.metrics(of: style).size
            let expected = SystemFontMetrics.advance(size) * size * Double(Self.prose.count)
            let ratio = Self.width(Self.prose, ViewFont(style: style), platform) / expected
            #expect(abs(ratio - 1) < 0.03, "\(platform) \(style): \(ratio)")
        }
    }

    /// A real SwiftUI render (iOS 17, @3x): `Text(".theme(.light)")` sized to fit is 102.33 pt wide
    /// (its width rounded up to the pixel: 102.0–102.33); Inter alone set it 107.4.
    @Test func aRealRendersWidthIsMetWithin3Percent() {
        let width = Self.width(".theme(.light)", .body)
        #expect(abs(width / 102.2 - 1) < 0.03, "\(width)")
    }

    @Test func linesAreSFProsAndWrappedLinesTheStylesLeadingApart() throws {
        let body = Platform.iOS.fontSpec(.body)
        let one = PangoTextMeasurer.shared.measure("Ag", font: body, width: nil)
        #expect(abs(one.size.height - 17 * 2444 / 2048) < 1e-6)
        #expect(abs(one.firstBaseline - 17 * 1950 / 2048) < 1e-6)
        let three = PangoTextMeasurer.shared.measure("Ag\nAg\nAg", font: body, width: nil)
        #expect(three.lines == 3)
        #expect(abs(three.size.height - (2 * 22 + 17 * 2444 / 2048)) < 0.01)
        #expect(abs(three.lastBaseline - three.firstBaseline - 44) < 0.01)
        let title = try #require(Platform.iOS.fontSpec(ViewFont(style: .largeTitle)).lines)
        #expect(title.pitch == 41)
        // A size without a style is led between its neighbours: 18 pt between body's 22 and title3's 25.
        let custom = try #require(Platform.iOS.fontSpec(ViewFont(size: 18)).lines)
        #expect(abs(custom.pitch - 23) < 1e-9)
    }

    @Test func theDrawnLinesAreTheMeasuredOnes() throws {
        let font = Platform.iOS.fontSpec(.body)
        let lease = try TextLease()
        let layout = lease.engine.wrappedLayout("one two three four five six seven", font: font, width: 60)
        #expect(layout.lineCount > 2)
        // Pango spaces the lines as far apart as the frame says.
        #expect(abs((layout.lastBaseline - layout.baseline) - Double(layout.lineCount - 1) * 22) < 0.01)
        #expect(abs(layout.frameLastBaseline - layout.frameBaseline - (layout.lastBaseline - layout.baseline)) < 1e-9)
    }

    @Test(arguments: [FontSpec.Design.text, .display])
    func cjkEmojiAndArabicStillDraw(_ design: FontSpec.Design) throws {
        var font = Platform.iOS.fontSpec(.body)
        font.design = design
        let layout = try TextLease().engine.wrappedLayout("漢字한글 🚀 مرحبا", font: font, width: nil)
        #expect(layout.unknownGlyphs == 0)
    }
}
