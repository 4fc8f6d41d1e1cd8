import SwiftFront
import BoardModel

/// `ContentUnavailableView` (iOS 17): centred in the room it is given, its label's icon large and
/// grey above its title in bold, its description below in grey, then its actions.
extension ViewEvaluator {
    /// The icon's size, the title's and description's styles and the spacing. Uncertain: read from
    /// iOS 17 screenshots (`ContentUnavailableView.search`, the Mail and Notes empty states).
    package static let unavailableLook = (iconSize: 48.0, iconSpacing: 12.0, textSpacing: 4.0, actionsSpacing: 16.0)

    package static func contentUnavailableViews(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Signature<ViewNode>] {
        [Signature("ContentUnavailableView", [
            Overload([.unlabelled("title", .string), Parameter("systemImage", .string), Parameter("description", .any, default: "nil")]) { a in
                let description: ViewNode? = if case .nilLiteral = a.expression("description").kind { nil } else { try views(a.expression("description")) }
                return unavailable(icon: .control(.image(systemName: try a.value("systemImage", ValueReader.string))),
                                   title: .text(try a.value("title", ValueReader.string)), description: description, actions: [])
            },
            Overload([Parameter("label", .viewContent), Parameter("description", .viewContent, default: "nil"),
                      Parameter("actions", .viewContent, default: "nil")]) { a in
                let label = try content(a, views, named: "label")
                let icon = label.lazy.compactMap(\.labelIcon).first
                let title: ViewNode = label.first.map { view in view.labelIcon == nil ? view : .text(view.firstText(imagesToo: false) ?? "") } ?? .empty
                let description = a.isGiven("description") ? try content(a, views, named: "description") : []
                let actions = a.isGiven("actions") ? try content(a, views, named: "actions") : []
                return unavailable(icon: icon, title: title, description: description.isEmpty ? nil : .stack(.vStack, description, StackOptions()),
                                   actions: actions)
            },
        ])]
    }

    /// The look: icon, title, description and actions, centred in a frame that takes all the room.
    static func unavailable(icon: ViewNode?, title: ViewNode, description: ViewNode?, actions: [ViewNode]) -> ViewNode {
        let look = unavailableLook
        var text: [ViewNode] = [.modified(title, .font(ViewFont(style: .title2, weight: .bold)))]
        if let description {
            text.append(.modified(.modified(description, .font(ViewFont(style: .subheadline))), .foreground(.named("secondary"))))
        }
        var parts: [ViewNode] = []
        if let icon {
            parts.append(.modified(.modified(icon, .font(ViewFont(size: look.iconSize))), .foreground(.named("secondary"))))
        }
        parts.append(.modified(.stack(.vStack, text, StackOptions(spacing: look.textSpacing)), .environment(.multilineTextAlignment(.center))))
        var column: ViewNode = .stack(.vStack, parts, StackOptions(spacing: look.iconSpacing))
        if !actions.isEmpty { column = .stack(.vStack, [column, .stack(.vStack, actions, StackOptions())], StackOptions(spacing: look.actionsSpacing)) }
        return .modified(.modified(column, .padding(top: 16, leading: 16, bottom: 16, trailing: 16)),
                         .flexibleFrame(FrameBounds(maxWidth: .infinity, maxHeight: .infinity), alignment: .center))
    }
}
