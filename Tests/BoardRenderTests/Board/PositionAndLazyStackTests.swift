import Foundation
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

/// Layout spellings pasted apps use: `.position(x:y:)` (OpenSwiftUI `_PositionLayout`),
/// `LazyVStack`/`LazyHStack` (laid out as their plain stacks), `Edge.Set.top` written with its
/// type, `.tint` as a style, and toolbars (accepted, not drawn).
@Suite struct PositionAndLazyStackTests {
    static func views(_ view: String, width: Double = 300) throws -> [String: SceneView] {
        var out: [String: SceneView] = [:]
        for v in try stillScene(view, width: width).views { out[v.id] = v }
        return out
    }

    /// The positioned view takes its parent's room; its content is centred at the point, in the
    /// positioned view's own coordinates.
    @Test func positionCentresTheContentAtThePoint() throws {
        let v = try Self.views("ZStack { Color.gray; Circle().frame(width: 20, height: 20).position(x: 30, y: 40) }.frame(width: 200, height: 100)")
        let stack = try #require(v["ZStack"]?.frame), circle = try #require(v["ZStack/Circle[1]"]?.frame)
        #expect(circle.size == Size(20, 20))
        #expect(abs(circle.mid.x - (stack.minX + 30)) < 1e-9 && abs(circle.mid.y - (stack.minY + 40)) < 1e-9)
        let point = try Self.views("ZStack { Color.gray; Circle().frame(width: 20, height: 20).position(CGPoint(x: 30, y: 40)) }.frame(width: 200, height: 100)")
        #expect(point["ZStack/Circle[1]"]?.frame == circle)
    }

    @Test func lazyStacksLayOutAsTheirPlainStacks() throws {
        let lazy = try Self.views(#"LazyVStack(alignment: .leading, spacing: 4, pinnedViews: []) { Text("a"); Text("bb") }"#)
        let plain = try Self.views(#"VStack(alignment: .leading, spacing: 4) { Text("a"); Text("bb") }"#)
        #expect(lazy.mapValues(\.frame) == plain.mapValues(\.frame) && !lazy.isEmpty)
        let h = try Self.views(#"LazyHStack { Text("a"); Text("bb") }"#), hp = try Self.views(#"HStack { Text("a"); Text("bb") }"#)
        #expect(h.mapValues(\.frame) == hp.mapValues(\.frame))
    }

    @Test func spellingsOfPastedCodeAreRead() throws {
        let typed = try Self.views(#"Text("a").padding(Edge.Set.top, 8)"#), dotted = try Self.views(#"Text("a").padding(.top, 8)"#)
        #expect(typed.mapValues(\.frame) == dotted.mapValues(\.frame))
        #expect(try Self.views(#"Text("a").foregroundStyle(.tint).toolbar { Button("Done") {} }.accentColor(.red)"#)["Text"] != nil)
    }
}
