import SwiftFront

/// Combine's `CurrentValueSubject<Output, Never>(value)`: an object holding `value`, which is what
/// a `@Published` property is to its `$property` publisher. Its operators and subscriptions are
/// ``PublishedPublishers``' (a subscriber receives the current value when it subscribes, and each
/// value set after); `send(_:)` and `value = …` set the value and deliver it.
package enum CurrentValueSubjects {
    /// The type of a subject value.
    package static let type = "CurrentValueSubject"

    package static let methods: [String: Set<String>] = [type: PublishedPublishers.methods[PublishedPublishers.type]!.union(["send"])]

    /// `CurrentValueSubject<T, Never>(value)`.
    package static func make(_ args: [Argument], _ i: Interpreter) -> SwiftValue? {
        guard args.count == 1, args[0].label == nil else { return nil }
        return .object(i.makeObject(StructValue(type: type, fields: [("value", args[0].value)])))
    }

    /// The subject's publisher: its `value`, as `$property` is a property's.
    package static func publisher(_ v: SwiftValue) -> SwiftValue? {
        guard case let .object(box) = v, box.instance.type == type else { return nil }
        return PublishedPublishers.source(box, "value")
    }

    /// `subject.send(x)`, or an operator or subscription on its publisher.
    package static func call(_ v: SwiftValue, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        guard case let .object(box) = v, let publisher = publisher(v) else { return v }
        if name == "send" {
            guard args.count == 1, args[0].label == nil else {
                throw ExpressionError(.arguments, at: e.range, "send takes the value to send, as in subject.send(1)")
            }
            try i.setProperty("value", of: box, to: args[0].value, at: e.range)
            return .void
        }
        return try PublishedPublishers.call(publisher, name, args, i, e)
    }
}
