import SwiftFront
import BoardScene
import BoardModel
/// Controls and images in a view expression: `Button`, `Toggle`, `TextField`, `ProgressView`,
/// `Image(systemName:)`, and the style modifiers that pick their look.
extension ViewEvaluator {
    /// The space between a `ProgressView`'s spinner and its label (iOS; uncertain: measured from
    /// screenshots, not documented).
    package static let progressLabelSpacing = 8.0
    /// Between a linear progress bar and its labels (above: the label; below: the current value's,
    /// in the secondary style and footnote size). Uncertain: read from iOS renders by eye, not documented.
    package static let linearProgressLabelSpacing = 4.0

    /// A `ProgressView`'s `value:` as a fraction of its `total:` (which must be positive).
    static func progressFraction(_ a: BoundArguments) throws(ExpressionError) -> Double {
        let total = try a.number("total")
        guard total > 0 else { throw a.invalid("total", "'total:' of 'ProgressView' must be positive") }
        return try a.number("value") / total
    }

    /// A linear progress bar with its label above and its current value's label below, leading.
    static func linearProgress(_ fraction: Double, label: ViewNode, current: ViewNode?) -> ViewNode {
        var parts: [ViewNode] = [label, .control(.progress(value: fraction))]
        if let current { parts.append(.modified(.modified(current, .font(ViewFont(style: .footnote))), .foreground(.named("secondary")))) }
        return .stack(.vStack, parts, StackOptions(alignment: .leading, spacing: linearProgressLabelSpacing))
    }

    /// The control views; `views` reads a label closure's views.
    package static func controlViews(_ views: @escaping @Sendable (Expr) throws(ExpressionError) -> ViewNode,
                                     swift: SwiftEnvironment = .empty) -> [Signature<ViewNode>] {
        [
            Signature("Button", [
                Overload([.unlabelled("title", .string), Parameter("action", .action, default: "nil")]) { a in
                    .control(.button(title: try a.value("title", ValueReader.string), action: Self.actionHandle(a)))
                },
                Overload([Parameter("action", .action), Parameter("content", .viewContent)]) { a in
                    .control(.button(title: try Self.labelText(a, views), action: Self.actionHandle(a),
                                     label: try Self.labelView(a, views)))
                },
                // `Button("Increase", systemImage: "plus.circle") { … }` (iOS 17): its label is a Label.
                Overload([.unlabelled("title", .string), Parameter("systemImage", .string), Parameter("action", .action, default: "nil")]) { a in
                    let label = Expr.label(a.expression("title"), "systemImage", a.expression("systemImage"))
                    return .control(.button(title: try a.value("title", ValueReader.string), action: Self.actionHandle(a), label: try views(label)))
                },
                // `Button(action: { … }, label: { Text("Add") })`, as SwiftUI spells it.
                Overload([Parameter("action", .action), Parameter("label", .viewContent)]) { a in
                    .control(.button(title: try Self.labelText(a, views, named: "label"), action: Self.actionHandle(a),
                                     label: try Self.labelView(a, views, named: "label")))
                },
                // iOS 15's roles: `Button("Delete", role: .destructive) { … }`, `Button(role: .cancel) { … } label: { … }`.
                // A destructive button's label is drawn in red, as a plain or borderless button's is; a
                // cancel role changes nothing drawn outside alerts and menus.
                Overload([.unlabelled("title", .string), Parameter("role", .any), Parameter("action", .action, default: "nil")]) { a in
                    try Self.withRole(a, .control(.button(title: try a.value("title", ValueReader.string), action: Self.actionHandle(a))))
                },
                Overload([Parameter("role", .any), Parameter("action", .action), Parameter("label", .viewContent)]) { a in
                    try Self.withRole(a, .control(.button(title: try Self.labelText(a, views, named: "label"), action: Self.actionHandle(a),
                                                          label: try Self.labelView(a, views, named: "label"))))
                },
                Overload([.unlabelled("title", .string), Parameter("systemImage", .string), Parameter("role", .any), Parameter("action", .action, default: "nil")]) { a in
                    let label = Expr.label(a.expression("title"), "systemImage", a.expression("systemImage"))
                    return try Self.withRole(a, .control(.button(title: try a.value("title", ValueReader.string), action: Self.actionHandle(a), label: try views(label))))
                },
            ]),
            Signature("Toggle", [
                Overload([.unlabelled("title", .string), Parameter("isOn", .any)]) { a in
                    .control(.toggle(title: try a.value("title", ValueReader.string),
                                     isOn: try a.value("isOn") { (e: Expr, c: String) throws(ExpressionError) in
                                         try ValueReader.constant(e, ValueReader.bool, "true", for: c)
                                     }, binding: Self.handle(a.expression("isOn"))))
                },
                // `Toggle(isOn: $on) { Text(item.title) }`: the label's first text is its title; a
                // `Label`'s icon stands before the toggle (`Toggle(isOn:) { Label("Wi-Fi", systemImage: "wifi") }`).
                Overload([Parameter("isOn", .any), Parameter("label", .viewContent)]) { a in
                    let toggle = ViewNode.control(.toggle(title: try Self.labelText(a, views, named: "label"),
                                     isOn: try a.value("isOn") { (e: Expr, c: String) throws(ExpressionError) in
                                         try ValueReader.constant(e, ValueReader.bool, "true", for: c)
                                     }, binding: Self.handle(a.expression("isOn"))))
                    return Self.withIcon(try content(a, views, named: "label").lazy.compactMap(\.labelIcon).first, toggle)
                },
                // `Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)` (iOS 17).
                Overload([.unlabelled("title", .string), Parameter("systemImage", .string), Parameter("isOn", .any)]) { a in
                    let toggle = ViewNode.control(.toggle(title: try a.value("title", ValueReader.string),
                                     isOn: try a.value("isOn") { (e: Expr, c: String) throws(ExpressionError) in
                                         try ValueReader.constant(e, ValueReader.bool, "true", for: c)
                                     }, binding: Self.handle(a.expression("isOn"))))
                    return Self.withIcon(.control(.image(systemName: try a.value("systemImage", ValueReader.string))), toggle)
                },
            ]),
            Signature("TextField", [
                Overload([.unlabelled("title", .string), Parameter("text", .any), Parameter("prompt", .any, default: "nil")]) { a in
                    try Self.textField(a, masked: false)
                },
                // iOS 16's `TextField("Notes", text: $notes, axis: .vertical)`: a field that grows as its text wraps.
                // Its text is drawn on the field's one line (the wrapping of a long text is not modelled yet).
                Overload([.unlabelled("title", .string), Parameter("text", .any), Parameter("prompt", .any, default: "nil"), Parameter("axis", .any)]) { a in
                    try Self.textField(a, masked: false)
                },
                // `TextField("Amount", value: $amount, format: .currency(code: "USD"))`: the value as the format prints it.
                Overload([.unlabelled("title", .string), Parameter("value", .any), Parameter("format", .any),
                          Parameter("prompt", .any, default: "nil")]) { a in
                    // An optional value that is nil (`@State var amount: Double?`): the field is empty, its title the placeholder.
                    if case .nilLiteral = ValueReader.boundValue(a.expression("value")).kind {
                        return .control(.textField(title: try a.value("title", ValueReader.string), text: "", prompt: nil,
                                                   binding: Self.handle(a.expression("value"))))
                    }
                    let value = try a.value("value") { (e: Expr, c: String) throws(ExpressionError) in
                        try ValueReader.constant(e, ValueReader.number, "0", for: c)
                    }
                    return .control(.textField(title: try a.value("title", ValueReader.string),
                                               text: try NumberFormatting.format(value, a.expression("format")), prompt: nil,
                                               binding: Self.handle(a.expression("value"))))
                },
                // The iOS 13 spelling: its editing and commit callbacks run on events a board does not have.
                Overload([.unlabelled("title", .string), Parameter("text", .any), Parameter("onEditingChanged", .action, default: "nil"),
                          Parameter("onCommit", .action, default: "nil")]) { a in
                    try Self.textField(a, masked: false)
                },
            ]),
            // `SecureField`: a text field whose text is shown as one bullet per character.
            Signature("SecureField", [
                Overload([.unlabelled("title", .string), Parameter("text", .any), Parameter("prompt", .any, default: "nil")]) { a in
                    try Self.textField(a, masked: true)
                },
            ]),
            Signature("ProgressView", [
                Overload([]) { _ in .control(.progress(value: nil)) },
                // `ProgressView("Loading…")`: the spinner with its label below, in the secondary style (iOS).
                Overload([.unlabelled("title", .string)]) { a in
                    .stack(.vStack, [.control(.progress(value: nil)),
                                     .modified(.text(try a.value("title", ValueReader.string)), .foreground(.named("secondary")))],
                           StackOptions(spacing: Self.progressLabelSpacing))
                },
                Overload([Parameter("value", .number), Parameter("total", .number, default: "1")]) { a in
                    .control(.progress(value: try Self.progressFraction(a)))
                },
                // `ProgressView("Downloading", value: 0.4)`, `ProgressView(value: 0.4) { Text("…") } currentValueLabel: { … }`:
                // the bar with its label above it and its current value's label below, leading (iOS's linear style).
                Overload([.unlabelled("title", .string), Parameter("value", .number), Parameter("total", .number, default: "1")]) { a in
                    Self.linearProgress(try Self.progressFraction(a), label: .text(try a.value("title", ValueReader.string)), current: nil)
                },
                Overload([Parameter("value", .number), Parameter("total", .number, default: "1"), Parameter("label", .viewContent)]) { a in
                    Self.linearProgress(try Self.progressFraction(a), label: .group(try content(a, views, named: "label")), current: nil)
                },
                Overload([Parameter("value", .number), Parameter("total", .number, default: "1"), Parameter("label", .viewContent),
                          Parameter("currentValueLabel", .viewContent)]) { a in
                    Self.linearProgress(try Self.progressFraction(a), label: .group(try content(a, views, named: "label")),
                                        current: .group(try content(a, views, named: "currentValueLabel")))
                },
            ], bare: .needsCall),
            Signature("Slider", [
                Overload([Parameter("value", .any), Parameter("in", .any, default: "0...1"), Parameter("step", .number, default: "0"),
                          Parameter("onEditingChanged", .any, default: "nil")]) { a in
                    .control(.slider(fraction: try Self.fraction(a)))
                },
                // iOS 13's `Slider(value: $v, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Width") }`:
                // the value labels are views given as arguments.
                Overload([Parameter("value", .any), Parameter("in", .any, default: "0...1"), Parameter("step", .number, default: "0"),
                          Parameter("onEditingChanged", .any, default: "nil"), Parameter("minimumValueLabel", .any),
                          Parameter("maximumValueLabel", .any), Parameter("label", .viewContent)]) { a in
                    .stack(.hStack, [try views(a.expression("minimumValueLabel")), .control(.slider(fraction: try Self.fraction(a))),
                                     try views(a.expression("maximumValueLabel"))], StackOptions())
                },
                // `Slider(value: $v, in: 0...10) { Text("Volume") } minimumValueLabel: { … } maximumValueLabel: { … }`:
                // the value labels beside the track, the label not drawn (iOS).
                Overload([Parameter("value", .any), Parameter("in", .any, default: "0...1"), Parameter("step", .number, default: "0"),
                          Parameter("label", .viewContent, default: "nil"), Parameter("minimumValueLabel", .viewContent),
                          Parameter("maximumValueLabel", .viewContent)]) { a in
                    .stack(.hStack, try content(a, views, named: "minimumValueLabel") + [.control(.slider(fraction: try Self.fraction(a)))]
                           + (try content(a, views, named: "maximumValueLabel")), StackOptions())
                },
                // `Slider(value: $v, in: 0...10) { Text("Volume") }`: the label is not drawn (iOS).
                Overload([Parameter("value", .any), Parameter("in", .any, default: "0...1"), Parameter("step", .number, default: "0"),
                          Parameter("label", .viewContent)]) { a in
                    .control(.slider(fraction: try Self.fraction(a)))
                },
            ]),
            Signature("TextEditor", [
                Overload([Parameter("text", .any)]) { a in
                    .control(.textEditor(text: try a.value("text") { (e: Expr, c: String) throws(ExpressionError) in
                        try ValueReader.constant(e, ValueReader.string, "\"\"", for: c)
                    }))
                },
            ]),
            Signature("Stepper", [
                Overload([.unlabelled("title", .string), Parameter("value", .any), Parameter("in", .any, default: "nil"),
                          Parameter("step", .number, default: "1")]) { a in
                    _ = try Self.stepperValue(a)
                    return .control(.stepper(title: try a.value("title", ValueReader.string)))
                },
                Overload([Parameter("value", .any), Parameter("in", .any, default: "nil"), Parameter("step", .number, default: "1"),
                          Parameter("label", .viewContent)]) { a in
                    _ = try Self.stepperValue(a)
                    return .control(.stepper(title: try Self.labelText(a, views, named: "label")))
                },
                Overload([.unlabelled("title", .string), Parameter("onIncrement", .action), Parameter("onDecrement", .action)]) { a in
                    .control(.stepper(title: try a.value("title", ValueReader.string)))
                },
                // `Stepper { Text("…") } onIncrement: { … } onDecrement: { … }`, and the forms with
                // `onEditingChanged:` (called as a person holds it; nothing here).
                Overload([Parameter("label", .viewContent), Parameter("onIncrement", .action), Parameter("onDecrement", .action),
                          Parameter("onEditingChanged", .any, default: "nil")]) { a in
                    .control(.stepper(title: try Self.labelText(a, views, named: "label")))
                },
                Overload([Parameter("onIncrement", .action), Parameter("onDecrement", .action), Parameter("onEditingChanged", .any, default: "nil"),
                          Parameter("label", .viewContent)]) { a in
                    .control(.stepper(title: try Self.labelText(a, views, named: "label")))
                },
                Overload([.unlabelled("title", .string), Parameter("value", .any), Parameter("in", .any, default: "nil"),
                          Parameter("step", .number, default: "1"), Parameter("onEditingChanged", .any)]) { a in
                    _ = try Self.stepperValue(a)
                    return .control(.stepper(title: try a.value("title", ValueReader.string)))
                },
                Overload([Parameter("value", .any), Parameter("in", .any, default: "nil"), Parameter("step", .number, default: "1"),
                          Parameter("onEditingChanged", .any), Parameter("label", .viewContent)]) { a in
                    _ = try Self.stepperValue(a)
                    return .control(.stepper(title: try Self.labelText(a, views, named: "label")))
                },
            ]),
            // A UIKit or AppKit view an app wraps (the interpreter writes it for a representable).
            Signature(ViewEvaluator.platformViewName, [
                Overload([.unlabelled("type", .string)]) { a in .control(.platformView(type: try a.value("type", ValueReader.string))) },
            ]),
            Signature("Image", [
                Overload([Parameter("systemName", .string)]) { a in
                    .control(.image(systemName: try a.value("systemName", ValueReader.string)))
                },
                // iOS 16's variable symbols (`Image(systemName: "wifi", variableValue: 0.5)`): the stand-in
                // glyph has no variable layers, so the symbol is drawn whole whatever the value.
                Overload([Parameter("systemName", .string), Parameter("variableValue", .number)]) { a in
                    .control(.image(systemName: try a.value("systemName", ValueReader.string)))
                },
                // An image in the app's assets: the picture a catalogue the board reads holds; else a
                // picture placeholder, named in the dump.
                Overload([.unlabelled("name", .string), Parameter("label", .any, default: "nil")]) { a in
                    let name = try a.value("name", ValueReader.string)
                    if let image = swift.assetImage(name) { return .control(.picture(image)) }
                    return .control(.image(systemName: name, asset: true))
                },
                Overload([Parameter("decorative", .string)]) { a in
                    let name = try a.value("decorative", ValueReader.string)
                    if let image = swift.assetImage(name) { return .control(.picture(image)) }
                    return .control(.image(systemName: name, asset: true))
                },
            ]),
        ]
    }

    /// `.onChange(of: value, initial:) { … }`: the value and the action a program board runs.
    package static func onChange(_ a: BoundArguments, action name: String) throws(ExpressionError) -> OnChangeAction {
        let value = a.expression("of")
        // `.onChange(of:perform:)`, the older spelling, has no `initial:`.
        let initial = a.declares("initial") ? try a.value("initial", ValueReader.bool) : false
        let closure = try? a.closure(name)
        return OnChangeAction(value: value.description, expression: value, action: closure?.captured.map(ControlHandle.init),
                              parameters: min(closure?.parameters.count ?? 0, 2), initial: initial)
    }

    /// Where a slider's `value:` sits in its `in:` range, clamped to 0…1.
    package static func fraction(_ a: BoundArguments) throws(ExpressionError) -> Double {
        let value = try a.value("value") { (e: Expr, c: String) throws(ExpressionError) in
            try ValueReader.constant(e, ValueReader.number, "0.5", for: c)
        }
        guard let (low, high) = try range(a, "Slider") else { return min(max(value, 0), 1) }
        return min(max((value - low) / (high - low), 0), 1)
    }

    /// A stepper's `value:` (read so that a wrong one is reported where it is written), its range checked.
    package static func stepperValue(_ a: BoundArguments) throws(ExpressionError) -> Double {
        _ = try range(a, "Stepper")
        return try a.value("value") { (e: Expr, c: String) throws(ExpressionError) in
            try ValueReader.constant(e, ValueReader.number, "1", for: c)
        }
    }

    /// An `in: low...high` argument (nil when left out as `nil`); a range that is empty is refused.
    package static func range(_ a: BoundArguments, _ control: String) throws(ExpressionError) -> (Double, Double)? {
        let e = a.expression("in")
        if case .nilLiteral = e.kind { return nil }
        guard case let .binary(op, lo, hi) = e.kind, op == "..." || op == "..<" else {
            throw a.invalid("in", "'in:' of '\(control)' is a range such as 0...10")
        }
        let low = try ValueReader.number(lo, for: "'in:' of '\(control)'"), high = try ValueReader.number(hi, for: "'in:' of '\(control)'")
        // A slider over one value (`0...0`, a budget not set yet) rests at its leading end, as UISlider
        // draws a thumb whose minimum is its maximum.
        if control == "Slider", op == "...", high == low { return (low, low + 1) }
        // A stepper over one value (`2...2`): both its buttons can do nothing, as UIStepper draws them.
        if control == "Stepper", op == "...", high == low { return (low, high) }
        guard high > low else { throw a.invalid("in", "'in:' of '\(control)' must be a range whose upper bound is above its lower bound") }
        return (low, high)
    }

    /// A button's action: its trailing closure or its `action:` argument.
    package static func actionHandle(_ a: BoundArguments, named name: String = "action") -> ControlHandle? {
        if let c = try? a.closure(name) { return c.captured.map(ControlHandle.init) }
        return handle(a.expression(name))
    }

    /// What a control acts on, when its argument came from running a program: a closure's
    /// captured function, or the `_binding:` a binding carries.
    package static func handle(_ e: Expr) -> ControlHandle? {
        switch e.kind {
        case let .closure(c): return c.captured.map(ControlHandle.init)
        case let .call(_, arguments, nil):
            guard let b = arguments.first(where: { $0.label == "_binding" }), case let .opaque(o) = b.value.kind else { return nil }
            return ControlHandle(value: o)
        // A function named by reference: `Button("Load", action: load)`, `.onAppear(perform: load)`.
        case let .opaque(o):
            if case .function = o.value { return ControlHandle(value: o) }
            return nil
        default: return nil
        }
    }

    /// The first text of a label closure: `Button { … } label: { Text("Save") }`, or an image's symbol name.
    package static func labelText(_ a: BoundArguments, _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode,
                          named name: String = "content") throws(ExpressionError) -> String {
        // Its text; a label of an image only is named by the image's system name.
        let label = try content(a, views, named: name)
        for view in label { if let s = view.firstText(imagesToo: false) { return s } }
        for view in label { if let s = view.firstText { return s } }
        return ""
    }

    /// A control with its label's icon before it, as a `Label` lays out icon and title; the control alone without one.
    package static func withIcon(_ icon: ViewNode?, _ control: ViewNode) -> ViewNode {
        guard let icon else { return control }
        return .stack(.hStack, [icon, control], StackOptions())
    }

    /// A button's label when it is more than one plain `Text` (styled, several views, an image):
    /// its views, as the button's content; nil for a plain title.
    package static func labelView(_ a: BoundArguments, _ views: @Sendable (Expr) throws(ExpressionError) -> ViewNode,
                          named name: String = "content") throws(ExpressionError) -> ViewNode? {
        let label = try content(a, views, named: name)
        if label.count == 1, case .text = label[0] { return nil }
        if label.isEmpty { return nil }
        return label.count == 1 ? label[0] : .stack(.hStack, label, StackOptions())
    }

    /// `TextField(title, text:prompt:)`, or `SecureField` (`masked`: its text shown as one bullet per character).
    package static func textField(_ a: BoundArguments, masked: Bool) throws(ExpressionError) -> ViewNode {
        let text = try a.value("text") { (e: Expr, c: String) throws(ExpressionError) in
            try ValueReader.constant(e, ValueReader.string, "\"\"", for: c)
        }
        var prompt: String?
        if a.declares("prompt") {
            if case .nilLiteral = a.expression("prompt").kind {} else { prompt = try a.value("prompt", ValueReader.textLiteral) }
        }
        return .control(.textField(title: try a.value("title", ValueReader.string), text: masked ? String(repeating: "•", count: text.count) : text,
                                   prompt: prompt, binding: Self.handle(a.expression("text"))))
    }

    /// `.buttonStyle(.bordered)`, `BorderedButtonStyle()`, `DefaultButtonStyle()` (`.automatic`): the
    /// look of the controls of `kind` below, one of `styles` (a longer name before its prefix: `insetGrouped` before `inset`).
    package static func style(_ name: String, _ kind: String, _ styles: [String]) -> Signature<M> {
        Signature(name, [
            Overload([.unlabelled("style", .any)]) { a in
                let e = a.expression("style")
                var chosen: String?
                var tint: Tint?
                switch e.kind {
                case let .implicitMember(n): chosen = n
                // `SwitchToggleStyle(tint: .green)` (iOS 14–15): a switch whose "on" colour is the tint, as `.tint` gives it.
                case let .call(callee, arguments, nil) where arguments.count == 1 && arguments[0].label == "tint"
                    && callee.name == "SwitchToggleStyle" && kind == "toggle":
                    chosen = "switch"
                    tint = try ValueReader.viewColor(arguments[0].value, for: "tint")
                case let .call(callee, [], nil):
                    // `BorderedButtonStyle()`, `.automatic` spelled as a type (`DefaultListStyle()`).
                    if let type = callee.name?.lowercased() {
                        chosen = type.hasPrefix("default") ? "automatic" : styles.first { type.hasPrefix($0.lowercased()) }
                    }
                default: break
                }
                guard let chosen, styles.contains(chosen) else {
                    throw a.invalid("style", "'.\(name)' takes \(Wording.list(styles.map { "." + $0 })); a custom style cannot be drawn")
                }
                if let tint { return { .modified(.modified($0, .environment(.tint(tint))), .controlStyle(kind: kind, style: chosen)) } }
                return { .modified($0, .controlStyle(kind: kind, style: chosen)) }
            },
        ])
    }

    package static var styleModifiers: [Signature<M>] {
        [
            style("buttonStyle", "button", ["automatic", "plain", "borderless", "bordered", "borderedProminent"]),
            style("toggleStyle", "toggle", ["automatic", "switch", "checkbox", "button"]),
            style("textFieldStyle", "textField", ["automatic", "plain", "roundedBorder"]),
            // A Menu is drawn as iOS's borderless button, its default style; `.button` (a bordered one) is refused.
            style("menuStyle", "menu", ["automatic", "borderlessButton"]),
        ]
    }
}

extension ValueType {
    /// A button's action: a closure it runs when clicked (in program boards).
    package static let action = ValueType("() -> Void", noun: "an action", example: "{ reversed.toggle() }", isClosure: true)
}

extension ViewNode {
    /// The first string the view shows (a `Text`'s, a button's title, a symbol's name).
    package var firstText: String? { firstText(imagesToo: true) }

    /// The first string the view shows; a symbol's name counts when `imagesToo`.
    package func firstText(imagesToo: Bool) -> String? {
        switch self {
        case let .text(s): s
        case let .control(.image(name, _, _)): imagesToo ? name : nil
        case let .control(.picture(image, _)): imagesToo ? image.name : nil
        case let .control(.button(title, _, _)), let .control(.toggle(title, _, _)), let .control(.stepper(title)): title
        case let .stack(_, children, _), let .group(children), let .forEach(children), let .scroll(_, children),
             let .conditional(_, children):
            children.lazy.compactMap { $0.firstText(imagesToo: imagesToo) }.first
        case let .modified(content, _), let .transition(content, _), let .background(content, _, _), let .overlay(content, _, _):
            content.firstText(imagesToo: imagesToo)
        default: nil
        }
    }
}

extension ViewNode {
    /// A `Label`'s icon — the image before the title in its stack (`Label("Wi-Fi", systemImage: "wifi")`);
    /// nil for a view that is not a label with an image and a text.
    package var labelIcon: ViewNode? {
        switch self {
        case let .stack(.hStack, children, _) where children.count == 2 && children[1].firstText(imagesToo: false) != nil:
            if case .control(.image) = children[0] { return children[0] }
            if case .control(.picture) = children[0] { return children[0] }
            return nil
        case let .modified(content, _): return content.labelIcon
        default: return nil
        }
    }
}

extension ValueReader {
    /// A binding's value in a view without state: `.constant(v)` or the value itself; `$name`
    /// (a binding to your app's state) is refused with what to write.
    package static func constant<T>(
        _ e: Expr, _ read: (Expr, String) throws(ExpressionError) -> T, _ example: String, for context: String
    ) throws(ExpressionError) -> T {
        if case let .call(callee, arguments, nil) = e.kind, arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "_binding"),
           arguments[0].label == nil, callee.kind == .implicitMember("constant") || callee.name == "constant" {
            return try read(arguments[0].value, context)
        }
        if case let .identifier(name) = e.kind, name.hasPrefix("$") {
            throw ExpressionError(.unsupported, at: e.range,
                                  "'\(name)' binds to your app's state, which a cell's view does not have; write .constant(\(example))\(Wording.context(context))")
        }
        return try read(e, context)
    }

    /// The value a binding argument holds: a program's `$x` arrives as `.constant(value)` (its
    /// handle beside it); anything else is the value as written.
    package static func boundValue(_ e: Expr) -> Expr {
        if case let .call(callee, arguments, nil) = e.kind, callee.kind == .implicitMember("constant") || callee.name == "constant",
           let first = arguments.first { return first.value }
        return e
    }

    /// `Text("…")` as a value (a prompt), or a string literal.
    package static func textLiteral(_ e: Expr, for context: String) throws(ExpressionError) -> String {
        if case let .call(callee, arguments, nil) = e.kind, callee.name == "Text", arguments.count == 1 {
            return try string(arguments[0].value, for: context)
        }
        return try string(e, for: context)
    }
}

extension ViewEvaluator {
    /// A button with its `role:`: `.destructive` tints it red (SwiftUI's destructive buttons use the
    /// system red), `.cancel` and `nil` leave it as it is.
    static func withRole(_ a: BoundArguments, _ button: ViewNode) throws(ExpressionError) -> ViewNode {
        let role = a.expression("role")
        switch role.caseName {
        case "destructive": return .modified(button, .environment(.tint(.named("red"))))
        case "cancel", "close", "confirm", nil: return button
        default:
            throw ExpressionError(.value, at: role.range, "a button's role is .destructive, .cancel, .close or .confirm; found '\(Quoting.clip(role.description))'")
        }
    }
}
