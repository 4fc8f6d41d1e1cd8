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

/// Every number a board file or an expression holds, with hostile values:
/// reading never traps, and a board that reads can be drawn at every instant
/// (`check` ok ⇒ `render` ok).
@Suite struct NumericRangeTests {
    /// Values as they are written in an expression.
    static let expressionValues = ["0", "-1", "0.5", "2", "100", "1e-300", "1e-6", "1e19", "1e308", "-1e308",
                                   "1e400", ".infinity", ".nan", "-0.0", "600", "601", "1000"]
    /// Values as they are written in JSON (no NaN or infinity there).
    static let jsonValues = ["0", "-1", "0.5", "2", "100", "1e-300", "1e-6", "1e19", "1e308", "-1e308", "-0.0", "600", "1001"]

    /// Board templates whose `X` is an expression number.
    static let expressionTemplates: [(animation: String, transition: String)] = [
        (".linear(duration: X)", ".scale"), (".easeIn.delay(X)", ".scale"), (".easeIn.speed(X)", ".scale"),
        (".spring(response: X)", ".opacity"), (".spring(response: 0.5, dampingFraction: X)", ".offset(y: 70)"),
        (".spring(duration: X, bounce: 0.2)", ".scale"), (".spring(duration: 0.5, bounce: X)", ".scale"),
        (".spring(response: 0.5, dampingFraction: 0.5, blendDuration: X)", ".scale"),
        (".bouncy(duration: 0.5, extraBounce: X)", ".scale"), (".interactiveSpring(response: X)", ".scale"),
        (".interpolatingSpring(mass: X, stiffness: 100, damping: 10)", ".scale"),
        (".interpolatingSpring(stiffness: X, damping: 10)", ".scale"),
        (".interpolatingSpring(stiffness: 100, damping: X)", ".scale"),
        (".interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: X)", ".offset(y: 70)"),
        (".interpolatingSpring(duration: X)", ".scale"), (".timingCurve(X, 0, 0.5, 1)", ".scale"),
        (".timingCurve(0.5, X, 0.5, 1)", ".offset(x: 500)"), (".timingCurve(0.5, 1, 0.5, X, duration: 1)", ".scale(2)"),
        (".easeIn(duration: 0.1).repeatCount(3).speed(X)", ".scale"),
        (".easeInOut", ".scale(X)"), (".easeInOut", ".scale(scale: X, anchor: .top)"),
        (".easeInOut", ".scale(2, anchor: UnitPoint(x: X, y: 0))"), (".easeInOut", ".offset(x: X)"),
        (".easeInOut", ".offset(CGSize(width: 0, height: X))"), (".bouncy", ".scale(X).combined(with: .scale(X))"),
        (".bouncy", ".offset(y: X).combined(with: .scale(X))"),
        (".easeInOut", ".scale.animation(.easeIn(duration: X))"),
    ]

    /// Board templates whose `X` is a JSON number.
    static let jsonTemplates = [
        #"{"columns": X, "cells": [{"name": "a", "transition": ".scale"}]}"#,
        #"{"slot": {"width": X}, "cells": [{"name": "a", "transition": ".scale"}]}"#,
        #"{"slot": {"height": X}, "cells": [{"name": "a", "transition": ".scale"}]}"#,
        #"{"timeline": {"hold": X}, "cells": [{"name": "a", "transition": ".scale"}]}"#,
        #"{"timeline": {"stagger": X}, "cells": [{"name": "a", "transition": ".scale"}, {"name": "b", "transition": ".scale"}]}"#,
        #"{"transitions": {"t": {"active": {"scale": X}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"scale": [X, 1]}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"offset": [X, 0]}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"scale": 2, "anchor": [X, 0]}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"rotation": X}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"rotation": 80, "axis": [X, 0, 1]}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"rotation": 80, "axis": [1, 0, 0], "perspective": X}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"rotation": 80, "axis": [1, 0, 0], "anchorZ": X}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"height": X}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"blur": X}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"transitions": {"t": {"active": {"opacity": X}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
        #"{"reserve": false, "animation": ".bouncy", "transitions": {"t": {"active": {"height": X, "offset": [0, X]}}}, "cells": [{"name": "a", "transition": ".custom(\"t\")"}]}"#,
    ]

    /// Reads `text`; when it is a board, draws it at instants all over its cycle.
    static func readAndDraw(_ text: String) {
        let board: Board
        do {
            board = try BoardFileReader.read(SourceFile(name: "n.json", text: text))
        } catch {
            #expect(!error.diagnostics.isEmpty)
            #expect(error.description.utf8.count < 8_000, "\(text)")
            return
        }
        do {
            let builder = try SceneBuilder(board: board)
            let t = builder.timeline
            let instants = [0, t.removalEnd / 3, t.removalEnd / 2, t.removalEnd, t.insertionStart,
                            t.insertionStart + (t.insertionEnd - t.insertionStart) / 3, t.insertionEnd, t.cycle]
            for time in instants {
                _ = try Renderer.raster(builder.scene(at: time), scale: 1)
            }
            _ = builder.scene(at: t.cycle / 2).json()
        } catch {
            Issue.record("checked but not drawable: \(error) for \(text)")
        }
    }

    @Test(arguments: expressionTemplates.indices)
    func expressionNumbers(_ i: Int) {
        let (animation, transition) = Self.expressionTemplates[i]
        for x in Self.expressionValues {
            let a = animation.replacingOccurrences(of: "X", with: x), t = transition.replacingOccurrences(of: "X", with: x)
            Self.readAndDraw(#"{"animation": "\#(a)", "cells": [{"name": "a", "transition": "\#(t)"}]}"#)
        }
    }

    @Test(arguments: jsonTemplates.indices)
    func boardFileNumbers(_ i: Int) {
        for x in Self.jsonValues {
            Self.readAndDraw(Self.jsonTemplates[i].replacingOccurrences(of: "X", with: x))
        }
    }

    /// View expressions whose `X` is an expression number.
    static let viewTemplates = [
        #"VStack(spacing: X) { Tile(\"a\").transition(.scale) }"#,
        #"HStack(spacing: X) { Tile(\"a\").transition(.scale) }"#,
        #"ZStack(alignment: .top) { Tile(\"a\").padding(X).transition(.scale) }"#,
        #"VStack { Tile(\"a\").padding(X).transition(.scale) }"#,
        #"VStack { Tile(\"a\").frame(height: X).transition(.scale) }"#,
        #"VStack { Tile(\"a\").frame(width: X, height: 40).transition(.scale) }"#,
    ]

    @Test(arguments: viewTemplates.indices)
    func viewNumbers(_ i: Int) {
        for x in Self.expressionValues {
            let view = Self.viewTemplates[i].replacingOccurrences(of: "X", with: x)
            Self.readAndDraw(#"{"cells": [{"name": "a", "view": "\#(view)"}]}"#)
        }
    }

    /// A stack's spacing never shows (a view holds one Tile), but a value outside
    /// −1000…1000 is refused like every other number, not passed over.
    @Test(arguments: ["-1001", "1001", "1e19", ".infinity", ".nan"])
    func stackSpacingIsChecked(_ x: String) throws {
        let view = #"VStack(spacing: \#(x)) { Tile(\"a\").transition(.scale) }"#
        let text = #"{"cells": [{"name": "a", "view": "\#(view)"}]}"#
        let error = try #require(throws: BoardFileError.self) { try BoardFileReader.read(SourceFile(name: "b.json", text: text)) }
        #expect(error.diagnostics.first?.message.contains("spacing") == true)
    }

    /// The issue's inputs: refused when read, with a message naming the range, never a trap.
    @Test(arguments: [".easeIn.delay(1e19)", ".linear(duration: 1e19)", ".easeIn.speed(1e-300)", ".easeIn.delay(1e18)"])
    func formerTrapsAreRefused(_ animation: String) throws {
        let text = #"{"animation": "\#(animation)", "cells": [{"name": "a", "transition": ".scale"}]}"#
        #expect(throws: BoardFileError.self) { try BoardFileReader.read(SourceFile(name: "b.json", text: text)) }
    }

    @Test func compoundedScalesAreRefusedWhenRead() throws {
        let text = #"{"cells": [{"name": "a", "transition": ".scale(50).combined(with: .scale(50))"}]}"#
        let error = try #require(throws: BoardFileError.self) { try BoardFileReader.read(SourceFile(name: "b.json", text: text)) }
        #expect(error.diagnostics.first?.message.contains("scaled up to 2500×") == true)
    }
}
