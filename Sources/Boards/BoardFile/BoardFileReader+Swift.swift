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
        // A board that draws a preview reads its files as Xcode builds them for previews: `#if DEBUG` holds.
        let debug = root.member("preview") != nil
        if let n = root.member("swift") {
            // One path may be written as a string: "swift": "App.swift".
            let items: [JSONNode]
            switch n.kind {
            case .string: items = [n]
            case let .array(list) where list.count <= maximumSwiftFiles: items = list
            default:
                d.error(n, "\"swift\" must be a path or an array of up to \(maximumSwiftFiles) paths to .swift files, relative to the board file")
                return
            }
            let directory = (d.source.name as NSString).deletingLastPathComponent
            for item in items {
                guard let path = d.string(item, "a \"swift\" path") else { continue }
                let full = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
                do {
                    if let text = d.providedFiles[path] {
                        files.append(try SwiftFrontEnd.parseFile(SwiftSourceText(name: path, text: text), debug: debug))
                        continue
                    }
                    if let refusal = BoardFileLoader.swiftPathRefusal(full) {
                        d.swiftFileFailed = true
                        d.error(item, "\(Quoting.stringLiteral(Quoting.clip(path))) \(refusal)")
                        continue
                    }
                    files.append(try BoardFileLoader.loadSwift(path: full, debug: debug))
                } catch {
                    d.swiftFileFailed = true
                    // The Swift file's own problems keep their file:line:column; the board points at the path.
                    for problem in error.diagnostics.prefix(4) {
                        d.error(item, problem.excerpt == nil ? "\(Quoting.clip(path)): \(problem.message)" : "\(problem.location): \(problem.message)")
                    }
                }
            }
        }
        d.swift = SwiftEnvironment(files: files, constants: constants, assetColors: readAssetColors(root, &d))
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
