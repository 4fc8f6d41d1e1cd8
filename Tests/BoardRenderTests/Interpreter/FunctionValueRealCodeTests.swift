import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// Functions as values, as real code passes them (the SwiftClockUI snapshot references): a
/// function type has no argument labels, so a declared function held in a value is called
/// without them; a method passed as `GeometryReader`'s content is called with the proxy.
@Suite struct FunctionValueRealCodeTests {
    @Test func aFunctionHeldAsAValueIsCalledWithoutLabels() throws {
        let declarations = "func twice(value: Int) -> Int { value * 2 }\nfunc apply(_ f: (Int) -> Int, _ x: Int) -> Int { f(x) }"
        #expect(try Run.value("apply(twice, 21)", declarations) == "42")
        #expect(try Run.value("{ let f = twice; return f(5) }()", declarations) == "10")
        // Called by its name, the labels are still required.
        #expect(Run.error("twice(5)", declarations) != nil)
    }

    @Test func aMethodIsAGeometryReadersContent() throws {
        let swift = """
        struct V: View {
            var body: some View { GeometryReader(content: content) }
            private func content(geometry: GeometryProxy) -> some View {
                Text("\\(Int(geometry.size.width))")
            }
        }
        """
        let scene = try boardBesideSwift("import SwiftUI\n" + swift, file: "V.swift",
                                         json: #"{"swift": ["V.swift"], "view": "V()", "width": 120, "height": 40}"#).scene(at: 0)
        #expect(scene.views.first { $0.kind == "Text" }?.text == "120")
    }

    @Test func anEnvironmentStaticPropertyHasTheBoardsValue() throws {
        let declarations = "struct P { @Environment(\\.calendar) static var calendar\n static var name: String { \"\\(calendar.identifier)\" } }"
        #expect(try Run.value("P.name", declarations) == "gregorian")
    }
}
