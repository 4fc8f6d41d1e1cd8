import Testing
import TestSupport
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

/// Labels are legible: WCAG 2.x contrast of at least 4.5 : 1 with the tile under them,
/// by one rule in both themes.
@Suite struct LabelContrastTests {
    static let themes: [Theme] = [.light, .dark]

    static func contains(_ r: Rect, _ p: Point) -> Bool {
        p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
    }

    @Test func contrastFollowsWCAG() {
        #expect(approx(Color(hex: 0xFFFFFF).contrast(with: Color(hex: 0x000000)), 21, 1e-9))
        #expect(approx(Color(hex: 0x777777).contrast(with: Color(hex: 0x777777)), 1, 1e-12))
        // Known values: white on iOS blue fails AA, black passes.
        #expect(approx(Color(hex: 0xFFFFFF).contrast(with: Color(hex: 0x007AFF)), 4.02, 0.01))
        #expect(approx(Color(hex: 0x007AFF).contrast(with: Color(hex: 0x000000)), 5.23, 0.01))
        // The 0.04045 knee of the sRGB curve.
        #expect(approx(Color(red: 0.04, green: 0.04, blue: 0.04).luminance, 0.04 / 12.92, 1e-12))
    }

    /// Every tint of the palette, in both themes, gets a label of at least 4.5 : 1.
    @Test(arguments: themes)
    func everyPaletteTintGetsALegibleLabel(_ theme: Theme) {
        for (name, tint) in theme.tints {
            let contrast = theme.label(on: tint).contrast(with: tint)
            #expect(contrast >= 4.5, "\(theme.name) \(name): \(contrast)")
            #expect(contrast >= Theme.minimumLabelContrast - 1e-9)
        }
    }

    /// The same rule and pair in both themes: a tint gets the same label whichever theme draws it.
    @Test func bothThemesChooseAlike() {
        #expect(Theme.light.lightLabel == Theme.dark.lightLabel && Theme.light.darkLabel == Theme.dark.darkLabel)
        for (_, tint) in Theme.light.tints + Theme.dark.tints {
            #expect(Theme.light.label(on: tint) == Theme.dark.label(on: tint))
        }
    }

    /// Any colour at all — a board file's own tint — gets at least √21 ≈ 4.58 : 1.
    @Test func anyTintReachesTheFloor() {
        var worst = 21.0
        for r in stride(from: 0.0, through: 1, by: 1 / 17) {
            for g in stride(from: 0.0, through: 1, by: 1 / 17) {
                for b in stride(from: 0.0, through: 1, by: 1 / 17) {
                    let tint = Color(red: r, green: g, blue: b)
                    worst = min(worst, Theme.light.label(on: tint).contrast(with: tint))
                }
            }
        }
        #expect(worst >= Theme.minimumLabelContrast - 1e-9 && worst < 4.7, "\(worst)")
    }

    /// Every text drawn on a filled shape of a tile, on every built-in board, in both
    /// themes, over the whole cycle, read from the scene: its colour against the fill
    /// actually drawn under its anchor (composited over the board's background).
    @Test(arguments: themes)
    func everyBuiltinLabelIsLegible(_ theme: Theme) throws {
        var checked = 0
        for (name, _, make) in BuiltinBoards.all {
            let original = make()
            var board = original
            board.theme = theme
            let builder = try SceneBuilder(board: board)
            let cycle = builder.timeline.cycle
            for t in stride(from: 0.0, through: cycle, by: max(cycle / 60, 0.05)) {
                let scene = builder.scene(at: t)
                for cell in scene.cells {
                    guard let tile = cell.tile else { continue }
                    for text in tile.texts where text.opacity > 0 {
                        guard let fill = tile.shapes.last(where: { $0.fill != nil && Self.contains($0.rect, text.anchor) })?.fill
                        else { continue }
                        let drawn = fill.composited(over: scene.background)
                        let contrast = text.color.contrast(with: drawn)
                        #expect(contrast >= 4.5, "\(name) \(theme.name) t=\(t) '\(text.text)': \(contrast) : 1 (\(text.color) on \(drawn))")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1000)
    }
}
