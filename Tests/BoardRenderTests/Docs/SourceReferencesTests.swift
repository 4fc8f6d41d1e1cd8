import Foundation
import Testing

/// Docs the code can trust: every comment under Sources/ names only files, document sections
/// and symbols that exist (``ReferenceChecker`` says exactly what counts).
///
/// A failure prints each broken reference as `path:line: what is missing`.
@Suite struct SourceReferencesTests {
    /// The repository's root: this file is `Tests/BoardRenderTests/Docs/SourceReferencesTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository read once, for both tests.
    static let checker = Result { () throws -> ReferenceChecker in try ReferenceChecker(root: root) }

    @Test func sourceCommentsNameOnlyWhatExists() throws {
        let checker = try Self.checker.get()
        #expect(checker.sources.count > 100, "Sources/ not found from \(Self.root.path)")
        let broken = checker.checkSources()
        for line in broken { print(line) }
        #expect(broken.isEmpty, "\(broken.count) broken references in source comments:\n\(broken.joined(separator: "\n"))")
    }

    /// The checker finds what is planted, and nothing in code or strings.
    @Test func plantedReferencesAreFound() throws {
        let checker = try Self.checker.get()
        let planted = [
            "/// See docs/nowhere.md, ``NoSuchTypeAnywhere`` and ``Animation/noSuchMember``.",  // 1
            "/// docs/semantics.md §99 and §10.9; docs/programs.md §6, §1–§5.",                // 2
            "/// Written in NoSuchFile.swift, run by scripts/no-such-script.sh.",                // 3
            "/// The old names: SEMANTICS.md §1, PROGRAMS.md §2.",                               // 4
            "",                                                                                  // 5
            "/// §42 with no document before it in this comment, RFC 9649 §5.2.3.",              // 6
            "// ``UnitBezier/value(at:)``, ``Swift/Int/init(checking:rounding:)`` exist,",       // 7
            "// as do docs/semantics.md §10.2 rule 4, §1–3, README.md and Filter.swift.",        // 8
            "/* ``StillMissing`` in a block comment */",                                         // 9
            "let s = \"// ``NotAComment`` docs/not-a-comment.md\"",                             // 10
            "let t = #\"\"\"",                                                                   // 11
            "    // ``NotACommentEither`` \\(x) \"\"\" ",                                        // 12
            "    \"\"\"#",                                                                       // 13
            "/// `boardgen check File.swift` reads {\"swift\": [\"App.swift\"]}: App.swift:3:1.",// 14
        ].joined(separator: "\n")
        #expect(checker.check(planted, path: "Planted.swift") == [
            "Planted.swift:1: docs/nowhere.md does not exist",
            "Planted.swift:1: ``NoSuchTypeAnywhere``: no declaration of `NoSuchTypeAnywhere` in Sources",
            "Planted.swift:1: ``Animation/noSuchMember``: no declaration of `noSuchMember` in Sources",
            "Planted.swift:2: docs/semantics.md has no section §99",
            "Planted.swift:2: docs/semantics.md has no section §10.9",
            "Planted.swift:2: docs/programs.md has no section §6",
            "Planted.swift:3: NoSuchFile.swift does not exist under Sources, Tests or Examples",
            "Planted.swift:3: scripts/no-such-script.sh does not exist",
            "Planted.swift:4: SEMANTICS.md does not exist at the root or in docs/",
            "Planted.swift:4: PROGRAMS.md does not exist at the root or in docs/",
            "Planted.swift:9: ``StillMissing``: no declaration of `StillMissing` in Sources",
        ])
    }
}
