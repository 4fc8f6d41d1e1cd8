import CommandLineKit
import Testing

/// The keys of the sample program's `curve`: each declared once, listed in the table, read
/// through the key.
enum Curve {
    static let expr = Argument.required("expr", help: "An expression.")
    static let at = Option.list("at", valueName: "t", help: "Times.")
    static let samples = Option.value("samples", short: "n", valueName: "n", help: "A count.")
    static let verbose = Option.flag("verbose", short: "v", help: "Talk more.")
}

/// The keys of the sample program's `render`.
enum Render {
    static let board = Argument.optional("board", help: "A board.")
    static let files = Argument.variadic("file", help: "Files.", optional: true)
}

/// A small program to parse against.
let sampleProgram = ProgramSpec(
    name: "tool", version: "1.2.3", abstract: "Does things.",
    commands: [
        CommandSpec(
            name: "curve", abstract: "Prints a curve.",
            arguments: [Curve.expr],
            options: [Curve.at, Curve.samples, Curve.verbose]),
        CommandSpec(name: "render", abstract: "Renders.", arguments: [Render.board]),
    ])

@Suite struct CommandLineParserTests {
    func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        try CommandLineParser.parse(arguments, program: sampleProgram)
    }

    func run(_ arguments: [String]) throws -> ParsedCommand {
        guard case let .run(parsed) = try parse(arguments) else {
            throw UsageError("not a run", program: "tool")
        }
        return parsed
    }

    func failure(_ arguments: [String]) -> UsageError? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func helpAndVersion() throws {
        #expect(try parse(["--help"]) == .help(command: nil))
        #expect(try parse(["-h"]) == .help(command: nil))
        #expect(try parse([]) == .help(command: nil))
        #expect(try parse(["help"]) == .help(command: nil))
        #expect(try parse(["help", "curve"]) == .help(command: "curve"))
        #expect(try parse(["help", "help"]) == .help(command: "help"))
        #expect(try parse(["curve", "--help"]) == .help(command: "curve"))
        #expect(try parse(["curve", ".x", "--at", "1", "-h"]) == .help(command: "curve"))
        #expect(try parse(["--version"]) == .version)
    }

    @Test func optionsAndArguments() throws {
        let parsed = try run(["curve", ".easeIn", "--at", "0,1.0s", "--at=250ms", "-n", "5", "-v"])
        #expect(parsed.command == "curve")
        #expect(parsed[Curve.expr] == ".easeIn")
        #expect(parsed[Curve.at] == ["0", "1.0s", "250ms"])
        #expect(parsed[Curve.samples] == "5")
        #expect(parsed[Curve.verbose])
        #expect(parsed.isGiven(Curve.at) && parsed.isGiven(Curve.verbose))
        let bare = try run(["curve", ".easeIn"])
        #expect(!bare.isGiven(Curve.at) && !bare.isGiven(Curve.samples) && !bare.isGiven(Curve.verbose))
        #expect(bare[Curve.at] == [] && bare[Curve.samples] == nil && !bare[Curve.verbose])
    }

    @Test func listsTrimSpacesAndOptionsMayComeFirst() throws {
        let parsed = try run(["curve", "--at", "0, 1", "--samples=3", ".easeIn"])
        #expect(parsed[Curve.at] == ["0", "1"])
        #expect(parsed[Curve.expr] == ".easeIn")
    }

    @Test func negativeNumbersAndDoubleDash() throws {
        #expect(try run(["curve", ".x", "--at", "-1"])[Curve.at] == ["-1"])
        #expect(try run(["curve", "--", "--weird"])[Curve.expr] == "--weird")
        #expect(try run(["render"])[Render.board] == nil)
        #expect(try run(["render", "b"])[Render.board] == "b")
    }

    @Test func conversions() throws {
        let parsed = try run(["curve", ".x", "--at", "1,x", "--samples", "7"])
        #expect(try parsed.value(Curve.samples) { Int($0)! } == 7)
        struct Bad: Error, CustomStringConvertible { var description: String { "not a number" } }
        do {
            _ = try parsed.values(Curve.at) { text in
                guard let value = Double(text) else { throw Bad() }
                return value
            }
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "invalid value 'x' for '--at': not a number")
            #expect(error.command == "curve")
        }
    }

    @Test func aVariadicArgumentTakesTheRest() throws {
        let program = ProgramSpec(name: "tool", version: "1", abstract: "",
                                  commands: [CommandSpec(name: "render", abstract: "", arguments: [Render.board, Render.files])])
        guard case let .run(parsed) = try CommandLineParser.parse(["render", "b", "x", "y"], program: program) else {
            Issue.record("not a run")
            return
        }
        #expect(parsed[Render.board] == "b")
        #expect(parsed[Render.files] == ["x", "y"])
        guard case let .run(alone) = try CommandLineParser.parse(["render"], program: program) else {
            Issue.record("not a run")
            return
        }
        #expect(alone[Render.board] == nil && alone[Render.files] == [])
    }

    /// A key read by a command that does not declare it stops the program: a slip in the
    /// table is found by the first test that runs the command, never read as "not given".
    @Test func readingAnUndeclaredKeyStops() async {
        await #expect(processExitsWith: .failure) {
            let other = Option.flag("other", help: "Not in the table.")
            guard case let .run(parsed) = try CommandLineParser.parse(["curve", ".x"], program: sampleProgram) else { return }
            _ = parsed[other]
        }
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var description: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let failures: [Failure] = [
        Failure(arguments: ["curv"],
                description: "unknown subcommand 'curv'; expected curve, render or help; did you mean 'curve'? (see 'tool --help')"),
        Failure(arguments: ["--verison"],
                description: "unknown option '--verison'; expected a subcommand (curve, render or help), --help or --version; did you mean '--version'? (see 'tool --help')"),
        Failure(arguments: ["help", "rendr"],
                description: "unknown subcommand 'rendr'; expected curve, render or help; did you mean 'render'? (see 'tool help --help')"),
        Failure(arguments: ["help", "a", "b"],
                description: "unexpected argument 'b'; 'help' takes at most one subcommand (see 'tool help --help')"),
        Failure(arguments: ["curve", ".x", "--att", "1"],
                description: "unknown option '--att' for 'curve'; expected --at, --samples, --verbose or --help; did you mean '--at'? (see 'tool curve --help')"),
        Failure(arguments: ["curve", ".x", "--at"],
                description: "missing value for '--at'; expected --at <t>[,<t>…] (see 'tool curve --help')"),
        Failure(arguments: ["curve", ".x", "--at", "--samples", "2"],
                description: "missing value for '--at'; expected --at <t>[,<t>…] (see 'tool curve --help')"),
        Failure(arguments: ["curve", ".x", "--at", "1,,2"],
                description: "empty item in '--at 1,,2'; expected --at <t>[,<t>…] (see 'tool curve --help')"),
        Failure(arguments: ["curve", ".x", "--samples", "1", "--samples", "2"],
                description: "'--samples' is given more than once (see 'tool curve --help')"),
        Failure(arguments: ["curve", ".x", "--verbose=yes"],
                description: "'--verbose' does not take a value (see 'tool curve --help')"),
        Failure(arguments: ["curve"],
                description: "missing argument <expr>; usage: tool curve <expr> [--at <t>[,<t>…]] [--samples <n>] [--verbose] (see 'tool curve --help')"),
        Failure(arguments: ["curve", ".spring(response:", "0.5)"],
                description: "unexpected argument '0.5)'; 'curve' takes <expr> (quote an expression that contains spaces) (see 'tool curve --help')"),
        Failure(arguments: ["curve", ".x", "-x"],
                description: "unknown option '-x' for 'curve'; expected --at, --samples, --verbose or --help (see 'tool curve --help')"),
    ]

    @Test(arguments: failures)
    func rejects(_ f: Failure) throws {
        let error = try #require(failure(f.arguments))
        #expect(error.description == f.description)
    }
}
