import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import DidYouMean

/// Reads typed values out of a board file's JSON and collects every problem
/// with its place, so that one run reports all of them.
///
/// Keeps at most ``BoardFileError/maximumDiagnostics`` problems and only counts
/// the rest, so that a file with thousands of mistakes costs little time and memory.
package struct BoardFileDecoder {
    package let source: SourceFile
    /// The problems kept, in the order found.
    package private(set) var diagnostics: [BoardFileError.Diagnostic] = []
    /// Every problem found, kept or not.
    package private(set) var errorCount = 0
    /// The problems found in parts the board-level checks do not need (a title,
    /// a theme, a tint, a caption, an unknown key): with only these, the
    /// board-level checks still run, so one run reports them all.
    package private(set) var cosmeticErrorCount = 0
    /// Whether every part the board-level checks need was read.
    package var neededPartsRead: Bool { errorCount == cosmeticErrorCount }
    /// The board's Swift declarations and constants (`"swift"`, `"let"`), read first.
    package var swift = SwiftEnvironment.empty
    /// Swift files given with the board rather than read from disk (a built-in program's), by path.
    package var providedFiles: [String: String] = [:]

    package init(source: SourceFile) { self.source = source }

    /// Reads a part the board-level checks do not need: its problems are
    /// reported and counted as cosmetic.
    package mutating func cosmetic<T>(_ read: (inout BoardFileDecoder) -> T) -> T {
        let before = errorCount
        let result = read(&self)
        cosmeticErrorCount += errorCount - before
        return result
    }

    /// Whether another problem would still be kept.
    package var isCollecting: Bool { diagnostics.count < BoardFileError.maximumDiagnostics }

    /// The error holding what was found, sorted by place.
    package var failure: BoardFileError {
        BoardFileError(diagnostics: diagnostics.sorted { $0.location < $1.location }, omitted: errorCount - diagnostics.count)
    }

    /// Records a problem at a byte offset, underlining `length` characters.
    package mutating func error(at offset: Int, length: Int = 1, _ message: @autoclosure () -> String) {
        errorCount += 1
        guard isCollecting else { return }
        diagnostics.append(BoardFileError.Diagnostic(
            location: source.location(of: offset), message: message(),
            excerpt: source.excerpt(at: offset, length: max(1, length))))
    }

    /// Records a problem with a whole value.
    package mutating func error(_ node: JSONNode, _ message: @autoclosure () -> String) {
        guard isCollecting else { errorCount += 1; return }
        error(at: node.range.lowerBound, length: width(of: node), message())
    }

    /// Records a problem at `range` of a Swift file the board reads (a preview's code): its
    /// file:line:column, its line and a caret under the range's part of that line.
    package mutating func error(in file: SwiftSourceText, at range: SourceRange, _ message: @autoclosure () -> String) {
        errorCount += 1
        guard isCollecting else { return }
        let location = file.location(of: range.start)
        let line = Array(file.line(location.line))
        let start = max(0, min(location.column - 1, line.count))
        let length = max(1, min(range.end - range.start, line.count - start))
        diagnostics.append(BoardFileError.Diagnostic(location: location, message: message(),
                                                     excerpt: SourceExcerpt(line, start: start, length: length)))
    }

    /// Records a problem about a whole file (an implied board's), without a line.
    package mutating func error(file: String, _ message: String) {
        errorCount += 1
        guard isCollecting else { return }
        diagnostics.append(BoardFileError.Diagnostic(location: SourceLocation(file: file, line: 0, column: 0), message: message))
    }

    /// How many characters of its first line a value covers.
    package func width(of node: JSONNode) -> Int {
        let start = source.location(of: node.range.lowerBound), end = source.location(of: node.range.upperBound)
        return start.line == end.line ? end.column - start.column : 1
    }

    /// The unreadable declarations already reported (``ExpressionError/declaration``).
    private var reportedDeclarations: Set<String> = []
    /// Whether a Swift file the board names could not be read (its names are then not "unknown").
    package var swiftFileFailed = false

    /// Records an expression error inside the string `node`, at its place in the file.
    /// A declaration that cannot be read is reported at its first use only.
    package mutating func error(_ error: ExpressionError, in node: JSONNode, what: String) {
        if let declaration = error.declaration, !reportedDeclarations.insert(declaration).inserted { return }
        // A name the unreadable Swift file declares is not unknown: its file's error was reported.
        if swiftFileFailed, error.kind == .unknownName { return }
        guard isCollecting else { errorCount += 1; return }
        guard case let .string(_, offsets) = node.kind, !offsets.isEmpty else { return self.error(node, error.description) }
        let start = offsets[min(max(error.range.start, 0), offsets.count - 1)]
        let end = offsets[min(max(error.range.end, 0), offsets.count - 1)]
        let startColumn = source.location(of: start).column, endColumn = source.location(of: end).column
        var message = "in \(what): \(error.description)"
        if let note = error.note { message += " (\(note.message))" }
        self.error(at: start, length: max(1, endColumn - startColumn), message)
    }

    // MARK: Typed readers; each records a problem and returns nil on a mismatch.

    package mutating func object(_ node: JSONNode, _ what: String) -> [JSONNode.Member]? {
        guard case let .object(members) = node.kind else {
            error(node, "\(what) must be an object, found \(node.typeName)")
            return nil
        }
        return members
    }

    package mutating func string(_ node: JSONNode, _ what: String) -> String? {
        guard case let .string(s, _) = node.kind else {
            error(node, "\(what) must be a string, found \(node.typeName)")
            return nil
        }
        return s
    }

    package mutating func number(_ node: JSONNode, _ what: String, in range: ClosedRange<Double>? = nil, hint: String? = nil) -> Double? {
        guard case let .number(v) = node.kind else {
            error(node, "\(what) must be a number, found \(node.typeName)")
            return nil
        }
        if let range, !range.contains(v) {
            error(node, "\(what) must be \(Self.describe(range)), found \(NumberFormat.plain(v, beside: [range.lowerBound, range.upperBound]))" + (hint.map { "; \($0)" } ?? ""))
            return nil
        }
        return v
    }

    package mutating func integer(_ node: JSONNode, _ what: String, in range: ClosedRange<Int>) -> Int? {
        guard case let .number(v) = node.kind, v == v.rounded(), let n = Int(checking: v) else {
            error(node, "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(node.numberValue.map(NumberFormat.exact) ?? node.typeName)")
            return nil
        }
        guard range.contains(n) else {
            error(node, "\(what) must be from \(range.lowerBound) to \(range.upperBound), found \(n)")
            return nil
        }
        return n
    }

    package mutating func bool(_ node: JSONNode, _ what: String) -> Bool? {
        guard case let .bool(b) = node.kind else {
            error(node, "\(what) must be true or false, found \(node.typeName)")
            return nil
        }
        return b
    }

    /// An array of exactly `count` numbers, each in `range` when given.
    package mutating func numbers(_ node: JSONNode, _ what: String, count: Int, example: String,
                          in range: ClosedRange<Double>? = nil) -> [Double]? {
        guard case let .array(items) = node.kind, items.count == count,
              case let values = items.compactMap(\.numberValue), values.count == count
        else {
            error(node, "\(what) must be an array of \(count) numbers, such as \(example)")
            return nil
        }
        if let range, let bad = values.first(where: { !range.contains($0) }) {
            error(node, "\(what): each number must be \(Self.describe(range)), found \(NumberFormat.plain(bad, beside: [range.lowerBound, range.upperBound]))")
            return nil
        }
        return values
    }

    /// A string of at most `maximumLength` characters, counted as Unicode scalars (so a letter
    /// with 100,000 combining marks is 100,001, not one).
    package mutating func string(_ node: JSONNode, _ what: String, maximumLength: Int) -> String? {
        guard let s = string(node, what) else { return nil }
        guard s.unicodeScalars.count <= maximumLength else {
            error(node, "\(what) must have at most \(maximumLength) characters, found \(s.unicodeScalars.count)")
            return nil
        }
        return s
    }

    /// Checks an object's keys: unknown ones are reported with the nearest valid
    /// key; keys starting with `_` are comments.
    package mutating func checkKeys(_ members: [JSONNode.Member], allowed: [String], in what: String) {
        for m in members where !m.key.hasPrefix("_") && !allowed.contains(m.key) {
            guard isCollecting else { errorCount += 1; continue }
            let near = Suggester.suggestion(for: m.key, among: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
            error(at: m.keyRange.lowerBound, length: m.keyRange.count,
                  "unknown key \"\(Quoting.clip(m.key))\" in \(what)\(near) (valid keys: \(allowed.joined(separator: ", ")))")
        }
    }

    package static func describe(_ r: ClosedRange<Double>) -> String {
        if r.upperBound == .greatestFiniteMagnitude { return "at least \(NumberFormat.plain(r.lowerBound))" }
        return ValueRanges.describe(r)
    }
}

extension JSONNode {
    package var numberValue: Double? {
        if case let .number(v) = kind { return v }
        return nil
    }

    /// The member called `key`, if any.
    package func member(_ key: String) -> JSONNode? {
        guard case let .object(members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}
