import Testing
import TestSupport
@testable import BoardRender
@testable import ViewEngine
@testable import SwiftRun

/// Cycles the program engine cuts short are named in a warning, once, with the step (issue 43:
/// they were cut off without a word, so a figure silently showed a state SwiftUI never settles in).
@Suite struct CutCycleWarningTests {
    @Test func onChangePingPongIsNamed() throws {
        let swift = """
        import SwiftUI
        struct Ping: View {
            @State var a = 0
            @State var b = 0
            var body: some View {
                VStack { Text("\\(a) \\(b)"); Button("Go") { a += 1 } }
                    .onChange(of: a) { b += 1 }
                    .onChange(of: b) { a += 1 }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Ping.swift", json: #"{"swift": ["Ping.swift"], "view": "Ping()", "steps": [{"click": "Go"}, {"click": "Go"}]}"#)
        #expect(board.warnings.count == 2, "\(board.warnings)")
        #expect(board.warnings.first?.hasPrefix("step 1: onChange or onAppear actions kept setting one another off") == true, "\(board.warnings)")
        #expect(board.warnings.first?.contains("stopped after 8 rounds") == true)
    }

    @Test func aCompletionThatRestartsItselfIsNamed() throws {
        let swift = """
        import SwiftUI
        struct Loop: View {
            @State var on = false
            func flip() { withAnimation(.linear(duration: 0.1)) { on.toggle() } completion: { flip() } }
            var body: some View {
                VStack { Circle().frame(width: on ? 40 : 20); Button("Go") { flip() } }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Loop.swift", json: #"{"swift": ["Loop.swift"], "view": "Loop()", "steps": [{"click": "Go"}]}"#)
        #expect(board.warnings == ["step 1: completions kept starting more (a completion that starts its own animation again?); stopped after 16 follow-ups"], "\(board.warnings)")
    }

    @Test func aSettlingProgramHasNoWarning() throws {
        let swift = """
        import SwiftUI
        struct Calm: View {
            @State var a = 0
            @State var b = 0
            var body: some View {
                VStack { Text("\\(a) \\(b)"); Button("Go") { a += 1 } }.onChange(of: a) { b = a * 2 }
            }
        }
        """
        let board = try boardBesideSwift(swift, file: "Calm.swift", json: #"{"swift": ["Calm.swift"], "view": "Calm()", "steps": [{"click": "Go"}]}"#)
        #expect(board.warnings.isEmpty, "\(board.warnings)")
    }
}

/// The step budget covers a program's whole run (every state, action and appearance), so a body
/// that does a million steps is refused after a few states, not run a hundred times (issue 43).
@Suite struct RunStepBudgetTests {
    @Test func evaluationsShareTheRunsBudget() throws {
        let swift = try SwiftEnvironment(source: "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\") } }", name: "V.swift")
        let runtime = try ProgramRuntime(swift: swift, source: "V()")
        #expect(runtime.interpreter().stepLimit == Interpreter.maximumSteps)
        let spent = runtime.interpreter()
        spent.steps = Interpreter.maximumRunSteps - 1_000
        runtime.finished(spent)
        let last = runtime.interpreter()
        #expect(last.stepLimit <= 1_000)
        #expect(last.stepsExhausted(.at(0)).message.hasPrefix("the program's run took more than 5,000,000 steps in all its states"))
        #expect(Interpreter(program: swift.program).stepsExhausted(.at(0)).message.hasPrefix("the evaluation took more than 2,000,000 steps"))
    }
}
