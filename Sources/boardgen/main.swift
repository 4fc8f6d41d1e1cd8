#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import BoardRender

// First: an interrupt from here on removes the run's temporary files and exits 128 + N.
TemporaryFiles.installSignalHandlers()
var console = Console.standard()
let status = BoardgenCommand.run(Array(CommandLine.arguments.dropFirst()), console: &console)
exit(console.finish(status))
