import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Path data (`d`) as the animated SVG writes it: coordinates rounded once to a grid, then
/// written relative to the previous rounded point — exact, no drift, and short. Paths of
/// the same shape give the same command sequence, so SMIL can interpolate between them.
package enum SVGPathData {
    /// A path with curves (glyph outlines), coordinates rounded to `decimals` places.
    package static func elements(_ elements: [PathElement], decimals: Int = 1) -> String {
        var out = ""
        var pen = (x: 0.0, y: 0.0), start = (x: 0.0, y: 0.0)
        var last: Character = " "
        func rel(_ p: Point) -> String {
            let x = SVGNumber.rounded(p.x, decimals), y = SVGNumber.rounded(p.y, decimals)
            let args = pair(x - pen.x, y - pen.y, decimals)
            pen = (x, y)
            return args
        }
        func command(_ c: Character, _ args: String) {
            out += (c == last ? (args.hasPrefix("-") ? "" : " ") : String(c)) + args
            last = c
        }
        for e in elements {
            switch e {
            case let .move(p):
                let x = SVGNumber.rounded(p.x, decimals), y = SVGNumber.rounded(p.y, decimals)
                let absolute = out.isEmpty
                command(absolute ? "M" : "m", absolute ? pair(x, y, decimals) : pair(x - pen.x, y - pen.y, decimals))
                pen = (x, y)
                start = pen
                last = absolute ? "L" : "l"   // pairs after a moveto are linetos of the same kind
            case let .line(p): command("l", rel(p))
            case let .curve(a, b, c):
                let origin = pen
                let points = [a, b, c].map { p in
                    pair(SVGNumber.rounded(p.x, decimals) - origin.x, SVGNumber.rounded(p.y, decimals) - origin.y, decimals)
                }
                pen = (SVGNumber.rounded(c.x, decimals), SVGNumber.rounded(c.y, decimals))
                command("c", points.dropFirst().reduce(points[0]) { $0 + numberSeparator($1) + $1 })
            case .close:
                out += "z"
                last = "z"
                pen = start
            }
        }
        return out
    }

    /// "x y", or "x-y" when the second number carries its own sign.
    package static func pair(_ x: Double, _ y: Double, _ decimals: Int) -> String {
        let a = SVGNumber.compact(x, decimals), b = SVGNumber.compact(y, decimals)
        return a + numberSeparator(b) + b
    }

    private static func numberSeparator(_ next: String) -> String { next.hasPrefix("-") ? "" : " " }
}
