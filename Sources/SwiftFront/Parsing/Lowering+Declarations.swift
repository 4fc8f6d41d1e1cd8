import BoardModel
// The experimental kinds (`do` expressions, `then` statements, `using` declarations) are named so that every switch
// over SwiftSyntax's kinds is checked whole.
@_spi(ExperimentalLanguageFeatures) internal import SwiftSyntax

/// Declarations: types, extensions, functions, variables, enum cases.
extension Lowering {
    /// The declarations `d` stands for (none for a `#if` with no active clause, several for one with).
    func declarations(_ d: DeclSyntax) -> [Declaration] {
        let r = range(d)
        switch d.as(DeclSyntaxEnum.self) {
        case let .ifConfigDecl(n):
            guard let elements = activeClause(n)?.elements else { return [] }
            switch elements {
            case let .decls(members): return members.flatMap { declarations($0.decl) }
            case let .statements(items):
                return items.flatMap { item -> [Declaration] in
                    if case let .decl(inner) = item.item { return declarations(inner) }
                    return topLevelPreview(item).map { [$0] } ?? []
                }
            default: return []
            }
        case let .structDecl(n):
            return [typeDeclaration(.struct, n.name, n.inheritanceClause, n.genericWhereClause, n.memberBlock, n.attributes, n.modifiers, r,
                                    generics: n.genericParameterClause?.parameters.map { Self.name($0.name) } ?? [])]
        case let .enumDecl(n):
            return [typeDeclaration(.enum, n.name, n.inheritanceClause, n.genericWhereClause, n.memberBlock, n.attributes, n.modifiers, r,
                                    generics: n.genericParameterClause?.parameters.map { Self.name($0.name) } ?? [])]
        case let .classDecl(n):
            return [typeDeclaration(.class, n.name, n.inheritanceClause, n.genericWhereClause, n.memberBlock, n.attributes, n.modifiers, r,
                                    generics: n.genericParameterClause?.parameters.map { Self.name($0.name) } ?? [])]
        case let .actorDecl(n):
            return [typeDeclaration(.actor, n.name, n.inheritanceClause, n.genericWhereClause, n.memberBlock, n.attributes, n.modifiers, r,
                                    generics: n.genericParameterClause?.parameters.map { Self.name($0.name) } ?? [])]
        case let .protocolDecl(n):
            return [typeDeclaration(.protocol, n.name, n.inheritanceClause, n.genericWhereClause, n.memberBlock, n.attributes, n.modifiers, r)]
        case let .extensionDecl(n):
            let t = TypeDeclaration(
                keyword: .extension, name: Self.type(n.extendedType),
                inherited: n.inheritanceClause.map { $0.inheritedTypes.map { Self.type($0.type) } } ?? [],
                whereClause: n.genericWhereClause.map { Self.type($0) } ?? "",
                members: n.memberBlock.members.flatMap { declarations($0.decl) },
                attributes: attributes(n.attributes).map(\.name))
            return [Declaration(.type(t), range: r, nameRange: range(n.extendedType))]
        case let .functionDecl(n): return [function(n, r)]
        case let .initializerDecl(n): return [initializer(n, r)]
        case let .subscriptDecl(n): return [subscriptDeclaration(n, r)]
        case let .variableDecl(n):
            let v = variable(n)
            return [Declaration(.variable(v), range: r, nameRange: v.bindings.first?.nameRange ?? r)]
        case let .enumCaseDecl(n): return [enumCases(n, r)]
        case let .typeAliasDecl(n):
            return [Declaration(.typeAlias(name: Self.name(n.name), type: Self.type(n.initializer.value)), range: r, nameRange: range(n.name))]
        case let .importDecl(n):
            return [Declaration(.ignored(kind: "import", name: n.path.trimmedDescription), range: r, nameRange: range(n.path))]
        case let .macroExpansionDecl(n):
            if n.macroName.text == "Preview" {
                return [Declaration(.preview(preview(n)), range: r, nameRange: range(n.macroName))]
            }
            return [Declaration(.ignored(kind: "#" + n.macroName.text, name: ""), range: r, nameRange: range(n.macroName))]
        // Read, not run (listed by `check` under their keyword).
        case .operatorDecl: return [ignored("operator", r)]
        case .precedenceGroupDecl: return [ignored("precedencegroup", r)]
        case .associatedTypeDecl: return [ignored("associatedtype", r)]
        case .deinitializerDecl: return [ignored("deinit", r)]
        case .macroDecl: return [ignored("macro", r)]
        case .accessorDecl, .editorPlaceholderDecl, .missingDecl, .poundSourceLocation, .unexpectedCodeDecl, .usingDecl:
            return [ignored(nil, r, d)]
        @unknown default:
            return [ignored(nil, r, d)]
        }
    }

    /// A declaration read but not run, named by its keyword (its first token when none is given).
    private func ignored(_ keyword: String?, _ r: SourceRange, _ d: DeclSyntax? = nil) -> Declaration {
        let first = d?.firstToken(viewMode: .sourceAccurate).map { $0.text.hasPrefix("@") ? "declaration" : $0.text } ?? "declaration"
        return Declaration(.ignored(kind: keyword ?? first, name: ""), range: r, nameRange: r)
    }

    private func initializer(_ n: InitializerDeclSyntax, _ r: SourceRange) -> Declaration {
        let f = FunctionDeclaration(
            name: "init", role: n.optionalMark == nil ? .initializer : .failableInitializer,
            parameters: parameters(n.signature.parameterClause.parameters), returnType: "",
            body: n.body.map { statements($0.statements) }, isStatic: false, isMutating: true,
            attributes: attributes(n.attributes).map(\.name), effects: Self.effects(n.signature.effectSpecifiers))
        return Declaration(.function(f), range: r, nameRange: range(n.initKeyword))
    }

    private func subscriptDeclaration(_ n: SubscriptDeclSyntax, _ r: SourceRange) -> Declaration {
        var body: [Statement]?
        switch n.accessorBlock?.accessors {
        case let .getter(items)?: body = statements(items)
        case let .accessors(list)?: body = list.first { $0.accessorSpecifier.text == "get" }?.body.map { statements($0.statements) }
        case nil: body = nil
        @unknown default: body = nil
        }
        let f = FunctionDeclaration(
            name: "subscript", role: .subscript, parameters: subscriptParameters(n.parameterClause.parameters),
            returnType: Self.type(n.returnClause.type), body: body, isStatic: Self.modifiers(n.modifiers).contains("static"),
            isMutating: false, attributes: attributes(n.attributes).map(\.name))
        return Declaration(.function(f), range: r, nameRange: range(n.subscriptKeyword))
    }

    private func enumCases(_ n: EnumCaseDeclSyntax, _ r: SourceRange) -> Declaration {
        let cases = n.elements.map { e in
            EnumCase(name: Self.name(e.name),
                     associated: e.parameterClause.map { clause in
                         clause.parameters.map { p in
                             FunctionParameter(label: p.firstName.map { Self.name($0) }.flatMap { $0 == "_" ? nil : $0 },
                                               name: (p.secondName ?? p.firstName).map { Self.name($0) } ?? "",
                                               type: Self.type(p.type), defaultValue: p.defaultValue.map { expr($0.value) })
                         }
                     },
                     rawValue: e.rawValue.map { expr($0.value) }, nameRange: range(e.name))
        }
        return Declaration(.enumCases(cases), range: r, nameRange: cases.first?.nameRange ?? r)
    }

    private func typeDeclaration(
        _ keyword: TypeDeclaration.Keyword, _ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?,
        _ whereClause: GenericWhereClauseSyntax?, _ block: MemberBlockSyntax, _ attributeList: AttributeListSyntax,
        _ modifiers: DeclModifierListSyntax, _ r: SourceRange, generics: [String] = []
    ) -> Declaration {
        var t = TypeDeclaration(
            keyword: keyword, name: Self.name(name),
            inherited: inheritance.map { $0.inheritedTypes.map { Self.type($0.type) } } ?? [],
            whereClause: whereClause.map { Self.type($0) } ?? "",
            members: block.members.flatMap { declarations($0.decl) },
            attributes: attributes(attributeList).map(\.name))
        t.isFilePrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        t.genericParameters = generics
        return Declaration(.type(t), range: r, nameRange: range(name))
    }

    private func function(_ n: FunctionDeclSyntax, _ r: SourceRange) -> Declaration {
        let modifiers = Self.modifiers(n.modifiers)
        var f = FunctionDeclaration(
            name: Self.name(n.name), role: .function, parameters: parameters(n.signature.parameterClause.parameters),
            returnType: n.signature.returnClause.map { Self.type($0.type) } ?? "",
            body: n.body.map { statements($0.statements) },
            isStatic: modifiers.contains("static") || modifiers.contains("class"), isMutating: modifiers.contains("mutating"),
            attributes: attributes(n.attributes).map(\.name), effects: Self.effects(n.signature.effectSpecifiers))
        f.genericParameters = n.genericParameterClause?.parameters.map { Self.name($0.name) } ?? []
        // `<Style: ViewModifier>` and `where Style: ViewModifier`: the protocol a parameter's type conforms to.
        for g in n.genericParameterClause?.parameters ?? [] {
            if let inherited = g.inheritedType { f.genericConstraints[Self.name(g.name)] = Self.type(inherited) }
        }
        for requirement in n.genericWhereClause?.requirements ?? [] {
            if case let .conformanceRequirement(c) = requirement.requirement {
                let name = Self.type(c.leftType)
                if f.genericConstraints[name] == nil { f.genericConstraints[name] = Self.type(c.rightType) }
            }
        }
        return Declaration(.function(f), range: r, nameRange: range(n.name))
    }

    /// `async`, `throws`, `async throws` as written ("" when neither).
    static func effects(_ e: FunctionEffectSpecifiersSyntax?) -> String {
        guard let e else { return "" }
        return [e.asyncSpecifier?.text, e.throwsClause?.throwsSpecifier.text].compactMap { $0 }.joined(separator: " ")
    }

    func parameters(_ list: FunctionParameterListSyntax) -> [FunctionParameter] {
        list.map { p in
            let first = Self.name(p.firstName)
            let typeText = Self.type(p.type)
            return FunctionParameter(
                label: first == "_" ? nil : first, name: p.secondName.map { Self.name($0) } ?? first, type: typeText,
                defaultValue: p.defaultValue.map { expr($0.value) }, isInout: typeText.hasPrefix("inout "),
                isVariadic: p.ellipsis != nil)
        }
    }

    /// A subscript's parameters: unlabelled unless they name a label of their own
    /// (`subscript(row: Int, column: Int)` is called `grid[1, 2]`; `subscript(row r: Int)`, `grid[row: 1]`).
    func subscriptParameters(_ list: FunctionParameterListSyntax) -> [FunctionParameter] {
        zip(list, parameters(list)).map { syntax, p in
            var p = p
            if syntax.secondName == nil { p.label = nil }
            return p
        }
    }

    /// `let`/`var` with its bindings, accessors and attributes.
    func variable(_ n: VariableDeclSyntax) -> VariableDeclaration {
        let modifiers = Self.modifiers(n.modifiers)
        var bindings: [VariableDeclaration.Binding] = []
        var pendingType = ""
        for b in n.bindings.reversed() {
            // `var a, b: Double`: the type written last applies to the names before it.
            if let t = b.typeAnnotation { pendingType = Self.type(t.type) }
            var getter: [Statement]?, setter: (name: String, body: [Statement])?
            var willSet: (name: String, body: [Statement])?, didSet: (name: String, body: [Statement])?
            switch b.accessorBlock?.accessors {
            case let .getter(items)?:
                getter = statements(items)
            case let .accessors(list)?:
                for accessor in list {
                    let body = accessor.body.map { statements($0.statements) } ?? []
                    switch accessor.accessorSpecifier.text {
                    case "get": getter = body
                    case "set": setter = (accessor.parameters.map { Self.name($0.name) } ?? "newValue", body)
                    // Observers: a model's `didSet` changes its state.
                    case "willSet": willSet = (accessor.parameters.map { Self.name($0.name) } ?? "newValue", body)
                    case "didSet": didSet = (accessor.parameters.map { Self.name($0.name) } ?? "oldValue", body)
                    default: break
                    }
                }
            case nil:
                break
            @unknown default:
                break
            }
            var binding = VariableDeclaration.Binding(
                pattern: pattern(b.pattern, binding: true), type: b.typeAnnotation.map { Self.type($0.type) } ?? pendingType,
                initializer: b.initializer.map { expr($0.value) }, getter: getter, setter: setter,
                nameRange: range(b.pattern))
            binding.willSet = willSet
            binding.didSet = didSet
            bindings.insert(binding, at: 0)
        }
        return VariableDeclaration(isLet: n.bindingSpecifier.text == "let",
                                   isStatic: modifiers.contains("static") || modifiers.contains("class"),
                                   isLazy: modifiers.contains("lazy"),
                                   attributes: attributes(n.attributes), bindings: bindings)
    }
}
