import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Boards

/// The app around a view, stood in for (docs/swift-subset.md, "Stand-ins"): the board's clock,
/// its seeded random values, stored defaults, timers and tasks, the environment's defaults and
/// the app's own environment keys.
@Suite struct StandInTests {
    /// The texts a program still of `view` over `swift` shows, in drawing order.
    static func texts(_ swift: String, view: String, extra: String = "") throws -> [String] {
        let json = #"{"swift": "V.swift", "view": "\#(view)", "subtitle": null\#(extra)}"#
        return try boardBesideSwift(swift, file: "V.swift", json: json).scene(at: 0).views.compactMap(\.text)
    }

    // MARK: The clock

    @Test func theClockIsTheBoardsNow() throws {
        #expect(BoardClock.iso(BoardClock.defaultNow) == "2026-01-01T09:41:00Z")
        #expect(try Run.value("Date()") == "2026-01-01 09:41:00 +0000")
        #expect(try Run.value("Date.now.timeIntervalSince1970") == "1767260460.0")
        #expect(try Run.value("Date().timeIntervalSinceNow") == "0.0")
        #expect(try Run.value("Date(timeIntervalSinceNow: 90) > .now") == "true")
        #expect(try Run.value("(Date.now + 3600).timeIntervalSince(Date())") == "3600.0")
        #expect(try Run.value("f()", "func f() -> String { let d: Date = .now; return d.ISO8601Format() }") == "2026-01-01T09:41:00Z")
    }

    @Test(arguments: [
        ("Date().formatted()", "1/1/2026, 9:41 AM"),
        ("Date().formatted(date: .abbreviated, time: .shortened)", "Jan 1, 2026 at 9:41 AM"),
        ("Date().formatted(date: .numeric, time: .omitted)", "1/1/2026"),
        ("Date().formatted(date: .long, time: .standard)", "January 1, 2026 at 9:41:00 AM"),
        ("Date.now.addingTimeInterval(26 * 3600).formatted(date: .complete, time: .omitted)", "Friday, January 2, 2026"),
        ("Date().formatted(date: .omitted, time: .complete)", "9:41:00 AM UTC"),
        ("Date(timeIntervalSince1970: 0).formatted(.dateTime)", "1/1/1970, 12:00 AM"),
        ("DateFormatter.localizedString(from: .now, dateStyle: .short, timeStyle: .short)", "1/1/26, 9:41 AM"),
        ("DateFormatter.localizedString(from: .now, dateStyle: .full, timeStyle: .none)", "Thursday, January 1, 2026"),
    ])
    func datesPrintAsRealViewsPrintThem(_ expression: String, _ shown: String) throws {
        #expect(try Run.value(expression) == shown, "\(expression)")
    }

    @Test func aDateFormatterPrintsItsStylesAndPatterns() throws {
        let styles = "let f = DateFormatter()\nf.dateStyle = .medium\nf.timeStyle = .short\nreturn f.string(from: Date())"
        #expect(try Run.body(styles) == "Jan 1, 2026 at 9:41 AM")
        let decls = """
        let formatter: DateFormatter = {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.dateFormat = "EEEE, MMM d 'at' h:mm a"
            return f
        }()
        func show(_ pattern: String) -> String { let f = DateFormatter(); f.dateFormat = pattern; return f.string(from: .now) }
        """
        #expect(try Run.value("formatter.string(from: Date())", decls) == "Thursday, Jan 1 at 9:41 AM")
        #expect(try Run.value("show(\"yyyy-MM-dd'T'HH:mm:ss\")", decls) == "2026-01-01T09:41:00")
        #expect(try Run.value("show(\"d/M/yy HH:mm\")", decls) == "1/1/26 09:41")
        #expect(try Run.value("show(\"QQQ yyyy\")", decls) == "Q1 2026")
        let refused = Run.error("show(\"DDD yyyy\")", decls)
        #expect(refused?.message.contains("the field 'DDD' is not printed by a board") == true, "\(String(describing: refused?.message))")
    }

    @Test func textWithADateStyle() throws {
        let swift = """
        struct V: View {
            let start = Date(timeIntervalSinceNow: -7500)
            var body: some View {
                VStack {
                    Text(Date(), style: .date)
                    Text(.now, style: .time)
                    Text(start, style: .relative)
                    Text(start, style: .timer)
                    Text(Date.now, format: .dateTime)
                }
            }
        }
        """
        #expect(try Self.texts(swift, view: "V()") == ["January 1, 2026", "9:41 AM", "2 hours, 5 minutes", "-2:05:00", "1/1/2026, 9:41 AM"])
    }

    @Test func theBoardSetsItsClock() throws {
        let swift = "struct V: View { var body: some View { Text(Date().formatted(date: .numeric, time: .shortened)) } }"
        #expect(try Self.texts(swift, view: "V()", extra: #", "now": "2030-06-15T18:05:00Z""#) == ["6/15/2030, 6:05 PM"])
        #expect(try Self.texts(swift, view: "V()", extra: #", "now": "2030-06-15T20:05:00+02:00""#) == ["6/15/2030, 6:05 PM"])
        do {
            _ = try Self.texts(swift, view: "V()", extra: #", "now": "yesterday""#)
            Issue.record("a \"now\" that is not ISO 8601 was read")
        } catch {
            #expect("\(error)".contains("\"now\" must be an ISO 8601 time"), "\(error)")
        }
    }

    @Test func calendarArithmeticIsGregorianInUTC() throws {
        #expect(try Run.value("Calendar.current.component(.hour, from: .now)") == "9")
        #expect(try Run.value("Calendar.current.component(.weekday, from: Date())") == "5")
        let endOfJanuary = "Date(timeIntervalSince1970: \(Int(BoardClock.seconds(year: 2026, month: 1, day: 31, hour: 8))))"
        #expect(try Run.value("Calendar.current.date(byAdding: .month, value: 1, to: \(endOfJanuary))!") == "2026-02-28 08:00:00 +0000")
        #expect(try Run.value("Calendar.current.startOfDay(for: .now)") == "2026-01-01 00:00:00 +0000")
        #expect(try Run.value("Calendar.current.isDateInToday(Date().addingTimeInterval(3600))") == "true")
        #expect(try Run.value("Calendar.current.isDateInYesterday(Date().addingTimeInterval(-86400))") == "true")
    }

    @Test func civilDatesRoundTrip() {
        let epoch = BoardClock.civil(0)
        #expect(epoch == BoardClock.Civil(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0, weekday: 5))
        for (y, m, d) in [(2024, 2, 29), (2000, 3, 1), (1969, 12, 31), (1, 1, 1), (9999, 12, 31)] {
            let c = BoardClock.civil(BoardClock.seconds(year: y, month: m, day: d, hour: 23, minute: 59, second: 59))
            #expect((c.year, c.month, c.day, c.hour) == (y, m, d, 23), "\(y)-\(m)-\(d)")
        }
        #expect(BoardClock.parse("2026-01-01T09:41:00Z") == BoardClock.defaultNow)
        #expect(BoardClock.parse("2026-02-30T09:41:00Z") == nil)
    }

    // MARK: Random values

    @Test func theGeneratorIsSplitMix64() {
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func randomValuesAreSeededAndInRange() throws {
        let dice = try Run.value("(0..<20).map { _ in Int.random(in: 1...6) }")
        #expect(dice == (try Run.value("(0..<20).map { _ in Int.random(in: 1...6) }")), "the same every run")
        let values = dice.dropFirst().dropLast().split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces))! }
        #expect(values.allSatisfy { (1...6).contains($0) } && Set(values).count > 1, "\(dice)")
        let unit = Double(try Run.value("Double.random(in: 2..<3)"))!
        #expect(unit >= 2 && unit < 3)
        #expect(["true", "false"].contains(try Run.value("Bool.random()")))
        let shuffled = try Run.value("[1, 2, 3, 4, 5, 6].shuffled()")
        #expect(shuffled != "[1, 2, 3, 4, 5, 6]" && shuffled.count == "[1, 2, 3, 4, 5, 6]".count, "\(shuffled)")
        #expect(try Run.body("var a = [1, 2, 3, 4, 5, 6]\na.shuffle()\nreturn a") == shuffled)
        #expect(try Run.value("[String]().randomElement() == nil") == "true")
        #expect(["a", "b"].contains(try Run.value("[\"a\", \"b\"].randomElement()!")))
        #expect((0..<4).contains(Int(try Run.value("arc4random_uniform(4)"))!))
    }

    @Test func theSeedChangesTheValues() throws {
        let swift = "struct V: View { @State var roll = Int.random(in: 0..<1_000_000)\n var body: some View { Text(\"\\(roll)\") } }"
        let a = try Self.texts(swift, view: "V()"), b = try Self.texts(swift, view: "V()", extra: #", "seed": 0"#)
        let c = try Self.texts(swift, view: "V()", extra: #", "seed": 42"#)
        #expect(a == b && a != c, "\(a) \(c)")
    }

    // MARK: The app around the view

    @Test func storedDefaultsAreEmpty() throws {
        #expect(try Run.value("UserDefaults.standard.integer(forKey: \"launches\")") == "0")
        #expect(try Run.value("UserDefaults.standard.string(forKey: \"name\") ?? \"none\"") == "none")
        #expect(try Run.value("UserDefaults(suiteName: \"group.app\")!.bool(forKey: \"on\")") == "false")
        #expect(try Run.body("UserDefaults.standard.set(3, forKey: \"n\")\nreturn UserDefaults.standard.integer(forKey: \"n\")") == "0")
        let swift = """
        struct V: View {
            @AppStorage("name") var name = "Guest"
            @SceneStorage("tab") private var tab = 2
            var body: some View { Text("\\(name) \\(tab)") }
        }
        """
        #expect(try Self.texts(swift, view: "V()") == ["Guest 2"])
    }

    /// SwiftData: a board's store is new and empty — `@Query` finds nothing until something is
    /// inserted; `.modelContainer(for:inMemory:)` makes an empty one.
    @Test func aSwiftDataStoreIsEmpty() throws {
        let swift = """
        @Model final class Item {
            var title: String
            init(title: String) { self.title = title }
        }
        struct V: View {
            @Environment(\\.modelContext) private var context
            @Query(sort: \\Item.title) private var items: [Item]
            var body: some View {
                VStack {
                    Text("\\(items.count) items")
                    Button("Add") { context.insert(Item(title: "New")); try? context.save() }
                }
                .modelContainer(for: Item.self, inMemory: true)
            }
        }
        """
        #expect(try Self.texts(swift, view: "V()") == ["0 items", "Add"])
    }

    /// `_items = Query(filter: #Predicate { … }, sort: …)` in an initializer: the same empty query.
    @Test func aQueryMadeInAnInitializerWithAPredicateIsEmpty() throws {
        let swift = """
        @Model final class Item {
            var kind: String
            init(kind: String) { self.kind = kind }
        }
        struct V: View {
            @Query private var items: [Item]
            let kind: String
            init(kind: String) {
                self.kind = kind
                _items = Query(filter: #Predicate<Item> { $0.kind == kind }, sort: \\Item.kind)
            }
            var body: some View { Text("\\(items.count) \\(kind)") }
        }
        """
        #expect(try Self.texts(swift, view: #"V(kind: \"Food\")"#) == ["0 Food"])
    }

    /// UIKit's appearance proxies, set in an initializer, are accepted and not drawn; a hidden
    /// `UITabBar` leaves a `TabView` without its bar. `check` lists them as stand-ins.
    @Test func uikitAppearanceIsAcceptedAndAHiddenTabBarHonoured() throws {
        let swift = """
        struct V: View {
            init() {
                UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 35, weight: .bold)]
                let bar = UINavigationBarAppearance()
                bar.configureWithOpaqueBackground()
                bar.backgroundColor = UIColor(named: "Brand")
                UINavigationBar.appearance().standardAppearance = bar
                UITabBar.appearance().isHidden = true
            }
            var body: some View {
                TabView {
                    Text("Home").tabItem { Label("Home", systemImage: "house") }
                    Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
                }
            }
        }
        """
        #expect(try !Self.texts(swift, view: "V()").contains("Settings"))
        let shown = swift.replacingOccurrences(of: "UITabBar.appearance().isHidden = true", with: "UITabBar.appearance().unselectedItemTintColor = .gray")
        #expect(try Self.texts(shown, view: "V()").contains("Settings"))
        let uses = StandInScanner.uses(in: SwiftSourceText(name: "V.swift", text: swift)).map(\.name)
        #expect(uses.contains("UIKit appearance") && uses.contains("UINavigationBarAppearance"), "\(uses)")
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 1)` runs its block a second after the
    /// action, `async` right after it; the locale's currency is the US dollar.
    @Test func theMainQueueRunsBlocksAtTheirTimes() throws {
        let swift = """
        struct V: View {
            @State private var late = false
            @State private var soon = false
            var body: some View {
                Text("\\(soon) \\(late) \\(Locale.current.currency?.identifier ?? "?") \\(Locale.current.currencyCode ?? "?")")
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { late = true }
                        DispatchQueue.main.async { soon = true }
                    }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": "V.swift", "view": "V()", "subtitle": null}"#)
        let texts = { (t: Double) throws -> [String] in try board.scene(at: t).views.filter { $0.kind == "Text" && $0.id != "status" }.compactMap(\.text) }
        #expect(try texts(0.01) == ["true false USD USD"])
        #expect(try texts(try board.timeline().cycle) == ["true true USD USD"])
        let late = try #require(try board.timeline().steps.last)
        #expect(abs(late.start - 1) < 1e-9, "\(late.start)")
    }

    /// The Landmarks tutorial's `load<T: Decodable>`: `Bundle.main` finds the app's data file,
    /// `JSONDecoder` makes the app's `Codable` values (CodingKeys, nested types, raw-value enums,
    /// optionals, snake case, ranges as `[lower, upper]`), the generic `T` is the declared type of what it is assigned to.
    @Test func bundledJSONIsDecodedAsSwiftDecodesIt() throws {
        let dir = temporaryDirectory("bundle")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/App/Resources", withIntermediateDirectories: true)
        try "// the app's package".write(toFile: dir + "/App/Package.swift", atomically: true, encoding: .utf8)
        try #"[{"id": 1, "name": "Turtle Rock", "is_favorite": true, "category": "Rivers", "coordinates": {"latitude": 34.0, "longitude": -116.1}}, {"id": 2, "name": "Silver Salmon Creek", "is_favorite": false, "category": "Lakes", "coordinates": {"latitude": 59.9, "longitude": -152.6}, "description": "A creek"}]"#
            .write(toFile: dir + "/App/Resources/landmarkData.json", atomically: true, encoding: .utf8)
        try #"[{"first_name": "Ada", "birth_year": 1815, "years": [1815, 1852], "span": [1, 3]}]"#.write(toFile: dir + "/App/Resources/people.json", atomically: true, encoding: .utf8)
        let swift = """
        import SwiftUI
        var landmarks: [Landmark] = load("landmarkData.json")
        func load<T: Decodable>(_ filename: String) -> T {
            guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else { fatalError("Couldn't find \\(filename)") }
            do {
                let data = try Data(contentsOf: file)
                return try JSONDecoder().decode(T.self, from: data)
            } catch {
                fatalError("Couldn't parse \\(filename): \\(error)")
            }
        }
        struct Landmark: Codable, Identifiable {
            var id: Int
            var name: String
            var description: String?
            var isFavorite: Bool
            var category: Category
            var coordinates: Coordinates
            enum Category: String, Codable { case lakes = "Lakes", rivers = "Rivers" }
            struct Coordinates: Codable { var latitude: Double; var longitude: Double }
            enum CodingKeys: String, CodingKey {
                case id, name, description, category, coordinates
                case isFavorite = "is_favorite"
            }
        }
        struct Person: Codable { var firstName: String; var birthYear: Int; var years: Range<Int>; var span: ClosedRange<Double> }
        struct V: View {
            var people: [Person] {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                let url = Bundle.main.url(forResource: "people", withExtension: "json")!
                return try! decoder.decode([Person].self, from: Data(contentsOf: url))
            }
            var body: some View {
                VStack {
                    ForEach(landmarks) { l in Text("\\(l.name) \\(l.isFavorite) \\(l.category.rawValue) \\(l.description ?? "-") \\(Int(l.coordinates.latitude))") }
                    Text("\\(people[0].firstName) \\(people[0].birthYear) \\(people[0].years.upperBound - people[0].years.lowerBound) \\(people[0].span.contains(3.0)) \\(Bundle.main.url(forResource: "missing", withExtension: "json") == nil)")
                }
            }
        }
        """
        try swift.write(toFile: dir + "/App/V.swift", atomically: true, encoding: .utf8)
        let board = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: #"{"swift": "App", "view": "V()", "subtitle": null}"#))
        #expect(try board.scene(at: 0).views.compactMap(\.text) == ["Turtle Rock true Rivers - 34", "Silver Salmon Creek false Lakes A creek 59", "Ada 1815 37 true true"])
        // Only the app's bundled files are read.
        let other = #"struct W: View { var body: some View { Text(try! String(contentsOfFile: "/etc/hostname")) } }"#
        try other.write(toFile: dir + "/App/W.swift", atomically: true, encoding: .utf8)
        do {
            _ = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: #"{"swift": "App", "view": "W()"}"#))
            Issue.record("a file outside the bundle was read")
        } catch {
            #expect("\(error)".contains("a board reads only the data files the app bundles"), "\(error)")
        }
    }

    /// `FileManager.default` is a new app's empty sandbox: its folders found, no file in them, a
    /// read throws Cocoa's "no such file" error — `try?` makes it nil, a `catch` runs with it — and
    /// writes are taken without being kept. A `let` declared without a value is assigned later.
    @Test func theSandboxOfANewAppHoldsNoFiles() throws {
        let swift = """
        func load() -> String {
            let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
            let data = try? Data(contentsOf: folder.appendingPathComponent("todos.json"))
            var message = "-"
            do {
                let url = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
                message = try String(contentsOf: url.appendingPathComponent("notes.txt"))
            } catch {
                message = error.localizedDescription
            }
            try? Data().write(to: folder.appendingPathComponent("todos.json"))
            let name: String?
            if data == nil { name = "empty" } else { name = nil }
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
            return "\\(name ?? "nil") \\(files.count) \\(FileManager.default.fileExists(atPath: folder.path + "/todos.json")) \\(message) \\((-2.0).sign == .minus)"
        }
        struct V: View { var body: some View { Text(load()) } }
        """
        #expect(try Self.texts(swift, view: "V()") == ["empty 0 false The file “notes.txt” couldn’t be opened because there is no such file. true"])
        // Uncaught, the error stops the board at the read, naming the file.
        let uncaught = "struct V: View { var body: some View { Text(try! String(contentsOf: FileManager.default.temporaryDirectory.appendingPathComponent(\"a.txt\"))) } }"
        #expect { try Self.texts(uncaught, view: "V()") } throws: { "\($0)".contains("“a.txt” couldn’t be opened") }
    }

    @Test func timersAndTasksShowTheStateBeforeTheirFirstTick() throws {
        let swift = """
        struct V: View {
            @State private var ticks = 0
            @State private var loaded = false
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            func load() async { loaded = true }
            var body: some View {
                VStack {
                    Text("\\(ticks) s").onReceive(timer) { _ in ticks += 1 }
                    Text(loaded ? "done" : "loading").task { await load() }
                    Text("again").task(id: ticks) { await load() }
                }
                .onAppear {
                    _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
                    let t = Task(priority: .high) { await load() }
                    Task.detached { await load() }
                    Task { loaded = true }
                    t.cancel()
                }
            }
        }
        """
        #expect(try Self.texts(swift, view: "V()") == ["0 s", "loading", "again"])
        let uses = StandInScanner.uses(in: SwiftSourceText(name: "V.swift", text: swift)).map(\.name)
        #expect(uses.contains("Task"), "\(uses)")
    }

    @Test func theEnvironmentHasSwiftUIsDefaults() throws {
        let swift = """
        struct V: View {
            @Environment(\\.dynamicTypeSize) var size
            @Environment(\\.horizontalSizeClass) var h
            @Environment(\\.verticalSizeClass) var v
            @Environment(\\.locale) var locale
            @Environment(\\.isEnabled) var enabled
            @Environment(\\.scenePhase) var phase
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                VStack {
                    Text("\\(size) \\(size >= .accessibility1 ? "big" : "normal") \\(size.isAccessibilitySize)")
                    Text("\\(h == .compact) \\(v == .regular) \\(locale.identifier) \\(enabled) \\(phase)")
                    Button("Close") { dismiss() }
                }
            }
        }
        """
        #expect(try Self.texts(swift, view: "V()") == ["large normal false", "true true en_US_POSIX true active", "Close"])
    }

    @Test func dismissingDoesNothing() throws {
        let swift = """
        struct V: View {
            @Environment(\\.presentationMode) var mode
            @Environment(\\.dismiss) var dismiss
            @State private var taps = 0
            var body: some View {
                Button("Close \\(taps) \\(mode.wrappedValue.isPresented)") { taps += 1; mode.wrappedValue.dismiss(); dismiss() }
            }
        }
        """
        let json = #"{"swift": "V.swift", "view": "V()", "subtitle": null, "steps": [{"click": "Close 0 false"}]}"#
        let board = try boardBesideSwift(swift, file: "V.swift", json: json)
        let end = try board.timeline().cycle
        #expect(try board.scene(at: end).views.filter { $0.kind == "Button" }.compactMap(\.text) == ["Close 1 false"])
    }

    @Test func theAppsOwnEnvironmentKeys() throws {
        let swift = """
        private struct AccentKey: EnvironmentKey {
            static let defaultValue = "plain"
        }
        extension EnvironmentValues {
            var accent: String {
                get { self[AccentKey.self] }
                set { self[AccentKey.self] = newValue }
            }
            @Entry var level: Int = 3
        }
        struct Leaf: View {
            @Environment(\\.accent) var accent
            @Environment(\\.level) private var level
            var body: some View { Text("\\(accent) \\(level)") }
        }
        struct Root: View {
            var body: some View {
                VStack {
                    Leaf()
                    Leaf().environment(\\.accent, "bold")
                    VStack { Leaf() }.environment(\\.accent, "deep").environment(\\.level, 7)
                    Leaf()
                }
            }
        }
        """
        #expect(try Self.texts(swift, view: "Root()") == ["plain 3", "bold 3", "deep 7", "plain 3"])
    }

    @Test func anEnvironmentValueTakesTheKeysType() throws {
        // SwiftClockUI: `.environment(\.clockDate, .constant(.init(hour: 10, minute: 10, calendar: calendar)))`
        // — the implicit `.constant` is Binding's, its `.init` the app's own `extension Date` initializer.
        let swift = """
        struct ClockDateKey: EnvironmentKey { static let defaultValue: Binding<Date> = .constant(Date()) }
        extension EnvironmentValues {
            var clockDate: Binding<Date> {
                get { self[ClockDateKey.self] }
                set { self[ClockDateKey.self] = newValue }
            }
        }
        extension Date {
            init(hour: Int, minute: Int, calendar: Calendar) {
                self.init()
                self = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: self) ?? self
            }
        }
        struct Face: View {
            @Environment(\\.calendar) var calendar
            @Environment(\\.clockDate) var date
            var body: some View { Text("\\(calendar.component(.hour, from: date.wrappedValue)):\\(calendar.component(.minute, from: date.wrappedValue))") }
        }
        struct Root: View {
            @Environment(\\.calendar) var calendar
            var body: some View { Face().environment(\\.clockDate, .constant(.init(hour: 10, minute: 25, calendar: calendar))) }
        }
        """
        #expect(try Self.texts(swift, view: "Root()") == ["10:25"])
    }

    @Test func checkListsTheStandIns() throws {
        let environment = try SwiftEnvironment(source: """
        struct V: View {
            @AppStorage("n") var n = 0
            @Environment(\\.dynamicTypeSize) var size
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            // Date() in a comment is not a use
            var body: some View {
                Text(Date(), style: .date).onReceive(timer) { _ in n = Int.random(in: 0...9) }
            }
        }
        """, name: "V.swift")
        let standIns = SwiftFileSummary(environment).entries.filter { $0.kind == "stand-in" }
        #expect(standIns.map(\.name) == ["@AppStorage", "@Environment(\\.dynamicTypeSize)", "Timer.publish", "Date()", ".onReceive", ".random"],
                "\(standIns.map(\.name))")
        #expect(standIns.map { "\($0.location.line):\($0.location.column)" } == ["2:6", "3:6", "4:17", "7:14", "7:36", "7:68"],
                "\(standIns.map(\.location))")
        #expect(standIns[3].detail.contains("2026-01-01T09:41:00Z"))
    }
}
