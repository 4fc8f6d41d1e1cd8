import Foundation

/// An app's strings tables in its development language: what `Text("welcome_title")`,
/// `String(localized:)` and `NSLocalizedString` show on a device set to that language. Read from
/// `en.lproj/Localizable.strings` (else `Base.lproj`) and string catalogues (`Localizable.xcstrings`,
/// their source language's values), by table name (`Localizable` unless `tableName:`/`table:`
/// names another). A key no table holds shows itself, as Foundation shows it.
public struct StringsTables: Sendable, Equatable {
    /// Table name → key → text.
    public var tables: [String: [String: String]] = [:]

    /// No tables.
    public init() {}

    /// Whether no table holds a string.
    public var isEmpty: Bool { tables.values.allSatisfy(\.isEmpty) }

    /// The text of `key` in `table` (default `Localizable`), if the table holds it.
    public func text(_ key: String, table: String? = nil) -> String? { tables[table ?? "Localizable"]?[key] }

    /// Adds `entries` to `table`; a key already there keeps its first text.
    public mutating func add(_ entries: [String: String], table: String) {
        tables[table, default: [:]].merge(entries) { first, _ in first }
    }

    /// The entries of a `.strings` file's text (`"key" = "value";`, with `/* */` and `//`
    /// comments and the escapes `\"`, `\\`, `\n`, `\t`, `\Uxxxx`); nil when it is not one.
    public static func parseStrings(_ text: String) -> [String: String]? {
        var entries: [String: String] = [:]
        var s = Substring(text)
        func skipSpaceAndComments() {
            while true {
                s = s.drop(while: { $0.isWhitespace })
                if s.hasPrefix("/*") {
                    guard let end = s.range(of: "*/") else { s = ""; return }
                    s = s[end.upperBound...]
                } else if s.hasPrefix("//") {
                    s = s.drop(while: { $0 != "\n" })
                } else { return }
            }
        }
        func quoted() -> String? {
            guard s.first == "\"" else { return nil }
            s = s.dropFirst()
            var out = ""
            while let c = s.first {
                s = s.dropFirst()
                switch c {
                case "\"": return out
                case "\\":
                    guard let e = s.first else { return nil }
                    s = s.dropFirst()
                    switch e {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "U", "u":
                        let hex = s.prefix(4)
                        guard hex.count == 4, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else { return nil }
                        out.unicodeScalars.append(scalar)
                        s = s.dropFirst(4)
                    default: out.append(e)
                    }
                default: out.append(c)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            if s.isEmpty { return entries }
            guard let key = quoted() else { return nil }
            skipSpaceAndComments()
            guard s.first == "=" else { return nil }
            s = s.dropFirst()
            skipSpaceAndComments()
            guard let value = quoted() else { return nil }
            skipSpaceAndComments()
            guard s.first == ";" else { return nil }
            s = s.dropFirst()
            if entries[key] == nil { entries[key] = value }
        }
    }

    /// The source language's entries of a string catalogue (`.xcstrings`, JSON); a plural
    /// variation shows its `other` form. Nil when the data is not one.
    public static func parseCatalog(_ data: Data) -> [String: String]? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return nil }
        let language = root["sourceLanguage"] as? String ?? "en"
        var entries: [String: String] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                  let localization = localizations[language] as? [String: Any] else { continue }
            if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                entries[key] = value
            } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any],
                      let other = (plural["other"] as? [String: Any])?["stringUnit"] as? [String: Any],
                      let value = other["value"] as? String {
                entries[key] = value
            }
        }
        return entries
    }
}
