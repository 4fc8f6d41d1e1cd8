/// A board resolved at one instant: a display list with all geometry in board
/// points. The painter draws it without further decisions; tests read it
/// without pixels; ``Scene/json()`` dumps it.
public struct Scene: Hashable, Sendable {
    /// The board's name.
    public var board: String
    /// The instant, seconds since the removal began.
    public var time: Double
    /// The board's size in points.
    public var size: Size
    /// The theme's background colour.
    public var background: Color
    /// The theme's name.
    public var themeName: String
    /// Text outside the cells: title, subtitle, status line.
    public var texts: [SceneText]
    /// The status line's text, if shown (e.g. `PRESENT · 12 OF 12`).
    public var status: String?
    /// The cells, in board order.
    public var cells: [CellScene]
}

/// One cell at one instant.
public struct CellScene: Hashable, Sendable {
    /// The cell's name.
    public var name: String
    /// The caption as written (unwrapped).
    public var caption: String
    /// The caption's lines as drawn.
    public var captionTexts: [SceneText]
    /// The reserved slot.
    public var slot: Rect
    /// The slot's fill and outline, drawn under the tile.
    public var slotFill: Color
    /// The slot's outline.
    public var slotStroke: Color
    /// The tile, nil when the view is not in the tree.
    public var tile: TileScene?
}

/// A tile at one instant.
public struct TileScene: Hashable, Sendable {
    /// The label drawn centred on the tile.
    public var label: String
    /// The tile's fill.
    public var tint: Color
    /// The label's colour.
    public var labelColor: Color
    /// The tile's own size (its layout size, before effects).
    public var size: Size
    /// The corner radius of the tile's rounded rectangle.
    public var cornerRadius: Double
    /// Maps tile coordinates (origin top-left, `size`) to board points.
    public var transform: Homography
    /// The tile's opacity (clamped product of its opacity effects).
    public var opacity: Double
    /// The blur radius in points.
    public var blurRadius: Double
    /// The cell's clip rectangle (the slot, the grid, or nil for none).
    public var cellClip: Rect?
    /// Clips from `.clipped()` frames inside the transition, as quadrilaterals in board points.
    public var frameClips: [[Point]]

    /// The corners top-left, top-right, bottom-right, bottom-left after every
    /// effect and before clipping.
    public var quad: [Point] {
        Rect(x: 0, y: 0, width: size.width, height: size.height).corners.map(transform.apply)
    }

    /// The rectangle the tile is clipped to: the cell clip narrowed by frame
    /// clips (their bounding boxes, exact for axis-aligned frames); nil: unclipped.
    public var clip: Rect? {
        var rect = cellClip
        for quad in frameClips {
            let box = Rect.bounding(quad)
            rect = rect.map { $0.intersection(box) } ?? box
        }
        return rect
    }
}

/// A line of text placed on the board.
public struct SceneText: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font.
    public var font: FontSpec
    /// The colour.
    public var color: Color
    /// The anchor point on the baseline.
    public var baseline: Point
    /// Where the anchor is along the text.
    public var alignment: TextAlignment
}

/// A font: one of the board's pinned families at a size in points.
public struct FontSpec: Hashable, Sendable {
    /// DejaVu Sans, DejaVu Sans Bold or DejaVu Sans Mono.
    public var face: Face
    /// The size in points.
    public var size: Double

    /// The board's faces.
    public enum Face: String, Hashable, Sendable, CaseIterable {
        case sans, sansBold, mono
    }

    /// Creates a font.
    public init(_ face: Face, _ size: Double) {
        self.face = face
        self.size = size
    }

    /// DejaVu Sans Mono's advance width per em (1233/2048).
    public static let monoAdvance = 1233.0 / 2048.0
}

/// Horizontal alignment of a text at its anchor.
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}
