import BoardRender
import Foundation
do { try FontCheck.verify() } catch { print(error) }
for t in [0.0, 1.0, 2.0, 3.1, 4.4, 6.5] {
    let s = try! BuiltinBoards.bench.scene(at: t)
    try! Renderer.writePNG(s, scale: 2, to: "/tmp/bench-\(t).png")
    try! Renderer.writeSVG(s, scale: 1, to: "/tmp/bench-\(t).svg")
}
