import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// A contact sheet: a board at several instants on one page, the way a book
/// prints a transition frame by frame.
///
/// The sheet has one header (the board's title and subtitle, and the status line when every
/// frame shares it, such as the step a program board is in); each frame is labelled above it, in
/// small type wrapped to its column, with its time and its own status, and frames are separated
/// by thin rules. A frame shows the board without its header, or — a book figure — one cell per
/// row and one instant per column, the instants labelled once, over the first row.
///
/// ```swift
/// let sheet = ContactSheet.board(builder, times: [0, 0.7, 1.4, 2.1, 2.8], columns: 5, frameScale: 0.5)
/// try sheet.writePNG(scale: 2, to: "sheet.png")
/// ```
public struct ContactSheet: Sendable {
    /// One frame: a scene and the part of it shown.
    public struct Frame: Sendable {
        /// Creates a value from its stored properties.
        package init(scene: Scene, region: Rect, label: String? = nil) {
            self.scene = scene
            self.region = region
            self.label = label
        }

        /// The scene.
        public var scene: Scene
        /// The region of the scene shown, in board points.
        public var region: Rect
        /// The label above the frame (its time), nil for none.
        public var label: String?
    }

    /// The sheet's title and subtitle.
    public var title: String
    /// The subtitle, if any.
    public var subtitle: String?
    /// The status every frame shares (`STEP 1 OF 7 · Enter “a” in Filter`), once under the
    /// subtitle; nil when the frames differ (each label then has its own).
    public var caption: String? = nil
    /// The header's lines wrapped to the sheet's width (``fitHeader(_:)``); empty: one line each.
    public var headerLines: [HeaderLine] = []
    /// The frames, row by row.
    public var rows: [[Frame]]
    /// A label at the start of each row (the cell's name), if any.
    public var rowLabels: [String]?
    /// The theme's background and secondary colours.
    public var background: Color
    /// How large each frame is drawn relative to the board (0.5: half size).
    public var frameScale: Double
    /// The sheet-wide caption block under the frames: each cell's name and caption, whole, when
    /// the frames are too small to show them uncut; empty for none.
    public var notes: [String] = []

    /// Space around and between frames, in points.
    public static let gutter = 16.0
    /// Height of a frame's label of one line, in points.
    public static let labelHeight = 14.0
    /// The line height of a label's further lines (a label wraps to its column).
    public static let labelLineHeight = 12.0
    /// The label font (drawn at the sheet's scale: 9.5 pt is at least 9 px).
    public static let labelFont = FontSpec(.mono, 9.5)
    /// The header's title and subtitle fonts.
    public static let titleFont = FontSpec(.sansBold, 16)
    public static let subtitleFont = FontSpec(.mono, 9.5)
    /// The top of a board that frames leave out: the title and subtitle lines
    /// (the status line below them stays).
    public static let titleBlock = BoardLayout.margin + 24
    /// The smallest caption, in device pixels.
    public static let minimumCaptionPixels = 9.0
    /// The most frames a sheet may have.
    public static let maximumFrames = 24

    /// Width reserved for row labels.
    package var rowLabelWidth: Double {
        guard let labels = rowLabels, !labels.isEmpty else { return 0 }
        return (Double(labels.map(\.count).max() ?? 0) * Self.labelFont.size * FontSpec.monoAdvance + 10).rounded(.up)
    }

    /// Column widths and row heights of the frames, in points.
    package var cellSize: Size {
        let w = rows.flatMap { $0 }.map(\.region.width).max() ?? 1
        let h = rows.flatMap { $0 }.map(\.region.height).max() ?? 1
        return Size((w * frameScale).rounded(.up), (h * frameScale).rounded(.up))
    }

    /// The lines of the longest frame label.
    package var labelLines: Int {
        rows.flatMap { $0 }.compactMap { $0.label?.split(separator: "\n").count }.max() ?? 1
    }

    /// The height of row `r`'s band of labels: room for the longest label, or a thin band for a
    /// row without labels (the rows under the first of a `--cells` sheet).
    package func labelBand(row r: Int) -> Double {
        guard rows[r].contains(where: { $0.label != nil }) else { return 4 }
        return Self.labelHeight + Double(max(0, labelLines - 1)) * Self.labelLineHeight
    }

    /// The top of row `r`'s band (its labels, then its frames); `rows.count` gives the bottom of the last.
    package func rowTop(_ r: Int) -> Double {
        let c = cellSize, g = Self.gutter
        return g + headerHeight + (0..<r).reduce(0) { $0 + labelBand(row: $1) + c.height + g }
    }

    /// The sheet's size in points.
    public var size: Size {
        let c = cellSize, g = Self.gutter
        let columns = rows.map(\.count).max() ?? 1
        return Size(
            (g + rowLabelWidth + Double(columns) * (c.width + g)).rounded(.up),
            (rowTop(rows.count) + notesHeight).rounded(.up))
    }

    /// The caption block's line height and height, in points.
    public static let noteLineHeight = 13.0
    package var notesHeight: Double { notes.isEmpty ? 0 : Double(notes.count) * Self.noteLineHeight + Self.gutter / 2 }

    /// The top-left corner of frame (`row`, `column`) and its label's first baseline, in whole points.
    package func place(row: Int, column: Int) -> (origin: Point, label: Point) {
        let c = cellSize, g = Self.gutter
        let x = g + rowLabelWidth + Double(column) * (c.width + g)
        let y = rowTop(row)
        return (Point(x.rounded(), (y + labelBand(row: row)).rounded()), Point(x.rounded(), y + Self.labelHeight - 4))
    }
}

extension ContactSheet {
    /// The whole board (without its header) at `times`, `columns` per row; `clock` says how
    /// the labels give the time.
    public static func board(_ builder: SceneBuilder, times: [Double], columns: Int, frameScale: Double, scale: Int,
                             clock: Clock = .board) -> ContactSheet {
        let scenes = times.map { builder.scene(at: $0) }
        let size = scenes.first?.size ?? Size(1, 1)
        let top = contentTop(builder)
        let region = Rect(x: 0, y: top, width: size.width, height: size.height - top)
        // Captions the frames would cut go to one block under the sheet, whole.
        let cut = scenes.first.map { captionsCut($0, builder: builder, scale: frameScale * Double(scale)) } ?? false
        let (labels, shared) = Self.labels(scenes, builder: builder, clock: clock, width: size.width * frameScale)
        let frames = scenes.enumerated().map { i, scene in
            var shown = legible(withoutTitle(scene, above: top), builder: builder, scale: frameScale * Double(scale))
            // The code goes to the block; a verdict ("background ✗") stays under its slot.
            if cut {
                let verdicts = Set(builder.board.cells.filter { $0.verdict != nil }.map(\.name))
                shown.cells = shown.cells.map { var c = $0; c.captionTexts = verdicts.contains(c.name) ? Array(c.captionTexts.prefix(1)) : []; return c }
            }
            return Frame(scene: shown, region: region, label: labels[i])
        }
        let n = max(1, min(columns, frames.count))
        let rows = stride(from: 0, to: frames.count, by: n).map { Array(frames[$0..<min($0 + n, frames.count)]) }
        var sheet = ContactSheet(title: builder.board.title, subtitle: builder.board.subtitle, rows: rows, rowLabels: nil,
                                 background: builder.board.theme.background, frameScale: frameScale)
        sheet.caption = shared
        sheet.fitHeader(builder.playback.measurer)
        if cut {
            let columns = max(40, Int((sheet.size.width - 2 * gutter) / (labelFont.size * FontSpec.monoAdvance)))
            sheet.notes = builder.board.cells.flatMap { cell -> [String] in
                let caption = cell.caption.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                guard !caption.isEmpty else { return [] }
                let lines = CaptionWrapper.wrap(caption, columns: max(8, columns - cell.name.count - 2), maxLines: 8)
                return lines.enumerated().map { k, line in
                    (k == 0 ? cell.name + ": " : String(repeating: " ", count: cell.name.count + 2)) + line
                }
            }
        }
        return sheet
    }

    /// A figure: one row per cell (a grid cell, or a panel of a panel board) and one column per
    /// instant, labelled once, over the first row.
    public static func cells(_ builder: SceneBuilder, names: [String], times: [Double], frameScale: Double, scale: Int,
                             clock: Clock = .board) -> ContactSheet {
        let scenes = times.map { builder.scene(at: $0) }
        let regions = names.map { aligned(builder.region(of: $0) ?? Rect(x: 0, y: 0, width: 1, height: 1), pixels: frameScale * Double(scale)) }
        let width = (regions.map(\.width).max() ?? 1) * frameScale
        let (labels, shared) = Self.labels(scenes, builder: builder, clock: clock, width: width)
        let top = contentTop(builder)
        let rows = names.indices.map { r in
            scenes.enumerated().map { i, scene in
                Frame(scene: legible(withoutTitle(scene, above: top), builder: builder, scale: frameScale * Double(scale)),
                      region: regions[r], label: r == 0 ? labels[i] : nil)
            }
        }
        var sheet = ContactSheet(title: builder.board.title, subtitle: builder.board.subtitle, rows: rows, rowLabels: names,
                                 background: builder.board.theme.background, frameScale: frameScale)
        sheet.caption = shared
        sheet.fitHeader(builder.playback.measurer)
        return sheet
    }

    /// `region` with its origin moved to a whole device pixel (at `pixels` per
    /// point), so a frame's pixels are exactly those of a render of the board.
    package static func aligned(_ region: Rect, pixels: Double) -> Rect {
        let x = (region.minX * pixels).rounded(.down) / pixels, y = (region.minY * pixels).rounded(.down) / pixels
        return Rect(x: x, y: y, width: region.maxX - x, height: region.maxY - y)
    }

    /// Where a frame of the whole board starts: under the grid's title block, or just above a
    /// panel board's first card (its header — a title that wraps, the subtitle, the status, a
    /// stamp — stays out of the frames).
    package static func contentTop(_ builder: SceneBuilder) -> Double {
        guard builder.board.isPanelBoard, let cards = builder.playback.panelLayout?.cards,
              let first = cards.map(\.minY).min() else { return titleBlock }
        return max(titleBlock, first - 12)
    }

    /// The scene without the board's header — its title, subtitle, stamp and status line (the
    /// status goes in the frame's label or the sheet's caption, at a size that reads in print):
    /// every text whose baseline is above `top` (the top of the region shown) or in the grid's title lines.
    package static func withoutTitle(_ scene: Scene, above top: Double = titleBlock) -> Scene {
        var s = scene
        s.texts = scene.texts.filter { $0.name != "status" && $0.baseline.y > max(top, BoardLayout.margin + 40) }
        return s
    }

    /// Whether `legible` would cut any cell's caption (end it with "…").
    package static func captionsCut(_ scene: Scene, builder: SceneBuilder, scale: Double) -> Bool {
        let shown = legible(scene, builder: builder, scale: scale)
        return zip(scene.cells, shown.cells).contains { original, cell in
            guard let last = cell.captionTexts.last?.text else { return false }
            return last.hasSuffix("…") && !original.caption.hasSuffix("…")
        }
    }

    /// The scene with captions no smaller than ``minimumCaptionPixels`` at `scale`
    /// device pixels per point: small frames get larger caption type, re-wrapped to the slot.
    package static func legible(_ scene: Scene, builder: SceneBuilder, scale: Double) -> Scene {
        let size = BoardLayout.captionFont.size
        guard size * scale < minimumCaptionPixels else { return scene }
        let factor = minimumCaptionPixels / (size * scale)
        let font = FontSpec(.mono, size * factor)
        var s = scene
        let verdicts = Dictionary(builder.board.cells.map { ($0.name, $0.verdict) }, uniquingKeysWith: { a, _ in a })
        s.cells = scene.cells.map { cell in
            guard let first = cell.captionTexts.first else { return cell }
            var c = cell
            let columns = max(8, Int((cell.slot.width + 2) / (font.size * FontSpec.monoAdvance)))
            // As many lines as fit above the next row: the caption lines and most of the row gap.
            let room = Double(builder.layout.captionLines) * BoardLayout.captionLineHeight + BoardLayout.rowGap - 6
            let fitting = max(1, Int(room / (BoardLayout.captionLineHeight * factor)))
            let verdict = verdicts[cell.name] ?? nil
            let code = CaptionWrapper.wrap(cell.caption, columns: columns, maxLines: max(1, fitting - (verdict == nil ? 0 : 1)))
            let lines = (verdict.map { [$0] } ?? []) + code
            c.captionTexts = lines.enumerated().map { k, line in
                var t = cell.captionTexts.last ?? first
                t.text = line
                t.font = font
                if k == 0, verdict != nil {
                    t.font = FontSpec(.sansBold, BoardLayout.verdictFont.size * factor)
                    t.color = first.color
                }
                t.baseline.y = cell.slot.maxY + BoardLayout.captionGap + 9.5 * factor + Double(k) * BoardLayout.captionLineHeight * factor
                return t
            }
            return c
        }
        return s
    }
}

extension SceneBuilder {
    /// The region of the board a sheet shows for `name`: a grid cell's slot and
    /// caption with a margin, or a panel's card; nil when no cell or panel has that name.
    public func region(of name: String) -> Rect? {
        if let i = board.cells.firstIndex(where: { $0.name == name }) {
            let slot = layout.slots[i]
            let captions = BoardLayout.captionGap + Double(layout.captionLines) * BoardLayout.captionLineHeight
            return Rect(x: slot.minX - 10, y: slot.minY - 10, width: slot.width + 20, height: slot.height + captions + 14)
        }
        if let p = board.panels.firstIndex(where: { $0.name == name }), let cards = playback.panelLayout?.cards {
            return cards[p].insetBy(-6)
        }
        return nil
    }

    /// The names `region(of:)` knows: the cells of a grid, or the panels.
    public var regionNames: [String] { board.isPanelBoard ? board.panels.map(\.name) : board.cells.map(\.name) }
}
