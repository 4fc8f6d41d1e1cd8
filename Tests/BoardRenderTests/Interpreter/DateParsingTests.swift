import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun

/// Dates read back from text (DateParsing): a `DateFormatter`'s `dateFormat` and
/// `ISO8601DateFormatter`, in en_US_POSIX and UTC, nil when the text does not fit.
@Suite struct DateParsingTests {
    @Test func datesAreReadBackAsFoundationReadsThem() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct D: View {
                var body: some View {
                    let iso = ISO8601DateFormatter()
                    let f = DateFormatter()
                    f.dateFormat = "yyyy-MM-dd HH:mm"
                    let d1 = iso.date(from: "2024-03-01T12:30:00Z")!
                    let d2 = f.date(from: "2023-12-25 08:15")!
                    return VStack {
                        Text(d1.formatted(date: .abbreviated, time: .shortened))
                        Text("\\(d2.timeIntervalSince1970)")
                        Text(f.date(from: "nonsense") == nil ? "nil" : "date")
                        Text(iso.string(from: d2))
                    }
                }
            }
            """, view: "D()")
        #expect(scene.views.compactMap(\.text) == ["Mar 1, 2024 at 12:30 PM", "1703492100.0", "nil", "2023-12-25T08:15:00Z"])
    }

    @Test func fractionalSecondsAreReadWhenAsked() {
        #expect(DateParsing.iso8601("2024-03-01T12:30:00.250Z", options: .array([.enumCase(EnumValue(type: "ISO8601DateFormatter.Options", name: "withInternetDateTime")),
                                                                                .enumCase(EnumValue(type: "ISO8601DateFormatter.Options", name: "withFractionalSeconds"))])) == 1_709_296_200.25)
        #expect(DateParsing.iso8601("2024-03-01T12:30:00.250Z", options: nil) == nil)
    }
}
