import Testing
@testable import BoardRender
@testable import SwiftFront
@testable import SwiftRun

/// `#if`: the clause a compiler for the board's platform keeps (SwiftIfConfig under
/// `BoardBuildConfiguration`), in declarations, statements, switch cases and modifier chains.
@Suite struct IfConfigTests {
    /// The value `v` gets in `#if condition / let v = 1 / #else / let v = 0 / #endif` for `platform`.
    static func holds(_ condition: String, on platform: IfConfigPlatform = .iOS) throws -> Bool {
        let text = SwiftSourceText(name: "C.swift", text: "#if \(condition)\nlet v = 1\n#else\nlet v = 0\n#endif\n")
        let file = try SwiftFrontEnd.parseFile(text, platform: platform)
        guard file.declarations.count == 1, case let .variable(v) = file.declarations[0].kind,
              case let .number(n)? = v.bindings.first?.initializer?.kind else {
            Issue.record("no single 'let v' for #if \(condition)")
            return false
        }
        return n.value == 1
    }

    @Test(arguments: [
        ("os(iOS)", true, false), ("os(macOS)", false, true), ("os(watchOS)", false, false),
        ("canImport(SwiftUI)", true, true), ("canImport(Foundation)", true, true), ("canImport(Combine)", true, true),
        ("canImport(Observation)", true, true), ("canImport(UIKit)", true, false), ("canImport(AppKit)", false, true),
        ("canImport(Glibc)", false, false), ("canImport(SwiftUI.Foo)", false, false), ("canImport(SwiftUI, _version: 2)", true, true),
        ("DEBUG", false, false), ("!DEBUG", true, true), ("MY_FLAG", false, false),
        ("swift(>=5.9)", true, true), ("compiler(>=5.9)", true, true), ("hasFeature(StrictConcurrency)", true, true),
        ("targetEnvironment(simulator)", false, false), ("arch(arm64)", false, false), ("hasAttribute(retroactive)", false, false),
        ("os(iOS) && !DEBUG", true, false), ("(os(macOS) || canImport(UIKit))", true, true), ("true", true, true), ("false", false, false),
        ("notACondition(x)", false, false),
    ])
    func conditions(_ condition: String, _ iOS: Bool, _ macOS: Bool) throws {
        #expect(try Self.holds(condition, on: .iOS) == iOS, "iOS: #if \(condition)")
        #expect(try Self.holds(condition, on: .macOS) == macOS, "macOS: #if \(condition)")
    }

    @Test func clausesInEveryPlace() throws {
        let source = """
        #if os(macOS)
        let width = 10.0
        #elseif os(iOS)
        let width = 20.0
        #endif
        func pick(_ n: Int) -> String {
            #if DEBUG
            return "debug"
            #else
            switch n {
            case 0: return "zero"
            #if canImport(UIKit)
            case 1: return "one"
            #endif
            default: return "many"
            }
            #endif
        }
        """
        #expect(try Run.value("width", source) == "20.0")
        #expect(try Run.value("pick(1)", source) == "one")
        #expect(try Run.value("pick(2)", source) == "many")
        let chain = try Run.value("""
        Text("a")
            #if os(iOS)
            .bold()
            #else
            .italic()
            #endif
        """)
        #expect(chain == #"Text("a").bold()"#)
    }
}
