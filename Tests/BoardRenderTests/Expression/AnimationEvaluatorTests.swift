import Testing
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

/// Every animation form evaluates to the directly constructed `Animation`.
@Suite struct AnimationEvaluatorTests {
    static let forms: [(String, Animation)] = [
        (".linear", .linear()),
        (".linear(duration: 2)", .linear(duration: 2)),
        (".easeIn", .easeIn()),
        (".easeIn(duration: 0.5)", .easeIn(duration: 0.5)),
        (".easeOut", .easeOut()),
        (".easeOut(duration: 1)", .easeOut(duration: 1)),
        (".easeInOut", .easeInOut()),
        (".easeInOut(duration: 0.7)", .easeInOut(duration: 0.7)),
        ("Animation.easeInOut", .easeInOut(duration: 0.35)),
        (".timingCurve(0.2, 0.8, 0.2, 1)", .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.35)),
        (".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)", .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)),
        (".timingCurve(0, -0.5, 1, 1.5)", .timingCurve(0, -0.5, 1, 1.5)),
        // Plain .spring and .spring() pick the duration/bounce overload (docs/semantics.md §2.1).
        (".spring", .spring(duration: 0.5, bounce: 0)),
        (".spring()", .spring(duration: 0.5, bounce: 0, blendDuration: 0)),
        (".spring(blendDuration: 1)", .spring(duration: 0.5, bounce: 0, blendDuration: 1)),
        (".spring(response: 0.42, dampingFraction: 0.6)", .spring(response: 0.42, dampingFraction: 0.6)),
        (".spring(response: 0.5)", .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)),
        (".spring(dampingFraction: 0.5)", .spring(response: 0.5, dampingFraction: 0.5)),
        (".spring(duration: 0.4, bounce: 0.2)", .spring(duration: 0.4, bounce: 0.2)),
        (".spring(duration: 0.4, bounce: -0.5, blendDuration: 0.1)", .spring(duration: 0.4, bounce: -0.5, blendDuration: 0.1)),
        (".smooth", .smooth()),
        (".smooth(duration: 1, extraBounce: 0.1)", .smooth(duration: 1, extraBounce: 0.1)),
        (".snappy", .snappy()),
        (".snappy(extraBounce: 0.1)", .snappy(extraBounce: 0.1)),
        (".bouncy", .bouncy()),
        (".bouncy(duration: 0.8)", .bouncy(duration: 0.8)),
        (".interactiveSpring", .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)),
        (".interactiveSpring()", .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)),
        (".interactiveSpring(response: 0.2)", .interactiveSpring(response: 0.2, dampingFraction: 0.86, blendDuration: 0.25)),
        (".interactiveSpring(duration: 0.2, extraBounce: 0.1)", .interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0.25)),
        (".interpolatingSpring", .interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)),
        (".interpolatingSpring(stiffness: 170, damping: 15)", .interpolatingSpring(mass: 1, stiffness: 170, damping: 15)),
        (".interpolatingSpring(mass: 2, stiffness: 170, damping: 15, initialVelocity: 1)",
         .interpolatingSpring(mass: 2, stiffness: 170, damping: 15, initialVelocity: 1)),
        (".interpolatingSpring(duration: 0.4, bounce: 0.3, initialVelocity: 2)",
         .interpolatingSpring(duration: 0.4, bounce: 0.3, initialVelocity: 2)),
        (".default", Animation.default),
        ("Animation.default", Animation.default),
        (".easeInOut(duration: 0.7).speed(0.25)", .easeInOut(duration: 0.7).speed(0.25)),
        (".easeIn.delay(0.1).speed(2)", .easeIn().delay(0.1).speed(2)),
        (".easeIn.speed(2).delay(0.1)", .easeIn().speed(2).delay(0.1)),
        (".easeIn.repeatCount(3)", .easeIn().repeatCount(3, autoreverses: true)),
        (".easeIn.repeatCount(2, autoreverses: false)", .easeIn().repeatCount(2, autoreverses: false)),
        (".easeIn.repeatForever()", .easeIn().repeatForever(autoreverses: true)),
        (".bouncy.repeatForever(autoreverses: false)", .bouncy().repeatForever(autoreverses: false)),
        ("Animation.spring(response: 0.3).delay(0.2)\n  .speed(0.5)", .spring(response: 0.3).delay(0.2).speed(0.5)),
        ("(.easeIn)", .easeIn()),
    ]

    @Test(arguments: forms)
    func evaluates(_ source: String, _ expected: Animation) throws {
        #expect(try Animation(parsing: source) == expected)
    }

    @Test func defaultsFollowSwiftUI() throws {
        guard case let .fluidSpring(spring) = try Animation(parsing: ".spring") else {
            Issue.record("expected a fluid spring")
            return
        }
        #expect(spring.response == 0.5 && spring.dampingFraction == 1 && spring.blendDuration == 0)
        guard case let .fluidSpring(responseForm) = try Animation(parsing: ".spring(response: 0.5)") else { return }
        #expect(responseForm.dampingFraction == 0.825)
        guard case let .fluidSpring(interactive) = try Animation(parsing: ".interactiveSpring") else { return }
        #expect(interactive.response == 0.15 && approx(interactive.dampingFraction, 0.85) && interactive.blendDuration == 0.25)
        guard case let .fluidSpring(bouncy) = try Animation(parsing: ".bouncy") else { return }
        #expect(approx(bouncy.dampingFraction, 0.7))
        guard case let .timingCurve(_, duration) = try Animation(parsing: ".easeInOut") else { return }
        #expect(duration == 0.35)
        guard case let .repeating(_, count, autoreverses) = try Animation(parsing: ".linear.repeatCount(2)") else { return }
        #expect(count == 2 && autoreverses)
    }

    @Test func progressOfParsedAnimations() throws {
        #expect(try Animation(parsing: ".easeInOut(duration: 0.7).speed(0.25)").progress(at: 1.4) == 0.5)
        let spring = try Animation(parsing: ".spring(response: 0.5, dampingFraction: 0.7)")
        #expect(abs(spring.progress(at: 0.3) - 1.0297) <= 2e-4)
    }

    @Test func listsEveryForm() {
        let forms = AnimationEvaluator.forms
        #expect(forms.contains(".spring(response:dampingFraction:blendDuration:)"))
        #expect(forms.contains(".spring(duration:bounce:blendDuration:)"))
        #expect(forms.contains(".timingCurve(_:_:_:_:duration:)"))
        #expect(forms.contains(".default"))
        #expect(forms.contains(".repeatCount(_:autoreverses:)"))
    }
}

extension AnimationEvaluatorTests {
    func approx(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }
}
