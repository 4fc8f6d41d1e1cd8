import SwiftFront
import BoardModel

/// The app's own files on a board: the sandbox of a freshly installed app, which holds nothing
/// (docs/swift-subset.md, "Stand-ins"). `FileManager.default` finds its folders
/// (`url(for:in:appropriateFor:create:)`, `urls(for:in:)`, `temporaryDirectory`), sees no file in
/// them (`fileExists(atPath:)` false but for the app's bundled files, `contentsOfDirectory` empty),
/// and takes writes without keeping them; reading a file there throws Cocoa's "no such file" error,
/// which `try?` makes nil and a `catch` catches — what the app does on its first launch.
package enum AppSandbox {
    /// The sandbox's folder (a fixed path, so pictures and dumps are the same on every run).
    package static let root = "/var/mobile/Containers/Data/Application/BOARD"

    /// `FileManager.default`.
    package static let fileManager = SwiftValue.instance(StructValue(type: "FileManager", fields: [
        ("currentDirectoryPath", .string("/")), ("temporaryDirectory", BundleResources.url(root + "/tmp")),
    ]))

    package static let methods: [String: Set<String>] = [
        "FileManager": ["url", "urls", "fileExists", "contentsOfDirectory", "contents", "createDirectory", "removeItem", "copyItem",
                        "moveItem", "createFile", "attributesOfItem", "containerURL"],
        "Data": ["write"],
    ]

    /// A search path directory's folder in the sandbox (`.documentDirectory` → Documents).
    static func folder(_ v: SwiftValue) -> String {
        let name: String? = if case let .swiftUI(e, _) = v { e.caseName } else if case let .enumCase(c) = v { c.name } else { nil }
        switch name {
        case "documentDirectory": return root + "/Documents"
        case "applicationSupportDirectory": return root + "/Library/Application Support"
        case "cachesDirectory": return root + "/Library/Caches"
        case "libraryDirectory": return root + "/Library"
        default: return root + "/tmp"
        }
    }

    /// The path a URL or a string names ("" for another value).
    package static func path(_ v: SwiftValue) -> String {
        switch v {
        case let .string(s): s
        case let .instance(s) where s.type == "URL": if case let .string(p)? = s["path"] { p } else { "" }
        default: ""
        }
    }

    /// Whether `path` is in the sandbox (rather than the app's bundle or elsewhere).
    package static func holds(_ path: String) -> Bool { path == root || path.hasPrefix(root + "/") }

    /// Reading a sandbox file: Cocoa's error, thrown.
    package static func noSuchFile(_ path: String, at e: Expr) -> ExpressionError {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return ExpressionError(.thrown, at: e.range, "The file \u{201C}\(name)\u{201D} couldn\u{2019}t be opened because there is no such file.",
                               note: ExpressionError.Note("a board runs the app as newly installed: its sandbox holds no files"))
    }

    package static func call(_ v: SwiftValue, _ type: String, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        switch (type, name) {
        case ("FileManager", "url"):
            return BundleResources.url(folder(args.first(where: { $0.label == "for" })?.value ?? .none))
        case ("FileManager", "urls"):
            return .array([BundleResources.url(folder(args.first(where: { $0.label == "for" })?.value ?? .none))])
        case ("FileManager", "containerURL"):
            return BundleResources.url(root)
        case ("FileManager", "fileExists"):
            let p = args.first.map { path($0.value) } ?? ""
            return .bool(p.hasPrefix(BundleResources.bundlePath + "/") && i.program.assets.resources[String(p.dropFirst(BundleResources.bundlePath.count + 1))] != nil)
        case ("FileManager", "contentsOfDirectory"):
            let p = args.first.map { path($0.value) } ?? ""
            if holds(p) { return .array([]) }
            throw noSuchFile(p, at: e)
        case ("FileManager", "contents"):
            // `contents(atPath: Bundle.main.path(forResource: "data", ofType: "json")!)`: a bundled file's data;
            // nil for any other path (the sandbox holds nothing yet).
            let p = args.first.map { path($0.value) } ?? ""
            guard p.hasPrefix(BundleResources.bundlePath + "/"), let text = i.program.assets.resources[String(p.dropFirst(BundleResources.bundlePath.count + 1))] else {
                return .none
            }
            return .instance(StructValue(type: "Data", fields: [("text", .string(text))]))
        case ("FileManager", "attributesOfItem"):
            throw noSuchFile(args.first.map { path($0.value) } ?? "", at: e)
        case ("FileManager", "createFile"):
            return .bool(true)
        case ("FileManager", _), ("Data", "write"):
            // Written where no later run of the board reads it: the state shown is the first launch's.
            return .void
        default:
            return nil
        }
    }
}
