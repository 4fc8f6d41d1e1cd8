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

/// Bounds, and no crash or hang on arbitrary input.
@Suite struct ExpressionRobustnessTests {
    @Test func nestingBound() throws {
        let depth = ExpressionParser.maximumDepth
        let ok = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(try ExpressionParser.parse(ok).description == "1")
        let deep = String(repeating: "(", count: depth + 1) + "1" + String(repeating: ")", count: depth + 1)
        #expect(throws: ExpressionError.self) { try ExpressionParser.parse(deep) }
        do {
            _ = try ExpressionParser.parse(String(repeating: "f(", count: 4000))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .tooDeep)
            #expect(error.message == "the expression nests more than 64 levels deep; simplify it")
        }
    }

    @Test func chainsCountTowardsDepth() throws {
        let fine = ".easeIn" + String(repeating: ".speed(1)", count: 31)
        #expect(try ExpressionParser.parse(fine).depth == 63)
        let long = ".easeIn" + String(repeating: ".speed(1)", count: 40)
        do {
            _ = try ExpressionParser.parse(long)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .tooDeep)
        }
        let closures = String(repeating: "Group { ", count: 70) + String(repeating: "}", count: 70)
        #expect(throws: ExpressionError.self) { try ExpressionParser.parse(closures) }
    }

    /// A stray control character beside an `=` traps the toolchain's SwiftParserDiagnostics
    /// (an empty Fix-It); it is refused at the character before the diagnostics run.
    @Test func charactersThatTrapSwiftParserDiagnosticsAreRefused() throws {
        for source in ["x \u{1C}= 1", "let a \u{FEFF}= 1", "x =\u{0B} 1", "x \u{3000}\u{3000}= 1"] {
            do {
                _ = try ExpressionParser.parseStatements(source)
                Issue.record("\(source.debugDescription) was accepted")
            } catch {
                #expect(error.message.hasPrefix("unexpected character U+"), "\(error.message)")
                #expect(error.message.hasSuffix("beside '='; remove it or write a space"))
            }
            #expect(throws: BoardFileError.self) { try SwiftEnvironment(source: source) }
        }
        #expect(try ExpressionParser.parseStatements("x = 1").count == 1)
    }

    /// SwiftParser looks ahead over every nested `#if` (54,000 levels took 193 s): more than 64
    /// open at once are refused before it runs, at the first one too deep; `#if` in a comment or
    /// a string does not count, and ordinary nesting reads.
    @Test func conditionalBlocksAreBounded() throws {
        let deep = "import SwiftUI\n" + String(repeating: "#if A\n", count: 65) + "let x = 1\n" + String(repeating: "#endif\n", count: 65)
        do {
            _ = try SwiftEnvironment(source: deep)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("'#if' blocks nest more than 64 deep"), "\(error.description)")
            #expect(error.description.contains(":66:1"), "\(error.description)")
        }
        let fine = String(repeating: "#if A\n", count: 64) + "let x = 1\n" + String(repeating: "#endif\n", count: 64)
        _ = try SwiftEnvironment(source: fine)
        let inText = String(repeating: "// #if A\n", count: 100) + "let s = \"\"\"\n" + String(repeating: "#if A\n", count: 100) + "\"\"\"\n"
        _ = try SwiftEnvironment(source: inText)
    }

    /// SwiftParser's time doubles with each nested `[` (20 take seconds): more than 12 are refused
    /// before it runs; strings and comments do not count, a brace starts over.
    @Test func squareBracketsAreBounded() throws {
        for source in [String(repeating: "[", count: 40), "st" + String(repeating: "([", count: 30), "x = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)] {
            do {
                _ = try ExpressionParser.parse(source)
                Issue.record("accepted")
            } catch {
                #expect(error.kind == .tooDeep && error.message.hasPrefix("square brackets nest more than 12 deep"), "\(error.message)")
            }
            #expect(throws: BoardFileError.self) { try SwiftEnvironment(source: "let x = " + source) }
        }
        let fine = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        #expect(try ExpressionParser.parse(fine).depth == 13)
        #expect(try ExpressionParser.parse("\"" + String(repeating: "[", count: 40) + "\"").kind == .string(String(repeating: "[", count: 40)))
        _ = try SwiftEnvironment(source: "// " + String(repeating: "[", count: 40) + "\nlet a = { [[[[[[[1]]]]]]] }\nlet b = [[[[[[[{ [[[[[[[1]]]]]]] }]]]]]]]")
    }

    @Test func lengthBound() {
        let long = String(repeating: " ", count: ExpressionParser.maximumLength) + ".easeIn"
        do {
            _ = try ExpressionParser.parse(long)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .tooLong)
            #expect(error.range == .at(ExpressionParser.maximumLength))
        }
    }

    /// Random bytes, random tokens and mutations of valid expressions.
    @Test func garbageNeverCrashes() {
        var random = SeededRandom(seed: 0xB0A2D)
        let seeds = [
            ".spring(response: 0.42, dampingFraction: 0.6).delay(0.1)",
            "VStack(spacing: 4) { Tile(\"A\").transition(.scale); Group { Tile(\"B\") } }",
            ".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5).repeatCount(2, autoreverses: false)",
            "(x: 1, y: -0.5e3, z: 0) /* c */ // d\n",
        ]
        let alphabet = Array("(){}.,:;\"\\-_ \n\t0123456789eE.abcxyzAZ/*`'é😀\u{0}\u{1B}\u{301}")
        for round in 0..<3000 {
            var bytes: [UInt8]
            switch round % 3 {
            case 0:
                bytes = (0..<Int.random(in: 0...48, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            case 1:
                let chars = (0..<Int.random(in: 0...48, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                bytes = Array(String(chars).utf8)
            default:
                bytes = Array(seeds.randomElement(using: &random)!.utf8)
                for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                    let i = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes.remove(at: i)
                    case 1: bytes.insert(UInt8.random(in: 32...126, using: &random), at: i)
                    default: bytes[i] = UInt8.random(in: 0...127, using: &random)
                    }
                }
            }
            bytes.withUnsafeBytes { ExpressionParser.fuzz($0) }
        }
    }

    @Test func errorsRenderForEveryPrefix() {
        // Every prefix of a valid expression either parses or gives an error
        // whose range lies inside (or at the end of) the text.
        let source = "VStack(spacing: 4) { Tile(\"A\").transition(.offset(y: -70).combined(with: .opacity)) }"
        let chars = Array(source)
        for n in 0...chars.count {
            let prefix = String(chars[..<n])
            do {
                _ = try ExpressionParser.parse(prefix)
            } catch {
                #expect(error.range.start >= 0 && error.range.end <= n, "prefix \(n): \(error.range)")
                #expect(DiagnosticRenderer().lines(for: error, source: prefix).count >= 3)
            }
        }
    }
}
