import Foundation
import Testing
import TestSupport

/// Hardening II: deep, wide, multiplying and hostile inputs end in one escaped error line and
/// exit status 2 — never a signal, never minutes of work (issue 23: C1, C2, H1–H4, S3, S4, M2).
@Suite struct HostileInputTests {
    static func tempDir() -> String { temporaryDirectory("hostile") }

    static func write(_ text: String, _ name: String, in dir: String) throws -> String {
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static func view(_ body: String) -> String {
        "import SwiftUI\nstruct ContentView: View {\n  @State var x = 1\n  var body: some View {\n" + body + "\n  }\n}\n"
    }

    /// A Swift file whose tree is deep without brackets: SwiftParser's nesting limit does not
    /// count these, and each overflowed the stack (exit 139) or took minutes. (The sources are
    /// made from their names, so the test's arguments print short.)
    static func deepSource(_ name: String) -> String {
        switch name {
        case "else-if": view("if x == 0 { Text(\"a\") }" + (1..<6000).map { " else if x == \($0) { Text(\"b\") }" }.joined())
        case "operators": view("Text(\"\\(" + Array(repeating: "x", count: 5000).joined(separator: " + ") + ")\")")
        case "ternaries": view("Text(\"\\(" + String(repeating: "x == 1 ? 1 : ", count: 5000) + "0)\")")
        case "modifiers": view("Text(\"a\")" + String(repeating: ".padding(1)", count: 5000))
        default: String(repeating: "struct A {\n", count: 8000) + String(repeating: "}\n", count: 8000)
        }
    }

    @Test(arguments: [("else-if", "syntax levels"), ("operators", "operands"), ("ternaries", "operands"),
                      ("modifiers", "syntax levels"), ("structs", "nest")])
    func deepSwiftIsRefusedNotACrash(_ name: String, _ fragment: String) throws {
        let dir = Self.tempDir()
        let file = try Self.write(Self.deepSource(name), "\(name).swift", in: dir)
        let r = try BoardgenProcess.run(["check", file])
        #expect(r.status == 2, "\(name): \(r.error.prefix(300))")
        #expect(r.error.hasPrefix("boardgen: error: \(file):"), "\(r.error.prefix(300))")
        #expect(r.error.contains(fragment), "\(r.error.prefix(300))")
        #expect(!r.error.contains("Backtracing"))
    }

    /// A long else-if chain within the limit is read (its heights are computed once per node:
    /// the chain used to cost n³).
    @Test func aLongElseIfChainWithinTheLimitIsRead() throws {
        let dir = Self.tempDir()
        let file = try Self.write(Self.view("if x == 0 { Text(\"a\") }" + (1..<300).map { " else if x == \($0) { Text(\"b\") }" }.joined()),
                                  "chain.swift", in: dir)
        let r = try BoardgenProcess.run(["check", file])
        #expect(r.status == 0, "\(r.error.prefix(300))")
    }

    /// Constants that each use the previous one 8 times, 8 deep ("billion laughs"): refused at
    /// once with the budget, not minutes and gigabytes.
    @Test func aConstantBombIsRefusedByItsSize() throws {
        let dir = Self.tempDir()
        var lets = ["a0": "Text(\"x\")"]
        for i in 1...8 { lets["a\(i)"] = "VStack { " + Array(repeating: "a\(i - 1)", count: 8).joined(separator: "; ") + " }" }
        let board = try Self.write(try Self.json(["title": "t", "let": lets, "cells": [["name": "a", "view": "a8"]]]), "bomb.json", in: dir)
        let r = try BoardgenProcess.run(["check", board])
        #expect(r.status == 2)
        #expect(r.error.contains("more than 100,000 expression nodes"), "\(r.error.prefix(300))")
    }

    /// A letter with 100,000 combining marks is 100,001 characters, not one (it cost 32 s).
    @Test func combiningMarksCountTowardsTheLimit() throws {
        let dir = Self.tempDir()
        let title = "e" + String(repeating: "\u{301}", count: 100_000)
        let board = try Self.write(try Self.json(["title": title, "cells": [["name": "a", "transition": ".opacity"]]]), "marks.json", in: dir)
        let r = try BoardgenProcess.run(["check", board])
        #expect(r.status == 2)
        #expect(r.error.contains("\"title\" must have at most 200 characters, found 100001"), "\(r.error.prefix(300))")
    }

    /// Each limit alone is linear; their product is checked before any state is evaluated.
    @Test func aScenarioAtEveryMaximumIsRefusedByItsBudget() throws {
        let dir = Self.tempDir()
        let records = (0..<64).map { ["id": "\($0)", "title": "Item \($0)"] }
        let views: [[String: Any]] = Array(repeating: ["list": [String: Any]()], count: 4)
            + Array(repeating: ["text": "{count} shown"], count: 12)
        let panels = (0..<8).map { ["name": "p\($0)", "views": views] as [String: Any] }
        let steps = (0..<100).map { ["caption": "s\($0)", "query": $0 % 2 == 0 ? "1" : ""] }
        let board = try Self.write(try Self.json(["title": "maxima", "records": records, "panels": panels, "steps": steps]), "maxima.json", in: dir)
        let r = try BoardgenProcess.run(["check", board])
        #expect(r.status == 2)
        // 8 panels × (4 lists of 64 rows + 16 views) = 2,176 views a state.
        #expect(r.error.contains("101 states × 2,176 views (each list's 64 rows counted) = 219,776 views to lay out (the budget is 10,000)"), "\(r.error.prefix(300))")
    }

    /// A line about 5 million points wide: Pango's 32-bit pen positions overflowed (a trap) in
    /// the writers that place glyphs themselves.
    @Test(arguments: ["svg", "html"])
    func aVeryWideLineDrawsInEveryFormat(_ format: String) throws {
        let dir = Self.tempDir()
        _ = try Self.write("import SwiftUI\nstruct ContentView: View {\n  var body: some View {\n    Text(\"" + String(repeating: "W", count: 90_000)
                           + "\").font(.system(size: 60)).fixedSize()\n  }\n}\n", "Wide.swift", in: dir)
        let board = try Self.write(try Self.json(["swift": ["Wide.swift"], "view": "ContentView()"]), "wide.json", in: dir)
        let r = try BoardgenProcess.run(["animate", board, "-o", dir + "/wide." + format])
        #expect(r.status == 0, "\(r.error.prefix(300))")
    }

    /// ESC, BEL, CR, LF and NUL in a cell name, a key, a file name and an option value reach
    /// standard error and output escaped: no forged lines, no terminal title.
    @Test func controlCharactersAreEscaped() throws {
        let dir = Self.tempDir()
        let evil = "\u{1B}]0;PWNED\u{07}\r\nboardgen: error: forged\u{0}"
        let duplicate = try Self.write(try Self.json(["cells": [["name": "a" + evil, "transition": ".opacity"], ["name": "a" + evil, "transition": ".scale"]]]), "dup.json", in: dir)
        let key = try Self.write(try Self.json(["cells": [["name": "a", "transition": ".opacity", "k" + evil: 1]]]), "key.json", in: dir)
        let named = try Self.write("{", "f\u{1B}]0;X\u{07}\nboardgen: error: forged.json", in: dir)
        let fine = try Self.write(try Self.json(["cells": [["name": "a" + evil, "transition": ".opacity"]]]), "fine.json", in: dir)
        let runs = [
            try BoardgenProcess.run(["check", duplicate]),
            try BoardgenProcess.run(["check", key]),
            try BoardgenProcess.run(["check", named]),
            try BoardgenProcess.run(["list", fine]),
            try BoardgenProcess.run(["render", "bench", "--at", "1" + evil, "-o", dir + "/x.png"]),
            try BoardgenProcess.run(["render", fine, "--at", "1", "-o", dir + "/x\u{1B}[2J\n.png"]),
        ]
        for r in runs {
            for text in [r.error, r.output] {
                let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }
                #expect(raw.isEmpty, "\(text.prefix(300))")
                #expect(!text.contains("\nboardgen: error: forged"), "\(text.prefix(300))")
            }
        }
        #expect(runs[0].error.contains(#"duplicate cell name "a\u{1B}]0;PWNED\u{7}\r\nboardgen: error: forged\0""#), "\(runs[0].error)")
    }

    /// A `"swift"` path must lead to a .swift file: a link to /etc/passwd or a device is refused.
    @Test(arguments: ["/etc/passwd", "/dev/zero"])
    func swiftPathsLeadToSwiftFiles(_ target: String) throws {
        let dir = Self.tempDir()
        try FileManager.default.createSymbolicLink(atPath: dir + "/Evil.swift", withDestinationPath: target)
        let board = try Self.write(#"{"swift": ["Evil.swift"], "cells": [{"name": "a", "transition": ".opacity"}]}"#, "b.json", in: dir)
        let r = try BoardgenProcess.run(["check", board])
        #expect(r.status == 2)
        #expect(r.error.contains("\"Evil.swift\" leads to \"\(target)\", which is not a .swift file"), "\(r.error)")
        let direct = try Self.write(#"{"swift": ["\#(target)"], "cells": [{"name": "a", "transition": ".opacity"}]}"#, "c.json", in: dir)
        let d = try BoardgenProcess.run(["check", direct])
        #expect(d.status == 2)
        #expect(d.error.contains("is not a .swift file"), "\(d.error)")
    }

    /// An overdamped spring that never settles is told so (it creeps), not to damp more.
    @Test func anOverdampedSpringIsToldItCreeps() throws {
        let dir = Self.tempDir()
        let board = try Self.write(#"{"cells": [{"name": "a", "transition": ".opacity", "animation": ".spring(response: 0.5, dampingFraction: 100)"}]}"#, "s.json", in: dir)
        let r = try BoardgenProcess.run(["check", board])
        #expect(r.status == 2)
        #expect(r.error.contains("overdamped"), "\(r.error)")
        #expect(!r.error.contains("use a larger dampingFraction"), "\(r.error)")
    }

    /// A crash (here a SIGSEGV sent mid-render) prints one line instead of the runtime's
    /// backtrace, removes the temporaries and still ends by the signal.
    @Test func aCrashIsOneLineAndLeavesNothing() throws {
        let dir = Self.tempDir()
        let binary = try #require(BoardgenProcess.binary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["animate", "bench", "--scale", "3", "-o", dir + "/b.gif"]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SWIFT_BACKTRACE")
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        try process.run()
        while process.isRunning, !HardeningTests.entries(dir).contains(where: { $0.contains(".boardgen-") }) { usleep(2_000) }
        kill(process.processIdentifier, SIGSEGV)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGSEGV)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("boardgen: rendering") }
        #expect(lines == ["boardgen: internal error: the process crashed (SIGSEGV); this is a bug in boardgen: please report the command and its input (set SWIFT_BACKTRACE=enable=yes for a backtrace)"], "\(text)")
        #expect(HardeningTests.entries(dir).isEmpty)
    }

    /// An output that is a symbolic link to a device is replaced, as the README says of links
    /// (the device is not written to); a pipe named directly is refused.
    @Test func aLinkToADeviceIsReplacedNotWritten() throws {
        let dir = Self.tempDir()
        try FileManager.default.createSymbolicLink(atPath: dir + "/out.png", withDestinationPath: "/dev/null")
        let r = try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", dir + "/out.png"])
        #expect(r.status == 0, "\(r.error)")
        let attributes = try FileManager.default.attributesOfItem(atPath: dir + "/out.png")
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType == .typeCharacterSpecial)
        #expect(mkfifo(dir + "/pipe.png", 0o600) == 0)
        let direct = try BoardgenProcess.run(["render", "bench", "--at", "1", "-o", dir + "/pipe.png"])
        #expect(direct.status == 2 && direct.error.contains("is not a regular file"), "\(direct.error)")
    }
}
