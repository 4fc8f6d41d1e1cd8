import BoardModel
import Foundation
import SwiftFront
import SwiftRun

/// A colour set (`Name.colorset/Contents.json`) as ``AppAssets`` holds it: a colour per appearance.
enum ColorSetReader {
    /// The set's colours; nil for a set that holds none (Xcode's new-project `AccentColor`: the
    /// app keeps the system's accent), which is as if it were not there.
    static func read(_ folder: String) throws(AssetCatalogReader.Problem) -> Appearances<AssetColor>? {
        let contents = folder + "/Contents.json"
        guard AssetCatalogReader.exists(contents) else {
            throw AssetCatalogReader.Problem(description: "\(folder): a colour set without its Contents.json")
        }
        let json = try CatalogJSON.read(contents)
        var chosen: [String: (rank: Int, color: AssetColor)] = [:]
        for entry in try json.array(json.node.member("colors"), "\"colors\"") {
            guard let rank = try json.idiomRank(entry) else { continue }
            let appearance = try json.appearance(entry) ?? "any"
            guard appearance != "skip", let color = entry.member("color") else { continue }
            let value = try Self.color(color, json)
            if chosen[appearance].map({ rank < $0.rank }) ?? true { chosen[appearance] = (rank, value) }
        }
        let set = Appearances(any: chosen["any"]?.color, light: chosen["light"]?.color, dark: chosen["dark"]?.color)
        return set.any != nil || set.light != nil || set.dark != nil ? set : nil
    }

    static func name(_ folder: String) -> String {
        let last = folder.split(separator: "/").last.map(String.init) ?? folder
        return last.hasSuffix(".colorset") ? String(last.dropLast(9)) : last
    }

    /// `{"color-space": "srgb", "components": {…}}` or `{"platform": "ios", "reference": "systemBlueColor"}`.
    static func color(_ node: JSONNode, _ json: CatalogJSON) throws(AssetCatalogReader.Problem) -> AssetColor {
        if let reference = node.member("reference") {
            let name = try json.string(reference, "\"reference\"")
            // UIKit's names (`systemBlueColor`, `labelColor`) as SwiftUI's `Color(.systemBlue)` names them.
            let trimmed = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            for candidate in [trimmed, name] where SystemColors.contains(candidate) { return .system(candidate) }
            throw json.problem(reference, "the system colour \(Quoting.stringLiteral(Quoting.clip(name))) is not one a board draws; expected one of \(SystemColors.names.prefix(8).joined(separator: ", ")), …")
        }
        let space = try node.member("color-space").map { (n: JSONNode) throws(AssetCatalogReader.Problem) in try json.string(n, "\"color-space\"") } ?? "srgb"
        guard let components = node.member("components") else { throw json.problem(node, "a colour has \"components\" or a \"reference\"") }
        func component(_ key: String, alpha: Bool = false) throws(AssetCatalogReader.Problem) -> Double {
            guard let n = components.member(key) else { throw json.problem(components, "the colour's components have no \"\(key)\"") }
            guard let v = Self.number(n, alpha: alpha, extended: space.hasPrefix("extended")) else {
                throw json.problem(n, "\"\(key)\" must be a number from 0 to 1 (\"0.200\"), a whole number from 0 to 255 (\"51\") or hex (\"0x33\")")
            }
            return v
        }
        let alpha = components.member("alpha") == nil ? 1 : try component("alpha", alpha: true)
        switch space {
        case "srgb", "display-p3", "extended-srgb":
            // Display P3 is drawn as sRGB (its components as they are); extended values are clamped.
            return .rgb(Color(red: clamp(try component("red")), green: clamp(try component("green")), blue: clamp(try component("blue")),
                              alpha: clamp(alpha)))
        case "extended-linear-srgb":
            return .rgb(Color(red: encoded(try component("red")), green: encoded(try component("green")), blue: encoded(try component("blue")),
                              alpha: clamp(alpha)))
        case "gray-gamma-22", "extended-gray":
            let white = clamp(try component("white"))
            return .rgb(Color(red: white, green: white, blue: white, alpha: clamp(alpha)))
        default:
            throw json.problem(node.member("color-space") ?? node, "the colour space \(Quoting.stringLiteral(Quoting.clip(space))) is not read; use sRGB, Display P3 or grey")
        }
    }

    /// A component as Xcode writes it: `"0.200"` (0–1), `"51"` (0–255), `"0x33"` (hex, 0–255);
    /// an alpha is always 0–1.
    static func number(_ node: JSONNode, alpha: Bool, extended: Bool) -> Double? {
        let text: String
        switch node.kind {
        case let .string(s, _): text = s.trimmingSpaces
        case let .number(v):
            guard v.isFinite else { return nil }
            if !alpha, v == v.rounded(), v > 1 { return v <= 255 ? v / 255 : nil }
            return extended || (0...1).contains(v) ? v : nil
        default: return nil
        }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard let v = Int(text.dropFirst(2), radix: 16), (0...255).contains(v), !alpha else { return nil }
            return Double(v) / 255
        }
        if !alpha, !text.contains("."), !text.contains("e"), let v = Int(text) {
            return (0...255).contains(v) ? Double(v) / 255 : nil
        }
        guard let v = Double(text), v.isFinite, extended || (0...1).contains(v) else { return nil }
        return v
    }

    static func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }

    /// A linear component encoded with sRGB's transfer function.
    static func encoded(_ v: Double) -> Double {
        let c = clamp(v)
        return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}

extension String {
    /// The string without spaces at its ends.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
