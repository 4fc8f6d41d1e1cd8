import BoardModel
import SwiftFront
import SwiftRun

/// A person's gestures on a program (docs/programs.md §4): a `tap` runs a view's tap or
/// long-press action; a `drag` moves a finger across the view in a straight line at an even
/// speed, feeding its `DragGesture`'s `onChanged` a value per display frame and `onEnded` one
/// at release, each at its time (later samples run as follow-ups, as completions do).
extension ProgramRuntime {
    /// The numbers of a drag's path (docs/semantics.md §11, "Gestures").
    package enum DragPath {
        /// How often `onChanged` runs: once per display frame of a 60 Hz screen.
        package static let sampleRate = 60.0
        /// How far ahead `predictedEndTranslation` looks, in seconds of the release velocity:
        /// UIKit's projection of a scroll view's normal deceleration (rate 0.998 per ms:
        /// 0.998 / (1 − 0.998) / 1000 s). Uncertain: SwiftUI does not document its prediction.
        package static let projectionTime = 0.998 / (1 - 0.998) / 1000
        /// The most `onChanged` values one drag step feeds (a longer drag's samples are spaced
        /// evenly), keeping a board within its steps' limit.
        package static let maximumSamples = 60
        /// The longest drag a step may describe, in seconds.
        package static let maximumDuration = 10.0
        /// The default `duration` of a drag step.
        package static let defaultDuration = 0.5
    }

    /// Runs `gesture` as `action` says, in `i`; returns the samples to run later (a drag's moves
    /// after the first, and its end), each at its time after the step.
    package func performGesture(_ gesture: GestureAction, _ action: ProgramAction, in i: Interpreter) throws -> [PendingCompletion] {
        switch action {
        case let .tap(label):
            guard let closure = gesture.onEnded?.value.value else { return [] }
            // `.onTapGesture { location in … }` (iOS 17) is told where: the view's own origin.
            let args = Self.arity(closure) > 0 ? [Argument(value: NativeTypes.make("CGPoint", [0, 0]), range: .at(0))] : []
            for _ in 0..<gesture.count {
                try callAction(closure, args, named: "the tap action of “\(label)”", in: i)
            }
            return []
        case let .drag(label, by, duration):
            let samples = Self.dragSamples(by: by, duration: duration, minimumDistance: gesture.minimumDistance)
            let now = i.environment.now
            return try continuous(gesture, named: "the drag on “\(label)”", samples: samples, duration: duration,
                                  value: { s in
                                      let drag = Self.dragValue(s, by: by, duration: duration, now: now)
                                      // A press then a drag: the sequence's value, `.second(true, drag)`.
                                      guard gesture.isSequence else { return drag }
                                      return .enumCase(EnumValue(type: "SequenceGesture.Value", name: "second", associated: [.bool(true), drag]))
                                  }, in: i)
        case let .magnify(label, by, duration):
            // Fingers moving apart at an even speed: the magnification grows evenly from 1.
            let samples = Self.dragSamples(by: Point(by - 1, 0), duration: duration, minimumDistance: Pinch.minimumScaleDelta)
            return try continuous(gesture, named: "the pinch on “\(label)”", samples: samples, duration: duration,
                                  value: { Self.magnifyValue($0, by: by, duration: duration, legacy: gesture.typeName == "MagnificationGesture") }, in: i)
        case let .rotate(label, by, duration):
            let samples = Self.dragSamples(by: Point(by, 0), duration: duration, minimumDistance: Pinch.minimumAngleDelta)
            return try continuous(gesture, named: "the rotation on “\(label)”", samples: samples, duration: duration,
                                  value: { Self.rotateValue($0, by: by, duration: duration, legacy: gesture.typeName == "RotationGesture") }, in: i)
        default:
            return []
        }
    }

    /// The thresholds of the two-finger gestures (SwiftUI's defaults): a pinch is recognised once
    /// the magnification moved by 0.01, a rotation once it turned by 1°.
    package enum Pinch {
        package static let minimumScaleDelta = 0.01
        package static let minimumAngleDelta = 1.0
    }

    /// A gesture that goes on over time (a drag, a pinch, a rotation): at each sample its
    /// `.updating` closure writes its `@GestureState` and its `onChanged` runs, the first now and
    /// the others at their times; at release the `@GestureState` goes back to its value at rest and
    /// `onEnded` runs. Returns the samples to run later.
    private func continuous(_ gesture: GestureAction, named name: String, samples: [DragSample], duration: Double,
                            value: (DragSample) -> SwiftValue, in i: Interpreter) throws -> [PendingCompletion] {
        // The state at rest: what the `@GestureState` holds before the gesture starts.
        var rest: SwiftValue?
        if case let .binding(ref)? = gesture.gestureState?.value.value { rest = try i.read(ref, at: anchor) }
        let move = Self.sampleFunction(gesture, rest: rest, ends: false)
        let end = Self.sampleFunction(gesture, rest: rest, ends: true)
        var later: [PendingCompletion] = []
        if gesture.onChanged != nil || gesture.updating != nil {
            for (k, s) in samples.enumerated() {
                if k == 0 {
                    try callAction(move, [Argument(value: value(s), range: anchor)], named: "the onChanged of \(name)", in: i)
                } else {
                    later.append(sample(move, value(s), at: s.time - samples[0].time, named: "the onChanged of \(name)"))
                }
            }
        }
        if gesture.onEnded != nil || (rest != nil && !samples.isEmpty) {
            let start = samples.first?.time ?? duration
            later.append(sample(end, value(DragSample(time: duration, fraction: 1)), at: duration - start, named: "the onEnded of \(name)"))
        }
        return later
    }

    /// What one sample of a gesture runs, as a function the program calls with the gesture's value:
    /// its `.updating` (writing the `@GestureState`) and `onChanged`; or, at release (`ends`), the
    /// `@GestureState` put back to `rest` and `onEnded`.
    private static func sampleFunction(_ gesture: GestureAction, rest: SwiftValue?, ends: Bool) -> SwiftValue {
        .function(Function(.builtin(ends ? "onEnded" : "onChanged") { i, args, range throws(ExpressionError) -> SwiftValue in
            let value = args.first?.value ?? .void
            let frame = Frame(scope: Scope(parent: nil), selfType: nil, origin: i.currentOrigin)
            if case let .binding(ref)? = gesture.gestureState?.value.value {
                if ends {
                    if let rest { try i.writeBinding(ref, rest, at: range) }
                } else if let updating = gesture.updating?.value.value {
                    let state = try i.read(ref, at: range)
                    try i.writeBinding(ref, try i.runUpdating(updating, value: value, state: state, at: range), at: range)
                }
            }
            if let handler = (ends ? gesture.onEnded : gesture.onChanged)?.value.value {
                _ = try i.callValue(handler, Self.arity(handler) == 0 ? [] : [Argument(value: value, range: range)],
                                    Expr(.identifier(ends ? "onEnded" : "onChanged"), range: range), frame)
            }
            return .void
        }))
    }

    /// One point of a drag's path: its time after the finger went down and how far along it is.
    package struct DragSample: Equatable {
        package var time: Double
        package var fraction: Double
    }

    /// The instants `onChanged` runs at: every display frame of the drag (at most
    /// ``DragPath/maximumSamples``, evenly spaced) once the finger has moved `minimumDistance`,
    /// the last at release.
    package static func dragSamples(by: Point, duration: Double, minimumDistance: Double) -> [DragSample] {
        let length = (by.x * by.x + by.y * by.y).squareRoot()
        guard length >= minimumDistance, length > 0 else { return [] }
        let frames = min(DragPath.maximumSamples, max(1, Int((duration * DragPath.sampleRate - 1e-9).rounded(.up))))
        return (1...frames).compactMap { k in
            let t = min(duration, Double(k) * duration / Double(frames))
            let f = duration > 0 ? t / duration : 1
            return f * length >= minimumDistance ? DragSample(time: t, fraction: f) : nil
        }
    }

    /// A `DragGesture.Value` at `s`: where the finger is (from the view's origin), how far it moved,
    /// its velocity (even, along the path) and the predicted end (``DragPath/projectionTime``).
    package static func dragValue(_ s: DragSample, by: Point, duration: Double, now: Double) -> SwiftValue {
        let tx = by.x * s.fraction, ty = by.y * s.fraction
        let vx = duration > 0 ? by.x / duration : 0, vy = duration > 0 ? by.y / duration : 0
        let px = tx + vx * DragPath.projectionTime, py = ty + vy * DragPath.projectionTime
        return .instance(StructValue(type: "DragGesture.Value", fields: [
            ("time", DateValues.date(now + s.time)),
            ("location", NativeTypes.make("CGPoint", [tx, ty])),
            ("startLocation", NativeTypes.make("CGPoint", [0, 0])),
            ("translation", NativeTypes.make("CGSize", [tx, ty])),
            ("velocity", NativeTypes.make("CGSize", [vx, vy])),
            ("predictedEndLocation", NativeTypes.make("CGPoint", [px, py])),
            ("predictedEndTranslation", NativeTypes.make("CGSize", [px, py])),
        ]))
    }

    /// How many arguments a handler takes: a closure is given the value whether it names it or
    /// uses `$0` (1, or its parameters); a function named by reference, its parameters.
    static func arity(_ v: SwiftValue) -> Int {
        guard case let .function(fn) = v else { return 1 }
        switch fn.kind {
        case let .closure(c, _, _, _): return max(1, c.parameters.count)
        case let .declared(d, _, _, _): return d.parameters.count
        default: return 1
        }
    }

    /// A `MagnifyGesture.Value` (`magnification`, `velocity`, `startAnchor`, `startLocation`) at
    /// `s`, or the plain number a `MagnificationGesture` gives (`legacy`).
    package static func magnifyValue(_ s: DragSample, by: Double, duration: Double, legacy: Bool) -> SwiftValue {
        let m = 1 + (by - 1) * s.fraction
        if legacy { return .double(m) }
        return .instance(StructValue(type: "MagnifyGesture.Value", fields: [
            ("magnification", .double(m)), ("velocity", .double(duration > 0 ? (by - 1) / duration : 0)),
            ("startAnchor", NativeTypes.make("UnitPoint", [0.5, 0.5])), ("startLocation", NativeTypes.make("CGPoint", [0, 0])),
        ]))
    }

    /// A `RotateGesture.Value` (`rotation`, `velocity` as Angles, `startAnchor`, `startLocation`) at
    /// `s`, or the Angle a `RotationGesture` gives (`legacy`).
    package static func rotateValue(_ s: DragSample, by: Double, duration: Double, legacy: Bool) -> SwiftValue {
        let angle = NativeTypes.make("Angle", [by * s.fraction * .pi / 180])
        if legacy { return angle }
        return .instance(StructValue(type: "RotateGesture.Value", fields: [
            ("rotation", angle), ("velocity", NativeTypes.make("Angle", [duration > 0 ? by / duration * .pi / 180 : 0])),
            ("startAnchor", NativeTypes.make("UnitPoint", [0.5, 0.5])), ("startLocation", NativeTypes.make("CGPoint", [0, 0])),
        ]))
    }

    /// A later sample: `closure` called with `value`, `time` seconds after the step.
    private func sample(_ closure: SwiftValue, _ value: SwiftValue, at time: Double, named name: String) -> PendingCompletion {
        PendingCompletion(time: time, closure: closure, arguments: [value], name: name, isGestureSample: true)
    }
}
