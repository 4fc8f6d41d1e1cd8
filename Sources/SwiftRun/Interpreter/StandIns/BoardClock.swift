import Foundation

/// The board's clock and how dates print (docs/swift-subset.md, "Stand-ins"): `Date()` is the
/// board's `"now"` (2026-01-01T09:41:00Z unless it says), and dates print as real views print
/// them in the `en_US_POSIX` locale, in UTC, on the Gregorian calendar — the same bytes on every
/// machine, whatever its clock, locale or time zone.
///
/// Pure arithmetic over seconds since 1970 (no Foundation calendar, whose output depends on
/// the machine's ICU): days to civil dates by Howard Hinnant's `civil_from_days`.
package enum BoardClock {
    /// 2026-01-01T09:41:00Z, the board's "now" when it names none (the time Apple's keynotes show).
    package static let defaultNow = 1_767_260_460.0
    /// Seconds from 1970-01-01 to 2001-01-01 (`timeIntervalSinceReferenceDate`'s origin).
    package static let referenceOffset = 978_307_200.0

    /// A moment as a calendar shows it (UTC, Gregorian).
    package struct Civil: Equatable {
        package var year: Int, month: Int, day: Int
        package var hour: Int, minute: Int, second: Int
        /// 1 = Sunday … 7 = Saturday (`Calendar.component(.weekday, from:)`).
        package var weekday: Int
    }

    /// The calendar date and time of `seconds` since 1970.
    package static func civil(_ seconds: Double) -> Civil {
        let whole = Int(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = whole - days * 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        let weekday = ((days % 7) + 7 + 4) % 7 + 1   // 1970-01-01 was a Thursday
        return Civil(year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60,
                     second: secondOfDay % 60, weekday: weekday)
    }

    /// Seconds since 1970 of a calendar date and time (UTC); months and days out of range carry.
    package static func seconds(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Double {
        let m0 = month - 1
        let y = year + (m0 >= 0 ? m0 / 12 : -((-m0 + 11) / 12))
        let m = ((m0 % 12) + 12) % 12 + 1
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
    }

    /// `2026-01-01T09:41:00Z` (or with a fraction, or `+hh:mm`): seconds since 1970; nil if not ISO 8601.
    package static func parse(_ text: String) -> Double? {
        let s = Array(text.utf8)
        func digits(_ at: Int, _ n: Int) -> Int? {
            guard at + n <= s.count else { return nil }
            var v = 0
            for b in s[at..<(at + n)] {
                guard b >= 48, b <= 57 else { return nil }
                v = v * 10 + Int(b - 48)
            }
            return v
        }
        guard s.count >= 20, let y = digits(0, 4), s[4] == 45, let mo = digits(5, 2), s[7] == 45, let d = digits(8, 2),
              s[10] == 84, let h = digits(11, 2), s[13] == 58, let mi = digits(14, 2), s[16] == 58, let se = digits(17, 2),
              (1...12).contains(mo), (1...31).contains(d), h < 24, mi < 60, se < 60 else { return nil }
        var i = 19
        var fraction = 0.0
        if i < s.count, s[i] == 46 {
            i += 1
            var scale = 0.1
            while i < s.count, s[i] >= 48, s[i] <= 57 { fraction += Double(s[i] - 48) * scale; scale /= 10; i += 1 }
        }
        var offset = 0
        if i < s.count, s[i] == 90 { i += 1 } else if i + 6 == s.count, s[i] == 43 || s[i] == 45, let oh = digits(i + 1, 2), s[i + 3] == 58,
                  let om = digits(i + 4, 2) {
            offset = (s[i] == 43 ? 1 : -1) * (oh * 3600 + om * 60)
            i += 6
        } else { return nil }
        guard i == s.count, civil(seconds(year: y, month: mo, day: d)).day == d else { return nil }
        return seconds(year: y, month: mo, day: d, hour: h, minute: mi, second: se) - Double(offset) + fraction
    }

    /// `2026-01-01T09:41:00Z`.
    package static func iso(_ seconds: Double) -> String {
        let c = civil(seconds)
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))T\(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2))Z"
    }

    /// Swift's `"\(date)"`: `2026-01-01 09:41:00 +0000`.
    package static func description(_ seconds: Double) -> String {
        let c = civil(seconds)
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2)) \(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2)) +0000"
    }

    static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(abs(n))
        return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
    }

    package static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                     "October", "November", "December"]
    package static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    // MARK: Styles

    /// `DateFormatter.Style` (`short`, `medium`, `long`, `full`) of the date; `none`: "".
    package static func date(_ c: Civil, style: String) -> String? {
        let month = monthNames[c.month - 1], weekday = weekdayNames[c.weekday - 1]
        switch style {
        case "none", "omitted": return ""
        case "short": return "\(c.month)/\(c.day)/\(pad(c.year % 100, 2))"
        case "numeric": return "\(c.month)/\(c.day)/\(c.year)"
        case "medium", "abbreviated": return "\(month.prefix(3)) \(c.day), \(c.year)"
        case "long": return "\(month) \(c.day), \(c.year)"
        case "full", "complete": return "\(weekday), \(month) \(c.day), \(c.year)"
        default: return nil
        }
    }

    /// `DateFormatter.Style` (or `Date.FormatStyle.TimeStyle`: `shortened`, `standard`, `complete`) of the time.
    package static func time(_ c: Civil, style: String) -> String? {
        let h = c.hour % 12 == 0 ? 12 : c.hour % 12, ampm = c.hour < 12 ? "AM" : "PM"
        switch style {
        case "none", "omitted": return ""
        case "short", "shortened": return "\(h):\(pad(c.minute, 2)) \(ampm)"
        case "medium", "standard": return "\(h):\(pad(c.minute, 2)):\(pad(c.second, 2)) \(ampm)"
        case "long", "complete": return "\(h):\(pad(c.minute, 2)):\(pad(c.second, 2)) \(ampm) UTC"
        case "full": return "\(h):\(pad(c.minute, 2)):\(pad(c.second, 2)) \(ampm) Coordinated Universal Time"
        default: return nil
        }
    }

    /// A date and a time together, as `en_US` joins them: `1/1/26, 9:41 AM`, `Jan 1, 2026 at 9:41 AM`.
    package static func joined(_ date: String, _ time: String, numeric: Bool) -> String {
        if date.isEmpty { return time }
        if time.isEmpty { return date }
        return date + (numeric ? ", " : " at ") + time
    }

    /// `Text(date, style:)`: `.date` (long), `.time` (short), `.relative`, `.offset`, `.timer` measured from `now`.
    package static func textStyle(_ style: String, _ seconds: Double, now: Double) -> String? {
        let c = civil(seconds)
        let delta = seconds - now
        switch style {
        case "date": return date(c, style: "long")
        case "time": return time(c, style: "short")
        case "relative": return relative(abs(delta))
        case "offset": return (delta < 0 ? "-" : "+") + relative(abs(delta))
        case "timer":
            let total = Int(abs(delta).rounded(.down))
            let h = total / 3600, m = total % 3600 / 60, s = total % 60
            return (delta < 0 ? "-" : "") + (h > 0 ? "\(h):\(pad(m, 2)):\(pad(s, 2))" : "\(m):\(pad(s, 2))")
        default: return nil
        }
    }

    /// `2 hours, 5 minutes`: the two largest units of a span, as `Text(_:style: .relative)` shows it.
    package static func relative(_ span: Double) -> String {
        let total = Int(span.rounded(.down))
        let units: [(String, Int)] = [("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400), ("hour", 3600),
                                      ("minute", 60), ("second", 1)]
        var rest = total, parts: [String] = []
        for (name, size) in units where parts.count < 2 {
            let n = rest / size
            if n > 0 || (name == "second" && parts.isEmpty) {
                parts.append("\(n) \(name)\(n == 1 ? "" : "s")")
                rest -= n * size
            } else if !parts.isEmpty {
                break
            }
        }
        return parts.joined(separator: ", ")
    }

    // MARK: Patterns

    /// A `dateFormat` pattern (`yyyy-MM-dd`, `EEEE, MMM d`, `h:mm a`, `HH:mm:ss`, `'Week' w`
    /// excepted): nil with the first field boardgen does not print.
    package static func format(_ pattern: String, _ seconds: Double) -> Result<String, FormatProblem> {
        let c = civil(seconds)
        let chars = Array(pattern)
        var out = "", i = 0
        while i < chars.count {
            let ch = chars[i]
            if ch == "'" {
                // A quoted literal; '' is a quote.
                var j = i + 1
                if j < chars.count, chars[j] == "'" { out.append("'"); i += 2; continue }
                while j < chars.count, chars[j] != "'" { out.append(chars[j]); j += 1 }
                i = j + 1
                continue
            }
            guard ch.isLetter, ch.isASCII else { out.append(ch); i += 1; continue }
            var n = 1
            while i + n < chars.count, chars[i + n] == ch { n += 1 }
            let h12 = c.hour % 12 == 0 ? 12 : c.hour % 12
            switch (ch, n) {
            case ("y", 2): out += pad(c.year % 100, 2)
            case ("y", _), ("u", _): out += pad(c.year, n)
            case ("M", 1...2), ("L", 1...2): out += pad(c.month, n)
            case ("M", 3), ("L", 3): out += monthNames[c.month - 1].prefix(3)
            case ("M", 4), ("L", 4): out += monthNames[c.month - 1]
            case ("M", 5), ("L", 5): out += monthNames[c.month - 1].prefix(1)
            case ("d", 1...2): out += pad(c.day, n)
            case ("E", 1...3): out += weekdayNames[c.weekday - 1].prefix(3)
            case ("E", 4): out += weekdayNames[c.weekday - 1]
            case ("E", 5): out += weekdayNames[c.weekday - 1].prefix(1)
            // Stand-alone forms (what a pattern generator writes for a weekday alone): English spells them alike.
            case ("c", 3): out += weekdayNames[c.weekday - 1].prefix(3)
            case ("c", 4): out += weekdayNames[c.weekday - 1]
            case ("c", 5): out += weekdayNames[c.weekday - 1].prefix(1)
            case ("E", 6), ("c", 6): out += weekdayNames[c.weekday - 1].prefix(2)
            case ("G", 1...3): out += c.year > 0 ? "AD" : "BC"
            case ("G", 4): out += c.year > 0 ? "Anno Domini" : "Before Christ"
            case ("Q", 1...2), ("q", 1...2): out += pad((c.month - 1) / 3 + 1, n)
            case ("Q", 3), ("q", 3): out += "Q\((c.month - 1) / 3 + 1)"
            case ("h", 1...2): out += pad(h12, n)
            case ("H", 1...2): out += pad(c.hour, n)
            case ("m", 1...2): out += pad(c.minute, n)
            case ("s", 1...2): out += pad(c.second, n)
            case ("S", _): out += String(repeating: "0", count: n)
            case ("a", 1...3): out += c.hour < 12 ? "AM" : "PM"
            case ("Z", 1...3), ("x", 1...3): out += "+0000"
            case ("Z", 5), ("X", _): out += "Z"
            case ("z", 1...3): out += "UTC"
            default: return .failure(FormatProblem(field: String(repeating: ch, count: n)))
            }
            i += n
        }
        return .success(out)
    }

    /// A `dateFormat` field boardgen does not print.
    package struct FormatProblem: Error { package var field: String }
}
