import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// One change of a scenario's data, as a user makes it in the app.
public enum Operation: Hashable, Sendable {
    /// Types into the filter field (replaces its text).
    case setQuery(String)
    /// Switches the toggle.
    case setOnly(Bool)
    /// Sets `present` (the bench's `present.toggle()`).
    case setPresent(Bool)
    /// Renames what a row shows, through the panel's ``RowBinding``.
    case rename(RowAddress, to: String)
    /// Flips a record's flag ("turn off Included"), through the panel's binding.
    case toggleFlag(RowAddress)
    /// Reverses the original array.
    case reverse
    /// Removes a record (a swipe to delete), through the panel's binding.
    case remove(RowAddress)
    /// A program board's step: every program shows its state number `k` (what the step's
    /// action left; see ``ProgramPanel/frames``).
    case showFrame(Int)

    /// A short description for messages.
    public var summary: String {
        switch self {
        case let .setQuery(q): "query \"\(q)\""
        case let .setOnly(b): "only \(b)"
        case let .setPresent(b): "present \(b)"
        case let .rename(a, to): "rename \(a.summary) to \"\(to)\""
        case let .toggleFlag(a): "toggle the flag of \(a.summary)"
        case .reverse: "reverse"
        case let .remove(a): "remove \(a.summary)"
        case let .showFrame(k): "program state \(k)"
        }
    }
}

/// Which row an edit is made on.
public enum RowAddress: Hashable, Sendable {
    /// The row that shows this record.
    case id(String)
    /// The row at this visible position (0 is the first shown row).
    case row(Int)

    package var summary: String {
        switch self {
        case let .id(id): "the row of record \"\(id)\""
        case let .row(i): "visible row \(i)"
        }
    }
}

/// How a list's rows write their edits back to the data.
public enum RowBinding: String, Hashable, Sendable, CaseIterable {
    /// By identity (`ForEach($items.filter…)`, `items[id:]`): the edited record is the one shown.
    case id
    /// By position (`ForEach(filtered.indices) { i in … $items[i] }`): the row at
    /// visible position *i* writes the original array's element *i* — the wrong
    /// record as soon as a filter or an order hides the difference.
    case index
}

/// A step that cannot be applied, e.g. an edit of a row that is not shown.
public struct ScenarioError: Error, CustomStringConvertible, Equatable {
    /// The step at fault (0 is the first), if known.
    public var step: Int?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(step: Int? = nil, _ message: String) {
        self.step = step
        self.message = message
    }

    public var description: String { message }
}

extension ScenarioState {
    /// Applies `operation` as a user of a panel bound by `binding` would.
    public mutating func apply(_ operation: Operation, binding: RowBinding) throws(ScenarioError) {
        switch operation {
        case let .setQuery(q): query = q
        case let .setOnly(b): only = b
        case let .setPresent(b): present = b
        case .reverse: records.reverse()
        case let .rename(address, title):
            let i = try recordIndex(address, binding: binding)
            records[i].title = title
        case let .toggleFlag(address):
            let i = try recordIndex(address, binding: binding)
            records[i].flag.toggle()
        case let .remove(address):
            let i = try recordIndex(address, binding: binding)
            records.remove(at: i)
        case let .showFrame(k):
            programFrame = k
        }
    }

    /// The index in the original array that an edit of the addressed row writes.
    package func recordIndex(_ address: RowAddress, binding: RowBinding) throws(ScenarioError) -> Int {
        let shown = visible
        let position: Int
        switch address {
        case let .id(id):
            if binding == .id, let i = records.firstIndex(where: { $0.id == id }) { return i }
            guard let p = shown.firstIndex(where: { $0.id == id }) else {
                if records.contains(where: { $0.id == id }) {
                    throw ScenarioError("record \"\(id)\" is not shown, so no row can be edited (shown: \(Self.list(shown)))")
                }
                throw ScenarioError("no record has the id \"\(id)\" (records: \(Self.list(records)))")
            }
            position = p
        case let .row(p):
            guard p >= 0, p < shown.count else {
                throw ScenarioError("there is no visible row \(p); \(NumberFormat.counted(shown.count, "row")) \(shown.count == 1 ? "is" : "are") shown (0 to \(max(0, shown.count - 1)))")
            }
            position = p
        }
        switch binding {
        case .id:
            let id = shown[position].id
            return records.firstIndex { $0.id == id }!
        case .index:
            guard position < records.count else {
                throw ScenarioError("row \(position) writes element \(position) of an array of \(records.count)")
            }
            return position
        }
    }

    package static func list(_ records: [Record]) -> String {
        records.isEmpty ? "none" : records.map { "\"\($0.id)\" \($0.title)" }.joined(separator: ", ")
    }
}
