import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// A program board as written (docs/programs.md §4): its programs, the actions of its steps and the
/// Swift they run on. Running it makes the board's panels — each program's body in every state
/// — and the scenario steps that show them; running it again in another environment is how
/// `--reduce-motion` and `--theme dark` reach the program's `@Environment`.
public struct ProgramScript: Sendable {
    /// Creates a value from its stored properties.
    package init(swift: SwiftEnvironment, programs: [Program], steps: [ScriptStep], width: Double, height: Double? = nil) {
        self.swift = swift
        self.programs = programs
        self.steps = steps
        self.width = width
        self.height = height
    }

    /// One program: its panel's name and caption, and its root view as written (or the preview
    /// that is its root view).
    package struct Program: Sendable {
        /// Creates a value from its stored properties.
        package init(name: String, caption: String, source: String, preview: Preview? = nil) {
            self.name = name
            self.caption = caption
            self.source = source
            self.preview = preview
        }

        package var name: String
        package var caption: String
        /// The root view as written (`ContentView()`); a preview's label (`#Preview("Dark")`).
        package var source: String
        /// The preview whose view is the root, instead of `source`.
        package var preview: Preview?
    }

    /// One step as written.
    package struct ScriptStep: Sendable {
        /// Creates a value from its stored properties.
        package init(step: ProgramStep, caption: String? = nil, hold: Double? = nil, next: Double? = nil) {
            self.step = step
            self.caption = caption
            self.hold = hold
            self.next = next
        }

        package var step: ProgramStep
        package var caption: String?
        package var hold: Double?
        package var next: Double?
    }

    /// Where a run failed: making a program (`step` nil) or doing a step, in which panel.
    package struct Failure: Error {
        package var step: Int?
        package var panel: Int
        package var error: ProgramError
        /// The Swift file the error's range is in, when it is not the board's text: a preview's
        /// (its root view made, evaluated or appearing, its actions run).
        package var origin: Int? = nil
    }

    /// The caption of the state change the views' onAppear actions make when they appear.
    package static let appearCaption = "onAppear"

    /// The most follow-ups (completions running at later instants) one step may make.
    package static let maximumFollowUps = 16

    package var swift: SwiftEnvironment
    /// How the programs are laid out when a step looks for a control inside a `GeometryReader`
    /// (its actions see the reader's real size): the platform and the text measurer; nil: the
    /// readers' contents are made for an iPhone's window instead.
    package var layout: (platform: Platform, measurer: any TextMeasuring)?
    package var programs: [Program]
    package var steps: [ScriptStep]
    package var width: Double
    package var height: Double?
    /// The device's safe area (`"device"`): the root is offered the window less it, and placed in
    /// the middle of what is left, as a hosting controller does.
    package var safeArea: SafeAreaInsets = .zero

    /// The panels (each program's body in every state) and the scenario steps that show them:
    /// one per transaction a step makes, the transactions of one step at the same instant.
    ///
    /// `warnings` name the cycles the engine cut short (onChange or onAppear actions that kept
    /// setting one another off, completions that kept starting more), once each, with the step.
    package func run() throws(Failure) -> (panels: [Panel], steps: [Step], warnings: [String]) {
        var warnings: [String] = []
        func warn(_ text: String) { if !warnings.contains(text) { warnings.append(text) } }
        func noteCut(_ runtime: ProgramRuntime, _ s: Int?) {
            guard runtime.cutCycle != nil else { return }
            runtime.cutCycle = nil
            warn("\(s.map { "step \($0 + 1)" } ?? "when the view appears"): onChange or onAppear actions kept setting one another off (an action that changes what another watches, or a view that appears again?); stopped after \(ProgramRuntime.maximumOnChangeRounds) rounds (SwiftUI would keep running them)")
        }
        var runtimes: [ProgramRuntime] = []
        var views: [ViewNode] = []
        for (p, program) in programs.enumerated() {
            do {
                let runtime: ProgramRuntime
                if let preview = program.preview {
                    runtime = try ProgramRuntime(swift: swift, preview: preview)
                } else {
                    runtime = try ProgramRuntime(swift: swift, source: program.source)
                }
                if let layout {
                    // Preference watches see the body laid out as the panel draws it (PanelEvaluation).
                    let proposal = ProposedSize(width: max(0, width - safeArea.leading - safeArea.trailing),
                                                height: height.map { max(0, $0 - safeArea.top - safeArea.bottom) })
                    runtime.preferenceLayout = ProgramRuntime.PreferenceLayout(
                        proposal: proposal, platform: layout.platform, measurer: layout.measurer, safeArea: safeArea,
                        window: height.map { Size(width, $0) })
                }
                runtimes.append(runtime)
                views.append(try runtime.view())
            } catch {
                throw Failure(step: nil, panel: p, error: ProgramError(error), origin: program.preview?.origin)
            }
            // The view appears: its `initial: true` onChanges run.
            do { views[p] = try runtimes[p].settleOnChanges(from: nil, to: views[p]).view } catch {
                throw Failure(step: nil, panel: p, error: error, origin: program.preview?.origin)
            }
            noteCut(runtimes[p], nil)
        }
        // The views appear: their onAppear actions run, a state change before the written steps
        // when they change anything.
        var appeared: [ProgramRuntime.Outcome] = []
        for (p, runtime) in runtimes.enumerated() {
            do { appeared.append(try runtime.appear(views[p].onAppears().map(\.action))) } catch {
                throw Failure(step: nil, panel: p, error: error, origin: programs[p].preview?.origin)
            }
        }
        let appearing = appeared.contains { !$0.isEmpty }
        var frames = views.map { [$0] }
        let states = runtimes.map(ProgramStates.init)
        for s in states { s.record() }
        var animations: [[Animation?]] = runtimes.map { _ in [nil] }
        var disabling: [[Bool]] = runtimes.map { _ in [false] }
        var scenario: [Step] = []
        for (k, written) in ((appearing ? [nil] : []) + steps.map { Optional($0) }).enumerated() {
            // The written step's index (nil: the appearance).
            let s: Int? = written == nil ? nil : k - (appearing ? 1 : 0)
            var outcomes: [ProgramRuntime.Outcome] = []
            var wasOn: Bool?
            var row: Int?
            if let written {
                for (p, runtime) in runtimes.enumerated() {
                    layOut(views[p], p)
                    do {
                        let result = try runtime.perform(written.step, in: views[p], rowFallback: row)
                        outcomes.append(result.outcome)
                        if p == 0 { (wasOn, row) = (result.wasOn, result.row) }
                    } catch {
                        throw Failure(step: s, panel: p, error: error)
                    }
                }
            } else {
                outcomes = appeared
            }
            let caption = written.map { $0.caption ?? $0.step.caption(wasOn: wasOn) } ?? Self.appearCaption
            // The action's transactions at the step's instant; then, each time a completion is due,
            // what the completions due then change (a follow-up, "… (completion)").
            var pending: [[ProgramRuntime.PendingCompletion]] = outcomes.map(\.completions)
            var now = 0.0
            // A drag's samples are follow-ups too, beyond the completions' own limit.
            let samples = pending.map { $0.count(where: \.isGestureSample) }.max() ?? 0
            // Whether the follow-up shown is only a gesture's samples (its caption stays the step's).
            var sampling = false
            for follow in 0..<(Self.maximumFollowUps + samples) {
                let count = outcomes.map(\.changes.count).max() ?? 1
                var next = pending.flatMap { $0.map { now + $0.time } }.min()
                // What onChange actions changed, kept in the later states of this instant.
                var carried: [[String: SwiftValue]] = runtimes.map { _ in [:] }
                for j in 0..<count {
                    for (p, runtime) in runtimes.enumerated() {
                        let changes = outcomes[p].changes
                        let change = changes[min(j, changes.count - 1)]
                        runtime.restore(change.state.merging(carried[p]) { $1 })
                        let old = views[p]
                        do { views[p] = try runtime.view() } catch {
                            throw Failure(step: s, panel: p, error: ProgramError(error), origin: programs[p].preview?.origin)
                        }
                        do {
                            let settled = try runtime.settleOnChanges(from: old, to: views[p])
                            views[p] = settled.view
                            carried[p].merge(settled.changed) { $1 }
                            pending[p] += settled.followUps
                            noteCut(runtime, s)
                        } catch {
                            throw Failure(step: s, panel: p, error: error, origin: programs[p].preview?.origin)
                        }
                        frames[p].append(views[p])
                        states[p].record()
                        animations[p].append(j < changes.count ? change.animation : nil)
                        disabling[p].append(j < changes.count && change.disablesAnimations)
                    }
                    // What the onChange actions of this change left to run later (a trigger's phases).
                    next = pending.flatMap { $0.map { now + $0.time } }.min()
                    let first = outcomes[0].changes[min(j, outcomes[0].changes.count - 1)]
                    let last = j == count - 1
                    let ends = last && next == nil
                    var step = Step(caption + (follow > 0 && !sampling ? " (completion)" : ""), [.showFrame(frames[0].count - 1)],
                                    animation: .some(first.animation), hold: ends ? written?.hold : nil,
                                    next: ends ? written?.next : last ? next! - now : 0)
                    step.animationSource = first.animationSource
                    step.isAppearance = written == nil && follow == 0
                    scenario.append(step)
                }
                guard let next else { break }
                if follow == Self.maximumFollowUps + samples - 1 {
                    warn("\(s.map { "step \($0 + 1)" } ?? "when the view appears"): completions kept starting more (a completion that starts its own animation again?); stopped after \(Self.maximumFollowUps) follow-ups")
                }
                // Every panel runs the completions due at `next`; the others wait. Pending times are
                // kept relative to the follow-up they wait from.
                let wait = next - now
                now = next
                for p in runtimes.indices {
                    let due = pending[p].filter { $0.time <= wait + 1e-9 }
                    pending[p] = pending[p].filter { $0.time > wait + 1e-9 }.map { var c = $0; c.time -= wait; return c }
                    if p == 0 { sampling = !due.isEmpty && due.allSatisfy(\.isGestureSample) }
                    var changes: [ProgramRuntime.Change] = []
                    for c in due {
                        do {
                            let outcome = try runtimes[p].complete(c)
                            changes += outcome.changes
                            pending[p] += outcome.completions
                        } catch {
                            throw Failure(step: s, panel: p, error: error, origin: programs[p].preview?.origin)
                        }
                    }
                    // A panel with nothing due keeps its state.
                    outcomes[p].changes = changes.isEmpty ? [.init(state: runtimes[p].snapshot(), animation: nil)] : changes
                }
            }
        }
        let panels = programs.indices.map { p in
            var panel = Panel(name: programs[p].name, caption: programs[p].caption, width: width, views: [])
            panel.program = ProgramPanel(source: programs[p].source, rootName: runtimes[p].rootName, width: width, height: height,
                                         frames: frames[p], animations: animations[p])
            panel.program?.safeArea = safeArea
            panel.program?.states = states[p]
            panel.program?.disablesAnimations = disabling[p]
            return panel
        }
        return (panels, scenario, warnings)
    }
}

extension ProgramScript {
    /// Lays out `view` (panel `p`'s body now) as the board will, so that its GeometryReaders hold
    /// the content made for their real frames, where a step finds its control.
    private func layOut(_ view: ViewNode, _ p: Int) {
        guard let layout, !view.geometryContents.isEmpty else { return }
        _ = try? view.layout(id: "p\(p)", proposal: ProposedSize(width: width, height: height), platform: layout.platform,
                             measurer: layout.measurer, composesGroups: true)
    }
}

extension Board {
    /// The program board run again with the environment's Reduce Motion or colour scheme
    /// changed; any other board as it is.
    package func rerunning(_ change: (inout EnvironmentValues) -> Void) throws(BoardError) -> Board {
        guard var script = programScript else { return self }
        change(&script.swift.values)
        do {
            let run = try script.run()
            var board = self
            board.panels = run.panels
            board.scenario.steps = run.steps
            board.warnings = run.warnings
            board.programScript = script
            return board
        } catch {
            let place = error.step.map { "step \($0 + 1): " } ?? ""
            throw BoardError(place + error.error.message)
        }
    }
}
