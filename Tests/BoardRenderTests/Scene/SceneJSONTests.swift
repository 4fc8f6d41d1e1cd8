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

@Suite struct SceneJSONTests {
    @Test func dumpHasTheDocumentedShape() throws {
        let text = try BuiltinBoards.bench.scene(at: 1.0).json()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["board", "time", "size", "status", "cells", "views"])
        #expect(root["board"] as? String == "bench")
        #expect(root["time"] as? Double == 1)
        let cells = try #require(root["cells"] as? [[String: Any]])
        #expect(cells.count == 12)
        #expect(cells[0]["tile"] is NSNull)
        let tile = try #require(cells[2]["tile"] as? [String: Any])
        #expect(Set(tile.keys) == ["quad", "opacity", "clip"])
        let quad = try #require(tile["quad"] as? [[Double]])
        #expect(quad.count == 4 && quad.allSatisfy { $0.count == 2 })
        let slot = try #require(cells[2]["slot"] as? [String: Double])
        #expect(Set(slot.keys) == ["x", "y", "width", "height"])
    }

    @Test func numbersAreStable() {
        #expect(JSONValue.number(1) == "1")
        #expect(JSONValue.number(-0.00001) == "0")
        #expect(JSONValue.number(0.12345) == "0.1235" || JSONValue.number(0.12345) == "0.1234")
        #expect(JSONValue.number(2.5) == "2.5")
        #expect(JSONValue.number(.infinity) == "null")
        #expect(JSONValue.string("a\"b\n") == "\"a\\\"b\\n\"")
    }
}

