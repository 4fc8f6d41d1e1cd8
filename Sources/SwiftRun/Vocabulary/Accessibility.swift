import SwiftFront
import BoardModel

/// The names assistive technologies and UI tests call a view by, written as entries:
/// `.accessibilityLabel(_:)` and `.accessibilityIdentifier(_:)`. Layout-neutral and not drawn;
/// a program board's steps find a control or a gesture view by them (docs/board-format.md, "Actions").
extension ViewEvaluator {
    package static var accessibilityModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        [
            Signature("accessibilityLabel", [Overload([.unlabelled("label", .any)]) { a in
                // A label that is not plain text (`Text(date, style:)`) names nothing a step can use.
                guard let label = try? Self.title(a, "label") else { return { $0 } }
                return { .modified($0, .accessibility(AccessibilityName(label: label))) }
            }]),
            Signature("accessibilityIdentifier", [Overload([.unlabelled("identifier", .string)]) { a in
                let id = try a.value("identifier", ValueReader.string)
                return { .modified($0, .accessibility(AccessibilityName(identifier: id))) }
            }]),
        ]
    }
}

/// `.accessibilityLabel("Favorite")`, `.accessibilityIdentifier("favorite-button")`: what a view
/// is called beside what it shows.
public struct AccessibilityName: Hashable, Sendable {
    /// The label VoiceOver reads.
    public var label: String?
    /// The identifier UI tests find it by.
    public var identifier: String?

    /// Creates a name.
    public init(label: String? = nil, identifier: String? = nil) {
        self.label = label
        self.identifier = identifier
    }

    /// Its names, label first.
    public var names: [String] { [label, identifier].compactMap { $0 } }
}
