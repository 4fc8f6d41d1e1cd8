import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun

/// Valid Swift the held-out corpus (scripts/corpus/README.md, "Held-out") found misread: each is
/// read as the Swift compiler reads it.
@Suite struct HeldOutMisreadTests {
    static func scene(_ swift: String, view: String, width: Int = 300) throws -> Scene {
        try boardBesideSwift(swift, file: "V.swift", json: #"{"swift": "V.swift", "view": "\#(view)", "width": \#(width), "subtitle": null}"#).scene(at: 0)
    }

    /// A closure that `return`s its view is not a view builder: `ForEach(…) { i in return Tile(i) }`
    /// draws each tile (it drew nothing).
    @Test func aClosureReturningItsViewDrawsIt() throws {
        let scene = try Self.scene("""
            struct R: View {
                var body: some View {
                    HStack { ForEach(0..<3, id: \\.self) { i in return Text("n\\(i)") } }
                }
            }
            """, view: "R()")
        #expect(scene.views.compactMap(\.text) == ["n0", "n1", "n2"])
    }

    /// `subscript(row: Int, column: Int)` is called `m[1, 2]` (a subscript's parameter names are not
    /// labels), and an app's subscript on `Array` adds to Swift's `a[i]` rather than hiding it.
    @Test func subscriptParametersAreUnlabelledAndAddToArrays() throws {
        let scene = try Self.scene("""
            extension Array where Element == [Int] {
                subscript(row: Int, column: Int) -> Int { self[row][column] }
                subscript(labelled r: Int) -> Int { self[r][0] }
            }
            struct G: View {
                let m = [[1, 2], [3, 4]]
                var body: some View { Text("\\(m[1, 0]) \\(m[0].count) \\(m[labelled: 1])") }
            }
            """, view: "G()")
        #expect(scene.views.compactMap(\.text) == ["3 2 3"])
    }

    /// `AnyView(view)` draws the view it erases.
    @Test func anyViewDrawsItsView() throws {
        let scene = try Self.scene("""
            struct A: View {
                var flag = true
                var body: some View { content() }
                func content() -> AnyView { flag ? AnyView(Text("yes").bold()) : AnyView(EmptyView()) }
            }
            """, view: "A()")
        #expect(scene.views.compactMap(\.text) == ["yes"])
    }

    /// iOS 17's `UnevenRoundedRectangle` and `.rect(topLeadingRadius:…)`: a shape with its own corners,
    /// filled in its frame and used as a clip shape.
    @Test func unevenRoundedRectanglesAreShapes() throws {
        let scene = try Self.scene("""
            struct U: View {
                var body: some View {
                    VStack(spacing: 0) {
                        UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 10).fill(.blue).frame(width: 100, height: 60)
                        Color.red.frame(width: 80, height: 40).clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))
                        UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(bottomLeading: 20), style: .continuous).frame(width: 50, height: 50)
                    }
                }
            }
            """, view: "U()")
        let paths = scene.views.filter { $0.kind == "UnevenRoundedRectangle" }
        #expect(paths.count == 2)  // the third is the red colour clipped to one
        #expect(paths.first?.frame.size == Size(100, 60))
    }

    /// An app's extension of a SwiftUI control adds its methods and initializers to it:
    /// `extension Picker { func adaptiveStyle() -> some View }`, and `Label`'s initializer
    /// delegating to SwiftUI's `init(_:systemImage:)`.
    @Test func extensionsOfControlsAddMethodsAndInitializers() throws {
        let scene = try Self.scene("""
            enum Symbol: String { case star = "star.fill" }
            extension Label where Title == Text, Icon == Image {
                init(_ title: String, symbol: Symbol) { self.init(title, systemImage: symbol.rawValue) }
            }
            extension Picker {
                @ViewBuilder func adaptiveStyle() -> some View { self.pickerStyle(.menu) }
            }
            struct P: View {
                @State var pick = 1
                var body: some View {
                    VStack {
                        Label("Starred", symbol: .star)
                        Picker("Pick", selection: $pick) { Text("One").tag(1) }.adaptiveStyle()
                    }
                }
            }
            """, view: "P()")
        #expect(scene.views.contains { $0.text == "Starred" })
        #expect(scene.views.contains { $0.text == "One" })
    }

    /// `self._item = .constant(item)` makes a constant binding (the wrapper's type); a member read
    /// through it is the member's value (`item.color ?? "Brand"` is a String); a function returning
    /// `[(day: String, n: Int)]` labels its tuples; the calendar's week and day names.
    @Test func bindingsTuplesAndTheCalendarReadAsSwiftReadsThem() throws {
        let scene = try Self.scene("""
            final class Habit: ObservableObject { var color: String? = nil; var title = "Run" }
            struct Card: View {
                @Binding private var habit: Habit
                init(habit: Habit) { self._habit = .constant(habit) }
                func week() -> [(day: String, n: Int)] {
                    let calendar = Calendar.current
                    let start = calendar.dateInterval(of: .weekOfMonth, for: Date())?.start ?? Date()
                    return calendar.shortWeekdaySymbols.indices.map { ($0 == 0 ? calendar.shortWeekdaySymbols[$0] : "", calendar.component(.day, from: start) + $0) }
                }
                var body: some View {
                    VStack {
                        Text(habit.color ?? "Brand")
                        Text("\\(week()[0].day) \\(week()[0].n)")
                    }
                }
            }
            """, view: "Card(habit: Habit())")
        // The board's clock is Thursday 2026-01-01: its week starts on Sunday 28 December.
        #expect(scene.views.compactMap(\.text) == ["Brand", "Sun 28"])
    }

    /// UserNotifications: a view model asking for permission and scheduling a reminder as it starts
    /// changes nothing a board shows.
    @Test func notificationsAreAskedForAndScheduledWithNoEffect() throws {
        let scene = try Self.scene("""
            import UserNotifications
            final class Reminders: ObservableObject {
                @Published var status = "idle"
                init() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, _ in self.status = "answered" }
                    let content = UNMutableNotificationContent()
                    content.title = "Drink water"
                    content.sound = .default
                    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
                    UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "w", content: content, trigger: trigger))
                }
            }
            struct R: View {
                @StateObject var reminders = Reminders()
                var body: some View { Text(reminders.status) }
            }
            """, view: "R()")
        #expect(scene.views.compactMap(\.text) == ["idle"])
    }

    /// Foundation's string options (`NSString.CompareOptions.regularExpression`, `.caseInsensitive`)
    /// and `NumberFormatter.localizedString(from:number:)`.
    @Test func stringOptionsAndLocalizedNumbers() throws {
        let scene = try Self.scene(#"""
            extension String {
                func removeWhitespaces() -> String { replacingOccurrences(of: "\\s", with: "", options: NSString.CompareOptions.regularExpression, range: nil) }
            }
            struct S: View {
                var body: some View {
                    VStack {
                        Text("a b  c".removeWhitespaces())
                        Text("Hello".replacingOccurrences(of: "L+", with: "_", options: [.regularExpression, .caseInsensitive]))
                        Text(NumberFormatter.localizedString(from: NSNumber(value: 1234.5), number: .decimal))
                    }
                }
            }
            """#, view: "S()")
        #expect(scene.views.compactMap(\.text) == ["abc", "He_o", "1,234.5"])
    }

    /// A timeline provider's `Entry` is the associated type its `placeholder(in:)` returns
    /// (`Provider.Entry(date: .now)` in a widget's preview).
    @Test func aProvidersEntryIsItsPlaceholdersType() throws {
        let scene = try Self.scene("""
            import WidgetKit
            struct SimpleEntry: TimelineEntry { let date: Date; let title: String }
            struct Provider: TimelineProvider {
                func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), title: "Placeholder") }
            }
            struct V: View {
                let entry = Provider.Entry(date: Date(), title: "Entry")
                var body: some View { Text(entry.title) }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text) == ["Entry"])
    }
}
