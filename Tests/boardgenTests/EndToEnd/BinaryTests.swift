import Foundation
import Testing
import TestSupport

/// Runs the built `boardgen` executable as a separate process.
///
/// The binary is found next to the test product (SwiftPM puts both in the
/// same build directory), or at `$BOARDGEN_BINARY`.
@Suite struct BinaryTests {
    typealias Result = BoardgenProcess.Result

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        try BoardgenProcess.run(arguments, environment: environment)
    }

    @Test func version() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "boardgen 0.1.0\n")
        #expect(result.error.isEmpty)
    }

    /// docs/semantics.md §1.2: easeInOut at x = 0.1, 0.25, 0.5, 0.75, 0.9 (duration 1).
    @Test func easeInOutTable() throws {
        let result = try run(["curve", ".easeInOut(duration: 1)", "--at", "0.1,0.25,0.5,0.75,0.9"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ") }
        let expected = [0.01972, 0.12916, 0.5, 0.87084, 0.98028]
        #expect(lines.map { String($0[0]) } == ["0.1", "0.25", "0.5", "0.75", "0.9"])
        for (line, value) in zip(lines, expected) {
            let progress = try #require(Double(String(line[1])))
            #expect(abs(progress - value) <= 5e-6)
        }
    }

    @Test func quarterSpeedAndSpring() throws {
        let quarter = try run(["curve", ".easeInOut(duration: 0.7).speed(0.25)", "--at", "1.4s"])
        #expect(quarter.output == "1.4 0.500000\n")
        let spring = try run(["curve", "Animation.spring(response: 0.5, dampingFraction: 0.7)", "--at", "300ms"])
        let value = try #require(Double(String(spring.output.split(separator: " ")[1].dropLast())))
        #expect(spring.output.hasPrefix("0.3 "))
        #expect(abs(value - 1.0297) <= 2e-4)
    }

    @Test func expressionErrorOnStandardError() throws {
        let result = try run(["curve", ".spring(respnse: 0.5)", "--at", "1"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error == """
            boardgen: error: column 9: unknown argument label 'respnse:': '.spring' takes (response:dampingFraction:blendDuration:), (duration:bounce:blendDuration:) or (_:blendDuration:); got (respnse:); did you mean 'response:'?
              .spring(respnse: 0.5)
                      ^~~~~~~

            """)
    }

    @Test func usageErrors() throws {
        let result = try run(["curve", ".easeIn", "--at", "1,x"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("boardgen: error: invalid value 'x' for '--at'"))
        #expect(result.error.split(separator: "\n").count == 1)
        let unknown = try run(["rendr"])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("unknown subcommand 'rendr'"))
        // Not a terminal: never coloured.
        #expect(!unknown.error.contains("\u{1B}"))
    }

    @Test func help() throws {
        let result = try run(["curve", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: boardgen curve <expr> (--at <t>[,<t>…] | --samples <n> [--until <t>])"))
    }
}
