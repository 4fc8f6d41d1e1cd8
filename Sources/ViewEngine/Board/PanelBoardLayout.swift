import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Where everything on a panel board goes: the header (title, subtitle and
/// status as on a grid board), then the panels side by side, each in a card
/// with its caption on top and room for the tallest state of its views.
public struct PanelBoardLayout: Hashable, Sendable {
    /// The board's size.
    public var size: Size
    /// Each panel's card.
    public var cards: [Rect]
    /// Where each panel's views start.
    public var origins: [Point]
    /// Each panel's caption lines.
    public var captions: [[String]]
    /// A program board's header, fitted to its panels; nil: the grid boards' header.
    package var header: ProgramHeader?

    /// Space inside a card around its content.
    public static let cardPadding = 14.0
    /// Space between cards.
    public static let gap = 20.0
    /// The caption font.
    public static let captionFont = FontSpec(.mono, 10)
    /// Caption line height.
    public static let captionLineHeight = 13.0
    /// The widest a program board's row of panels may be (a page at @1x); wider, its panels wrap.
    public static let pageWidth = 1000.0

    /// Panels of `widths` in rows no wider than `maximum` (each row at least one panel), in order.
    package static func rows(_ widths: [Double], maximum: Double) -> [[Int]] {
        var rows: [[Int]] = []
        var row: [Int] = [], x = 0.0
        for (i, w) in widths.enumerated() {
            if !row.isEmpty, x + gap + w > maximum {
                rows.append(row)
                row = []
                x = 0
            }
            x += (row.isEmpty ? 0 : gap) + w
            row.append(i)
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// The narrowest program board.
    public static let minimumProgramWidth = 240.0
    /// Lines of caption a panel may have.
    public static let captionLines = 8

    /// Whether a caption line is a sentence (a ✓/✗ verdict) rather than code.
    package static func isProse(_ line: String) -> Bool {
        line.hasPrefix("✓") || line.hasPrefix("✗") || !line.contains(where: { "({.".contains($0) })
    }

    /// Lays out `board`, whose panels' views are at most `heights` tall.
    package init(_ board: Board, heights: [Double], measurer: any TextMeasuring) {
        // A screenshot is the window alone: no margin, card padding or caption.
        let shot = board.isScreenshot
        let margin = shot ? 0 : BoardLayout.margin, pad = shot ? 0 : Self.cardPadding
        let captions = shot ? board.panels.map { _ in [] } : board.panels.map { panel -> [String] in
            let columns = max(8, Int(panel.width / (Self.captionFont.size * FontSpec.monoAdvance)))
            let lines = panel.caption.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
                let text = String(line)
                return Self.isProse(text)
                    ? CaptionWrapper.wrapProse(text, columns: columns, maxLines: Self.captionLines)
                    : CaptionWrapper.wrap(text, columns: columns, maxLines: Self.captionLines)
            }
            guard lines.count > Self.captionLines else { return lines }
            // Cut, and say so on the last line kept.
            var kept = Array(lines.prefix(Self.captionLines))
            var last = kept[kept.count - 1]
            while !last.isEmpty, CaptionWrapper.displayWidth(last) + 1 > columns { last.removeLast() }
            if !last.hasSuffix("…") { last += "…" }
            kept[kept.count - 1] = last
            return kept
        }
        let cardWidths = board.panels.map { $0.width + 2 * pad }
        // A program board wider than a page wraps its panels into rows; a scenario board keeps one row.
        let rows = board.isProgramBoard ? Self.rows(cardWidths, maximum: Self.pageWidth) : [Array(cardWidths.indices)]
        var contentWidth = 0.0
        for row in rows {
            var w = Double(max(0, row.count - 1)) * Self.gap
            for p in row { w += cardWidths[p] }
            contentWidth = max(contentWidth, w)
        }
        // A program board's header wraps to its panels; other boards widen for their header.
        let width = shot ? contentWidth : board.isProgramBoard ? max(contentWidth, Self.minimumProgramWidth)
            : max(contentWidth, BoardLayout.minimumContentWidth, BoardLayout.headerWidth(board))
        header = board.isProgramBoard && board.showsHeader ? ProgramHeader(board, width: width, measurer: measurer) : nil
        var top = shot ? 0 : header.map { margin + $0.height } ?? BoardLayout.contentTop(board)
        var cards = [Rect](repeating: .zero, count: cardWidths.count), origins = [Point](repeating: Point(0, 0), count: cardWidths.count)
        var bottom = top
        for row in rows {
            // The panels of a row share one height: the tallest state of the tallest, under the longest caption.
            let captionHeight = Double(row.map { captions[$0].count }.max() ?? 0) * Self.captionLineHeight
            let viewsTop = top + pad + captionHeight + (captionHeight > 0 ? 8 : 0)
            let tallest = row.map { heights[$0] }.max() ?? 0
            let cardHeight = viewsTop - top + tallest + pad
            // The cards start at the title's left edge (see BoardLayout: one left edge for header and content).
            var x = margin
            for p in row {
                cards[p] = Rect(x: x, y: top, width: cardWidths[p], height: cardHeight)
                origins[p] = Point(x + pad, viewsTop)
                x += cardWidths[p] + Self.gap
            }
            bottom = top + cardHeight
            top = bottom + Self.gap
        }
        self.cards = cards
        self.origins = origins
        self.captions = captions
        size = shot ? Size(contentWidth, bottom) : Size((2 * margin + width).rounded(.up), (bottom + margin - 6).rounded(.up))
    }
}

extension Board {
    /// The subtitle of a panel board: how its steps are animated.
    package var panelSubtitle: String? {
        if reduceMotion { return "Reduce Motion: no animation, every view pops" }
        if let animationSource { return "withAnimation(\(animationSource)) { … }" }
        let scoped = panels.lazy.flatMap(\.views).compactMap(\.scopedAnimation).first
        if let scoped {
            let value = scoped.value.map { ", value: \($0.code)" } ?? ""
            return "state changes without withAnimation · the list has .animation(\(scoped.source)\(value))"
        }
        return animation == nil ? "no animation: every view pops" : nil
    }

    /// The status line of a panel board in the state after step `k` (0: before the first).
    package func panelStatus(step k: Int) -> String {
        let n = scenario.steps.count
        guard k > 0 else { return "START · \(n) STEP\(n == 1 ? "" : "S")" }
        return "STEP \(k) OF \(n) · \(scenario.steps[k - 1].caption)"
    }
}

extension PanelView {
    /// The `.animation(_:value:)` of a list inside the view, if any.
    package var scopedAnimation: ScopedAnimation? {
        switch self {
        case let .list(list): list.animation
        case let .conditional(_, v, _), let .frame(v, _, _, _), let .opacity(v, _): v.scopedAnimation
        case .text, .field, .toggle, .bar, .block: nil
        }
    }
}

extension StateKey {
    /// As written in Swift.
    public var code: String {
        switch self {
        case .visible: "visible"
        case .visibleCount: "visible.count"
        case .present: "present"
        case .query: "query"
        case .only: "only"
        case .records: "items"
        }
    }
}
