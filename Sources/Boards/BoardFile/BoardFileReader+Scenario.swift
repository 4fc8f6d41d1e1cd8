import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import DidYouMean

/// The scenario keys of a board file: the data (`records`), the steps that
/// change it, and the panels that show it (docs/board-format.md, "Scenarios").
extension BoardFileReader {
    /// The keys of a record.
    package static let recordKeys = ["id", "title", "kind", "flag", "tint"]
    /// The keys of a step besides its operations.
    package static let stepKeys = ["caption", "animation", "hold", "next", "run"]
    /// The operations a step may hold, applied in the order written.
    package static let operationKeys = ["query", "only", "present", "rename", "toggleFlag", "reverse", "remove"]

    /// `records`: the original array.
    package static func readRecords(_ n: JSONNode, _ d: inout BoardFileDecoder) -> [Record]? {
        guard case let .array(items) = n.kind else {
            d.error(n, "\"records\" must be an array of records such as {\"id\": \"1\", \"title\": \"Tile A\"}, found \(n.typeName)")
            return nil
        }
        guard items.count <= Scenario.maximumRecords else {
            d.error(items[Scenario.maximumRecords], "too many records: \(items.count); a scenario has at most \(Scenario.maximumRecords)")
            return nil
        }
        let before = d.errorCount
        var records: [Record] = []
        var seen: [String: (index: Int, title: String)] = [:]
        for (i, item) in items.enumerated() {
            let what = "record \(i + 1)"
            guard d.object(item, what) != nil, case let .object(members) = item.kind else { continue }
            d.checkKeys(members, allowed: recordKeys, in: what)
            guard let idNode = item.member("id"), let id = readID(idNode, "\(what)'s \"id\"", &d) else {
                if item.member("id") == nil { d.error(item, "\(what) needs an \"id\" (a string or a number)") }
                continue
            }
            var record = Record(id: id, title: id)
            if let t = item.member("title"), let title = d.string(t, "\(what)'s \"title\"") { record.title = title }
            if let k = item.member("kind"), let kind = d.string(k, "\(what)'s \"kind\"") { record.kind = kind }
            if let f = item.member("flag"), let flag = d.bool(f, "\(what)'s \"flag\"") { record.flag = flag }
            if let t = item.member("tint"), let tint = readTint(t, what, &d) { record.tint = tint }
            if let first = seen[id] {
                d.error(idNode, "duplicate id \"\(id)\": record \(first.index + 1) (\"\(first.title)\") and record \(i + 1) (\"\(record.title)\") both have it; ids must be unique")
            } else {
                seen[id] = (i, record.title)
            }
            records.append(record)
        }
        return d.errorCount == before ? records : nil
    }

    /// An id: a string, or a whole number written as one.
    package static func readID(_ n: JSONNode, _ what: String, _ d: inout BoardFileDecoder) -> String? {
        switch n.kind {
        case let .string(s, _) where !s.isEmpty:
            return s
        case let .number(v) where v == v.rounded() && abs(v) < 1e15:
            return String(Int64(v))
        default:
            d.error(n, "\(what) must be a non-empty string or a whole number, found \(n.typeName)")
            return nil
        }
    }

    /// `steps`: the state changes, in order.
    package static func readSteps(
        _ n: JSONNode, initial: ScenarioState, grid: Bool, custom: [String: Transition], _ d: inout BoardFileDecoder
    ) -> [Step]? {
        let records = initial.records
        guard case let .array(items) = n.kind else {
            d.error(n, "\"steps\" must be an array of steps such as {\"caption\": \"Type a\", \"query\": \"a\"}, found \(n.typeName)")
            return nil
        }
        guard !items.isEmpty else {
            d.error(n, "\"steps\" is empty; a scenario needs 1 to \(Scenario.maximumSteps) steps")
            return nil
        }
        guard items.count <= Scenario.maximumSteps else {
            d.error(items[Scenario.maximumSteps], "too many steps: \(items.count); a scenario has at most \(Scenario.maximumSteps)")
            return nil
        }
        let before = d.errorCount
        let ids = Set(records.map(\.id))
        var steps: [Step] = []
        var state = RunState(initial)
        for (i, item) in items.enumerated() {
            guard let step = readStep(item, index: i, ids: ids, grid: grid, &d) else { continue }
            if let run = item.member("run") {
                if let made = runSteps(run, template: step, state: &state, grid: grid, &d) { steps += made }
            } else {
                state.apply(step.operations)
                steps.append(step)
            }
        }
        guard steps.count <= Scenario.maximumSteps else {
            d.error(n, "the steps make \(steps.count) steps with their completions; a scenario has at most \(Scenario.maximumSteps)")
            return nil
        }
        return d.errorCount == before ? steps : nil
    }

    package static func readStep(_ item: JSONNode, index i: Int, ids: Set<String>, grid: Bool, _ d: inout BoardFileDecoder) -> Step? {
        let what = "step \(i + 1)"
        guard let members = d.object(item, what) else { return nil }
        let before = d.errorCount
        let allowed = stepKeys + (grid ? ["present"] : operationKeys)
        for m in members where !m.key.hasPrefix("_") && !allowed.contains(m.key) {
            if grid, operationKeys.contains(m.key) {
                d.error(at: m.keyRange.lowerBound, length: m.key.count + 2,
                        "a grid board's steps can only set \"present\"; \"\(m.key)\" needs \"records\" and \"panels\"")
            } else {
                let near = Suggester.suggestion(for: m.key, among: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
                d.error(at: m.keyRange.lowerBound, length: m.key.count + 2,
                        "unknown operation or key \"\(m.key)\" in \(what)\(near) (operations: \(operationKeys.joined(separator: ", ")); keys: \(stepKeys.joined(separator: ", ")))")
            }
        }
        var step = Step("Step \(i + 1)", [])
        if let c = item.member("caption"), let caption = d.string(c, "\(what)'s \"caption\"") { step.caption = caption }
        if let a = item.member("animation") {
            if let parsed = readAnimation(a, "\(what)'s \"animation\"", &d) {
                step.animation = .some(parsed.animation)
                step.animationSource = parsed.source
            }
        }
        if let h = item.member("hold"), let v = d.number(h, "\(what)'s \"hold\"", in: 0...60) { step.hold = v }
        if let x = item.member("next"), let v = d.number(x, "\(what)'s \"next\" (seconds after this step starts)", in: 0...60) {
            step.next = v
        }
        for m in members where operationKeys.contains(m.key) && allowed.contains(m.key) {
            if let op = readOperation(m, step: what, ids: ids, &d) { step.operations.append(op) }
        }
        if item.member("run") != nil {
            if !step.operations.isEmpty || item.member("animation") != nil {
                d.error(item, "\(what) has \"run\": its Swift makes the changes and chooses their animation (withAnimation); leave out the operations and \"animation\"")
            }
        } else if step.operations.isEmpty, d.errorCount == before {
            d.error(item, "\(what) changes nothing; give at least one operation (\(operationKeys.joined(separator: ", ")))")
        }
        return d.errorCount == before ? step : nil
    }

    package static func readOperation(_ m: JSONNode.Member, step: String, ids: Set<String>, _ d: inout BoardFileDecoder) -> Operation? {
        let n = m.value, what = "\(step)'s \"\(m.key)\""
        switch m.key {
        case "query":
            return d.string(n, what).map(Operation.setQuery)
        case "only":
            return d.bool(n, what).map(Operation.setOnly)
        case "present":
            return d.bool(n, what).map(Operation.setPresent)
        case "reverse":
            guard case .bool(true) = n.kind else {
                d.error(n, "\(what) must be true (it reverses the original array)")
                return nil
            }
            return .reverse
        case "rename":
            guard d.object(n, what + " ({\"id\": \"3\", \"to\": \"Ring Two\"} or {\"row\": 0, \"to\": …})") != nil,
                  case let .object(members) = n.kind else { return nil }
            d.checkKeys(members, allowed: ["id", "row", "to"], in: what)
            guard let address = readAddress(n, what, ids: ids, &d) else { return nil }
            guard let to = n.member("to") else {
                d.error(n, "\(what) needs \"to\": the new title")
                return nil
            }
            return d.string(to, "\(what)'s \"to\"").map { .rename(address, to: $0) }
        case "toggleFlag", "remove":
            let address: RowAddress?
            if case .object(let members) = n.kind {
                d.checkKeys(members, allowed: ["id", "row"], in: what)
                address = readAddress(n, what, ids: ids, &d)
            } else {
                address = readID(n, what + " (a record id, or {\"row\": 0})", &d).flatMap { id in
                    checkKnown(id, at: n, ids: ids, &d) ? .id(id) : nil
                }
            }
            guard let address else { return nil }
            return m.key == "remove" ? .remove(address) : .toggleFlag(address)
        default:
            return nil
        }
    }

    /// `{"id": …}` (the row showing that record) or `{"row": n}` (a visible position).
    package static func readAddress(_ n: JSONNode, _ what: String, ids: Set<String>, _ d: inout BoardFileDecoder) -> RowAddress? {
        switch (n.member("id"), n.member("row")) {
        case let (i?, nil):
            guard let id = readID(i, "\(what)'s \"id\"", &d), checkKnown(id, at: i, ids: ids, &d) else { return nil }
            return .id(id)
        case let (nil, r?):
            return d.integer(r, "\(what)'s \"row\" (a visible position from 0)", in: 0...(Scenario.maximumRecords - 1)).map(RowAddress.row)
        default:
            d.error(n, "\(what) needs either \"id\" (the row showing that record) or \"row\" (a visible position from 0)")
            return nil
        }
    }

    package static func checkKnown(_ id: String, at n: JSONNode, ids: Set<String>, _ d: inout BoardFileDecoder) -> Bool {
        guard ids.contains(id) else {
            let near = id.count < 3 ? "" : Suggester.suggestion(for: id, among: ids.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
            d.error(n, "no record has the id \"\(id)\"\(near) (ids: \(ids.sorted().joined(separator: ", ")))")
            return false
        }
        return true
    }
}
