import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Builds the listing of ``SwiftFileSummary``: one entry per declaration, each
/// evaluated where it needs no arguments.
package struct SummaryLister {
    package let environment: SwiftEnvironment
    package var entries: [SwiftFileSummary.Entry] = []
    package var skipped: [SwiftFileSummary.Entry] = []
    package var problems: [BoardFileError.Diagnostic] = []

    package init(environment: SwiftEnvironment) { self.environment = environment }

    package var program: Program { environment.program }

    package mutating func listAll() {
        listMembers(of: "AnyTransition", kind: "transition")
        listMembers(of: "Animation", kind: "animation")
        for t in program.types.values.sorted(by: { ($0.origin, $0.range.start) < ($1.origin, $1.range.start) })
            where t.keyword != nil && t.origin >= 1 && !Program.isPreviewWrapper(t.name) {
            listType(t)
        }
        for (name, p) in program.globals.sorted(by: { $0.key < $1.key }) where p.origin >= 1 {
            listConstant(name, p, owner: nil)
        }
        for (_, list) in program.functions.sorted(by: { $0.key < $1.key }) {
            for f in list where f.origin >= 1 {
                add("function", f.declaration.selector, f.origin, f.nameRange, "called by the code that uses it")
            }
        }
        // What the board stands in for (its clock, seeded random values, stored defaults, timers, the environment).
        for file in program.files {
            for use in StandInScanner.uses(in: file) {
                entries.append(.init(kind: "stand-in", name: use.name, location: use.location, detail: use.detail))
            }
        }
        // A type declared twice (in two files of a module): the compiler refuses it, naming both.
        for r in program.redeclarations {
            problems.append(SwiftFileSummary.problem(at: r.second, in: program.files.first { $0.name == r.second.file }, r.message))
        }
        for s in program.skipped {
            skipped.append(.init(kind: "skipped", name: [s.kind, s.name].filter { !$0.isEmpty }.joined(separator: " "), location: s.location, detail: s.reason))
        }
    }

    // MARK: Entries and problems

    package mutating func add(_ kind: String, _ name: String, _ origin: Int, _ range: SourceRange, _ detail: String) {
        guard let location = program.location(range, origin: origin) else { return }
        entries.append(.init(kind: kind, name: name, location: location, detail: detail))
    }

    package mutating func problem(_ origin: Int, _ range: SourceRange, _ message: String) {
        guard let location = program.location(range, origin: origin) else { return }
        problems.append(SwiftFileSummary.problem(at: location, in: program.file(origin), message))
    }

    // MARK: Static members of AnyTransition and Animation

    package mutating func listMembers(of owner: String, kind: String) {
        guard let t = program.types[owner] else { return }
        // Members of another type (a namespace `static var parts: Parts.Type`, a helper returning a
        // number) are not transitions or animations themselves.
        func isOwn(_ type: String?) -> Bool {
            guard let type, !type.isEmpty else { return true }
            let base = Program.baseTypeName(type)
            return !type.hasSuffix(".Type") && [owner, "Self", "Transition", "CustomAnimation"].contains(base)
        }
        for (name, p) in t.statics.sorted(by: { $0.key < $1.key }) where isOwn(p.binding.type) {
            member(kind, "." + name, call: "." + name, origin: p.origin, range: p.binding.nameRange, needsArguments: false, withDefaults: false)
        }
        for (name, list) in t.staticMethods.sorted(by: { $0.key < $1.key }) where name.first?.isLetter ?? false {
            for f in list where isOwn(f.declaration.returnType) {
                let display = "." + name + "(\(SwiftFileSummary.parameters(f.declaration.parameters)))"
                let needs = !f.declaration.parameters.allSatisfy { $0.defaultValue != nil }
                member(kind, display, call: "." + name + "()", origin: f.origin, range: f.nameRange, needsArguments: needs,
                       withDefaults: !f.declaration.parameters.isEmpty)
            }
        }
    }

    private mutating func member(_ kind: String, _ display: String, call: String, origin: Int, range: SourceRange,
                                 needsArguments: Bool, withDefaults: Bool) {
        guard !needsArguments else {
            add(kind, display, origin, range, "needs arguments")
            return
        }
        do {
            if kind == "transition" {
                let t = try TransitionEvaluator(swift: environment).parse(call)
                add(kind, display, origin, range, (withDefaults ? "with its defaults, " : "") + t.endpointsDescription)
            } else {
                let a = try AnimationEvaluator.parse(call, environment: environment)
                let settle = a.settleTime()
                add(kind, display, origin, range, settle.isFinite ? "settles after \(NumberFormat.seconds(settle)) s"
                    : a.endlessReason() == Animation.repeatsForever ? "repeats forever" : "never comes to rest")
            }
        } catch {
            let what = kind == "transition" ? "the transition \(display) cannot be drawn" : "the animation \(display) cannot be used"
            problem(origin, range, "\(what): \(error.message)")
        }
    }

    // MARK: Types

    package mutating func listType(_ t: TypeInfo) {
        let name = Program.baseTypeName(t.name)
        let memberwise = t.initializers.isEmpty
            ? t.stored.filter { !($0.isLet && $0.binding.initializer != nil) }.map {
                // A wrapper that supplies its own value (`@Environment(\.x)`, `@FocusState`, `@Namespace`)
                // needs no argument; a `@Binding`, or a `@State`/`@ObservedObject` without a value, does.
                FunctionParameter(label: $0.name, name: $0.name, type: $0.binding.type, defaultValue: $0.binding.initializer
                    ?? ($0.wrapper.map { !PropertyWrappers.takingArguments.contains($0.name) } ?? false ? Expr(.nilLiteral, range: $0.binding.nameRange) : nil))
            }
            : t.initializers[0].declaration.parameters
        let display = t.name + "(\(SwiftFileSummary.parameters(memberwise.filter { !($0.defaultValue?.kind == .nilLiteral && $0.type.isEmpty) })))"
        let needsArguments = !memberwise.allSatisfy { $0.defaultValue != nil || $0.type.hasSuffix("?") }
        if t.keyword == .protocol {
            skipped.append(.init(kind: "skipped", name: "protocol \(name)", location: program.location(t.range, origin: t.origin)!,
                                 detail: "protocols are read as markers"))
            return
        }
        if Refusals.isRepresentable(t) {
            add("UIKit view", display, t.origin, t.range, "drawn as a placeholder of the size offered, named \(name) (UIKit and AppKit views do not exist on Linux)")
            return
        }
        if t.conforms(to: "Transition") {
            transitionStruct(t, display, needsArguments)
        } else if t.conforms(to: "GeometryEffect") || t.conforms(to: "ViewModifier") {
            modifier(t, display, memberwise)
        } else if t.conforms(to: "CustomAnimation") {
            add("custom animation", display, t.origin, t.range, "use with Animation(\(name)(…))")
        } else if t.attributes.contains("main") || t.conforms(to: "App") || t.conforms(to: "View") {
            // A view or app is named by what its initializer needs (its @State has defaults).
            let required = t.name + "(\(SwiftFileSummary.parameters(memberwise.filter { $0.defaultValue == nil && !$0.type.hasSuffix("?") })))"
            let isApp = t.attributes.contains("main") || t.conforms(to: "App")
            runnable(t, isApp ? "app" : "view", required, needsArguments, isApp ? "its scenes are read, not drawn" : nil)
        } else if t.conforms(to: "PreviewProvider") {
            // Its views are previews: `check` draws each as the board the files imply.
        } else {
            let counts = [NumberFormat.counted(t.stored.count + t.computed.count, "property", plural: "properties"),
                          NumberFormat.counted(t.methods.values.reduce(0) { $0 + $1.count } + t.staticMethods.values.reduce(0) { $0 + $1.count }, "method")]
            let statics = t.statics.count + t.staticMethods.values.reduce(0) { $0 + $1.count }
            let detail = t.keyword == .enum && t.cases.isEmpty ? "a namespace of " + NumberFormat.counted(statics, "static member")
                : t.keyword == .enum ? NumberFormat.counted(t.cases.count, "case") : counts.joined(separator: ", ")
            add("type", "\(t.keyword!.rawValue) \(t.name)", t.origin, t.range, detail)
        }
        for (member, p) in t.statics.sorted(by: { $0.key < $1.key }) where p.binding.getter == nil {
            listConstant(t.name + "." + member, p, owner: t.name)
        }
    }

    private mutating func transitionStruct(_ t: TypeInfo, _ display: String, _ needsArguments: Bool) {
        var detail = "body per phase (willAppear, identity, didDisappear)"
        if needsArguments {
            detail += "; needs arguments"
        } else {
            do {
                let tr = try TransitionEvaluator(swift: environment).parse("\(t.name)()")
                detail += "; " + (display.hasSuffix("()") ? "" : "with its defaults, ") + tr.endpointsDescription
            } catch {
                problem(t.origin, t.range, "the Transition \(Program.baseTypeName(t.name)) cannot be drawn: \(error.message)")
                return
            }
        }
        add("Transition struct", display, t.origin, t.range, detail)
    }

    /// Numeric properties without defaults are tried at 1 (active) and 0 (identity).
    private mutating func modifier(_ t: TypeInfo, _ display: String, _ parameters: [FunctionParameter]) {
        let name = Program.baseTypeName(t.name)
        let kind = t.conforms(to: "GeometryEffect") ? "geometry effect" : "view modifier"
        let animated = t.conforms(to: "Animatable") && (t.computed["animatableData"] != nil || t.stored.contains { $0.name == "animatableData" })
        var detail = animated
            ? "Animatable (animatableData): the body runs at every intermediate value"
            : "plain: the body runs at the two ends and its effects interpolate"
        if kind == "geometry effect" {
            detail = animated ? "Animatable: effectValue(size:) runs at every intermediate value and is drawn as its projection"
                : "no animatableData: the effect does not animate (it jumps)"
        }
        func instance(_ value: String) -> String? {
            // A wrapped property (a @Binding) without a value cannot be made up for a try.
            if t.stored.contains(where: { $0.wrapper?.name == "Binding" }) { return nil }
            var arguments: [String] = []
            for p in parameters where p.defaultValue == nil {
                guard ["Double", "CGFloat", "Float", "Int"].contains(p.type) else { return nil }
                arguments.append(p.label.map { "\($0): \(value)" } ?? value)
            }
            return "\(t.name)(\(arguments.joined(separator: ", ")))"
        }
        if let active = instance("1"), let identity = instance("0") {
            do {
                _ = try TransitionEvaluator(swift: environment).parse(".modifier(active: \(active), identity: \(identity))")
            } catch {
                problem(t.origin, t.range, "the \(kind) \(name) cannot be drawn: \(error.message)")
                return
            }
        }
        add(kind, display, t.origin, t.range, detail + "; use with .modifier(active:identity:)")
    }

    /// A view or app: its body runs (when it needs no arguments).
    private mutating func runnable(_ t: TypeInfo, _ kind: String, _ display: String, _ needsArguments: Bool, _ note: String?) {
        guard !needsArguments else {
            add(kind, display, t.origin, t.range, "needs arguments; its body runs when a board makes one")
            return
        }
        do {
            let e = try ExpressionParser.parse("\(t.name)()" + (kind == "app" ? ".body" : ""))
            let residual = try environment.normalize(e)
            if kind == "view" { try appears(t.name) }
            let shown = Quoting.clip(residual.description, limit: 70)
            add(kind, display, t.origin, t.range, note.map { "\($0): \(shown)" } ?? "body: \(shown)")
        } catch let error as ExpressionError {
            problem(t.origin, t.range, "the \(kind) \(Program.baseTypeName(t.name)) cannot run: \(error.message)")
        } catch {
            problem(t.origin, t.range, "the \(kind) \(Program.baseTypeName(t.name)) cannot run: \(error)")
        }
    }

    /// Does what a board does when the view appears: reads its body as views and runs their
    /// onAppear actions, so that what a board would refuse there is reported here.
    private func appears(_ name: String) throws {
        let runtime = try ProgramRuntime(swift: environment, source: "\(name)()")
        _ = try runtime.appear(try runtime.view().onAppears().map(\.action))
    }

    // MARK: Constants

    package mutating func listConstant(_ name: String, _ p: StoredProperty, owner: String?) {
        guard let initializer = p.binding.initializer, p.binding.getter == nil, p.wrapper == nil else { return }
        let e = Expr(.identifier(owner == nil ? name : String(name.split(separator: ".").last!)), range: p.binding.nameRange)
        do {
            let i = environment.interpreter()
            if let owner {
                _ = try i.staticMember(owner, String(name.split(separator: ".").last!), arguments: nil, closure: nil, e, e.range,
                                       Frame(scope: Scope(parent: nil), selfType: nil, origin: 0))
            } else {
                _ = try i.global(name, e)
            }
            add("constant", name, p.origin, p.binding.nameRange, "= \(Quoting.clip(initializer.description, limit: 60))")
        } catch {
            problem(p.origin, p.binding.nameRange, "the constant \(name) cannot be evaluated: \(error.message)")
        }
    }
}
