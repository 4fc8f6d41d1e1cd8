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

/// A value a board refuses in a view a Swift file wrote (an absurd frame, an animation out of
/// range, a bad GridItem) names the Swift file's line and column, where the user fixes it — in a
/// program board and in a cell's view alike.
@Suite struct SwiftErrorPlaceTests {
    static func failure(_ line: String, json: String = #"{"swift": ["V.swift"], "view": "ContentView()", "width": 300, "subtitle": null}"#) -> String {
        let swift = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                VStack {
        \(line)
                }
            }
        }
        """
        do {
            _ = try boardBesideSwift(swift, file: "V.swift", json: json)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        // (the line, where the fault is written, what the message says)
        (#"            Text("a").shadow(radius: 2).frame(width: 1e9)"#, "V.swift:6:40", "is too large"),
        (#"            Text("a").padding().animation(.spring(response: -1), value: 1)"#, "V.swift:6:43", "'response:' of '.spring'"),
        (#"            LazyVGrid(columns: [GridItem(.fixed(-5))]) { Color.red }"#, "V.swift:6:13", "a GridItem's size"),
        (#"            Text("a").transition(.scale(scale: .nan))"#, "V.swift:6:22", "'scale:' of '.scale'"),
    ])
    func aRefusedValueNamesItsSwiftLine(line: String, place: String, message: String) {
        let text = Self.failure(line)
        #expect(text.contains("/\(place): "), "\(text)")
        #expect(text.contains(message), "\(text)")
    }

    @Test func aCellsViewFromAFileNamesItsLineToo() {
        let json = #"{"swift": ["V.swift"], "cells": [{"name": "a", "view": "ContentView()"}], "subtitle": null}"#
        let text = Self.failure(#"            Text("a").frame(width: 1e9)"#, json: json)
        #expect(text.contains("/V.swift:6:22: "), "\(text)")
    }

    /// `"view": "ContentView"` names the type: the error says how to make the view, where it is written.
    @Test func aViewTypeAloneSaysHowToMakeTheView() {
        let message = Self.failure(#"            Text("a")"#, json: #"{"swift": ["V.swift"], "view": "ContentView", "subtitle": null}"#)
        #expect(message.contains("'ContentView' is a view type, not a view") && message.contains(#""view": "ContentView()""#), "\(message)")
        #expect(message.contains(":1:33:"), "\(message)")
    }
}
