import Testing
import TestSupport
@testable import boardgen

/// `boardgen --help` and every subcommand's `--help` against the files in `Snapshots/`;
/// re-record with `RECORD_SNAPSHOTS=1 swift test --filter HelpSnapshot` (never when `CI=true`).
@Suite struct HelpSnapshotTests {
    /// Every subcommand, and `help` itself.
    static let commands = ["render", "animate", "gif", "sheet", "list", "check", "new", "build", "watch", "curve", "help"]

    @Test func theTableListsEverySubcommand() {
        #expect(Self.commands == BoardgenCommand.program.commandNames)
    }

    @Test func programHelpMatchesSnapshot() {
        let run = Run(["--help"])
        #expect(run.status == .success)
        let failure = Snapshot.check(run.output, named: "boardgen-help.txt")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test(arguments: commands)
    func subcommandHelpMatchesSnapshot(_ command: String) {
        let run = Run(["help", command])
        #expect(run.status == .success)
        #expect(run.output == Run([command, "--help"]).output || command == "help")
        let failure = Snapshot.check(run.output, named: "boardgen-\(command)-help.txt")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func helpFitsEightyColumns() {
        for arguments in [["--help"]] + Self.commands.map({ ["help", $0] }) {
            for line in Run(arguments).output.split(separator: "\n") {
                #expect(line.count <= 80, "\(arguments): \(line)")
            }
        }
    }
}
