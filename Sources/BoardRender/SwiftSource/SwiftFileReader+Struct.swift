/// `struct X: ViewModifier`, `struct X: Transition`, and structs used as namespaces.
extension SwiftDeclarationParser {
    /// Reads a struct: a view modifier, a `Transition`, or a namespace of constants.
    mutating func parseStruct() {
        let start = current
        advance()
        let name = typeName()
        let conforms = conformances()
        guard current.isPunct("{") else { return }
        let isModifier = conforms.contains { ["ViewModifier", "AnimatableModifier", "GeometryEffect"].contains($0) }
        let isTransition = conforms.contains("Transition")
        guard isModifier || isTransition else {
            if conforms.contains("View") || conforms.contains("Shape") {
                skipBalanced()
                skip("struct", name: name, at: start, "views and shapes are not read")
            } else {
                parseMembers(in: .namespace(name))
            }
            return
        }
        var modifier = SwiftModifier(
            name: name, properties: [], body: nil, contentName: "content", phaseName: nil, conformances: conforms,
            animatableData: [], location: location(start), unsupported: nil)
        if conforms.contains("GeometryEffect") {
            modifier.unsupported = "a GeometryEffect returns a ProjectionTransform from effectValue(size:), which boardgen cannot evaluate"
        }
        let close = matching(i)
        advance()
        while i < close, !atEnd {
            let before = i, problems = diagnostics.count
            parseStructMember(&modifier)
            if diagnostics.count > problems {
                let d = diagnostics[problems]
                diagnostics.removeSubrange(problems...)
                modifier.unsupported = modifier.unsupported ?? "\(d.location): \(d.message)"
            }
            if i == before { advance() }
        }
        i = close
        advance()
        if modifier.body == nil, modifier.unsupported == nil {
            modifier.unsupported = "it has no body(content:\(isTransition ? "phase:" : "")) that boardgen can read"
        }
        if isTransition { result.transitionTypes[name] = modifier } else { result.modifiers[name] = modifier }
    }

    mutating func parseStructMember(_ m: inout SwiftModifier) {
        let isStatic = skipAttributesAndModifiers()
        let attributes = self.attributes
        let t = current
        switch t.word {
        case "var", "let":
            if isStatic { return parseVariable(in: .namespace(m.name), isStatic: true) }
            if let wrapper = attributes.first(where: { ["@State", "@Binding", "@Environment", "@ObservedObject", "@StateObject",
                                                         "@EnvironmentObject", "@Namespace", "@GestureState"].contains($0) }) {
                m.unsupported = "it uses \(wrapper) state, which a board has no view to hold"
            }
            advance()
            guard let name = current.word else { return skipDeclaration() }
            advance()
            var type = ""
            if current.isPunct(":") { advance(); type = typeText(stopAt: ["=", "{"]) }
            if name == "animatableData" {
                if current.isPunct("{") {
                    m.animatableData = animatableTargets(&m)
                } else {
                    m.animatableData = ["animatableData"]
                    m.properties.append(SwiftParameter(label: name, name: name, type: type, defaultValue: nil))
                }
                return
            }
            if current.isPunct("{") {
                // A computed property: not a parameter of the memberwise initializer.
                skipBalanced()
                return
            }
            var defaultValue: SwiftExpression?
            if current.isPunct("=") {
                advance()
                defaultValue = expression(expressionRange())
            }
            // A `let` with a value is not a parameter of the memberwise initializer.
            if t.isWord("let"), defaultValue != nil {
                result.constants[m.name + "." + name] = defaultValue
                return
            }
            m.properties.append(SwiftParameter(label: name, name: name, type: type, defaultValue: defaultValue))
        case "func":
            advance()
            guard let name = current.word else { return skipDeclaration() }
            advance()
            guard current.isPunct("(") else { return skipDeclaration() }
            let close = matching(i)
            let parameters = self.parameters(from: i + 1, to: close)
            i = close
            advance()
            while !atEnd, !current.isPunct("{"), !current.isPunct("}") { advance() }
            guard current.isPunct("{") else { return }
            let end = matching(i)
            if name == "body", let content = parameters.first {
                m.contentName = content.name
                m.phaseName = parameters.count > 1 ? parameters[1].name : nil
                m.body = body(from: i + 1, to: end, what: "\(m.name).body")
            } else if name == "effectValue" {
                m.unsupported = "a GeometryEffect returns a ProjectionTransform from effectValue(size:), which boardgen cannot evaluate"
            }
            i = end
            advance()
        case "init":
            parseInitializer(&m)
        case "struct", "enum", "class", "extension", "typealias", "protocol":
            advance()
            skipDeclaration()
        default:
            advance()
        }
    }

    /// The stored properties an `animatableData { get { … } set { … } }` reads:
    /// `get { progress }`, `get { AnimatablePair(a, b) }`.
    mutating func animatableTargets(_ m: inout SwiftModifier) -> [String] {
        let close = matching(i)
        defer { i = close; advance() }
        var k = i + 1
        // `{ get { X } set { … } }` or `{ X }`.
        if tokens[k].isWord("get") { k += 1 }
        guard tokens[k].isPunct("{") || !tokens[i + 1].isWord("get") else { return [] }
        if tokens[k].isPunct("{") { k += 1 }
        var names: [String] = []
        if tokens[k].word == "AnimatablePair" || tokens[k].isPunct(".") {
            while k < close, !tokens[k].isPunct(")") {
                if let w = tokens[k].word, w != "AnimatablePair", w != "init", w != "self" { names.append(w) }
                k += 1
            }
        } else if tokens[k].isWord("self"), tokens[k + 1].isPunct("."), let w = tokens[k + 2].word {
            names = [w]
        } else if let w = tokens[k].word {
            names = [w]
        }
        if names.isEmpty {
            m.unsupported = "its animatableData is computed in a way boardgen cannot follow; write get { property } set { property = newValue }"
        }
        return names
    }

    /// `init(a: Double = 0, b: Double) { self.a = a; self.b = b * 2 }`: the parameters and
    /// the assignments to stored properties. Anything else in it (a call, a condition, an
    /// assignment to something not stored) makes the struct unsupported, with why.
    mutating func parseInitializer(_ m: inout SwiftModifier) {
        let start = current
        advance()
        guard current.isPunct("(") else {
            m.unsupported = "it has a failable or generic initializer (\(location(start))), which boardgen does not read"
            return skipDeclaration()
        }
        let close = matching(i)
        let parameters = self.parameters(from: i + 1, to: close)
        i = close
        advance()
        while !atEnd, !current.isPunct("{"), !current.isPunct("}") { advance() }
        guard current.isPunct("{") else { return }
        let end = matching(i)
        advance()
        var assignments: [(String, SwiftExpression)] = []
        while i < end, !atEnd {
            if current.isPunct(";") { advance(); continue }
            // `self.name = …` or `name = …`.
            var k = i
            if tokens[k].isWord("self"), k + 2 < end, tokens[k + 1].isPunct(".") { k += 2 }
            guard let name = tokens[k].word, k + 1 < end, tokens[k + 1].isPunct("="),
                  !(k + 2 < end && tokens[k + 2].isPunct("=")) else {
                m.unsupported = m.unsupported
                    ?? "its initializer (\(location(start))) does more than set stored properties (\(location(current))), which boardgen does not read"
                i = end
                break
            }
            i = k + 2
            let range = expressionRange()
            guard let value = expression(range) else { i = end; break }
            assignments.append((name, value))
        }
        i = end
        advance()
        m.initializers.append(SwiftInitializer(parameters: parameters, assignments: assignments, location: location(start)))
    }
}
