// libFuzzer target `cli`: the command line, from argument parsing through the
// option parsers (numbers, times, paths) to the commands, in process.
// Built by scripts/fuzz.sh together with Sources/boardgen (without main.swift).
//
// The input is split at line feeds into arguments. So that no run writes or
// reads outside the sandbox, every output path (`-o`, `--output`, the name of
// `new`) and every path under /dev, /proc or /sys is moved under /dev/null, which
// is not a directory: boardgen creates missing directories of an output, and
// this one it cannot, so a command stops at its output check. Whatever the
// arguments, the run must end with status 0, 1 or 2 and a bounded report.

@_cdecl("LLVMFuzzerTestOneInput")
public func boardgenCLIFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    var arguments = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).map(String.init)
    let sandbox = "/dev/null/boardgen-fuzz/"
    var nextIsOutput = false
    for i in arguments.indices {
        let argument = arguments[i]
        if nextIsOutput || (i == 1 && arguments.first == "new") {
            arguments[i] = sandbox + argument.replacingOccurrences(of: "/", with: "_")
        } else if argument.hasPrefix("--output=") || argument.hasPrefix("-o=") {
            arguments[i] = "--output=" + sandbox + argument.drop { $0 != "=" }.dropFirst().replacingOccurrences(of: "/", with: "_")
        } else if ["/dev", "/proc", "/sys"].contains(where: { argument.hasPrefix($0) }) || argument.contains("/..") {
            arguments[i] = sandbox + argument.replacingOccurrences(of: "/", with: "_")
        }
        nextIsOutput = argument == "-o" || argument == "--output"
    }
    var out = 0, err = ""
    var console = Console(writeOutput: { out += $0.utf8.count }, writeError: { err += $0 }, colors: false)
    let status = BoardgenCommand.run(arguments, console: &console)
    if status != .success {
        // Warnings and notes may come first; the failure is reported on its own line.
        guard err.hasPrefix("boardgen: error: ") || err.contains("\nboardgen: error: ") else { fatalError("report without the prefix: \(err.prefix(200))") }
    }
    if err.utf8.count > 64 * 1024 { fatalError("a report of \(err.utf8.count) bytes") }
    return 0
}
