import Foundation
import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// What `boardgen new` writes explains every key it contains, and the format
/// document lists every effect key the reader accepts (issue 12).
@Suite struct BoardFileTemplateTests {
    /// Every key of `value` (at any depth) that neither has a `_key` comment
    /// beside it nor is named in the comment of a key that encloses it (or in
    /// the `_comment` of an enclosing object).
    static func unexplained(_ value: Any, comments: [String] = [], path: String = "") -> [String] {
        if let array = value as? [Any] {
            return array.enumerated().flatMap { unexplained($1, comments: comments, path: "\(path)[\($0)]") }
        }
        guard let object = value as? [String: Any] else { return [] }
        // An object's own "_comment" speaks for all that it holds.
        let comments = comments + [object["_comment"] as? String].compactMap { $0 }
        var missing: [String] = []
        for (key, child) in object where !key.hasPrefix("_") {
            var inherited = comments
            if let own = object["_" + key] as? String { inherited.append(own) }
            let explained = object["_" + key] != nil || comments.contains { Self.names(key, in: $0) }
            if !explained { missing.append(path + "." + key) }
            missing += unexplained(child, comments: inherited, path: path + "." + key)
        }
        return missing.sorted()
    }

    /// Whether `text` names `key` as a word of its own.
    static func names(_ key: String, in text: String) -> Bool {
        var rest = Substring(text)
        while let r = rest.range(of: key) {
            let before = rest[..<r.lowerBound].last, after = rest[r.upperBound...].first
            let isWordPart: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordPart(before), !isWordPart(after) { return true }
            rest = rest[r.upperBound...]
        }
        return false
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func theGridStarterExplainsEveryKey() throws {
        let text = BoardFileTemplate.text(title: "t")
        #expect(Self.unexplained(try Self.json(text)) == [])
        _ = try BoardFileReader.read(SourceFile(name: "t.json", text: text))
    }

    @Test func theScenarioStarterExplainsEveryKey() throws {
        let text = BoardFileTemplate.scenarioText(title: "t")
        #expect(Self.unexplained(try Self.json(text)) == [])
        _ = try BoardFileReader.read(SourceFile(name: "t.json", text: text))
    }

    /// The keys in the first column of the table under "An effect has any of:".
    static func documentedEffectKeys() throws -> Set<String> {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../docs/board-format.md").standardized
        let doc = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(doc.range(of: "An effect has any of:"))
        var keys: Set<String> = []
        var inTable = false
        for line in doc[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                inTable = true
                let first = line.split(separator: "|").first.map(String.init) ?? ""
                for part in first.split(separator: ",") {
                    let key = part.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                    if !key.isEmpty { keys.insert(key) }
                }
            } else if inTable {
                break
            }
        }
        return keys
    }

    @Test func theEffectTableListsEveryEffectKey() throws {
        let documented = try Self.documentedEffectKeys()
        let missing = BoardFileReader.effectKeys.filter { !documented.contains($0) }
        #expect(missing == [], "docs/board-format.md's effect table lacks \(missing)")
    }
}
