import SwiftFront
import BoardScene
import BoardModel
/// Something the interpreter can call.
package final class Function: @unchecked Sendable {
    package enum Kind {
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

    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// How messages name it.
    package var name: String {
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
    /// Creates a value from its stored properties.
    package init(label: String? = nil, value: SwiftValue, range: SourceRange, isTrailing: Bool = false, followsTrailingClosure: Bool = false, place: Expr? = nil) {
        self.label = label
        self.value = value
        self.range = range
        self.isTrailing = isTrailing
        self.followsTrailingClosure = followsTrailingClosure
        self.place = place
    }

    package var label: String?
    package var value: SwiftValue
    package var range: SourceRange
    /// Whether it is a trailing closure (which may bind to a labelled closure parameter).
    package var isTrailing = false
    /// Whether it is a labelled trailing closure after the first (`label: { … }`).
    package var followsTrailingClosure = false
    /// Where an `&x` argument writes back.
    package var place: Expr? = nil
    /// Literal arithmetic with a division (`1/5`) as it is where a floating-point number is taken
    /// (0.2 for a `CGFloat` parameter; `value` is Swift's `Int` 0, which an `Int` parameter takes).
    package var floating: SwiftValue? = nil
}

/// A level of variables: a body, a closure, a block. Lookups walk outward.
package final class Scope: @unchecked Sendable {
    /// One variable.
    package final class Variable {
        package var value: SwiftValue
        package let isLet: Bool
        package init(_ value: SwiftValue, isLet: Bool) {
            self.value = value
            self.isLet = isLet
        }
    }

    package let parent: Scope?
    private var variables: [String: Variable] = [:]

    package init(parent: Scope?) { self.parent = parent }

    /// Declares `name` in this level (shadowing outer ones).
    package func declare(_ name: String, _ value: SwiftValue, isLet: Bool = true) {
        guard name != "_" else { return }
        variables[name] = Variable(value, isLet: isLet)
    }

    /// The variable `name`, in this level or an outer one.
    package func lookup(_ name: String) -> Variable? {
        var scope: Scope? = self
        while let s = scope {
            if let v = s.variables[name] { return v }
            scope = s.parent
        }
        return nil
    }

    /// Every name in scope, for "did you mean".
    package var names: [String] {
        var out: [String] = []
        var scope: Scope? = self
        while let s = scope {
            out += s.variables.keys
            scope = s.parent
        }
        return out
    }
}
