import BoardScene
import Painter
import ViewEngine

// The view engine measures text through the `TextMeasuring` it is given; what is written is
// drawn by the painter, so the writers hand it the painter's own text engine (Pango in the
// pinned fonts): the sizes laid out are the sizes drawn.

extension SceneBuilder {
    /// Resolves `board`, played at `speed`, its texts measured as the painter draws them.
    public init(board: Board, speed: Double = 1) throws(BoardError) {
        try self.init(board: board, speed: speed, measurer: PangoTextMeasurer.shared)
    }
}

extension Board {
    /// The scene at `t` seconds into the cycle, its texts measured as the painter draws them.
    public func scene(at t: Double) throws(BoardError) -> Scene {
        try scene(at: t, measurer: PangoTextMeasurer.shared)
    }

    /// The board's timeline, its texts measured as the painter draws them.
    public func timeline() throws(BoardError) -> Timeline {
        try timeline(measurer: PangoTextMeasurer.shared)
    }
}
