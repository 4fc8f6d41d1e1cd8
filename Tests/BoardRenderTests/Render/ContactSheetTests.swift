import Foundation
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

/// Contact sheets: a frame is the render of its board (or cell) at its time.
@Suite struct ContactSheetTests {
    @Test func framesAreLabelledInBoardTimeAtAnySpeed() throws {
        // At half speed the board reaches 1.4 s at 2.8 s of playback: the label says 1.4 s.
        let slow = try SceneBuilder(board: BuiltinBoards.bench, speed: 0.5)
        let sheet = ContactSheet.board(slow, times: [0, 2.8], columns: 2, frameScale: 0.5, scale: 1)
        #expect(sheet.rows.flatMap { $0 }.compactMap(\.label).map { $0.components(separatedBy: " · ")[0] } == ["t = 0.000 s", "t = 1.400 s"])
        let cells = ContactSheet.cells(slow, names: ["slide"], times: [2.8], frameScale: 1, scale: 1)
        #expect(cells.rows[0][0].label?.hasPrefix("t = 1.400 s") == true)
    }

    @Test func aCellFrameIsTheRenderOfThatCell() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.bench)
        let sheet = ContactSheet.cells(builder, names: ["slide", "fold"], times: [0.7, 1.4], frameScale: 1, scale: 1)
        let dir = temporaryDirectory("sheet")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try sheet.writePNG(scale: 1, to: dir + "/sheet.png")
        let page = try #require(loadPNG(dir + "/sheet.png"))
        for (r, name) in ["slide", "fold"].enumerated() {
            for (k, t) in [0.7, 1.4].enumerated() {
                let full = try Renderer.raster(builder.scene(at: t), scale: 1)
                let region = builder.region(of: name)!
                let origin = sheet.place(row: r, column: k).origin
                var differing = 0
                for y in 1..<Int(region.height) - 1 {
                    for x in 1..<Int(region.width) - 1 {
                        let a = page[Int(origin.x) + x, Int(origin.y) + y]
                        let b = full[Int(region.minX) + x, Int(region.minY) + y]
                        if a != b { differing += 1 }
                    }
                }
                #expect(differing == 0, "\(name) at \(t): \(differing) pixels differ")
            }
        }
    }

    /// A spring's insertion settles long after it looks still: sampled by motion, every frame
    /// differs visibly from the one before (evenly, most of them would be the resting picture).
    @Test func samplingByMotionShowsMotionInEveryFrame() throws {
        let json = #"{"animation": ".spring(response: 0.45, dampingFraction: 0.72)", "cells": [{"name": "a", "transition": ".offset(y: 70).combined(with: .opacity)"}]}"#
        let builder = try SceneBuilder(board: BoardFileReader.read(SourceFile(name: "s.json", text: json)))
        let step = builder.timeline.steps[1]
        func moved(_ times: [Double]) -> [Double] {
            zip(times, times.dropFirst()).map { SheetSampling.distance(builder.scene(at: $0).motionSignature, builder.scene(at: $1).motionSignature) }
        }
        let byMotion = SheetSampling.times(count: 6, steps: [step]) { builder.scene(at: $0) }
        let even = SheetSampling.times(count: 6, steps: [step])
        // An insertion's start shows nothing: the first frame is at its first share of motion (issue 42).
        #expect(byMotion.count == 6 && byMotion.first! > step.start, "\(byMotion)")
        #expect(builder.scene(at: byMotion[0]).cells.contains { ($0.tile?.opacity ?? 0) > 0.05 }, "the first frame shows the view coming")
        #expect(byMotion.last! < step.end - 0.2, "\(byMotion) over \(step.start)…\(step.end)")
        // Each step between samples moves the view by more than a point (or fades it by more than 1 %).
        #expect(moved(byMotion).allSatisfy { $0 > 1 }, "\(moved(byMotion))")
        // The even rule leaves frames where nothing visibly moves.
        #expect(moved(even).contains { $0 < 1 }, "\(moved(even))")
    }

    @Test func samplingStaysWhereSomethingMoves() {
        let steps = [Timeline.Step(caption: "removal", start: 0, end: 2.8), Timeline.Step(caption: "insertion", start: 3.4, end: 6.2)]
        #expect(SheetSampling.times(count: 5, steps: [steps[0]]) == [0, 0.7, 1.4, 2.1, 2.8])
        let both = SheetSampling.times(count: 6, steps: steps)
        #expect(both == [0, 1.4, 2.8, 3.4, 4.8, 6.2])
        #expect(SheetSampling.times(count: 4, steps: [Timeline.Step(caption: "pop", start: 1, end: 1)]) == [1])
    }

    @Test func smallFramesGetLegibleCaptions() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.bench)
        // Half size at @2x: captions fit, at a size that reads.
        let large = ContactSheet.board(builder, times: [1], columns: 1, frameScale: 0.5, scale: 2)
        let caption = large.rows[0][0].scene.cells[0].captionTexts[0]
        #expect(caption.font.size * 0.5 * 2 >= 9 - 1e-9)
        #expect(large.notes.isEmpty)
        // A quarter size at @1x would cut them: they go whole to the caption block instead.
        let small = ContactSheet.board(builder, times: [1], columns: 1, frameScale: 0.25, scale: 1)
        #expect(small.rows[0][0].scene.cells.allSatisfy { $0.captionTexts.isEmpty })
        let block = small.notes.joined().filter { !$0.isWhitespace }
        #expect(block.contains("combined:.offset(y:70).combined(with:.opacity)") && !block.contains("…"), "\(block)")
        #expect(small.size.height > ContactSheet.board(builder, times: [1], columns: 1, frameScale: 0.25, scale: 2).size.height - 1
                || !small.notes.isEmpty)
    }

    /// The status line is in each frame's label, at the label's size (9.5 pt), not in the frame.
    @Test func theStatusReadsInTheLabel() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.bench)
        let sheet = ContactSheet.board(builder, times: [1], columns: 1, frameScale: 0.25, scale: 1)
        #expect(sheet.rows[0][0].scene.texts.allSatisfy { $0.name != "status" })
        // Wrapped to its column at " · " when it is wider.
        #expect(sheet.rows[0][0].label?.replacingOccurrences(of: "\n", with: " · ") == "t = 1.000 s · " + ContactSheet.pictured(builder.scene(at: 1))!)
        #expect(ContactSheet.labelFont.size >= 7)
    }

    /// A program board's sheet (issue 42): each label fits its column (measured by the text
    /// engine that lays out the board), the step every frame shares is said once by the sheet,
    /// the labels count from the step's action, and no frame repeats the header — not even the
    /// second line of a title that wraps.
    @Test func aProgramSheetsLabelsFitTheirColumnsAndTheHeaderIsSaidOnce() throws {
        var board = try #require(BuiltinBoards.named("filter"))
        board.title = "Filtered collection · stable IDs, a title long enough that the board wraps it onto more lines"
        let builder = try SceneBuilder(board: board)
        let step = builder.timeline.steps[0]
        let times = [step.start, (step.start + step.end) / 2, step.end]
        let sheet = ContactSheet.board(builder, times: times, columns: 3, frameScale: 0.5, scale: 2,
                                       clock: .sinceStep(starts: [step.start]))
        #expect(sheet.caption == "STEP 1 OF 7 · Enter “a” in Filter")
        let frames = sheet.rows.flatMap { $0 }
        #expect(frames.compactMap(\.label) == ["+0.00 s", "+0.11 s", "+0.22 s"])
        for frame in frames {
            #expect(!frame.scene.texts.contains { $0.font == BoardLayout.titleFont || $0.font == BoardLayout.subtitleFont },
                    "no frame repeats the title or subtitle: \(frame.scene.texts.map(\.text))")
            #expect(frame.region.minY > BoardLayout.margin + 40)
        }
        // Labels with the status (frames in different steps) wrap to the column.
        let all = ContactSheet.board(builder, times: builder.timeline.steps.map(\.start), columns: 7, frameScale: 0.3, scale: 2,
                                     clock: .sinceStep(starts: builder.timeline.steps.map(\.start)))
        #expect(all.caption == nil)
        let column = all.cellSize.width
        for label in all.rows.flatMap({ $0 }).compactMap(\.label) {
            #expect(label.contains("STEP"))
            for line in label.split(separator: "\n") {
                #expect(builder.playback.measurer.measure(String(line), font: ContactSheet.labelFont, width: nil).size.width <= column + 0.5,
                        "\(line) fits \(column) pt")
            }
        }
    }

    /// A `--cells` sheet labels its instants once, over the first row (issue 42).
    @Test func aCellsSheetLabelsItsInstantsOnce() throws {
        let builder = try SceneBuilder(board: BuiltinBoards.bench)
        let sheet = ContactSheet.cells(builder, names: ["slide", "fold", "move"], times: [0.7, 1.4], frameScale: 1, scale: 1)
        #expect(sheet.rows[0].allSatisfy { $0.label != nil })
        #expect(sheet.rows.dropFirst().allSatisfy { $0.allSatisfy { $0.label == nil } })
        #expect(sheet.labelBand(row: 1) < sheet.labelBand(row: 0))
    }

    /// Sheet frames (issue 42): no two alike where a view pops (frames 1 ms apart inside one jump
    /// looked the same), a removal still starts with its first picture, and each frame's status
    /// says what it pictures — not "0 of 12" over twelve tiles in full view.
    @Test func framesAreDistinctAndTheirStatusIsWhatTheyPicture() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples").standardized.path
        let trips = try SceneBuilder(board: BoardFileLoader.load(path: examples + "/trips-app.json"))
        // Step 2 (Favorites only) pops views out: it gave frames 1 ms apart. (Step 1 changes a
        // colour only, which the motion signature does not see: sampled evenly.)
        for step in [trips.timeline.steps[1]] {
            let times = SheetSampling.times(count: 6, steps: [step]) { trips.scene(at: $0) }
            let signatures = times.map { trips.scene(at: $0).motionSignature }
            #expect(zip(signatures, signatures.dropFirst()).allSatisfy { SheetSampling.distance($0, $1) >= 1 }, "\(times) \(zip(signatures, signatures.dropFirst()).map { SheetSampling.distance($0, $1) })")
        }
        let bench = try SceneBuilder(board: BuiltinBoards.bench)
        let removal = bench.timeline.steps[0]
        let times = SheetSampling.times(count: 4, steps: [removal]) { bench.scene(at: $0) }
        #expect(times.first == removal.start)
        let sheet = ContactSheet.board(bench, times: times, columns: 4, frameScale: 0.5, scale: 1, clock: .sinceStep(starts: [removal.start]))
        let labels = sheet.rows.flatMap { $0 }.compactMap { $0.label?.replacingOccurrences(of: "\n", with: " · ") }
        #expect(sheet.caption == nil)
        #expect(labels.first == "+0.00 s · REMOVING · 11 OF 12 STILL SHOWN", "identity leaves at once: \(labels)")
        #expect(ContactSheet.pictured(bench.scene(at: removal.end + 0.01)) == "REMOVED · 0 OF 12 SHOWN")
        #expect(ContactSheet.pictured(bench.scene(at: bench.timeline.steps[1].end + 0.01)) == "PRESENT · 12 OF 12 SHOWN")
    }

    /// A sheet of one narrow column wraps its title, subtitle and shared status to its width
    /// (they ran off the sheet's edge); a wide sheet keeps them on one line each.
    @Test func theSheetsHeaderFitsItsWidth() throws {
        let builder = try SceneBuilder(board: #require(BuiltinBoards.named("filter")))
        let step = builder.timeline.steps[0]
        let narrow = ContactSheet.board(builder, times: [step.start, step.end], columns: 1, frameScale: 0.5, scale: 1,
                                        clock: .sinceStep(starts: [step.start]))
        let width = narrow.size.width - 2 * ContactSheet.gutter
        #expect(narrow.headerLines.filter { $0.role == .title }.count > 1, "\(narrow.headerLines)")
        for line in narrow.headerLines {
            #expect(builder.playback.measurer.measure(line.text, font: ContactSheet.font(line.role), width: nil).size.width <= width + 0.5,
                    "\(line.text)")
        }
        #expect(narrow.headerHeight > 58)
        let wide = ContactSheet.board(builder, times: [step.start, step.end], columns: 2, frameScale: 0.5, scale: 1,
                                      clock: .sinceStep(starts: [step.start]))
        #expect(wide.headerLines.map(\.role) == [.title, .subtitle, .caption] && wide.headerHeight == 58)
    }

    /// Motion out of sight is no motion: a staggered removal, whose views leave the scene one by
    /// one after they have faded or moved past their slot's edge, is sampled across its motion
    /// (it put its second frame 70 % of the way in, after most of the motion, issue 42).
    @Test func samplingFollowsVisibleMotion() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples").standardized.path
        let stagger = try SceneBuilder(board: BoardFileLoader.load(path: examples + "/stagger.json"))
        let removal = stagger.timeline.steps[0]
        let times = SheetSampling.times(count: 6, steps: [removal]) { stagger.scene(at: $0) }
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(times.count == 6 && (gaps.max() ?? 0) < 0.45 * (removal.end - removal.start), "\(times)")
    }
}
