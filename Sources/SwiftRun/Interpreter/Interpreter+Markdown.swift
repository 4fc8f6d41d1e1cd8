import SwiftFront

/// Markdown in a `Text` literal (``TextMarkdown``): `Text("**Bold** and *more*")` is read as SwiftUI reads
/// a `LocalizedStringKey` — its pieces joined, each with the modifiers its Markdown stands for
/// (`Text("Bold").bold() + Text(" and ") + Text("more").italic()`), which the view evaluator draws
/// as one text of several styles. A `String` variable is shown as it is (`Text(verbatim:)`), as in SwiftUI.
extension Interpreter {
    /// `Text("…")` with a string literal (or an interpolated one, whose values show as they are) that
    /// holds Markdown: the joined pieces; nil for any other call, or a literal without Markdown.
    func markdownText(_ callee: Expr, _ arguments: [Expr.Argument]?, _ closure: Expr.Closure?, _ e: Expr,
                      _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        guard callee.kind == .identifier("Text"), closure == nil, let args = arguments, args.count == 1, args[0].label == nil else { return nil }
        let written = args[0].value
        let source: String
        switch written.kind {
        case let .string(key):
            let localized = program.assets.strings.isEmpty ? nil : program.assets.strings.text(key, table: nil)
            source = localized ?? key
            guard TextMarkdown.mayHoldMarkup(source) else { return nil }
        case let .interpolation(segments):
            guard segments.contains(where: { if case let .text(t) = $0 { TextMarkdown.mayHoldMarkup(t) } else { false } }) else { return nil }
            var s = ""
            for segment in segments {
                switch segment {
                case let .text(t): s += t
                case .expression: s += TextMarkdown.escaped(try interpolate([segment], written, f))
                }
            }
            source = s
        default:
            return nil
        }
        let pieces = TextMarkdown.pieces(source)
        let range = written.range
        func text(_ piece: TextMarkdown.Piece) -> Expr {
            var x = Expr(.call(Expr(.identifier("Text"), range: callee.range),
                               arguments: [Expr.Argument(label: nil, labelRange: nil, value: Expr(.string(piece.text), range: range))],
                               trailingClosure: nil), range: range)
            func modifier(_ name: String, _ argument: Expr? = nil) {
                let arguments = argument.map { [Expr.Argument(label: nil, labelRange: nil, value: $0)] } ?? []
                x = Expr(.call(Expr(.member(x, name: name, nameRange: range), range: range), arguments: arguments, trailingClosure: nil), range: range)
            }
            if piece.style.bold { modifier("bold") }
            if piece.style.italic { modifier("italic") }
            if piece.style.strikethrough { modifier("strikethrough") }
            if piece.style.code { modifier("fontDesign", Expr(.implicitMember("monospaced"), range: range)) }
            if piece.style.link { modifier("foregroundStyle", Expr(.implicitMember("tint"), range: range)) }
            return x
        }
        guard let first = pieces.first else {
            return try swiftUICall(text(TextMarkdown.Piece(text: "", style: TextMarkdown.Style())), f)
        }
        // A literal without Markdown is left to the plain path (its strings table, its messages).
        if pieces.count == 1, first.style.isPlain, first.text == source, case .string = written.kind { return nil }
        let joined = pieces.dropFirst().reduce(text(first)) { Expr(.binary("+", $0, text($1)), range: e.range) }
        return .swiftUI(joined, origin: f.origin)
    }
}
