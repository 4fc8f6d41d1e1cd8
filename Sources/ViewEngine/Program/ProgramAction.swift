import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// What a person does to a program in one step (docs/programs.md §4): type into a field, flip a
/// toggle, click a button, tap or drag a view with a gesture, or — for what no control does — run
/// statements in the root view.
public enum ProgramAction: Hashable, Sendable {
    /// `{"enter": TEXT, "in": LABEL}`: the `TextField` titled or prompted LABEL now holds TEXT.
    case enter(String, in: String)
    /// `{"toggle": LABEL}`: the `Toggle` titled LABEL flips.
    case toggle(String)
    /// `{"click": LABEL}`: the action of the `Button` titled LABEL (or showing that symbol) runs.
    case click(String)
    /// `{"tap": LABEL}`: the `.onTapGesture` (or `TapGesture`, `.onLongPressGesture`) of the view
    /// showing LABEL runs.
    case tap(String)
    /// `{"drag": LABEL, "by": {"x": dx, "y": dy}, "duration": s}`: the finger moves across the view
    /// showing LABEL by (dx, dy) points in `duration` seconds; its `DragGesture` sees the path.
    case drag(String, by: Point, duration: Double)
    /// `{"magnify": LABEL, "by": m, "duration": s}`: two fingers pinch the view showing LABEL until
    /// its magnification is `m` (2: twice as far apart); its `MagnifyGesture` sees the pinch.
    case magnify(String, by: Double, duration: Double)
    /// `{"rotate": LABEL, "by": degrees, "duration": s}`: two fingers turn on the view showing LABEL
    /// by `degrees` (clockwise on screen for positive); its `RotateGesture` sees the turn.
    case rotate(String, by: Double, duration: Double)
    /// `{"run": SWIFT}`: statements run in the root view, its `@State` in scope.
    case run(String)

    /// The kind of control the action looks for, for messages.
    package var controlKind: String? {
        switch self {
        case .enter: "TextField"
        case .toggle: "Toggle"
        case .click: "Button"
        case .tap: "tap gesture"
        case .drag: "drag gesture"
        case .magnify: "magnify gesture"
        case .rotate: "rotate gesture"
        case .run: nil
        }
    }

    /// The step key that acts on a control of `kind` (``controlKind``).
    package static func verb(for kind: String) -> String? {
        ["TextField": "enter", "Toggle": "toggle", "Button": "click", "tap gesture": "tap", "drag gesture": "drag",
         "magnify gesture": "magnify", "rotate gesture": "rotate"][kind]
    }

    /// The label the action looks for.
    package var label: String? {
        switch self {
        case let .enter(_, label), let .toggle(label), let .click(label), let .tap(label), let .drag(label, _, _),
             let .magnify(label, _, _), let .rotate(label, _, _): label
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
    /// `"index": N`: the N-th (from 1, in the order they are drawn) of the controls with the label.
    public var index: Int?

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
        case let .tap(label): base = "Tap \(label)"
        case let .drag(label, by, _): base = "Drag \(label) by \(NumberFormat.plain(by.x)), \(NumberFormat.plain(by.y))"
        case let .magnify(label, by, _): base = "Pinch \(label) to \(NumberFormat.plain(by))×"
        case let .rotate(label, by, _): base = "Rotate \(label) by \(NumberFormat.plain(by))°"
        case let .run(source): base = Quoting.clip(source.split(whereSeparator: \.isNewline).joined(separator: "; "), limit: 60)
        }
        return row.map { base + " for \($0)" } ?? base
    }
}

/// A control found in a program's view tree (or a view with a gesture): what it is, and the
/// `ForEach` element it is in.
package struct FoundControl {
    /// What a step acts on.
    package enum Target {
        case control(ControlView)
        /// A view with a gesture, and the names a step may call it by (its texts, symbols, kind).
        case gesture(GestureAction, names: [String])
    }
    package var target: Target
    /// The texts of the `ForEach` element around it (innermost element), nil outside any.
    package var rowTexts: [String]?
    /// That element's place among all the tree's ForEach elements, in order.
    package var rowIndex: Int?
    /// What else it is called: its `.accessibilityLabel`, `.accessibilityIdentifier` and `.id`.
    package var aliases: [String] = []

    /// The control, when it is one.
    package var control: ControlView? { if case let .control(c) = target { c } else { nil } }

    /// Its kind as a step names it: `Button`, `tap gesture`, …
    package var kindName: String {
        switch target {
        case let .control(c): c.kindName
        case let .gesture(g, _):
            switch g.kind {
            case .drag: "drag gesture"
            case .magnify: "magnify gesture"
            case .rotate: "rotate gesture"
            case .tap, .longPress: "tap gesture"
            }
        }
    }

    /// Its label as an action names it: a field's title and prompt, a toggle's or button's title;
    /// a gesture view's texts, then its symbols and its kind (`Circle`).
    package var labels: [String] {
        let own: [String] = switch target {
        case let .control(.textField(title, _, prompt, _)): [title] + (prompt.map { [$0] } ?? [])
        case let .control(.toggle(title, _, _)), let .control(.button(title, _, _)): [title]
        case .control: []
        case let .gesture(_, names): names
        }
        return own + aliases.filter { !own.contains($0) }
    }
}

extension ViewNode {
    /// The controls and gesture views in the tree, in order, each with the texts of the row it is
    /// in. A `GeometryReader`'s content is looked in as it is made for `window`.
    package func controls(window: Rect = ViewNode.findingWindow) -> [FoundControl] {
        var found: [FoundControl] = []
        var rows = 0
        collectControls(row: nil, index: nil, rows: &rows, window: window, aliases: [], into: &found)
        return found
    }

    /// The frame a `GeometryReader`'s content is made for when a step looks for a control in it:
    /// an iPhone's window (the actions a content's controls run do not depend on it).
    package static let findingWindow = Rect(x: 0, y: 0, width: 390, height: 844)

    /// `aliases`: the names the modifiers around this view give it (they name the first control
    /// or gesture view below them, not what a container holds).
    private func collectControls(row: [String]?, index: Int?, rows: inout Int, window: Rect, aliases: [String],
                                 into found: inout [FoundControl]) {
        switch self {
        case let .control(c):
            found.append(FoundControl(target: .control(c), rowTexts: row, rowIndex: index, aliases: aliases))
        case let .forEach(children):
            for child in children {
                let k = rows
                rows += 1
                child.collectControls(row: child.shownTexts, index: k, rows: &rows, window: window, aliases: [], into: &found)
            }
        case let .scroll(.list, children):
            // Each view a List shows is a row (a ForEach's elements are rows already).
            for child in children.flatMap(\.listRows) {
                if case .forEach = child {
                    child.collectControls(row: row, index: index, rows: &rows, window: window, aliases: [], into: &found)
                    continue
                }
                let k = rows
                rows += 1
                child.collectControls(row: child.shownTexts, index: k, rows: &rows, window: window, aliases: [], into: &found)
            }
        case let .stack(_, children, _), let .group(children), let .conditional(_, children), let .scroll(_, children):
            for child in children { child.collectControls(row: row, index: index, rows: &rows, window: window, aliases: [], into: &found) }
        case let .modified(content, .gesture(g)):
            found.append(FoundControl(target: .gesture(g, names: content.gestureNames), rowTexts: row, rowIndex: index, aliases: aliases))
            content.collectControls(row: row, index: index, rows: &rows, window: window, aliases: [], into: &found)
        case let .modified(content, .accessibility(name)):
            content.collectControls(row: row, index: index, rows: &rows, window: window, aliases: aliases + name.names, into: &found)
        case let .modified(content, .identity(id)):
            content.collectControls(row: row, index: index, rows: &rows, window: window, aliases: aliases + [Self.idName(id)], into: &found)
        case let .transition(content, _), let .modified(content, _):
            content.collectControls(row: row, index: index, rows: &rows, window: window, aliases: aliases, into: &found)
        case let .background(content, decoration, _), let .overlay(content, decoration, _):
            content.collectControls(row: row, index: index, rows: &rows, window: window, aliases: aliases, into: &found)
            decoration.collectControls(row: row, index: index, rows: &rows, window: window, aliases: [], into: &found)
        case let .geometryReader(g):
            // The content the last layout made for the reader's frame, else made for the window.
            (g.laidOut ?? (try? g.make(window)))?.collectControls(row: row, index: index, rows: &rows, window: window, aliases: [], into: &found)
        default:
            break
        }
    }

    /// The rows a List shows for this child: a `Group`'s or a `Section`'s views each, else itself.
    package var listRows: [ViewNode] {
        switch self {
        case let .group(children), let .conditional(_, children): children.flatMap(\.listRows)
        default: [self]
        }
    }

    /// What a step may call a view with a gesture: the texts it shows, its symbols, and the kind
    /// of its first leaf (`Circle`, `RoundedRectangle`, `Image`).
    package var gestureNames: [String] {
        var names = accessibilityNames + shownTexts
        if let symbol = firstText(imagesToo: true), !names.contains(symbol) { names.append(symbol) }
        if let kind = firstLeafKind, !names.contains(kind) { names.append(kind) }
        return names
    }

    /// An explicit `.id("third")` as a step names it (`third`; the identity path writes `#third`).
    static func idName(_ id: String) -> String { id.hasPrefix("#") ? String(id.dropFirst()) : id }

    /// The accessibility names and `.id`s of the modifiers on this view (not inside its containers).
    private var accessibilityNames: [String] {
        switch self {
        case let .modified(content, .accessibility(name)): name.names + content.accessibilityNames
        case let .modified(content, .identity(id)): [Self.idName(id)] + content.accessibilityNames
        case let .modified(content, _), let .transition(content, _): content.accessibilityNames
        default: []
        }
    }

    /// The kind of the first leaf view (a shape's, a control's), looking through modifiers.
    private var firstLeafKind: String? {
        switch self {
        case let .shape(s): s.kind.rawValue
        case let .control(c): c.kindName
        case .text: "Text"
        case let .stack(_, children, _), let .group(children), let .conditional(_, children), let .scroll(_, children), let .forEach(children):
            children.lazy.compactMap(\.firstLeafKind).first
        case let .transition(content, _), let .modified(content, _), let .background(content, _, _), let .overlay(content, _, _):
            content.firstLeafKind
        default: nil
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
            case let .scroll(.list, children):
                for child in children.flatMap(\.listRows) {
                    if case .forEach = child { walk(child); continue }
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
