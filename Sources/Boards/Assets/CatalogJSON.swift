import BoardModel
import SwiftFront

/// A catalogue's `Contents.json`, read with the board's positional JSON reader: a problem in it
/// is one line naming the file, line and column.
struct CatalogJSON {
    let source: SourceFile
    let node: JSONNode

    /// Reads `path` (at most 1 MiB, as every input).
    static func read(_ path: String) throws(AssetCatalogReader.Problem) -> CatalogJSON {
        let bytes: [UInt8]
        do { bytes = try BoardFileLoader.contents(of: path, what: "the asset catalogue's Contents.json") } catch {
            throw AssetCatalogReader.Problem(description: error.diagnostics.first.map { "\($0.location): \($0.message)" } ?? path)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw AssetCatalogReader.Problem(description: "\(path): the asset catalogue's Contents.json is not UTF-8 text")
        }
        let source = SourceFile(name: path, text: text)
        do {
            return CatalogJSON(source: source, node: try JSONReader.read(source))
        } catch {
            throw AssetCatalogReader.Problem(description: "\(source.location(of: error.offset)): invalid JSON in the asset catalogue: \(error.message)")
        }
    }

    /// A problem at `node`.
    func problem(_ node: JSONNode, _ message: String) -> AssetCatalogReader.Problem {
        AssetCatalogReader.Problem(description: "\(source.location(of: node.range.lowerBound)): \(message)")
    }

    /// `node`'s string (or a number written as one), or a problem.
    func string(_ node: JSONNode, _ what: String) throws(AssetCatalogReader.Problem) -> String {
        switch node.kind {
        case let .string(s, _): return s
        case let .number(v): return NumberFormat.plain(v)
        default: throw problem(node, "\(what) must be a string, found \(node.typeName)")
        }
    }

    /// `node`'s elements, or a problem.
    func array(_ node: JSONNode?, _ what: String) throws(AssetCatalogReader.Problem) -> [JSONNode] {
        guard let node else { return [] }
        guard case let .array(items) = node.kind else { throw problem(node, "\(what) must be an array, found \(node.typeName)") }
        return items
    }

    /// The appearance an entry is for: nil (any), "light" or "dark"; "skip" for one a board does not
    /// show (high contrast).
    func appearance(_ entry: JSONNode) throws(AssetCatalogReader.Problem) -> String? {
        var result: String?
        for a in try array(entry.member("appearances"), "\"appearances\"") {
            guard let kind = a.member("appearance"), let value = a.member("value") else {
                throw problem(a, "an appearance has \"appearance\" and \"value\"")
            }
            switch (try string(kind, "\"appearance\""), try string(value, "\"value\"")) {
            case ("luminosity", "light"): result = result ?? "light"
            case ("luminosity", "dark"): result = "dark"
            case ("luminosity", let v): throw problem(value, "a luminosity appearance is \"light\" or \"dark\", found \"\(Quoting.clip(v))\"")
            default: return "skip"   // high contrast, gamut, …: not the board's appearance
            }
        }
        return result
    }

    /// Whether an entry is for the board's devices: universal, iPhone or iPad; else the idiom's rank
    /// (lower is better), nil for one a board does not show.
    func idiomRank(_ entry: JSONNode) throws(AssetCatalogReader.Problem) -> Int? {
        guard let n = entry.member("idiom") else { return 0 }
        switch try string(n, "\"idiom\"") {
        case "universal": return 0
        case "iphone": return 1
        case "ipad": return 2
        case "mac": return 3
        default: return nil
        }
    }
}
