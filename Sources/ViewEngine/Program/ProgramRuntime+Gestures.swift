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
            var later: [PendingCompletion] = []
            let now = i.environment.now
            if let changed = gesture.onChanged?.value.value {
                for (k, s) in samples.enumerated() {
                    let value = Self.dragValue(s, by: by, duration: duration, now: now)
                    if k == 0 {
                        try callAction(changed, [Argument(value: value, range: .at(0))], named: "the onChanged of the drag on “\(label)”", in: i)
                    } else {
                        later.append(sample(changed, value, at: s.time - samples[0].time, named: "the onChanged of the drag on “\(label)”"))
                    }
                }
            }
            if let ended = gesture.onEnded?.value.value {
                let end = Self.DragSample(time: duration, fraction: 1)
                let start = samples.first?.time ?? duration
                later.append(sample(ended, Self.dragValue(end, by: by, duration: duration, now: now), at: duration - start,
                                    named: "the onEnded of the drag on “\(label)”"))
            }
            return later
        default:
            return []
        }
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

    /// A closure's parameter count (0 for what is not a closure).
    static func arity(_ v: SwiftValue) -> Int {
        if case let .function(fn) = v, case let .closure(c, _, _, _) = fn.kind { return c.parameters.count }
        return 0
    }

    /// A later sample: `closure` called with `value`, `time` seconds after the step.
    private func sample(_ closure: SwiftValue, _ value: SwiftValue, at time: Double, named name: String) -> PendingCompletion {
        PendingCompletion(time: time, closure: closure, arguments: [value], name: name, isGestureSample: true)
    }
}
