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

/// The one checked Double → Int conversion and the number formatting of messages.
@Suite struct CheckedIntTests {
    static let hostile: [Double] = [0, -0.0, -1, 1e-300, -1e-300, 1e19, -1e19, 9.3e18, 1e308, -1e308,
                                    .infinity, -.infinity, .nan, .greatestFiniteMagnitude, .leastNonzeroMagnitude]

    @Test func checkingFailsInsteadOfTrapping() {
        #expect(Int(checking: 2.5) == 3)
        #expect(Int(checking: -2.5) == -3)
        #expect(Int(checking: 2.5, rounding: .down) == 2)
        #expect(Int(checking: 1e19) == nil)
        #expect(Int(checking: -9.223372036854775808e18) == Int.min)
        #expect(Int(checking: 9.223372036854775808e18) == nil)
        #expect(Int(checking: .nan) == nil)
        #expect(Int(checking: -.infinity) == nil)
        for v in Self.hostile { _ = Int(checking: v) }
    }

    @Test func saturatingClamps() {
        #expect(Int(saturating: 1e19) == .max)
        #expect(Int(saturating: -1e300) == .min)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: 41.2, rounding: .up) == 42)
    }

    @Test func formattingNeverTraps() {
        #expect(NumberFormat.plain(600) == "600")
        #expect(NumberFormat.plain(0.25) == "0.25")
        #expect(NumberFormat.plain(2e19) == "2e+19")
        #expect(NumberFormat.plain(1e15) == "1000000000000000")
        #expect(NumberFormat.plain(.infinity) == "infinity")
        #expect(NumberFormat.plain(.nan) == "nan")
        #expect(NumberFormat.fixed(1.2345, decimals: 3) == "1.235")
        #expect(NumberFormat.fixed(-0.0001, decimals: 3) == "0.000")
        #expect(NumberFormat.fixed(1e300, decimals: 3) == "1e+300")
        for v in Self.hostile {
            #expect(!NumberFormat.plain(v).isEmpty)
            #expect(!NumberFormat.fixed(v, decimals: 3).isEmpty)
            #expect(!FramePattern.seconds(v).isEmpty)
            #expect(!CurveListing.seconds(v).isEmpty)
            #expect(!CurveListing.progress(v).isEmpty)
        }
    }
}
