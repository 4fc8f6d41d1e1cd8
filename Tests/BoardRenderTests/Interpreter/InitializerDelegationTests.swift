import Testing
@testable import BoardRender
@testable import SwiftFront
@testable import SwiftRun

/// Initializers (Interpreter+Functions.swift): among inits with the same labels the argument's
/// type picks one (`init(_: LocalizedStringKey)` beside `init(_: Text)`), and `self.init(…)`
/// delegates to another in structs, classes and enums.
@Suite struct InitializerDelegationTests {
    static let decls = """
    import SwiftUI
    struct Badge: View {
        let label: Text
        init(_ t: Text) { self.label = t }
        init(_ s: LocalizedStringKey) { self.init(Text(s).bold()) }
        init(count: Int) { self.init("\\(count) items") }
        var body: some View { label }
    }
    final class Model {
        var name: String
        var n: Int
        init(name: String, n: Int) { self.name = name; self.n = n }
        convenience init(name: String) { self.init(name: name, n: 7) }
    }
    struct Point { var x: Int; var y: Int }
    extension Point { init(both v: Int) { self.init(x: v, y: v) } }
    enum Level: Int {
        case low = 1, high = 2
        init(loud: Bool) { self.init(rawValue: loud ? 2 : 1)! }
    }
    """

    @Test func theArgumentsTypePicksAmongInitsWithTheSameLabels() throws {
        #expect(try Run.value("Badge(\"Hello\").label", Self.decls) == "Text(\"Hello\").bold()")
        #expect(try Run.value("Badge(Text(\"World\")).label", Self.decls) == "Text(\"World\")")
        #expect(try Run.value("Badge(count: 3).label", Self.decls) == "Text(\"3 items\").bold()")
    }

    /// `_title = State(initialValue:)`, `_model = StateObject(wrappedValue:)`, `_isOn = isOn`,
    /// also written `self._isOn = isOn`.
    @Test(arguments: ["", "self."]) func anInitializerSetsItsWrappersStorage(_ owner: String) throws {
        let swift = """
            final class VM: ObservableObject { @Published var n: Int; init(n: Int) { self.n = n } }
            struct V: View {
                @State private var title: String
                @StateObject private var vm: VM
                @Binding var on: Bool
                init(title: String, on: Binding<Bool>) {
                    \(owner)_title = State(initialValue: title)
                    \(owner)_vm = StateObject(wrappedValue: VM(n: 4))
                    \(owner)_on = on
                }
                var body: some View { Text("\\(title) \\(vm.n) \\(on)") }
            }
            """
        let json = #"{"swift": "V.swift", "view": "V(title: \"T\", on: .constant(true))", "subtitle": null}"#
        let scene = try boardBesideSwift(swift, file: "V.swift", json: json).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["T 4 true"])
    }

    @Test func selfInitDelegatesInStructsClassesAndEnums() throws {
        #expect(try Run.value("Model(name: \"Zed\").n", Self.decls) == "7")
        #expect(try Run.value("Model(name: \"Zed\", n: 2).n", Self.decls) == "2")
        #expect(try Run.value("Point(both: 4).y", Self.decls) == "4")
        #expect(try Run.value("Point(x: 1, y: 2).y", Self.decls) == "2")
        #expect(try Run.value("Level(loud: true) == .high", Self.decls) == "true")
    }
}
