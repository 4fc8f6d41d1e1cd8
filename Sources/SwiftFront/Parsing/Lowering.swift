import BoardModel
internal import SwiftSyntax

/// The one lowering from SwiftSyntax's tree to boardgen's model (``Expr``,
/// ``Statement``, ``Declaration``), for Swift files and the expressions of
/// board files alike. It never fails: a construct with no meaning on a board
/// (`await`, a macro) becomes an `unsupported` node that names it where it is,
/// so reading a valid file always succeeds and running names what it cannot run.
struct Lowering {
    /// Byte → Character positions of the text being lowered.
    let offsets: CharacterOffsets
    /// The platform `#if os(…)` and `canImport(…)` are decided for.
    var platform: IfConfigPlatform = .iOS
    /// Whether `#if DEBUG` holds: a debug build, as Xcode builds an app for its previews.
    var debug = false

    // MARK: Positions

    /// The Character range of `node`, trivia excluded.
    func range(_ node: some SyntaxProtocol) -> SourceRange {
        offsets.range(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// From the start of `first` to the end of `last`.
    func range(_ first: some SyntaxProtocol, _ last: some SyntaxProtocol) -> SourceRange {
        offsets.range(first.positionAfterSkippingLeadingTrivia.utf8Offset, last.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    // MARK: Names and types

    /// A token's identifier without backticks (`` `default` `` → `default`).
    static func name(_ token: TokenSyntax) -> String {
        let text = token.text
        if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// A type as written, whitespace collapsed: `[Item]`, `some View`, `Binding<String>`.
    static func type(_ node: some SyntaxProtocol) -> String {
        var out = "", space = false
        for c in node.trimmedDescription {
            if c.isWhitespace { space = true; continue }
            if space, let last = out.last, last.isLetter || last.isNumber || last == "_" || last == ">",
               c.isLetter || c.isNumber || c == "_" || c == "(" || c == "[" {
                out.append(" ")
            }
            space = false
            out.append(c)
        }
        return out
    }

    /// The attributes of a declaration, with their arguments where they are expressions.
    func attributes(_ list: AttributeListSyntax) -> [Attribute] {
        list.compactMap { element -> Attribute? in
            guard case let .attribute(a) = element else { return nil }
            var arguments: [Expr.Argument] = []
            if case let .argumentList(args)? = a.arguments { arguments = self.arguments(args) }
            return Attribute(name: Self.type(a.attributeName), arguments: arguments, range: range(a))
        }
    }

    /// The modifier keywords of a declaration: `static`, `mutating`, `private`, ….
    static func modifiers(_ list: DeclModifierListSyntax) -> Set<String> {
        Set(list.map { $0.name.text })
    }
}

/// The platform `#if` conditions are decided for (a board's `"platform"`).
package enum IfConfigPlatform: Sendable {
    case iOS, macOS
}
