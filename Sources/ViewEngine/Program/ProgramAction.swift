import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// What a person does to a program in one step (docs/programs.md §4): type into a field, flip a
/// toggle, click a button, or — for what no control does — run statements in the root view.
public enum ProgramAction: Hashable, Sendable {
    /// `{"enter": TEXT, "in": LABEL}`: the `TextField` titled or prompted LABEL now holds TEXT.
    case enter(String, in: String)
    /// `{"toggle": LABEL}`: the `Toggle` titled LABEL flips.
    case toggle(String)
    /// `{"click": LABEL}`: the action of the `Button` titled LABEL (or showing that symbol) runs.
    case click(String)
    /// `{"run": SWIFT}`: statements run in the root view, its `@State` in scope.
    case run(String)

    /// The kind of control the action looks for, for messages.
    package var controlKind: String? {
        switch self {
        case .enter: "TextField"
        case .toggle: "Toggle"
        case .click: "Button"
        case .run: nil
        }
    }

    /// The label the action looks for.
    package var label: String? {
        switch self {
        case let .enter(_, label), let .toggle(label), let .click(label): label
        case .run: nil
        }
    }
}

/// One step of a program board: an action, on the row that shows `row` when given.
public struct ProgramStep: Hashable, Sendable {
    /// What is done.
    public var action: ProgramAction
    /// `"row": TEXT`: the control is the one inside the `ForEach` element that shows TEXT.
    public var row: String?

    /// Creates a step.
    public init(_ action: ProgramAction, row: String? = nil) {
        self.action = action
        self.row = row
    }

    /// The sentence a step's caption defaults to: `Enter “Ring” in Filter labels`,
    /// `Turn off Included for Grid Two`, `Click Reverse original order`.
    package func caption(wasOn: Bool?) -> String {
        let base: String
        switch action {
        case let .enter(text, label): base = text.isEmpty ? "Clear \(label)" : "Enter “\(text)” in \(label)"
        case let .toggle(label): base = "Turn \(wasOn == true ? "off" : "on") \(label)"
        case let .click(label): base = "Click \(label)"
        case let .run(source): base = Quoting.clip(source.split(whereSeparator: \.isNewline).joined(separator: "; "), limit: 60)
        }
        return row.map { base + " for \($0)" } ?? base
    }
}

/// A control found in a program's view tree: what it is, and the `ForEach` element it is in.
package struct FoundControl {
    package var control: ControlView
    /// The texts of the `ForEach` element around it (innermost element), nil outside any.
    package var rowTexts: [String]?
    /// That element's place among all the tree's ForEach elements, in order.
    package var rowIndex: Int?

    /// Its label as an action names it: a field's title and prompt, a toggle's or button's title.
    package var labels: [String] {
        switch control {
        case let .textField(title, _, prompt, _): [title] + (prompt.map { [$0] } ?? [])
        case let .toggle(title, _, _), let .button(title, _, _): [title]
        default: []
        }
    }
}

extension ViewNode {
    /// The controls in the tree, in order, each with the texts of the row it is in.
    package func controls() -> [FoundControl] {
        var found: [FoundControl] = []
        var rows = 0
        collectControls(row: nil, index: nil, rows: &rows, into: &found)
        return found
    }

    private func collectControls(row: [String]?, index: Int?, rows: inout Int, into found: inout [FoundControl]) {
        switch self {
        case let .control(c):
            found.append(FoundControl(control: c, rowTexts: row, rowIndex: index))
        case let .forEach(children):
            for child in children {
                let k = rows
                rows += 1
                child.collectControls(row: child.shownTexts, index: k, rows: &rows, into: &found)
            }
        case let .stack(_, children, _), let .group(children), let .conditional(_, children), let .scroll(_, children):
            for child in children { child.collectControls(row: row, index: index, rows: &rows, into: &found) }
        case let .transition(content, _), let .modified(content, _):
            content.collectControls(row: row, index: index, rows: &rows, into: &found)
        case let .background(content, decoration, _), let .overlay(content, decoration, _):
            content.collectControls(row: row, index: index, rows: &rows, into: &found)
            decoration.collectControls(row: row, index: index, rows: &rows, into: &found)
        default:
            break
        }
    }

    /// The strings the view shows: its `Text`s and its text fields' texts, in order.
    package var shownTexts: [String] {
        switch self {
        case let .text(s): [s]
        case let .control(.textField(_, text, _, _)): text.isEmpty ? [] : [text]
        case let .stack(_, children, _), let .group(children), let .conditional(_, children), let .scroll(_, children),
             let .forEach(children):
            children.flatMap(\.shownTexts)
        case let .transition(content, _), let .modified(content, _):
            content.shownTexts
        case let .background(content, decoration, _), let .overlay(content, decoration, _):
            content.shownTexts + decoration.shownTexts
        default:
            []
        }
    }

    /// The rows of the tree's `ForEach`es, each by the first text it shows.
    package var rowNames: [String] {
        var names: [String] = []
        func walk(_ v: ViewNode) {
            switch v {
            case let .forEach(children):
                for child in children {
                    if let first = child.shownTexts.first { names.append(first) }
                    walk(child)
                }
            case let .stack(_, children, _), let .group(children), let .conditional(_, children), let .scroll(_, children):
                children.forEach(walk)
            case let .transition(content, _), let .modified(content, _): walk(content)
            case let .background(content, decoration, _), let .overlay(content, decoration, _):
                walk(content)
                walk(decoration)
            default: break
            }
        }
        walk(self)
        return names
    }
}
