import Testing
@testable import BoardRender

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
        let text = CurveListing.format(.linear(duration: 1), at: [0.6133333333333333 / 4, 0.57 + 1e-16])
        #expect(text == "0.153333 0.153333\n0.57 0.570000\n")
    }
}
