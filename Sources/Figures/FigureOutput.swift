import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import Boards
/// One file a figure writes: `NAME[-k][~dark][@Nx].EXT`, DocC's convention for appearance and
/// scale variants (an SVG has no scale; a still of several instants numbers them `-1`, `-2`, …).
public struct FigureOutput: Sendable, Hashable {
    /// The file name in the output folder.
    public var fileName: String
    /// The extension.
    public var format: String
    /// `light` or `dark`.
    public var theme: String
    /// Pixels per point (1 for SVG, the dump and the inspector).
    public var scale: Int
    /// The instant of a still, nil otherwise.
    public var time: Double? = nil

    /// Whether the format is drawn in pixels (and so has a scale).
    package static func isRaster(_ format: String) -> Bool { ["png", "gif", "webp"].contains(format) }
}

extension Figure {
    /// Every file the figure writes (besides its snippets, `NAME.md`), in a stable order.
    public var outputs: [FigureOutput] {
        let times: [Double?]
        if case let .still(ts) = content { times = ts } else { times = [nil] }
        var out: [FigureOutput] = []
        for (k, time) in times.enumerated() {
            let stem = times.count > 1 ? "\(name)-\(k + 1)" : name
            for format in formats {
                for theme in themes {
                    let suffix = theme == "dark" ? "~dark" : ""
                    let scales = FigureOutput.isRaster(format) ? self.scales : [1]
                    for scale in scales {
                        let x = FigureOutput.isRaster(format) && scale > 1 ? "@\(scale)x" : ""
                        out.append(FigureOutput(fileName: stem + suffix + x + "." + format, format: format, theme: theme,
                                                scale: scale, time: time))
                    }
                }
            }
        }
        return out
    }
}
