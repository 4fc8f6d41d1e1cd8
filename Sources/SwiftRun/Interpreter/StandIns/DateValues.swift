import SwiftFront
import BoardModel

/// Dates on a board (docs/swift-subset.md, "Stand-ins"): `Date()`, `Date.now` and `.now` are the
/// board's clock (``EnvironmentValues/now``); dates print as real views print them
/// (``BoardClock``): `formatted()`, `formatted(date:time:)`, `DateFormatter` with its
/// `dateStyle`/`timeStyle` or a `dateFormat`, `Text(date, style:)`; `Calendar` answers in UTC on
/// the Gregorian calendar.
///
/// A `Date` is a modelled struct of its `timeIntervalSince1970`; a `DateFormatter` a class
/// instance whose properties a view sets.
package enum DateValues {
    /// A `Date` at `seconds` since 1970.
    package static func date(_ seconds: Double) -> SwiftValue {
        .instance(StructValue(type: "Date", fields: [("timeIntervalSince1970", .double(seconds))]))
    }

    /// The seconds since 1970 of a `Date` (or of `.now` not yet resolved), if `v` is one.
    package static func seconds(_ v: SwiftValue, _ i: Interpreter) -> Double? {
        switch v {
        case let .instance(s) where s.type == "Date": return s["timeIntervalSince1970"].flatMap(Arithmetic.number)
        case let .swiftUI(e, _) where e.kind == .implicitMember("now"): return i.environment.now
        default: return nil
        }
    }

    /// The case a style argument names: `.medium`, `DateFormatter.Style.medium`, `.abbreviated`.
    package static func caseName(_ v: SwiftValue) -> String? {
        switch v {
        case let .enumCase(c): return c.name
        case let .swiftUI(e, _):
            switch e.kind {
            case let .implicitMember(name): return name
            case let .member(_, name, _): return name
            default: return nil
            }
        case let .string(s): return s
        default: return nil
        }
    }

    // MARK: Initializers and statics

    /// `Date()`, `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceNow:)`,
    /// `Date(timeIntervalSinceReferenceDate:)`, `Date(timeInterval:since:)`; `DateFormatter()`;
    /// `Calendar(identifier: .gregorian)`, `Locale(identifier:)`, `TimeZone(identifier:)`.
    package static func make(_ type: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        let labels = args.map { $0.label ?? "_" }
        func number(_ k: Int) throws(ExpressionError) -> Double {
            guard let v = Arithmetic.number(args[k].value) else {
                throw ExpressionError(.type, at: args[k].range, "expected a number of seconds, found \(i.describe(args[k].value))")
            }
            return v
        }
        switch (type, labels) {
        case ("Date", []): return date(i.environment.now)
        case ("Date", ["timeIntervalSince1970"]): return date(try number(0))
        case ("Date", ["timeIntervalSinceNow"]): return date(i.environment.now + (try number(0)))
        case ("Date", ["timeIntervalSinceReferenceDate"]): return date(BoardClock.referenceOffset + (try number(0)))
        case ("Date", ["timeInterval", "since"]):
            guard let base = seconds(args[1].value, i) else { return nil }
            return date(base + (try number(0)))
        case ("DateFormatter", []):
            return .object(ObjectBox(StructValue(type: "DateFormatter", fields: [
                ("dateStyle", .enumCase(EnumValue(type: "DateFormatter.Style", name: "none"))),
                ("timeStyle", .enumCase(EnumValue(type: "DateFormatter.Style", name: "none"))),
                ("dateFormat", .string("")), ("locale", locale), ("timeZone", timeZone), ("calendar", calendar)])))
        case ("ISO8601DateFormatter", []):
            return .object(ObjectBox(StructValue(type: "ISO8601DateFormatter", fields: [("formatOptions", .array([])), ("timeZone", timeZone)])))
        case ("DateComponents", _): return try DateComponentsValues.make(args, i, e)
        case ("Calendar", ["identifier"]): return calendar
        case ("Locale", ["identifier"]), ("TimeZone", ["identifier"]), ("TimeZone", ["secondsFromGMT"]), ("TimeZone", ["abbreviation"]):
            // Dates print in en_US_POSIX and in UTC on a board, whichever is asked for.
            return type == "Locale" ? locale : timeZone
        default: return nil
        }
    }

    /// The board's locale, calendar and time zone: what `@Environment(\.locale)`, `\.calendar`,
    /// `\.timeZone`, `Locale.current`, `Calendar.current` and `TimeZone.current` are.
    /// The board's locale: US English (its region's currency is the US dollar).
    package static let locale = SwiftValue.instance(StructValue(type: "Locale", fields: [
        ("identifier", .string("en_US_POSIX")), ("languageCode", .string("en")), ("regionCode", .string("US")),
        ("currencyCode", .string("USD")), ("currencySymbol", .string("$")), ("decimalSeparator", .string(".")),
        ("groupingSeparator", .string(",")),
        ("currency", .instance(StructValue(type: "Locale.Currency", fields: [("identifier", .string("USD"))]))),
        ("region", .instance(StructValue(type: "Locale.Region", fields: [("identifier", .string("US"))]))),
        ("language", .instance(StructValue(type: "Locale.Language", fields: [("identifier", .string("en"))]))),
    ]))
    package static let timeZone = SwiftValue.instance(StructValue(type: "TimeZone", fields: [("identifier", .string("GMT"))]))
    package static let calendar = SwiftValue.instance(StructValue(type: "Calendar", fields: [
        ("identifier", .enumCase(EnumValue(type: "Calendar.Identifier", name: "gregorian"))), ("timeZone", timeZone), ("locale", locale),
        // en_US's Gregorian calendar: weeks start on Sunday; its names of days and months.
        ("firstWeekday", .int(1)), ("minimumDaysInFirstWeek", .int(1)),
        ("weekdaySymbols", strings(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])),
        ("shortWeekdaySymbols", strings(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])),
        ("veryShortWeekdaySymbols", strings(["S", "M", "T", "W", "T", "F", "S"])),
        ("standaloneWeekdaySymbols", strings(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])),
        ("shortStandaloneWeekdaySymbols", strings(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])),
        ("veryShortStandaloneWeekdaySymbols", strings(["S", "M", "T", "W", "T", "F", "S"])),
        ("monthSymbols", strings(["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"])),
        ("shortMonthSymbols", strings(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])),
        ("veryShortMonthSymbols", strings(["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"])),
        ("standaloneMonthSymbols", strings(["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"])),
        ("shortStandaloneMonthSymbols", strings(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])),
        ("amSymbol", .string("AM")), ("pmSymbol", .string("PM")),
    ]))

    /// An array of strings.
    static func strings(_ items: [String]) -> SwiftValue { .array(items.map { .string($0) }) }

    /// Static members: `Date.now`, `.distantPast`, `.distantFuture`; `Calendar.current`,
    /// `Locale.current`, `TimeZone.current`; `DateFormatter.localizedString(from:dateStyle:timeStyle:)`;
    /// `ListFormatter.localizedString(byJoining:)`.
    package static func knows(_ type: String, _ name: String) -> Bool {
        switch type {
        case "Date": ["now", "distantPast", "distantFuture", "init"].contains(name)
        case "Calendar", "Locale", "TimeZone": ["current", "autoupdatingCurrent", "init", "gmt"].contains(name)
        case "DateFormatter": ["localizedString", "init"].contains(name)
        case "ListFormatter": name == "localizedString"
        default: false
        }
    }

    package static func staticMember(_ type: String, _ name: String, _ args: [Argument]?, _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        switch (type, name) {
        case ("Date", "now"): return date(i.environment.now)
        case ("Date", "distantPast"): return date(-62_135_769_600)
        case ("Date", "distantFuture"): return date(64_092_211_200)
        case ("Calendar", _): return calendar
        case ("Locale", _): return locale
        case ("TimeZone", _): return timeZone
        case ("DateFormatter", "localizedString"):
            let args = args ?? []
            guard args.map({ $0.label ?? "_" }) == ["from", "dateStyle", "timeStyle"], let t = seconds(args[0].value, i) else {
                throw ExpressionError(.arguments, at: e.range, "DateFormatter.localizedString takes (from:dateStyle:timeStyle:)")
            }
            return .string(try styled(t, date: caseName(args[1].value), time: caseName(args[2].value), at: e))
        case ("ListFormatter", "localizedString"):
            // `ListFormatter.localizedString(byJoining: names)`: en_US's list: "a", "a and b", "a, b, and c".
            guard let args, args.count == 1, args[0].label == "byJoining", case let .array(items) = args[0].value else {
                throw ExpressionError(.arguments, at: e.range, "ListFormatter.localizedString takes (byJoining:) an array of strings")
            }
            var words: [String] = []
            for item in items {
                guard case let .string(w) = item else { throw ExpressionError(.type, at: args[0].range, "ListFormatter.localizedString joins strings") }
                words.append(w)
            }
            switch words.count {
            case 0, 1: return .string(words.first ?? "")
            case 2: return .string(words[0] + " and " + words[1])
            default: return .string(words.dropLast().joined(separator: ", ") + ", and " + words.last!)
            }
        default:
            throw ExpressionError(.unknownName, at: e.range, "'\(type)' has no member '\(name)' that a board runs")
        }
    }

    // MARK: Members

    /// A property of a date: `timeIntervalSince1970`, `timeIntervalSinceNow`, `timeIntervalSinceReferenceDate`, `description`.
    package static func property(_ s: StructValue, _ name: String, _ i: Interpreter) -> SwiftValue? {
        guard let t = seconds(.instance(s), i) else { return nil }
        switch (s.type, name) {
        case ("Date", "timeIntervalSinceNow"): return .double(t - i.environment.now)
        case ("Date", "timeIntervalSinceReferenceDate"): return .double(t - BoardClock.referenceOffset)
        case ("Date", "description"): return .string(BoardClock.description(t))
        default: return nil
        }
    }

    /// Methods of the date values: a `Date`'s, a `DateFormatter`'s and a `Calendar`'s.
    package static let methods: [String: Set<String>] = [
        "Date": ["addingTimeInterval", "timeIntervalSince", "formatted", "advanced", "distance", "ISO8601Format"],
        "DateFormatter": ["string", "date"],
        "ISO8601DateFormatter": ["string", "date"],
        "Calendar": ["component", "date", "dateComponents", "startOfDay", "isDateInToday", "isDateInYesterday", "isDateInTomorrow", "isDate", "isDateInWeekend", "dateInterval", "range", "ordinality"],
    ]

    package static func call(_ v: SwiftValue, _ type: String, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        let labels = args.map { $0.label ?? "_" }
        func dateArgument(_ k: Int) throws(ExpressionError) -> Double {
            guard k < args.count, let t = seconds(args[k].value, i) else {
                throw ExpressionError(.type, at: k < args.count ? args[k].range : e.range, "expected a Date, found \(k < args.count ? i.describe(args[k].value) : "nothing")")
            }
            return t
        }
        switch type {
        case "Date":
            guard let t = seconds(v, i) else { return nil }
            switch (name, labels) {
            case ("addingTimeInterval", ["_"]), ("advanced", ["by"]):
                guard let d = Arithmetic.number(args[0].value) else { return nil }
                return date(t + d)
            case ("timeIntervalSince", ["_"]), ("distance", ["to"]):
                let other = try dateArgument(0)
                return .double(name == "distance" ? other - t : t - other)
            case ("ISO8601Format", []): return .string(BoardClock.iso(t))
            case ("formatted", []): return .string(try styled(t, date: "numeric", time: "shortened", at: e))
            case ("formatted", ["date", "time"]):
                return .string(try styled(t, date: caseName(args[0].value), time: caseName(args[1].value), at: e))
            case ("formatted", ["_"]):
                // `.formatted(.dateTime)`: the default style; `.formatted(.iso8601)`.
                if case let .swiftUI(f, _) = args[0].value, f.kind == .implicitMember("dateTime") {
                    return .string(try styled(t, date: "numeric", time: "shortened", at: e))
                }
                if case let .swiftUI(f, _) = args[0].value, f.kind == .implicitMember("iso8601") { return .string(BoardClock.iso(t)) }
                // `.formatted(.dateTime.weekday(.wide).month().day())`: en_US's pattern of the fields chosen.
                if case let .swiftUI(f, _) = args[0].value, let skeleton = try DateFormatStyle.skeleton(f), let pattern = DateFormatStyle.pattern(skeleton),
                   case let .success(text) = BoardClock.format(pattern, t) {
                    return .string(text)
                }
                throw Interpreter.unsupported(".formatted(\(i.describe(args[0].value)))",
                    "a board prints dates with formatted(), formatted(date:time:), .dateTime, .iso8601, DateFormatter or Text(date, style:); other format styles are not run", at: e.range)
            default: return nil
            }
        case "DateFormatter":
            guard case let .object(box) = v else { return nil }
            let f = box.instance
            switch (name, labels) {
            case ("string", ["from"]):
                let t = try dateArgument(0)
                if case let .string(pattern)? = f["dateFormat"], !pattern.isEmpty {
                    switch BoardClock.format(pattern, t) {
                    case let .success(text): return .string(text)
                    case let .failure(p):
                        throw Interpreter.unsupported("dateFormat \"\(pattern)\"", "the field '\(p.field)' is not printed by a board; it prints y, M, d, E, h, H, m, s, S, a, Z, z and quoted text", at: e.range)
                    }
                }
                return .string(try styled(t, date: f["dateStyle"].flatMap(caseName), time: f["timeStyle"].flatMap(caseName), at: e))
            case ("date", ["from"]):
                // Parsed as the formatter's `dateFormat` reads it, in en_US_POSIX and UTC (a board's locale
                // and zone); nil when the text does not fit, as Foundation gives.
                guard case let .string(text) = args[0].value else { throw ExpressionError(.type, at: args[0].range, "date(from:) takes a String") }
                guard case let .string(pattern)? = f["dateFormat"], !pattern.isEmpty else {
                    throw Interpreter.unsupported("DateFormatter.date(from:)", "a board parses dates with a dateFormat (\"yyyy-MM-dd\"); a formatter of styles only is not read back", at: e.range)
                }
                return DateParsing.parse(text, format: pattern).map(date) ?? SwiftValue.none
            default: return nil
            }
        case "ISO8601DateFormatter":
            guard case let .object(box) = v else { return nil }
            switch (name, labels) {
            case ("date", ["from"]):
                guard case let .string(text) = args[0].value else { throw ExpressionError(.type, at: args[0].range, "date(from:) takes a String") }
                return DateParsing.iso8601(text, options: box.instance["formatOptions"]).map(date) ?? SwiftValue.none
            case ("string", ["from"]):
                return .string(DateParsing.iso8601String(try dateArgument(0), options: box.instance["formatOptions"]))
            default: return nil
            }
        case "Calendar":
            return try calendarCall(name, labels, args, i, e, dateArgument)
        default:
            return nil
        }
    }

    /// A date and a time in their styles (`DateFormatter.Style` or `Date.FormatStyle`'s), joined as en_US joins them.
    package static func styled(_ t: Double, date d: String?, time: String?, at e: Expr) throws(ExpressionError) -> String {
        let c = BoardClock.civil(t)
        guard let dateText = BoardClock.date(c, style: d ?? "none") else {
            throw ExpressionError(.value, at: e.range, "unknown date style '.\(d ?? "")'; use .short, .medium, .long, .full (or .numeric, .abbreviated, .long, .complete, .omitted)")
        }
        guard let timeText = BoardClock.time(c, style: time ?? "none") else {
            throw ExpressionError(.value, at: e.range, "unknown time style '.\(time ?? "")'; use .short, .medium, .long, .full (or .shortened, .standard, .complete, .omitted)")
        }
        return BoardClock.joined(dateText, timeText, numeric: d == "short" || d == "numeric")
    }

    /// `Calendar.current.component(.hour, from: date)`, `date(byAdding:value:to:)`,
    /// `date(bySettingHour:minute:second:of:)`, `startOfDay(for:)`,
    /// `isDateInToday(_:)` (and yesterday, tomorrow, weekend), `isDate(_:inSameDayAs:)`.
    private static func calendarCall(_ name: String, _ labels: [String], _ args: [Argument], _ i: Interpreter, _ e: Expr,
                                     _ dateArgument: (Int) throws(ExpressionError) -> Double) throws(ExpressionError) -> SwiftValue? {
        let now = i.environment.now
        func day(_ t: Double) -> Double { (t / 86_400).rounded(.down) }
        switch (name, labels) {
        case ("component", ["_", "from"]):
            // One component: what `dateComponents([unit], from:)` gives.
            let components = try DateComponentsValues.calendarCall("dateComponents", ["_", "from"],
                                                                  [Argument(label: nil, value: .array([args[0].value]), range: args[0].range), args[1]],
                                                                  i, e, dateArgument)
            guard case let .instance(c)? = components, let unit = caseName(args[0].value), let v = c[unit] else { return nil }
            return v
        case ("date", ["byAdding", "value", "to"]):
            let t = try dateArgument(2)
            guard let unit = caseName(args[0].value), case let .int(n) = args[1].value else { return nil }
            let seconds: [String: Int] = ["second": 1, "minute": 60, "hour": 3600, "day": 86_400, "weekOfYear": 604_800, "weekOfMonth": 604_800]
            if let s = seconds[unit] { return date(t + Double(n * s)) }
            guard unit == "month" || unit == "year" else {
                throw ExpressionError(.value, at: args[0].range, "a board's calendar adds .second, .minute, .hour, .day, .weekOfYear, .month and .year")
            }
            return date(DateComponentsValues.addingMonths(unit == "year" ? 12 * n : n, to: t))
        case ("date", ["bySettingHour", "minute", "second", "of"]):
            // The same day at that time (nil where the time does not exist: hour 0…23, minute and second 0…59).
            let t = try dateArgument(3)
            guard case let .int(h) = args[0].value, case let .int(m) = args[1].value, case let .int(s) = args[2].value else { return nil }
            guard (0...23).contains(h), (0...59).contains(m), (0...59).contains(s) else { return SwiftValue.none }
            return date(day(t) * 86_400 + Double(h * 3600 + m * 60 + s))
        case ("startOfDay", ["for"]):
            return date(day(try dateArgument(0)) * 86_400)
        case ("range", ["of", "in", "for"]):
            // `range(of: .day, in: .month, for: date)`: the month's days, 1..<29 to 1..<32; the other units a
            // Gregorian calendar fixes (.weekday in a week, .month in a year, .hour in a day, …).
            let c = BoardClock.civil(try dateArgument(2))
            let leap = c.year % 4 == 0 && (c.year % 100 != 0 || c.year % 400 == 0)
            let monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][c.month - 1]
            let yearDays = leap ? 366 : 365
            let bounds: (Int, Int)?
            switch (caseName(args[0].value) ?? "", caseName(args[1].value) ?? "") {
            case ("day", "month"): bounds = (1, monthDays + 1)
            case ("day", "year"): bounds = (1, yearDays + 1)
            case ("weekday", "weekOfMonth"), ("weekday", "weekOfYear"): bounds = (1, 8)
            case ("month", "year"): bounds = (1, 13)
            case ("hour", "day"): bounds = (0, 24)
            case ("minute", "hour"), ("second", "minute"): bounds = (0, 60)
            default: bounds = nil
            }
            guard let bounds else {
                throw ExpressionError(.value, at: e.range, "a board's calendar gives the range of .day in a .month or .year, .weekday in a week, .month in a .year, .hour in a .day, .minute and .second")
            }
            return .range(.int(bounds.0), .int(bounds.1), closed: false)
        case ("ordinality", ["of", "in", "for"]):
            // `ordinality(of: .day, in: .year, for: date)`: the day of the year (1-based), of the month, the
            // weekday in its week (Sunday 1, en_US's first weekday), the month of the year, the hour of the day.
            let t = try dateArgument(2)
            let c = BoardClock.civil(t)
            let startOfYear = DateComponentsValues.addingMonths(-(c.month - 1), to: day(t) * 86_400 - Double(c.day - 1) * 86_400)
            switch (caseName(args[0].value) ?? "", caseName(args[1].value) ?? "") {
            case ("day", "year"): return .int(Int(day(t) - day(startOfYear)) + 1)
            case ("day", "month"): return .int(c.day)
            case ("day", "weekOfMonth"), ("day", "weekOfYear"), ("weekday", "weekOfMonth"), ("weekday", "weekOfYear"): return .int(c.weekday)
            case ("month", "year"): return .int(c.month)
            case ("hour", "day"): return .int(Int((t - day(t) * 86_400) / 3600) + 1)
            default:
                throw ExpressionError(.value, at: e.range, "a board's calendar gives the ordinality of .day in a .year, .month or week, .weekday in a week, .month in a .year and .hour in a .day")
            }
        case ("dateInterval", ["of", "for"]):
            // The day, week (from Sunday, en_US's first weekday), month or year holding the date.
            let t = try dateArgument(1)
            let c = BoardClock.civil(t)
            let start: Double, end: Double
            switch caseName(args[0].value) ?? "" {
            case "day": start = day(t) * 86_400; end = start + 86_400
            case "weekOfMonth", "weekOfYear", "weekday": start = (day(t) - Double(c.weekday - 1)) * 86_400; end = start + 7 * 86_400
            case "month":
                start = day(t) * 86_400 - Double(c.day - 1) * 86_400
                end = DateComponentsValues.addingMonths(1, to: start)
            case "year":
                start = DateComponentsValues.addingMonths(-(c.month - 1), to: day(t) * 86_400 - Double(c.day - 1) * 86_400)
                end = DateComponentsValues.addingMonths(12, to: start)
            default:
                throw ExpressionError(.value, at: args[0].range, "a board's calendar gives the interval of a .day, .weekOfMonth, .weekOfYear, .month or .year")
            }
            return .instance(StructValue(type: "DateInterval", fields: [("start", date(start)), ("end", date(end)), ("duration", .double(end - start))]))
        case ("isDateInToday", ["_"]): return .bool(day(try dateArgument(0)) == day(now))
        case ("isDateInYesterday", ["_"]): return .bool(day(try dateArgument(0)) == day(now) - 1)
        case ("isDateInTomorrow", ["_"]): return .bool(day(try dateArgument(0)) == day(now) + 1)
        case ("isDateInWeekend", ["_"]): return .bool([1, 7].contains(BoardClock.civil(try dateArgument(0)).weekday))
        case ("isDate", ["_", "inSameDayAs"]): return .bool(day(try dateArgument(0)) == day(try dateArgument(1)))
        default: return try DateComponentsValues.calendarCall(name, labels, args, i, e, dateArgument)
        }
    }
}
