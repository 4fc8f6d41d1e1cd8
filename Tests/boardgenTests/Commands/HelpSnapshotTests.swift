import Testing
import TestSupport
@testable import boardgen

/// `boardgen --help` and `boardgen curve --help` against the files in
/// `Snapshots/`; re-record with `RECORD_SNAPSHOTS=1 swift test` (never when `CI=true`).
@Suite struct HelpSnapshotTests {
    @Test(arguments: [
        (["--help"], "boardgen-help.txt"),
        (["curve", "--help"], "boardgen-curve-help.txt"),
        (["animate", "--help"], "boardgen-animate-help.txt"),
    ])
    func matchesSnapshot(_ arguments: [String], _ file: String) {
        let run = Run(arguments)
        #expect(run.status == .success)
        let failure = Snapshot.check(run.output, named: file)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func helpFitsEightyColumns() {
        for arguments in [["--help"], ["curve", "--help"], ["help", "help"], ["animate", "--help"], ["gif", "--help"]] {
            for line in Run(arguments).output.split(separator: "\n") {
                #expect(line.count <= 80, "\(line)")
            }
        }
    }
}
