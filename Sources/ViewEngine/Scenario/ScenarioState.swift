import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import Foundation

/// The data of a scenario at one moment: what every step changes and every
/// view is computed from.
///
/// The rows a list shows are computed, not stored:
/// `records.filter { (query.isEmpty || title contains query, case-insensitively) && (!only || flag) }`,
/// in the records' order.
public struct ScenarioState: Hashable, Sendable {
    /// The original array, in its order.
    public var records: [Record]
    /// The filter field's text.
    public var query: String
    /// The toggle ("Tiles only"): when on, only flagged records are shown.
    public var only: Bool
    /// `present`: whether the conditional views (the bench's tiles, a notice bar) are shown.
    public var present: Bool
    /// How many times the views have been evaluated; identities made while
    /// evaluating (`UUID()`) are new each time.
    public var generation: Int
    /// On a program board, the state its programs show (0: before the first step).
    public var programFrame = 0

    /// Creates a state.
    public init(records: [Record] = [], query: String = "", only: Bool = false, present: Bool = true, generation: Int = 0) {
        self.records = records
        self.query = query
        self.only = only
        self.present = present
        self.generation = generation
    }

    /// The records the list shows, in order.
    public var visible: [Record] {
        records.filter { r in
            (query.isEmpty || r.title.range(of: query, options: [.caseInsensitive]) != nil) && (!only || r.flag)
        }
    }
}


/// A condition on the state, for `if …` views.
public enum Condition: String, Hashable, Sendable, CaseIterable {
    /// `present`.
    case present
    /// `!present`.
    case absent = "!present"
    /// `visible.isEmpty`.
    case empty = "visible.isEmpty"
    /// `!visible.isEmpty`.
    case notEmpty = "!visible.isEmpty"
    /// `only`.
    case only
    /// `!only`.
    case notOnly = "!only"

    /// Whether the condition holds in `state`.
    public func holds(in state: ScenarioState) -> Bool {
        switch self {
        case .present: state.present
        case .absent: !state.present
        case .empty: state.visible.isEmpty
        case .notEmpty: !state.visible.isEmpty
        case .only: state.only
        case .notOnly: !state.only
        }
    }

    /// Parses `present`, `!present`, `visible.isEmpty`, `isEmpty`, …
    public init?(source: String) {
        let s = source.filter { !$0.isWhitespace }
        let aliases = ["isEmpty": "visible.isEmpty", "!isEmpty": "!visible.isEmpty", "items.isEmpty": "visible.isEmpty",
                       "!items.isEmpty": "!visible.isEmpty"]
        guard let c = Condition(rawValue: aliases[s] ?? s) else { return nil }
        self = c
    }
}

/// A number that depends on the state: `present ? 40 : 0`, or a constant.
public struct StateNumber: Hashable, Sendable {
    /// The condition, nil for a constant.
    public var condition: Condition?
    /// The value when the condition holds (or the constant).
    public var whenTrue: Double
    /// The value otherwise.
    public var whenFalse: Double

    /// A constant.
    public static func constant(_ v: Double) -> StateNumber { StateNumber(condition: nil, whenTrue: v, whenFalse: v) }

    /// `condition ? a : b`.
    public static func choose(_ condition: Condition, _ a: Double, _ b: Double) -> StateNumber {
        StateNumber(condition: condition, whenTrue: a, whenFalse: b)
    }

    /// The value in `state`.
    public func value(in state: ScenarioState) -> Double {
        guard let condition else { return whenTrue }
        return condition.holds(in: state) ? whenTrue : whenFalse
    }

    /// As written in Swift.
    public var source: String {
        let a: String = JSONValue.number(whenTrue), b: String = JSONValue.number(whenFalse)
        guard let condition else { return a }
        return "\(condition.rawValue) ? \(a) : \(b)"
    }
}

extension StateKey {
    /// Whether the watched value differs between two states.
    public func changed(from old: ScenarioState, to new: ScenarioState) -> Bool {
        switch self {
        case .visible: old.visible != new.visible
        case .visibleCount: old.visible.count != new.visible.count
        case .present: old.present != new.present
        case .query: old.query != new.query
        case .only: old.only != new.only
        case .records: old.records != new.records
        }
    }
}
