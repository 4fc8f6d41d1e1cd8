import BoardModel
import BoardScene
import Files
import Foundation

/// Measures texts with Pango in the pinned fonts — the same layout the painter draws
/// (``TextEngine/wrappedLayout(_:font:width:maxLines:look:)``), so a `Text`'s frame is the box its glyphs
/// fill. Thread-safe: each measurement borrows an engine from the pool.
public struct PangoTextMeasurer: StyledTextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// The shared measurer boards lay their views out with.
    public static let shared = PangoTextMeasurer()

    public func measure(_ text: String, font: FontSpec, width: Double?, maxLines: Int?) -> TextMeasure {
        measureStyled(text, font: font, runs: [], width: width, maxLines: maxLines)
    }

    public func measureStyled(_ text: String, font: FontSpec, runs: [TextRun], width: Double?, maxLines: Int?) -> TextMeasure {
        guard let lease = try? TextLease() else {
            // No fonts: the layout still completes (the render reports the missing fonts).
            return FixedAdvanceMeasurer().measure(text, font: font, width: width, maxLines: maxLines)
        }
        // The lease lives until the measure is read: Swift may end a value's life after its last
        // use, and a lease that ended early would hand its engine to another thread mid-layout.
        return withExtendedLifetime(lease) {
            var look = TextLook()
            look.runs = TextRun.forMeasuring(runs)
            let layout = lease.engine.wrappedLayout(text, font: font, width: width, maxLines: maxLines, look: look)
            return TextMeasure(size: Size(layout.width, layout.frameHeight), firstBaseline: layout.frameBaseline,
                               lastBaseline: layout.frameLastBaseline, lines: layout.lineCount)
        }
    }
}
