import SwiftFront
import BoardScene
import BoardModel
/// The type of a parameter, as named in signatures and messages.
///
/// Open for extension: add `static let transition = ValueType("AnyTransition")`
/// and so on next to the reader of that type.
public struct ValueType: Hashable, Sendable, CustomStringConvertible {
    /// The Swift name: `Double`, `Int`, `UnitPoint`.
    public var name: String
    /// A short noun phrase with its article: `a number`, `an animation`.
    public var noun: String
    /// A typical value, for "expected an animation such as .easeInOut".
    public var example: String?
    /// Whether a parameter of this type takes the call's trailing closure
    /// (`content` of `VStack(spacing:content:)`).
    public var isClosure: Bool

    /// Creates a type.
    public init(_ name: String, noun: String, example: String? = nil, isClosure: Bool = false) {
        self.name = name
        self.noun = noun
        self.example = example
        self.isClosure = isClosure
    }

    /// The Swift name.
    public var description: String { name }

    /// What "expected …" messages say: `an animation such as .easeInOut`.
    public var expectation: String { example.map { "\(noun) such as \($0)" } ?? noun }

    /// `Double`: an integer or floating-point literal.
    public static let number = ValueType("Double", noun: "a number")
    /// `Int`: an integer literal.
    public static let integer = ValueType("Int", noun: "an integer")
    /// `Bool`: `true` or `false`.
    public static let bool = ValueType("Bool", noun: "true or false")
    /// `String`: a string literal.
    public static let string = ValueType("String", noun: "a string")
    /// `UnitPoint`: `.center`, `UnitPoint(x: 0.2, y: 0.8)`, ….
    public static let unitPoint = ValueType("UnitPoint", noun: "a unit point", example: ".center")
    /// `Edge`: `.top`, `.bottom`, `.leading`, `.trailing`.
    public static let edge = ValueType("Edge", noun: "an edge", example: ".bottom")
    /// `Animation`.
    public static let animation = ValueType("Animation", noun: "an animation", example: ".easeInOut")
    /// A view builder closure, `content` of a stack: `{ Tile("A"); Tile("B") }`.
    /// Only a trailing closure can supply it; read it with ``BoundArguments/closure(_:)``.
    public static let viewContent = ValueType(
        "() -> some View", noun: "a closure of views", example: "{ Tile(\"A\") }", isClosure: true)
}

/// One parameter of a call signature, as SwiftUI declares it.
///
/// ```swift
/// Parameter("duration", .number, default: "0.35", .nonNegative)   // duration: Double = 0.35
/// Parameter.unlabelled("p1x", .number, .unitInterval)              // _ p1x: Double
/// ```
public struct Parameter: Sendable {
    /// The argument label, or nil for an unlabelled (`_`) parameter.
    public var label: String?
    /// The name the builder asks for; the label when there is one.
    public var name: String
    /// The type, for messages and signatures.
    public var type: ValueType
    /// The default as Swift source (`"0.35"`, `".center"`), or nil when the
    /// argument is required.
    public var defaultSource: String?
    /// The default, parsed.
    public let defaultValue: Expr?
    /// The allowed numbers, for number and integer parameters.
    public var constraint: NumberConstraint?

    /// A labelled parameter.
    ///
    /// - Parameters:
    ///   - label: the argument label; also the name.
    ///   - type: the type.
    ///   - defaultSource: the default in Swift syntax; nil when required. It
    ///     must parse: a table with a broken default is a programming error.
    ///   - constraint: the allowed range of a number.
    public init(_ label: String, _ type: ValueType, default defaultSource: String? = nil,
                _ constraint: NumberConstraint? = nil) {
        self.init(label: label, name: label, type, defaultSource, constraint)
    }

    /// An unlabelled (`_ name:`) parameter.
    public static func unlabelled(_ name: String, _ type: ValueType, default defaultSource: String? = nil,
                                  _ constraint: NumberConstraint? = nil) -> Parameter {
        Parameter(label: nil, name: name, type, defaultSource, constraint)
    }

    private init(label: String?, name: String, _ type: ValueType, _ defaultSource: String?,
                 _ constraint: NumberConstraint?) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultSource = defaultSource
        self.constraint = constraint
        if let defaultSource {
            do {
                defaultValue = try ExpressionParser.parse(defaultSource)
            } catch {
                preconditionFailure("default '\(defaultSource)' of parameter '\(name)' does not parse: \(error)")
            }
        } else {
            defaultValue = nil
        }
    }

    /// Whether the argument may be left out.
    public var hasDefault: Bool { defaultValue != nil }

    /// The label as it appears in a selector: `duration:` or `_:`.
    public var selectorPart: String { (label ?? "_") + ":" }

    /// How the parameter is declared: `duration: Double = 0.35`, `_ p1x: Double`.
    public var declaration: String {
        let head = label.map { $0 == name ? $0 : "\($0) \(name)" } ?? "_ \(name)"
        return "\(head): \(type)" + (defaultSource.map { " = \($0)" } ?? "")
    }

    /// How messages refer to the argument: `'duration:'`, or `the first argument (p1x)`.
    public var reference: String { label.map { "'\($0):'" } ?? "'\(name)'" }
}
