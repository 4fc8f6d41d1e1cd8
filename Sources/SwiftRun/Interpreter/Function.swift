import SwiftFront
import BoardScene
import BoardModel
/// Something the interpreter can call.
package final class Function: @unchecked Sendable {
    enum Kind {
        /// A closure and the scope it captured.
        case closure(Expr.Closure, Scope, origin: Int, receiver: SwiftValue?)
        /// A function a Swift file declares: global, static, or a method bound to its receiver.
        case declared(FunctionDeclaration, owner: String?, receiver: SwiftValue?, origin: Int)
        /// A method of a value the interpreter models (`items.filter`), applied when called.
        case method(SwiftValue, String)
        /// A built-in function (`min`, `abs`, `withAnimation`).
        case builtin(String, @Sendable (Interpreter, [Argument], SourceRange) throws(ExpressionError) -> SwiftValue)
        /// A type called as a function: its initializers.
        case initializer(String)
        /// An enum case with associated values, called to make one.
        case enumCase(type: String, name: String)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// How messages name it.
    var name: String {
        switch kind {
        case .closure: "closure"
        case let .declared(f, owner, _, _): (owner.map { $0 + "." } ?? "") + f.selector
        case let .method(_, name): name
        case let .builtin(name, _): name
        case let .initializer(type): type
        case let .enumCase(type, name): type + "." + name
        }
    }
}

/// An argument as evaluated: its label, its value and where it was written.
package struct Argument {
    var label: String?
    var value: SwiftValue
    var range: SourceRange
    /// Whether it is a trailing closure (which may bind to a labelled closure parameter).
    var isTrailing = false
    /// Whether it is a labelled trailing closure after the first (`label: { … }`).
    var followsTrailingClosure = false
    /// Where an `&x` argument writes back.
    var place: Expr? = nil
}

/// A level of variables: a body, a closure, a block. Lookups walk outward.
final class Scope: @unchecked Sendable {
    /// One variable.
    final class Variable {
        var value: SwiftValue
        let isLet: Bool
        init(_ value: SwiftValue, isLet: Bool) {
            self.value = value
            self.isLet = isLet
        }
    }

    let parent: Scope?
    private var variables: [String: Variable] = [:]

    init(parent: Scope?) { self.parent = parent }

    /// Declares `name` in this level (shadowing outer ones).
    func declare(_ name: String, _ value: SwiftValue, isLet: Bool = true) {
        guard name != "_" else { return }
        variables[name] = Variable(value, isLet: isLet)
    }

    /// The variable `name`, in this level or an outer one.
    func lookup(_ name: String) -> Variable? {
        var scope: Scope? = self
        while let s = scope {
            if let v = s.variables[name] { return v }
            scope = s.parent
        }
        return nil
    }

    /// Every name in scope, for "did you mean".
    var names: [String] {
        var out: [String] = []
        var scope: Scope? = self
        while let s = scope {
            out += s.variables.keys
            scope = s.parent
        }
        return out
    }
}
