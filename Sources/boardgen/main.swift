#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

import BoardRender

// One malloc arena, before any thread starts (see MallocArenas).
MallocArenas.useOne()

// First: an interrupt from here on removes the run's temporary files and exits 128 + N.
TemporaryFiles.installSignalHandlers()
// A crash prints one line, not the runtime's backtrace (SWIFT_BACKTRACE set in the
// environment keeps the backtrace). There must be no crash; this is the last net.
TemporaryFiles.installCrashHandlers()

/// The command runs on a thread with a large stack: every recursive reader and evaluator has a
/// depth limit (docs/board-format.md, "Limits"), and SwiftParser's own recursion over an `else if`
/// chain, which its nesting limit does not count, needs room up to the largest file boardgen
/// reads. Untouched stack pages cost no memory.
let commandStackSize = 512 << 20

let command = Thread {
    TemporaryFiles.prepareThreadForCrashes()
    var console = Console.standard()
    let status = BoardgenCommand.run(Array(CommandLine.arguments.dropFirst()), console: &console)
    exit(console.finish(status))
}
command.name = "boardgen"
command.stackSize = commandStackSize
command.start()
while true { pause() }
