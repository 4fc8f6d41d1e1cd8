import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine

/// Foundation's formatters and calendar arithmetic as real apps write them (docs/swift-subset.md,
/// "Stand-ins"): a `NumberFormatter` configured property by property, `DateComponents` set field by
/// field and read by the board's calendar, `String(_:radix:)`.
@Suite struct FoundationFormattingTests {
    static let formatters = """
        enum F {
            static func make(_ style: NumberFormatter.Style, fraction: Int? = nil, symbol: String? = nil) -> NumberFormatter {
                let f = NumberFormatter()
                f.numberStyle = style
                if let fraction {
                    f.minimumFractionDigits = fraction
                    f.maximumFractionDigits = fraction
                }
                if let symbol { f.currencySymbol = symbol }
                return f
            }
        }
        extension Date {
            static func make(_ day: Int, _ month: Int, _ year: Int) -> Date {
                var c = DateComponents()
                c.day = day
                c.month = month
                c.year = year
                c.hour = 12
                return Calendar.current.date(from: c)!
            }
        }
        """

    /// Each style prints as Foundation prints it in US English, with the digits the app set.
    @Test func aNumberFormatterPrintsWithTheStyleAndDigitsSet() throws {
        #expect(try Run.value(#"F.make(.currency).string(from: NSNumber(value: 1234.5))!"#, Self.formatters) == "$1,234.50")
        #expect(try Run.value(#"F.make(.currency, symbol: "€").string(from: 3)!"#, Self.formatters) == "€3.00")
        #expect(try Run.value(#"F.make(.decimal).string(from: 1234.56789)!"#, Self.formatters) == "1,234.568")
        #expect(try Run.value(#"F.make(.decimal, fraction: 1).string(from: 2)!"#, Self.formatters) == "2.0")
        #expect(try Run.value(#"F.make(.percent).string(for: 0.256)!"#, Self.formatters) == "26%")
        #expect(try Run.value(#"F.make(.none).string(from: 7.6)!"#, Self.formatters) == "8")
        // `string(for:)` of a value that is not a number is nil.
        #expect(try Run.value(#"F.make(.decimal).string(for: "x") ?? "nil""#, Self.formatters) == "nil")
    }

    /// Components set one by one make a date; a date's components and the span between two dates
    /// come back in the units asked for.
    @Test func dateComponentsRoundTripThroughTheCalendar() throws {
        #expect(try Run.value("Date.make(5, 3, 2025)", Self.formatters) == "2025-03-05 12:00:00 +0000")
        #expect(try Run.value("Calendar.current.date(from: DateComponents(year: 2024, month: 2, day: 29))!") == "2024-02-29 00:00:00 +0000")
        #expect(try Run.value("Calendar.current.dateComponents([.year, .month], from: Date()).month!") == "1")
        #expect(try Run.value("Calendar.current.dateComponents([.day], from: Date()).year == nil") == "true")
        // 2025-03-05 12:00 → 2026-01-01 09:41 (the board's clock): 301 days 21 h 41 min.
        #expect(try Run.value("Calendar.current.dateComponents([.day, .hour], from: Date.make(5, 3, 2025), to: Date()).day!", Self.formatters) == "301")
        #expect(try Run.value("Calendar.current.dateComponents([.day, .hour], from: Date.make(5, 3, 2025), to: Date()).hour!", Self.formatters) == "21")
        // Months count only when complete: Jan 31 → Feb 28 is 0 months and 28 days.
        let jan31 = "Date(timeIntervalSince1970: \(Int(BoardClock.seconds(year: 2026, month: 1, day: 31))))"
        let feb28 = "Date(timeIntervalSince1970: \(Int(BoardClock.seconds(year: 2026, month: 2, day: 28))))"
        #expect(try Run.value("Calendar.current.dateComponents([.month, .day], from: \(jan31), to: \(feb28)).month!") == "0")
        #expect(try Run.value("Calendar.current.dateComponents([.month, .day], from: \(jan31), to: \(feb28)).day!") == "28")
        #expect(try Run.value("Calendar.current.dateComponents([.era, .quarter], from: Date()).quarter!") == "1")
        #expect(throws: ExpressionError.self) { try Run.value("Calendar.current.dateComponents([.era, .timeZone], from: Date())") }
    }

    @Test func stringsInARadix() throws {
        #expect(try Run.value("String(255, radix: 16)") == "ff")
        #expect(try Run.value("String(255, radix: 16, uppercase: true)") == "FF")
        #expect(try Run.value("String(-5, radix: 2)") == "-101")
        #expect(throws: ExpressionError.self) { try Run.value("String(5, radix: 40)") }
    }

    /// `.random(in:)` inside `extension Color { static var random: Color }` is `Double.random(in:)`:
    /// a call is of a static method (or a property holding a function), never of a property of
    /// another type with the same name; where SwiftUI takes a number it is a number.
    @Test func aCallIsNotAPropertyOfTheSameName() throws {
        let swift = """
            extension Color {
                static var random: Color { Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1)) }
            }
            struct V: View {
                var body: some View { Rectangle().fill(Color.random).frame(width: 10, height: 10).opacity(.random(in: 0.5...1)) }
            }
            """
        let a = try OneEngineTests.builder(swift).scene(at: 0), b = try OneEngineTests.builder(swift).scene(at: 0)
        #expect(a.json() == b.json())
        let opacity = try #require(a.views.first { $0.kind == "Rectangle" }).opacity
        #expect(opacity >= 0.5 && opacity <= 1)
    }

    /// `Set<CGFloat>()` is a set: `insert(_:)` adds a member once; a dictionary of closures is a
    /// dictionary (`[UInt: (Int) -> Void]()`); `date(byAdding: .init(month: 1, minute: -1), to:)`.
    @Test func genericCollectionsAndComponentsAdded() throws {
        let swift = """
            func members() -> Int { var s = Set<CGFloat>(); s.insert(3); s.insert(3); s.insert(4); return s.count }
            func inserted() -> Bool { var s = Set<Int>(); s.insert(1); return s.insert(1).inserted }
            func handlers() -> Int { let d = [UInt: (Int) -> Void](); return d.count }
            func endOfMonth() -> Date { Calendar.current.date(byAdding: .init(month: 1, minute: -1), to: Calendar.current.startOfDay(for: Date()))! }
            """
        #expect(try Run.value("members()", swift) == "2")
        #expect(try Run.value("inserted()", swift) == "false")
        #expect(try Run.value("handlers()", swift) == "0")
        #expect(try Run.value("endOfMonth()", swift) == "2026-01-31 23:59:00 +0000")
        // A month added to January 31 is February 28 (the month's last day), as Calendar adds it.
        let jan31 = "Date(timeIntervalSince1970: \(Int(BoardClock.seconds(year: 2026, month: 1, day: 31))))"
        #expect(try Run.value("Calendar.current.date(byAdding: DateComponents(month: 1), to: \(jan31))!") == "2026-02-28 00:00:00 +0000")
    }
}
