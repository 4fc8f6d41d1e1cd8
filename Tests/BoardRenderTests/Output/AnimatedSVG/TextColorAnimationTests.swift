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

/// A text whose colour animates (`.brightness`, an animated `foregroundStyle`) is one element
/// whose `fill` is animated — not one element per colour, which made the README's Twirl 5.1 MiB
/// with 9,053 animations.
@Suite struct TextColorAnimationTests {
    /// Examples/Transitions.swift holds the README's Twirl (Apple's documentation example).
    static let transitions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../Examples/Transitions.swift").standardized.path

    @Test func theReadmeTwirlStaysSmall() throws {
        let board = try BoardFileReader.read(
            SourceFile(name: "twirl.json", text: #"{"title": "Twirl", "swift": ["Transitions.swift"], "cells": [{"name": "twirl", "transition": "Twirl()"}]}"#),
            files: ["Transitions.swift": try String(contentsOfFile: Self.transitions, encoding: .utf8)])
        let (text, stats) = try BoardSVG(board: board, options: .init(fps: 50, scale: 2)).document()
        #expect(stats.animations < 100, "\(stats.animations) animations")
        #expect(text.utf8.count < 150_000, "\(text.utf8.count) bytes")
        // The label's colour runs from black to white and back in one animated fill.
        #expect(text.contains(##"<animate attributeName="fill" values="#000000;"##))
        #expect(text.components(separatedBy: "<use href=\"#s5\"").count - 1 <= 2)
    }
}
