import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import Foundation

/// `"swift"`: Swift files whose declarations the board uses, and `"let"`: named constants.
///
/// ```json
/// "swift": ["Transitions.swift"],          // or "swift": "Transitions.swift"
/// "let": {"duration": 0.35, "edge": ".leading"}
/// ```
extension BoardFileReader {
    /// The most Swift files a board may name.
    package static let maximumSwiftFiles = 16

    /// Reads `"let"` and `"swift"` into the decoder's environment, before anything uses them.
    package static func readSwiftEnvironment(_ root: JSONNode, _ d: inout BoardFileDecoder) {
        var constants: [String: Expr] = [:]
        if let n = root.member("let"), let members = d.object(n, "\"let\" (names and values, such as {\"duration\": 0.35})") {
            for m in members where !m.key.hasPrefix("_") {
                guard let first = m.key.first, first.isLetter || first == "_",
                      m.key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), m.key.unicodeScalars.count <= 40 else {
                    d.error(at: m.keyRange.lowerBound, length: m.key.count + 2, "constant name \"\(Quoting.clip(m.key))\" must be a Swift identifier")
                    continue
                }
                switch m.value.kind {
                case let .number(v):
                    constants[m.key] = Expr(.number(NumberLiteral.of(v)), range: SourceRange(0, 0))
                case let .string(source, _):
                    do { constants[m.key] = try ExpressionParser.parse(source) } catch {
                        d.error(error, in: m.value, what: "the constant \"\(m.key)\"")
                    }
                default:
                    d.error(m.value, "the constant \"\(m.key)\" must be a number or an expression in a string, found \(m.value.typeName)")
                }
            }
        }
        var files: [SwiftSourceFile] = []
        // Where the files read from disk are, and the folders named: where asset catalogues are looked for.
        var readPaths: [String] = [], folders: [String] = []
        let directory = (d.source.name as NSString).deletingLastPathComponent
        // A board reads its files as Xcode's Debug configuration builds them — for Run, previews and
        // snapshot tests alike: `#if DEBUG` holds (`check` reads them so too).
        let debug = true
        // The board's platform decides which platform folders are its target's.
        let platform = root.member("platform").flatMap { n -> String? in if case let .string(p, _) = n.kind { p } else { nil } } ?? "iOS"
        if let n = root.member("swift") {
            // One path may be written as a string: "swift": "App.swift".
            let items: [JSONNode]
            switch n.kind {
            case .string: items = [n]
            case let .array(list) where list.count <= maximumSwiftFiles: items = list
            default:
                d.error(n, "\"swift\" must be a path or an array of up to \(maximumSwiftFiles) paths to .swift files or folders of them, relative to the board file")
                return
            }
            for item in items {
                guard let path = d.string(item, "a \"swift\" path") else { continue }
                let full = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
                do {
                    if let text = d.providedFiles[path] {
                        files.append(try SwiftFrontEnd.parseFile(SwiftSourceText(name: path, text: text), debug: debug))
                        continue
                    }
                    if SwiftModuleFolder.isFolder(full) {
                        // A folder: every Swift file under it, as one module with the others.
                        let before = files.count
                        readFolder(path, full, item, &files, &d, platform: platform)
                        readPaths += files[before...].map(\.text.name)
                        folders.append(full)
                        continue
                    }
                    if let refusal = BoardFileLoader.swiftPathRefusal(full) {
                        d.swiftFileFailed = true
                        d.error(item, "\(Quoting.stringLiteral(Quoting.clip(path))) \(refusal)")
                        continue
                    }
                    files.append(try BoardFileLoader.loadSwift(path: full, debug: debug))
                    readPaths.append(full)
                } catch {
                    d.swiftFileFailed = true
                    // The Swift file's own problems keep their file:line:column; the board points at the path.
                    for problem in error.diagnostics.prefix(4) {
                        d.error(item, problem.excerpt == nil ? "\(Quoting.clip(path)): \(problem.message)" : "\(problem.location): \(problem.message)")
                    }
                }
            }
        }
        // Xcode's multiplatform layout named file by file (a file in an `iOS` folder beside one in a `macOS`
        // folder, each declaring the same helper): the other platforms' files are not the board's target, as a folder's are not.
        let others = SwiftModuleFolder.otherPlatformFolders(platform)
        func folderNames(_ path: String) -> [String] { path.split(separator: "/").dropLast().map(String.init) }
        if files.contains(where: { folderNames($0.text.name).contains(platform == "macOS" ? "macOS" : "iOS") }) {
            files.removeAll { f in folderNames(f.text.name).contains(where: others.contains) }
        }
        let assets = readAssets(root, readPaths: readPaths, folders: folders, boardFolder: directory.isEmpty ? "." : directory, &d)
        d.swift = SwiftEnvironment(files: files, constants: constants, assetColors: readAssetColors(root, &d), assets: assets)
        if let n = root.member("swift") {
            for r in d.swift.program.redeclarations { d.error(n, r.message) }
        }
        readClock(root, &d)
    }

    /// The most catalogues `"assets"` may name.
    package static let maximumCatalogs = 16

    /// The app's asset catalogues (docs/board-format.md, "Asset catalogues"): those `"assets"` names
    /// (a path or an array of paths to `.xcassets` folders, relative to the board), then those
    /// beside the Swift files read or in a folder above one, up to the board's folder (or a folder
    /// `"swift"` names). A catalogue that cannot be read is one error naming its file.
    package static func readAssets(_ root: JSONNode, readPaths: [String], folders: [String], boardFolder: String,
                                   _ d: inout BoardFileDecoder) -> AppAssets {
        var assets = AppAssets()
        var named: [(String, JSONNode)] = []
        if let n = root.member("assets") {
            let items: [JSONNode]
            switch n.kind {
            case .string: items = [n]
            case let .array(list) where list.count <= maximumCatalogs: items = list
            default:
                d.error(n, "\"assets\" must be a path or an array of up to \(maximumCatalogs) paths to .xcassets folders, relative to the board file")
                return assets
            }
            for item in items {
                guard let path = d.string(item, "an \"assets\" path") else { continue }
                let full = path.hasPrefix("/") || boardFolder == "." ? path : boardFolder + "/" + path
                guard path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/"), AssetCatalogReader.isFolder(full) || SwiftModuleFolder.isFolder(full) else {
                    d.error(item, "\(Quoting.stringLiteral(Quoting.clip(path))) is not an asset catalogue (a folder whose name ends in .xcassets)")
                    continue
                }
                named.append((full, item))
            }
        }
        let place = root.member("assets") ?? root.member("swift") ?? root
        var read: Set<String> = []
        for (path, node) in named {
            guard read.insert(AssetCatalogReader.realPath(path) ?? path).inserted else { continue }
            do { try AssetCatalogReader.read(path, into: &assets) } catch {
                d.error(node, error.description)
            }
        }
        var failures: [String] = []
        AssetCatalogReader.readFound(files: readPaths, stops: [boardFolder] + folders, into: &assets, read: &read) { failures.append($0) }
        for failure in failures { d.error(place, failure) }
        AppResourceReader.read(files: readPaths, stops: [boardFolder] + folders, into: &assets)
        return assets
    }

    /// The largest seed a board may give: JSON numbers are exact to 2⁵³.
    package static let maximumSeed = 9_007_199_254_740_991

    /// `"now"`: the board's clock, an ISO 8601 time (`"2026-01-01T09:41:00Z"`, the default), what
    /// `Date()` and `.now` are; `"seed"`: the seed of its random values (0 by default; ``SplitMix64``).
    package static func readClock(_ root: JSONNode, _ d: inout BoardFileDecoder) {
        if let n = root.member("now"), let text = d.string(n, "\"now\" (an ISO 8601 time, such as \"2026-01-01T09:41:00Z\")") {
            if let t = BoardClock.parse(text), t >= -62_135_596_800, t < 253_402_300_800 {
                d.swift.values.now = t
            } else {
                d.error(n, "\"now\" must be an ISO 8601 time from year 1 to 9999, such as \"2026-01-01T09:41:00Z\" (or with +hh:mm), found \"\(Quoting.clip(text))\"")
            }
        }
        if let n = root.member("seed"), let seed = d.integer(n, "\"seed\"", in: 0...maximumSeed) {
            d.swift.values.seed = UInt64(seed)
        }
    }

    /// The Swift files of the folder `path` (`full` from here), read into `files`; a folder's
    /// problem, or a file's, reported at the path.
    package static func readFolder(_ path: String, _ full: String, _ item: JSONNode, _ files: inout [SwiftSourceFile],
                                   _ d: inout BoardFileDecoder, platform: String = "iOS") {
        let paths: [(path: String, size: Int)]
        do { paths = try SwiftModuleFolder.files(in: full, platform: platform) } catch {
            d.swiftFileFailed = true
            d.error(item, "\(Quoting.stringLiteral(Quoting.clip(path))): \(error.description)")
            return
        }
        let bytes = files.reduce(0) { $0 + $1.text.string.utf8.count } + paths.reduce(0) { $0 + $1.size }
        guard files.count + paths.count <= SwiftModuleFolder.maximumFiles, bytes <= SwiftModuleFolder.maximumTotalBytes else {
            d.swiftFileFailed = true
            d.error(item, "\(Quoting.stringLiteral(Quoting.clip(path))): \"swift\" would read more than \(SwiftModuleFolder.maximumFiles) Swift files or \(SwiftModuleFolder.maximumTotalBytes >> 20) MiB in all")
            return
        }
        for file in paths.map(\.path) {
            do { files.append(try BoardFileLoader.loadSwift(path: file, debug: true)) } catch {
                d.swiftFileFailed = true
                for problem in error.diagnostics.prefix(4) {
                    d.error(item, problem.excerpt == nil ? "\(Quoting.clip(file)): \(problem.message)" : "\(problem.location): \(problem.message)")
                }
            }
        }
    }

    /// The most asset colours a board may declare.
    package static let maximumAssetColors = 256

    /// `"colors": {"brand": "#1877f2"}`: the colours of the app's assets that `Color("brand")` names.
    package static func readAssetColors(_ root: JSONNode, _ d: inout BoardFileDecoder) -> [String: Color] {
        guard let n = root.member("colors"),
              let members = d.object(n, "\"colors\" (the app's asset colours by name, such as {\"brand\": \"#1877f2\"})") else { return [:] }
        var colors: [String: Color] = [:]
        for m in members.prefix(maximumAssetColors) where !m.key.hasPrefix("_") {
            guard let text = d.string(m.value, "the colour \"\(Quoting.clip(m.key))\"") else { continue }
            guard let color = Color(hexString: text) else {
                d.error(m.value, "\"\(Quoting.clip(text))\" is not a colour; write #rrggbb, such as #1877f2")
                continue
            }
            colors[m.key] = color
        }
        if members.count > maximumAssetColors { d.error(n, "\"colors\" declares more than \(maximumAssetColors) colours") }
        return colors
    }
}
