import Foundation

/// Dates read back from text, as Foundation reads them on a board's device — the en_US_POSIX
/// locale, UTC and the Gregorian calendar (docs/swift-subset.md, "Stand-ins"): a `DateFormatter`'s
/// `dateFormat`, and ISO 8601 (`ISO8601DateFormatter`, with or without fractional seconds).
enum DateParsing {
    /// The seconds since 1970 of `text` read with the Unicode date pattern `format`; nil when it does not fit.
    static func parse(_ text: String, format: String) -> Double? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.calendar = Calendar(identifier: .gregorian)
        f.dateFormat = format
        return f.date(from: text)?.timeIntervalSince1970
    }

    /// Whether an `ISO8601DateFormatter`'s `formatOptions` ask for fractional seconds.
    static func fractional(_ options: SwiftValue?) -> Bool {
        func names(_ v: SwiftValue) -> [String] {
            switch v {
            case let .array(items): items.flatMap(names)
            default: DateValues.caseName(v).map { [$0] } ?? []
            }
        }
        return options.map(names)?.contains("withFractionalSeconds") ?? false
    }

    /// `text` read as an ISO 8601 internet date-time (`2024-03-01T12:00:00Z`); with fractional
    /// seconds when the options ask for them, as Foundation reads it.
    static func iso8601(_ text: String, options: SwiftValue?) -> Double? {
        let f = ISO8601DateFormatter()
        f.formatOptions = fractional(options) ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return f.date(from: text)?.timeIntervalSince1970
    }

    /// A date written in ISO 8601, in UTC.
    static func iso8601String(_ seconds: Double, options: SwiftValue?) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = fractional(options) ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return f.string(from: Date(timeIntervalSince1970: seconds))
    }
}
