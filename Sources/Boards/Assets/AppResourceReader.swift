import Foundation
import SwiftRun
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The data files an app bundles (`landmarkData.json`, `animals.json`): what `Bundle.main`'s
/// `url(forResource:withExtension:)` finds, read as text into ``AppAssets/resources``. They are
/// looked for in the app's folder — the board's folder (or a folder `"swift"` names) that holds
/// the Swift files, else the folder above them holding an Xcode project, a `Package.swift` or a
/// `.git` (as asset catalogues are found) — and every folder under it, bounded.
package enum AppResourceReader {
    /// The kinds of file read: text data an app decodes.
    package static let extensions: Set<String> = ["json", "geojson", "txt", "csv"]
    /// The most folder entries looked at, files kept, and bytes read in all.
    package static let maximumEntries = 20_000, maximumFiles = 256, maximumBytes = 16 << 20
    /// The largest file read.
    package static let maximumFileBytes = 4 << 20

    /// Reads the resources of the app whose Swift `files` are read (`stops`: the board's folder and
    /// the folders `"swift"` names) into `assets`; the first of a name (in path order) is kept.
    package static func read(files: [String], stops: [String], into assets: inout AppAssets) {
        let walker = walk(files: files, stops: stops)
        readStrings(walker.tables.sorted(), into: &assets)
        readDataModels(walker.dataModels.sorted(), into: &assets)
        var bytes = 0
        for path in walker.found.sorted() {
            let name = String(path.split(separator: "/").last ?? "")
            guard assets.resources[name] == nil, assets.resources.count < maximumFiles else { continue }
            guard let data = FileManager.default.contents(atPath: path), data.count <= maximumFileBytes,
                  bytes + data.count <= maximumBytes, let text = String(data: data, encoding: .utf8) else { continue }
            bytes += data.count
            assets.resources[name] = text
        }
    }

    /// Walks the app folders of `files`: each file's app folder, or without one (no stop, no
    /// project above) the file's own folder.
    static func walk(files: [String], stops: [String]) -> Walker {
        let roots = files.compactMap { file -> String? in
            let folders = AssetCatalogReader.appFolders(of: file, stops: stops)
            return folders.isRoot ? folders.chain.last : folders.chain.first
        }
        var walker = Walker()
        for root in Array(Set(roots)).sorted() { walker.walk(root, depth: 0) }
        return walker
    }

    /// The strings tables found (``StringsTables``): each `en.lproj` table first, then `Base.lproj`'s,
    /// then the string catalogues' source language; a key keeps its first text.
    static func readStrings(_ paths: [String], into assets: inout AppAssets) {
        func rank(_ path: String) -> Int {
            path.hasSuffix(".xcstrings") ? 2 : path.contains("/Base.lproj/") ? 1 : 0
        }
        for path in paths.sorted(by: { (rank($0), $0) < (rank($1), $1) }) {
            guard let data = FileManager.default.contents(atPath: path), data.count <= maximumFileBytes else { continue }
            let file = String(path.split(separator: "/").last ?? "")
            let table = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
            let entries: [String: String]?
            if path.hasSuffix(".xcstrings") {
                entries = StringsTables.parseCatalog(data)
            } else {
                // Xcode writes UTF-8; older tables are UTF-16 with a byte-order mark.
                let text = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
                    ? String(data: data, encoding: .utf16) : String(data: data, encoding: .utf8)
                entries = text.flatMap(StringsTables.parseStrings)
            }
            if let entries { assets.strings.add(entries, table: table) }
        }
    }

    /// Each Core Data model's current version (its `.xccurrentversion`, else the last version by
    /// name): the `contents` XML, by the model's name.
    static func readDataModels(_ paths: [String], into assets: inout AppAssets) {
        for path in paths {
            let name = String((path.split(separator: "/").last ?? "").dropLast(".xcdatamodeld".count))
            guard assets.dataModels[name] == nil, !name.isEmpty else { continue }
            var versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            if let plist = FileManager.default.contents(atPath: path + "/.xccurrentversion").flatMap({ String(data: $0, encoding: .utf8) }),
               let current = versions.first(where: { plist.contains("<string>\($0)</string>") }) {
                versions = [current]
            }
            guard let version = versions.last, let data = FileManager.default.contents(atPath: path + "/" + version + "/contents"),
                  data.count <= maximumFileBytes, let xml = String(data: data, encoding: .utf8) else { continue }
            assets.dataModels[name] = xml
        }
    }

    struct Walker {
        var found: [String] = []
        /// Strings tables: `.strings` of the development language's folders, string catalogues.
        var tables: [String] = []
        /// Asset catalogues anywhere under the app's folder (`Resources/Assets.xcassets`).
        var catalogs: [String] = []
        /// Core Data models (`Model.xcdatamodeld`).
        var dataModels: [String] = []
        var entries = 0

        mutating func walk(_ dir: String, depth: Int) {
            guard depth <= 12, let handle = opendir(dir) else { return }
            var names: [String] = []
            while let entry = readdir(handle), entries < maximumEntries {
                entries += 1
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasPrefix(".") || ["DerivedData", "Pods", "node_modules", "build"].contains(name) { continue }
                names.append(name)
            }
            closedir(handle)
            for name in names.sorted() {
                let path = dir + "/" + name
                if AssetCatalogReader.isFolder(path) {
                    // An asset catalogue's data is read as a catalogue; tests and packages are not the app.
                    if name.hasSuffix(".xcassets") { catalogs.append(path); continue }
                    if name.hasSuffix(".xcdatamodeld") { dataModels.append(path); continue }
                    if name.hasSuffix(".xcodeproj") || name.hasSuffix("Tests") { continue }
                    walk(path, depth: depth + 1)
                } else if name.hasSuffix(".xcstrings")
                            || name.hasSuffix(".strings") && (dir.hasSuffix("/en.lproj") || dir.hasSuffix("/Base.lproj")) {
                    tables.append(path)
                } else if let ext = name.split(separator: ".").last.map({ $0.lowercased() }), name.contains("."),
                          AppResourceReader.extensions.contains(ext), name != "Package.resolved" {
                    found.append(path)
                }
            }
        }
    }
}
