import CommandLineKit
import Testing

@Suite struct HelpFormatterTests {
    @Test func programHelp() {
        #expect(HelpFormatter.help(for: sampleProgram) == """
            OVERVIEW: Does things.

            USAGE: tool <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              curve                   Prints a curve.
              render                  Renders.
              help                    Show help for a subcommand.

              See 'tool help <subcommand>' for detailed help.

            """)
    }

    @Test func commandHelpIsDrivenByTheSameTable() throws {
        let curve = try #require(sampleProgram.command("curve"))
        let help = HelpFormatter.help(for: curve, in: sampleProgram)
        #expect(help.contains("USAGE: tool curve <expr> [--at <t>[,<t>…]] [--samples <n>] [--verbose]\n"))
        for option in curve.allOptions {
            #expect(help.contains(option.synopsis), "\(option.name) is listed")
        }
        #expect(help.contains("  -n, --samples <n>       A count.\n"))
        #expect(help.contains("ARGUMENTS:\n  <expr>                  An expression.\n"))
    }

    @Test func wrapsLongHelp() {
        let long = String(repeating: "word ", count: 40)
        let command = CommandSpec(name: "x", abstract: long, options: [.flag("a-very-long-option-name-indeed", help: long)])
        let program = ProgramSpec(name: "p", version: "0", abstract: "", commands: [command])
        let help = HelpFormatter.help(for: command, in: program)
        for line in help.split(separator: "\n") {
            #expect(line.count <= HelpFormatter.width, "\(line)")
        }
        #expect(help.contains("  --a-very-long-option-name-indeed\n                          word word"))
    }
}
