import Foundation
import Testing
import TestSupport

/// Swift files without a board file (docs/board-format.md, "Previews"): `render` draws a preview
/// (`--preview NAME`, by default the first), `list` names the previews, `check` draws each one.
@Suite struct PreviewCommandTests {
    static let app = """
    import SwiftUI

    struct Badge: View {
        var title: String
        var body: some View { Text(title).padding() }
    }

    #Preview { Badge(title: "First") }

    #if DEBUG
    #Preview("Dark", traits: .fixedLayout(width: 240, height: 90)) {
        Badge(title: "Night").preferredColorScheme(.dark)
    }
    #endif

    """

    static func write(_ text: String, in dir: String, as name: String = "App.swift") throws -> String {
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func dump(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] ?? [:]
    }

    @Test func renderDrawsTheNamedPreviewOrTheFirst() throws {
        let dir = temporaryDirectory("e2e-preview")
        let file = try Self.write(Self.app, in: dir)
        let named = try BoardgenProcess.run(["render", file, "--preview", "Dark", "--at", "0", "-o", dir + "/dark.json"])
        #expect(named.status == 0, "\(named.error)")
        let dark = try Self.dump(dir + "/dark.json")
        let texts = (dark["views"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(texts == ["Night"], "\(texts)")
        // The first, with --preview alone or left out; a PNG too.
        for arguments in [["--preview"], []] {
            let r = try BoardgenProcess.run(["render", file] + arguments + ["--at", "0", "-o", dir + "/first.png"])
            #expect(r.status == 0, "\(r.error)")
        }
        #expect(FileManager.default.fileExists(atPath: dir + "/first.png"))
    }

    /// A name that does not exist is one line naming those that do; nothing is written.
    @Test func anUnknownPreviewNamesThoseThatExist() throws {
        let dir = temporaryDirectory("e2e-preview")
        let file = try Self.write(Self.app, in: dir)
        let r = try BoardgenProcess.run(["render", file, "--preview", "Drak", "--at", "0", "-o", dir + "/x.png"])
        #expect(r.status == 2)
        #expect(r.error == "boardgen: error: \(file): no preview is named “Drak”; did you mean “Dark”? the previews: “Preview” and “Dark”\n", "\(r.error)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
        // --preview belongs to Swift files; a board file names its own.
        let board = try Self.write(#"{"swift": ["App.swift"], "preview": true}"#, in: dir, as: "b.json")
        let mixed = try BoardgenProcess.run(["render", board, "--preview", "Dark", "--at", "0", "-o", dir + "/x.png"])
        #expect(mixed.status == 2 && mixed.error.contains("--preview picks a preview of Swift files"), "\(mixed.error)")
    }

    @Test func listNamesThePreviews() throws {
        let dir = temporaryDirectory("e2e-preview")
        let file = try Self.write(Self.app, in: dir)
        let r = try BoardgenProcess.run(["list", file])
        #expect(r.status == 0, "\(r.error)")
        #expect(r.output == """
            \(file) — 2 previews; the first is drawn unless --preview names another
              “Preview”  #Preview  \(file):8:1
              “Dark”     #Preview  \(file):11:1  fixed 240 × 90 pt, dark

            """, "\(r.output)")
    }

    /// `check` lists the file, then draws each preview as the board the file implies.
    @Test func checkDrawsEveryPreview() throws {
        let dir = temporaryDirectory("e2e-preview")
        let file = try Self.write(Self.app + """
        #Preview("Broken") { Badge(title: missing) }
        """, in: dir)
        let r = try BoardgenProcess.run(["check", file])
        #expect(r.status == 2)
        #expect(r.output.hasSuffix("""
            \(file):8:1: preview “Preview”: ok — Badge, 393 pt wide (iOS)
            \(file):11:1: preview “Dark”: ok — Badge, 240 × 90 pt (iOS, dark)

            """), "\(r.output)")
        #expect(r.error.hasPrefix("boardgen: error: \(file):15:35: in the preview “Broken”: 'missing' is a name"), "\(r.error)")
    }
}
