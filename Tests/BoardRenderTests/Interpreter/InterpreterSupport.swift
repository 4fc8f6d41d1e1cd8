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

/// Runs Swift for the interpreter tests: declarations in a file, an expression evaluated over them.
enum Run {
    /// The value of `expression` over `declarations`, printed as Swift's `"\(value)"` does
    /// (a SwiftUI value prints as the expression that builds it).
    static func value(_ expression: String, _ declarations: String = "") throws -> String {
        let environment = try SwiftEnvironment(source: declarations, name: "T.swift")
        let i = environment.interpreter()
        let e = try ExpressionParser.parse(expression)
        let v = try i.evaluate(e, Frame(scope: Scope(parent: nil), selfType: nil, origin: 0))
        return try i.text(of: v, at: e.range)
    }

    /// The error evaluating `expression`, or nil.
    static func error(_ expression: String, _ declarations: String = "") -> ExpressionError? {
        do {
            _ = try value(expression, declarations)
            return nil
        } catch let error as ExpressionError {
            return error
        } catch {
            Issue.record("not an expression error: \(error)")
            return nil
        }
    }

    /// The statements of `body` run as a function's body; its returned value printed.
    static func body(_ body: String, _ declarations: String = "") throws -> String {
        try value("__run()", declarations + "\nfunc __run() -> Any {\n" + body + "\n}\n")
    }
}
