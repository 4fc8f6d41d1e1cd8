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

/// `Slider` and `Stepper`: laid out and drawn in the neutral style of each platform, their values
/// read from a binding (a program's state) or a constant.
@Suite struct SliderStepperTests {
    @Test func aSliderTakesTheOfferedWidthAndPlacesItsThumbAtItsValue() throws {
        let scene = try ViewSceneTests.scene("Slider(value: .constant(25), in: 0...100)")
        let v = try #require(scene.views.first { $0.kind == "Slider" })
        #expect(v.frame.width == 300 && v.frame.height == Platform.iOS.sliderThumb && v.text == nil)
        let tile = try #require(scene.cells[0].tile)
        let thumb = try #require(tile.shapes.first { $0.isEllipse })
        // The thumb's centre travels from half a thumb in from the left to half a thumb in from the right.
        #expect(abs(thumb.rect.mid.x - (14 + (300 - 28) * 0.25)) < 1e-9 && thumb.rect.width == 28)
        // The track is filled in the accent colour up to the thumb's centre.
        let filled = try #require(tile.shapes.first { $0.fill == Color(hex: 0x007AFF) })
        #expect(abs(filled.rect.maxX - thumb.rect.mid.x) < 1e-9)
    }

    @Test func aSliderOutsideItsRangeStopsAtTheEnd() throws {
        let tile = try #require(try ViewSceneTests.scene("Slider(value: .constant(2))").cells[0].tile)
        let thumb = try #require(tile.shapes.first { $0.isEllipse })
        #expect(abs(thumb.rect.maxX - 300) < 1e-9)
    }

    @Test func aStepperIsItsTitleBesideMinusAndPlusAtTheTrailingEdge() throws {
        let scene = try ViewSceneTests.scene(#"Stepper("Count: 2", value: .constant(2), in: 0...10)"#)
        let v = try #require(scene.views.first { $0.kind == "Stepper" })
        #expect(v.text == "Count: 2" && v.frame.width == 300 && v.frame.height == 32)
        let tile = try #require(scene.cells[0].tile)
        let box = try #require(tile.shapes.first { $0.rect.width == 94 && $0.rect.height == 32 })
        #expect(abs(box.rect.maxX - tile.size.width) < 1e-9)
        #expect(tile.texts.map(\.text) == ["Count: 2"])
        // On macOS: the title, then small arrows, as wide as it needs.
        let mac = try #require(try ViewSceneTests.scene(#"Stepper("Count: 2", value: .constant(2))"#, platform: "macOS")
            .views.first { $0.kind == "Stepper" })
        #expect(mac.frame.width < 150 && mac.frame.height == 22)
    }

    /// In a program the stepper's title and the slider's thumb follow the state a step changes.
    @Test func aProgramsStepMovesTheSliderAndRetitlesTheStepper() throws {
        let swift = """
        struct ContentView: View {
            @State private var volume = 0.2
            @State private var count = 2
            var body: some View {
                VStack {
                    Slider(value: $volume, in: 0...1) { Text("Volume") }
                    Stepper("Count: \\(count)", value: $count, in: 0...10, step: 1)
                    Stepper("Taps", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
                }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Controls.swift", json: #"""
            {"swift": ["Controls.swift"], "view": "ContentView()", "width": 320, "subtitle": null,
             "steps": [{"run": "volume = 0.9; count += 1"}]}
            """#)
        let b = try SceneBuilder(board: board)
        let before = b.scene(at: 0), after = b.scene(at: b.timeline.cycle)
        #expect(before.views.filter { $0.kind == "Stepper" }.map { $0.text ?? "" } == ["Count: 2", "Taps"])
        #expect(after.views.filter { $0.kind == "Stepper" }.map { $0.text ?? "" } == ["Count: 3", "Taps"])
        // The thumb moves by 0.7 of the slider's travel (its width less a thumb).
        func thumb(_ s: Scene) throws -> Double {
            let tile = try #require(s.cells.compactMap(\.tile).first { $0.shapes.contains { $0.isEllipse } })
            return tile.transform.apply(tile.shapes.first { $0.isEllipse }!.rect.mid).x
        }
        let slider = try #require(after.views.first { $0.kind == "Slider" })
        #expect(abs(try thumb(after) - thumb(before) - 0.7 * (slider.frame.width - 28)) < 1e-6)
    }

    @Test(arguments: [
        ("Slider(value: .constant(1), in: 5...1)", "upper bound is above its lower bound"),
        ("Slider(value: .constant(1), in: 3)", "is a range such as 0...10"),
        (#"Stepper("N", value: .constant(1), in: 3...2)"#, "upper bound is above its lower bound"),
        (#"Stepper("N", value: .constant(1), in: 2..<2)"#, "upper bound is above its lower bound"),
    ])
    func anEmptyOrMissingRangeIsRefused(view: String, message: String) {
        #expect { try ViewSceneTests.scene(view) } throws: { "\($0)".contains(message) }
    }

    /// A stepper over one value (`2...2`) is drawn: both its buttons can do nothing, as UIStepper's.
    @Test func aStepperOverOneValueIsDrawn() throws {
        #expect(try ViewSceneTests.scene(#"Stepper("N", value: .constant(2), in: 2...2)"#).views.contains { $0.kind == "Stepper" })
    }
}
