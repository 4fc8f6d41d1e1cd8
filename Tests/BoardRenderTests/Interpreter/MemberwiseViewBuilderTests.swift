import Testing
@testable import SwiftRun

/// A struct's memberwise initializer (Interpreter+Functions.swift, `memberwise`) with a
/// `@ViewBuilder let content: Content` takes a closure and keeps the views it builds, and the
/// first trailing closure comes before the labelled trailing closures after it, as in Swift:
/// `SwipeableCard(color: .yellow) { Text("Content") } completion: { _ in }`.
@Suite struct MemberwiseViewBuilderTests {
    static let card = """
    struct Card<Content: View>: View {
        let color: Color
        @ViewBuilder let content: Content
        let completion: (Int) -> Void
        @State private var drag = 0
        var body: some View { ZStack { color; content } }
    }
    """

    @Test(arguments: [
        #"Card(color: .red) { Text("A"); Text("B") } completion: { _ in }"#,
        #"Card(color: .red, content: { Text("A"); Text("B") }, completion: { _ in })"#,
    ])
    func aViewBuilderPropertyKeepsTheViewsItsClosureBuilds(_ call: String) throws {
        let made = try Run.value(call, Self.card)
        #expect(made == #"Card(color: .red, content: Group { Text("A"); Text("B") }, completion: (Function), drag: Binding(0))"#)
    }
}
