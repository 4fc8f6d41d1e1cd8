import Testing
@testable import BoardRender
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Boards

/// Overloads as Swift picks them (Interpreter+Overloads.swift): an app's method on one of
/// SwiftUI's types adds an overload beside SwiftUI's own member of the name, never hides it;
/// the candidates are chosen by labels and argument types, a disfavored one losing ties.
@Suite struct OverloadResolutionTests {
    static let extensions = """
    import SwiftUI
    extension View {
        func cornerRadius(_ r: CGFloat, corners: UIRectCorner) -> some View { clipShape(RoundedRectangle(cornerRadius: r)) }
        @_disfavoredOverload
        func frame(width: ClosedRange<CGFloat>? = nil, height: ClosedRange<CGFloat>? = nil) -> some View {
            frame(minHeight: height?.lowerBound, maxHeight: height?.upperBound)
        }
        func mask<T: View>(_ view: () -> T) -> some View { self.mask(view()) }
    }
    extension Animation {
        static func spring(_ d: TimeInterval) -> Animation { spring(duration: d, bounce: 0.3) }
    }
    """

    /// `.cornerRadius(8)` and `.frame(height: 100)` are SwiftUI's beside the app's overloads, on
    /// SwiftUI's views and on the app's; `.frame(height: 30...40)` is the app's (a range is not
    /// a length); the app's `mask { … }` calls SwiftUI's `mask(_:)` with a view, not itself.
    @Test func anAppOverloadAddsToSwiftUIsModifier() throws {
        let swift = Self.extensions + """

        struct Card: View { var body: some View { Color.red } }
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.cornerRadius(8).frame(height: 100)
                    Card().cornerRadius(8).frame(height: 50)
                    Card().cornerRadius(8, corners: .allCorners).frame(height: 30...40)
                    Card().mask { Circle() }.frame(width: 20, height: 20)
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Screen.swift", json: #"{"swift": "Screen.swift", "view": "Screen()", "height": 200, "subtitle": null}"#)
        let scene = try board.scene(at: 0)
        // In 200 pt, the ranged frame gets the 30 pt the fixed ones leave.
        let heights = scene.views.filter { $0.kind == "Color" }.map(\.frame.height)
        #expect(heights == [100, 50, 30, 20])
    }

    /// Inside the app's `static func spring(_:)`, `spring(duration:bounce:)` is SwiftUI's; outside,
    /// `.spring(0.4)` is the app's (SwiftUI has no `spring(_: Double)`).
    @Test func anAnimationExtensionCallsSwiftUIsOwnOverload() throws {
        let inside = try Run.value(".spring(0.4)", Self.extensions), qualified = try Run.value("Animation.spring(0.5)", Self.extensions)
        #expect(inside.hasSuffix(".spring(duration: 0.4, bounce: 0.3)"))
        #expect(qualified.hasSuffix(".spring(duration: 0.5, bounce: 0.3)"))
        let own = try Run.value(".spring(duration: 1)", Self.extensions)
        #expect(own == ".spring(duration: 1)")
        let animation = try AnimationEvaluator.parse(".spring(0.4)", environment: SwiftEnvironment(source: Self.extensions, name: "A.swift"))
        #expect(try animation == AnimationEvaluator.parse(".spring(duration: 0.4, bounce: 0.3)"))
    }

    /// Among an app's own overloads: the one whose types take the values, a more specific one
    /// before a generic one, a disfavored one last.
    @Test func overloadsAreRankedByTypesThenDisfavourThenSpecificity() throws {
        let decls = """
        func f(_ x: Int) -> String { "Int" }
        func f(_ x: String) -> String { "String" }
        func g<T>(_ x: T) -> String { "generic" }
        func g(_ x: Double) -> String { "Double" }
        @_disfavoredOverload func h(_ x: Double) -> String { "disfavored" }
        func h(_ x: Double, _ y: Int = 0) -> String { "favoured" }
        """
        #expect(try Run.value("f(\"a\")", decls) == "String")
        #expect(try Run.value("f(1)", decls) == "Int")
        #expect(try Run.value("g(1.5)", decls) == "Double")
        #expect(try Run.value("g(\"x\")", decls) == "generic")
        #expect(try Run.value("h(1.5)", decls) == "favoured")
    }

    /// An implicit member the parameter's declared type has (`.orangeBright`) fits that type, so
    /// the initializer taking it is chosen over one whose parameters merely rank as more specific;
    /// an app's enum case is no number, so `.bottom` does not reach `padding(_: CGFloat, _: CGFloat)`.
    @Test func implicitMembersAndCasesFitTheTypesThatDeclareThem() throws {
        let decls = """
        struct Gradient2 { let start: String; init(_ s: String) { start = s } }
        extension Gradient2 { static let bright = Gradient2("bright") }
        struct Style {
            let back: Gradient2
            let name: String
            init(back: String, fore: [Gradient2]) { self.back = Gradient2(back); name = "colour, list" }
            init(back: String, fore: Gradient2) { self.back = Gradient2(back); name = "colour, gradient" }
            init(back: Gradient2, fore: Gradient2) { self.back = back; name = "gradient, gradient" }
        }
        enum Place { case top, bottom }
        func pad(_ h: Double, _ v: Double) -> String { "numbers" }
        func pad(_ p: Place, _ v: Double) -> String { "place" }
        """
        #expect(try Run.value("Style(back: \"grey\", fore: .bright).name", decls) == "colour, gradient")
        #expect(try Run.value("Style(back: .bright, fore: .bright).name", decls) == "gradient, gradient")
        #expect(try Run.value("pad(.bottom, 50)", decls) == "place")
        #expect(try Run.value("pad(1, 50)", decls) == "numbers")
    }
}
