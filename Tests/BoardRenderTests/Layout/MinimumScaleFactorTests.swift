import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// `.minimumScaleFactor`: a text that does not fit its lines shrinks its font — to the largest
/// scale at which all of it fits, never below the factor — and only then is cut with "…".
@Suite struct MinimumScaleFactorTests {
    static let title = #"Text("Hello, a long title").font(.largeTitle).lineLimit(1)"#

    static func text(_ view: String) throws -> (frame: Rect, font: FontSpec) {
        let scene = try ViewSceneTests.scene(view, width: 300, height: 200)
        let frame = try #require(scene.views.first { $0.kind == "Text" }).frame
        let text = try #require(scene.cells.compactMap(\.tile).flatMap(\.texts).first)
        return (frame, text.font)
    }

    @Test func aTextThatDoesNotFitShrinksUntilItFits() throws {
        let whole = try Self.text(Self.title + ".fixedSize()")
        let shrunk = try Self.text(Self.title + ".minimumScaleFactor(0.5).frame(width: 150)")
        // It fits the 150 pt in one line, at the largest size that does (within a hundredth of a point).
        #expect(shrunk.frame.width <= 150 + 1e-6 && shrunk.frame.width > 148, "\(shrunk.frame)")
        #expect(shrunk.font.size < whole.font.size && shrunk.font.size >= whole.font.size * 0.5)
        // Its line shrinks with it.
        #expect(shrunk.frame.height < whole.frame.height * 0.9)
        let ratio = shrunk.font.size / whole.font.size
        #expect(abs(shrunk.frame.height - whole.frame.height * ratio) < 0.5)
    }

    @Test func theFactorIsTheFloorThenTheTextIsCut() throws {
        let floor = try Self.text(Self.title + ".minimumScaleFactor(0.9).frame(width: 150)")
        let whole = try Self.text(Self.title + ".fixedSize()")
        #expect(abs(floor.font.size - whole.font.size * 0.9) < 1e-9)
        // A text that fits, or no factor: its own size.
        #expect(try Self.text(#"Text("Short").font(.largeTitle).minimumScaleFactor(0.5).frame(width: 150)"#).font.size == whole.font.size)
        #expect(try Self.text(Self.title + ".frame(width: 150)").font.size == whole.font.size)
    }

    @Test func wrappedTextShrinksToFitTheHeightOffered() throws {
        let wrapped = try Self.text(#"Text("Hello, a long title that wraps").font(.title).minimumScaleFactor(0.3).frame(width: 150, height: 40)"#)
        #expect(wrapped.frame.height <= 40 + 1e-6)
        // Without a height it wraps at its own size instead.
        let free = try Self.text(#"Text("Hello, a long title that wraps").font(.title).minimumScaleFactor(0.3).frame(width: 150)"#)
        #expect(free.frame.height > 40 && free.font.size > wrapped.font.size)
    }

    @Test func aFactorThatIsNotANumberIsRefused() {
        #expect { try ViewSceneTests.scene(#"Text("a").minimumScaleFactor(.infinity)"#) } throws: { "\($0)".contains("'.minimumScaleFactor'; expected a finite number") }
    }
}
