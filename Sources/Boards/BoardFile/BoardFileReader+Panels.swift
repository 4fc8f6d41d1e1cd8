import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import Foundation
import DidYouMean

/// The panels of a board file: columns of views over the scenario's data.
///
/// A view is an object with one kind key (`text`, `field`, `toggle`, `list`,
/// `bar`, `block`, or `content` for a nested view object) and optional
/// modifiers, applied in this order: `frame` (with `alignment`, `clipped`),
/// then `opacity`, then `if` (with `transition`) outermost.
extension BoardFileReader {
    /// The keys of a panel.
    package static let panelKeys = ["name", "caption", "width", "spacing", "identity", "binding", "views"]
    /// The kinds of views.
    package static let viewKinds = ["text", "field", "toggle", "list", "bar", "block", "content"]
    /// The modifiers of a view.
    package static let viewModifiers = ["if", "transition", "frame", "alignment", "clipped", "opacity", "height", "tint"]
    /// The keys of a list.
    package static let listKeys = ["spacing", "padding", "rowHeight", "tint", "transition", "trailing", "animation", "value",
                           "empty", "contentTransition"]

    package static func readPanels(_ n: JSONNode, custom: [String: Transition], _ d: inout BoardFileDecoder) -> [Panel]? {
        guard case let .array(items) = n.kind, !items.isEmpty, items.count <= 8 else {
            d.error(n, "\"panels\" must be an array of 1 to 8 panels, such as [{\"views\": [{\"list\": {}}]}]")
            return nil
        }
        let before = d.errorCount
        var panels: [Panel] = []
        var names: Set<String> = []
        for (i, item) in items.enumerated() {
            let what = "panel \(i + 1)"
            guard let members = d.object(item, what) else { continue }
            d.checkKeys(members, allowed: panelKeys, in: what)
            var panel = Panel(name: items.count == 1 ? "list" : "\(i + 1)", views: [])
            if let v = item.member("name"), let name = d.string(v, "\(what)'s \"name\"") {
                if names.contains(name) { d.error(v, "two panels are called \"\(name)\"; names must be unique") }
                panel.name = name
            }
            names.insert(panel.name)
            if let v = item.member("caption"), let caption = d.string(v, "\(what)'s \"caption\"") { panel.caption = caption }
            if let v = item.member("width"), let w = d.number(v, "\(what)'s \"width\"", in: 120...1000) { panel.width = w }
            if let v = item.member("spacing"), let s = d.number(v, "\(what)'s \"spacing\"", in: 0...200) { panel.spacing = s }
            if let v = item.member("identity") {
                panel.identity = readChoice(v, "\(what)'s \"identity\"", IdentityMode.self, &d) ?? .id
            }
            if let v = item.member("binding") {
                panel.binding = readChoice(v, "\(what)'s \"binding\"", RowBinding.self, &d) ?? .id
            }
            guard let viewsNode = item.member("views") else {
                d.error(item, "\(what) needs \"views\": an array such as [{\"field\": \"Filter\"}, {\"list\": {}}]")
                continue
            }
            guard case let .array(views) = viewsNode.kind, !views.isEmpty, views.count <= 16 else {
                d.error(viewsNode, "\(what)'s \"views\" must be an array of 1 to 16 views")
                continue
            }
            panel.views = views.enumerated().compactMap { j, v in
                readView(v, "\(what)'s view \(j + 1)", custom: custom, depth: 0, &d)
            }
            panels.append(panel)
        }
        return d.errorCount == before ? panels : nil
    }

    /// One of a `CaseIterable` string enum's raw values.
    package static func readChoice<C: RawRepresentable & CaseIterable>(
        _ n: JSONNode, _ what: String, _ type: C.Type, _ d: inout BoardFileDecoder
    ) -> C? where C.RawValue == String {
        guard let text = d.string(n, what) else { return nil }
        if let c = C(rawValue: text) { return c }
        let names = C.allCases.map(\.rawValue)
        let near = Suggester.suggestion(for: text, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
        d.error(n, "unknown \(what) \"\(text)\"\(near) (use \(names.map { "\"\($0)\"" }.joined(separator: ", ")))")
        return nil
    }

    package static func readView(_ n: JSONNode, _ what: String, custom: [String: Transition], depth: Int, _ d: inout BoardFileDecoder) -> PanelView? {
        guard depth < 8 else {
            d.error(n, "views nest too deeply (at most 8 levels of \"content\")")
            return nil
        }
        guard let members = d.object(n, what) else { return nil }
        d.checkKeys(members, allowed: viewKinds + viewModifiers, in: what)
        let kinds = members.filter { viewKinds.contains($0.key) }
        guard kinds.count == 1, let kind = kinds.first else {
            d.error(n, "\(what) needs exactly one of \(viewKinds.map { "\"\($0)\"" }.joined(separator: ", ")), found \(kinds.count)")
            return nil
        }
        let before = d.errorCount
        var view: PanelView
        switch kind.key {
        case "text": view = .text(d.string(kind.value, "\(what)'s \"text\"") ?? "")
        case "field": view = .field(placeholder: d.string(kind.value, "\(what)'s \"field\" (its placeholder)") ?? "")
        case "toggle": view = .toggle(d.string(kind.value, "\(what)'s \"toggle\" (its label)") ?? "")
        case "list": view = .list(readList(kind.value, "\(what)'s \"list\"", custom: custom, &d) ?? ListView())
        case "bar", "block":
            let text = d.string(kind.value, "\(what)'s \"\(kind.key)\" (its text)") ?? ""
            var height = kind.key == "bar" ? 40.0 : 96
            if let h = n.member("height"), let v = d.number(h, "\(what)'s \"height\"", in: 1...2000) { height = v }
            let tint = n.member("tint").flatMap { readTint($0, what, &d) }
            view = kind.key == "bar" ? .bar(text, height: height, tint: tint) : .block(text, height: height, tint: tint)
        default:
            view = readView(kind.value, "\(what)'s \"content\"", custom: custom, depth: depth + 1, &d) ?? .text("")
        }
        if kind.key != "bar", kind.key != "block" {
            for key in ["height", "tint"] {
                if let k = n.member(key) { d.error(k, "\"\(key)\" applies to a \"bar\" or a \"block\"; use \"frame\" to set another view's height") }
            }
        }
        if let f = n.member("frame") {
            var alignment = VerticalAlignment.center
            if let a = n.member("alignment"), let text = d.string(a, "\(what)'s \"alignment\"") {
                let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
                if let v = VerticalAlignment(rawValue: name) { alignment = v } else {
                    d.error(a, "unknown alignment \"\(text)\"; use \"top\", \"center\" or \"bottom\"")
                }
            }
            let clipped = n.member("clipped").flatMap { d.bool($0, "\(what)'s \"clipped\"") } ?? false
            if let height = readStateNumber(f, "\(what)'s \"frame\" (a height)", in: 0...2000, &d) {
                view = .frame(view, height: height, alignment: alignment, clipped: clipped)
            }
        } else {
            for key in ["alignment", "clipped"] {
                if let k = n.member(key) { d.error(k, "\"\(key)\" only applies with \"frame\"") }
            }
        }
        if let o = n.member("opacity"), let value = readStateNumber(o, "\(what)'s \"opacity\"", in: 0...1, &d) {
            view = .opacity(view, value)
        }
        if let c = n.member("if") {
            let transition = n.member("transition").flatMap { readTransitionValue($0, "\(what)'s \"transition\"", custom: custom, &d) }
            if let text = d.string(c, "\(what)'s \"if\"") {
                if let condition = Condition(source: text) {
                    view = .conditional(condition, view, transition: transition)
                } else {
                    d.error(c, "unknown condition \"\(text)\"; use \(Condition.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
                }
            }
        } else if let t = n.member("transition") {
            d.error(t, "\"transition\" needs \"if\": a view transitions when a condition inserts or removes it")
        }
        return d.errorCount == before ? view : nil
    }

    package static func readList(_ n: JSONNode, _ what: String, custom: [String: Transition], _ d: inout BoardFileDecoder) -> ListView? {
        guard let members = d.object(n, what) else { return nil }
        d.checkKeys(members, allowed: listKeys, in: what)
        var list = ListView()
        if let v = n.member("spacing"), let x = d.number(v, "\(what)'s \"spacing\"", in: 0...200) { list.spacing = x }
        if let v = n.member("padding"), let x = d.number(v, "\(what)'s \"padding\"", in: 0...200) { list.padding = x }
        if let v = n.member("rowHeight"), let x = d.number(v, "\(what)'s \"rowHeight\"", in: 10...400) { list.rowHeight = x }
        if let v = n.member("tint") { list.tint = readTint(v, what, &d) }
        if let v = n.member("transition"), let source = d.string(v, "\(what)'s \"transition\"") {
            list.transition = readTransitionValue(v, "\(what)'s \"transition\"", custom: custom, &d)
            list.transitionSource = source
        }
        if let v = n.member("trailing") {
            if case .object = v.kind, let flag = v.member("flag"), let label = d.string(flag, "\(what)'s trailing \"flag\"") {
                list.trailing = .flag(label)
            } else if let text = d.string(v, "\(what)'s \"trailing\" (\"kind\", \"none\" or {\"flag\": \"✓ Included\"})") {
                switch text {
                case "kind": list.trailing = .kind
                case "none": list.trailing = .none
                default: d.error(v, "unknown \"trailing\" \"\(text)\"; use \"kind\", \"none\" or {\"flag\": \"✓ Included\"}")
                }
            }
        }
        if let v = n.member("contentTransition") {
            list.contentTransition = readChoice(v, "\(what)'s \"contentTransition\"", ContentTransition.self, &d) ?? .opacity
        }
        if let a = n.member("animation") {
            var value: StateKey? = .visible
            if let v = n.member("value") {
                if case .null = v.kind { value = nil } else { value = readChoice(v, "\(what)'s \"value\"", StateKey.self, &d) }
            }
            if let parsed = readAnimation(a, "\(what)'s \"animation\"", &d) {
                list.animation = ScopedAnimation(parsed.animation, value: value, source: parsed.source ?? "nil")
            }
        } else if let v = n.member("value") {
            d.error(v, "\"value\" only applies with \"animation\" (.animation(_:value:))")
        }
        if let e = n.member("empty") {
            if case .string(let text, _) = e.kind {
                list.empty = EmptyState(text: text)
            } else if let members = d.object(e, "\(what)'s \"empty\"") {
                d.checkKeys(members, allowed: ["text", "transition"], in: "\(what)'s \"empty\"")
                let text = e.member("text").flatMap { d.string($0, "the empty state's \"text\"") } ?? "No items"
                let t = e.member("transition").flatMap { readTransitionValue($0, "the empty state's \"transition\"", custom: custom, &d) }
                list.empty = EmptyState(text: text, transition: t)
            }
        }
        return list
    }

    /// A transition expression in a string.
    package static func readTransitionValue(_ n: JSONNode, _ what: String, custom: [String: Transition], _ d: inout BoardFileDecoder) -> Transition? {
        guard let source = d.string(n, what + " (a transition such as \".opacity\")") else { return nil }
        do {
            return try TransitionEvaluator(custom: custom, swift: d.swift).parse(source)
        } catch {
            d.error(error, in: n, what: what)
            return nil
        }
    }

    /// A number, or a string `condition ? a : b` such as `"present ? 40 : 0"`.
    package static func readStateNumber(_ n: JSONNode, _ what: String, in range: ClosedRange<Double>, _ d: inout BoardFileDecoder) -> StateNumber? {
        if case .number = n.kind { return d.number(n, what, in: range).map(StateNumber.constant) }
        guard let text = d.string(n, what + " (a number, or \"present ? 40 : 0\")") else { return nil }
        guard let parsed = StateNumber(source: text) else {
            d.error(n, "\(what) must be a number or \"<condition> ? <number> : <number>\" with a condition of \(Condition.allCases.map(\.rawValue).joined(separator: ", ")), such as \"present ? 40 : 0\"")
            return nil
        }
        for v in [parsed.whenTrue, parsed.whenFalse] where !range.contains(v) {
            d.error(n, "\(what) must be from \(JSONValue.number(range.lowerBound) as String) to \(JSONValue.number(range.upperBound) as String), found \(JSONValue.number(v) as String)")
            return nil
        }
        return parsed
    }
}

extension StateNumber {
    /// Parses `"40"` or `"present ? 40 : 0"`.
    public init?(source: String) {
        let text = source.trimmingCharacters(in: .whitespaces)
        if let v = Double(text), v.isFinite {
            self = .constant(v)
            return
        }
        let question = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard question.count == 2 else { return nil }
        let values = question[1].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard values.count == 2, let condition = Condition(source: String(question[0])),
              let a = Double(values[0].trimmingCharacters(in: .whitespaces)),
              let b = Double(values[1].trimmingCharacters(in: .whitespaces)), a.isFinite, b.isFinite
        else { return nil }
        self = .choose(condition, a, b)
    }
}
