import SwiftFront
import BoardScene
import BoardModel
import DidYouMean

/// Matches call arguments to parameters the way Swift does, and explains
/// mismatches. Internal to ``Signature/resolve(_:)``.
///
/// Swift matches in order: each parameter takes the next argument when the
/// labels agree, is left to its default when it has one, and fails otherwise;
/// arguments left over fail too. Arguments are never reordered.
package enum ArgumentMatcher {
    /// Why arguments do not fit an overload.
    package enum Failure: Error, Equatable {
        /// The required parameter has no argument; `before` is the index of
        /// the argument that came instead (or the argument count).
        case missing(parameter: Int, before: Int)
        /// The argument fits no remaining parameter.
        case unexpected(argument: Int)
        /// There is a trailing closure but no closure parameter to take it.
        case unexpectedClosure
    }

    /// Which argument each parameter takes.
    package struct Binding: Equatable {
        /// For each parameter, the index of its argument, or nil when it
        /// takes its default (or the trailing closure).
        package var arguments: [Int?]
        /// The parameter that takes the trailing closure, if any.
        package var closureParameter: Int?
    }

    /// Binds arguments to parameters. A trailing closure goes to the last
    /// closure-typed parameter; the explicit arguments then match the
    /// parameters before it, and those after it must have defaults.
    /// With more trailing closures (`Button { … } label: { … }`: the labelled
    /// ones are the arguments from `trailingAt` on), the first goes, by Swift's
    /// forward scan (SE-0286), to the first closure-typed parameter after the
    /// arguments written before it, and the labelled ones follow by label.
    package static func match(_ arguments: [Expr.Argument], trailingClosure: Bool = false, trailingAt: Int? = nil,
                      to parameters: [Parameter]) -> Result<Binding, Failure> {
        if trailingClosure, let k = trailingAt, k < arguments.count {
            return forwardScan(arguments, trailingAt: k, to: parameters)
        }
        var explicit = parameters.indices
        var closureParameter: Int?
        if trailingClosure {
            guard let c = parameters.lastIndex(where: \.type.isClosure) else { return .failure(.unexpectedClosure) }
            if let required = parameters[(c + 1)...].firstIndex(where: { !$0.hasDefault }) {
                return .failure(.missing(parameter: required, before: arguments.count))
            }
            closureParameter = c
            explicit = parameters.startIndex..<c
        }
        var next = 0
        var binding = [Int?](repeating: nil, count: parameters.count)
        for p in explicit {
            let parameter = parameters[p]
            if next < arguments.count, arguments[next].label == parameter.label {
                binding[p] = next
                next += 1
            } else if !parameter.hasDefault {
                return .failure(.missing(parameter: p, before: next))
            }
        }
        if next < arguments.count { return .failure(.unexpected(argument: next)) }
        return .success(Binding(arguments: binding, closureParameter: closureParameter))
    }

    /// `match` for a call with several trailing closures: in written order, the arguments before
    /// the first trailing closure, the closure (taken by the next closure-typed parameter; a
    /// parameter with a default before it is skipped), then the labelled trailing closures.
    private static func forwardScan(_ arguments: [Expr.Argument], trailingAt k: Int,
                                    to parameters: [Parameter]) -> Result<Binding, Failure> {
        var binding = [Int?](repeating: nil, count: parameters.count)
        var closureParameter: Int?
        var next = 0
        for (p, parameter) in parameters.enumerated() {
            if next == k, closureParameter == nil {
                if parameter.type.isClosure {
                    closureParameter = p
                    continue
                }
                if parameter.hasDefault { continue }
                return .failure(.missing(parameter: p, before: next))
            }
            if next < arguments.count, arguments[next].label == parameter.label {
                binding[p] = next
                next += 1
            } else if !parameter.hasDefault {
                return .failure(.missing(parameter: p, before: next))
            }
        }
        if closureParameter == nil { return .failure(.unexpectedClosure) }
        if next < arguments.count { return .failure(.unexpected(argument: next)) }
        return .success(Binding(arguments: binding, closureParameter: closureParameter))
    }

    /// The error for a call no overload accepts, pointing at the first
    /// argument that is wrong (or where a missing one belongs).
    package static func diagnose<R>(_ signature: Signature<R>, _ site: CallSite) -> ExpressionError {
        let arguments = site.arguments ?? []
        let overloads = signature.overloads
        let forms = "'\(site.displayName)' takes " + Wording.list(overloads.map(\.selector)) + "; got \(site.labels)"
        func error(_ range: SourceRange, _ what: String, suggestion: String? = nil) -> ExpressionError {
            ExpressionError(.arguments, at: range, "\(what): \(forms)", suggestion: suggestion)
        }

        // 0. A trailing closure nothing takes.
        if let closure = site.trailingClosure, !overloads.contains(where: { $0.parameters.contains(where: \.type.isClosure) }) {
            return ExpressionError(
                .arguments, at: closure.range,
                "unexpected trailing closure: '\(site.displayName)' does not take one; it takes "
                    + Wording.list(overloads.map(\.selector)))
        }

        // 1. A label that no overload knows.
        let known = Set(overloads.flatMap { $0.parameters.map(\.label) })
        if let i = arguments.firstIndex(where: { !known.contains($0.label) }) {
            let argument = arguments[i]
            if let label = argument.label, let labelRange = argument.labelRange {
                var names: [String] = []
                for case let name? in overloads.flatMap({ $0.parameters.map(\.label) }) where !names.contains(name) {
                    names.append(name)
                }
                let guess = Suggester.suggestion(for: label, among: names)
                return error(labelRange, "unknown argument label '\(Quoting.clip(label)):'", suggestion: guess.map { "\($0):" })
            }
            let guess = overloads.lazy.compactMap { $0.parameters.indices.contains(i) ? $0.parameters[i].label : nil }.first
            return error(argument.value.range, "missing argument label", suggestion: guess.map { "\($0): \(argument.value)" })
        }

        // 2. Duplicates.
        for (i, argument) in arguments.enumerated() {
            if let label = argument.label, arguments[..<i].contains(where: { $0.label == label }),
               let labelRange = argument.labelRange {
                return error(labelRange, "argument '\(Quoting.clip(label)):' is given twice")
            }
        }

        // 3. Against the overload sharing the most labels, favoured first.
        let ranked = overloads.enumerated().sorted { a, b in
            let sa = shared(a.element, arguments), sb = shared(b.element, arguments)
            if sa != sb { return sa > sb }
            if a.element.isDisfavored != b.element.isDisfavored { return !a.element.isDisfavored }
            return a.offset < b.offset
        }
        guard let best = ranked.first?.element else {
            return error(site.range, "no form fits")
        }
        let parameters = best.parameters
        switch match(arguments, trailingClosure: site.trailingClosure != nil, trailingAt: site.trailingAt, to: parameters) {
        case .success:
            return error(site.range, "no form fits")
        case .failure(.unexpectedClosure):
            return error(site.trailingClosure?.range ?? site.range, "unexpected trailing closure")
        case let .failure(.missing(p, before)):
            let parameter = parameters[p]
            if let later = arguments[before...].firstIndex(where: { $0.label == parameter.label }), before < arguments.count {
                return error(arguments[later].range,
                             "argument \(parameter.reference) must come before \(describe(arguments[before]))")
            }
            let at: SourceRange = before < arguments.count ? .at(arguments[before].range.start) : site.missingArgumentPosition
            return error(at, "missing argument \(parameter.reference) of type \(parameter.type)")
        case let .failure(.unexpected(i)):
            let argument = arguments[i]
            if let p = parameters.firstIndex(where: { $0.label == argument.label }) {
                // Its parameter exists but was passed: an earlier argument took a later slot.
                if argument.label != nil,
                   let j = arguments[..<i].firstIndex(where: { a in
                       parameters.firstIndex { $0.label == a.label }.map { $0 > p } ?? false
                   }) {
                    return error(argument.range, "argument \(describe(argument)) must come before \(describe(arguments[j]))")
                }
                return error(argument.range, "extra argument \(describe(argument))")
            }
            // Its label belongs to another form than labels used with it.
            let partner = arguments.first { a in
                parameters.contains { $0.label == a.label }
                    && !overloads.contains { o in
                        o.parameters.contains { $0.label == a.label } && o.parameters.contains { $0.label == argument.label }
                    }
            }
            let conflict = partner.map { " and \(describe($0)) belong to different forms" } ?? " does not fit this form"
            return error(argument.range, "argument \(describe(argument))\(conflict)")
        }
    }

    /// How many of the arguments' labels an overload has.
    private static func shared<R>(_ overload: Overload<R>, _ arguments: [Expr.Argument]) -> Int {
        arguments.filter { a in overload.parameters.contains { $0.label == a.label } }.count
    }

    private static func describe(_ argument: Expr.Argument) -> String {
        argument.label.map { "'\(Quoting.clip($0)):'" } ?? "'\(Quoting.clip(argument.value.description))'"
    }
}
