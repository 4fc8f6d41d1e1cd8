import SwiftFront
import BoardModel

/// `DateComponents` on a board: a struct of optional calendar fields, made empty or with labels
/// (`DateComponents(year: 2026, month: 1)`), set field by field, and read or made by the board's
/// calendar (UTC, Gregorian): `date(from:)`, `dateComponents(_:from:)`, `dateComponents(_:from:to:)`.
package enum DateComponentsValues {
    /// The fields a board's calendar reads and fills, in the order `DateComponents(…)` takes them.
    static let fields = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekOfYear", "weekOfMonth",
                         "yearForWeekOfYear", "quarter", "dayOfYear"]

    /// `DateComponents()` and `DateComponents(year:month:day:hour:minute:second:…)`.
    package static func make(_ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        var values: [String: SwiftValue] = [:]
        for a in args {
            guard let label = a.label else { return nil }
            guard ["calendar", "timeZone"].contains(label) || fields.contains(label) else { return nil }
            values[label] = a.value
        }
        return components(values)
    }

    static func components(_ values: [String: SwiftValue]) -> SwiftValue {
        .instance(StructValue(type: "DateComponents", fields: fields.map { ($0, values[$0] ?? .none) }))
    }

    static func int(_ v: SwiftValue?) -> Int? {
        guard let v, let x = Arithmetic.number(v), x.isFinite, abs(x) < 1e9 else { return nil }
        return Int(x)
    }

    /// The calendar units of a set (`[.year, .month]`, `Set([.day])`).
    static func units(_ v: SwiftValue) -> [String] {
        switch v {
        case let .array(items): return items.compactMap(DateValues.caseName)
        default: return DateValues.caseName(v).map { [$0] } ?? []
        }
    }

    /// `date(from:)`, `dateComponents(_:from:)`, `dateComponents(_:from:to:)`; nil when not one of them.
    package static func calendarCall(_ name: String, _ labels: [String], _ args: [Argument], _ i: Interpreter, _ e: Expr,
                                     _ dateArgument: (Int) throws(ExpressionError) -> Double) throws(ExpressionError) -> SwiftValue? {
        switch (name, labels) {
        case ("date", ["from"]):
            guard case let .instance(c) = args[0].value, c.type == "DateComponents" else { return nil }
            let t = BoardClock.seconds(year: int(c["year"]) ?? 1, month: int(c["month"]) ?? 1, day: int(c["day"]) ?? 1,
                                       hour: int(c["hour"]) ?? 0, minute: int(c["minute"]) ?? 0, second: int(c["second"]) ?? 0)
            return DateValues.date(t)
        case ("date", ["byAdding", "to"]), ("date", ["byAdding", "to", "wrappingComponents"]):
            // Components added largest first, as Calendar adds them: years and months by the calendar
            // (a day past the month's end is its last day), then the rest by their lengths.
            guard case let .instance(c) = args[0].value, c.type == "DateComponents" else { return nil }
            var t = addingMonths((int(c["year"]) ?? 0) * 12 + (int(c["month"]) ?? 0), to: try dateArgument(1))
            for (unit, seconds) in [("weekOfYear", 604_800.0), ("weekOfMonth", 604_800), ("day", 86_400), ("hour", 3600), ("minute", 60),
                                    ("second", 1)] {
                t += Double(int(c[unit]) ?? 0) * seconds
            }
            return DateValues.date(t)
        case ("dateComponents", ["_", "from"]):
            let t = try dateArgument(1)
            let c = BoardClock.civil(t)
            let all: [String: Int] = ["year": c.year, "month": c.month, "day": c.day, "hour": c.hour, "minute": c.minute,
                                      "second": c.second, "weekday": c.weekday, "nanosecond": 0, "era": 1,
                                      "weekOfMonth": weekOfMonth(t), "weekOfYear": weekOfYear(t), "yearForWeekOfYear": yearForWeekOfYear(t),
                                      "quarter": (c.month - 1) / 3 + 1, "dayOfYear": dayOfYear(t)]
            var values: [String: SwiftValue] = [:]
            for unit in units(args[0].value) {
                guard let v = all[unit] else { throw refusal(unit, args[0].range) }
                values[unit] = .int(v)
            }
            return components(values)
        case ("dateComponents", ["_", "from", "to"]):
            let a = try dateArgument(1), b = try dateArgument(2)
            var values: [String: SwiftValue] = [:]
            var rest = b - a
            let requested = units(args[0].value)
            if requested.contains("year") || requested.contains("month") {
                let ca = BoardClock.civil(a), cb = BoardClock.civil(b)
                var months = (cb.year - ca.year) * 12 + (cb.month - ca.month)
                // A month not yet complete does not count (Jan 31 → Feb 28 is 0 months).
                let within = { (c: BoardClock.Civil) in ((c.day * 24 + c.hour) * 60 + c.minute) * 60 + c.second }
                if months > 0, within(cb) < within(ca) { months -= 1 }
                if months < 0, within(cb) > within(ca) { months += 1 }
                if requested.contains("year") {
                    values["year"] = .int(months / 12)
                    months -= (months / 12) * 12
                }
                if requested.contains("month") { values["month"] = .int(months) } else { months = 0 }
                let whole = requested.contains("year") ? (values["year"].flatMap(int) ?? 0) * 12 + months : months
                rest = b - addingMonths(whole, to: a, clamped: false)
            }
            for (unit, seconds) in [("weekOfYear", 604_800.0), ("weekOfMonth", 604_800), ("day", 86_400), ("hour", 3600), ("minute", 60),
                                    ("second", 1)]
            where requested.contains(unit) {
                let n = (rest / seconds).rounded(.towardZero)
                values[unit] = .int(Int(n))
                rest -= n * seconds
            }
            if requested.contains("nanosecond") { values["nanosecond"] = .int(Int((rest * 1e9).rounded(.towardZero))) }
            if let unknown = requested.first(where: { !["year", "month", "weekOfYear", "weekOfMonth", "day", "hour", "minute", "second",
                                                         "nanosecond"].contains($0) }) {
                throw refusal(unknown, args[0].range)
            }
            return components(values)
        default:
            return nil
        }
    }

    /// `t` moved by `n` calendar months (`clamped`: a day past the new month's end is its last day,
    /// as `Calendar.date(byAdding:)` keeps it — January 31 + 1 month is February 28; otherwise it
    /// carries into the next month).
    static func addingMonths(_ n: Int, to t: Double, clamped: Bool = true) -> Double {
        let c = BoardClock.civil(t)
        var day = c.day
        if clamped {
            let first = BoardClock.civil(BoardClock.seconds(year: c.year, month: c.month + n, day: 1))
            day = min(day, BoardClock.civil(BoardClock.seconds(year: first.year, month: first.month + 1, day: 0)).day)
        }
        return BoardClock.seconds(year: c.year, month: c.month + n, day: day, hour: c.hour, minute: c.minute, second: c.second)
            + (t - t.rounded(.down))
    }

    /// The day of the year of `t` (1 for January 1).
    static func dayOfYear(_ t: Double) -> Int {
        let c = BoardClock.civil(t)
        return Int(((BoardClock.seconds(year: c.year, month: c.month, day: c.day) - BoardClock.seconds(year: c.year, month: 1, day: 1)) / 86_400).rounded()) + 1
    }

    /// The week of the month of `t` in the en_US Gregorian calendar the board's clock keeps (weeks start
    /// on Sunday; the week holding the 1st is week 1).
    static func weekOfMonth(_ t: Double) -> Int {
        let c = BoardClock.civil(t)
        let first = BoardClock.civil(BoardClock.seconds(year: c.year, month: c.month, day: 1)).weekday
        return (c.day - 1 + first - 1) / 7 + 1
    }

    /// The week of the year of `t` (en_US: weeks start on Sunday, the week holding January 1 is week 1,
    /// so the last days of December may be week 1 of the next year).
    static func weekOfYear(_ t: Double) -> Int {
        let c = BoardClock.civil(t)
        let nextJan1 = BoardClock.civil(BoardClock.seconds(year: c.year + 1, month: 1, day: 1))
        let daysLeft = Int(((BoardClock.seconds(year: c.year + 1, month: 1, day: 1) - BoardClock.seconds(year: c.year, month: c.month, day: c.day)) / 86_400).rounded())
        if daysLeft < nextJan1.weekday { return 1 }
        let jan1 = BoardClock.civil(BoardClock.seconds(year: c.year, month: 1, day: 1)).weekday
        return (dayOfYear(t) - 1 + jan1 - 1) / 7 + 1
    }

    /// The year whose weeks ``weekOfYear(_:)`` counts `t` in.
    static func yearForWeekOfYear(_ t: Double) -> Int {
        let c = BoardClock.civil(t)
        return c.month == 12 && weekOfYear(t) == 1 ? c.year + 1 : c.year
    }

    static func refusal(_ unit: String, _ range: SourceRange) -> ExpressionError {
        ExpressionError(.value, at: range, "a board's calendar gives .year, .month, .day, .hour, .minute, .second, .weekday, .weekOfMonth, .weekOfYear, .quarter and .dayOfYear, not .\(unit)")
    }
}
