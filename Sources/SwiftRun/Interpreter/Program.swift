import SwiftFront
import BoardScene
import BoardModel
/// Everything the Swift files of a board declare, by name, for the interpreter:
/// types (with their extensions merged in, SwiftUI's types included), global
/// variables and functions, and the board's own constants.
///
/// Built once per board; immutable afterwards, so evaluations on several threads
/// share it.
package final class Program: @unchecked Sendable {
    /// The Swift files, by origin − 1 (origin 0 is the expression being evaluated).
    package private(set) var files: [SwiftSourceText] = []
    /// Types by qualified name (`Outer.Inner`); a nested type is also found by its own
    /// name when no other type has it.
    package private(set) var types: [String: TypeInfo] = [:]
    /// The type aliases whose target no file declares (`typealias Ratio = (lineWidth: CGFloat,
    /// margin: CGFloat)`, `typealias Length = CGFloat`), by qualified name and by their own name.
    package private(set) var aliases: [String: String] = [:]

    /// `type` with a type alias of ``aliases`` replaced by its target (a few levels deep).
    package func expandingAliases(_ type: String) -> String {
        var t = type.trimmingCharacters(in: .whitespaces)
        for _ in 0..<8 {
            guard let target = aliases[t] else { break }
            t = target.trimmingCharacters(in: .whitespaces)
        }
        return t
    }
    /// Global `let`/`var`s, by name.
    package private(set) var globals: [String: StoredProperty] = [:]
    /// Global functions, by name (overloads in declaration order).
    package private(set) var functions: [String: [FunctionRef]] = [:]
    /// Declarations read but not run, with why (listed by `check`).
    package private(set) var skipped: [SkippedDeclaration] = []
    /// Every declaration in file order, for `check`.
    package private(set) var listing: [DeclarationEntry] = []
    /// The `#Preview`s the files declare at their top level, in file order (``PreviewCatalog``).
    package private(set) var previewMacros: [DeclaredPreview] = []
    /// Short names of nested types that several types share (not found by the short name).
    private var ambiguousShortNames: Set<String> = []
    /// The private types a file declares beside another file's of the same name, by origin: the
    /// name the file's code uses → the name the type is kept under.
    package private(set) var fileLocalTypes: [Int: [String: String]] = [:]
    /// Types declared in a function's or property's body (``addLocalTypes(_:in:origin:)``), by their nested names.
    private var localTypes: Set<String> = []
    /// Types declared more than once (the compiler's "invalid redeclaration"), in the order found.
    package private(set) var redeclarations: [Redeclaration] = []

    /// The asset colours the board declares (`"colors"`), by name.
    package var assetColors: [String: Color] = [:]
    /// What the app's asset catalogues hold.
    package var assets = AppAssets()
    /// The image sets' generated symbols (`Image(.coffee)`) → their asset names (``AssetSymbols``).
    package private(set) var imageSymbols: [String: String] = [:]
    /// The colour sets' generated symbols (`Color(.customBlack)`) → their asset names.
    package private(set) var colorSymbols: [String: String] = [:]
    /// Whether a file hides UIKit's tab bar (`UITabBar.appearance().isHidden = true`, written by apps
    /// that draw a tab bar of their own): a `TabView` then draws no bar (``UIKitAppearance``).
    package private(set) var hidesTabBar = false
    /// The cases and static members of the types the files declare (not SwiftUI's, which they
    /// extend): an implicit member of one of these names (`.medium_light`) is the declared type's
    /// where the type is the context, so it is not taken for a SwiftUI extension's of the same name
    /// before the context is known (``Interpreter/implicitMember(_:arguments:closure:_:_:)``).
    package private(set) var declaredStaticNames: Set<String> = []

    /// Adds what Xcode generates for the asset catalogues and the board's `"colors"`
    /// (``AssetSymbols``): after the app's own files, whose declarations win.
    package func addAssetSymbols() {
        declaredStaticNames = Set(types.values.filter { $0.keyword != nil && $0.keyword != .extension && $0.keyword != .protocol }
            .flatMap { t in t.cases.map(\.name) + Array(t.statics.keys) + Array(t.staticMethods.keys) })
        colorSymbols = AssetSymbols.table(Set(assets.colors.keys).union(assetColors.keys), isColor: true)
        imageSymbols = AssetSymbols.table(Set(assets.images.keys).union(assets.refusals.keys), isColor: false)
        let declared = Set(["Color", "ShapeStyle"].flatMap { types[$0].map { Array($0.statics.keys) + Array($0.staticMethods.keys) } ?? [] })
        let text = AssetSymbols.source(colors: colorSymbols, declared: declared)
        guard !text.isEmpty, let file = try? SwiftFrontEnd.parseFile(SwiftSourceText(name: AssetSymbols.fileName, text: text)) else { return }
        add(file)
    }

    /// The origin of the board's own constants (`"let"`): their SwiftUI values point at their use.
    package static let boardConstants = -1

    package init() {}

    /// Adds a parsed Swift file.
    package func add(_ file: SwiftSourceFile) {
        files.append(file.text)
        if UIKitAppearance.hidesTabBar(file.text.string) { hidesTabBar = true }
        let origin = files.count
        for d in file.declarations { add(d, in: nil, origin: origin) }
    }

    /// Adds the board's constants (`"let"`: name → expression).
    package func addConstants(_ constants: [String: Expr]) {
        for (name, value) in constants.sorted(by: { $0.key < $1.key }) {
            let binding = VariableDeclaration.Binding(pattern: .binding(name), type: "", initializer: value, getter: nil,
                                                      setter: nil, nameRange: value.range)
            globals[name] = StoredProperty(binding: binding, isLet: true, wrapper: nil, origin: Self.boardConstants)
        }
    }

    /// The file of an origin, if it is a file.
    package func file(_ origin: Int) -> SwiftSourceText? {
        origin >= 1 && origin <= files.count ? files[origin - 1] : nil
    }

    /// The location of `range` in the file of `origin`.
    package func location(_ range: SourceRange, origin: Int) -> SourceLocation? {
        file(origin)?.location(of: range.start)
    }

    /// The type named `name` (qualified, or a nested type's own name when unique).
    package func type(_ name: String) -> TypeInfo? {
        if let t = types[name] { return t }
        if let c = StandardConformances.canonical(name) { return types[c] }
        if !SwiftUINames.reserved.contains(name), !Self.isSwiftUIsOwn(name), let q = shortNames[name], let t = types[q] { return t }
        // `typealias KeyWidth = KeyConstants.Width` written before the type it names.
        if aliases[name] != nil, case let target = expandingAliases(name), target != name, let t = types[target] ?? types[Self.baseTypeName(target)] {
            return t
        }
        let base = Self.baseTypeName(name)
        return base == name ? nil : type(base)
    }

    /// Whether `type` has a `:` outside its parentheses, brackets and angle brackets.
    package static func hasTopLevelColon(_ type: String) -> Bool {
        var depth = 0
        for c in type {
            switch c {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// `Binding<String>` → `Binding`, `[Item]` → `Array`, `Item?` → `Item`, `some View` → `View`.
    package static func baseTypeName(_ type: String) -> String {
        var t = type
        for prefix in ["some ", "any ", "inout ", "@escaping ", "@MainActor "] where t.hasPrefix(prefix) { t.removeFirst(prefix.count) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        // `[K: V]` is a dictionary; `[(name: String, n: Int)]` an array (its colons are inside the tuple).
        if t.hasPrefix("[") { return Self.hasTopLevelColon(String(t.dropFirst().dropLast())) ? "Dictionary" : "Array" }
        if t.hasPrefix("(") { return "Tuple" }
        // Generic arguments dropped, a nested type after them kept: `MemoryGame<String>.Card` is `MemoryGame.Card`.
        if t.contains("<") {
            var out = "", depth = 0
            for c in t {
                if c == "<" { depth += 1 } else if c == ">" { depth -= 1 } else if depth == 0 { out.append(c) }
            }
            t = out
        }
        if t.hasPrefix("Swift.") || t.hasPrefix("SwiftUI.") { t = String(t.drop { $0 != "." }.dropFirst()) }
        return t
    }

    // MARK: Building

    func add(_ d: Declaration, in owner: String?, origin: Int) {
        switch d.kind {
        case let .type(t):
            addType(t, d, in: owner, origin: origin)
        case let .function(f):
            if let owner {
                addLocalTypes(f.body, in: owner, origin: origin)
                modify(owner) { $0.add(FunctionRef(declaration: f, origin: origin, owner: owner, range: d.range, nameRange: d.nameRange)) }
            } else {
                functions[f.name, default: []].append(FunctionRef(declaration: f, origin: origin, owner: nil, range: d.range, nameRange: d.nameRange))
                listing.append(DeclarationEntry(kind: .function, name: f.selector, owner: nil, origin: origin, range: d.nameRange))
            }
        case let .variable(v):
            for b in v.bindings {
                let wrapper = v.wrapper
                let stored = StoredProperty(binding: b, isLet: v.isLet, wrapper: wrapper, origin: origin, isLazy: v.isLazy)
                if let owner {
                    addLocalTypes(b.getter, in: owner, origin: origin)
                    modify(owner) { $0.add(stored, isStatic: v.isStatic) }
                } else {
                    for name in b.pattern.boundNames { globals[name] = stored }
                    if b.getter == nil {
                        listing.append(DeclarationEntry(kind: .constant, name: b.name, owner: nil, origin: origin, range: b.nameRange))
                    }
                }
            }
        case let .enumCases(cases):
            guard let owner else { return }
            modify(owner) { t in for c in cases { t.cases.append(EnumCaseInfo(declaration: c, origin: origin)) } }
        case let .typeAlias(name, target):
            let qualified = owner.map { $0 + "." + name } ?? name
            if types[qualified] == nil, let t = type(target) {
                types[qualified] = t
            } else if type(target) == nil {
                aliases[qualified] = target
                if qualified != name, aliases[name] == nil { aliases[name] = target }
            }
        case let .preview(p):
            guard owner == nil else {
                skipped.append(SkippedDeclaration(kind: p.label, name: "", location: file(origin)?.location(of: d.range.start)
                    ?? SourceLocation(file: "", line: 0, column: 0), reason: "a preview is read at the top level of a file"))
                return
            }
            let wrapper = addPreviewWrapper(p, number: previewMacros.count + 1, origin: origin, range: d.range)
            let body = p.body?.body ?? []
            previewMacros.append(DeclaredPreview(
                macro: p, origin: origin, range: d.range, nameRange: d.nameRange, wrapper: wrapper,
                root: wrapper == nil ? Self.previewRoot(body).map { PreviewModifier.peel($0).view } : nil,
                modifiers: Self.previewModifiers(body)))
        case let .ignored(kind, name):
            if kind != "import" {
                skipped.append(SkippedDeclaration(kind: kind, name: name, location: file(origin)?.location(of: d.range.start)
                    ?? SourceLocation(file: "", line: 0, column: 0), reason: "not run"))
            }
        }
    }

    /// The types a body declares among its statements (`static var previews: some View { struct
    /// Preview: View { … }; return Preview() }`), added as types nested in the body's owner: a local
    /// type captures nothing of its body in Swift, so it is one wherever it is declared, and from the
    /// body it is found by its own name, as a nested type is from inside its owner.
    ///
    /// Two bodies of one owner may each declare a local type of one name (`struct Body: Encodable`
    /// in both `signup` and `login`), which is legal Swift: the first is kept and the second is not
    /// read (a board reads both as the first: a known limit, docs/swift-subset.md).
    func addLocalTypes(_ body: [Statement]?, in owner: String, origin: Int) {
        for s in body ?? [] {
            switch s.kind {
            case let .declaration(d):
                if case let .type(t) = d.kind {
                    let name = owner + "." + t.name
                    if localTypes.contains(name) { continue }
                    if t.keyword != .extension, types[name] == nil { localTypes.insert(name) }
                    add(d, in: owner, origin: origin)
                }
            case let .block(inner):
                addLocalTypes(inner, in: owner, origin: origin)
            default: break
            }
        }
    }

    private func addType(_ t: TypeDeclaration, _ d: Declaration, in owner: String?, origin: Int) {
        var name = t.keyword == .extension ? Self.baseTypeName(t.name) : t.name
        if t.keyword != .extension, let owner { name = owner + "." + name }
        if t.keyword == .extension, owner == nil, types[name] == nil, let existing = type(name) { name = existing.name }
        // `extension Transition where Self == MoveTransition { static var … }` adds transitions.
        if t.keyword == .extension, name == "Transition" || name == "AnyTransition" { name = "AnyTransition" }
        // `extension CGFloat`, `extension TimeInterval`: the numbers a `Double` holds (``StandardConformances``).
        if t.keyword == .extension, let c = StandardConformances.canonical(name) { name = c }
        if t.keyword != .extension, let first = types[name], first.keyword != nil {
            // A file's own private type beside another file's of the same name (SwiftGen's
            // `private final class BundleToken` in each generated file): legal Swift. The first is
            // the one other files read; the file's own code reads its own (``fileLocalTypes``).
            if t.isFilePrivate || first.isFilePrivate, first.origin != origin {
                guard t.isFilePrivate, owner == nil else { return }
                let local = name + "‹\(origin)›"
                fileLocalTypes[origin, default: [:]][name] = local
                name = local
            } else if let was = location(first.range, origin: first.origin), let now = location(d.range, origin: origin) {
                redeclarations.append(Redeclaration(name: name, first: was, second: now))
            }
        }
        modify(name) { info in
            if t.keyword != .extension {
                info.keyword = t.keyword
                info.origin = origin
                info.range = d.range
                info.attributes = t.attributes
                info.isFilePrivate = t.isFilePrivate
                info.genericParameters = t.genericParameters
            }
            info.inherited.formUnion(t.inherited.map(Self.baseTypeName))
        }
        if t.keyword != .extension, owner == nil, shortNames[name] != nil {
            // A top-level type of a nested type's own name (`Pie` beside `CardView.Constant.Pie`): that
            // name is the top-level type's, wherever the nested one was read first.
            ambiguousShortNames.insert(name)
            shortNames[name] = nil
        }
        if t.keyword != .extension, owner != nil {
            let short = t.name
            if types[short] == nil, !ambiguousShortNames.contains(short) {
                shortNames[short] = name
            } else if shortNames[short] != name {
                ambiguousShortNames.insert(short)
                shortNames[short] = nil
            }
        }
        listing.append(DeclarationEntry(kind: t.keyword == .extension ? .extension : .type, name: name, owner: nil, origin: origin, range: d.nameRange))
        for member in t.members { add(member, in: name, origin: origin) }
        if t.keyword != .extension, t.members.contains(where: { m in
            if case let .function(f) = m.kind { f.role == .initializer || f.role == .failableInitializer } else { false }
        }) {
            modify(name) { $0.declaresInitializers = true }
        }
    }

    /// The one declared type (not an extension of SwiftUI's) with a static stored property `name`, if exactly one has it.
    /// (The program is shared by render threads once built, so nothing here is cached.)
    package func uniqueStaticOwner(_ name: String) -> String? {
        let owners = Set(types.values.filter { $0.keyword != nil && $0.statics[name].map { !$0.isComputed } == true }.map(\.name))
        return owners.count == 1 ? owners.first : nil
    }

    /// Nested types by their own name, when unique (`Inner` for `Outer.Inner`).
    private var shortNames: [String: String] = [:]

    /// The qualified name of a nested type found by its own name: never for SwiftUI's own type names
    /// (`PokemonSpecies.Color` is not `Color` outside `PokemonSpecies`). A Foundation name a type
    /// nests (`Cogwheels.Data`) is still found, as a parameter's type declared inside it is read from a call outside.
    package func qualified(_ short: String) -> String? { Self.isSwiftUIsOwn(short) ? nil : shortNames[short] }

    /// Whether `short` is a name SwiftUI declares (not Foundation's): outside the type that nests one of
    /// that name (`UserFormReducer.State`), the short name is SwiftUI's (`State(initialValue:)`).
    static func isSwiftUIsOwn(_ short: String) -> Bool {
        swiftUITypeNames.contains(short) || (SwiftUINames.knownTypes.contains(short) && !NativeTypes.all.contains(short))
            || swiftUIValueTypes.contains(short)
    }

    /// SwiftUI's value types the interpreter models (Foundation's, such as `Data`, are found by their short name still).
    private static let swiftUIValueTypes: Set<String> = [
        "Angle", "UnitPoint", "EdgeInsets", "Edge", "Axis", "Binding", "LayoutDirection", "ColorScheme", "TransitionPhase",
        "ScrollTransitionPhase", "GeometryProxy", "Transaction", "EditMode", "ScenePhase", "UserInterfaceSizeClass",
        "DynamicTypeSize", "ContentSizeCategory", "ControlActiveState", "LocalizedStringKey", "AnimatablePair",
    ]

    private static let swiftUITypeNames: Set<String> = Set(SwiftUINames.extensible + SwiftUINames.viewTypes + ["Transition", "Edge", "Angle", "UnitPoint", "Alignment"])

    /// Changes a type's entry in place (the dictionary's own storage: no copy of its members
    /// per change, so adding n members is linear, not quadratic).
    func modify(_ name: String, _ change: (inout TypeInfo) -> Void) {
        change(&types[name, default: TypeInfo(name: name)])
    }
}

/// A type declared twice, in one file or in two files of a module: the compiler refuses it
/// ("invalid redeclaration"), and so does a board, naming both places.
package struct Redeclaration: Sendable {
    /// The type's qualified name.
    package var name: String
    /// Where it was declared first, and again.
    package var first: SourceLocation, second: SourceLocation

    /// The one-line message: `'Item' is declared twice: at A.swift:3:1 and at B.swift:7:1; …`.
    package var message: String {
        "'\(name)' is declared twice, at \(first) and at \(second); the files are read as one module, as the compiler reads them: rename or remove one"
    }
}

/// A function a file declares, with where it came from.
package struct FunctionRef {
    package var declaration: FunctionDeclaration
    package var origin: Int
    package var owner: String?
    /// The whole declaration.
    package var range: SourceRange
    /// Its name.
    package var nameRange: SourceRange

    package init(declaration: FunctionDeclaration, origin: Int, owner: String?, range: SourceRange, nameRange: SourceRange? = nil) {
        self.declaration = declaration
        self.origin = origin
        self.owner = owner
        self.range = range
        self.nameRange = nameRange ?? range
    }
}

/// A stored (or computed) property or global variable.
package struct StoredProperty {
    package var binding: VariableDeclaration.Binding
    package var isLet: Bool
    /// `@State`, `@Binding`, `@Environment(…)`, ….
    package var wrapper: Attribute?
    package var origin: Int
    /// `lazy var x = …`: its value is made after the initializer, where `self` is the instance.
    package var isLazy = false

    package var name: String { binding.name }
    package var isComputed: Bool { binding.getter != nil }
}

/// A case of an enum a file declares.
package struct EnumCaseInfo {
    package var declaration: EnumCase
    package var origin: Int
    package var name: String { declaration.name }
}

/// One line of `check`'s listing of a file.
package struct DeclarationEntry {
    package enum Kind { case type, `extension`, function, constant }
    package var kind: Kind
    package var name: String
    package var owner: String?
    package var origin: Int
    package var range: SourceRange
}

/// A declaration that is read but not run (an operator, a protocol), and why.
public struct SkippedDeclaration: Sendable, Equatable {
    /// What it is (`operator`, `precedencegroup`, …).
    public var kind: String
    /// Its name, if it has one.
    public var name: String
    /// Where.
    public var location: SourceLocation
    /// Why it is not run.
    public var reason: String
}
