/// Extensions, structs and namespaces, and their members.
extension SwiftDeclarationParser {
    /// `extension AnyTransition { … }`, `extension Transition where Self == X { … }`,
    /// `extension Animation { … }`; any other extension is skipped.
    mutating func parseExtension() {
        let start = current
        advance()
        let name = typeName()
        _ = conformances()
        let container: Container?
        switch name {
        case "AnyTransition", "Transition", "SwiftUI.AnyTransition": container = .transitions
        case "Animation", "SwiftUI.Animation": container = .animations
        default: container = nil
        }
        guard current.isPunct("{") else { return }
        guard let container else {
            skipBalanced()
            skip("extension", name: name, at: start, "only extensions of AnyTransition, Transition and Animation are read")
            return
        }
        parseMembers(in: container)
    }

    /// An enum, class or actor: its static constants are read as `Type.name` (and `name`).
    mutating func parseNamespace() {
        advance()
        let name = typeName()
        _ = conformances()
        guard current.isPunct("{") else { return }
        parseMembers(in: .namespace(name))
    }

    /// Members up to the closing brace of the `{` at the current token.
    mutating func parseMembers(in container: Container) {
        let close = matching(i)
        advance()
        while i < close, !atEnd {
            let before = i
            parseDeclaration(in: container)
            if i == before { advance() }
        }
        i = close
        advance()
    }

    /// `let x = 0.3`, `static var name: AnyTransition { … }`, `static let name = …`.
    mutating func parseVariable(in container: Container?, isStatic: Bool) {
        let keyword = current
        advance()
        guard let name = current.word else { skipDeclaration(); return }
        let nameToken = current
        advance()
        if current.isPunct(":") { advance(); _ = typeText(stopAt: ["=", "{"]) }
        if current.isPunct("=") {
            advance()
            let range = expressionRange()
            guard let value = expression(range) else { return }
            record(name, container: container, isStatic: isStatic || container == nil,
                   function: SwiftFunction(name: name, parameters: [], isFunction: false,
                                           body: SwiftBody(bindings: [], result: value), location: location(nameToken)),
                   at: keyword)
        } else if current.isPunct("{") {
            let close = matching(i)
            if let body = body(from: i + 1, to: close, what: "'\(name)'") {
                record(name, container: container, isStatic: isStatic,
                       function: SwiftFunction(name: name, parameters: [], isFunction: false, body: body, location: location(nameToken)),
                       at: keyword)
            }
            i = close
            advance()
        }
    }

    /// `static func name(params) -> AnyTransition { … }`.
    mutating func parseFunction(in container: Container?, isStatic: Bool) {
        let keyword = current
        advance()
        guard let name = current.word else { skipDeclaration(); return }
        let nameToken = current
        advance()
        if current.isPunct("<") { skipGenerics() }
        guard current.isPunct("(") else { skipDeclaration(); return }
        let close = matching(i)
        let parameters = self.parameters(from: i + 1, to: close)
        i = close
        advance()
        while !atEnd, !current.isPunct("{"), !(current.followsNewline && current.word != "where") { advance() }
        guard current.isPunct("{") else { return }
        let end = matching(i)
        guard container == .transitions || container == .animations, isStatic else {
            i = end
            advance()
            skip("func", name: name, at: keyword, container == nil ? "free functions are not read" : "only static members are read")
            return
        }
        if let body = body(from: i + 1, to: end, what: "'\(name)'") {
            record(name, container: container, isStatic: true,
                   function: SwiftFunction(name: name, parameters: parameters, isFunction: true, body: body, location: location(nameToken)),
                   at: keyword)
        }
        i = end
        advance()
    }

    /// Files a member where it belongs.
    mutating func record(_ name: String, container: Container?, isStatic: Bool, function: SwiftFunction, at token: SwiftToken) {
        switch container {
        case .transitions?:
            guard isStatic else { return skip("var", name: name, at: token, "only static members of AnyTransition are read") }
            result.transitions[name] = function
        case .animations?:
            guard isStatic else { return skip("var", name: name, at: token, "only static members of Animation are read") }
            result.animations[name] = function
        case let .namespace(type)?:
            guard function.parameters.isEmpty else { return }
            result.constants[type + "." + name] = function.body.result
            if result.constants[name] == nil { result.constants[name] = function.body.result }
        case nil:
            result.constants[name] = function.body.result
        }
    }

    /// The tokens of a type, up to one of `stops` at depth 0.
    mutating func typeText(stopAt stops: Set<String>) -> String {
        var depth = 0
        var text = ""
        while !atEnd {
            if depth == 0, case let .punct(p) = current.kind, stops.contains(p) { break }
            if depth == 0, current.followsNewline, !text.isEmpty { break }
            if current.isPunct("<") || current.isPunct("(") || current.isPunct("[") { depth += 1 }
            if current.isPunct(">") || current.isPunct(")") || current.isPunct("]") { depth -= 1 }
            text += file.text(current.range)
            advance()
        }
        return text
    }

    /// The tokens of an expression from here to the end of its statement: the
    /// next line that starts a new declaration (not a `.member` or operator continuation).
    mutating func expressionRange() -> Range<Int> {
        let start = i
        var depth = 0
        while !atEnd {
            if depth == 0, i > start, current.followsNewline, !Self.continues(current) { break }
            if depth == 0, current.isPunct("}") || current.isPunct(";") { break }
            if current.isPunct("(") || current.isPunct("[") || current.isPunct("{") { depth += 1 }
            if current.isPunct(")") || current.isPunct("]") || current.isPunct("}") { depth -= 1 }
            advance()
        }
        return start..<i
    }

    /// Whether a token at the start of a line continues the expression above it.
    static func continues(_ t: SwiftToken) -> Bool {
        if case let .punct(p) = t.kind { return [".", "+", "-", "*", "/", "?", ":", "&", "|", "=", "<", ">"].contains(p) }
        return false
    }

    /// Parses the expression of tokens `range`.
    mutating func expression(_ range: Range<Int>) -> SwiftExpression? {
        guard !range.isEmpty else { return nil }
        let start = tokens[range.lowerBound].range.lowerBound, end = tokens[range.upperBound - 1].range.upperBound
        do {
            return SwiftExpression(expr: try ExpressionParser.parse(file.text(start..<end)), offset: start, file: file)
        } catch {
            let message = error.description + (error.note.map { " (\($0.message))" } ?? "")
            self.error(at: start + error.range.start, length: max(1, error.range.end - error.range.start), message)
            return nil
        }
    }

    /// A function's parameters between `from` and `to` (exclusive token indices).
    mutating func parameters(from: Int, to: Int) -> [SwiftParameter] {
        var result: [SwiftParameter] = []
        var k = from
        while k < to {
            var names: [String] = []
            while k < to, let w = tokens[k].word, !tokens[k].isPunct(":") { names.append(w); k += 1 }
            guard k < to, tokens[k].isPunct(":"), let name = names.last else { break }
            k += 1
            // The type, up to '=' or ',' at depth 0.
            var depth = 0, typeStart = k
            var type = ""
            while k < to {
                if depth == 0, tokens[k].isPunct(",") || tokens[k].isPunct("=") { break }
                if tokens[k].isPunct("<") || tokens[k].isPunct("(") || tokens[k].isPunct("[") { depth += 1 }
                if tokens[k].isPunct(">") || tokens[k].isPunct(")") || tokens[k].isPunct("]") { depth -= 1 }
                type += file.text(tokens[k].range)
                k += 1
            }
            _ = typeStart
            var defaultValue: SwiftExpression?
            if k < to, tokens[k].isPunct("=") {
                k += 1
                let valueStart = k
                depth = 0
                while k < to {
                    if depth == 0, tokens[k].isPunct(",") { break }
                    if tokens[k].isPunct("(") || tokens[k].isPunct("[") || tokens[k].isPunct("{") { depth += 1 }
                    if tokens[k].isPunct(")") || tokens[k].isPunct("]") || tokens[k].isPunct("}") { depth -= 1 }
                    k += 1
                }
                defaultValue = expression(valueStart..<k)
            }
            let label = names.count > 1 ? (names[0] == "_" ? nil : names[0]) : name
            result.append(SwiftParameter(label: label, name: name, type: type, defaultValue: defaultValue))
            if k < to, tokens[k].isPunct(",") { k += 1 }
        }
        return result
    }

    /// A body between token indices: `let` bindings, then the returned expression.
    mutating func body(from: Int, to: Int, what: String) -> SwiftBody? {
        var bindings: [(String, SwiftExpression)] = []
        var k = from
        var statements: [Range<Int>] = []
        var depth = 0, start = from
        while k < to {
            let t = tokens[k]
            if depth == 0, k > start, t.followsNewline, let w = t.word,
               ["let", "var", "return", "if", "guard", "switch", "for", "while", "do", "get", "set"].contains(w) {
                statements.append(start..<k)
                start = k
            }
            if depth == 0, t.isPunct(";") { statements.append(start..<k); start = k + 1 }
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { depth += 1 }
            if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") { depth -= 1 }
            k += 1
        }
        if start < to { statements.append(start..<to) }
        statements = statements.filter { !$0.isEmpty }
        guard !statements.isEmpty else {
            error(at: tokens[max(from - 1, 0)].range.lowerBound, "the body of \(what) is empty")
            return nil
        }
        for (n, statement) in statements.enumerated() {
            let first = tokens[statement.lowerBound]
            let isLast = n == statements.count - 1
            switch first.word {
            case "let", "var":
                var j = statement.lowerBound + 1
                guard let name = tokens[j].word else { return unsupported(first, what) }
                j += 1
                while j < statement.upperBound, !tokens[j].isPunct("=") { j += 1 }
                guard j < statement.upperBound, let value = expression((j + 1)..<statement.upperBound) else {
                    return unsupported(first, what)
                }
                bindings.append((name, value))
                if isLast { return unsupported(first, what) }
            case "return":
                guard isLast, let value = expression((statement.lowerBound + 1)..<statement.upperBound) else {
                    return unsupported(first, what)
                }
                return SwiftBody(bindings: bindings, result: value)
            case "if", "guard", "switch", "for", "while", "do":
                error(at: first.range.lowerBound, length: first.range.count,
                      "'\(first.word!)' statements are not supported in \(what); write one expression, with a ternary (c ? a : b) for a choice")
                return nil
            default:
                guard isLast, let value = expression(statement) else { return unsupported(first, what) }
                return SwiftBody(bindings: bindings, result: value)
            }
        }
        return nil
    }

    mutating func unsupported(_ token: SwiftToken, _ what: String) -> SwiftBody? {
        error(at: token.range.lowerBound, length: token.range.count,
              "the body of \(what) must be one expression, after optional 'let' lines")
        return nil
    }
}
