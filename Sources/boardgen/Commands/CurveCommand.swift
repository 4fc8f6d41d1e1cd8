import BoardRender
import CommandLineKit

/// `boardgen curve EXPR --at T[,T…]`: prints an animation's progress at given times.
enum CurveCommand: Subcommand {
    /// `<expr>`.
    static let expr = Argument.required(
        "expr", help: "A SwiftUI animation as written in Swift, such as .bouncy or '.spring(duration: 0.4)'; quote it for the shell.")

    /// The options, declared once: the table below and every read use them.
    enum Options {
        static let at = Option.list(
            "at", valueName: "t",
            help: "Times to sample: seconds as 1, 0.5 or 1.0s, or milliseconds as 250ms. Separate times with commas or repeat the option (at most 10000).")
        static let samples = Option.value("samples", valueName: "n", help: "Sample n + 1 evenly spaced times from 0 to --until instead of --at.")
        static let until = Option.value("until", valueName: "t", help: "The last time for --samples; by default the time at which the animation settles.")
    }

    static let spec = CommandSpec(
        name: "curve",
        abstract: "Print an animation's progress at given times.",
        discussion: """
            Prints one line per time: the time in seconds and the progress of a unit change, with \
            six digits after the decimal point. Springs may overshoot 1; once the animation is \
            done the value has snapped to its target and prints as 1.000000.

            Animations: \(AnimationEvaluator.evaluator.members.names.map { "." + $0 }.joined(separator: ", ")). \
            The 'Animation.' prefix is optional. Modifiers: \
            \(AnimationEvaluator.evaluator.modifiers.signatures.flatMap { $0.forms(displayName: "." + $0.name) }.joined(separator: ", ")).
            """,
        usage: "<expr> (--at <t>[,<t>…] | --samples <n> [--until <t>])",
        arguments: [expr],
        options: [Options.at, Options.samples, Options.until],
        examples: [
            "curve .easeInOut --at 0.035,0.0875,0.175",
            "curve '.easeInOut(duration: 0.7).speed(0.25)' --at 0,1.4s,2800ms",
            "curve '.spring(response: 0.5, dampingFraction: 0.7)' --samples 10",
        ])

    /// The most samples `--samples` accepts.
    static let maximumSamples = 10_000

    static func run(_ parsed: ParsedCommand, console: inout Console) throws {
        let source = parsed[expr]
        let animation: Animation
        do {
            animation = try AnimationEvaluator.parse(source)
        } catch {
            throw CommandFailure.expression(error, source: source)
        }
        let times = try sampleTimes(parsed, animation)
        let horizon = animation.sampledHorizon()
        if let late = times.first(where: { $0 > horizon }) {
            let reason = animation.endlessReason() ?? "never comes to rest"
            throw parsed.error("time \(NumberFormat.seconds(late)) s: the animation \(reason); boardgen integrates a spring "
                                  + "for \(NumberFormat.seconds(FluidSpring.maximumTime)) s, so give times up to \(NumberFormat.seconds(horizon)) s")
        }
        console.writeOutput(CurveListing.format(animation, at: times))
    }

    /// The times from `--at`, or from `--samples` and `--until`.
    static func sampleTimes(_ parsed: ParsedCommand, _ animation: Animation) throws(UsageError) -> [Double] {
        let sampling = parsed.isGiven(Options.samples) || parsed.isGiven(Options.until)
        if parsed.isGiven(Options.at) {
            if sampling { throw parsed.error("give either '--at' or '--samples'/'--until', not both") }
            return try BoardOptions.instants(parsed, Options.at)
        }
        guard let count = try parsed.value(Options.samples, sampleCount) else {
            if sampling { throw parsed.error("'--until' needs '--samples <n>'") }
            throw parsed.error("missing times; expected '--at <t>[,<t>…]' or '--samples <n>'")
        }
        let until = try parsed.value(Options.until, ValueParsers.seconds) ?? animation.settleTime()
        guard until.isFinite else {
            throw parsed.error("the animation never settles; give the last time with '--until <t>'")
        }
        return (0...count).map { until * Double($0) / Double(count) }
    }

    /// A sample count, 1 to ``maximumSamples``.
    static func sampleCount(_ text: String) throws -> Int {
        try ValueParsers.whole(text, in: 1...maximumSamples, "samples")
    }
}
