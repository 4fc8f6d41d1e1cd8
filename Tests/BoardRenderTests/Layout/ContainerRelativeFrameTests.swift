import Testing
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import BoardRender

/// `.containerRelativeFrame`: lengths from the nearest container — the scroll view a view is in
/// (its visible size, as laid out), else the window — by SwiftUI's documented formula.
@Suite struct ContainerRelativeFrameTests {
    static func frames(_ body: String, height: Int = 400) throws -> [Rect] {
        let swift = "import SwiftUI\nstruct V: View {\n    var body: some View {\n" + body + "\n    }\n}\n"
        let json = #"{"swift": "V.swift", "view": "V()", "width": 390, "height": \#(height), "subtitle": null}"#
        return try SceneBuilder(board: boardBesideSwift(swift, file: "V.swift", json: json)).scene(at: 0)
            .views.filter { $0.kind == "Color" }.map(\.frame)
    }

    @Test func theGridFormSharesTheScrollViewsWidth() throws {
        let f = try Self.frames("""
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<4) { _ in Color.blue.frame(height: 80).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
                }
            }
            .padding(.horizontal, 20)
            """)
        // (350 − 2 × 10) / 3 × 2 + 10: two of three columns of the 350 pt the scroll view shows.
        #expect(f.count == 4 && f.allSatisfy { abs($0.width - 230) < 1e-9 && $0.height == 80 }, "\(f)")
        #expect(abs(RelativeFrame.grid(350, count: 3, span: 2, spacing: 10) - 230) < 1e-9)
    }

    @Test func outsideAScrollViewTheWindowIsTheContainer() throws {
        let f = try Self.frames("""
            VStack(spacing: 0) {
                Color.orange.frame(height: 40).containerRelativeFrame(.horizontal) { length, axis in axis == .horizontal ? length * 0.5 : 0 }
                Color.green.containerRelativeFrame([.horizontal, .vertical]) { l, _ in l / 4 }
                Color.red.frame(height: 10).containerRelativeFrame(.horizontal, alignment: .leading)
            }
            """)
        #expect(f.map(\.width) == [195, 97.5, 390], "\(f)")
        #expect(f.map(\.height) == [40, 100, 10], "\(f)")
    }

    @Test func badArgumentsAreRefusedWhereWritten() {
        #expect { try Self.frames("Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 4)") } throws: {
            "\($0)".contains("'count:' of '.containerRelativeFrame' is a whole number from 1 to 1000")
        }
        #expect { try Self.frames("Color.red.containerRelativeFrame(.depth)") } throws: {
            "\($0)".contains("takes .horizontal, .vertical or [.horizontal, .vertical]")
        }
        #expect { try Self.frames("Color.red.containerRelativeFrame(.horizontal, count: 2, span: 3, spacing: 4)") } throws: {
            "\($0)".contains("from 1 to the count, 2")
        }
    }
}
