import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// `.onAppear { … }` in a running program. When the program's view first appears its views'
/// onAppear actions run, in the order the body lists them, as one action of their own: their
/// plain changes one transaction (animated only by an `.animation(_:value:)` whose value
/// changed, as a spinner's `isAnimating = true` is), each `withAnimation` another — a state
/// change at the board's start, before the written steps. A view that appears later (a step
/// inserts it) runs its onAppear as onChange actions run: its changes join the state change that
/// inserted it (docs/semantics.md §18, uncertainty 13).
extension ProgramRuntime {
    /// Runs `actions` (a view's onAppear actions, in order) as one action.
    package func appear(_ actions: [AppearAction]) throws(ProgramError) -> Outcome {
        try record { i in
            for action in actions {
                guard let closure = action.action?.value.value else { continue }
                try callAction(closure, named: "an onAppear action", in: i)
            }
        }
    }

    /// Runs one onAppear action of a view a step inserted.
    package func run(_ action: AppearAction) throws(ProgramError) {
        guard let closure = action.action?.value.value else { return }
        let i = interpreter()
        defer { finished(i) }
        do { try callAction(closure, named: "an onAppear action", in: i) } catch { throw ProgramError(error) }
    }
}
