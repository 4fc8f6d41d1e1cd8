import Testing
import TestSupport

/// `boardgen render … -o - | head`: the pipe closes early; boardgen says nothing and exits 0.
@Suite struct ClosedPipeTests {
    @Test func aReaderThatStopsEarlyIsNotAnError() throws {
        let r = try BoardgenProcess.run(["-c", "\"$0\" render bench --at 1.4 --format svg -o - | head -c 10 > /dev/null; echo \"status ${PIPESTATUS[0]}\" >&2",
                                         BoardgenProcess.binary!.path], executable: "/bin/bash")
        #expect(r.error == "status 0\n", "\(r.error)")
    }
}
