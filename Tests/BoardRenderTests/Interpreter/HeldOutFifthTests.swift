import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// What the fifth held-out corpus (scripts/corpus/README.md, "Held-out corpora") found: valid Swift
/// misread, and SwiftUI, Foundation and the app around a view that were not read.
@Suite struct HeldOutFifthTests {
    static func texts(_ swift: String, view: String = "V()") throws -> [String] { try HeldOutFourthTests.texts(swift, view: view) }

    /// An extension of `CGFloat` or `TimeInterval` extends the numbers a `Double` holds; an extension
    /// of a standard protocol (`Comparable`, `Collection`, `BinaryFloatingPoint`, `Sequence`,
    /// `StringProtocol`) reaches Swift's values that conform to it; `Swift.min` is the free function.
    @Test func extensionsOfSwiftsTypesAndProtocolsReachItsValues() throws {
        let texts = try Self.texts("""
            extension CGFloat { func doubled() -> CGFloat { self * 2 } }
            extension TimeInterval { var minutes: Int { Int(self / 60) } }
            extension Comparable { func clamped(to r: ClosedRange<Self>) -> Self { Swift.min(Swift.max(self, r.lowerBound), r.upperBound) } }
            extension Collection { subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil } }
            extension BinaryFloatingPoint { var half: Self { self / 2 } }
            extension Sequence { func total() -> Int { 3 } }
            extension StringProtocol { var shout: String { uppercased() + "!" } }
            struct V: View {
                @State private var w: CGFloat = 10
                let t: TimeInterval = 600
                let items = ["a", "b"]
                var body: some View {
                    VStack {
                        Text("\\(w.doubled())")
                        Text("\\(t.minutes)")
                        Text("\\(12.clamped(to: 0...5))")
                        Text(items[safe: 5] ?? "none")
                        Text(items[safe: 1] ?? "none")
                        Text("\\(w.half)")
                        Text("\\(items.total())")
                        Text("hi".shout)
                    }
                }
            }
            """)
        #expect(texts == ["20.0", "10", "5", "none", "b", "5.0", "3", "HI!"])
    }

    /// A view stored as a closure (`icon: Icon.init`) whose body is another view of the app's is
    /// modified as a view: `.frame` reaches SwiftUI's views beneath.
    @Test func aBodyThatIsAnAppViewIsModified() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct Inner: View { var body: some View { Circle().fill(.red) } }
            struct Icon: View { var body: some View { Inner() } }
            struct Tile<I: View>: View {
                let icon: () -> I
                var body: some View { icon().frame(width: 40, height: 40) }
            }
            struct V: View { var body: some View { Tile(icon: Icon.init) } }
            """, view: "V()")
        let circle = try #require(scene.views.first { $0.kind == "Circle" })
        #expect(circle.frame.width == 40 && circle.frame.height == 40)
    }

    /// Memberwise initializers: an implicitly unwrapped optional (`String!`) defaults to nil, and a
    /// trailing closure goes to a property whose type a closure literal gives (`var onDone = {}`);
    /// `.constant(.zero)` for a `@Binding var offset: CGPoint` is a point.
    @Test func memberwiseInitializersReadAsSwiftReadsThem() throws {
        let texts = try Self.texts("""
            struct Form: View {
                @State var objectId: String!
                var onDone = {}
                var body: some View { Text(objectId == nil ? "new" : "old") }
            }
            struct Dot: View {
                @Binding var offset: CGPoint
                var body: some View { Text("\\(Int(offset.x)),\\(Int(offset.y))") }
            }
            struct V: View {
                var body: some View { VStack { Form { }; Dot(offset: .constant(.zero)) } }
            }
            """)
        #expect(texts == ["new", "0,0"])
    }

    /// `Card(isFlipped: $f) { front } back: { back }` to a declared init with defaulted parameters
    /// between: the first trailing closure is the first closure parameter (SE-0286's forward scan).
    @Test func severalTrailingClosuresReachADeclaredInitializer() throws {
        let texts = try Self.texts("""
            struct Card<Front: View, Back: View>: View {
                let front: Front, back: Back, shown: Bool
                init(isFlipped: Bool, duration: Double = 0.6, @ViewBuilder front: () -> Front, @ViewBuilder back: () -> Back) {
                    self.front = front(); self.back = back(); shown = isFlipped
                }
                var body: some View { if shown { back } else { front } }
            }
            struct V: View {
                var body: some View { Card(isFlipped: false) { Text("front") } back: { Text("back") } }
            }
            """)
        #expect(texts == ["front"])
    }

    /// Foundation and C the corpus used: `strtoul`, `rangeOfCharacter(from:)`, `ProcessInfo`'s
    /// arguments and environment as a person launches the app, a `NumberFormatter` given
    /// `.init(value:)`, `Color.opacity` above 1 (clamped, as SwiftUI does).
    @Test func foundationOfRealApps() throws {
        let texts = try Self.texts("""
            struct V: View {
                let formatter: NumberFormatter = { let f = NumberFormatter(); f.maximumFractionDigits = 1; return f }()
                var body: some View {
                    VStack {
                        Text("\\(strtoul("ff", nil, 16)) \\(strtoul("0x1A", nil, 16)) \\(strtoul("zz", nil, 16))")
                        Text("abc1".rangeOfCharacter(from: .decimalDigits) != nil ? "digit" : "none")
                        Text(ProcessInfo.processInfo.arguments.contains("-UITests") ? "testing" : "app")
                        Text(ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] ?? "unset")
                        Text(formatter.string(from: .init(value: 2.25)) ?? "")
                        Circle().fill(.white.opacity(0.3 * 8))
                    }
                }
            }
            """)
        #expect(texts == ["255 26 0", "digit", "app", "unset", "2.2"])
    }

    /// A notification's publisher does not send on a board (`.onReceive` of the keyboard's passes
    /// through); posting one is refused by name.
    @Test func notificationsDoNotSendOnABoard() throws {
        let texts = try Self.texts("""
            struct V: View {
                @State private var height: CGFloat = 0
                var body: some View {
                    Text("\\(Int(height))")
                        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in height = 300 }
                }
            }
            """)
        #expect(texts == ["0"])
        #expect { try Self.texts("""
            struct V: View {
                var body: some View { Text("x").onAppear { NotificationCenter.default.post(name: .init("x"), object: nil) } }
            }
            """) } throws: { "\($0)".contains("NotificationCenter.default.post") }
    }

    /// `@Environment(\\.router)` of a package the files do not declare: the view draws while it only
    /// acts on it in its actions; reading it in a body is refused, naming the key.
    @Test func anUndeclaredEnvironmentKeyIsRefusedWhereUsed() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct V: View {
                @Environment(\\.router) var router
                var body: some View { Button("Open") { router.showScreen(.push) { _ in Text("x") } } }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text) == ["Open"])
        #expect { try Self.texts("""
            struct V: View {
                @Environment(\\.router) var router
                var body: some View { Text(router.title) }
            }
            """) } throws: { "\($0)".contains("\\.router is declared in none of the files read") }
    }

    /// `@Environment(Card.Manager.self)` inside `Habit.Card` is `Habit.Card.Manager`, provided above.
    @Test func aModelNamedFromItsEnclosingTypeIsFound() throws {
        let texts = try Self.texts("""
            enum Habit {
                struct Card: View {
                    @Environment(Card.Manager.self) var manager
                    var body: some View { Text(manager.mode) }
                }
            }
            extension Habit.Card {
                @Observable final class Manager { var mode = "daily" }
            }
            struct V: View {
                var body: some View { Habit.Card().environment(Habit.Card.Manager()) }
            }
            """)
        #expect(texts == ["daily"])
    }

    /// A bare `.gray` is SwiftUI's `Color.gray` beside an app's `static func gray(_:)`, which a call
    /// names; an app's static *property* of a SwiftUI colour's name shadows SwiftUI's, as Swift reads it.
    @Test func aColourPropertyIsSwiftUIsBesideAnAppsFunctionOfItsName() throws {
        let scene = try HeldOutMisreadTests.scene("""
            extension Color {
                static func gray(_ brightness: Double) -> Color { Color(white: brightness) }
                static let indigo = Color(white: 0.2)
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Circle().foregroundStyle(true ? .gray : .clear)
                        Circle().fill(Color.gray(0.5))
                        Circle().fill(.indigo)
                    }
                }
            }
            """, view: "V()")
        let fills = scene.cells.compactMap(\.tile).flatMap(\.shapes).map(\.fill)
        #expect(fills.count == 3)
        // SwiftUI's gray (142, 142, 147), the app's 50 % white, the app's `indigo` (20 % white).
        #expect(fills[0].map { abs($0.red - 142.0 / 255) < 0.02 && $0.blue > $0.red } == true, "\(fills)")
        #expect(fills[1].map { abs($0.red - 0.5) < 0.01 && abs($0.blue - 0.5) < 0.01 } == true, "\(fills)")
        #expect(fills[2].map { abs($0.red - 0.2) < 0.01 && abs($0.blue - 0.2) < 0.01 } == true, "\(fills)")
    }

    /// `Date.FormatStyle`'s field chains print en_US's pattern of the fields chosen.
    @Test func dateFormatStyleChainsPrintTheirFields() throws {
        let texts = try Self.texts("""
            struct V: View {
                let d = Date.now
                var body: some View {
                    VStack {
                        Text(d.formatted(.dateTime.weekday(.wide).month(.abbreviated).day()))
                        Text(d.formatted(.dateTime.year().month().day()))
                        Text(d.formatted(.dateTime.month(.wide).year()))
                        Text(d.formatted(.dateTime.weekday()))
                        Text(d, format: .dateTime.day().month(.wide))
                    }
                }
            }
            """)
        // The board's clock: Thursday 2026-01-01 09:41 UTC.
        #expect(texts == ["Thursday, Jan 1", "Jan 1, 2026", "January 2026", "Thu", "January 1"])
    }

    /// `NavigationSplitView` on a compact width: one navigation stack showing the sidebar, or the
    /// column `preferredCompactColumn:` holds; `.toolbar(.hidden, for: .navigationBar)` hides the bar.
    @Test func aSplitViewCollapsesAsOnAnIPhone() throws {
        func texts(_ column: String) throws -> [String] {
            try Self.texts("""
                struct V: View {
                    @State private var column = NavigationSplitViewColumn.\(column)
                    var body: some View {
                        NavigationSplitView(preferredCompactColumn: $column) {
                            Text("Mailboxes").navigationTitle("Mail")
                        } detail: {
                            Text("Pick one")
                        }
                    }
                }
                """)
        }
        #expect(try texts("sidebar").contains("Mailboxes") && !(try texts("sidebar").contains("Pick one")))
        #expect(try texts("sidebar").contains("Mail"))
        #expect(try texts("detail") == ["Pick one"])
        let hidden = try Self.texts("""
            struct V: View {
                var body: some View { NavigationStack { Text("Body").navigationTitle("Title").toolbar(.hidden, for: .navigationBar) } }
            }
            """)
        #expect(hidden == ["Body"])
    }

    /// iOS 17's chaining of a shape's fill and line: `.fill(.green).stroke(.black, lineWidth: 8)` and
    /// `.stroke(.black, lineWidth: 8).fill(.red)` draw the filled shape under the line; a line given no
    /// colour is still coloured by the `.fill` after it (`.stroke(lineWidth:)` makes a Shape).
    @Test func aShapesFillAndLineChainAsIniOS17() throws {
        func shape(_ view: String) throws -> TileShape {
            try #require(try ViewSceneTests.scene(view + ".frame(width: 60, height: 60)", width: 100, height: 100).cells[0].tile?.shapes.first)
        }
        func isRed(_ c: Color?) -> Bool { c.map { $0.red > 0.9 && $0.green < 0.4 && $0.blue < 0.4 && $0.alpha == 1 } ?? false }
        func isBlack(_ c: Color?) -> Bool { c.map { $0.red < 0.05 && $0.green < 0.05 && $0.blue < 0.05 && $0.alpha == 1 } ?? false }
        let strokedThenFilled = try shape("Rectangle().stroke(.black, lineWidth: 8).fill(.red)")
        #expect(isRed(strokedThenFilled.fill) && isBlack(strokedThenFilled.stroke) && strokedThenFilled.lineWidth == 8)
        let filledThenStroked = try shape("Circle().fill(.red).stroke(.black, lineWidth: 8)")
        #expect(isRed(filledThenStroked.fill) && isBlack(filledThenStroked.stroke))
        let line = try shape("Circle().stroke(lineWidth: 8).fill(.red)")
        #expect(line.fill == nil && isRed(line.stroke))
    }

    /// Accessibility modifiers draw nothing; `@Environment (\\.isEnabled)` (a space before the
    /// arguments, a Swift 5 warning) reads as without it.
    @Test func accessibilityModifiersAndAnAttributesSpaceAreRead() throws {
        let texts = try Self.texts("""
            struct V: View {
                @Environment (\\.isEnabled) var isEnabled
                var body: some View {
                    Text(isEnabled ? "on" : "off")
                        .accessibilityAdjustableAction { _ in }
                        .accessibilityRemoveTraits(.isImage)
                        .accessibilityHeading(.h1)
                }
            }
            """)
        #expect(texts == ["on"])
    }
}
