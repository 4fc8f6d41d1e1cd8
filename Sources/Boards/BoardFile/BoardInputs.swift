import SwiftFront
import Foundation

/// The files a board file is drawn from: what `build` fingerprints, `build --check` compares and
/// `watch` looks at — one list, so that the three agree.
///
/// The board file itself; every Swift file its `"swift"` names, in either form (`"swift":
/// "Card.swift"` or `"swift": ["Card.swift", "Sources/App"]`), a folder standing for the Swift
/// files the board reads from it (``SwiftModuleFolder``); and the files of the asset catalogues
/// it reads (those `"assets"` names and those found beside its Swift files). Paths are usable from
/// here (relative to the board's folder as the board writes them).
///
/// ```swift
/// BoardInputs.files(of: "Examples/card-swift.json")   // ["Examples/card-swift.json", "Examples/Card.swift"]
/// ```
public enum BoardInputs {
    /// The most files of one asset catalogue listed.
    static let maximumCatalogFiles = 4096

    /// The files the board file at `board` reads, the board first; only the board for a file
    /// that cannot be read as JSON, none for a built-in board's name.
    public static func files(of board: String) -> [String] {
        guard !BuiltinBoards.all.contains(where: { $0.name == board }) else { return [] }
        var files = [board]
        // Read under the board file's byte limit, as `render` reads it.
        guard let bytes = try? BoardFileLoader.contents(of: board),
              let text = String(bytes: bytes, encoding: .utf8),
              let root = try? JSONReader.read(SourceFile(name: board, text: text)) else { return files }
        let folder = (board as NSString).deletingLastPathComponent
        func full(_ path: String) -> String { path.hasPrefix("/") || folder.isEmpty ? path : folder + "/" + path }
        var swift: [String] = [], swiftFolders: [String] = []
        for path in strings(root.member("swift")).map(full) {
            if SwiftModuleFolder.isFolder(path) {
                swiftFolders.append(path)
                swift += ((try? SwiftModuleFolder.files(in: path)) ?? []).map(\.path)
            } else {
                swift.append(path)
            }
        }
        let named = strings(root.member("assets")).map(full)
        let found = AssetCatalogReader.discover(files: swift, stops: [folder.isEmpty ? "." : folder] + swiftFolders)
        var catalogs: [String] = []
        for catalog in named + found where !catalogs.contains(catalog) { catalogs.append(catalog) }
        for file in swift + catalogs.flatMap(catalogFiles) where !files.contains(file) { files.append(file) }
        return files
    }

    /// A `"swift"` or `"assets"` value's paths: one string or an array of them.
    static func strings(_ node: JSONNode?) -> [String] {
        switch node?.kind {
        case let .string(s, _): [s]
        case let .array(items): items.compactMap { if case let .string(s, _) = $0.kind { s } else { nil } }
        default: []
        }
    }

    /// The regular files under a catalogue, sorted (hidden ones skipped).
    static func catalogFiles(_ catalog: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: catalog) else { return [] }
        var out: [String] = []
        while let name = walk.nextObject() as? String, out.count < maximumCatalogFiles {
            let path = catalog + "/" + name
            guard !(name as NSString).lastPathComponent.hasPrefix("."), AssetCatalogReader.exists(path) else { continue }
            out.append(path)
        }
        return out.sorted()
    }
}
