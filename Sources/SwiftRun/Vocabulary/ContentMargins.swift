import SwiftFront
import BoardModel

/// `.safeAreaPadding(…)` and `.contentMargins(…)`: one entry for both. At rest a view's safe area
/// padded by some points lays its content out inside that padding, so `.safeAreaPadding` is drawn
/// as `.padding`; on a `ScrollView` (the common case: a carousel whose cards peek past its edges)
/// the scroll view keeps its frame and its content is inset instead, as both modifiers inset a
/// scroll view's content. `.contentMargins` reaches the scroll view it is written on (through the
/// modifiers between); on another view there is no scroll content to inset and it changes nothing
/// drawn; `for: .scrollIndicators` insets only the indicators, which a board does not draw. On a
/// `List` the margins would inset its rows' cards, which is not drawn yet (refused by name).
extension ViewEvaluator {
    package static var contentMarginModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        @Sendable func apply(_ m: ViewNode.Modifier, paddingOtherwise: Bool, site: CallSite) -> ChainEvaluator<ViewNode>.Modifier {
            { view throws in
                if let inset = try insettingScrollContent(view, m, site: site) { return inset }
                return paddingOtherwise ? .modified(view, m) : view
            }
        }
        @Sendable func placement(_ a: BoundArguments) throws(ExpressionError) -> Bool {
            guard a.declares("for") else { return true }
            let e = a.expression("for")
            let name: String? = switch e.kind {
            case let .implicitMember(n), let .member(_, n, _): n
            default: nil
            }
            guard let name, ["automatic", "scrollContent", "scrollIndicators"].contains(name) else {
                throw a.invalid("for", "'for:' of '.contentMargins' takes .automatic, .scrollContent or .scrollIndicators")
            }
            return name != "scrollIndicators"
        }
        func signature(_ name: String, paddingOtherwise: Bool) -> Signature<ChainEvaluator<ViewNode>.Modifier> {
            let placementParameter = [Parameter("for", .any, default: ".automatic")].filter { _ in !paddingOtherwise }
            return Signature(name, [
                Overload([.unlabelled("length", .number)] + placementParameter) { a in
                    guard try placement(a) else { return { $0 } }
                    return apply(try padding(a, edges: ["all"]), paddingOtherwise: paddingOtherwise, site: a.site)
                },
                Overload([.unlabelled("edges", .edgeSet, default: ".all"), .unlabelled("length", .any, default: "nil")] + placementParameter) { a in
                    guard try placement(a) else { return { $0 } }
                    return apply(try padding(a, edges: try a.value("edges", ValueReader.edgeSet)), paddingOtherwise: paddingOtherwise, site: a.site)
                },
                Overload([.unlabelled("insets", .edgeInsets)] + placementParameter) { a in
                    guard try placement(a) else { return { $0 } }
                    return apply(try a.value("insets", ValueReader.edgeInsets), paddingOtherwise: paddingOtherwise, site: a.site)
                },
            ])
        }
        return [signature("safeAreaPadding", paddingOtherwise: true), signature("contentMargins", paddingOtherwise: false)]
    }

    /// `view` with its scroll view's content inset by the padding `m`, looking through the modifiers
    /// written on the scroll view; nil when `view` is not a scroll view so modified.
    static func insettingScrollContent(_ view: ViewNode, _ m: ViewNode.Modifier, site: CallSite) throws(ExpressionError) -> ViewNode? {
        switch view {
        case let .scroll(.scrollView(vertical), children):
            let content: ViewNode = children.count == 1 ? children[0] : .stack(vertical ? .vStack : .hStack, children, StackOptions())
            return .scroll(.scrollView(vertical: vertical), [.modified(content, m)])
        case .scroll(.list, _):
            throw ExpressionError(.unsupported, at: site.nameRange, "'.\(site.displayName.drop { $0 == "." })' on a List cannot be shown on a board: a List's rows inset by margins are not drawn yet")
        case let .modified(content, modifier):
            return try insettingScrollContent(content, m, site: site).map { .modified($0, modifier) }
        default:
            return nil
        }
    }
}
