import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Foundation

/// Numbers as the animated SVG writes them: rounded to a fixed number of decimals, no
/// trailing zeros, never `-0`, so the same value always gives the same bytes.
package enum SVGNumber {
    /// `value` rounded to `decimals` places: `12.5`, `-3`, `0.25`.
    package static func format(_ value: Double, _ decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var s = String(format: "%.\(decimals)f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// As ``format(_:_:)`` without the leading zero (`.25`, `-.5`): for path data.
    package static func compact(_ value: Double, _ decimals: Int = 2) -> String {
        let s = format(value, decimals)
        if s.hasPrefix("0.") { return String(s.dropFirst()) }
        if s.hasPrefix("-0.") { return "-" + s.dropFirst(2) }
        return s
    }

    /// `value` rounded to `decimals` places, as a number (what the file will say).
    package static func rounded(_ value: Double, _ decimals: Int = 2) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }
}
