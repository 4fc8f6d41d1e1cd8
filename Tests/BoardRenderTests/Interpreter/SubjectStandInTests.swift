import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// A Combine `PassthroughSubject` stands in as a subject that has not sent (docs/swift-subset.md,
/// "Stand-ins"): a view that listens to it draws as it is before anything is sent; sending is
/// refused by name, as its subscribers are not run.
@Suite struct SubjectStandInTests {
    static let swift = """
        import Combine
        struct V: View {
            @State private var query = ""
            @State private var results = ["Ring", "Tile"]
            let searches = PassthroughSubject<String, Never>()
            var body: some View {
                VStack {
                    TextField("Search", text: $query)
                        .onChange(of: query) { searches.send(query) }
                        .onReceive(searches.debounce(for: .seconds(0.3), scheduler: DispatchQueue.main).removeDuplicates()) { results = [$0] }
                    ForEach(results, id: \\.self) { Text($0) }
                }
            }
        }
        """

    @Test func aViewListeningToASubjectDrawsBeforeAnythingIsSent() throws {
        let scene = try OneEngineTests.builder(Self.swift).scene(at: 0)
        #expect(scene.views.compactMap(\.text).filter { ["Ring", "Tile"].contains($0) } == ["Ring", "Tile"])
    }

    @Test func sendingIsRefusedByName() throws {
        do {
            _ = try OneEngineTests.builder(Self.swift, steps: #"[{"enter": "R", "in": "Search"}]"#)
            Issue.record("send was run")
        } catch {
            #expect("\(error)".contains("PassthroughSubject.send(_:)"))
        }
    }

    /// A model's `objectWillChange.sink { … }.store(in: &bag)`: kept, never called.
    @Test func aSubscriberOfAModelIsKeptAndNotCalled() throws {
        let swift = """
            import Combine
            final class Model: ObservableObject { @Published var count = 3 }
            struct V: View {
                @StateObject private var model = Model()
                @State private var bag = Set<AnyCancellable>()
                @State private var seen = 0
                var body: some View {
                    Text("\\(model.count) \\(seen)").onAppear { model.objectWillChange.sink { _ in seen += 1 }.store(in: &bag) }
                }
            }
            """
        let scene = try OneEngineTests.builder(swift).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["3 0"])
    }

    /// `TimelineView(.periodic(from: .now, by: 1)) { context in … }`: its content at the board's clock.
    @Test func aTimelineViewDrawsItsContentAtTheBoardsClock() throws {
        let swift = """
            struct V: View {
                var body: some View {
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text(context.date.ISO8601Format())
                    }
                }
            }
            """
        let scene = try OneEngineTests.builder(swift).scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["2026-01-01T09:41:00Z"])
    }
}
