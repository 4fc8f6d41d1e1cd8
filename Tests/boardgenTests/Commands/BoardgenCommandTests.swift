import Testing
@testable import boardgen

/// Runs boardgen in-process and collects what it writes.
struct Run {
    var output = ""
    var error = ""
    /// Binary results (`-o -`).
    var bytes: [UInt8] = []
    var status: ExitCode

    init(_ arguments: [String], colors: Bool = false) {
        var out = "", err = "", data: [UInt8] = []
        var console = Console(writeOutput: { out += $0 }, writeError: { err += $0 }, colors: colors,
                              writeOutputBytes: { data += $0 })
        status = BoardgenCommand.run(arguments, console: &console)
        output = out
        error = err
        bytes = data
    }
}

@Suite struct BoardgenCommandTests {
    @Test func version() {
        let run = Run(["--version"])
        #expect(run.output == "boardgen 0.1.0\n")
        #expect(run.status == .success)
    }

    @Test func bareProgramPrintsHelp() {
        let run = Run([])
        #expect(run.status == .success)
        #expect(run.output == Run(["--help"]).output)
        #expect(run.error.isEmpty)
    }

    @Test func helpForms() {
        let program = Run(["--help"]).output
        #expect(program.hasPrefix("OVERVIEW: Render pictures of SwiftUI transitions."))
        #expect(Run(["help"]).output == program)
        let curve = Run(["curve", "--help"]).output
        #expect(curve.hasPrefix("OVERVIEW: Print an animation's progress at given times."))
        #expect(Run(["help", "curve"]).output == curve)
        #expect(Run(["curve", "-h"]).output == curve)
        #expect(Run(["help", "help"]).output.contains("USAGE: boardgen help [<subcommand>]"))
    }

    @Test func curveAtTimes() {
        let run = Run(["curve", ".easeInOut(duration: 2)", "--at", "0,0.5", "--at", "1000ms,2.0s,3"])
        #expect(run.output == "0 0.000000\n0.5 0.129162\n1 0.500000\n2 1.000000\n3 1.000000\n")
        #expect(run.error.isEmpty)
        #expect(run.status == .success)
    }

    @Test func curveSamples() {
        let run = Run(["curve", ".linear(duration: 1)", "--samples", "4"])
        #expect(run.output == "0 0.000000\n0.25 0.250000\n0.5 0.500000\n0.75 0.750000\n1 1.000000\n")
        let until = Run(["curve", ".linear(duration: 1)", "--samples=2", "--until", "500ms"])
        #expect(until.output == "0 0.000000\n0.25 0.250000\n0.5 0.500000\n")
    }

    @Test func notesStayOnTheFirstLine() {
        let run = Run(["curve", ".spring(response: 0.5", "--at", "1"])
        #expect(run.error == """
            boardgen: error: column 22: expected ')' to end function call (note: column 8: to match this opening '(')
              .spring(response: 0.5
                                   ^

            """)
    }

    @Test func expressionErrorShowsCaret() {
        let run = Run(["curve", ".easeIn.sped(2)", "--at", "1"])
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            boardgen: error: column 8: unknown modifier '.sped'; expected .speed, .delay, .logicallyComplete, .repeatCount or .repeatForever; did you mean '.speed'?
              .easeIn.sped(2)
                     ^~~~~

            """)
    }

    @Test func colouredErrors() {
        let run = Run(["curve", ".bouncey", "--at", "1"], colors: true)
        #expect(run.error.hasPrefix("boardgen: \u{1B}[1;31merror:\u{1B}[0m column 1: unknown animation '.bouncey'"))
        #expect(run.error.contains("\u{1B}[1;32m^~~~~~~~\u{1B}[0m"))
        #expect(!Run(["curve", ".bouncey", "--at", "1"]).error.contains("\u{1B}"))
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var error: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badInputs: [BadInput] = [
        BadInput(arguments: ["curve", ".easeIn"],
                 error: "boardgen: error: missing times; expected '--at <t>[,<t>…]' or '--samples <n>' (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curve", ".easeIn", "--at", "nan"],
                 error: "boardgen: error: invalid value 'nan' for '--at': not a finite number (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curve", ".easeIn", "--at", "inf"],
                 error: "boardgen: error: invalid value 'inf' for '--at': not a finite number (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curve", ".easeIn", "--at", "-1"],
                 error: "boardgen: error: invalid value '-1' for '--at': negative times are not allowed; times count seconds from the start of the animation (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curve", ".easeIn", "--at", "1,soon"],
                 error: "boardgen: error: invalid value 'soon' for '--at': expected a number of seconds such as 1, 0.5, 1.0s or 250ms (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curve", ".easeIn", "--at", "1", "--samples", "3"],
                 error: "boardgen: error: give either '--at' or '--samples'/'--until', not both (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curve", ".easeIn", "--samples", "0"],
                 error: "boardgen: error: invalid value '0' for '--samples': expected 1 to 10000 samples (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curve", ".easeIn", "--until", "1"],
                 error: "boardgen: error: '--until' needs '--samples <n>' (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curve", ".easeIn.repeatForever()", "--samples", "3"],
                 error: "boardgen: error: the animation never settles; give the last time with '--until <t>' (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["curv", ".easeIn"],
                 error: "boardgen: error: unknown subcommand 'curv'; expected render, animate, gif, sheet, list, check, new, build, watch, curve or help; did you mean 'curve'? (see 'boardgen --help')\n"),
        BadInput(arguments: ["curve", ".easeIn", "--att", "1"],
                 error: "boardgen: error: unknown option '--att' for 'curve'; expected --at, --samples, --until or --help; did you mean '--at'? (see 'boardgen curve --help')\n"),
        BadInput(arguments: ["check"],
                 error: "boardgen: error: missing argument <file>; usage: boardgen check <file>… (see 'boardgen check --help')\n"),
    ]

    @Test(arguments: badInputs)
    func rejects(_ input: BadInput) {
        let run = Run(input.arguments)
        #expect(run.status == .usage)
        #expect(run.output.isEmpty)
        #expect(run.error == input.error)
    }
}
