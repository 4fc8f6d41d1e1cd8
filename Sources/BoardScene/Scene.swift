import BoardModel
/// A board resolved at one instant: a display list with all geometry in board
/// points. The painter draws it without further decisions; tests read it
/// without pixels; ``Scene/json()`` dumps it.
public struct Scene: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(board: String, time: Double, size: Size, background: Color, themeName: String, texts: [SceneText], status: String? = nil, cells: [CellScene], boxes: [SceneBox] = [], step: SceneStep? = nil, isPanelBoard: Bool = false, views: [SceneView] = []) {
        self.board = board
        self.time = time
        self.size = size
        self.background = background
        self.themeName = themeName
        self.texts = texts
        self.status = status
        self.cells = cells
        self.boxes = boxes
        self.step = step
        self.isPanelBoard = isPanelBoard
        self.views = views
    }

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
    /// The cells, in drawing order: a grid's cells in reading order, or a
    /// panel board's views (rows, bars, controls), removed ones below the others.
    public var cells: [CellScene]
    /// Static boxes drawn under everything else (a panel board's panel cards).
    public var boxes: [SceneBox] = []
    /// The step in effect, nil before the first.
    public var step: SceneStep? = nil
    /// Whether the board is drawn as panels (a scenario's lists and stacks) rather than a grid.
    public var isPanelBoard = false
    /// Every view alive at the instant, in drawing order (docs/programs.md §5).
    public var views: [SceneView] = []
}

/// The step of a scenario in effect at an instant.
public struct SceneStep: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(index: Int, count: Int, caption: String) {
        self.index = index
        self.count = count
        self.caption = caption
    }

    /// Its number, from 1.
    public var index: Int
    /// How many steps the scenario has.
    public var count: Int
    /// Its caption.
    public var caption: String
}

/// A static rounded box on the board.
public struct SceneBox: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(rect: Rect, cornerRadius: Double, fill: Color? = nil, stroke: Color? = nil) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
    }

    /// Where, in board points.
    public var rect: Rect
    /// The corner radius.
    public var cornerRadius: Double
    /// The fill, if any.
    public var fill: Color?
    /// The outline, if any.
    public var stroke: Color?
}

/// One cell at one instant.
public struct CellScene: Hashable, Sendable {
    /// The corner radius of a grid cell's slot (and of a tile's own rounded rectangle).
    public static let slotCornerRadius = 2.0

    /// Creates a value from its stored properties.
    package init(name: String, caption: String, captionTexts: [SceneText], slot: Rect, slotFill: Color? = nil, slotStroke: Color? = nil, tile: TileScene? = nil, panel: String? = nil, phase: ViewPhase? = nil, texts: [ShownText] = [], groups: [String] = [], isControl: Bool = false) {
        self.name = name
        self.caption = caption
        self.captionTexts = captionTexts
        self.slot = slot
        self.slotFill = slotFill
        self.slotStroke = slotStroke
        self.tile = tile
        self.panel = panel
        self.phase = phase
        self.texts = texts
        self.groups = groups
        self.isControl = isControl
    }

    /// The cell's name.
    public var name: String
    /// The caption as written (unwrapped).
    public var caption: String
    /// The caption's lines as drawn.
    public var captionTexts: [SceneText]
    /// The reserved slot (a grid cell), or the view's laid-out frame at this instant.
    public var slot: Rect
    /// The slot's fill, drawn under the tile; nil draws no slot (views of a panel board).
    public var slotFill: Color?
    /// The slot's outline.
    public var slotStroke: Color?
    /// The tile, nil when the view is not in the tree.
    public var tile: TileScene?
    /// The panel the view belongs to (panel boards), nil for a grid cell.
    public var panel: String? = nil
    /// Where the view is in its life (panel boards; nil for grid cells).
    public var phase: ViewPhase? = nil
    /// The strings the view shows, with their opacities (two during a cross-fade).
    public var texts: [ShownText] = []
    /// A control or a text of a panel board (the filter field, a caption): drawn
    /// like any view, listed among the scene's texts in its dump rather than its cells.
    /// The compositing groups its view is in (a program view's; they cast shadows together).
    package var groups: [String] = []
    public var isControl = false
}

/// Where a view is in its life at an instant.
public enum ViewPhase: String, Hashable, Sendable {
    /// In the layout and at rest (or only moving).
    case present
    /// Inserted, its insertion transition still running.
    case inserting
    /// Removed from the layout, its removal transition running.
    case removing
}

/// A string a view shows, with its opacity.
public struct ShownText: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(text: String, opacity: Double) {
        self.text = text
        self.opacity = opacity
    }

    /// The string.
    public var text: String
    /// Its opacity, 0...1 (a cross-fade shows two).
    public var opacity: Double
}

/// A tile — any drawn view — at one instant: shapes and texts in its own
/// coordinates, mapped to the board by a homography.
public struct TileScene: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(size: Size, shapes: [TileShape], texts: [TileText], transform: Homography, opacity: Double, blurRadius: Double, cellClip: Rect? = nil, frameClips: [[Point]], shadows: [TileShadow] = [], shadowClip: Rect? = nil, foldsOpacity: Bool = false, blendMode: BlendMode = .normal, masks: [TileMask] = []) {
        self.size = size
        self.shapes = shapes
        self.texts = texts
        self.transform = transform
        self.opacity = opacity
        self.blurRadius = blurRadius
        self.cellClip = cellClip
        self.frameClips = frameClips
        self.shadows = shadows
        self.shadowClip = shadowClip
        self.foldsOpacity = foldsOpacity
        self.blendMode = blendMode
        self.masks = masks
    }

    /// The view's own size (its layout size, before effects).
    public var size: Size
    /// Filled or outlined rounded rectangles, in tile coordinates, back to front.
    public var shapes: [TileShape]
    /// Texts, in tile coordinates, drawn over the shapes.
    public var texts: [TileText]
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
    /// Shadows drawn under the tile (`.shadow`), innermost first; a program's view casts its own.
    public var shadows: [TileShadow] = []
    /// What cuts the shadows besides their own clips: a grid cell's clip (a shadow does not fall
    /// outside the cell its view is cut by), nil elsewhere.
    public var shadowClip: Rect? = nil
    /// Whether a tile of one leaf may be faded by its leaf's colour instead of as a group (a
    /// program's view, which draws one text or one shape). Same picture up to 8-bit rounding.
    public var foldsOpacity = false
    /// How the tile is drawn onto what is behind it (`.blendMode`).
    public var blendMode = BlendMode.normal
    /// The alpha masks (`.mask { … }` of views), outermost first: the tile is drawn only where
    /// each is opaque, as much as it is.
    public var masks: [TileMask] = []

    /// The first text: a bench tile's label.
    public var label: String { texts.first?.text ?? "" }

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

/// A rounded rectangle of a tile, in tile coordinates.
public struct TileShape: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(rect: Rect, cornerRadius: Double, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double? = nil, isEllipse: Bool = false, gradient: ShapeGradient? = nil, strokesGradient: Bool = false, trim: ShapeTrim? = nil, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, startsAtRight: Bool = false, transform: Homography? = nil, clips: [LeafClip] = [], path: [PathElement]? = nil) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.isEllipse = isEllipse
        self.gradient = gradient
        self.strokesGradient = strokesGradient
        self.trim = trim
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.startsAtRight = startsAtRight
        self.transform = transform
        self.clips = clips
        self.path = path
    }

    /// Where.
    public var rect: Rect
    /// The corner radius.
    public var cornerRadius: Double
    /// The fill, if any.
    public var fill: Color?
    /// The outline, if any.
    public var stroke: Color?
    /// The outline's width in tile points; nil: a hairline (1 device pixel), as boardgen's own boxes.
    public var lineWidth: Double? = nil
    /// An ellipse inscribed in `rect` rather than a rounded rectangle.
    public var isEllipse = false
    /// A gradient filling the shape in place of `fill` (its geometry in tile coordinates); with
    /// ``strokesGradient``, painting its outline in place of `stroke`'s colour.
    public var gradient: ShapeGradient? = nil
    /// Whether ``gradient`` paints the outline (`.stroke(LinearGradient(…))`) rather than the inside.
    public var strokesGradient = false
    /// `.trim(from:to:)`: only that stretch of the outline is drawn (an open line); nil: all of it.
    public var trim: ShapeTrim? = nil
    /// How the ends of a trimmed outline are drawn.
    public var lineCap: LineCap = .butt
    /// How the outline's line turns its corners.
    public var lineJoin: LineJoin = .miter
    /// The outline's dashes and gaps, in tile points (`StrokeStyle(dash:)`); empty: a solid line.
    public var dash: [Double] = []
    /// How far into ``dash`` the outline starts, in tile points.
    public var dashPhase: Double = 0
    /// Whether the outline starts at the rightmost point (a circle, an ellipse) rather than at the
    /// top edge's leading end (a rectangle, a rounded rectangle, a capsule); where a trim counts from.
    public var startsAtRight = false
    /// A view's render effects (`.scaleEffect`, `.rotationEffect`, `.offset`), in tile coordinates; nil: none.
    public var transform: Homography? = nil
    /// The clips of the views above it (`.clipped()`, `.clipShape`, `.cornerRadius`), in tile coordinates.
    public var clips: [LeafClip] = []
    /// A program's own path (`Path { … }`, a `Shape`'s `path(in:)`) drawn in place of the rectangle, in tile coordinates.
    public var path: [PathElement]? = nil
    /// A picture from the app's assets drawn in `rect` (inside its outline) in place of a fill.
    public var image: SceneImage? = nil
    /// A material's blur of what is painted behind the shape, inside its outline, before its fill
    /// (the material's tint), as a Gaussian's σ in points; 0: none. Raster outputs blur; an SVG
    /// draws the fill alone.
    public var backdropBlur: Double = 0
}

/// A line of text on a tile, centred vertically on `anchor.y` by the font's
/// ascent and descent (so labels with and without descenders share a baseline).
public struct TileText: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(text: String, font: FontSpec, color: Color, opacity: Double, anchor: Point, alignment: TextAlignment, wrapWidth: Double? = nil, transform: Homography? = nil, clips: [LeafClip] = [], maxLines: Int? = nil, look: TextLook = TextLook(), isTileLabel: Bool = false) {
        self.text = text
        self.font = font
        self.color = color
        self.opacity = opacity
        self.anchor = anchor
        self.alignment = alignment
        self.wrapWidth = wrapWidth
        self.transform = transform
        self.clips = clips
        self.maxLines = maxLines
        self.look = look
        self.isTileLabel = isTileLabel
    }

    /// The text.
    public var text: String
    /// The font.
    public var font: FontSpec
    /// The colour.
    public var color: Color
    /// Its opacity within the tile (a cross-fade), 0...1.
    public var opacity: Double
    /// The anchor: x per `alignment`, y the middle of the line, in tile coordinates.
    public var anchor: Point
    /// Where the anchor is along the text.
    public var alignment: TextAlignment
    /// A view's `Text`: the lines are wrapped to this width and `anchor` is the top-left of
    /// their box (nil: one line centred on `anchor.y`, shortened with `…` to fit the tile).
    public var wrapWidth: Double? = nil
    /// A view's render effects, in tile coordinates; nil: none.
    public var transform: Homography? = nil
    /// The clips of the views above it, in tile coordinates.
    public var clips: [LeafClip] = []
    /// A view's `Text` cut to this many lines (`.lineLimit`, or a frame too short); nil: all.
    public var maxLines: Int? = nil
    /// A view's `Text`: how its lines align, and the lines drawn through or under it.
    public var look = TextLook()
    /// Whether this is a `Tile`'s label (boardgen's annotation, faded where a clip cuts it to a
    /// sliver: ``TileScene/fadingCutTexts(measure:)``), not a SwiftUI `Text`.
    public var isTileLabel = false
    /// A tile label moved to stay in the part of its tile that shows (``TileScene/fadingCutTexts(measure:)``):
    /// drawn whole, never shortened with `…`.
    public var isKeptWhole = false
}

/// A line of text placed on the board.
public struct SceneText: Hashable, Sendable {
    /// Creates a value from its stored properties.
    package init(text: String, font: FontSpec, color: Color, baseline: Point, alignment: TextAlignment, opacity: Double = 1, name: String? = nil, panel: String? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.baseline = baseline
        self.alignment = alignment
        self.opacity = opacity
        self.name = name
        self.panel = panel
    }

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
    /// Its opacity, 0...1 (a text cross-fading shows two).
    public var opacity: Double = 1
    /// What the text is, for the scene dump of a panel board (`count`, `readout`, …); nil: not listed.
    public var name: String? = nil
    /// The panel it belongs to, if any.
    public var panel: String? = nil
}

/// A font: one of the board's pinned families at a size in points.
public struct FontSpec: Hashable, Sendable {
    /// DejaVu Sans, DejaVu Sans Bold or DejaVu Sans Mono (boardgen's own texts),
    /// Inter in four weights and their italics (the texts of SwiftUI views), or Material Icons
    /// (the stand-in glyphs of SF Symbols, docs/symbols.md).
    public var face: Face
    /// The size in points.
    public var size: Double

    /// The font at `scale` times its size (its tracking and line box too): a text shrunk to fit (`.minimumScaleFactor`).
    public func scaled(_ scale: Double) -> FontSpec {
        guard scale != 1 else { return self }
        var f = self
        f.size *= scale
        f.tracking *= scale
        f.lines = lines.map { LineMetrics(ascent: $0.ascent * scale, descent: $0.descent * scale, pitch: $0.pitch * scale) }
        return f
    }

    /// The board's faces.
    public enum Face: String, Hashable, Sendable, CaseIterable {
        case sans, sansBold, mono
        case inter, interMedium, interSemibold, interBold
        case interItalic, interMediumItalic, interSemiboldItalic, interBoldItalic
        /// Material Icons: an `Image(systemName:)`'s stand-in glyph, one private-use character.
        case materialIcons

        /// Whether the face is Inter (a SwiftUI view's text).
        public var isInter: Bool { self != .sans && self != .sansBold && self != .mono && self != .materialIcons }

        /// Whether the face is an italic (`.italic()`).
        public var isItalic: Bool {
            self == .interItalic || self == .interMediumItalic || self == .interSemiboldItalic || self == .interBoldItalic
        }

        /// The italic of an Inter face (itself for the others).
        public var italic: Face {
            switch self {
            case .inter: .interItalic
            case .interMedium: .interMediumItalic
            case .interSemibold: .interSemiboldItalic
            case .interBold: .interBoldItalic
            default: self
            }
        }
    }

    /// `.monospacedDigit()`: digits of one width (Inter's tabular figures, OpenType `tnum`).
    public var tabularDigits = false
    /// Points added between characters (Pango's letter spacing): the system font's tracking at
    /// this size (``SystemFontMetrics``) plus `.tracking(_:)` / `.kerning(_:)`.
    public var tracking = 0.0
    /// The family an Inter face is drawn from: Inter (text), Inter Display, or the stand-ins
    /// of `design: .rounded` and `.serif`. Ignored by the other faces.
    public var design: Design = .text
    /// A SwiftUI text's lines: where the first baseline sits and how far apart the lines are,
    /// as SF Pro sets them; nil: the font's own (boardgen's texts).
    public var lines: LineMetrics? = nil

    /// Creates a font.
    public init(_ face: Face, _ size: Double) {
        self.face = face
        self.size = size
    }

    /// A board's title: DejaVu Sans Bold, 20 pt.
    public static let boardTitle = FontSpec(.sansBold, 20)
    /// A board's subtitle: DejaVu Sans Mono, 10.5 pt.
    public static let boardSubtitle = FontSpec(.mono, 10.5)

    /// DejaVu Sans Mono's advance width per em (1233/2048).
    public static let monoAdvance = 1233.0 / 2048.0
}

/// Horizontal alignment of a text at its anchor.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// An alpha mask of a tile: shapes and texts in the tile's coordinates (moved by its transform),
/// whose alpha — not colour — is what the tile keeps of itself.
public struct TileMask: Hashable, Sendable {
    /// Shapes, back to front.
    public var shapes: [TileShape]
    /// Texts, drawn over the shapes.
    public var texts: [TileText]

    /// Creates a mask.
    public init(shapes: [TileShape], texts: [TileText]) {
        self.shapes = shapes
        self.texts = texts
    }
}
