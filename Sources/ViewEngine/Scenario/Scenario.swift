import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A board's story: an initial state and the steps that change it, one
/// transaction each, with a hold after each. The bench is the two-step case:
/// `present = false` (the removal) and `present = true` (the insertion).
///
/// ```swift
/// var s = Scenario(initial: ScenarioState(records: records))
/// s.steps = [Step("Type a", [.setQuery("a")]), Step("Clear", [.setQuery("")])]
/// ```
public struct Scenario: Hashable, Sendable {
    /// The state before the first step.
    public var initial: ScenarioState
    /// The steps, in order; the first fires at t = 0.
    public var steps: [Step]

    /// Creates a scenario.
    public init(initial: ScenarioState = ScenarioState(), steps: [Step] = Scenario.toggleSteps) {
        self.initial = initial
        self.steps = steps
    }

    /// The bench's two steps: the views are removed, then inserted again.
    public static let toggleSteps = [
        Step("removal", [.setPresent(false)]),
        Step("insertion", [.setPresent(true)]),
    ]

    /// The most steps a scenario may have.
    public static let maximumSteps = 100
    /// The most records a scenario may have.
    public static let maximumRecords = 64
    /// The most views a scenario board may lay out over its states: states (steps + 1) × the
    /// views of every panel, each list counted as its rows (one per record). Each limit alone is
    /// linear; their product is what a run costs: at 10,000 (one panel of 15 views and a list
    /// of 64 records over 101 states is 7,979) `list` takes about 3 s and a frame about 5 s on a
    /// 2-core machine (release build); 7 such lists took 13.5 s and 23 s, 860 MB, before this bound.
    public static let maximumWork = 10_000

    /// The views a panel lays out in one state with `records` records: each list its rows.
    public static func work(of views: [PanelView], records: Int) -> Int {
        views.reduce(0) { total, view in
            var v = view
            while true {
                switch v {
                case let .conditional(_, inner, _), let .frame(inner, _, _, _), let .opacity(inner, _): v = inner; continue
                case .list: return total + 1 + records
                default: return total + 1
                }
            }
        }
    }

    /// The states after each step for a panel bound by `binding`: element 0
    /// is the initial state, element k the state after step k.
    public func states(binding: RowBinding) throws(ScenarioError) -> [ScenarioState] {
        var state = initial
        var result = [state]
        for (k, step) in steps.enumerated() {
            for operation in step.operations {
                do {
                    try state.apply(operation, binding: binding)
                } catch {
                    throw ScenarioError(step: k, "step \(k + 1) (\"\(step.caption)\"): \(operation.summary): \(error.message)")
                }
            }
            state.generation = k + 1
            result.append(state)
        }
        return result
    }
}

/// One state change: a caption, the data operations, the transaction's
/// animation, and the hold after its animations end.
public struct Step: Hashable, Sendable {
    /// What the step does, drawn in the header while it runs ("Type a").
    public var caption: String
    /// The operations, applied in order.
    public var operations: [Operation]
    /// The transaction's animation (`withAnimation(…)`): nil uses the board's,
    /// `.some(nil)` is a plain state change without animation.
    public var animation: Animation??
    /// How the animation is written, for the header.
    public var animationSource: String?
    /// Seconds to wait after the step's animations end; nil uses the board's hold.
    public var hold: Double?
    /// When set, the next step starts this many seconds after this one starts,
    /// whether or not its animations have ended (an interruption).
    public var next: Double?
    /// Whether it is a program's appearance (its views' onAppear actions): it happens as the
    /// board starts, with no hold of the state before it (SwiftUI never shows that state at rest).
    public var isAppearance = false

    /// Creates a step.
    public init(_ caption: String, _ operations: [Operation], animation: Animation?? = nil, hold: Double? = nil, next: Double? = nil) {
        self.caption = caption
        self.operations = operations
        self.animation = animation
        self.hold = hold
        self.next = next
    }
}
