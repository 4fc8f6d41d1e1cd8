import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import Painter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an app's asset catalogue (an `.xcassets` folder; docs/board-format.md, "Asset
/// catalogues") into ``AppAssets``: its colour sets and image sets, by name (a folder that
/// provides a namespace prefixes its sets' names: `Brand/Primary`).
///
/// * A colour set's `Contents.json` gives a colour per appearance (any, light, dark; a
///   high-contrast one is not read): sRGB components as 0–1 numbers (`"0.200"`), 0–255 whole
///   numbers (`"51"`) or hex (`"0x33"`), `display-p3` read as sRGB, grey as `white`, or a system
///   colour (`"reference": "systemBlueColor"`).
/// * An image set gives a PNG per appearance, the largest scale it has (`3x`, then `2x`, `1x`),
///   universal or iPhone; its size comes from the PNG's header now, its pixels when a view first
///   shows it. A JPEG, PDF, SVG or HEIC file is not drawn: the set is refused by name where the
///   program names it.
///
/// Bounded: at most ``maximumEntries`` names looked at and ``maximumSets`` sets; each
/// `Contents.json` and each PNG keeps the 1 MiB limit of every input; a PNG is at most
/// ``maximumImageSide`` pixels on a side and ``maximumImagePixels`` in all.
package enum AssetCatalogReader {
    /// The most colour and image sets a catalogue may hold (a design system's icon catalogue holds
    /// thousands; each costs a small `Contents.json` and a PNG header).
    package static let maximumSets = 8192
    /// The most names looked at while walking a catalogue.
    package static let maximumEntries = 60_000
    /// The longest side of a picture, in pixels (as of every image a board makes).
    package static let maximumImageSide = 8192
    /// The largest image file read (a photo in a set is often a few MiB; its pixels are bounded below).
    package static let maximumImageBytes = 16 << 20
    /// The most pixels of a picture (64 MiB decoded).
    package static let maximumImagePixels = 16 << 20

    /// A catalogue that cannot be read: one line naming the file (and the place in it).
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// Set extensions that are not colours or pictures a view shows (app icons, symbols, data, …): skipped.
    static let skippedSets: Set<String> = ["appiconset", "symbolset", "dataset", "launchimage", "complicationset", "brandassets",
                                           "imagestack", "textureset", "spriteatlas", "arimageset", "arresourcegroup",
                                           "cubetextureset", "mipmapset", "stickerpack", "sticker", "stickersequence", "iconset",
                                           "solidimagestack", "appicon", "icon"]

    /// Reads the catalogue at `path` into `assets`; a name `assets` holds already (an earlier
    /// catalogue's) is kept.
    package static func read(_ path: String, into assets: inout AppAssets) throws(Problem) {
        var walker = Walker(assets: assets)
        try walker.walk(path, prefix: "")
        assets = walker.assets
        assets.catalogs.append(path)
    }

    struct Walker {
        var assets: AppAssets
        var entries = 0, sets = 0

        mutating func walk(_ dir: String, prefix: String) throws(Problem) {
            for name in try children(dir) {
                if name.hasPrefix(".") || name == "Contents.json" { continue }
                let path = dir + "/" + name
                guard isFolder(path) else { continue }
                let ext = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
                let base = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
                switch ext {
                case "colorset", "imageset":
                    sets += 1
                    guard sets <= maximumSets else {
                        throw Problem(description: "\(rootName(dir)): the asset catalogue holds more than \(maximumSets) colour and image sets")
                    }
                    if ext == "colorset" {
                        if assets.colors[prefix + base] == nil { assets.colors[prefix + base] = try ColorSetReader.read(path) }
                    } else if assets.images[prefix + base] == nil, assets.refusals[prefix + base] == nil {
                        switch try ImageSetReader.read(path, name: prefix + base) {
                        case let .images(images): assets.images[prefix + base] = images
                        case let .refused(reason): assets.refusals[prefix + base] = reason
                        case .empty: break
                        }
                    }
                case "":
                    // A group; one that provides a namespace prefixes its sets' names.
                    let namespaced = try providesNamespace(path)
                    try walk(path, prefix: namespaced ? prefix + name + "/" : prefix)
                default:
                    continue   // an app icon, a symbol, data: not what a view shows by name here
                }
            }
        }

        mutating func children(_ dir: String) throws(Problem) -> [String] {
            guard let handle = opendir(dir) else {
                throw Problem(description: "\(dir): cannot read the asset catalogue's folder: \(String(cString: strerror(errno)))")
            }
            defer { closedir(handle) }
            var names: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name == "." || name == ".." { continue }
                entries += 1
                guard entries <= maximumEntries else {
                    throw Problem(description: "\(dir): the asset catalogue holds more than \(maximumEntries) files and folders")
                }
                names.append(name)
            }
            return names.sorted()
        }

        func providesNamespace(_ dir: String) throws(Problem) -> Bool {
            let contents = dir + "/Contents.json"
            guard exists(contents) else { return false }
            let root = try CatalogJSON.read(contents)
            if case .bool(true)? = root.node.member("properties")?.member("provides-namespace")?.kind { return true }
            return false
        }

        func rootName(_ dir: String) -> String { dir }
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    // MARK: Finding catalogues

    /// The catalogues beside the Swift files read, or in a folder above one (``appFolders(of:stops:)``);
    /// each once, in the order found.
    package static func discover(files: [String], stops: [String]) -> [String] {
        var seenFolders: Set<String> = [], found: [String] = [], seenCatalogs: Set<String> = []
        for file in files {
            for dir in appFolders(of: file, stops: stops).chain where seenFolders.insert(dir).inserted {
                for catalog in catalogs(in: dir) where seenCatalogs.insert(catalog).inserted { found.append(catalog) }
            }
        }
        return found
    }

    /// The catalogues elsewhere under the app's folder (`App/Resources/Assets.xcassets` for a file in
    /// `App/Views`), sorted, leaving out `besides` (``discover(files:stops:)``'s). They are read after
    /// those, and one that cannot be read is left out (it may be another target's).
    package static func elsewhere(files: [String], stops: [String], besides: [String]) -> [String] {
        let known = Set(besides)
        return AppResourceReader.walk(files: files, stops: stops).catalogs.sorted().filter { !known.contains($0) }
    }

    /// Reads the catalogues `files` find (``discover(files:stops:)``, then ``elsewhere(files:stops:besides:)``)
    /// into `assets`, skipping `read` ones; `failed` is told of each of the first kind that cannot be read.
    package static func readFound(files: [String], stops: [String], into assets: inout AppAssets, read: inout Set<String>,
                                  failed: (String) -> Void) {
        let beside = discover(files: files, stops: stops)
        for path in beside where read.insert(realPath(path) ?? path).inserted {
            do { try AssetCatalogReader.read(path, into: &assets) } catch { failed(error.description) }
        }
        for path in elsewhere(files: files, stops: stops, besides: beside) where read.insert(realPath(path) ?? path).inserted {
            var trial = assets
            if (try? AssetCatalogReader.read(path, into: &trial)) != nil { assets = trial }
        }
    }

    /// The folders of a Swift file's app, from the file's own up: to the first of `stops` (the
    /// board's folder, then the folders `"swift"` names) that holds it; when none does, to the
    /// app's own folder — the first holding an Xcode project, a `Package.swift` or a `.git`
    /// (`isRoot`) — at most ``maximumClimb`` folders up. What asset catalogues and bundled data
    /// files are looked for in.
    package static func appFolders(of file: String, stops: [String]) -> (chain: [String], isRoot: Bool) {
        guard var dir = realPath(NSStringPath(path: file).folder) else { return ([], false) }
        let stopReal = stops.compactMap(realPath)
        let limit = stopReal.first { dir == $0 || dir.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        var chain = [dir], climbed = 0
        while true {
            if let limit {
                guard dir != limit, dir != "/" else { return (chain, true) }
            } else {
                if isProjectRoot(dir) { return (chain, true) }
                guard climbed < maximumClimb, dir != "/" else { return (chain, false) }
                climbed += 1
            }
            dir = NSStringPath(path: dir).folder
            chain.append(dir)
        }
    }

    /// The most folders looked up from a Swift file outside every stop for its app's catalogues.
    package static let maximumClimb = 6

    /// Whether `dir` is an app's own folder: it holds an `.xcodeproj`, a `Package.swift` or a `.git`.
    static func isProjectRoot(_ dir: String) -> Bool {
        guard let handle = opendir(dir) else { return true }
        defer { closedir(handle) }
        var looked = 0
        while let entry = readdir(handle), looked < maximumEntries {
            looked += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".xcodeproj") || name == "Package.swift" || name == ".git" { return true }
        }
        return false
    }

    /// The `.xcassets` folders directly in `dir`, sorted.
    static func catalogs(in dir: String) -> [String] {
        guard let handle = opendir(dir) else { return [] }
        defer { closedir(handle) }
        var out: [String] = []
        var looked = 0
        while let entry = readdir(handle), looked < maximumEntries {
            looked += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".xcassets"), !name.hasPrefix("."), isFolder(dir + "/" + name) { out.append(dir + "/" + name) }
        }
        return out.sorted()
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A path's folder, without Foundation: `a/b/c.json` → `a/b`, `c.json` → `.`, `/c` → `/`.
struct NSStringPath {
    let path: String
    var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
