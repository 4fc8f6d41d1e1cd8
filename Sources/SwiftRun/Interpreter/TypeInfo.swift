import SwiftFront
import BoardScene
import BoardModel
/// A type as the files declare it, its extensions merged in: its stored and
/// computed properties, methods, initializers, static members and cases.
/// SwiftUI's own types appear here only with what the files add to them.
package struct TypeInfo {
    /// The qualified name.
    package var name: String
    /// `struct`, `enum`, `class`, …; nil for a type only extended here (SwiftUI's, Swift's).
    package var keyword: TypeDeclaration.Keyword?
    /// The conformances and superclass, by base name (`ViewModifier`, `Animatable`, `String`).
    package var inherited: Set<String> = []
    /// Attributes of the declaration (`main` for `@main`).
    package var attributes: [String] = []
    /// Whether the declaration is `private` or `fileprivate` (seen only in its file).
    package var isFilePrivate = false
    /// Stored instance properties in declaration order (the memberwise initializer's order).
    package var stored: [StoredProperty] = []
    /// Computed instance properties by name.
    package var computed: [String: StoredProperty] = [:]
    /// Static properties (stored or computed) by name.
    package var statics: [String: StoredProperty] = [:]
    /// Instance methods by name.
    package var methods: [String: [FunctionRef]] = [:]
    /// Static methods (and operators) by name.
    package var staticMethods: [String: [FunctionRef]] = [:]
    /// Initializers, in declaration order.
    package var initializers: [FunctionRef] = []
    /// Whether its declaration itself (not an extension) declares an initializer, which takes the
    /// memberwise one away (initializers in extensions add to it).
    package var declaresInitializers = false
    /// The generic parameters its declaration names (`Enum` of `struct Switcher<Enum: CaseIterable>`).
    package var genericParameters: [String] = []
    /// Subscripts.
    package var subscripts: [FunctionRef] = []
    /// Enum cases in declaration order.
    package var cases: [EnumCaseInfo] = []
    /// The file it is declared in (0 when only extended).
    package var origin = 0
    /// Where its name is.
    package var range = SourceRange(0, 0)

    package init(name: String) { self.name = name }

    package mutating func add(_ f: FunctionRef) {
        switch f.declaration.role {
        case .initializer, .failableInitializer: initializers.append(f)
        case .subscript: subscripts.append(f)
        case .function:
            if f.declaration.isStatic { staticMethods[f.declaration.name, default: []].append(f) }
            else { methods[f.declaration.name, default: []].append(f) }
        }
    }

    package mutating func add(_ p: StoredProperty, isStatic: Bool) {
        if isStatic {
            for name in p.binding.pattern.boundNames { statics[name] = p }
        } else if p.isComputed {
            computed[p.name] = p
        } else {
            stored.append(p)
        }
    }

    /// Whether it conforms to `proto` (as declared; `AnimatableModifier` counts as `Animatable` and `ViewModifier`).
    package func conforms(to proto: String) -> Bool {
        if inherited.contains(proto) { return true }
        switch proto {
        case "Animatable": return inherited.contains("AnimatableModifier") || inherited.contains("GeometryEffect")
            || inherited.contains("VectorArithmetic")
        case "ViewModifier": return inherited.contains("AnimatableModifier") || inherited.contains("GeometryEffect")
        case "Shape": return inherited.contains("InsettableShape")
        default: return false
        }
    }

    /// The enum case named `name`.
    package func enumCase(_ name: String) -> EnumCaseInfo? { cases.first { $0.name == name } }

    /// Whether it is an enum with a raw type (`enum Kind: String`, `: Int`).
    package var rawType: String? {
        guard keyword == .enum else { return nil }
        return inherited.sorted().first { ["String", "Double", "CGFloat", "Character", "Float"].contains($0) || NativeTypes.integers.contains($0) }
    }

    /// Every member name, for "did you mean".
    package var memberNames: [String] {
        stored.map(\.name) + Array(computed.keys) + Array(statics.keys) + Array(methods.keys) + Array(staticMethods.keys) + cases.map(\.name)
    }
}
