import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// Where a contact sheet samples a board: only where something moves.
public enum SheetSampling {
    /// `count` instants spread over the animated spans of `steps` (each from its
    /// start to its end, both included), in proportion to their lengths; a
    /// step that animates nothing gets one instant, at its start.
    public static func times(count: Int, steps: [Timeline.Step]) -> [Double] {
        let spans = steps.map { max(0, $0.end - $0.start) }
        let total = spans.reduce(0, +)
        guard total > 0 else { return steps.map(\.start) }
        var result: [Double] = []
        var left = count
        for (k, step) in steps.enumerated() {
            let stepsLeft = steps.count - k
            var n = k == steps.count - 1 ? left : Int((Double(count) * spans[k] / total).rounded())
            n = spans[k] == 0 ? 1 : max(2, min(n, left - (stepsLeft - 1)))
            if n == 1 {
                result.append(step.start)
            } else {
                result += (0..<n).map { step.start + (step.end - step.start) * Double($0) / Double(n - 1) }
            }
            left -= n
        }
        return result.map { (($0 * 1e6).rounded() / 1e6) }
    }
}
