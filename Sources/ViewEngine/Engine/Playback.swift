import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Runs a board's scenario — the one engine behind every board.
///
/// It evaluates the board's views in every state of the scenario, diffs
/// consecutive states by identity (docs/semantics.md §10), and records every
/// view's life: stays (its frame animates), inserted, removed, back while
/// leaving, text changed. Each step's transaction is resolved per view
/// (§11); changes that overlap combine or merge (§12). Steps fire one after
/// the other: each when the previous one's animations end plus a hold (or
/// at a set offset), which gives the ``Timeline``.
package struct Playback: Sendable {
    package let board: Board
    package let timeline: Timeline
    /// Every life of every view, in the order they began.
    package let instances: [Instance]
    /// The views in each state (index 0: before the first step).
    package let records: [[ViewRecord]]
    /// Per panel (one for a grid board), its state before and after each step.
    package let states: [[ScenarioState]]
    /// The grid of a grid board.
    package let grid: GridEvaluation?
    /// The panels' geometry on a panel board.
    package let panelLayout: PanelBoardLayout?

    /// How texts are measured (the painter's text engine, or a fixed advance in tests).
    package let measurer: any TextMeasuring

    package init(board: Board, measurer: any TextMeasuring) throws(BoardError) {
        self.board = board
        self.measurer = measurer
        let scenario = board.scenario
        guard scenario.steps.count <= Scenario.maximumSteps else {
            throw BoardError("\(scenario.steps.count) steps: a scenario has at most \(Scenario.maximumSteps)")
        }
        // A program board without steps is a still: its first state, held.
        guard !scenario.steps.isEmpty || board.isProgramBoard else { throw BoardError("a scenario needs at least one step") }
        let bindings = board.isPanelBoard ? board.panels.map(\.binding) : [.id]
        var states: [[ScenarioState]] = []
        for (p, binding) in bindings.enumerated() {
            do {
                states.append(try scenario.states(binding: binding))
            } catch {
                let panel = board.isPanelBoard && board.panels.count > 1 ? "panel '\(board.panels[p].name)': " : ""
                throw BoardError(step: error.step, panel + error.message)
            }
        }
        self.states = states
        var records: [[ViewRecord]] = []
        if board.isPanelBoard {
            grid = nil
            // Every panel is a program: a scenario panel's views are translated into one.
            let animations: [Animation?] = [nil] + scenario.steps.map { board.reduceMotion ? nil : ($0.animation ?? board.animation) }
            var evaluations: [PanelEvaluation] = []
            for (p, panel) in board.panels.enumerated() {
                let program: ProgramPanel
                if let own = panel.program { program = own } else {
                    program = try panel.program(states: states[p], animations: animations, identity: board.identityOverride ?? panel.identity,
                                                reduceMotion: board.reduceMotion)
                }
                evaluations.append(PanelEvaluation(board: board, panel: panel, program: program, index: p))
            }
            var heights = Array(repeating: 0.0, count: evaluations.count)
            for (p, e) in evaluations.enumerated() {
                for k in states[p].indices { heights[p] = max(heights[p], try e.records(frame: k, origin: .zero, measurer: measurer).height) }
            }
            let layout = PanelBoardLayout(board, heights: heights, measurer: measurer)
            panelLayout = layout
            for k in states[0].indices {
                var all: [ViewRecord] = []
                for (p, e) in evaluations.enumerated() {
                    all += try e.records(frame: k, origin: layout.origins[p], measurer: measurer).records.map { r in
                        var r = r
                        r.panel = p
                        return r
                    }
                }
                if board.showsStatus {
                    // A program board's status has the panels' width; it is cut to fit.
                    let status = layout.header.map { ProgramHeader.fitted(board.panelStatus(step: k), font: BoardLayout.statusFont,
                                                                           width: $0.width, measurer) }
                    all.append(ViewRecord(
                        key: "status", parent: nil, frame: .zero,
                        drawing: .text(status ?? board.panelStatus(step: k), font: BoardLayout.statusFont, color: board.theme.secondary),
                        contentTransition: board.statusTransition, role: .status))
                }
                records.append(all)
            }
        } else {
            let g = try GridEvaluation(board: board, measurer: measurer)
            grid = g
            panelLayout = nil
            records = states[0].map { g.records($0) }
        }
        self.records = records
        (instances, timeline) = try Self.run(board, records: records, states: states)
    }

    /// Plays the steps: one diff per step, at the step's time.
    private static func run(
        _ board: Board, records: [[ViewRecord]], states: [[ScenarioState]]
    ) throws(BoardError) -> ([Instance], Timeline) {
        var instances: [Instance] = []
        var live: [String: Int] = [:]
        for r in records[0] {
            live[r.key] = instances.count
            instances.append(Instance(present: r))
        }
        // A program board shows its starting state first, for a hold — unless its views' onAppear
        // changes it: that happens as the board starts.
        var t = board.isProgramBoard && !(board.scenario.steps.first?.isAppearance ?? false) ? board.timing.hold : 0.0
        var steps: [Timeline.Step] = []
        let scenarioSteps = board.scenario.steps
        for (index, step) in scenarioSteps.enumerated() {
            let k = index + 1
            let boardRoot = board.reduceMotion ? nil : (step.animation ?? board.animation)
            // A program's own transaction (its withAnimation, or none); Reduce Motion is what the
            // program reads from its environment, as in SwiftUI.
            func root(_ panel: Int) -> Animation? {
                guard panel < board.panels.count, let program = board.panels[panel].program else { return boardRoot }
                return k < program.animations.count ? program.animations[k] : nil
            }
            func disables(_ panel: Int) -> Bool {
                guard panel < board.panels.count, let program = board.panels[panel].program else { return false }
                return k < program.disablesAnimations.count && program.disablesAnimations[k]
            }
            let watchedBefore = Self.watchedValues(records[k - 1]), watchedAfter = Self.watchedValues(records[k])
            var longest = 0.0
            var culprit: (record: ViewRecord, instance: Int)?
            func note(_ d: Double, _ r: ViewRecord, _ instance: Int) {
                if d > longest { longest = d }
                if d == .infinity, culprit == nil { culprit = (r, instance) }
            }
            let newKeys = Set(records[k].map(\.key))
            // A view leaving inside a leaving view goes with it: only the outermost runs its transition.
            let leaving = Set(records[k - 1].map(\.key).filter { !newKeys.contains($0) })
            // Matched geometry: a view leaving and one entering with the same key trade frames.
            let matched = MatchedGeometry(before: records[k - 1], after: records[k])
            for (order, r) in records[k - 1].enumerated() where !newKeys.contains(r.key) {
                guard let i = live[r.key] else { continue }
                let tx = r.transaction(root: root(r.panel), from: states[r.panel][k - 1], to: states[r.panel][k], watched: watchedAfter,
                                        rootDisablesAnimations: disables(r.panel))
                if let parent = r.parent, leaving.contains(parent), let p = live[parent] {
                    note(instances[i].remove(at: t, order: order, tx, following: p), r, i)
                } else {
                    note(instances[i].remove(at: t, order: order, tx), r, i)
                }
                note(matched.leave(&instances[i], r, at: t, animation: tx.animation), r, i)
            }
            // A view entering inside an entering view comes with it, without a transition of its own.
            let entering = Set(records[k].map(\.key).filter { key in
                live[key].map { instances[$0].isRemoving(at: t) && !instances[$0].isStillLeaving(at: t) } ?? true
            })
            for r in records[k] {
                let tx = r.transaction(root: root(r.panel), from: states[r.panel][k - 1], to: states[r.panel][k], watched: watchedBefore,
                                        rootDisablesAnimations: disables(r.panel))
                if let i = live[r.key], !instances[i].isRemoving(at: t) || instances[i].isStillLeaving(at: t) {
                    note(instances[i].update(r, at: t, tx), r, i)
                } else {
                    var r = r
                    if let parent = r.parent, entering.contains(parent) { r.transition = .identity }
                    var instance = Instance(r, at: t, phase: .willAppear)
                    note(instance.insert(at: t, tx), r, instances.count)
                    note(matched.enter(&instance, r, at: t, animation: tx.animation), r, instances.count)
                    live[r.key] = instances.count
                    instances.append(instance)
                }
            }
            if let culprit {
                let reason = instances[culprit.instance].endlessReason ?? Animation.repeatsForever
                throw BoardError(cell: culprit.record.displayName(board), "its animation " + reason)
            }
            let hold = step.hold ?? board.timing.hold
            steps.append(Timeline.Step(caption: step.caption, start: t, end: Timeline.snap(t + longest)))
            t = step.next.map { Timeline.snap(t + $0) } ?? Timeline.snap(t + longest + hold)
        }
        guard let last = scenarioSteps.last else { return (instances, Timeline(steps: [], cycle: t)) }
        let cycle = last.next != nil ? t : Timeline.snap(steps.map(\.end).max()! + (last.hold ?? board.timing.hold))
        return (instances, Timeline(steps: steps, cycle: cycle))
    }
}

extension Playback {
    /// What each `.animation(_:value:)` of a program's views watches in one state, by owner.
    package static func watchedValues(_ records: [ViewRecord]) -> [String: String] {
        var out: [String: String] = [:]
        for r in records {
            for modifier in r.scope {
                switch modifier {
                case let .watch(_, value, owner), let .transaction(.closure(_, _, value?), owner):
                    out["\(r.panel)/\(owner)"] = value
                default: break
                }
            }
        }
        return out
    }
}

extension ViewRecord {
    /// The view's name for messages: its cell, or its name in the scene.
    package func displayName(_ board: Board) -> String {
        switch role {
        case let .slot(i), let .gridItem(i): board.cells[i].name
        case .status: "status"
        case .container: key
        case let .programView(info): info.id
        }
    }
}

extension Playback {
    /// Every view with a transition, and each change of its transition as
    /// tracks (from, to, animation, magnitude): what the board-file reader
    /// bounds so that a board that checks can be drawn.
    package func envelopeTracks() -> [(name: String, cell: Int?, size: Size, changes: [[TileEnvelope.Track]])] {
        instances.compactMap { instance in
            guard !instance.chain.isEmpty, let count = instance.transition.first?.changes.count, count > 0 else { return nil }
            let record = instance.current
            var changes: [[TileEnvelope.Track]] = []
            for c in 0..<count {
                changes.append(zip(instance.chain, instance.transition).map { entry, animator in
                    let change = animator.changes[c]
                    let from = c == 0 ? animator.initial : animator.changes[c - 1].target
                    return TileEnvelope.Track(
                        from: entry.modifier.with(components: from), to: entry.modifier.with(components: change.target),
                        animation: change.animation, magnitude: change.magnitude)
                })
            }
            var cell: Int?
            if case let .gridItem(i) = record.role { cell = i }
            return (record.displayName(board), cell, record.size, changes)
        }
    }
}
