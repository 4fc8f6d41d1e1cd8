import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// Animations users write that boards used to refuse (docs/semantics.md, "Repeating",
/// "Negative delays", "Custom animations", "Unit curves").
@Suite struct WrittenAnimationTests {
    /// A negative delay starts the animation that far into its curve and ends it early.
    @Test func aNegativeDelayStartsPartway() throws {
        let a = try AnimationEvaluator.parse(".linear(duration: 1).delay(-0.25)")
        #expect(a.progress(at: 0) == 0.25)
        #expect(abs(a.progress(at: 0.5) - 0.75) < 1e-9)
        #expect(a.settleTime() == 0.75)
        // At least the whole duration: no animation at all.
        #expect(try AnimationEvaluator.parse(".linear(duration: 1).delay(-2)").isDone(at: 0))
    }

    /// `repeatCount(n ≤ 1)` plays once; an even count with autoreverse ends back at the start,
    /// then snaps to the target.
    @Test func repeatCounts() throws {
        for n in [-3, 0, 1] {
            let a = try AnimationEvaluator.parse(".linear(duration: 1).repeatCount(\(n))")
            #expect(a.settleTime() == 1 && a.progress(at: 0.5) == 0.5)
        }
        let two = try AnimationEvaluator.parse(".linear(duration: 1).repeatCount(2)")
        #expect(two.progress(at: 0.25) == 0.25)
        #expect(two.progress(at: 1.25) == 0.75)      // the second leg plays back
        #expect(two.progress(at: 2) == 0)            // its end frame shows the start
        #expect(two.progress(at: 2.01) == 1)         // then the value snaps to the target
    }

    /// `.logicallyComplete(after:)` changes no motion.
    @Test func logicallyCompleteKeepsTheMotion() throws {
        let a = try AnimationEvaluator.parse(".easeIn(duration: 0.5).logicallyComplete(after: 0.2)")
        let b = Animation.easeIn(duration: 0.5)
        for t in stride(from: 0.0, through: 0.6, by: 0.05) { #expect(a.sample(at: t) == b.sample(at: t)) }
    }

    /// `UnitCurve`'s circular curves are exact arcs (docs/semantics.md §1.1), checked against SwiftUI's values.
    @Test(arguments: [
        ("circularEaseIn", [0.032, 0.134, 0.339]),
        ("circularEaseOut", [0.661, 0.866, 0.968]),
        ("circularEaseInOut", [0.067, 0.5, 0.933]),
    ])
    func circularUnitCurves(_ name: String, _ values: [Double]) throws {
        let a = try AnimationEvaluator.parse(".timingCurve(UnitCurve.\(name), duration: 1)")
        for (x, v) in zip([0.25, 0.5, 0.75], values) {
            #expect(abs(a.progress(at: x) - v) < 5e-4, "\(name) at \(x): \(a.progress(at: x))")
        }
    }

    static let custom = #"""
    import SwiftUI

    struct MyLinearAnimation: CustomAnimation {
        var duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            if time <= duration { value.scaled(by: time / duration) } else { nil }
        }
        func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
            value.scaled(by: 1.0 / duration)
        }
    }

    struct ElasticEaseInEaseOutAnimation: CustomAnimation {
        let duration: TimeInterval
        func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
            if time > duration { return nil }
            let p = time / duration
            let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
            if p < 0.5 {
                return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
            } else {
                return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
            }
        }
    }

    extension Animation {
        static var elasticEaseInEaseOut: Animation { elasticEaseInEaseOut(duration: 0.35) }
        static func elasticEaseInEaseOut(duration: TimeInterval) -> Animation {
            Animation(ElasticEaseInEaseOutAnimation(duration: duration))
        }
    }
    """#

    /// A `CustomAnimation` runs: its `animate(value:time:context:)` for the unit change gives the progress.
    @Test func customAnimationsRun() throws {
        let environment = try SwiftEnvironment(source: Self.custom, name: "A.swift")
        let linear = try AnimationEvaluator.parse("Animation(MyLinearAnimation(duration: 2))", environment: environment)
        #expect(linear.progress(at: 0.5) == 0.25)
        #expect(abs(linear.settleTime() - 2) < 1e-4)
        #expect(linear.progress(at: 2.5) == 1)
        // Apple's elastic example, with modifiers applied around it.
        let elastic = try AnimationEvaluator.parse(".elasticEaseInEaseOut.speed(0.5)", environment: environment)
        func f(_ p: Double) -> Double {
            let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
            return p < 0.5 ? -(pow(2, 20 * p - 10) * s) / 2 : (pow(2, -20 * p + 10) * s) / 2 + 1
        }
        for t in [0.1, 0.3, 0.35, 0.5] { #expect(abs(elastic.progress(at: t) - f(t / 2 / 0.35)) < 1e-12) }
        #expect(elastic.progressRange().upperBound > 1)   // it overshoots
        #expect(abs(elastic.settleTime() - 0.7) < 1e-4)
    }

    /// `.init(…)` where an animation goes and `Animation.init(…)` are `Animation(…)`; in a static
    /// member of `extension Animation`, `self` is the type (`self.spring(…)`).
    @Test func initializerFormsAndStaticSelf() throws {
        let source = Self.custom + """

        extension Animation {
            static var sheet: Animation { self.spring(response: 0.24, dampingFraction: 1, blendDuration: 1) }
        }
        """
        let environment = try SwiftEnvironment(source: source, name: "A.swift")
        for text in [".init(MyLinearAnimation(duration: 2))", "Animation.init(MyLinearAnimation(duration: 2))"] {
            let a = try AnimationEvaluator.parse(text, environment: environment)
            #expect(a.progress(at: 0.5) == 0.25, "\(text)")
        }
        let sheet = try AnimationEvaluator.parse(".sheet", environment: environment)
        let spring = try AnimationEvaluator.parse(".spring(response: 0.24, dampingFraction: 1, blendDuration: 1)")
        for t in [0.05, 0.1, 0.2, 0.4] { #expect(sheet.progress(at: t) == spring.progress(at: t)) }
    }

    /// A board draws a custom animation like any other.
    @Test func aBoardUsesACustomAnimation() throws {
        let dir = temporaryDirectory("custom")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Self.custom.write(toFile: dir + "/A.swift", atomically: true, encoding: .utf8)
        try #"{"swift": ["A.swift"], "animation": "Animation(MyLinearAnimation(duration: 1))", "cells": [{"name": "a", "transition": ".opacity"}]}"#
            .write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let board = try BoardFileLoader.load(path: dir + "/b.json")
        let builder = try SceneBuilder(board: board)
        #expect(abs(builder.timeline.removalEnd - 1) < 1e-3)
        let tile = try #require(builder.scene(at: 0.25).cells[0].tile)
        #expect(abs(tile.opacity - 0.75) < 1e-9)
    }
}
