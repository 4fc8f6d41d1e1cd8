import SwiftFront
import BoardScene
import BoardModel
extension Signature {
    /// Resolves a use of the member: picks the overload as Swift would and builds the result.
    ///
    /// Overloads are matched by labels in order (``ArgumentMatcher``); among
    /// those that match, favoured ones come first (`.spring()` picks
    /// `(duration:bounce:blendDuration:)` because SwiftUI disfavours the
    /// response form). When a candidate fails with a `.type` error the next is
    /// tried, as Swift's type checker would; any other error is final.
    ///
    /// - Throws: ``ExpressionError``: `.arguments` when no overload fits,
    ///   with the valid forms and a did-you-mean for labels; or the builder's
    ///   error.
    public func resolve(_ site: CallSite) throws(ExpressionError) -> Result {
        guard let arguments = site.arguments else { return try resolveBare(site) }
        guard !overloads.isEmpty else {
            throw ExpressionError(
                .arguments, at: SourceRange(site.nameRange.end, site.range.end),
                "'\(site.displayName)' is a value, not a function; remove the argument list",
                suggestion: nil)
        }
        var candidates: [(overload: Overload<Result>, binding: ArgumentMatcher.Binding)] = []
        for overload in overloads {
            let match = ArgumentMatcher.match(
                arguments, trailingClosure: site.trailingClosure != nil, trailingAt: site.trailingAt, to: overload.parameters)
            if case let .success(binding) = match { candidates.append((overload, binding)) }
        }
        guard !candidates.isEmpty else { throw ArgumentMatcher.diagnose(self, site) }
        candidates = candidates.filter { !$0.overload.isDisfavored } + candidates.filter(\.overload.isDisfavored)

        var firstTypeError: ExpressionError?
        for candidate in candidates {
            let bound = BoundArguments(
                site: site, parameters: candidate.overload.parameters,
                arguments: candidate.binding.arguments.map { $0.map { arguments[$0] } },
                closureParameter: candidate.binding.closureParameter)
            do {
                return try Self.run(site) { try candidate.overload.build(bound) }
            } catch where error.kind == .type {
                // As for Swift's type checker, a type mismatch rules the overload
                // out; the most favoured overload's mismatch is reported.
                firstTypeError = firstTypeError ?? error
            }
        }
        throw firstTypeError ?? ExpressionError(.arguments, at: site.range, "no form of '\(site.displayName)' fits")
    }

    private func resolveBare(_ site: CallSite) throws(ExpressionError) -> Result {
        switch bareUse {
        case let .value(make):
            return try Self.run(site) { try make() }
        case .callWithoutArguments:
            var call = site
            call.arguments = []
            return try resolve(call)
        case .needsCall:
            let acceptsNoArguments = overloads.contains { $0.parameters.allSatisfy(\.hasDefault) }
            throw ExpressionError(
                .arguments, at: site.nameRange,
                "'\(site.displayName)' needs an argument list: "
                    + Wording.list(forms(displayName: site.displayName)),
                suggestion: acceptsNoArguments ? site.displayName + "()" : nil)
        }
    }

    /// Runs a builder, reporting foreign errors at the call site.
    package static func run<T>(_ site: CallSite, _ body: () throws -> T) throws(ExpressionError) -> T {
        do {
            return try body()
        } catch let error as ExpressionError {
            throw error
        } catch {
            throw ExpressionError(.value, at: site.range, "'\(site.displayName)': \(error)")
        }
    }
}
