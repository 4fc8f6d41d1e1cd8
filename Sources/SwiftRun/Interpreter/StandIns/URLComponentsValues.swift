import Foundation
import SwiftFront
import BoardModel

/// Foundation's `URLComponents` and `URLQueryItem`, as an app builds a request's URL from parts
/// (`var c = URLComponents(string: base)!; c.queryItems = [URLQueryItem(name: "q", value: q)]; c.url`).
/// The parts are stored fields a program sets; `url`, `string` and `query` are composed from them
/// by Foundation, as on a device. The request itself does not answer on a board (``AppStandIns``).
package enum URLComponentsValues {
    /// The types modelled here.
    package static let types: Set<String> = ["URLComponents", "URLQueryItem"]

    /// `URLComponents()`, `URLComponents(string:)` (nil when the string is not a URL reference),
    /// `URLComponents(url:resolvingAgainstBaseURL:)`, `URLQueryItem(name:value:)`; nil for other labels.
    package static func make(_ type: String, _ args: [Argument]) -> SwiftValue? {
        let labels = args.map { $0.label ?? "_" }
        switch type {
        case "URLQueryItem" where labels == ["name", "value"]:
            guard case let .string(name) = args[0].value else { return nil }
            return .instance(StructValue(type: "URLQueryItem", fields: [("name", .string(name)), ("value", args[1].value)]))
        case "URLComponents" where labels.isEmpty:
            return value(URLComponents())
        case "URLComponents" where labels == ["string"]:
            guard case let .string(s) = args[0].value else { return nil }
            return URLComponents(string: s).map(value) ?? SwiftValue.none
        case "URLComponents" where labels == ["url", "resolvingAgainstBaseURL"]:
            guard case let .instance(u) = args[0].value, u.type == "URL", case let .string(s)? = u["absoluteString"] else { return nil }
            return URLComponents(string: s).map(value) ?? SwiftValue.none
        default:
            return nil
        }
    }

    /// `components.url`, `.string`, `.query`: composed from the stored parts.
    package static func property(_ s: StructValue, _ name: String) -> SwiftValue? {
        guard s.type == "URLComponents", ["url", "string", "query"].contains(name) else { return nil }
        let c = foundation(s)
        switch name {
        case "url": return c.string.map(BundleResources.url(string:)) ?? SwiftValue.none
        case "string": return c.string.map { .string($0) } ?? SwiftValue.none
        default: return c.query.map { .string($0) } ?? SwiftValue.none
        }
    }

    private static func value(_ c: URLComponents) -> SwiftValue {
        func text(_ s: String?) -> SwiftValue { s.map { .string($0) } ?? .none }
        let items: SwiftValue = c.queryItems.map { list in
            .array(list.map { .instance(StructValue(type: "URLQueryItem", fields: [("name", .string($0.name)), ("value", text($0.value))])) })
        } ?? .none
        return .instance(StructValue(type: "URLComponents", fields: [
            ("scheme", text(c.scheme)), ("user", text(c.user)), ("password", text(c.password)), ("host", text(c.host)),
            ("port", c.port.map { .int($0) } ?? .none), ("path", .string(c.path)), ("queryItems", items), ("fragment", text(c.fragment)),
        ]))
    }

    private static func foundation(_ s: StructValue) -> URLComponents {
        func text(_ name: String) -> String? { if case let .string(v)? = s[name] { v } else { nil } }
        var c = URLComponents()
        c.scheme = text("scheme")
        c.user = text("user")
        c.password = text("password")
        c.host = text("host")
        if case let .int(p)? = s["port"] { c.port = p }
        c.path = text("path") ?? ""
        if case let .array(items)? = s["queryItems"] {
            c.queryItems = items.compactMap { item in
                guard case let .instance(q) = item, case let .string(name)? = q["name"] else { return nil }
                return URLQueryItem(name: name, value: { if case let .string(v)? = q["value"] { v } else { nil } }())
            }
        }
        c.fragment = text("fragment")
        return c
    }
}
