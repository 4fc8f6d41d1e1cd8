import SwiftFront
import BoardScene
import BoardModel
import Foundation

/// Properties and methods of the modelled values: numbers, strings, arrays,
/// dictionaries, ranges, tuples, `Angle` and the geometry structs,
/// `TransitionPhase`, bindings (`$item.name`).
package enum NativeMembers {
    /// `value.name` when it is a property boardgen models; nil otherwise.
    package static func property(_ v: SwiftValue, _ name: String, _ i: Interpreter, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        switch v {
        case let .int(n):
            switch name {
            case "magnitude": return .int(n.magnitude > UInt(Int.max) ? Int.max : Int(n.magnitude))
            case "description": return .string(String(n))
            case "isZero": return .bool(n == 0)
            case "signum": return nil
            default: return nil
            }
        case let .double(d):
            switch name {
            case "magnitude": return .double(Swift.abs(d))
            case "description": return .string("\(d)")
            case "isZero": return .bool(d == 0)
            case "isNaN": return .bool(d.isNaN)
            case "isFinite": return .bool(d.isFinite)
            case "isInfinite": return .bool(d.isInfinite)
            // `FloatingPointSign`: `.minus` for a negative number (or -0), else `.plus`.
            case "sign": return .swiftUI(Expr(.implicitMember(d.sign == .minus ? "minus" : "plus"), range: e.range), origin: i.currentOrigin)
            default: return nil
            }
        case let .bool(b):
            return name == "description" ? .string(String(b)) : nil
        case let .string(s):
            return try string(s, name, i, e)
        case let .array(items):
            return collectionProperty(items, name)
        case let .dictionary(entries):
            switch name {
            case "count": return .int(entries.count)
            case "isEmpty": return .bool(entries.isEmpty)
            case "keys": return .array(entries.map(\.key))
            case "values": return .array(entries.map(\.value))
            case "first": return entries.first.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) } ?? SwiftValue.none
            default: return nil
            }
        case let .range(lo, hi, _):
            switch name {
            case "lowerBound": return lo
            case "upperBound": return hi
            case "count", "isEmpty", "first", "last":
                return collectionProperty(try i.elements(of: v, at: e.range), name)
            default: return nil
            }
        case let .tuple(items, labels):
            if let k = Int(name), k >= 0, k < items.count { return items[k] }
            if let k = labels.firstIndex(of: name) { return items[k] }
            return nil
        case let .instance(s):
            return try instanceProperty(s, name, i, e)
        // Core Data's stand-ins (a container's `viewContext`, a context's settings): their fields.
        case let .object(box) where CoreDataStore.types.contains(box.instance.type) || LocationManager.types.contains(box.instance.type) || MotionManager.types.contains(box.instance.type)
            || SwiftDataStore.types.contains(box.instance.type):
            return box.instance[name]
        case let .enumCase(c):
            if c.type == "DynamicTypeSize", name == "isAccessibilitySize" { return .bool(c.name.hasPrefix("accessibility")) }
            if c.type == "EditMode", name == "isEditing" { return .bool(c.name != "inactive") }
            // iOS 13's `ContentSizeCategory` (`@Environment(\.sizeCategory)`, `.large` on a board).
            if c.type == "ContentSizeCategory", name == "isAccessibilityCategory" { return .bool(c.name.hasPrefix("accessibility")) }
            // An `AsyncImage`'s phase on a board: `.empty`, no image and no error yet.
            if c.type == "AsyncImagePhase", name == "image" || name == "error" { return SwiftValue.none }
            if c.type == "ScrollTransitionPhase" {
                switch name {
                case "isIdentity": return .bool(c.name == "identity")
                case "value": return .double(c.name == "topLeading" ? -1 : c.name == "identity" ? 0 : 1)
                default: return nil
                }
            }
            if c.type == "TransitionPhase" {
                switch name {
                case "isIdentity": return .bool(c.name == "identity")
                case "value": return .double(c.name == "willAppear" ? -1 : c.name == "identity" ? 0 : 1)
                default: return nil
                }
            }
            return nil
        case let .binding(ref):
            switch name {
            case "wrappedValue": return try i.read(ref, at: e.range)
            case "projectedValue": return v
            default: return .binding(.path(ref, [.member(name)]))
            }
        case let .keyPath(components):
            return name == "description" ? .string("\\." + components.joined(separator: ".")) : nil
        default:
            return nil
        }
    }

    package static func collectionProperty(_ items: [SwiftValue], _ name: String) -> SwiftValue? {
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return items.first ?? SwiftValue.none
        case "last": return items.last ?? SwiftValue.none
        case "indices": return .range(.int(0), .int(items.count), closed: false)
        case "startIndex": return .int(0)
        case "endIndex": return .int(items.count)
        default: return nil
        }
    }

    private static func string(_ s: String, _ name: String, _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        switch name {
        case "count": return .int(s.count)
        case "isEmpty": return .bool(s.isEmpty)
        // A string's indices are character offsets on a board: `startIndex` 0, `endIndex` its count.
        case "startIndex": return .int(0)
        case "endIndex": return .int(s.count)
        case "first": return s.first.map { .string(String($0)) } ?? SwiftValue.none
        case "last": return s.last.map { .string(String($0)) } ?? SwiftValue.none
        case "capitalized": return .string(s.capitalized)
        case "localizedCapitalized": return .string(s.capitalized)
        case "description": return .string(s)
        case "utf8", "unicodeScalars": return .array(s.unicodeScalars.map { .int(Int($0.value)) })
        default: return nil
        }
    }

    private static func instanceProperty(_ s: StructValue, _ name: String, _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        if let stored = s[name] { return stored }
        if let v = TextScanning.property(s, name) { return v }
        if s.type == "Date" { return DateValues.property(s, name, i) }
        if let v = URLComponentsValues.property(s, name) { return v }
        if let v = MeasurementValues.property(s, name) { return v }
        if s.type == "PresentationMode", name == "wrappedValue" { return .instance(s) }
        // `@Environment(\.self) var env`: `env.colorScheme`, `env.managedObjectContext`, … as `@Environment(\.key)` reads them.
        if s.type == "EnvironmentValues" { return try PropertyWrappers.environment(name, i, at: e.range) }
        let n = NativeTypes.numbers(of: .instance(s), s.type)
        switch (s.type, name) {
        case ("Angle", "degrees"): return n.map { .double($0[0] * 180 / .pi) }
        case ("Angle", "animatableData"): return n.map { .double($0[0]) }
        case (_, "animatableData") where NativeTypes.simd.contains(s.type): return .instance(s)
        case (_, "scalarCount") where NativeTypes.simd.contains(s.type): return .int(s.values.count)
        case ("CGRect", _):
            guard let (x, y, w, h) = Geometry.rectNumbers(.instance(s)) else { return nil }
            let values: [String: Double] = ["width": w, "height": h, "minX": x, "midX": x + w / 2, "maxX": x + w,
                                            "minY": y, "midY": y + h / 2, "maxY": y + h]
            return values[name].map { .double($0) }
        case ("CGAffineTransform", "isIdentity"): return n.map { .bool($0 == [1, 0, 0, 1, 0, 0]) }
        case ("ProjectionTransform", "isIdentity"): return n.map { .bool($0 == [1, 0, 0, 0, 1, 0, 0, 0, 1]) }
        case ("ProjectionTransform", "isAffine"): return n.map { .bool($0[2] == 0 && $0[5] == 0 && $0[8] == 1) }
        case ("UUID", "uuidString"): return s["uuidString"]
        case ("Path", "boundingRect"): return PathValues.segments(of: .instance(s)).map(PathValues.boundingRect)
        case ("Path", "isEmpty"): return PathValues.segments(of: .instance(s)).map { .bool($0.isEmpty) }
        // `path.cgPath` (a Path is its own CGPath here); AppKit's `NSBezierPath.reversed`.
        case ("Path", "cgPath"): return .instance(s)
        case ("Path", "reversed"): return PathValues.segments(of: .instance(s)).map { PathValues.value(PathValues.reversed($0)) }
        case ("GeometryProxy", "safeAreaInsets"): return NativeTypes.make("EdgeInsets", [0, 0, 0, 0])
        default: return nil
        }
    }

    /// How a modelled struct prints, when it differs from the default.
    package static func description(of s: StructValue) -> String? {
        switch s.type {
        case "UUID": if case let .string(u)? = s["uuidString"] { return u }
        case "Date": if let t = s["timeIntervalSince1970"].flatMap(Arithmetic.number) { return BoardClock.description(t) }
        default: break
        }
        return nil
    }

    /// Whether `value.name(…)` is a method boardgen models.
    package static func hasMethod(_ v: SwiftValue, _ name: String) -> Bool {
        switch v {
        case .array, .range: return collectionMethods.contains(name) || mutatingArrayMethods.contains(name)
        case .dictionary: return collectionMethods.contains(name) || ["mapValues", "removeValue", "updateValue", "merge", "merging"].contains(name)
        case .string: return stringMethods.contains(name) || collectionMethods.contains(name)
        case .int, .double: return numberMethods.contains(name)
        case .bool: return name == "toggle"
        case let .instance(s):
            if DateValues.methods[s.type]?.contains(name) ?? AppStandIns.methods[s.type]?.contains(name) ?? BundleResources.methods[s.type]?.contains(name) ?? false { return true }
            return ["translatedBy", "scaledBy", "rotated", "concatenating", "inverted"].contains(name) && s.type.hasSuffix("Transform")
                || s.type == "GeometryProxy" && (name == "frame" || name == "bounds")
                // `extension Path { mutating func addCircle(…) { move(to: …); addArc(…) } }`.
                || s.type == "Path" && PathValues.isPathMethod(name)
                || ["CGPoint", "CGSize", "CGRect"].contains(s.type) && name == "applying"
                || s.type == "CGRect" && RectValues.methods.contains(name)
        case let .object(box):
            if box.instance.type == "NumberFormatter" { return NumberFormatterValues.methods.contains(name) }
            if let methods = CoreDataStore.methods[box.instance.type] { return methods.contains(name) }
            return DateValues.methods[box.instance.type]?.contains(name) ?? AppStandIns.methods[box.instance.type]?.contains(name) ?? false
        default: return false
        }
    }

    package static let collectionMethods: Set<String> = [
        "filter", "map", "compactMap", "flatMap", "first", "firstIndex", "last", "lastIndex", "contains", "sorted", "reversed",
        "reduce", "enumerated", "joined", "prefix", "suffix", "dropFirst", "dropLast", "min", "max", "allSatisfy", "forEach",
        "index", "split", "count", "sum", "randomElement", "shuffled", "isEmpty", "elementsEqual", "starts", "distance",
    ]
    package static let mutatingArrayMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "reverse", "sort", "swapAt", "move", "popLast",
        "removeSubrange", "replaceSubrange", "toggle", "removeValue", "updateValue", "merge", "shuffle", "formUnion",
    ]
    package static let stringMethods: Set<String> = [
        "lowercased", "uppercased", "contains", "hasPrefix", "hasSuffix", "localizedCaseInsensitiveContains",
        "localizedStandardContains", "trimmingCharacters", "rangeOfCharacter", "replacingOccurrences", "split", "components", "prefix",
        "dropFirst", "dropLast", "suffix", "capitalized", "localizedLowercase", "localizedUppercase", "padding", "index",
        "distance", "firstIndex", "lastIndex", "range", "starts",
    ]
    package static let numberMethods: Set<String> = [
        "rounded", "squareRoot", "isMultiple", "truncatingRemainder", "remainder", "formatted", "distance", "advanced", "clamped",
    ]

    /// Whether `value.name(…)` changes the value (it must be a variable, and it is written back).
    package static func isMutating(_ v: SwiftValue, _ name: String) -> Bool {
        switch v {
        case .array, .dictionary, .string: return mutatingArrayMethods.contains(name) && name != "toggle"
        case .bool: return name == "toggle"
        case .int, .double: return ["negate", "round", "formRemainder", "formTruncatingRemainder"].contains(name)
        case let .instance(s) where s.type == "Path": return PathValues.isPathMethod(name) && !PathValues.returningCopy.contains(name)
        default: return false
        }
    }
}
