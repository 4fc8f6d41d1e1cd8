/// What `boardgen check Transitions.swift` reports: every declaration boardgen
/// read, with its kind, how a board names it and what it draws; the ones it
/// would read but cannot, with why; and what it skipped.
///
/// Each transition member and `Transition` struct that needs no arguments is
/// evaluated, so a body using something boardgen cannot draw is found here
/// rather than when a board first uses it.
public struct SwiftFileSummary: Sendable {
    /// One line of the listing.
    public struct Entry: Sendable {
        /// `transition`, `Transition struct`, `view modifier`, `animation`, `constant`, `skipped`.
        public var kind: String
        /// How a board names it: `.moveAndFade`, `.lift(_ d: CGFloat = 30)`, `Lift(distance: Double = 30)`.
        public var name: String
        /// Where it is declared.
        public var location: SourceLocation
        /// What it draws or is: `removed to: .opacity(0)`, `plain: …`, `= 0.35`, or why it was skipped.
        public var detail: String
    }

    /// What boardgen can use, in file order.
    public var entries: [Entry]
    /// What was skipped, in file order.
    public var skipped: [Entry]
    /// Declarations boardgen would read but cannot draw, in file order.
    public var problems: [BoardFileError.Diagnostic]

    /// Summarizes `declarations`, evaluating every member that needs no arguments.
    public init(_ declarations: SwiftDeclarations) {
        let environment = SwiftEnvironment(declarations: declarations)
        let transitions = TransitionEvaluator(swift: environment)
        var entries: [Entry] = [], problems: [BoardFileError.Diagnostic] = []

        func evaluate(_ source: String, at location: SourceLocation, in file: SwiftSourceText?, what: String) -> Transition? {
            do { return try transitions.parse(source) } catch {
                problems.append(Self.problem(at: location, in: file, "\(what) cannot be drawn: \(error.message)"))
                return nil
            }
        }
        for f in declarations.transitions.values {
            let name = "." + f.name + (f.isFunction ? "(\(Self.parameters(f.parameters)))" : "")
            var detail = "needs arguments"
            if f.parameters.allSatisfy({ $0.defaultValue != nil }) {
                guard let t = evaluate("." + f.name + (f.isFunction ? "()" : ""), at: f.location, in: f.body.result.file, what: "the transition \(name)") else { continue }
                detail = (f.isFunction && !f.parameters.isEmpty ? "with its defaults, " : "") + t.endpointsDescription
            }
            entries.append(Entry(kind: "transition", name: name, location: f.location, detail: detail))
        }
        for m in declarations.transitionTypes.values {
            let name = "\(m.name)(\(Self.parameters(m.initParameters)))"
            if let reason = m.unsupported {
                problems.append(Self.problem(at: m.location, in: m.body?.result.file, "the Transition \(m.name) cannot be drawn: \(reason)"))
                continue
            }
            var detail = "body per phase (willAppear, identity, didDisappear)"
            if !m.initParameters.allSatisfy({ $0.defaultValue != nil }) {
                detail += "; needs arguments"
            } else {
                guard let t = evaluate("\(m.name)()", at: m.location, in: m.body?.result.file, what: "the Transition \(m.name)") else { continue }
                detail += "; " + (m.initParameters.isEmpty ? "" : "with its defaults, ") + t.endpointsDescription
            }
            entries.append(Entry(kind: "Transition struct", name: name, location: m.location, detail: detail))
        }
        for m in declarations.modifiers.values {
            if let reason = m.unsupported {
                problems.append(Self.problem(at: m.location, in: m.body?.result.file, "the view modifier \(m.name) cannot be drawn: \(reason)"))
                continue
            }
            let detail = m.isAnimatable
                ? "Animatable (animatableData: \(m.animatableData.joined(separator: ", "))): the body runs at every intermediate value"
                : "plain: the body runs at the two ends and its effects interpolate"
            if let problem = Self.tryModifier(m, transitions) {
                problems.append(Self.problem(at: m.location, in: m.body?.result.file, "the view modifier \(m.name) cannot be drawn: \(problem)"))
                continue
            }
            entries.append(Entry(kind: "view modifier", name: "\(m.name)(\(Self.parameters(m.initParameters)))",
                                 location: m.location, detail: detail + "; use with .modifier(active:identity:)"))
        }
        for f in declarations.animations.values {
            let name = "." + f.name + (f.isFunction ? "(\(Self.parameters(f.parameters)))" : "")
            var detail = "needs arguments"
            if f.parameters.allSatisfy({ $0.defaultValue != nil }) {
                do {
                    let a = try AnimationEvaluator.parse("." + f.name + (f.isFunction ? "()" : ""), environment: environment)
                    let settle = a.settleTime()
                    detail = settle.isFinite ? "settles after \(NumberFormat.seconds(settle)) s"
                        : a.endlessReason() == Animation.repeatsForever ? "repeats forever" : "never comes to rest"
                } catch {
                    problems.append(Self.problem(at: f.location, in: f.body.result.file, "the animation \(name) cannot be used: \(error.message)"))
                    continue
                }
            }
            entries.append(Entry(kind: "animation", name: name, location: f.location, detail: detail))
        }
        // `static let duration` in `enum Timing` is readable as both `duration` and
        // `Timing.duration`: it is listed once, qualified.
        let qualified = Set(declarations.constants.filter { $0.key.contains(".") }.map { $0.value.offset })
        for (name, c) in declarations.constants where name.contains(".") || !qualified.contains(c.offset) {
            entries.append(Entry(kind: "constant", name: name, location: c.file.location(of: c.offset), detail: "= \(c.expr)"))
        }
        for (name, problem) in declarations.unreadable {
            problems.append(.init(location: problem.location, message: "\(name.isEmpty ? "a declaration" : name) cannot be read: \(problem.message)",
                                  excerpt: problem.excerpt))
        }
        self.entries = entries.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
        self.skipped = declarations.skipped.map {
            Entry(kind: "skipped", name: [$0.kind, $0.name].filter { !$0.isEmpty }.joined(separator: " "), location: $0.location, detail: $0.reason)
        }.sorted { $0.location < $1.location }
        self.problems = problems.sorted { $0.location < $1.location }
    }

    /// A problem at `location`, with the declaration's line and a caret under its first word when the file is known.
    static func problem(at location: SourceLocation, in file: SwiftSourceText?, _ message: String) -> BoardFileError.Diagnostic {
        guard let file else { return .init(location: location, message: message) }
        let line = Array(file.line(location.line))
        let start = max(0, min(location.column - 1, line.count))
        let length = line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }.count
        return .init(location: location, message: message, excerpt: SourceExcerpt(line, start: start, length: max(1, length)))
    }

    /// The types whose zero a modifier can be tried with.
    static let numericTypes: Set<String> = ["Double", "CGFloat", "Float", "Int"]

    /// Why `m`'s body cannot be drawn, found by evaluating it as a transition
    /// between two instances (numeric properties without defaults at 0 and 1);
    /// nil when it can, or when it cannot be tried.
    static func tryModifier(_ m: SwiftModifier, _ transitions: TransitionEvaluator) -> String? {
        func instance(_ value: String) -> String? {
            var arguments: [String] = []
            for p in m.initParameters where p.defaultValue == nil {
                guard numericTypes.contains(p.type) else { return nil }
                arguments.append(p.label.map { "\($0): \(value)" } ?? value)
            }
            return "\(m.name)(\(arguments.joined(separator: ", ")))"
        }
        guard let active = instance("1"), let identity = instance("0") else { return nil }
        do { _ = try transitions.parse(".modifier(active: \(active), identity: \(identity))") } catch {
            return error.message
        }
        return nil
    }

    /// `_ d: CGFloat = 30, from edge: Edge`.
    static func parameters(_ parameters: [SwiftParameter]) -> String {
        parameters.map { p in
            let label = p.label == p.name ? p.name : "\(p.label ?? "_") \(p.name)"
            return "\(label): \(p.type)" + (p.defaultValue.map { " = \($0.expr)" } ?? "")
        }.joined(separator: ", ")
    }
}
