import Testing
@testable import BoardRender

/// A GeometryReader's content is read when its view is, so what it cannot make is reported at
/// its place; it used to be dropped at layout, and a pasted app drew a blank window.
@Suite struct GeometryReaderContentTests {
    static func read(_ swift: String) throws -> Board {
        try BoardFileReader.read(SourceFile(name: "g.json", text: #"{"swift": ["G.swift"], "view": "G()", "height": 200}"#),
                                 files: ["G.swift": "import SwiftUI\n" + swift])
    }

    @Test func whatTheContentCannotMakeIsReported() throws {
        do {
            _ = try Self.read("struct G: View { var body: some View { GeometryReader { g in Text(\"a\").fancy() } } }")
            Issue.record("a GeometryReader whose content has an unknown modifier was accepted")
        } catch let error as BoardFileError {
            #expect(error.description.contains("unknown view modifier '.fancy'"), "\(error.description)")
        }
    }

    @Test func safeAreasAndGesturesAreNoOpsOnABoard() throws {
        let board = try Self.read("""
            struct G: View {
                var body: some View {
                    GeometryReader { g in
                        ZStack { Color.black.ignoresSafeArea(); Text("a").gesture(DragGesture()).onLongPressGesture { } }
                    }
                }
            }
            """)
        let kinds = try SceneBuilder(board: board).scene(at: 0).views.map(\.kind)
        #expect(kinds == ["GeometryReader", "ZStack", "Color", "Text"], "\(kinds)")
    }
}
