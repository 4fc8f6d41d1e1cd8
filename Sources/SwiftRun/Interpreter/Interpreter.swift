import SwiftFront
import BoardScene
import BoardModel
/// Runs the Swift that view code uses (docs/programs.md §2) over a ``Program``:
/// values, structs, enums, closures, statements, collections, strings,
/// property wrappers. Deterministic and bounded: every evaluation has a step
/// budget, a call depth and a collection size, each an error naming the limit
/// and the place.
///
/// An interpreter is one evaluation's state (its budget, caches, the next UUID);
/// make one per evaluation. The program it reads is shared.
package final class Interpreter {
    /// The most steps (expressions and statements evaluated) one evaluation may take.
    package static let maximumSteps = 2_000_000
    /// The most steps all the evaluations of one program's run may take together (every state
    /// its steps make, every action, every appearance): a body that takes a million steps is
    /// refused after a few states, not run a hundred times (about 4 s on 2 cores; the built-in
    /// and example programs take at most a few thousand).
    package static let maximumRunSteps = 5_000_000
    /// The deepest calls may nest (functions, computed properties, initializers).
    package static let maximumCallDepth = 64
    /// The most elements a collection (or characters a string) may have.
    package static let maximumElements = 10_000
    /// The longest string.
    package static let maximumStringLength = 100_000
    /// The most nodes a SwiftUI value may have written out as an expression: constants or
    /// views that each use the previous one several times would otherwise multiply
    /// ("billion laughs"); each value's size is known when it is made (``Expr/size``).
    package static let maximumExpandedSize = 100_000

    package let program: Program
    /// `@Environment(\.accessibilityReduceMotion)` and `\.colorScheme`.
    package var environment: EnvironmentValues

    package var steps = 0
    /// The steps this evaluation may take: ``maximumSteps``, or what is left of its run's
    /// ``maximumRunSteps`` when that is less.
    package var stepLimit = Interpreter.maximumSteps
    package var callDepth = 0
    /// Instances being made inside one another's stored properties' initial values (`struct V
    /// { let inner = V() }`), bounded by ``maximumCallDepth`` as calls are.
    package var instanceDepth = 0
    /// Static and global variables evaluated so far, by qualified name (each is evaluated once).
    package var cache: [String: SwiftValue] = [:]
    /// Those being evaluated (a cycle is an error).
    package var evaluating: Set<String> = []
    /// How many `UUID()`s this evaluation made.
    package var uuidCount = 0
    /// The stored properties whose observers are running (`Type.name`): setting one inside its
    /// own observer runs no observer.
    package var runningObservers: Set<String> = []
    /// The objects being printed (``text(of:at:)``): one met again inside itself (a controller whose
    /// `delegate` is the model holding it) prints as its type's name, not its fields again.
    var printingObjects: Set<ObjectIdentifier> = []
    /// The objects made so far (class instances): each gets the next serial.
    package var objectCount = 0
    /// The models an `@EnvironmentObject` or `@Environment(Model.self)` looked for and did not
    /// find provided (a stand-in was made): a program evaluates its body again when a view
    /// provided one later in the same evaluation.
    package var missedEnvironmentObjects: Set<String> = []
    /// Whether this evaluation is a GeometryReader's content run by the layout: readers inside
    /// it were checked when the outermost one was made, so they are not run ahead again.
    package var geometryContentChecked = false
    /// Whether a collection is being written out as an expression (it was weighed: ``reify(_:at:origin:)``).
    package var reifyingCollection = false
    /// Environment objects provided while no state store keeps them (outside a program).
    package var localEnvironmentObjects = EnvironmentObjects()
    /// The origin of the code running now (0: the expression being evaluated).
    package var currentOrigin = 0
    /// The value the app's code threw (`throw ValidationError.empty`), for the `catch` that binds it
    /// as `error`; nil for the errors the board's stand-ins throw (bound as Cocoa's `NSError`).
    package var thrownValue: SwiftValue?
    /// Names the board declares outside Swift (custom transitions): kept as they are.
    package var knownNames: Set<String> = []
    /// The transactions of a step's statements, while a `"run"` step runs.
    package var recorder: TransactionRecorder?
    /// The range of the expression a board asked for (a bare SwiftUI name there lacks its dot).
    package var rootRange: SourceRange?
    /// A program's kept `@State` of the views its body makes; nil outside a program's body.
    package var stateStore: StateStore?
    /// The ForEach elements and `if` branches around the view being made (for ``stateStore``).
    package var identityContext: [String] = []
    /// How many views this evaluation made at each place (for ``stateStore``).
    package var madeAt: [String: Int] = [:]

    /// The board's random values, from its `"seed"` (``SplitMix64``): restarted for every evaluation.
    package var random: SplitMix64
    /// Values `.environment(\.key, value)` set for the views below it, by key (custom keys).
    package var environmentOverrides: [String: SwiftValue] = [:]
    /// What a `Canvas`'s renderer running here draws into (Interpreter+Canvas).
    package var canvasSink: CanvasSink?
    /// The Core Data context of this run's store (CoreDataStore), made when first asked for.
    package var managedObjectContext: SwiftValue?

    package init(program: Program, environment: EnvironmentValues = EnvironmentValues()) {
        self.program = program
        self.environment = environment
        self.random = SplitMix64(seed: environment.seed)
    }

    /// `e`, if its written-out size is within ``maximumExpandedSize``.
    package func bounded(_ e: Expr, at range: SourceRange) throws(ExpressionError) -> Expr {
        guard e.size <= Self.maximumExpandedSize else { throw expandsTooFar(at: range) }
        return e
    }

    /// The error for a value that would be written out past ``maximumExpandedSize`` nodes.
    package func expandsTooFar(at range: SourceRange) -> ExpressionError {
        ExpressionError(.value, at: range, "this expands to more than \(Self.maximumExpandedSize.formatted) expression nodes (constants or views that each use another several times?); simplify it")
    }

    /// Counts a step; throws once the budget is spent.
    @inline(__always)
    package func step(_ range: SourceRange) throws(ExpressionError) {
        steps += 1
        if steps > stepLimit { throw stepsExhausted(range) }
    }

    /// The error for a spent step budget: this evaluation's, or its run's.
    package func stepsExhausted(_ range: SourceRange) -> ExpressionError {
        if stepLimit < Self.maximumSteps {
            return ExpressionError(.value, at: range, "the program's run took more than \(Self.maximumRunSteps.formatted) steps in all its states and was stopped here (a body or action that does this much work at every step?)")
        }
        return ExpressionError(.value, at: range, "the evaluation took more than \(Self.maximumSteps.formatted) steps and was stopped here (a loop that does not end?)")
    }

    /// Checks the size of a collection or string being built.
    package func checkSize(_ count: Int, _ range: SourceRange, what: String = "a collection") throws(ExpressionError) {
        if count > Self.maximumElements {
            throw ExpressionError(.value, at: range, "\(what) would have \(count.formatted) elements; a board allows at most \(Self.maximumElements.formatted)")
        }
    }

    /// Checks the size `count × each` of a collection or string being built (`String(repeating:
    /// "abc", count: n)`), refused as ``checkSize(_:_:what:)`` refuses it also when the product
    /// overflows an `Int` (`count: Int.max`), which would otherwise stop the process.
    package func checkSize(_ count: Int, times each: Int, _ range: SourceRange, what: String = "a collection") throws(ExpressionError) {
        let (product, overflow) = max(0, count).multipliedReportingOverflow(by: max(0, each))
        guard !overflow else {
            throw ExpressionError(.value, at: range, "\(what) would have more elements than an Int counts (\(max(0, count).formatted) × \(max(0, each).formatted)); a board allows at most \(Self.maximumElements.formatted)")
        }
        try checkSize(product, range, what: what)
    }
}

/// What `@Environment` reads, and the app around a view: the board's environment, clock and
/// random seed (docs/programs.md §4, docs/swift-subset.md "Stand-ins").
public struct EnvironmentValues: Sendable, Hashable {
    /// `\.accessibilityReduceMotion`.
    public var reduceMotion = false
    /// `\.colorScheme`: `"light"` or `"dark"`.
    public var colorScheme = "light"
    /// `UIScreen.main.bounds.size`: the device a program board draws (its `"width"`, and its
    /// `"height"` or an iPhone 15's); an iPhone 15's (393 × 852 pt) where no board says.
    public var screenSize = EnvironmentValues.defaultScreenSize
    /// An iPhone 15's screen in points.
    public static let defaultScreenSize = Size(393, 852)
    /// `Date()` and `Date.now`: the board's `"now"`, in seconds since 1970 (``BoardClock/defaultNow``,
    /// 2026-01-01T09:41:00Z, unless the board says).
    public var now = BoardClock.defaultNow
    /// The seed of the board's random values (`"seed"`, 0 unless the board says; ``SplitMix64``).
    public var seed: UInt64 = 0

    /// Creates an environment.
    public init(reduceMotion: Bool = false, colorScheme: String = "light") {
        self.reduceMotion = reduceMotion
        self.colorScheme = colorScheme
    }
}

/// How a body, closure or block is being run.
package struct Frame {
    /// Creates a value from its stored properties.
    package init(scope: Scope, selfType: String? = nil, origin: Int, collector: ViewCollector? = nil, isMutating: Bool = false, floatingLiterals: Bool = false) {
        self.scope = scope
        self.selfType = selfType
        self.origin = origin
        self.collector = collector
        self.isMutating = isMutating
        self.floatingLiterals = floatingLiterals
    }

    /// Its variables.
    package var scope: Scope
    /// The type whose member runs (`Self`), if any.
    package var selfType: String?
    /// The Swift file it is written in (0: the expression being evaluated).
    package var origin: Int
    /// Where expression statements' views go, in a `@ViewBuilder` body; nil elsewhere.
    package var collector: ViewCollector? = nil
    /// Whether `self` is a value a mutating member may change.
    package var isMutating: Bool = false
    /// Whether the code is an initializer of `selfType`: setting its own stored properties there
    /// runs no `willSet`/`didSet` (Swift's rule).
    package var isInitializer: Bool = false
    /// Whether integer literals in arithmetic are read as floating point (the value goes where a
    /// `Double`/`CGFloat` is declared, or into a SwiftUI call): `1 / 2` is 0.5 there, as in Swift.
    package var floatingLiterals: Bool = false

    /// The same frame, integer literals read as floating point when `floating`.
    package func floating(_ floating: Bool) -> Frame {
        var f = self
        f.floatingLiterals = floating
        return f
    }

    /// `self`, if the frame runs a member of an instance.
    package var receiver: Scope.Variable? { scope.lookup("self") }

    /// The same frame with a new inner scope.
    package func nested() -> Frame {
        var f = self
        f.scope = Scope(parent: scope)
        return f
    }
}

/// The views a `@ViewBuilder` body produces, in order, with where each was written.
package final class ViewCollector {
    package var items: [(value: SwiftValue, range: SourceRange)] = []
}

/// How a block of statements ended.
package enum Flow {
    case normal
    case returned(SwiftValue)
    case broke(String?)
    case continued(String?)
    case fellThrough
}

extension Int {
    /// `2,000,000`.
    package var formatted: String {
        let digits = String(self.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (self < 0 ? "-" : "") + out
    }
}
