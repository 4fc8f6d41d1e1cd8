import Foundation
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

/// A board read from `json`, beside a Swift file `file` holding `swift` (in a fresh directory,
/// removed once the board is read: the reader loads the file).
func boardBesideSwift(_ swift: String, file: String, json: String) throws -> Board {
    let dir = temporaryDirectory("swift-board")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try swift.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8)
    return try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: json))
}

/// The scene at rest of a program still showing `view` (a view expression, quoted as Swift
/// writes it) in a window `width` wide, without a subtitle (whose wrapping would move the views).
func stillScene(_ view: String, width: Double = 300) throws -> Scene {
    let escaped = view.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let json = #"{"view": "\#(escaped)", "width": \#(Int(width)), "subtitle": null}"#
    return try BoardFileReader.read(SourceFile(name: "t.json", text: json)).scene(at: 0)
}
