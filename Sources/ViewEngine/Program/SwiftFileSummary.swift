import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// What `boardgen check File.swift` reports: every declaration of the file,
/// with its kind, how a board names it and what it draws or does; and the ones
/// that cannot run or be drawn, with why, at their lines.
///
/// Each transition member and `Transition` struct that needs no arguments is
/// evaluated, each modifier tried as a transition, each view's body and each
/// constant run, so a body using something boardgen cannot run is found here
/// rather than when a board first uses it.
public struct SwiftFileSummary: Sendable {
    /// One line of the listing.
    public struct Entry: Sendable {
        /// `transition`, `Transition struct`, `view modifier`, `geometry effect`, `animation`,
        /// `custom animation`, `constant`, `view`, `app`, `type`, `function`, `skipped`.
        public var kind: String
        /// How a board names it: `.moveAndFade`, `.lift(_ d: CGFloat = 30)`, `Lift(distance: Double = 30)`.
        public var name: String
        /// Where it is declared.
        public var location: SourceLocation
        /// What it draws or is: `removed to: .opacity(0)`, `plain: …`, `= 0.35`, or why it was skipped.
        public var detail: String
    }

    /// What boardgen can use, in file order.
    public var entries: [Entry]
    /// What was read but is not run (operators, protocols), in file order.
    public var skipped: [Entry]
    /// Declarations boardgen cannot run or draw, in file order.
    public var problems: [BoardFileError.Diagnostic]

    /// Summarizes the declarations of `environment` (one file), evaluating what needs no arguments.
    public init(_ environment: SwiftEnvironment) {
        var lister = SummaryLister(environment: environment)
        lister.listAll()
        entries = lister.entries.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
        skipped = lister.skipped.sorted { $0.location < $1.location }
        problems = lister.problems.sorted { $0.location < $1.location }
    }

    /// A problem at `location`, with the declaration's line and a caret under its first word when the file is known.
    package static func problem(at location: SourceLocation, in file: SwiftSourceText?, _ message: String) -> BoardFileError.Diagnostic {
        guard let file else { return .init(location: location, message: message) }
        let line = Array(file.line(location.line))
        let start = max(0, min(location.column - 1, line.count))
        let length = line[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }.count
        return .init(location: location, message: message, excerpt: SourceExcerpt(line, start: start, length: max(1, length)))
    }

    /// `_ d: CGFloat = 30, from edge: Edge`.
    package static func parameters(_ parameters: [FunctionParameter]) -> String {
        parameters.map { p in
            let label = p.label == p.name ? p.name : "\(p.label ?? "_") \(p.name)"
            return (p.type.isEmpty ? label : "\(label): \(p.type)") + (p.defaultValue.map { " = \($0)" } ?? "")
        }.joined(separator: ", ")
    }
}
