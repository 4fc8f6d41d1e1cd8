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

/// Bad animation expressions give precise errors.
@Suite struct AnimationEvaluatorErrorTests {
    func error(_ source: String) -> ExpressionError? {
        do {
            _ = try Animation(parsing: source)
            return nil
        } catch {
            return error
        }
    }

    /// The covered text of an error's range.
    func blamed(_ source: String) -> String? {
        guard let e = error(source) else { return nil }
        return String(Array(source)[e.range.start..<e.range.end])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        var kind: ExpressionError.Kind
        var message: String
        var suggestion: String?
        var blamed: String
        var testDescription: String { source }
    }

    static let cases: [Case] = [
        Case(source: ".bouncey", kind: .unknownName,
             message: "unknown animation '.bouncey'; expected .linear, .easeIn, .easeOut, .easeInOut, .timingCurve, .spring, .smooth, .snappy, .bouncy, .interactiveSpring, .interpolatingSpring or .default",
             suggestion: ".bouncy", blamed: ".bouncey"),
        Case(source: ".spring(respnse: 0.5)", kind: .arguments,
             message: "unknown argument label 'respnse:': '.spring' takes (response:dampingFraction:blendDuration:), (duration:bounce:blendDuration:) or (_:blendDuration:); got (respnse:)",
             suggestion: "response:", blamed: "respnse"),
        Case(source: ".easeIn.sped(2)", kind: .unknownName,
             message: "unknown modifier '.sped'; expected .speed, .delay, .logicallyComplete, .repeatCount or .repeatForever",
             suggestion: ".speed", blamed: ".sped"),
        Case(source: ".easeIn(0.5)", kind: .arguments,
             message: "missing argument label: '.easeIn' takes (duration:); got (_:)",
             suggestion: "duration: 0.5", blamed: "0.5"),
        Case(source: ".timingCurve(0.2, 0.8)", kind: .arguments,
             message: "missing argument 'p2x' of type Double: '.timingCurve' takes (_:_:_:_:duration:) or (_:duration:); got (_:_:)",
             blamed: ")"),
        Case(source: ".spring(bounce: 0.2, duration: 0.5)", kind: .arguments,
             message: "argument 'duration:' must come before 'bounce:': '.spring' takes (response:dampingFraction:blendDuration:), (duration:bounce:blendDuration:) or (_:blendDuration:); got (bounce:duration:)",
             blamed: "duration: 0.5"),
        Case(source: ".spring(response: 0.5, bounce: 0.2)", kind: .arguments,
             message: "argument 'response:' and 'bounce:' belong to different forms: '.spring' takes (response:dampingFraction:blendDuration:), (duration:bounce:blendDuration:) or (_:blendDuration:); got (response:bounce:)",
             blamed: "response: 0.5"),
        Case(source: ".spring(duration: 0.5, duration: 1)", kind: .arguments,
             message: "argument 'duration:' is given twice: '.spring' takes (response:dampingFraction:blendDuration:), (duration:bounce:blendDuration:) or (_:blendDuration:); got (duration:duration:)",
             blamed: "duration"),
        Case(source: ".easeIn.speed(1, 2)", kind: .arguments,
             message: "extra argument '2': '.speed' takes (_:); got (_:_:)", blamed: "2"),
        Case(source: ".interpolatingSpring(mass: 1)", kind: .arguments,
             message: "missing argument 'stiffness:' of type Double: '.interpolatingSpring' takes (mass:stiffness:damping:initialVelocity:), (duration:bounce:initialVelocity:) or (_:initialVelocity:); got (mass:)",
             blamed: ")"),
        Case(source: ".easeIn(duration: -1)", kind: .value,
             message: "'duration:' of '.easeIn' must be from 0 to 600; got -1", blamed: "-1"),
        Case(source: ".spring(response: -0.5)", kind: .value,
             message: "'response:' of '.spring' must be from 0 to 600; got -0.5", blamed: "-0.5"),
        Case(source: ".easeIn.speed(0)", kind: .value,
             message: "'speed' of '.speed' must be from 0.001 to 1000; got 0", blamed: "0"),
        Case(source: ".easeIn.speed(-2)", kind: .value,
             message: "'speed' of '.speed' must be from 0.001 to 1000; got -2", blamed: "-2"),
        Case(source: ".easeIn.delay(-601)", kind: .value,
             message: "'delay' of '.delay' must be from -600 to 600; got -601", blamed: "-601"),
        Case(source: ".easeIn.repeatCount(20000)", kind: .value,
             message: "'repeatCount' of '.repeatCount' must be from -10000 to 10000; got 20000", blamed: "20000"),
        Case(source: ".easeIn.repeatCount(2.0)", kind: .type,
             message: "expected an integer for 'repeatCount' of '.repeatCount', found number '2.0'",
             suggestion: "2", blamed: "2.0"),
        Case(source: ".easeIn.repeatCount(3, autoreverses: 1)", kind: .type,
             message: "expected true or false for 'autoreverses:' of '.repeatCount', found number '1'", blamed: "1"),
        Case(source: ".timingCurve(1.2, 0, 0.5, 1)", kind: .value,
             message: "'p1x' of '.timingCurve' must be between 0 and 1; got 1.2", blamed: "1.2"),
        Case(source: ".easeIn(duration: 1e999)", kind: .value,
             message: "number '1e999' is too large for 'duration:' of '.easeIn'; expected a finite number", blamed: "1e999"),
        Case(source: ".easeIn(duration: .infinity)", kind: .value,
             message: "'.infinity' is not allowed for 'duration:' of '.easeIn'; expected a finite number", blamed: ".infinity"),
        Case(source: ".easeIn(duration: Double.nan)", kind: .value,
             message: "'Double.nan' is not allowed for 'duration:' of '.easeIn'; expected a finite number", blamed: "Double.nan"),
        Case(source: ".easeIn(duration: \"1\")", kind: .type,
             message: "expected a number for 'duration:' of '.easeIn', found string \"1\"", blamed: "\"1\""),
        Case(source: ".spring(duration: 0.5, bounce: 1.5)", kind: .value,
             message: "'bounce:' of '.spring' must be more than -1 and at most 1; got 1.5", blamed: "1.5"),
        Case(source: ".snappy(extraBounce: 0.9)", kind: .value,
             message: "'extraBounce:' of '.snappy' gives a bounce of 0.15 + 0.9; the bounce must be more than -1 and at most 1",
             blamed: "0.9"),
        Case(source: ".default()", kind: .arguments,
             message: "'.default' is a value, not a function; remove the argument list", blamed: "()"),
        Case(source: ".timingCurve", kind: .arguments,
             message: "'.timingCurve' needs an argument list: .timingCurve(_:_:_:_:duration:) or .timingCurve(_:duration:)", blamed: ".timingCurve"),
        Case(source: ".easeIn.repeatForever", kind: .arguments,
             message: "'.repeatForever' needs an argument list: .repeatForever(autoreverses:)",
             suggestion: ".repeatForever()", blamed: ".repeatForever"),
        Case(source: ".speed(2)", kind: .unknownName,
             message: "'.speed' modifies an animation and cannot stand alone; write it after one, as in .easeInOut.speed(…)",
             blamed: ".speed"),
        Case(source: ".easeIn.spring", kind: .unknownName,
             message: "'.spring' starts a new animation and cannot follow one; after an animation expected .speed, .delay, .logicallyComplete, .repeatCount or .repeatForever",
             blamed: ".spring"),
        Case(source: "easeIn", kind: .syntax,
             message: "found 'easeIn' without its leading dot; SwiftUI's members are written .easeIn",
             suggestion: ".easeIn", blamed: "easeIn"),
        Case(source: "Animation", kind: .type,
             message: "expected an animation such as .easeInOut, found the type name 'Animation'; write one of its members, as in Animation.linear",
             blamed: "Animation"),
        Case(source: "AnyTransition.opacity", kind: .type,
             message: "expected an animation such as .easeInOut, found 'AnyTransition.opacity'", blamed: "AnyTransition.opacity"),
        Case(source: "Tile(\"A\")", kind: .type,
             message: "expected an animation such as .easeInOut, found call of 'Tile'", blamed: "Tile(\"A\")"),
        Case(source: "0.5", kind: .type,
             message: "expected an animation such as .easeInOut, found number '0.5'", blamed: "0.5"),
        Case(source: ".easeIn { }", kind: .arguments,
             message: "unexpected trailing closure: '.easeIn' does not take one; it takes (duration:)", blamed: "{ }"),
        Case(source: ".EaseInOut", kind: .unknownName,
             message: "unknown animation '.EaseInOut'; expected .linear, .easeIn, .easeOut, .easeInOut, .timingCurve, .spring, .smooth, .snappy, .bouncy, .interactiveSpring, .interpolatingSpring or .default",
             suggestion: ".easeInOut", blamed: ".EaseInOut"),
        Case(source: ".bouncy(duraton: 1)", kind: .arguments,
             message: "unknown argument label 'duraton:': '.bouncy' takes (duration:extraBounce:); got (duraton:)",
             suggestion: "duration:", blamed: "duraton"),
    ]

    @Test(arguments: cases)
    func reports(_ c: Case) throws {
        let e = try #require(error(c.source))
        #expect(e.kind == c.kind)
        #expect(e.message == c.message)
        #expect(e.suggestion == c.suggestion)
        #expect(blamed(c.source) == c.blamed)
    }

    @Test func didYouMeanInDescription() throws {
        let e = try #require(error(".bouncey"))
        #expect(e.description.hasSuffix("; did you mean '.bouncy'?"))
    }
}
