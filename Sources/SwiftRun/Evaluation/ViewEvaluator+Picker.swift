import SwiftFront
import BoardScene
import BoardModel
/// `Picker("Title", selection: $x) { … }`, built from the vocabulary (docs/semantics.md §17,
/// "Picker"): by default (iOS's form row) its title, then its selected option in grey at the
/// trailing edge; after `.pickerStyle(.segmented)`, a segmented control of every option with the
/// selected one raised. The options are the content's views, each named by its text and chosen
/// by its `.tag` (or, in a `ForEach`, its id); the selection is the binding's value.
package enum PickerLayout {
    /// One option: its label and its tag as written.
    package struct Option: Hashable, Sendable {
        package var label: String
        package var tag: String?
    }

    /// The options of a picker's content.
    package static func options(_ content: [ViewNode]) -> [Option] {
        let views = content.flatMap { child -> [ViewNode] in
            if case let .forEach(views) = child { return views }
            if case let .group(views) = child { return views }
            return [child]
        }
        return views.map { view in
            var tag = TabViewLayout.tab(view).tag
            // A ForEach element without `.tag` is tagged by its id.
            if tag == nil, let id = identity(of: view), id.hasPrefix("ForEach["), id.hasSuffix("]") {
                tag = String(id.dropFirst("ForEach[".count).dropLast())
            }
            return Option(label: view.firstText ?? "", tag: tag)
        }
    }

    package static func identity(of view: ViewNode) -> String? {
        guard case let .modified(content, m) = view else { return nil }
        if case let .identity(id) = m { return id }
        return identity(of: content)
    }

    /// The default look: the title, and the selected option's label in grey at the trailing edge.
    package static func row(title: String, options: [Option], selected: Int?) -> ViewNode {
        let value = selected.map { options[$0].label } ?? ""
        let row = ViewNode.stack(.hStack, [.text(title), .spacer(minLength: nil),
                                           .modified(.text(value), .foreground(.named("secondary")))], StackOptions())
        return .modified(row, .picker(title: title, options: options.map(\.label), selected: selected))
    }

    /// `.pickerStyle(.segmented)`: a grey track of equal segments, the selected one white.
    package static func segmented(options: [String], selected: Int?) -> ViewNode {
        let segments = options.enumerated().map { k, label -> ViewNode in
            var text = ViewNode.modified(.text(label), .font(ViewFont(style: .footnote, weight: k == selected ? .semibold : .medium)))
            text = .modified(.modified(text, .padding(top: 6, leading: 8, bottom: 6, trailing: 8)),
                             .flexibleFrame(FrameBounds(maxWidth: .infinity), alignment: .center))
            if k == selected {
                text = .background(text, .shape(ShapeView(.roundedRectangle, cornerRadius: 7, fill: .named("white"))))
            }
            return .modified(text, .identity("segment\(k)"))
        }
        let track = ViewNode.modified(.stack(.hStack, segments, StackOptions(spacing: 0)), .padding(top: 2, leading: 2, bottom: 2, trailing: 2))
        return .background(track, .shape(ShapeView(.roundedRectangle, cornerRadius: 9, fill: .named("systemGray5"))))
    }
}
