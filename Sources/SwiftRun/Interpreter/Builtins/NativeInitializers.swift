import SwiftFront
import BoardScene
import BoardModel
/// Initializers of the modelled types: `Double(x)`, `CGSize(width:height:)`,
/// `Angle(degrees:)`, `Array(repeating:count:)`, `UUID()`, `Binding(get:set:)`, ….
package enum NativeInitializers {
    /// `String(localized: "Key", defaultValue:, table:, bundle:, locale:, comment:)`: the
    /// development language's text — the app's strings table's (``StringsTables``), else the
    /// default value when given, else the key (as Foundation does when a table lacks the key).
    private static func localized(_ args: [Argument], _ interpreter: Interpreter) throws(ExpressionError) -> String? {
        guard let key = args.first, key.label == "localized",
              args.dropFirst().allSatisfy({ ["defaultValue", "table", "bundle", "locale", "comment"].contains($0.label ?? "") })
        else { return nil }
        let table = try args.first { $0.label == "table" }.map { a throws(ExpressionError) in try interpreter.text(of: a.value, at: a.range) }
        if let text = interpreter.program.assets.strings.text(try interpreter.text(of: key.value, at: key.range), table: table) { return text }
        let shown = args.first { $0.label == "defaultValue" } ?? key
        return try interpreter.text(of: shown.value, at: shown.range)
    }

    package static func make(_ type: String, _ args: [Argument], _ interpreter: Interpreter, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        let labels = args.map { $0.label ?? "_" }
        func number(_ i: Int) throws(ExpressionError) -> Double {
            guard let v = Arithmetic.number(args[i].value) else {
                throw ExpressionError(.type, at: args[i].range, "expected a number for '\(args[i].label ?? "_"):' of \(type)(…), found \(interpreter.describe(args[i].value))")
            }
            return v
        }
        func numbers(_ names: [String]) throws(ExpressionError) -> SwiftValue? {
            guard labels == names else { return nil }
            var values: [Double] = []
            for i in args.indices { values.append(try number(i)) }
            return NativeTypes.make(type, values)
        }
        if let v = try DateValues.make(type, args, interpreter, e) { return v }
        if let v = NumberFormatterValues.make(type, args) { return v }
        if UIKitAppearance.barAppearances.contains(type) { return UIKitAppearance.proxy(type) }
        if let v = TextScanning.make(type, args) { return v }
        if let v = URLComponentsValues.make(type, args) { return v }
        if let v = LocationManager.make(type, args) { return v }
        if let v = MotionManager.make(type, args) { return v }
        if let v = MeasurementValues.make(type, args) { return v }
        if let v = SwiftDataStore.make(type, args) { return v }
        switch type {
        case CurrentValueSubjects.type:
            if let subject = CurrentValueSubjects.make(args, interpreter) { return subject }
        // Combine's `Just(value)`: it sends its value to each subscriber when subscribed, as a subject
        // holding it does (and nothing after, which no instant drawn could tell apart).
        case "Just":
            if let subject = CurrentValueSubjects.make(args, interpreter) { return subject }
        case "OperationQueue" where args.isEmpty:
            return .instance(StructValue(type: "OperationQueue", fields: []))
        case "PassthroughSubject" where args.isEmpty:
            return .instance(StructValue(type: "PassthroughSubject", fields: []))
        // A session of a configuration, and a cache: requests through them do not answer either (AppStandIns).
        case "URLSession" where labels.first == "configuration":
            return .instance(StructValue(type: "URLSession", fields: []))
        case "URLCache" where labels.allSatisfy({ ["memoryCapacity", "diskCapacity", "diskPath", "directory"].contains($0) }):
            return AppStandIns.urlCache
        case "Transaction":
            // `Transaction()`, `Transaction(animation: a)`; `disablesAnimations` is set on it after.
            if args.isEmpty || labels == ["animation"] {
                return .instance(StructValue(type: "Transaction", fields: [("animation", args.first?.value ?? .none),
                                                                          ("disablesAnimations", .bool(false))]))
            }
        case "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator":
            return .instance(StructValue(type: type, fields: []))
        case "UIFontMetrics" where labels == ["forTextStyle"]:
            return .instance(StructValue(type: "UIFontMetrics", fields: []))
        case "JSONDecoder", "JSONEncoder":
            // Made and configured (`let encoder = JSONEncoder(); encoder.outputFormatting = …`); an encoder's
            // `encode` is refused where it is called (BundleResources).
            if args.isEmpty { return .instance(StructValue(type: type, fields: [])) }
        // `DispatchQueue(label: "app.sync", qos: .background)`: a queue of the app's own, which on a board
        // runs its blocks as the main queue does (after the action, or the delay).
        case "DispatchQueue" where labels.first == "label":
            return AppStandIns.dispatchQueue
        case "URL":
            if labels == ["string"], case let .string(s) = args[0].value { return BundleResources.url(string: s) }
            if labels.first == "fileURLWithPath" || labels.first == "filePath", case let .string(s) = args[0].value { return BundleResources.url(s) }
        case "NSError" where labels == ["domain", "code", "userInfo"] || labels == ["domain", "code"]:
            return try nsError(args, interpreter)
        // `Bundle(for: Token.self)`: the bundle holding a class of the app's — its own, on a board.
        case "Bundle" where labels == ["for"]:
            return BundleResources.mainBundle
        case "Data":
            if labels.isEmpty { return .instance(StructValue(type: "Data", fields: [("text", .string(""))])) }
            if labels.first == "contentsOf" {
                return .instance(StructValue(type: "Data", fields: [("text", .string(try BundleResources.contents(args[0].value, interpreter, at: e)))]))
            }
        case "String" where labels.first == "contentsOf" || labels.first == "contentsOfFile":
            return .string(try BundleResources.contents(args[0].value, interpreter, at: e))
        case "UserDefaults":
            if labels == ["suiteName"] { return AppStandIns.userDefaults }
        case "UIImage":
            // `UIImage(named:)`: nil when no catalogue holds it, as UIKit answers; a symbol by its name.
            if labels.first == "named", labels.dropFirst().allSatisfy({ ["in", "compatibleWith", "with"].contains($0) }),
               case let .string(name) = args[0].value {
                if let reason = interpreter.program.assets.refusals[name] { throw Interpreter.unsupported("UIImage(named: \"\(name)\")", reason, at: e.range) }
                return interpreter.program.assets.images[name] == nil ? .none : .instance(StructValue(type: "UIImage", fields: [("named", .string(name))]))
            }
            if labels.first == "systemName", case let .string(name) = args[0].value {
                return .instance(StructValue(type: "UIImage", fields: [("systemName", .string(name))]))
            }
        case _ where NativeTypes.numbers.contains(type):
            if args.isEmpty { return .double(0) }
            guard args.count == 1 else { break }
            if case let .string(s) = args[0].value { return Double(s).map { .double($0) } ?? .none }
            return .double(try number(0))
        case _ where NativeTypes.integers.contains(type):
            if args.isEmpty { return .int(0) }
            // `Int("ff8800", radix: 16)`: the string's number in that base, or nil.
            if labels == ["_", "radix"], case let .string(s) = args[0].value, case let .int(radix) = args[1].value, (2...36).contains(radix) {
                return Int(s, radix: radix).map { .int($0) } ?? .none
            }
            guard args.count == 1 else { break }
            if case let .string(s) = args[0].value { return Int(s).map { .int($0) } ?? .none }
            let v = try number(0)
            guard let i = Int(checking: v.rounded(.towardZero)) else {
                throw ExpressionError(.value, at: e.range, "\(NumberFormat.plain(v)) does not fit an Int")
            }
            return .int(i)
        case "LocalizedStringKey", "LocalizedStringResource":
            if args.count == 1, args[0].label == nil { return .string(try interpreter.text(of: args[0].value, at: args[0].range)) }
            if let text = try localized(args, interpreter) { return .string(text) }
        case "Bool":
            if args.count == 1, case .bool = args[0].value { return args[0].value }
        case "String", "Character", "Substring":
            if args.isEmpty { return .string("") }
            if args.count == 1, args[0].label == nil { return .string(try interpreter.text(of: args[0].value, at: args[0].range)) }
            // `String(describing: x)`, `String(reflecting: x)`: the value as it prints (a type's name for `Self.self`).
            if labels == ["describing"] || labels == ["reflecting"] {
                if case let .type(name) = args[0].value { return .string(name) }
                return .string(try interpreter.text(of: args[0].value, at: args[0].range))
            }
            if let text = try localized(args, interpreter) { return .string(text) }
            if labels == ["repeating", "count"], case let .string(s) = args[0].value, case let .int(n) = args[1].value {
                try interpreter.checkSize(s.count, times: n, e.range, what: "the string")
                return .string(String(repeating: s, count: max(0, n)))
            }
            // `String(255, radix: 16)`, `String(n, radix: 2, uppercase: true)`.
            if labels == ["_", "radix"] || labels == ["_", "radix", "uppercase"], case let .int(n) = args[0].value, case let .int(r) = args[1].value {
                guard (2...36).contains(r) else {
                    throw ExpressionError(.value, at: args[1].range, "a radix is 2…36; got \(r)")
                }
                let upper: Bool = if args.count == 3, case let .bool(u) = args[2].value { u } else { false }
                return .string(String(n, radix: r, uppercase: upper))
            }
            // `String(format: "%.2f", total)`: printf's conversions, in US English.
            if labels.first == "format", case let .string(template) = args[0].value {
                // `String(format: f, arguments: [a, b])`: the array's elements are the values.
                if labels == ["format", "arguments"], case let .array(values) = args[1].value {
                    return .string(try CFormat.format(template, values, interpreter, at: e))
                }
                return .string(try CFormat.format(template, Array(args.dropFirst()).map(\.value), interpreter, at: e))
            }
        case "Array", "Set":
            if args.isEmpty { return .array([]) }
            if labels == ["repeating", "count"], case let .int(n) = args[1].value {
                try interpreter.checkSize(n, e.range, what: "Array(repeating:count:)")
                let made = SwiftValue.array(Array(repeating: args[0].value, count: max(0, n)))
                if Interpreter.mayBeHeavy(args[0].value) { try interpreter.checkWeight(made, e.range, what: "Array(repeating:count:)") }
                return made
            }
            if args.count == 1 {
                let items = try interpreter.elements(of: args[0].value, at: args[0].range)
                if type == "Set" {
                    var unique: [SwiftValue] = []
                    for item in items where !unique.contains(where: { interpreter.equal($0, item) }) { unique.append(item) }
                    return .array(unique)
                }
                return .array(items)
            }
        case "Dictionary":
            if args.isEmpty { return .dictionary([]) }
            if labels == ["uniqueKeysWithValues"] {
                var entries: [DictionaryEntry] = []
                for pair in try interpreter.elements(of: args[0].value, at: args[0].range) {
                    if case let .tuple(items, _) = pair, items.count == 2 { entries.append(DictionaryEntry(key: items[0], value: items[1])) }
                }
                return .dictionary(entries)
            }
            // `Dictionary(grouping: items, by: { $0.category })`: each key with the elements that give it, in
            // their order; keys in the order they first appear (a Swift dictionary's order is unspecified).
            if labels == ["grouping", "by"] || labels == ["grouping", "_"] {
                var entries: [DictionaryEntry] = []
                for element in try interpreter.elements(of: args[0].value, at: args[0].range) {
                    let key = try NativeMembers.apply(args[1].value, element, interpreter, e, f)
                    if let k = entries.firstIndex(where: { interpreter.equal($0.key, key) }), case let .array(items) = entries[k].value {
                        entries[k].value = .array(items + [element])
                    } else {
                        entries.append(DictionaryEntry(key: key, value: .array([element])))
                    }
                }
                return .dictionary(entries)
            }
            // `Dictionary(pairs, uniquingKeysWith: { first, _ in first })`.
            if labels == ["_", "uniquingKeysWith"] {
                var entries: [DictionaryEntry] = []
                for pair in try interpreter.elements(of: args[0].value, at: args[0].range) {
                    guard case let .tuple(items, _) = pair, items.count == 2 else { continue }
                    if let k = entries.firstIndex(where: { interpreter.equal($0.key, items[0]) }) {
                        entries[k].value = try NativeMembers.apply(args[1].value, entries[k].value, interpreter, e, f, more: [items[1]])
                    } else {
                        entries.append(DictionaryEntry(key: items[0], value: items[1]))
                    }
                }
                return .dictionary(entries)
            }
        case "Optional":
            if args.count == 1 { return args[0].value }
        case "Angle":
            if args.isEmpty { return NativeTypes.angle(0) }
            if labels == ["degrees"] { return NativeTypes.angle(try number(0) * .pi / 180) }
            if labels == ["radians"] { return NativeTypes.angle(try number(0)) }
        case "CGSize": if let v = try numbers(["width", "height"]) { return v }; if args.isEmpty { return NativeTypes.make(type, [0, 0]) }
        case "CGPoint": if let v = try numbers(["x", "y"]) { return v }; if args.isEmpty { return NativeTypes.make(type, [0, 0]) }
        case "CGVector": if let v = try numbers(["dx", "dy"]) { return v }
        case _ where NativeTypes.simd.contains(type):
            let lanes = NativeTypes.fields[type]!
            if args.isEmpty { return NativeTypes.make(type, Array(repeating: 0, count: lanes.count)) }
            if let v = try numbers(lanes) { return v }
            if labels == Array(repeating: "_", count: lanes.count) {
                var values: [Double] = []
                for i in args.indices { values.append(try number(i)) }
                return NativeTypes.make(type, values)
            }
            if labels == ["repeating"] { return NativeTypes.make(type, Array(repeating: try number(0), count: lanes.count)) }
            if labels == ["_"], case let .array(items) = args[0].value, items.count == lanes.count {
                let values = items.compactMap(Arithmetic.number)
                if values.count == lanes.count { return NativeTypes.make(type, values) }
            }
        case "UnitPoint": if let v = try numbers(["x", "y"]) { return v }; if args.isEmpty { return NativeTypes.make(type, [0, 0]) }
        case "EdgeInsets":
            if args.isEmpty { return NativeTypes.make(type, [0, 0, 0, 0]) }
            var values: [Double] = [0, 0, 0, 0]
            for (i, a) in args.enumerated() {
                guard let k = ["top", "leading", "bottom", "trailing"].firstIndex(of: a.label ?? "") else { break }
                values[k] = try number(i)
            }
            return NativeTypes.make(type, values)
        case _ where UserNotifications.types.contains(type):
            if let made = UserNotifications.make(type, args) { return made }
        case _ where CoreDataStore.types.contains(type):
            if let made = CoreDataStore.make(type, args, interpreter) { return made }
        case "RectangleCornerRadii":
            // `RectangleCornerRadii(topLeading: 20, topTrailing: 20)`: the corners not named are square.
            var values: [Double] = [0, 0, 0, 0]
            for (i, a) in args.enumerated() {
                guard let k = NativeTypes.fields[type]!.firstIndex(of: a.label ?? "") else { break }
                values[k] = try number(i)
            }
            return NativeTypes.make(type, values)
        case "CGRect":
            if args.isEmpty { return Geometry.rect(0, 0, 0, 0) }
            if labels == ["x", "y", "width", "height"] { return Geometry.rect(try number(0), try number(1), try number(2), try number(3)) }
            // (`CGRect(origin: .zero, size: size)`: the implicit members are a point's and a size's.)
            if labels == ["origin", "size"],
               let o = NativeTypes.numbers(of: try interpreter.coerce(args[0].value, to: "CGPoint", at: args[0].range), "CGPoint"),
               let s = NativeTypes.numbers(of: try interpreter.coerce(args[1].value, to: "CGSize", at: args[1].range), "CGSize") {
                return Geometry.rect(o[0], o[1], s[0], s[1])
            }
        case "UUID":
            if args.isEmpty {
                interpreter.uuidCount += 1
                return .instance(StructValue(type: "UUID", fields: [("uuidString", .string(Self.uuid(interpreter.uuidCount)))]))
            }
            // `UUID(uuidString: "E621E1F8-…")`: that UUID (upper-cased, as Foundation prints it), or nil
            // when the string is not one.
            if labels == ["uuidString"], case let .string(u) = args[0].value {
                let groups = u.split(separator: "-", omittingEmptySubsequences: false)
                let valid = groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
                return valid ? .instance(StructValue(type: "UUID", fields: [("uuidString", .string(u.uppercased()))])) : SwiftValue.none
            }
        case "Binding":
            // `Binding { text } set: { text = $0 }`: the first trailing closure is `get` (the arguments list it last).
            if labels == ["set", "_"], case let .function(set) = args[0].value, case let .function(get) = args[1].value {
                return .binding(.custom(get: get, set: set))
            }
            if labels == ["get", "set"], case let .function(get) = args[0].value, case let .function(set) = args[1].value {
                return .binding(.custom(get: get, set: set))
            }
            if args.count == 1, case .binding = args[0].value { return args[0].value }
        case "CGAffineTransform", "CATransform3D", "ProjectionTransform":
            if let v = try Transforms.initializer(type, args, interpreter, e) { return v }
        case "AnimatablePair":
            if args.count == 2 {
                return .instance(StructValue(type: "AnimatablePair", fields: [("first", args[0].value), ("second", args[1].value)]))
            }
        case "EmptyAnimatableData":
            if args.isEmpty { return .instance(StructValue(type: "EmptyAnimatableData", fields: [])) }
        case "UIBezierPath", "NSBezierPath":
            // `UIBezierPath(cgPath: path)`: the path, whose `reversing()` and `cgPath` Path answers;
            // `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and the other outlines.
            if let v = try PathValues.bezierPath(labels, args, e) { return v }
        // `Task { … }`, `Task(priority: .high) { … }`: a task that has not run yet — its work (a
        // download, a sleep) finishes after the instant drawn, as `.task`'s does (AppStandIns).
        case "Task":
            if case .function? = args.last?.value { return AppStandIns.task }
        case "IndexSet":
            if args.count == 1, labels == ["integer"] { return .array([args[0].value]) }
            if args.isEmpty { return .array([]) }
        default:
            break
        }
        let given = "(" + labels.map { $0 + ":" }.joined() + ")"
        if let reason = Refusals.names[type] { throw Interpreter.unsupported(type + given, reason, at: e.range) }
        throw ExpressionError(.arguments, at: e.range, "\(type)\(given) is not an initializer boardgen runs")
    }

    /// The n-th UUID of an evaluation: fixed, so reruns give the same bytes.
    package static func uuid(_ n: Int) -> String {
        let hex = String(n, radix: 16, uppercase: true)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }

    /// `NSError(domain:code:userInfo:)`: its `localizedDescription` is the `userInfo`'s
    /// `NSLocalizedDescriptionKey` text, else Foundation's own sentence in US English.
    /// The error a `catch` clause binds: an `NSError` of Cocoa's domain whose description is `description`.
    package static func error(description: String) -> SwiftValue {
        .instance(StructValue(type: "NSError", fields: [("domain", .string("NSCocoaErrorDomain")), ("code", .int(260)),
                                                        ("userInfo", .dictionary([])), ("localizedDescription", .string(description))]))
    }

    private static func nsError(_ args: [Argument], _ interpreter: Interpreter) throws(ExpressionError) -> SwiftValue {
        let domain = try interpreter.text(of: args[0].value, at: args[0].range)
        guard let code = Arithmetic.number(args[1].value).map(Int.init) else {
            throw ExpressionError(.type, at: args[1].range, "expected an integer for 'code:' of NSError(…), found \(interpreter.describe(args[1].value))")
        }
        var description = "The operation couldn\u{2019}t be completed. (\(domain) error \(code).)"
        if args.count == 3, case let .dictionary(entries) = args[2].value,
           let entry = entries.first(where: { if case .string("NSLocalizedDescription") = $0.key { true } else { false } }),
           case let .string(text) = entry.value {
            description = text
        }
        return .instance(StructValue(type: "NSError", fields: [("domain", .string(domain)), ("code", .int(code)),
                                                              ("userInfo", args.count == 3 ? args[2].value : .dictionary([])),
                                                              ("localizedDescription", .string(description))]))
    }
}
