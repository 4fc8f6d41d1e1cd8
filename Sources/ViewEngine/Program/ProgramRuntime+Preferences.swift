import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// `.onPreferenceChange` and `.onGeometryChange` in a running program (docs/semantics.md,
/// "Preferences and geometry changes"): after an evaluation whose onChanges are still, the body is
/// laid out as the board draws it; each watch whose value prints differently than the last time
/// runs its action with the new value, and what the action changes joins the state change that
/// led to the layout, as an onChange action's does. A key's value starts as its `defaultValue`
/// (an action runs when the first layout gives another value); a geometry change's action runs
/// with the first layout's value too (uncertain, ``geometryChangeRunsInitially``).
extension ProgramRuntime {
    /// What the body is laid out in to read its preferences: the panel's proposal and window.
    package struct PreferenceLayout {
        package var proposal: ProposedSize
        package var platform: Platform
        package var measurer: any TextMeasuring
        package var safeArea: SafeAreaInsets
        package var window: Size?

        package init(proposal: ProposedSize, platform: Platform, measurer: any TextMeasuring, safeArea: SafeAreaInsets, window: Size?) {
            self.proposal = proposal
            self.platform = platform
            self.measurer = measurer
            self.safeArea = safeArea
            self.window = window
        }
    }

    /// Whether `.onGeometryChange`'s action runs with the value of the view's first layout (SwiftUI's
    /// documentation says only "when the transformed data changes"; uncertain, docs/semantics.md).
    package static let geometryChangeRunsInitially = true

    /// Lays `view` out and runs the actions of the watches whose value changed since the last layout;
    /// whether any ran, and what they left to run later.
    func firePreferences(_ view: ViewNode) throws(ProgramError) -> (fired: Bool, followUps: [PendingCompletion]) {
        guard let layout = preferenceLayout, watchesPreferences, view.hasPreferenceWatches else { return (false, []) }
        let reports: [PreferenceReport]
        do {
            reports = try view.layoutReporting(id: rootName, proposal: layout.proposal, platform: layout.platform, measurer: layout.measurer,
                                               composesGroups: true, safeArea: layout.safeArea, window: layout.window).reports
        } catch {
            return (false, [])
        }
        var fired = false
        var followUps: [PendingCompletion] = []
        for report in reports {
            guard let action = report.watch.action?.value.value else { continue }
            let outcome = try record { i in
                let frame = rootFrame()
                let (value, initial) = try watchedValue(report, i, frame)
                let printed = try i.text(of: value, at: anchor)
                let previous = preferenceValues[report.slot] ?? initial
                guard printed != previous?.printed else { return }
                preferenceValues[report.slot] = (printed, value)
                fired = true
                var arguments = [Argument(label: nil, value: value, range: anchor)]
                if report.watch.parameters == 2 {
                    arguments.insert(Argument(label: nil, value: previous?.value ?? value, range: anchor), at: 0)
                }
                let name = if case .key = report.watch.source { "an onPreferenceChange action" } else { "an onGeometryChange action" }
                try callAction(action, arguments, named: name, in: i, frame: frame)
            }
            followUps += outcome.completions
        }
        return (fired, followUps)
    }

    /// A watch's value in this layout, and what it is compared with before its first run (a key's
    /// default printed; nil for a geometry change, which runs with its first value).
    private func watchedValue(_ report: PreferenceReport, _ i: Interpreter, _ frame: Frame) throws(ExpressionError)
        -> (SwiftValue, (printed: String, value: SwiftValue)?) {
        switch report.watch.source {
        case let .key(key):
            let defaultValue = try i.evaluate(try ExpressionParser.parse(key + ".defaultValue"), frame)
            var values: [SwiftValue] = []
            for e in report.values { values.append(try i.evaluate(e, frame)) }
            let value = try values.isEmpty ? defaultValue : i.reducePreference(key, values, frame)
            return (value, (try i.text(of: defaultValue, at: anchor), defaultValue))
        case let .geometry(transform):
            let proxy = GeometryProxyMembers.proxy(report.frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
            let value = try i.inDeclaration(0, named: "an onGeometryChange transform", at: Expr(.identifier("of"), range: anchor)) {
                () throws(ExpressionError) -> SwiftValue in
                try i.callValue(transform.value.value, [Argument(label: nil, value: proxy, range: anchor)], Expr(.identifier("of"), range: anchor), frame)
            }
            return (value, Self.geometryChangeRunsInitially ? nil : (try i.text(of: value, at: anchor), value))
        }
    }
}

extension ViewNode {
    /// Whether the tree may have an `.onPreferenceChange` or `.onGeometryChange`: it has one, or a
    /// GeometryReader whose content (made by the layout) may.
    package var hasPreferenceWatches: Bool {
        switch self {
        case .modified(_, .preferenceWatch), .geometryReader: true
        case let .modified(content, _), let .transition(content, _): content.hasPreferenceWatches
        case let .stack(_, children, _), let .group(children), let .forEach(children), let .scroll(_, children), let .conditional(_, children):
            children.contains { $0.hasPreferenceWatches }
        case let .background(content, decoration, _), let .overlay(content, decoration, _):
            content.hasPreferenceWatches || decoration.hasPreferenceWatches
        case let .control(.button(_, _, label?)): label.hasPreferenceWatches
        default: false
        }
    }
}
