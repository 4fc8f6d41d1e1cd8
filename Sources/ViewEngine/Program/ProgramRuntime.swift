import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A running SwiftUI program (docs/programs.md §4): its root view made once, with the `@State`
/// its copies share, and its body evaluated in the state it is in now.
///
/// The root is an instance of a view the Swift files declare (`ContentView()`); its state
/// lives in boxes the interpreter made when it was initialised, so actions that write through
/// a binding, a button's action or a `"run"` step change what the next evaluation of the body
/// shows. `@State` of views made inside the body starts anew at each evaluation: the program's
/// state is the root's.
package final class ProgramRuntime {
    /// The declarations and the environment.
    package let swift: SwiftEnvironment
    /// The root view as written (`ContentView()`).
    package let source: String
    /// The root view's value.
    package let root: SwiftValue
    /// The root's name: its type (`ContentView`), or the kind of view written.
    package let rootName: String
    /// The `UUID()`s made so far: every evaluation continues the count, so a `UUID()` in a body
    /// is new each time (and the same on every run).
    private var uuidCount = 0
    /// The objects made so far (their serials continue from evaluation to evaluation).
    private var objectCount = 0
    /// Every object a state has recorded, by serial: where a restored state's model properties go.
    private var objects: [Int: ObjectBox] = [:]

    /// Makes the root view of `source` over `swift`.
    package init(swift: SwiftEnvironment, source: String) throws(ExpressionError) {
        self.swift = swift
        self.source = source
        let e = try ExpressionParser.parse(source)
        let i = swift.interpreter()
        i.rootRange = e.range
        i.stateStore = store
        root = try i.evaluate(e, Frame(scope: Scope(parent: nil), selfType: nil, origin: 0))
        // `"view": "ContentView"`: a type, not a view — say how to make one.
        if case let .type(t) = root, let declared = swift.program.type(t), declared.conforms(to: "View") {
            let name = Program.baseTypeName(declared.name)
            throw ExpressionError(.type, at: e.range, "'\(name)' is a view type, not a view; write \(name)(…) with its arguments, as in \"view\": \"\(name)()\"")
        }
        rootExpression = (e, nil)
        uuidCount = i.uuidCount
        runSteps = i.steps
        objectCount = i.objectCount
        if case let .instance(s) = root { rootName = Program.baseTypeName(s.type) } else {
            rootName = (try? ViewEvaluator(swift: swift).evaluateRead(try i.reify(root, at: e.range, origin: 0)))?.kindName ?? "View"
        }
        self.range = e.range
        origin = 0
        anchor = .at(0)
    }

    /// Makes the root view of `preview` over `swift`: its view expression, run in its file, or an
    /// instance of the view its body is (its `@Previewable` state the root's `@State`).
    ///
    /// Errors of the root view, and of the actions it runs when it appears, are at places in the
    /// preview's file (``ProgramScript/Failure/origin``).
    package init(swift: SwiftEnvironment, preview: Preview) throws(ExpressionError) {
        self.swift = swift
        self.source = preview.label
        origin = preview.origin
        anchor = .at(preview.range.start)
        let i = swift.interpreter()
        i.currentOrigin = preview.origin
        // The preview's models (`.environmentObject(Store.preview)` on its root) are the program's.
        i.stateStore = store
        let e: Expr, frame: Frame
        switch preview.root {
        case let .expression(view, selfType)?:
            e = view
            frame = Frame(scope: Scope(parent: nil), selfType: selfType, origin: preview.origin)
        case let .wrapper(name)?:
            e = Expr(.call(Expr(.identifier(name), range: preview.range), arguments: [], trailingClosure: nil), range: preview.range)
            frame = Frame(scope: Scope(parent: nil), selfType: nil, origin: preview.origin)
        case nil:
            throw ExpressionError(.unsupported, at: preview.problemRange, preview.problem ?? "the preview has no view")
        }
        i.rootRange = e.range
        root = try i.evaluate(e, frame)
        rootExpression = (e, frame.selfType)
        uuidCount = i.uuidCount
        runSteps = i.steps
        objectCount = i.objectCount
        if case .wrapper? = preview.root {
            rootName = Self.previewRootName
        } else if case let .instance(s) = root {
            rootName = Program.baseTypeName(s.type)
        } else {
            rootName = (try? ViewEvaluator(swift: swift).evaluateRead(try i.reify(root, at: e.range, origin: preview.origin)))?.kindName ?? "View"
        }
        self.range = e.range
    }

    /// The root's name in identities when a preview's body is a view of its own (it holds state or statements).
    package static let previewRootName = "Preview"

    /// The root as written and the type its `self` is (a preview's expression in a view's file):
    /// a root that is not an instance of a view (`Counter().padding()`, `VStack { Card() }`) is
    /// evaluated again for every state, as SwiftUI evaluates the views' bodies, its views' `@State`
    /// kept by the place each is made.
    private var rootExpression: (expression: Expr, selfType: String?)
    private let range: SourceRange
    /// The file the root view is written in: 0 for a board's `"view"`, a preview's file.
    private let origin: Int
    /// Where an error of an action the program runs with no place of its own is reported: the start of
    /// a board's `"view"`, or of the preview.
    package let anchor: SourceRange
    /// The view evaluator, made once (its tables are built when it is made).
    private lazy var evaluator = ViewEvaluator(swift: swift)

    /// The `@State` of the views the body makes, kept across its evaluations.
    private let store: StateStore = StateStore()

    /// The steps the run's finished evaluations took (``Interpreter/maximumRunSteps`` bounds them).
    private var runSteps = 0
    /// The cycle the last settling cut short, if any (read and cleared by the script, for a warning).
    package var cutCycle: CutCycle?
    /// How the body is laid out to run its preference watches (nil: they are not run).
    package var preferenceLayout: PreferenceLayout?
    /// Each preference watch's last value, and how it printed, by its slot (``PreferenceReport/slot``).
    var preferenceValues: [String: (printed: String, value: SwiftValue)] = [:]
    /// Whether the Swift files watch preferences or geometry at all: a body is laid out again for
    /// its watches only when they do.
    lazy var watchesPreferences: Bool = swift.files.contains { file in
        file.text.string.contains("onPreferenceChange") || file.text.string.contains("onGeometryChange")
    }

    /// A fresh interpreter over the program, continuing the run's UUIDs and keeping its views' state;
    /// its step budget is what is left of the run's.
    package func interpreter() -> Interpreter {
        let i = swift.interpreter()
        i.uuidCount = uuidCount
        i.objectCount = objectCount
        i.stateStore = store
        i.stepLimit = min(Interpreter.maximumSteps, max(0, Interpreter.maximumRunSteps - runSteps))
        return i
    }

    /// Keeps what an interpreter made (its UUID and object counts) and charges its steps to the run.
    package func finished(_ i: Interpreter) {
        uuidCount = max(uuidCount, i.uuidCount)
        objectCount = max(objectCount, i.objectCount)
        runSteps += i.steps
    }

    /// The root's body as it is now, as a view tree whose controls carry what they act on.
    package func view() throws(ExpressionError) -> ViewNode {
        try view(evaluatedBy: evaluator)
    }

    /// The root's body as it is now, its SwiftUI vocabulary read by `evaluator` (one that also
    /// knows a board's custom transitions).
    package func view(evaluatedBy evaluator: ViewEvaluator) throws(ExpressionError) -> ViewNode {
        var i = interpreter()
        i.rootRange = range
        i.currentOrigin = origin
        var expr = try i.reify(try current(i), at: range, origin: origin)
        finished(i)
        // A model a view provides (`.environmentObject(m)` on a stack) after a view inside it
        // asked for it (its body ran first): once provided, the body is run again with it.
        let provided = store.environmentObjects.provided
        if i.missedEnvironmentObjects.contains(where: { provided[$0] != nil }) {
            i = interpreter()
            i.rootRange = range
            i.currentOrigin = origin
            expr = try i.reify(try current(i), at: range, origin: origin)
            finished(i)
        }
        let node = try evaluator.evaluateRead(expr)
        return accentColor(i.environment.colorScheme).map { .modified(node, .environment(.tint($0))) } ?? node
    }

    /// The app's accent colour: the asset catalogue's `AccentColor` set (Xcode's global accent colour
    /// name, `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`), or a board colour of that name, in the
    /// appearance; nil: the system's blue. It colours what the accent colours, as a `.tint` at the root.
    package func accentColor(_ colorScheme: String) -> Tint? {
        if let c = swift.assetColors["AccentColor"] { return .rgb(c) }
        switch swift.assets.colors["AccentColor"]?.resolved(colorScheme) {
        case let .rgb(c)?: return .rgb(c)
        case let .system(name)?: return SystemColors.tinted[name].map(Tint.named)
        case nil: return nil
        }
    }

    /// The root's value now: the instance of its view (its body runs when reified), or the root
    /// written as an expression evaluated again.
    private func current(_ i: Interpreter) throws(ExpressionError) -> SwiftValue {
        if case .instance = root { return root }
        return try i.evaluate(rootExpression.expression, Frame(scope: Scope(parent: nil), selfType: rootExpression.selfType, origin: origin))
    }

    /// The root's `@State` properties, by name (a view made of a plain expression has none).
    package var stateBoxes: [(name: String, box: StateBox)] {
        guard case let .instance(s) = root else { return [] }
        return zip(s.names, s.values).compactMap { name, value in
            if case let .binding(.box(b)) = value { return (name, b) }
            return nil
        }
    }

    /// The state's values now.
    package func snapshot() -> [String: SwiftValue] {
        var out: [String: SwiftValue] = [:]
        for (name, box) in stateBoxes { out[name] = box.value }
        for (key, box) in store.all { out["view:" + key] = box.value }
        // The models the state reaches: their stored properties are state too.
        let found = ObjectGraph.objects(in: [root] + store.all.keys.sorted().map { store.all[$0]!.value }
                                            + store.environmentObjects.provided.keys.sorted().map { store.environmentObjects.provided[$0]! }
                                            + store.environmentObjects.standIns.keys.sorted().map { store.environmentObjects.standIns[$0]! })
        for box in found where box.serial > 0 { objects[box.serial] = box }
        out.merge(ObjectGraph.entries(found)) { $1 }
        return out
    }

    /// Sets the state to `values` (the names it holds): the root's and its views', and the
    /// properties of the models they reach.
    package func restore(_ values: [String: SwiftValue]) {
        for (name, box) in stateBoxes { if let v = values[name] { box.value = v } }
        for (key, box) in store.all { if let v = values["view:" + key] { box.value = v } }
        ObjectGraph.restore(values, into: objects)
    }

    /// Calls one of the program's closures (a button's action, an onChange or onAppear action, a
    /// completion) with `i` in the root view; an error in it names its place in the Swift file
    /// and what it is (`named`: "the action of “Add”").
    package func callAction(_ closure: SwiftValue, _ arguments: [Argument] = [], named name: String, in i: Interpreter,
                    frame: Frame? = nil) throws(ExpressionError) {
        var origin = 0
        if case let .function(fn) = closure, case let .closure(_, _, o, _) = fn.kind { origin = o }
        let call = Expr(.identifier("action"), range: anchor)
        let frame = frame ?? rootFrame()
        _ = try i.inDeclaration(origin, named: name, at: call) { () throws(ExpressionError) -> SwiftValue in
            try i.callValue(closure, arguments, call, frame)
        }
    }

    /// A frame that runs statements in the root view: `self` is the root, its members in scope.
    package func rootFrame() -> Frame {
        let scope = Scope(parent: nil)
        var selfType: String?
        if case let .instance(s) = root {
            scope.declare("self", root)
            selfType = s.type
        }
        return Frame(scope: scope, selfType: selfType, origin: 0)
    }
}
