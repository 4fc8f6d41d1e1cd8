import Foundation

/// An app's Core Data model (`Model.xcdatamodeld`'s current version, its `contents` XML): the
/// entities, and the Swift classes Xcode generates for them (codegen "Class Definition": a
/// `Name: NSManagedObject` class with a property per attribute and relationship, and its
/// `fetchRequest()`), which an app's Swift files use without declaring.
///
/// The types Xcode gives properties: an integer, floating-point or Boolean attribute that uses a
/// scalar type is that scalar, starting at its default value (0, false); a string, date, UUID,
/// URL, data or decimal one is optional, starting nil; a transformable one is its custom class,
/// optional; a to-one relationship is the destination, optional; a to-many one a set of them,
/// optional (nil until the app adds to it).
package struct CoreDataModel: Sendable {
    /// One entity.
    package struct Entity: Sendable {
        package var name: String
        /// The class Xcode generates (its `representedClassName`, without a module).
        package var className: String
        /// `class`, `category` or nil (manual: the app declares the class and its properties).
        package var codegen: String?
        /// `(name, Swift type, initial value)` of each property.
        package var properties: [(name: String, type: String, initial: String)]
    }

    /// The entities, in the file's order.
    package var entities: [Entity] = []

    /// Reads a model's `contents` XML (elements and attributes only; Xcode writes one element a line).
    package init(xml: String) {
        var current: Entity?
        for tag in Self.tags(xml) {
            let a = tag.attributes
            switch tag.name {
            case "entity":
                if let e = current { entities.append(e) }
                let name = a["name"] ?? ""
                let represented = (a["representedClassName"] ?? name).split(separator: ".").last.map(String.init) ?? name
                current = Entity(name: name, className: represented.isEmpty ? name : represented, codegen: a["codeGenerationType"], properties: [])
                if tag.selfClosing, let e = current { entities.append(e); current = nil }
            case "/entity":
                if let e = current { entities.append(e) }
                current = nil
            case "attribute":
                guard let name = a["name"], let property = Self.attribute(a) else { continue }
                current?.properties.append((name, property.type, property.initial))
            case "relationship":
                guard let name = a["name"], let destination = a["destinationEntity"] else { continue }
                current?.properties.append((name, a["toMany"] == "YES" ? "Set<\(destination)>?" : destination + "?", "nil"))
            default:
                continue
            }
        }
        if let e = current { entities.append(e) }
    }

    /// The Swift type and initial value of an attribute.
    static func attribute(_ a: [String: String]) -> (type: String, initial: String)? {
        let scalar = a["usesScalarValueType"] != "NO"
        let defaultValue = a["defaultValueString"]
        func number(_ type: String, _ zero: String) -> (String, String) {
            scalar ? (type, defaultValue.flatMap { Double($0) != nil ? $0 : nil } ?? zero) : (type + "?", defaultValue ?? "nil")
        }
        switch a["attributeType"] ?? "" {
        case "Integer 16": return number("Int16", "0")
        case "Integer 32": return number("Int32", "0")
        case "Integer 64": return number("Int64", "0")
        case "Double": return number("Double", "0")
        case "Float": return number("Float", "0")
        case "Boolean":
            let on = defaultValue == "YES" || defaultValue == "1" || defaultValue == "true"
            return scalar ? ("Bool", on ? "true" : "false") : ("Bool?", defaultValue == nil ? "nil" : (on ? "true" : "false"))
        case "String":
            return ("String?", defaultValue.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" } ?? "nil")
        case "Date": return ("Date?", "nil")
        case "UUID": return ("UUID?", "nil")
        case "URI": return ("URL?", "nil")
        case "Binary": return ("Data?", "nil")
        case "Decimal": return ("Double?", "nil")
        case "Transformable":
            guard let custom = a["customClassName"], !custom.isEmpty else { return nil }
            return (custom + "?", "nil")
        default: return nil
        }
    }

    /// The Swift file Xcode would generate for the entities whose classes `isDeclared` says the
    /// app's files do not declare (codegen "class", or none at all); nil when there is none.
    package func generatedSwift(isDeclared: (String) -> Bool) -> String? {
        var out = "import CoreData\n"
        var any = false
        for e in entities where !isDeclared(e.className) && e.codegen != "category" {
            any = true
            out += "\npublic class \(e.className): NSManagedObject, Identifiable {\n"
            // `Identifiable`'s `id` (an object identifier in Core Data): one of its own, unless an attribute has the name.
            if !e.properties.contains(where: { $0.name == "id" }) { out += "    public let id = UUID()\n" }
            // The object's identity in its store (`ForEach(items, id: \\.objectID)`), and its state: in a store, unchanged.
            out += "    public let objectID = UUID()\n    public let isDeleted = false\n    public let isFault = false\n"
            for p in e.properties { out += "    public var \(p.name): \(p.type) = \(p.initial)\n" }
            out += "    public static func fetchRequest() -> NSFetchRequest<\(e.className)> { NSFetchRequest<\(e.className)>(entityName: \"\(e.name)\") }\n"
            out += "}\n"
        }
        return any ? out : nil
    }

    /// The tags of an XML text: name (`entity`, `/entity`), attributes, and whether it closes itself.
    static func tags(_ xml: String) -> [(name: String, attributes: [String: String], selfClosing: Bool)] {
        var out: [(String, [String: String], Bool)] = []
        var rest = Substring(xml)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            guard let first = body.first, first != "?", first != "!" else { continue }
            let selfClosing = body.hasSuffix("/")
            let name = String(body.prefix { !$0.isWhitespace })
            var attributes: [String: String] = [:]
            var scan = body.dropFirst(name.count)
            while let eq = scan.firstIndex(of: "=") {
                let key = scan[..<eq].trimmingCharacters(in: .whitespaces)
                let afterEq = scan[scan.index(after: eq)...]
                guard let q1 = afterEq.firstIndex(of: "\""), let q2 = afterEq[afterEq.index(after: q1)...].firstIndex(of: "\"") else { break }
                attributes[key] = unescape(String(afterEq[afterEq.index(after: q1)..<q2]))
                scan = afterEq[afterEq.index(after: q2)...]
            }
            out.append((name.hasSuffix("/") ? String(name.dropLast()) : name, attributes, selfClosing))
        }
        return out
    }

    static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
