import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// SwiftUI's colour effects, each one vocabulary entry: drawn on every colour below them,
/// layout unchanged, animating with their numbers.
@Suite struct ColorEffectTests {
    /// The fill of the one shape `view` draws (a 40 × 40 colour), and its frame.
    static func drawn(_ view: String, theme: String = "light") throws -> (fill: Color, frame: Rect) {
        let scene = try OneEngineTests.builder("struct V: View { var body: some View { \(view).frame(width: 40, height: 40) } }").scene(at: 0)
        let shapes: [TileShape] = scene.cells.compactMap { $0.tile?.shapes.first }
        let shape = try #require(shapes.first)
        let frame = try #require(scene.views.first { $0.id == "V" }).frame
        return (try #require(shape.fill), frame)
    }

    static func close(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 1e-6 && abs(a.green - b.green) < 1e-6 && abs(a.blue - b.blue) < 1e-6 && abs(a.alpha - b.alpha) < 1e-6
    }

    @Test func eachEffectTransformsTheColoursBelow() throws {
        let white = Color(red: 1, green: 1, blue: 1, alpha: 1), black = Color(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(Self.close(try Self.drawn("Color.black.brightness(0.25)").fill, Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1)))
        #expect(Self.close(try Self.drawn("Color.white.colorInvert()").fill, black))
        #expect(Self.close(try Self.drawn("Color.black.contrast(0)").fill, Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)))
        // Pure red, grey: its Rec. 709 luminance.
        let grey = try Self.drawn("Color(red: 1, green: 0, blue: 0).grayscale(1)").fill
        #expect(Self.close(grey, Color(red: 0.2126, green: 0.2126, blue: 0.2126, alpha: 1)))
        #expect(Self.close(try Self.drawn("Color(red: 1, green: 0, blue: 0).saturation(0)").fill, grey))
        #expect(Self.close(try Self.drawn("Color(red: 0.2, green: 0.4, blue: 0.6).saturation(1)").fill, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
        // A half turn of hue and back is the identity; a grey has no hue to turn.
        let turned = try Self.drawn("Color(red: 0.5, green: 0.5, blue: 0.5).hueRotation(.degrees(120))").fill
        #expect(Self.close(turned, Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)))
        #expect(Self.close(try Self.drawn("Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0))").fill,
                           Color(red: 1, green: 0.5, blue: 0, alpha: 1)))
        let luminance = try Self.drawn("Color.white.luminanceToAlpha()").fill
        #expect(Self.close(luminance, Color(red: 0, green: 0, blue: 0, alpha: 1)))
        _ = white
    }

    /// Effects apply innermost first: a brightness inside an inversion is inverted with the colour.
    @Test func innerEffectsApplyFirst() throws {
        let a = try Self.drawn("Color.black.brightness(0.25).colorInvert()").fill
        #expect(Self.close(a, Color(red: 0.75, green: 0.75, blue: 0.75, alpha: 1)))
        let b = try Self.drawn("Color.black.colorInvert().brightness(-0.25)").fill
        #expect(Self.close(b, Color(red: 0.75, green: 0.75, blue: 0.75, alpha: 1)))
    }

    /// A colour effect is drawn, never laid out: the view's frame is the same without it.
    @Test(arguments: ["brightness(0.3)", "contrast(2)", "saturation(0.5)", "grayscale(1)", "hueRotation(.degrees(30))",
                      "colorInvert()", "colorMultiply(.red)", "luminanceToAlpha()"])
    func layoutIsUnchanged(_ effect: String) throws {
        #expect(try Self.drawn("Color.blue.\(effect)").frame == (try Self.drawn("Color.blue")).frame)
    }

    /// A colour effect whose amount changes animates with the transaction, as its colours do.
    @Test func anEffectAnimates() throws {
        let b = try OneEngineTests.builder("""
            struct V: View {
                @State var grey = false
                var body: some View {
                    VStack {
                        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).grayscale(grey ? 1 : 0)
                        Button("Grey") { withAnimation(.linear(duration: 1)) { grey.toggle() } }
                    }
                }
            }
            """, steps: #"[{"click": "Grey"}]"#)
        let step = b.timeline.steps[0]
        let fills: [Color] = b.scene(at: step.start + 0.5).cells.compactMap { $0.tile?.shapes.first?.fill }
        let fill = try #require(fills.first)
        // Halfway: red's components halfway to its grey.
        #expect(abs(fill.red - (1 + 0.2126) / 2) < 1e-6)
        #expect(abs(fill.green - 0.2126 / 2) < 1e-6)
    }
}
