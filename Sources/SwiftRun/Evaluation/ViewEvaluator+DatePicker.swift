import SwiftFront
import BoardModel

/// `DatePicker` in iOS's compact style (its default): the label leading, and trailing the bound
/// date and time each in a grey rounded box — `Jan 1, 2026` and `9:41 AM`, as the board's clock
/// prints them (docs/swift-subset.md, "Stand-ins"). `displayedComponents:` picks the boxes.
extension ViewEvaluator {
    /// The compact picker's boxes: their padding, corner radius and the space between them.
    /// Uncertain: read from iOS 17 screenshots.
    package static let datePickerBox = (horizontal: 11.0, vertical: 6.0, cornerRadius: 6.0, spacing: 6.0)

    package static func datePickerViews(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode) -> [Signature<ViewNode>] {
        let common = [Parameter("in", .any, default: "nil"), Parameter("displayedComponents", .any, default: "[.date, .hourAndMinute]")]
        return [Signature("DatePicker", [
            Overload([.unlabelled("title", .string), Parameter("selection", .any)] + common) { a in
                try datePicker(label: [.text(try a.value("title", ValueReader.string))], a)
            },
            Overload([Parameter("selection", .any)] + common + [Parameter("label", .viewContent)]) { a in
                try datePicker(label: try content(a, views, named: "label"), a)
            },
        ])]
    }

    /// The row of `label` and the boxes of the bound date.
    static func datePicker(label: [ViewNode], _ a: BoundArguments) throws(ExpressionError) -> ViewNode {
        let selection = ValueReader.boundValue(a.expression("selection"))
        guard let seconds = dateSeconds(selection) else {
            throw a.invalid("selection", "a DatePicker's selection is a binding to a Date, as in DatePicker(\"Due\", selection: $due)")
        }
        let components = componentNames(a.expression("displayedComponents"))
        var boxes: [ViewNode] = []
        if components.contains("date") { boxes.append(box(try DateValues.styled(seconds, date: "abbreviated", time: "omitted", at: selection))) }
        if components.contains("hourAndMinute") { boxes.append(box(try DateValues.styled(seconds, date: "omitted", time: "shortened", at: selection))) }
        let trailing = ViewNode.stack(.hStack, boxes, StackOptions(spacing: datePickerBox.spacing))
        return .stack(.hStack, label + [.spacer(minLength: nil), trailing], StackOptions())
    }

    /// One grey box of text.
    static func box(_ text: String) -> ViewNode {
        let b = datePickerBox
        return .background(.modified(.text(text), .padding(top: b.vertical, leading: b.horizontal, bottom: b.vertical, trailing: b.horizontal)),
                           .shape(ShapeView(.roundedRectangle, cornerRadius: b.cornerRadius, fill: .named("tertiarySystemFill"))))
    }

    /// `.date`, `[.date, .hourAndMinute]`, `DatePickerComponents.hourAndMinute`.
    static func componentNames(_ e: Expr) -> Set<String> {
        if case let .array(items) = e.kind { return Set(items.compactMap(\.caseName)) }
        return e.caseName.map { [$0] } ?? ["date", "hourAndMinute"]
    }

    /// The seconds since 1970 of a Date the interpreter handed over (as a value, or written back as
    /// `Date(timeIntervalSince1970: …)`).
    static func dateSeconds(_ e: Expr) -> Double? {
        if case let .opaque(o) = e.kind, case let .instance(s) = o.value, s.type == "Date" {
            return s["timeIntervalSince1970"].flatMap(Arithmetic.number)
        }
        guard case let .call(callee, arguments, nil) = e.kind, callee.name == "Date", arguments.count == 1,
              arguments[0].label == "timeIntervalSince1970", case let .number(n) = arguments[0].value.kind else { return nil }
        return n.value
    }
}

extension ViewEvaluator {
    /// `.datePickerStyle(.compact)` / `.automatic` keep the compact look; `.graphical` (a calendar)
    /// and `.wheel` are refused by name: a board does not draw them yet.
    package static var datePickerStyleModifiers: [Signature<ChainEvaluator<ViewNode>.Modifier>] {
        [Signature("datePickerStyle", [Overload([.unlabelled("style", .any)]) { a in
            let e = a.expression("style")
            let name = e.caseName ?? (e.name ?? "")
            guard ["compact", "automatic", "CompactDatePickerStyle", "DefaultDatePickerStyle"].contains(name) else {
                throw ExpressionError(.unsupported, at: e.range,
                                      "'.datePickerStyle(\(Quoting.clip(e.description)))' cannot be shown on a board: a date picker is drawn in its compact style")
            }
            return { $0 }
        }])]
    }
}
