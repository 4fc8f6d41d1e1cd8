import SwiftFront

/// Combine's `@Published` publishers in a model (`$query` inside an `ObservableObject`) and the
/// operators view models chain on them, run synchronously: a subscription (`sink`, `assign(to:)`,
/// `assign(to:on:)`) receives the property's current value when it is made, as `@Published` sends
/// it, and again whenever a property it reads is set (after the set, as `.receive(on: RunLoop.main)`
/// delivers). `map`, `compactMap`, `filter`, `combineLatest` (of two to four, with or without a
/// transform), `scan`, `prepend`, `dropFirst`, `tryMap` and `replaceNil` transform what is sent; `removeDuplicates`,
/// `receive(on:)`, `eraseToAnyPublisher`, `share`, `print` and the failure plumbing (`setFailureType`,
/// `mapError`, `catch`, `replaceError`, `retry`) pass it on; `debounce`, `throttle`
/// and `delay` send nothing at the instant drawn, as a timer has not fired (docs/swift-subset.md,
/// "Stand-ins").
package enum PublishedPublishers {
    /// The type of a publisher value.
    package static let type = "Published.Publisher"

    package static let methods: [String: Set<String>] = [type: [
        "map", "compactMap", "filter", "removeDuplicates", "receive", "eraseToAnyPublisher", "share", "print", "handleEvents",
        "combineLatest", "debounce", "throttle", "delay", "dropFirst", "prefix", "scan", "prepend", "sink", "assign",
        // Failure-type plumbing, which a publisher that never fails passes through.
        "setFailureType", "mapError", "retry", "replaceError", "catch", "tryMap", "replaceNil",
    ]]

    /// `$property` of the object in `box`: a publisher with no operators yet.
    package static func source(_ box: ObjectBox, _ property: String) -> SwiftValue {
        .instance(StructValue(type: type, fields: [("_sources", .array([.tuple([.object(box), .string(property)], labels: [nil, nil])])),
                                                   ("_stages", .array([]))]))
    }

    /// The (object, property) pairs a publisher reads, its own and those of the publishers combined in.
    static func sources(_ publisher: StructValue) -> [(ObjectBox, String)] {
        guard case let .array(items)? = publisher["_sources"] else { return [] }
        return items.compactMap { item in
            guard case let .tuple(pair, _) = item, pair.count == 2, case let .object(box) = pair[0], case let .string(p) = pair[1] else { return nil }
            return (box, p)
        }
    }

    package static func call(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard case var .instance(p) = v else { return v }
        switch name {
        case "sink":
            // `sink { completion in … } receiveValue: { value in … }`: the values' closure is the labelled one
            // (the unlabelled first trailing closure is then the completion's).
            guard let receive = (args.first(where: { $0.label == "receiveValue" }) ?? args.last(where: { $0.label == nil }))?.value,
                  case .function = receive else {
                throw ExpressionError(.arguments, at: e.range, "sink takes a closure of the values, as in .sink { value in … }")
            }
            try subscribe(p, .sink(receive), i, e)
            return .instance(StructValue(type: "Cancellable", fields: []))
        case "assign":
            if args.count == 1, args[0].label == "to", case let .instance(target) = args[0].value, target.type == type,
               let (box, property) = sources(target).first {
                try subscribe(p, .assign(box, property), i, e)
                return .void
            }
            if args.count == 2, args[0].label == "to", args[1].label == "on", case let .keyPath(path) = args[0].value,
               case let .object(box) = args[1].value, path.count == 1 {
                try subscribe(p, .assign(box, path[0]), i, e)
                return .instance(StructValue(type: "Cancellable", fields: []))
            }
            throw ExpressionError(.arguments, at: e.range, "assign takes (to: &$property) or (to: \\.property, on: object)")
        case "combineLatest":
            var sources: [SwiftValue] = []
            if case let .array(a)? = p["_sources"] { sources = a }
            for a in args {
                if case let .instance(other) = a.value, other.type == type, case let .array(more)? = other["_sources"] { sources += more }
            }
            p["_sources"] = .array(sources)
            return append(p, name, args)
        default:
            return append(p, name, args)
        }
    }

    private static func append(_ p: StructValue, _ name: String, _ args: [Argument]) -> SwiftValue {
        var p = p
        let stage = SwiftValue.tuple([.string(name), .array(args.map(\.value))], labels: [nil, nil])
        if case let .array(stages)? = p["_stages"] { p["_stages"] = .array(stages + [stage]) }
        return .instance(p)
    }

    /// What a subscription does with a value.
    enum Terminal {
        case sink(SwiftValue)
        case assign(ObjectBox, String)
    }

    /// `.onReceive(model.$value) { v in … }`: the action the view runs when it appears, with the value
    /// `@Published` sends when subscribed (its later values are not sent to it).
    package static func receiveAction(_ publisher: StructValue, _ perform: SwiftValue) -> SwiftValue {
        let subscription = PublisherSubscription(publisher: publisher, terminal: .sink(perform))
        return .function(Function(.builtin("onReceive") { i, _, range throws(ExpressionError) in
            try subscription.deliver(i, Expr(.identifier("onReceive"), range: range), initial: true)
            return .void
        }))
    }

    /// Makes the subscription: it receives the current value now, and is kept by each object it reads.
    private static func subscribe(_ p: StructValue, _ terminal: Terminal, _ i: Interpreter, _ e: Expr) throws(ExpressionError) {
        let subscription = PublisherSubscription(publisher: p, terminal: terminal)
        for (box, _) in sources(p) where !box.subscriptions.contains(where: { $0 === subscription }) { box.subscriptions.append(subscription) }
        try subscription.deliver(i, e, initial: true)
    }
}

/// A subscription to a model's publisher, kept by the objects whose properties it reads.
package final class PublisherSubscription: @unchecked Sendable {
    let publisher: StructValue
    let terminal: PublishedPublishers.Terminal
    /// Set while it delivers: a value it sets that it reads itself is not sent again.
    private var delivering = false

    init(publisher: StructValue, terminal: PublishedPublishers.Terminal) {
        self.publisher = publisher
        self.terminal = terminal
    }

    /// Whether it reads `property` of the object in `box`.
    func reads(_ box: ObjectBox, _ property: String) -> Bool {
        PublishedPublishers.sources(publisher).contains { $0.0 === box && $0.1 == property }
    }

    /// Sends the publisher's value now, if its operators let one through.
    func deliver(_ i: Interpreter, _ e: Expr, initial: Bool) throws(ExpressionError) {
        guard !delivering, let value = try output(i, e, initial: initial) else { return }
        delivering = true
        defer { delivering = false }
        switch terminal {
        case let .sink(f): _ = try call(f, value, i, e)
        case let .assign(box, property): try i.setProperty(property, of: box, to: value, at: e.range)
        }
    }

    /// The value the publisher sends now, if its operators let one through.
    func output(_ i: Interpreter, _ e: Expr, initial: Bool) throws(ExpressionError) -> SwiftValue? {
        guard let first = PublishedPublishers.sources(publisher).first else { return nil }
        var value: SwiftValue? = try i.member(.object(first.0), first.1, Expr(.identifier(first.1), range: e.range), e.range, frame(i))
        guard case let .array(stages)? = publisher["_stages"] else { return value }
        for stage in stages {
            guard let v = value, case let .tuple(parts, _) = stage, case let .string(name) = parts[0], case let .array(args) = parts[1] else { return nil }
            // A closure, or a key path read as one (`.map(\.count)`).
            let function = args.last { switch $0 { case .function, .keyPath: true; default: false } }
            switch name {
            case "map", "tryMap": value = try function.map { f throws(ExpressionError) in try call(f, v, i, e) } ?? v
            case "replaceNil": if case .none = v, let replacement = args.first { value = replacement }
            case "compactMap":
                if let f = function { let r = try call(f, v, i, e); value = if case .none = r { nil } else { r } }
            case "filter":
                if let f = function, case .bool(false) = try call(f, v, i, e) { value = nil }
            case "combineLatest":
                // Each publisher combined in sends its own value (through its own operators); none yet, none combined.
                var items = [v]
                for case let .instance(other) in args where other.type == PublishedPublishers.type {
                    let sent = try PublisherSubscription(publisher: other, terminal: .sink(.void)).output(i, e, initial: initial)
                    guard let sent else { return nil }
                    items.append(sent)
                }
                let tuple = SwiftValue.tuple(items, labels: items.map { _ in nil })
                value = try function.map { f throws(ExpressionError) in try call(f, tuple, i, e) } ?? tuple
            case "scan":
                if let f = function, let initialValue = args.first { value = try i.callValue(f, [Argument(value: initialValue, range: e.range), Argument(value: v, range: e.range)], e, frame(i)) }
            case "prepend": if initial, let first = args.first { value = first }
            case "dropFirst": if initial { value = nil }
            case "debounce", "throttle", "delay": value = nil
            default: break
            }
        }
        return value
    }

    private func frame(_ i: Interpreter) -> Frame { Frame(scope: Scope(parent: nil), selfType: nil, origin: i.currentOrigin) }

    /// Calls `f` with `value`, a tuple spread over a closure of as many parameters (`{ category, items in … }`).
    private func call(_ f: SwiftValue, _ value: SwiftValue, _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        if case let .keyPath(path) = f {
            var v = value
            for name in path where !name.isEmpty { v = try i.member(v, name, Expr(.identifier(name), range: e.range), e.range, frame(i)) }
            return v
        }
        if case let .tuple(items, _) = value, case let .function(fn) = f, case let .closure(c, _, _, _) = fn.kind, c.parameters.count == items.count, items.count > 1 {
            return try i.callValue(f, items.map { Argument(value: $0, range: e.range) }, e, frame(i))
        }
        return try i.callValue(f, [Argument(value: value, range: e.range)], e, frame(i))
    }
}
