import BoardScene

/// SF Pro's horizontal metrics, from published data, and the Inter face and tracking that match
/// them: the one place that decides how wide a SwiftUI text is (docs/text.md, "Metrics against
/// SF Pro"; `scripts/text-metrics.py` measures the result).
///
/// Widths are frequency-weighted average advances of English text (letters, space, digits,
/// punctuation), in em. SF Pro's at a size is its design's advance (the variable font's optical
/// size moves from the Text design at 17 pt to the Display design at 28 pt) plus Apple's
/// tracking for the size. Inter is drawn in its text design (optical size 14) up to 17 pt and
/// above in whichever of its two designs (Inter, Inter Display: 32) is nearer that width; tracking
/// closes the rest.
public enum SystemFontMetrics {
    /// SF Pro's Display design: 853/2048 em (capsize's `appleSystem` metrics, `.SFNS-Regular`,
    /// `xWidthAvg` over English Wikinews, space included). The variable font's default instance
    /// is its largest optical size — Inter's 4.0 change log: "makes opsz=32 the default … the same
    /// approach taken by Apple San Francisco Pro" — so this is the Display design's width.
    public static let displayAdvance = 853.0 / 2048

    /// Where the variable SF Pro's optical size runs from the Text design to the Display design,
    /// in points (WWDC20 "The details of UI typography": tracking "varies smoothly between 17 and
    /// 28 points"). Uncertain: taken as a straight line between the two.
    public static let opticalRange = 17.0...28.0

    /// How much wider SF Pro's Text design sets than its Display design, in em. Uncertain,
    /// derived: at 20 pt Apple's table for the static SF Pro Display tracks +19/1000 em where the
    /// variable SF Pro tracks −23/1000, so the variable font's 20-pt design is 42/1000 em wider than
    /// the Display design; 20 pt is 8/11 of the way from 28 to 17 pt.
    public static let textDesignExtra = Double(staticDisplayTracking20 - tracking(20)) / 1000 * 11 / 8

    /// Apple's tracking for the static SF Pro Display at 20 pt, 1/1000 em (HIG, as
    /// Figma's "Fix San Francisco" plugin keeps the table).
    public static let staticDisplayTracking20 = 19

    /// SF Pro's tracking at each size, 1/1000 em (Apple's Human Interface Guidelines,
    /// "Typography", "Tracking values", SF Pro, iOS): sizes between the rows take the row below.
    public static let trackingTable: [(size: Int, tracking: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// Inter's text design (`Inter-Regular`, Debian `fonts-inter` 4.0): 1344/2816 em (capsize's
    /// `inter`, the same weighting as ``displayAdvance``; `scripts/text-metrics.py` measures
    /// 0.4748 with its own, 0.5 % less, as it measures Arial 0.4 % less than capsize).
    public static let interTextAdvance = 1344.0 / 2816
    /// Inter Display (`InterDisplay-Regular`): Inter's text design × 0.9035, the ratio of the two
    /// designs `scripts/text-metrics.py` measures (0.4290 / 0.4748).
    public static let interDisplayAdvance = interTextAdvance * 0.4290 / 0.4748

    /// SF Pro's tracking at `size` points, 1/1000 em.
    public static func tracking(_ size: Double) -> Int {
        let whole = Int(size.rounded(.down))
        guard let first = trackingTable.first, whole >= first.size else { return trackingTable.first?.tracking ?? 0 }
        return trackingTable.last(where: { $0.size <= whole })?.tracking ?? 0
    }

    /// SF Pro's design advance at `size` (without tracking), in em.
    public static func designAdvance(_ size: Double) -> Double {
        let toDisplay = (size - opticalRange.lowerBound) / (opticalRange.upperBound - opticalRange.lowerBound)
        return displayAdvance + textDesignExtra * (1 - min(1, max(0, toDisplay)))
    }

    /// SF Pro's average advance at `size`, tracking included, in em.
    public static func advance(_ size: Double) -> Double {
        designAdvance(size) + Double(tracking(size)) / 1000
    }

    /// The Inter design for `size`, and the tracking (points) that brings its average advance to
    /// SF Pro's. Up to 17 pt, where SF Pro draws its Text design, Inter's text design; above, the
    /// design whose own width is nearer SF Pro's (the smaller tracking).
    public static func interFace(_ size: Double) -> (design: FontSpec.Design, tracking: Double) {
        let target = advance(size)
        let text = target - interTextAdvance, display = target - interDisplayAdvance
        guard size > opticalRange.lowerBound else { return (.text, text * size) }
        return abs(display) < abs(text) ? (.display, display * size) : (.text, text * size)
    }
}
