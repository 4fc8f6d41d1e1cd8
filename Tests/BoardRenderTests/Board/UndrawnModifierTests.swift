import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// Modifiers real apps use: those that change nothing a board shows at rest (touches,
/// accessibility, presentations) pass through and the view is drawn as without them; those
/// SwiftUI draws and a board does not yet are refused by name, never dropped.
@Suite struct UndrawnModifierTests {
    @Test(arguments: [
        #".allowsHitTesting(false)"#, #".accessibilityAction { }"#, #".draggable("a")"#, #".sensoryFeedback(.success, trigger: 1)"#,
        #".navigationDestination(for: Int.self) { i in Text("\(i)") }"#, #".presentationDetents([.medium])"#,
        #".scrollDisabled(true)"#,
        #".keyboardShortcut("a")"#, #".statusBarHidden()"#,
    ])
    func passingThroughDrawsTheViewAsWithout(modifier: String) throws {
        let plain = try ViewSceneTests.scene(#"Text("Hello").padding()"#)
        let with = try ViewSceneTests.scene(#"Text("Hello").padding()"# + modifier)
        #expect(with.views.map(\.frame) == plain.views.map(\.frame))
        #expect(with.views.map(\.kind) == plain.views.map(\.kind))
    }

    /// A preference key is the app's own type: declared in its Swift, the modifiers pass through.
    @Test(arguments: [#".preference(key: K.self, value: 1)"#, #".onPreferenceChange(K.self) { _ in }"#])
    func preferencesPassThrough(modifier: String) throws {
        let swift = """
        struct K: PreferenceKey {
            static var defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
        }
        struct Plain: View { var body: some View { Text("Hello").padding() } }
        struct With: View { var body: some View { Text("Hello").padding()\(modifier) } }
        """
        let plain = try SweptAppTests.views(swift, view: "Plain()").filter { $0.id != "status" }
        let with = try SweptAppTests.views(swift, view: "With()").filter { $0.id != "status" }
        #expect(with.map(\.frame) == plain.map(\.frame))
        #expect(with.map(\.kind) == plain.map(\.kind))
    }

    @Test(arguments: [
        (#".redacted(reason: .placeholder)"#, "'.redacted'", "redaction"),
        (#".scrollPosition(id: .constant(3))"#, "'.scrollPosition'", "scrolled to a bound position"),
    ])
    func drawnBySwiftUIIsRefusedByName(modifier: String, name: String, what: String) {
        #expect { try ViewSceneTests.scene(#"Text("Hello")"# + modifier) } throws: { error in
            let text = "\(error)"
            return text.contains(name) && text.contains(what) && text.contains("a board does not draw")
        }
    }
}
