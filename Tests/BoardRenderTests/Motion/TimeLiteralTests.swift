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

@Suite struct TimeLiteralTests {
    @Test(arguments: [
        ("1", 1.0), ("0.5", 0.5), ("1.0s", 1.0), ("250ms", 0.25), ("100ms", 0.1), ("1.1ms", 0.0011),
        (".5", 0.5), ("0", 0.0), ("1e-3", 0.001), ("2.5e2ms", 0.25), ("0s", 0.0),
    ])
    func parses(_ text: String, _ seconds: Double) throws {
        #expect(try TimeLiteral(text).seconds == seconds)
    }

    @Test(arguments: [
        ("nan", "not a finite number"), ("inf", "not a finite number"), ("-inf", "not a finite number"),
        ("-1", "negative times are not allowed; times count seconds from the start of the animation"),
        ("-0.5s", "negative times are not allowed; times count seconds from the start of the animation"),
        ("1e999", "too large"),
        ("", "expected a number of seconds such as 1, 0.5, 1.0s or 250ms"),
        ("abc", "expected a number of seconds such as 1, 0.5, 1.0s or 250ms"),
        ("1.", "expected a number of seconds such as 1, 0.5, 1.0s or 250ms"),
        ("1min", "expected a number of seconds such as 1, 0.5, 1.0s or 250ms"),
        ("0x10", "expected a number of seconds such as 1, 0.5, 1.0s or 250ms"),
        ("1 s", "expected a number of seconds such as 1, 0.5, 1.0s or 250ms"),
        ("ms", "expected a number of seconds such as 1, 0.5, 1.0s or 250ms"),
    ])
    func rejects(_ text: String, _ reason: String) {
        do {
            _ = try TimeLiteral(text)
            Issue.record("'\(text)' was accepted")
        } catch {
            #expect(error.reason == reason)
            #expect(error.description == "invalid time '\(text)': \(reason)")
        }
    }
}
