import SwiftFront

/// What a bare name means where it is written, as ``Interpreter/resolve(_:_:_:use:)``
/// decides it: one answer, whether the name is read (`x`) or called (`x(…)`).
package enum NameMeaning {
    /// `self`: the instance whose member runs.
    case selfValue(SwiftValue)
    /// `Self`, or `self` in a static member: the type whose member runs.
    case selfType(String)
    /// A local variable, parameter or captured variable.
    case local(Scope.Variable)
    /// `$name`: the projected value of the property wrapper `name` (a binding).
    case projected(String)
    /// A member of `self` written without `self.` (`self` is the variable).
    case selfMember(Scope.Variable, SelfMember)
    /// A static member of `owner`: the enclosing type's, or a constant only one type declares.
    case staticMember(owner: String)
    /// SwiftUI's own static member, inside an extension of its type (`opacity` in `extension AnyTransition`).
    case swiftUIStatic
    /// A global `let`/`var` or a board constant.
    case global
    /// A global function (its overloads, in declaration order).
    case function([FunctionRef])
    /// A type: one the files declare, or one the interpreter models.
    case type(TypeRef)
    /// A built-in function (`min`, `withAnimation`).
    case builtin(Function)
    /// A built-in constant (`CATransform3DIdentity`).
    case constant(SwiftValue)
    /// A name a board refuses, with why (`Timer`, `Date`).
    case refused(String)
    /// SwiftUI's own name (`VStack`, `Color`), kept for the evaluators.
    case swiftUI
    /// An operator used as a function (`+` in `reduce(0, +)`).
    case `operator`
}

/// How a member of `self` written without `self.` is reached.
package enum SelfMember {
    /// A property of a value the interpreter models (`count` in `extension Array`), already read.
    case nativeProperty(SwiftValue)
    /// A method the files declare on `self`'s type (or a protocol extension of it), by owner.
    case method(owner: String, [FunctionRef])
    /// A stored or computed property the files declare (read through ``Interpreter/member(_:_:_:_:_:)``).
    case property
    /// A SwiftUI modifier on the view `self` is (`padding()` in `extension View`).
    case modifier
    /// A method of a value the interpreter models (`reduce(0, +)` in `extension Array`).
    case nativeMethod
}

/// A type a name resolved to: a value of it is made by its initializer.
package enum TypeRef: Equatable {
    /// A type the Swift files declare (`struct`, `enum`, `class`, …), by qualified name.
    case declared(String)
    /// A type the interpreter models as values (`Int`, `CGPoint`, `Angle`; ``NativeTypes``).
    case native(String)

    /// Its name, as a ``SwiftValue/type(_:)`` holds it.
    package var name: String {
        switch self {
        case let .declared(name), let .native(name): name
        }
    }
}

/// Whether a name is read or called: a few rules of ``Interpreter/resolve(_:_:_:use:)``
/// serve only one of them.
package enum NameUse {
    case read, call
}
