import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import Figures
@testable import Files
#if canImport(Glibc)
import Glibc
#endif

/// What a manifest from elsewhere cannot make `build` do (issue 43): write through a link planted
/// where its scratch folder would be, write outside the manifest's folder, name a file with a NUL
/// or put lines into a snippet, read a huge board whole; and a check creates nothing at all.
@Suite struct FigureBuildHardeningTests {
    /// A folder with `figures.json` (one built-in board, two files) writing to `output`.
    static func project(output: String = "figs", name: String = "bench", alt: String? = nil) throws -> String {
        let dir = temporaryDirectory("figure-hardening")
        let altMember = alt.map { #", "alt": \#(Self.json($0))"# } ?? ""
        try #"{"output": \#(Self.json(output)), "figures": [{"name": \#(Self.json(name)), "board": "bench", "at": 1.4, "formats": ["png", "svg"], "scales": [1]\#(altMember)}]}"#
            .write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        return dir
    }

    static func json(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: s, options: [.fragmentsAllowed]), as: UTF8.self)
    }

    /// Writes a line to each job's path; records the paths.
    final class Drawer: Sendable {
        let paths = Locked<[String]>([])
        var draw: FigureDrawer {
            { [self] job in
                paths.withLock { $0.append(job.path) }
                do { try "drawn \(job.output.fileName)".write(toFile: job.path, atomically: false, encoding: .utf8) } catch { return "\(error)" }
                return nil
            }
        }
    }

    /// The error building the manifest at `manifest`, or nil.
    static func error(_ manifest: String) -> FigureBuildError? {
        do { _ = try FigureBuild.run(manifestAt: manifest, draw: Drawer().draw); return nil } catch { return error }
    }

    // MARK: Item 5: the scratch folder

    /// Links planted at the scratch folder's old name (`.boardgen-build-PID`) lead nowhere: the
    /// build makes a folder of its own under a new random name, and the victim folder is untouched.
    @Test func aLinkPlantedAtTheScratchNameIsNeverFollowed() throws {
        let dir = try Self.project()
        let victim = dir + "/victim"
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        try "keep".write(toFile: victim + "/precious", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/figs", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/figs/.boardgen-build-\(getpid())", withDestinationPath: victim)
        let drawer = Drawer()
        let report = try FigureBuild.run(manifestAt: dir + "/figures.json", draw: drawer.draw)
        #expect(report.failures.isEmpty && report.drawn == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim) == ["precious"])
        #expect(try String(contentsOfFile: victim + "/precious", encoding: .utf8) == "keep")
        let scratch = Set(drawer.paths.withLock { $0 }.map { ($0 as NSString).deletingLastPathComponent })
        #expect(scratch.count == 1)
        let name = (scratch.first! as NSString).lastPathComponent
        #expect(name.hasPrefix(".boardgen-build-") && name != ".boardgen-build-\(getpid())" && name.count == ".boardgen-build-".count + 16)
        // The scratch folder is gone; the planted link is left as it was.
        #expect(!FileManager.default.fileExists(atPath: scratch.first!))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/figs/.boardgen-build-\(getpid())")) == victim)
    }

    /// Two scratch folders in one parent never share a name, and an entry already there is
    /// never reused.
    @Test func scratchFoldersAreNewAndPrivate() throws {
        let dir = temporaryDirectory("scratch")
        let parent = try OutputDirectory(path: dir, for: dir)
        let a = try ScratchDirectory(in: parent, prefix: ".s-"), b = try ScratchDirectory(in: parent, prefix: ".s-")
        #expect(a.name != b.name)
        var info = stat()
        #expect(lstat(a.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_mode & 0o777 == 0o700)
        try "x".write(toFile: a.path + "/f", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: a.path + "/link", withDestinationPath: "/etc/hostname")
        #expect(a.contents(of: "f") == Array("x".utf8))
        #expect(a.contents(of: "link") == nil, "a link is not read")
        a.remove()
        b.remove()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    /// A check creates nothing: not the output folder, not a scratch folder in it.
    @Test func aCheckCreatesNothing() throws {
        let dir = try Self.project(output: "new/figs")
        let drawer = Drawer()
        let report = try FigureBuild.run(manifestAt: dir + "/figures.json", options: .init(check: true), draw: drawer.draw)
        #expect(report.outdated.count == 3)   // two files and the snippet, all missing
        #expect(!FileManager.default.fileExists(atPath: dir + "/new"), "a check made the output folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["figures.json"])
        // It drew in a private folder elsewhere, since removed.
        let paths = drawer.paths.withLock { $0 }
        #expect(paths.count == 2 && paths.allSatisfy { !$0.hasPrefix(dir) && !FileManager.default.fileExists(atPath: $0) })
    }

    // MARK: Item 6: names and alt text

    @Test(arguments: ["authorized_keys\u{0}", "a b", ".hidden", "a/b", "a\nb", "a~b", "a@2x", "", "ü", String(repeating: "a", count: 101)])
    func anUnsafeNameIsRefusedWithItsPlace(_ name: String) throws {
        let dir = try Self.project(name: name)
        let error = Self.error(dir + "/figures.json")
        guard case let .manifest(problems)? = error else { Issue.record("accepted \(name.debugDescription)"); return }
        #expect(problems.description.contains("\(dir)/figures.json:1:"), "\(problems)")
        #expect(problems.description.contains("letters (A-Z, a-z), digits"), "\(problems)")
        #expect(!problems.description.contains("\u{0}"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/figs"))
    }

    @Test(arguments: ["bench-mid", "a_b.c", "A1", "x.y-z"])
    func aSafeNameIsAccepted(_ name: String) {
        #expect(Figure.isSafeName(name))
    }

    @Test(arguments: ["two\nlines", "tab\there", "nul\u{0}", "sep\u{2028}arator", "esc\u{1B}[31m"])
    func anAltTextOfSeveralLinesIsRefused(_ alt: String) throws {
        let dir = try Self.project(alt: alt)
        let error = Self.error(dir + "/figures.json")
        guard case let .manifest(problems)? = error else { Issue.record("accepted \(alt.debugDescription)"); return }
        #expect(problems.description.contains("\"alt\" is one line of text"), "\(problems)")
        #expect(problems.description.contains("figures.json:1:"))
    }

    /// Alt text is escaped where it is written: HTML, Markdown and DocC.
    @Test func altTextIsEscapedInEverySnippet() throws {
        let figure = Figure(name: "b", board: "bench", content: .still([1]), formats: ["png"], themes: ["light"], scales: [1],
                            alt: nil, offset: 0)
        let md = FigureSnippets.markdown(figure, folder: "figs", size: Size(10, 10), alt: #"a](x) <img src=y> "q" \ *e*"#)
        #expect(md.contains(#"alt="a](x) &lt;img src=y&gt; &quot;q&quot; \ *e*""#), "\(md)")
        #expect(md.contains(#"![a\](x) \<img src=y\> "q" \\ \*e\*](figs/b.png)"#), "\(md)")
        #expect(md.contains(#"alt: "a](x) <img src=y> \"q\" \\ *e*")"#), "\(md)")
        #expect(FigureSnippets.oneLine("a\n\n b\tc\u{0}d") == "a b cd")
    }

    // MARK: Item 7: the output folder

    /// `ABSOLUTE` stands for an absolute folder elsewhere.
    @Test(arguments: ["../out", "ABSOLUTE", "figs/../../out", "link/figs"])
    func anOutputOutsideTheManifestsFolderIsRefused(_ given: String) throws {
        let outside = temporaryDirectory("figure-outside")
        let output = given == "ABSOLUTE" ? outside + "/abs" : given
        let dir = try Self.project(output: output)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: outside)
        let error = Self.error(dir + "/figures.json")
        guard case let .outputOutside(line)? = error else { Issue.record("accepted \(output)"); return }
        #expect(line.hasPrefix("\(dir)/figures.json:1:"), "\(line)")
        #expect(line.contains("is outside the manifest's folder") && line.contains("--allow-output-outside"))
        #expect(!FileManager.default.fileExists(atPath: outside + "/figs"))
        // With the flag, it is built there.
        let report = try FigureBuild.run(manifestAt: dir + "/figures.json", options: .init(allowsOutputOutside: true), draw: Drawer().draw)
        #expect(report.drawn == 2)
    }

    @Test(arguments: ["figs", "a/../figs", "./figs", ".", "deep/er/figs"])
    func anOutputInsideIsAccepted(_ output: String) throws {
        let dir = try Self.project(output: output)
        #expect(FigureOutputFolder.outside(output, manifest: dir + "/figures.json") == nil)
        #expect(FigureOutputFolder.outside(output, manifest: "figures.json") == nil)
    }

    // MARK: Item 10: inputs read under render's limits

    /// A board file (or a Swift file it reads) of 1.5 GB is refused at once, as `render` refuses it.
    @Test(arguments: ["board", "swift"])
    func aHugeInputIsRefusedQuickly(_ which: String) throws {
        let dir = temporaryDirectory("figure-huge")
        try #"{"figures": [{"name": "h", "board": "h.json", "at": 0}]}"#.write(toFile: dir + "/figures.json", atomically: true, encoding: .utf8)
        let huge = dir + (which == "board" ? "/h.json" : "/V.swift")
        if which == "swift" {
            try #"{"swift": ["V.swift"], "view": "V()"}"#.write(toFile: dir + "/h.json", atomically: true, encoding: .utf8)
        }
        let fd = open(huge, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        #expect(fd >= 0 && ftruncate(fd, 1_500_000_000) == 0)
        close(fd)
        let start = ContinuousClock.now
        let error = Self.error(dir + "/figures.json")
        #expect(ContinuousClock.now - start < .seconds(3))
        guard case let .boards(lines)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(lines.count == 1 && lines[0].contains("larger than \(JSONReader.maximumSize / 1024) KiB"), "\(lines)")
    }
}
