import SwiftFront
import BoardScene
import BoardModel

/// Which closures handed to a SwiftUI call are view content, read from the signature tables.
///
/// The interpreter runs view content where it is written — in the scope it is written in (the
/// view's properties, the closure's parameters) — and keeps any other closure (an action) as
/// written, to run when a step acts. Swift binds a closure to its parameter by the call's labels
/// (a trailing closure by SE-0286's scan), so the same table that reads the view later says what
/// the closure is now: `Button(action: save) { Text(title) }`'s closure is its `content`, while
/// `Button("Save") { save() }`'s is its `action`.
extension ViewEvaluator {
    /// The view initializer table, built once.
    package static let sharedInitializers = ViewEvaluator().evaluator.initializers
    /// The view modifier table (names, refusals, ignored styling), built once.
    package static let sharedModifiers = ViewEvaluator().evaluator.modifiers

    /// Whether a closure given to `callee` is view content by SwiftUI's signature: the closure
    /// labelled `label` in the parentheses or after the first trailing closure, or (`label` nil,
    /// `trailing`) the call's first trailing closure; nil when no signature of `callee` says
    /// (a name the tables do not have, or labels no overload takes).
    ///
    /// - Parameters:
    ///   - callee: the name called: `Button`, or `.background` of a modifier.
    ///   - arguments: the call's arguments as written (labelled trailing closures last).
    ///   - label: the closure's label, nil for the first trailing closure.
    ///   - trailing: whether the call has a first trailing closure.
    package static func closureIsViewContent(callee: Expr, arguments: [Expr.Argument], label: String?, trailing: Bool) -> Bool? {
        let parameterLists: [[Parameter]]
        switch callee.kind {
        case let .identifier(name):
            guard let s = sharedInitializers[name] else { return nil }
            parameterLists = s.overloads.map(\.parameters)
        case let .member(_, name, _), let .implicitMember(name):
            guard let s = sharedModifiers[name] else { return nil }
            parameterLists = s.overloads.map(\.parameters)
        default:
            return nil
        }
        let trailingAt = trailing ? arguments.firstIndex(where: \.followsTrailingClosure) : nil
        var roles: [Bool] = []
        for parameters in parameterLists {
            guard case let .success(binding) = ArgumentMatcher.match(arguments, trailingClosure: trailing, trailingAt: trailingAt,
                                                                    to: parameters) else { continue }
            if let label {
                if let p = binding.arguments.indices.first(where: { binding.arguments[$0].map { arguments[$0].label == label } ?? false }) {
                    roles.append(parameters[p].type == .viewContent)
                }
            } else if let p = binding.closureParameter {
                roles.append(parameters[p].type == .viewContent)
            }
        }
        guard let first = roles.first, roles.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}
