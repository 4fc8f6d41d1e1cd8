import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun

/// `Canvas { context, size in … }` (Interpreter+Canvas, GraphicsContextValue): the renderer run for
/// the canvas's laid-out size, each drawing a view in the canvas's coordinates.
@Suite struct CanvasTests {
    static func scene(_ renderer: String) throws -> Scene {
        let swift = """
            struct C: View {
                var body: some View {
                    Canvas { context, size in
                    \(renderer)
                    }
                    .frame(width: 200, height: 120)
                }
            }
            """
        return try boardBesideSwift(swift, file: "C.swift", json: #"{"swift": "C.swift", "view": "C()", "width": 200, "subtitle": null}"#).scene(at: 0)
    }

    @Test func pathsAreFilledAndStrokedWhereTheContextDrawsThem() throws {
        let scene = try Self.scene("""
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width / 2, height: 20)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 10, y: 30)
            moved.opacity = 0.5
            moved.stroke(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue), lineWidth: 2)
            """)
        let paths = scene.views.filter { $0.kind == "Path" }
        #expect(paths.count == 2)
        // Both are laid in the canvas's frame; the second is half transparent.
        #expect(paths.allSatisfy { $0.frame.size == Size(200, 120) })
        #expect(paths[1].opacity == 0.5)
    }

    @Test func textIsDrawnAtItsAnchor() throws {
        let scene = try Self.scene(#"context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: 80), anchor: .top)"#)
        let canvas = try #require(scene.views.first { $0.kind == "GeometryReader" } ?? scene.views.first)
        let text = try #require(scene.views.first { $0.text == "Hi" })
        #expect(abs(text.frame.minY - (canvas.frame.minY + 80)) < 0.5, "\(text.frame) in \(canvas.frame)")
        #expect(abs((text.frame.minX + text.frame.width / 2) - (canvas.frame.minX + 100)) < 0.5)
    }

    @Test func whatACanvasCannotDrawIsRefusedByName() throws {
        #expect { try Self.scene("context.addFilter(.blur(radius: 4))") } throws: { "\($0)".contains("GraphicsContext.addFilter") }
        #expect { try Self.scene("context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .linearGradient(Gradient(colors: [.red]), startPoint: .zero, endPoint: CGPoint(x: 4, y: 0)))") } throws: {
            "\($0)".contains("a canvas paints with .color(…) or .style(…)")
        }
    }
}
