import SwiftFront
import BoardScene
import BoardModel
/// The arguments of a call bound to one overload's parameters: what a
/// builder reads its values from.
///
/// Readers return the argument when given and the parameter's default
/// otherwise, check the parameter's ``NumberConstraint``, and throw
/// ``ExpressionError``s pointing at the argument.
///
/// ```swift
/// Overload([Parameter("duration", .number, default: "0.5", .nonNegative),
///           Parameter("extraBounce", .number, default: "0")]) { args in
///     let bounce = 0.3 + (try args.number("extraBounce"))
///     guard bounce > -1, bounce <= 1 else { throw args.invalid("extraBounce", "…") }
///     return .bouncy(duration: try args.number("duration"), extraBounce: bounce - 0.3)
/// }
/// ```
public struct BoundArguments: Sendable {
    /// The call.
    public let site: CallSite
    /// The overload's parameters.
    public let parameters: [Parameter]
    /// The argument of each parameter, nil where it takes its default or the
    /// trailing closure.
    public let arguments: [Expr.Argument?]
    /// The index of the parameter that takes the trailing closure, if any.
    public let closureParameter: Int?

    /// Binds arguments to parameters.
    public init(site: CallSite, parameters: [Parameter], arguments: [Expr.Argument?], closureParameter: Int? = nil) {
        precondition(parameters.count == arguments.count, "one argument slot per parameter")
        self.site = site
        self.parameters = parameters
        self.arguments = arguments
        self.closureParameter = closureParameter
    }

    private func index(_ name: String) -> Int {
        guard let i = parameters.firstIndex(where: { $0.name == name }) else {
            preconditionFailure("\(site.displayName) has no parameter named '\(name)'")
        }
        return i
    }

    /// The parameter called `name`. Asking for a name the overload does not
    /// declare is a programming error.
    public func parameter(_ name: String) -> Parameter { parameters[index(name)] }

    /// Whether the overload bound has a parameter called `name` (overloads of one signature differ:
    /// `.onChange(of:perform:)` has no `initial:`).
    public func declares(_ name: String) -> Bool { parameters.contains { $0.name == name } }

    /// Whether the call passed an argument for `name`.
    public func isGiven(_ name: String) -> Bool { arguments[index(name)] != nil }

    /// The expression for `name`: the argument, or the parsed default.
    /// A required parameter always has an argument once bound.
    public func expression(_ name: String) -> Expr {
        let i = index(name)
        if let argument = arguments[i] { return argument.value }
        guard let value = parameters[i].defaultValue else {
            preconditionFailure("\(site.displayName): required parameter '\(name)' is unbound")
        }
        return value
    }

    /// Where errors about `name` point: its value, or the whole call for a default.
    public func range(_ name: String) -> SourceRange { arguments[index(name)]?.value.range ?? site.range }

    /// A `.value` error about the argument `name`: `'bounce:' must be …; got …`.
    public func invalid(_ name: String, _ message: String) -> ExpressionError {
        ExpressionError(.value, at: range(name), message)
    }

    /// Reads `name` with a reader of its own (for types the table adds).
    /// Errors from the default are reported at the call.
    public func value<T>(_ name: String, _ read: (Expr, String) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
        try read(expression(name), "\(parameter(name).reference) of '\(site.displayName)'")
    }

    /// The trailing closure bound to the closure parameter `name`
    /// (`content`), or nil when the call has none and the parameter has a default.
    public func closure(_ name: String) throws(ExpressionError) -> Expr.Closure? {
        let i = index(name)
        if closureParameter == i, let closure = site.trailingClosure { return closure }
        // A closure written in the parentheses: `Button(action: { … }, label: { Text("Add") })`.
        if let argument = arguments[i], case let .closure(closure) = argument.value.kind { return closure }
        if let argument = arguments[i] {
            throw ExpressionError(.type, at: argument.value.range,
                                  "expected \(parameters[i].type.expectation) for \(parameters[i].reference) of "
                                      + "'\(site.displayName)', found \(argument.value.summary)")
        }
        return nil
    }

    /// A number, checked against the parameter's constraint.
    public func number(_ name: String) throws(ExpressionError) -> Double {
        let value = try self.value(name, ValueReader.number)
        try check(name, value)
        return value
    }

    /// An integer literal, checked against the parameter's constraint.
    public func integer(_ name: String) throws(ExpressionError) -> Int {
        let value = try self.value(name, ValueReader.integer)
        try check(name, Double(value))
        return value
    }

    /// `true` or `false`.
    public func bool(_ name: String) throws(ExpressionError) -> Bool { try value(name, ValueReader.bool) }

    /// A string literal.
    public func string(_ name: String) throws(ExpressionError) -> String { try value(name, ValueReader.string) }

    private func check(_ name: String, _ value: Double) throws(ExpressionError) {
        let parameter = self.parameter(name)
        guard let constraint = parameter.constraint, !constraint.allows(value) else { return }
        let given = arguments[index(name)].map { Quoting.clip($0.value.description) } ?? NumberFormat.plain(value)
        throw invalid(name, "\(parameter.reference) of '\(site.displayName)' must be \(constraint.requirement); got \(given)")
    }
}
