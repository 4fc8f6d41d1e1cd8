import CommandLineKit
import Testing

/// An option whose value may be left out (`--preview [<name>]`): given alone, with a value, with
/// `=value`; an argument ending with one of its positional suffixes is never its value.
@Suite struct OptionalValueTests {
    static let files = Argument.variadic("file", help: "Files.")
    static let preview = Option.optionalValue("preview", valueName: "name", help: "A preview.", positionalSuffixes: [".swift"])
    static let at = Option.value("at", valueName: "t", help: "A time.")
    static let program = ProgramSpec(
        name: "tool", version: "1", abstract: "Draws.",
        commands: [CommandSpec(name: "render", abstract: "Renders.", arguments: [files], options: [preview, at])])

    func run(_ arguments: [String]) throws -> ParsedCommand {
        guard case let .run(parsed) = try CommandLineParser.parse(["render"] + arguments, program: Self.program) else {
            throw UsageError("not a run", program: "tool")
        }
        return parsed
    }

    @Test func theValueMayBeLeftOut() throws {
        let alone = try run(["App.swift", "--preview", "--at", "0"])
        #expect(alone.isGiven(Self.preview) && alone[Self.preview] == nil && alone[Self.at] == "0")
        let last = try run(["App.swift", "--preview"])
        #expect(last.isGiven(Self.preview) && last[Self.preview] == nil && last[Self.files] == ["App.swift"])
        let absent = try run(["App.swift"])
        #expect(!absent.isGiven(Self.preview) && absent[Self.preview] == nil)
    }

    @Test func aValueIsTakenUnlessItIsPositional() throws {
        let named = try run(["App.swift", "--preview", "Dark", "--at", "0"])
        #expect(named[Self.preview] == "Dark" && named[Self.files] == ["App.swift"])
        #expect(try run(["--preview=Dark Mode", "App.swift"])[Self.preview] == "Dark Mode")
        // A Swift file after it is the command's argument, not the preview's name.
        let before = try run(["--preview", "App.swift", "Model.swift"])
        #expect(before.isGiven(Self.preview) && before[Self.preview] == nil && before[Self.files] == ["App.swift", "Model.swift"])
    }

    @Test func givenTwiceIsAnError() {
        #expect(throws: UsageError.self) { try run(["App.swift", "--preview", "--preview", "Dark"]) }
    }

    @Test func itsSynopsisShowsTheValueAsOptional() {
        #expect(Self.preview.spec.synopsis == "--preview [<name>]")
    }
}
