import SwiftFront
import BoardModel

/// `.phaseAnimator(phases, trigger:) { content, phase in … } animation: { phase in … }` and
/// `PhaseAnimator(phases, trigger:) { phase in … } animation: { … }` (docs/semantics.md §11,
/// "Phase animators"): the phase is state of the view (kept like `@State`), the content is drawn
/// for the current phase, and each move to the next phase is a transaction with the animation the
/// `animation` closure gives for that phase (`.default` without one), the next starting when it
/// logically completes — as `withAnimation(a) { phase = next } completion: { … }` would. The
/// phases cycle from when the view appears; a board shows one cycle, back to the first phase (its
/// GIF loops), then the steps. A phase animator with a `trigger:` is refused by name: an
/// `.onChange`'s actions are not run as transactions of their own yet.
extension Interpreter {
    /// The phases a board runs through for one change (continuously: the follow-ups a step may make).
    package func phaseAnimator(view: SwiftValue?, _ callee: Expr, _ arguments: [Expr.Argument], _ closure: Expr.Closure?,
                               _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard let phasesArgument = arguments.first(where: { $0.label == nil }) else {
            throw ExpressionError(.arguments, at: e.range, "phaseAnimator needs its phases, as in .phaseAnimator([false, true]) { content, phase in … }")
        }
        let phases = try elements(of: try evaluate(phasesArgument.value, f), at: phasesArgument.value.range)
        guard !phases.isEmpty else { throw ExpressionError(.value, at: phasesArgument.value.range, "phaseAnimator needs at least one phase") }
        var content: Expr.Closure?, animation: Expr.Closure?
        for a in arguments where a.label == "content" || a.label == "animation" {
            if case let .closure(c) = a.value.kind { if a.label == "content" { content = c } else { animation = c } }
        }
        if let closure { if content == nil { content = closure } else { animation = animation ?? closure } }
        guard let content else {
            throw ExpressionError(.arguments, at: e.range, "phaseAnimator needs its content closure, as in { content, phase in … }")
        }
        // The phase: state of this view, kept across evaluations.
        guard case let .binding(.box(box)) = keptState(.int(0), property: "phaseAnimator", call: e) else {
            throw ExpressionError(.value, at: e.range, "phaseAnimator needs a program board (its phase is the view's state)")
        }
        let index = { if case let .int(k) = box.value { return ((k % phases.count) + phases.count) % phases.count }; return 0 }()
        let contentFunction = try evaluate(Expr(.closure(content), range: content.range), f)
        let drawn = try callValue(contentFunction, (view.map { [Argument(value: $0, range: e.range)] } ?? [])
                                  + [Argument(value: phases[index], range: e.range)], e, f)
        let animationFunction = try animation.map { c throws(ExpressionError) in try evaluate(Expr(.closure(c), range: c.range), f) }
        let trigger = arguments.first { $0.label == "trigger" }
        let driver = PhaseDriver(box: box, phases: phases, animation: animationFunction, continuous: false, site: e)
        let reified = try reify(drawn, at: e.range, origin: f.origin)
        let attached: Expr
        if let trigger {
            // `trigger:`: one run through the phases, back to the first, each time the value
            // changes (an `.onChange(of:)` of the trigger that moves to the next phase).
            let value = try reify(try evaluate(trigger.value, f), at: trigger.value.range, origin: f.origin)
            var run = Expr.Closure(statements: [], range: e.range)
            run.captured = OpaqueValue(.function(driver.triggered), description: "{ the phases }")
            attached = Expr(.call(Expr(.member(reified, name: "onChange", nameRange: e.range), range: e.range),
                                  arguments: [Expr.Argument(label: "of", labelRange: nil, value: value)], trailingClosure: run), range: e.range)
        } else {
            let action = Expr(.opaque(OpaqueValue(.function(driver.function), description: "{ the next phase }")), range: e.range)
            attached = Expr(.call(Expr(.member(reified, name: "onAppear", nameRange: e.range), range: e.range),
                                  arguments: [Expr.Argument(label: "perform", labelRange: nil, value: action)], trailingClosure: nil), range: e.range)
        }
        return .swiftUI(attached, origin: f.origin)
    }
}

/// Moves a phase animator to its next phase in a transaction of that phase's animation, and
/// (cycling, or until it is back at the first) to the one after when that animation completes.
final class PhaseDriver: @unchecked Sendable {
    let box: StateBox
    let phases: [SwiftValue]
    let animation: SwiftValue?
    let continuous: Bool
    let site: Expr

    init(box: StateBox, phases: [SwiftValue], animation: SwiftValue?, continuous: Bool, site: Expr) {
        self.box = box
        self.phases = phases
        self.animation = animation
        self.continuous = continuous
        self.site = site
    }

    /// What a change of the trigger runs: the phases from the first, as a follow-up of the change
    /// (its own transactions, at the same instant), when a program is recording.
    var triggered: SwiftRun.Function {
        SwiftRun.Function(.builtin("phaseAnimator trigger") { [self] i, _, range throws(ExpressionError) -> SwiftValue in
            guard let recorder = i.recorder else { return try self.advance(i, at: range) }
            recorder.scheduled.append((time: 0, closure: .function(self.function)))
            return .void
        })
    }

    /// The action: one move to the next phase.
    var function: Function {
        Function(.builtin("phaseAnimator") { [self] i, _, range throws(ExpressionError) -> SwiftValue in
            try self.advance(i, at: range)
        })
    }

    func advance(_ i: Interpreter, at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        let current = if case let .int(k) = box.value { k } else { 0 }
        let next = (current + 1) % phases.count
        let frame = Frame(scope: Scope(parent: nil), selfType: nil, origin: i.currentOrigin)
        let chosen = try animation.map { a throws(ExpressionError) in try i.callValue(a, [Argument(value: phases[next], range: range)], site, frame) }
            ?? .swiftUI(Expr(.implicitMember("default"), range: range), origin: 0)
        let box = self.box
        let set = Function(.builtin("phase") { _, _, _ in box.value = .int(next); return .void })
        var args = [Argument(value: chosen, range: range), Argument(value: .function(set), range: range, isTrailing: true)]
        if continuous || next != 0 { args.append(Argument(label: "completion", value: .function(function), range: range)) }
        return try i.withAnimation(args, at: range)
    }
}
