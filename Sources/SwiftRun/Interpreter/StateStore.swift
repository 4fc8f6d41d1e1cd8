import SwiftFront
import BoardScene
import BoardModel
/// The `@State` of views a program's body makes, kept from one evaluation to the next as SwiftUI
/// keeps it per identity: a view made at the same place — the same call in the same `ForEach`
/// element and `if` branch, the n-th time there — finds the boxes it had (docs/programs.md §2).
package final class StateStore {
    /// The models the views provide to their environment, and the stand-ins made (kept across
    /// evaluations, as SwiftUI keeps an environment object).
    package var environmentObjects = EnvironmentObjects()

    /// An empty store.
    package init() {}

    /// The boxes, by place and property.
    private var boxes: [String: StateBox] = [:]

    /// Every box, by key.
    package var all: [String: StateBox] { boxes }

    /// The box for `key`, made with `initial` the first time.
    package func box(_ key: String, initial: SwiftValue) -> StateBox {
        if let box = boxes[key] { return box }
        let box = StateBox(initial)
        boxes[key] = box
        return box
    }
}

extension Interpreter {
    /// The storage of a state property of a view made in a program's body: its box from the last
    /// evaluation, or a new one holding `initial`.
    package func keptState(_ initial: SwiftValue, property: String, call: Expr) -> SwiftValue {
        guard let store = stateStore else { return .binding(.box(StateBox(initial))) }
        let site = "\(identityContext.joined(separator: "/"))|\(currentOrigin):\(call.range.start)"
        // The n-th view made at this site in this evaluation (a helper called twice): counted per property.
        let counter = site + "|" + property
        let n = madeAt[counter, default: 0]
        madeAt[counter] = n + 1
        return .binding(.box(store.box("\(counter)#\(n)", initial: initial)))
    }
}
