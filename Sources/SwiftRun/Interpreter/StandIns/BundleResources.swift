import Foundation
import SwiftFront
import BoardModel

/// The app's bundled data, as a board has it (docs/swift-subset.md, "Stand-ins"): `Bundle.main`
/// finds the data files beside the app's Swift files (``AppAssets/resources``, read by the board);
/// `Data(contentsOf:)` and `String(contentsOf:)` read them — only them: other files and the network
/// are refused by name; `JSONDecoder().decode(T.self, from: data)` makes the app's `Decodable`
/// values as Swift's synthesized `init(from:)` does (properties by name or `CodingKeys` raw value,
/// optionals nil when absent, `.convertFromSnakeCase`). Inside `func load<T: Decodable>`, `T` is
/// the caller's: the decoded value waits for the declared type it is given
/// (`var landmarks: [Landmark] = load("landmarkData.json")`).
package enum BundleResources {
    /// The type a generic parameter stands for: decided where the value is given a declared type.
    package static let callersType = "_CallersType"
    /// A decoded value whose type the caller decides: its JSON text, decoded on coercion.
    package static let pendingType = "_PendingDecodable"
    /// Where bundled files are, in their URLs and paths.
    package static let bundlePath = "/Bundle"

    /// `Bundle.main`.
    package static let mainBundle = SwiftValue.instance(StructValue(type: "Bundle", fields: [
        ("bundlePath", .string(bundlePath)), ("resourcePath", .string(bundlePath)), ("bundleURL", url(bundlePath)),
        ("resourceURL", url(bundlePath)),
        // A new app's Info.plist, as Xcode writes it: version 1.0, build 1 (the settings screen's "Version 1.0 (1)").
        ("bundleIdentifier", .string("com.example.app")),
        ("infoDictionary", .dictionary(infoEntries.map { DictionaryEntry(key: .string($0.0), value: .string($0.1)) })),
    ]))

    /// The keys of a new app's `Info.plist` a view shows.
    static let infoEntries = [("CFBundleShortVersionString", "1.0"), ("CFBundleVersion", "1"), ("CFBundleName", "App"),
                              ("CFBundleDisplayName", "App"), ("CFBundleIdentifier", "com.example.app")]

    package static let methods: [String: Set<String>] = [
        "Bundle": ["url", "path", "object", "localizedString"],
        "JSONDecoder": ["decode"],
        "JSONEncoder": ["encode"],
        "URL": ["appendingPathComponent", "appending", "deletingPathExtension"],
    ]

    /// A file URL of `path`.
    package static func url(_ path: String) -> SwiftValue {
        let name = String(path.split(separator: "/").last ?? "")
        let ext = name.contains(".") ? String(name.split(separator: ".").last!) : ""
        return .instance(StructValue(type: "URL", fields: [
            ("path", .string(path)), ("absoluteString", .string("file://" + path)), ("lastPathComponent", .string(name)),
            ("pathExtension", .string(ext)), ("isFileURL", .bool(true)),
        ]))
    }

    /// `URL(string:)`: nil when the string is not a URL.
    package static func url(string: String) -> SwiftValue {
        guard let u = URL(string: string), u.scheme != nil else { return .none }
        return .instance(StructValue(type: "URL", fields: [
            ("path", .string(u.path)), ("absoluteString", .string(string)), ("lastPathComponent", .string(u.lastPathComponent)),
            ("pathExtension", .string(u.pathExtension)), ("host", u.host.map { .string($0) } ?? .none), ("isFileURL", .bool(u.isFileURL)),
        ]))
    }

    /// The text of the bundled file a URL or path names; refused for any other file.
    package static func contents(_ v: SwiftValue, _ i: Interpreter, at e: Expr) throws(ExpressionError) -> String {
        let path = AppSandbox.path(v)
        if AppSandbox.holds(path) { throw AppSandbox.noSuchFile(path, at: e) }
        guard path.hasPrefix(bundlePath + "/"), let text = i.program.assets.resources[String(path.dropFirst(bundlePath.count + 1))] else {
            throw Interpreter.unsupported("reading \(path.isEmpty ? "a file" : Quoting.stringLiteral(Quoting.clip(path)))",
                                          "a board reads only the data files the app bundles (beside its Swift files); other files and the network do not run on a board", at: e.range)
        }
        return text
    }

    /// `Bundle.main.url(forResource:withExtension:)` / `path(forResource:ofType:)`: the bundled
    /// file's URL or path, nil when the app bundles no such file.
    package static func call(_ v: SwiftValue, _ type: String, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        switch (type, name) {
        case ("Bundle", "object"):
            // `Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString")`.
            guard args.first?.label == "forInfoDictionaryKey", case let .string(key) = args[0].value else { return nil }
            return infoEntries.first { $0.0 == key }.map { .string($0.1) } ?? SwiftValue.none
        case ("Bundle", "localizedString"):
            // `bundle.localizedString(forKey: key, value: nil, table: "Localizable")` (SwiftGen's `L10n`): the
            // app's strings table's text, else the value given (when not empty), else the key, as Foundation gives.
            guard args.map({ $0.label ?? "_" }) == ["forKey", "value", "table"], case let .string(key) = args[0].value else { return nil }
            let table: String? = if case let .string(t) = args[2].value { t } else { nil }
            if let text = i.program.assets.strings.text(key, table: table) { return .string(text) }
            if case let .string(value) = args[1].value, !value.isEmpty { return .string(value) }
            return .string(key)
        case ("Bundle", "url"), ("Bundle", "path"):
            guard case let .string(resource)? = args.first(where: { $0.label == "forResource" })?.value else { return SwiftValue.none }
            var file = resource
            if let ext = args.first(where: { $0.label == "withExtension" || $0.label == "ofType" })?.value, case let .string(x) = ext, !x.isEmpty {
                file += "." + x
            }
            // A compiled Core Data model (`Main.momd`, Xcode's build of `Main.xcdatamodeld`).
            let isModel = file.hasSuffix(".momd") && i.program.assets.dataModels[String(file.dropLast(".momd".count))] != nil
            guard i.program.assets.resources[file] != nil || isModel else { return SwiftValue.none }
            return name == "url" ? url(bundlePath + "/" + file) : .string(bundlePath + "/" + file)
        case ("URL", "appendingPathComponent"), ("URL", "appending"):
            guard case let .instance(s) = v, case let .string(p)? = s["path"], case let .string(c)? = args.first?.value else { return nil }
            return url(p + "/" + c)
        case ("URL", "deletingPathExtension"):
            guard case let .instance(s) = v, case let .string(p)? = s["path"] else { return nil }
            return url(p.contains(".") ? String(p[..<p.lastIndex(of: ".")!]) : p)
        case ("JSONEncoder", "encode"):
            throw ExpressionError(.unsupported, at: e.range, "'JSONEncoder.encode' cannot run on a board: \(Refusals.io) (the data it makes is written or sent)")
        case ("JSONDecoder", "decode"):
            guard args.count == 2, case let .type(t) = args[0].value, args[1].label == "from" else {
                throw ExpressionError(.arguments, at: e.range, "JSONDecoder.decode takes (Type.self, from: data)")
            }
            guard case let .instance(data) = args[1].value, data.type == "Data", case let .string(text)? = data["text"] else {
                throw ExpressionError(.type, at: args[1].range, "decode(_:from:) needs the Data of a bundled file")
            }
            var snake = false
            if case let .instance(d) = v, case let .swiftUI(s, _)? = d["keyDecodingStrategy"], s.caseName == "convertFromSnakeCase" { snake = true }
            if t == callersType {
                return .instance(StructValue(type: pendingType, fields: [("text", .string(text)), ("snake", .bool(snake))]))
            }
            return try decode(text, as: t, snake: snake, i, at: e)
        default:
            return nil
        }
    }

    /// Whether `type` names a type a value can be decoded as (not a generic parameter: `T`).
    package static func isConcrete(_ type: String, _ program: Program) -> Bool {
        let names = type.split(whereSeparator: { "[]?:<>, ".contains($0) }).map(String.init).filter { !$0.isEmpty && $0 != "Array" && $0 != "Optional" }
        return !names.isEmpty && names.allSatisfy { NativeTypes.all.contains($0) || program.type($0) != nil }
    }

    /// The JSON `text` decoded as `type`.
    package static func decode(_ text: String, as type: String, snake: Bool, _ i: Interpreter, at e: Expr) throws(ExpressionError) -> SwiftValue {
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw ExpressionError(.value, at: e.range, "the data is not valid JSON (\(error.localizedDescription))")
        }
        var decoder = JSONValueDecoder(interpreter: i, snake: snake, site: e)
        return try decoder.value(any, as: type, path: [])
    }
}
