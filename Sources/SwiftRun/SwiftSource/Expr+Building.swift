import SwiftFront
import BoardModel

/// Expressions the run writes itself for the evaluators to read (a widget's frame and corners, a
/// canvas's drawings, a button's `Label`), all at one source range: the code that asked for them.
extension Expr {
    /// `name(label: value, …)`.
    package static func named(_ name: String, _ arguments: [(String?, Expr)] = [], at r: SourceRange) -> Expr {
        Expr(.call(Expr(.identifier(name), range: r), arguments: arguments.map { Expr.Argument(label: $0.0, labelRange: nil, value: $0.1) },
                   trailingClosure: nil), range: r)
    }

    /// `self.name(label: value, …)`: a modifier, or a method called on this expression.
    package func calling(_ name: String, _ arguments: [(String?, Expr)] = [], at r: SourceRange) -> Expr {
        Expr(.call(Expr(.member(self, name: name, nameRange: r), range: r),
                   arguments: arguments.map { Expr.Argument(label: $0.0, labelRange: nil, value: $0.1) }, trailingClosure: nil), range: r)
    }

    /// A number literal of `v`.
    package static func number(_ v: Double, at r: SourceRange) -> Expr {
        Expr(.number(NumberLiteral(value: v, text: NumberFormat.plain(v), isInteger: false)), range: r)
    }

    /// `Label(title, systemImage: image)` (or `image:`), made where a control takes a title and an image.
    package static func label(_ title: Expr, _ imageLabel: String, _ image: Expr) -> Expr {
        named("Label", [(nil, title), (imageLabel, image)], at: title.range)
    }
}
