import Testing
import TestSupport
@testable import boardgen
import BoardRender
import CommandLineKit

/// The typed option keys of the commands: declared once, and in step with the library's names.
@Suite struct OptionKeyTests {
    /// The variants a program board refuses are the library's, in its order.
    @Test func scenarioOnlyVariantsMatchTheLibrary() {
        #expect(BoardOptions.scenarioOnlyVariants.map(\.spec.name) == Board.scenarioOnlyVariants)
    }

    /// Each command's table holds every key the command reads: a run of every command's help
    /// builds every table (a duplicate name stops the program), and the format-only options of
    /// `animate` are in its table.
    @Test func tablesHoldTheKeysTheCommandsRead() {
        for command in Subcommands.all { _ = command.spec }
        let animate = AnimateCommand.spec.options
        for option in AnimationFormats.formatOptions {
            #expect(animate.contains(option.spec), "\(option.spec.name)")
        }
        #expect(RenderCommand.spec.options.contains(RenderCommand.Options.format.spec))
        #expect(SheetCommand.spec.options.contains(BoardOptions.format(["png", "svg"]).spec))
        #expect(AnimateCommand.spec.options.contains(BoardOptions.scale(default: 2).spec))
    }
}
