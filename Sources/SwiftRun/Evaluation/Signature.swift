import SwiftFront
import BoardScene
import BoardModel
/// One way to call a named member: its parameters and how to build the result.
///
/// ```swift
/// Overload([Parameter("duration", .number, default: "0.35", .nonNegative)]) { args in
///     .easeIn(duration: try args.number("duration"))
/// }
/// ```
public struct Overload<Result>: Sendable {
    /// The parameters, in declaration order.
    public var parameters: [Parameter]
    /// Whether Swift ranks this overload below the others
    /// (`@_disfavoredOverload`), as SwiftUI does for
    /// `.spring(response:dampingFraction:blendDuration:)`.
    public var isDisfavored: Bool
    /// Builds the result from arguments bound to ``parameters``. Throw the
    /// errors of ``BoundArguments``' readers, or ``BoundArguments/invalid(_:_:)``;
    /// other errors are reported at the call.
    public var build: @Sendable (BoundArguments) throws -> Result

    /// Creates an overload.
    public init(_ parameters: [Parameter], disfavored: Bool = false,
                build: @escaping @Sendable (BoundArguments) throws -> Result) {
        self.parameters = parameters
        self.isDisfavored = disfavored
        self.build = build
    }

    /// The labels in Swift's selector form: `(response:dampingFraction:blendDuration:)`, `()`.
    public var selector: String { "(" + parameters.map(\.selectorPart).joined() + ")" }

    /// The parameter list as declared: `(duration: Double = 0.5, bounce: Double = 0)`.
    public var declaration: String { "(" + parameters.map(\.declaration).joined(separator: ", ") + ")" }
}

/// A named member — a static member such as `.spring`, a modifier such as
/// `.speed`, or an initializer such as `UnitPoint(x:y:)` — with all the ways
/// to use it. One entry of a ``SignatureTable``.
public struct Signature<Result>: Sendable {
    /// What the bare name, without an argument list, means.
    public enum BareUse: Sendable {
        /// It is the call with no arguments (`.spring` means `.spring()`).
        case callWithoutArguments
        /// It is a value of its own (a static property such as `.default`).
        case value(@Sendable () throws -> Result)
        /// It must be called (`.timingCurve`, `.speed`).
        case needsCall
    }

    /// The member's name without a dot: `spring`.
    public var name: String
    /// The ways to call it; empty for a property.
    public var overloads: [Overload<Result>]
    /// What the bare name means.
    public var bareUse: BareUse

    /// Creates a signature.
    public init(_ name: String, _ overloads: [Overload<Result>], bare: BareUse = .needsCall) {
        self.name = name
        self.overloads = overloads
        self.bareUse = bare
    }

    /// A property: the bare name is `value`, and it cannot be called.
    public static func property(_ name: String, _ value: @escaping @Sendable () throws -> Result) -> Signature {
        Signature(name, [], bare: .value(value))
    }

    /// The forms for messages: `.spring(response:dampingFraction:blendDuration:) or
    /// .spring(duration:bounce:blendDuration:)`, prefixed by `displayName`.
    public func forms(displayName: String) -> [String] {
        var forms = overloads.map { displayName + $0.selector }
        if case .value = bareUse { forms.insert(displayName, at: 0) }
        return forms
    }
}

/// Where and how a member is used in an expression: what a ``Signature`` is
/// resolved against.
public struct CallSite: Sendable {
    /// The name as messages show it: `.spring`, `UnitPoint`.
    public var displayName: String
    /// Where the name is (for a member, its dot and name).
    public var nameRange: SourceRange
    /// The arguments, or nil when the name is used without an argument list.
    public var arguments: [Expr.Argument]?
    /// The trailing closure, if the use has one: `VStack { … }`.
    public var trailingClosure: Expr.Closure?
    /// With several trailing closures (`Button { … } label: { … }`), how many arguments are
    /// written before the first: the labelled trailing closures are the arguments after it.
    package var trailingAt: Int? {
        guard trailingClosure != nil, let arguments else { return nil }
        return arguments.firstIndex(where: \.followsTrailingClosure)
    }
    /// The whole use: name, arguments and trailing closure.
    public var range: SourceRange

    /// Creates a call site.
    public init(displayName: String, nameRange: SourceRange, arguments: [Expr.Argument]?,
                trailingClosure: Expr.Closure? = nil, range: SourceRange) {
        self.displayName = displayName
        self.nameRange = nameRange
        self.arguments = arguments
        self.trailingClosure = trailingClosure
        self.range = range
    }

    /// The labels as messages show them: `(respnse:)`, `(_:_:)`, `()`, and
    /// ` { … }` for a trailing closure.
    public var labels: String {
        "(" + (arguments ?? []).map { Quoting.clip($0.label ?? "_") + ":" }.joined() + ")"
            + (trailingClosure == nil ? "" : " { … }")
    }

    /// Where a missing argument would go: the closing parenthesis, the
    /// trailing closure's `{`, or the end of a bare name.
    package var missingArgumentPosition: SourceRange {
        if let closure = trailingClosure { return .at(closure.range.start) }
        return range.end > nameRange.end ? SourceRange(range.end - 1, range.end) : .at(range.end)
    }
}
