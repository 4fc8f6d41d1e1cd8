import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

@Suite struct UnitBezierTests {
    /// docs/semantics.md §1.2, checked against SwiftUI's UnitCurve.
    static let table: [(UnitBezier, [Double])] = [
        (.easeIn, [0.01703, 0.09346, 0.31536, 0.62186, 0.83943]),
        (.easeOut, [0.16057, 0.37814, 0.68464, 0.90654, 0.98297]),
        (.easeInOut, [0.01972, 0.12916, 0.50000, 0.87084, 0.98028]),
    ]

    @Test func referenceTable() {
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        for (curve, expected) in Self.table {
            for (x, y) in zip(xs, expected) {
                #expect(abs(curve.value(at: x) - y) <= 5e-6, "\(curve.p1) \(curve.p2) at \(x)")
            }
        }
    }
}
