import Testing
@testable import SwiftRun

/// An implicit member (`.zero`, `.constant(…)`) takes its type from where it is written, as Swift
/// infers: a `@Binding`'s argument is a `Binding<T>` (Interpreter+Functions.swift, the memberwise
/// initializer), and `max`/`min` give it the type of their other arguments (Builtins.swift).
@Suite struct ImplicitMemberContextTests {
    static let declarations = """
    enum Direction { case left, none }
    struct Card { @Binding var direction: Direction }
    struct Amount { @Binding var value: Double }
    struct Slider {
        var progress: CGFloat = -2
        var size = CGSize(width: 3, height: 4)
        func clamped() -> CGFloat { max(progress, .zero) + min(4, progress, .zero) }
        func longest() -> CGFloat { max(size.width, .zero, size.height) }
    }
    """

    /// `.constant(Direction.none)` for a `@Binding var direction: Direction` is Binding's
    /// `constant`, not a member of Direction (a SwiftUI preview's usual argument).
    @Test func aBindingsConstantIsBindings() throws {
        #expect(try Run.value("Card(direction: .constant(Direction.none)).direction", Self.declarations) == "none")
        #expect(try Run.value("Card(direction: .constant(.left)).direction", Self.declarations) == "left")
        #expect(try Run.value("Amount(value: .constant(2)).value", Self.declarations) == "2.0")
    }

    @Test func maxAndMinGiveZeroTheOthersType() throws {
        #expect(try Run.value("Slider().clamped()", Self.declarations) == "-2.0")
        #expect(try Run.value("Slider().longest()", Self.declarations) == "4.0")
    }

    /// `.rotationEffect(.quarter)`, `.position(.inCircle(…))`, `.offset(.nudge)`: a modifier's
    /// argument takes the type SwiftUI gives it, so an app's extension members are found.
    @Test func aModifiersArgumentFindsTheAppsExtensionMembers() throws {
        let swift = """
        extension CGPoint { static func spot(_ k: CGFloat) -> Self { CGPoint(x: k, y: k * 2) } }
        extension CGSize { static let nudge = CGSize(width: 5, height: 7) }
        extension Angle { static let quarter: Self = .degrees(90) }
        """
        #expect(try Run.value("Text(\"a\").rotationEffect(.quarter)", swift).hasSuffix("rotationEffect(.degrees(90))"))
        #expect(try Run.value("Text(\"a\").position(.spot(4))", swift).hasSuffix("position(CGPoint(x: 4, y: 8))"))
        #expect(try Run.value("Text(\"a\").offset(.nudge)", swift).hasSuffix("offset(CGSize(width: 5, height: 7))"))
        // SwiftUI's own members are kept for the evaluators as written.
        #expect(try Run.value("Text(\"a\").rotationEffect(.degrees(30))", swift).hasSuffix(".rotationEffect(.degrees(30))"))
    }

    /// `typealias Ratio = (lineWidth: CGFloat, margin: CGFloat)`; `static let hourRatio: Ratio =
    /// (lineWidth: 1/2, margin: 2/5)`: literal arithmetic where a tuple of CGFloats (through a
    /// type alias) is expected is floating, as Swift infers it (SwiftClockUI's arms were 0 wide).
    @Test func literalArithmeticInAnAliasedTupleIsFloating() throws {
        let swift = """
        enum Arm {
            typealias Ratio = (lineWidth: CGFloat, margin: CGFloat)
            static let hour: Ratio = (lineWidth: 1/2, margin: 2/5)
        }
        typealias Length = CGFloat
        let half: Length = 1/2
        """
        #expect(try Run.value("Arm.hour.lineWidth", swift) == "0.5")
        #expect(try Run.value("Arm.hour.margin", swift) == "0.4")
        #expect(try Run.value("half", swift) == "0.5")
    }
}
