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

/// One formatter for every number a person reads (issue 12): the shortest text
/// at up to six significant digits, no float noise, no trailing `.0`.
@Suite struct NumberFormatTests {
    @Test(arguments: [
        (0.15333333333333332, "0.153333"), (0.5700000000000001, "0.57"), (600.0, "600"), (-0.0, "0"),
        (0.25, "0.25"), (2.8, "2.8"), (100.0, "100"), (7.0, "7"), (-1.5, "-1.5"), (1e19, "1e+19"),
        (1234567.5, "1234568"), (0.000123456789, "0.000123457"), (1.23456789e-7, "1.23457e-07"),
        (Double.infinity, "infinity"), (-Double.infinity, "-infinity"), (Double.nan, "nan"),
        (121.193333334, "121.193"), (0.99999999, "1"),
    ])
    func plain(value: Double, text: String) {
        #expect(NumberFormat.plain(value) == text)
    }

    /// Curve times are data: parseable, and close to the time sampled.
    @Test func curveTimesCarryNoFloatNoise() {
        let text = CurveListing.format(.linear(duration: 1), at: [0.6133333333333333 / 4, 0.5700000000000001])
        let times = text.split(separator: "\n").map { $0.split(separator: " ")[0] }
        #expect(times == ["0.153333", "0.57"], "\(text)")
    }
}

extension NumberFormatTests {
    @Test(arguments: [
        (0.9033333333, "0.9033"), (6.8, "6.8"), (100.0, "100"), (0.0, "0"), (2.25, "2.25"),
        (121.193333334, "121.1933"), (0.00001, "1e-05"), (-0.5, "-0.5"), (Double.infinity, "infinity"),
    ])
    func seconds(value: Double, text: String) {
        #expect(NumberFormat.seconds(value) == text)
    }

    @Test func curveTimesKeepTheMicrosecond() {
        #expect(CurveListing.seconds(40.5123456789) == "40.512346")
        #expect(CurveListing.seconds(0.1 + 0.2) == "0.3")
        #expect(CurveListing.seconds(1e-7) == "1e-07")
    }

    @Test func aValueBesideItsBoundKeepsItsDigits() {
        #expect(NumberFormat.plain(600.0000001, beside: [0, 600]) == "600.0000001")
        #expect(NumberFormat.plain(700.123456789, beside: [0, 600]) == "700.123")
        #expect(NumberFormat.exact(2.9999999) == "2.9999999")
        #expect(NumberFormat.exact(1e19) == "1e+19")
    }

    @Test func countsAreSingularForOne() {
        #expect(NumberFormat.counted(1, "column") == "1 column")
        #expect(NumberFormat.counted(0, "cell") == "0 cells")
        #expect(NumberFormat.counted(2, "entry", plural: "entries") == "2 entries")
    }
}

extension NumberFormatTests {
    /// Library messages print numbers through the formatter: no `-1.0`, no `0.30000000000000004`.
    @Test func encoderMessagesPrintNumbersPlainly() {
        #expect(GifError.invalidSpeed(speed: -1).description.hasPrefix("--speed -1: "))
        #expect(WebPError.invalidSpeed(speed: -1).description.hasPrefix("--speed -1: "))
        #expect(GifError.invalidSpeed(speed: 0.1 + 0.2 - 1).description.hasPrefix("--speed -0.7: "))
    }
}
