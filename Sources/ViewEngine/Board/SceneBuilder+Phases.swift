import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import DidYouMean

/// A part of a board's timeline that a sheet samples or an animation records (`--phase`), one
/// vocabulary with one meaning on every board: `removal` is the steps that remove views,
/// `insertion` the steps that insert them (on the toggle boards, the removal and the insertion;
/// on a program, each step whose state change takes views away or brings new ones), `both`
/// the two, `all` every step, and a number one step.
public enum BoardPhase: Hashable, Sendable {
    /// The steps that remove views.
    case removal
    /// The steps that insert views.
    case insertion
    /// The steps that remove or insert views.
    case both
    /// Every step.
    case all
    /// One step, from 1.
    case step(Int)

    /// `removal`, `insertion`, `both`, `all` or a step's number; nil for anything else.
    public init?(_ text: String) {
        switch text {
        case "removal": self = .removal
        case "insertion": self = .insertion
        case "both": self = .both
        case "all": self = .all
        default:
            guard let k = Int(text) else { return nil }
            self = .step(k)
        }
    }
}

/// A phase a board does not have (or a word that is no phase), in one line naming the ones it has.
public struct BoardPhaseError: Error, CustomStringConvertible, Sendable {
    /// The line.
    public var description: String
}

extension SceneBuilder {
    /// The steps (from 0) whose state change removes views — a view the state before has that
    /// the state after does not — or, with `inserting`, brings views the state before did not have.
    package func steps(inserting: Bool) -> [Int] {
        let records = playback.records
        return timeline.steps.indices.filter { k in
            guard k + 1 < records.count else { return false }
            let before = Set(records[k].map(\.key)), after = Set(records[k + 1].map(\.key))
            return inserting ? !after.subtracting(before).isEmpty : !before.subtracting(after).isEmpty
        }
    }

    /// The phases this board has, for messages: `removal (step 1), insertion (step 2), both, all
    /// or a step from 1 to 2`.
    public var phaseChoices: String {
        let n = timeline.steps.count
        func named(_ word: String, _ steps: [Int]) -> String? {
            guard !steps.isEmpty else { return nil }
            let list = steps.map { String($0 + 1) }
            return "\(word) (step\(list.count == 1 ? "" : "s") \(ListWording.list(list, "and")))"
        }
        let removal = steps(inserting: false), insertion = steps(inserting: true)
        var choices = [named("removal", removal), named("insertion", insertion)].compactMap { $0 }
        if !removal.isEmpty, !insertion.isEmpty { choices.append("both") }
        choices.append("all")
        choices.append(n == 1 ? "1 (its one step)" : "a step from 1 to \(n)")
        return ListWording.list(choices)
    }

    /// The steps (from 0, in order) `text` names as a phase of this board.
    ///
    /// - Throws: ``BoardPhaseError`` naming the phases the board has, for a word that is no
    ///   phase, a phase the board does not have (`insertion` on a board whose steps insert
    ///   nothing) or a step it does not have.
    public func steps(ofPhase text: String) throws(BoardPhaseError) -> [Int] {
        let n = timeline.steps.count
        guard n > 0 else {
            throw BoardPhaseError(description: "'\(board.name)' has no steps (a still): it has no phase \(Quoting.stringLiteral(Quoting.clip(text)))")
        }
        func refuse(_ why: String) -> BoardPhaseError {
            BoardPhaseError(description: "--phase \(Quoting.clip(text)): \(why); '\(board.name)' has \(phaseChoices)")
        }
        guard let phase = BoardPhase(text) else { throw refuse("not a phase") }
        let chosen: [Int]
        switch phase {
        case .removal: chosen = steps(inserting: false)
        case .insertion: chosen = steps(inserting: true)
        case .both: chosen = Array(Set(steps(inserting: false) + steps(inserting: true))).sorted()
        case .all: chosen = Array(0..<n)
        case let .step(k):
            guard (1...n).contains(k) else { throw refuse("no such step") }
            chosen = [k - 1]
        }
        guard !chosen.isEmpty else {
            throw refuse(phase == .insertion ? "no step inserts views" : phase == .removal ? "no step removes views" : "no step inserts or removes views")
        }
        return chosen
    }
}
