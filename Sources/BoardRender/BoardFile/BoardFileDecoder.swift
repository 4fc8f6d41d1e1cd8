import DidYouMean

/// Reads typed values out of a board file's JSON and collects every problem
/// with its place, so that one run reports all of them.
struct BoardFileDecoder {
    let source: SourceFile
    private(set) var diagnostics: [BoardFileError.Diagnostic] = []

    init(source: SourceFile) { self.source = source }

    /// Records a problem at a byte offset, underlining `length` characters.
    mutating func error(at offset: Int, length: Int = 1, _ message: String) {
        let location = source.location(of: offset)
        diagnostics.append(BoardFileError.Diagnostic(
            location: location, message: message, line: source.line(location.line), length: max(1, length)))
    }

    /// Records a problem with a whole value.
    mutating func error(_ node: JSONNode, _ message: String) {
        error(at: node.range.lowerBound, length: width(of: node), message)
    }

    /// How many characters of its first line a value covers.
    func width(of node: JSONNode) -> Int {
        let start = source.location(of: node.range.lowerBound), end = source.location(of: node.range.upperBound)
        return start.line == end.line ? end.column - start.column : 1
    }

    /// Records an expression error inside the string `node`, at its place in the file.
    mutating func error(_ error: ExpressionError, in node: JSONNode, what: String) {
        guard case let .string(_, offsets) = node.kind else { return self.error(node, error.description) }
        let start = offsets[min(max(error.range.start, 0), offsets.count - 1)]
        let end = offsets[min(max(error.range.end, 0), offsets.count - 1)]
        let startColumn = source.location(of: start).column, endColumn = source.location(of: end).column
        var message = "in \(what): \(error.description)"
        if let note = error.note { message += " (\(note.message))" }
        self.error(at: start, length: max(1, endColumn - startColumn), message)
    }

    // MARK: Typed readers; each records a problem and returns nil on a mismatch.

    mutating func object(_ node: JSONNode, _ what: String) -> [JSONNode.Member]? {
        guard case let .object(members) = node.kind else {
            error(node, "\(what) must be an object, found \(node.typeName)")
            return nil
        }
        return members
    }

    mutating func string(_ node: JSONNode, _ what: String) -> String? {
        guard case let .string(s, _) = node.kind else {
            error(node, "\(what) must be a string, found \(node.typeName)")
            return nil
        }
        return s
    }

    mutating func number(_ node: JSONNode, _ what: String, in range: ClosedRange<Double>? = nil, hint: String? = nil) -> Double? {
        guard case let .number(v) = node.kind else {
            error(node, "\(what) must be a number, found \(node.typeName)")
            return nil
        }
        if let range, !range.contains(v) {
            error(node, "\(what) must be \(Self.describe(range)), found \(JSONValue.number(v))" + (hint.map { "; \($0)" } ?? ""))
            return nil
        }
        return v
    }

    mutating func integer(_ node: JSONNode, _ what: String, in range: ClosedRange<Int>) -> Int? {
        guard case let .number(v) = node.kind, v == v.rounded(), abs(v) < 1e9 else {
            error(node, "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(node.typeName == "a number" ? JSONValue.number(node.numberValue ?? 0) : node.typeName)")
            return nil
        }
        guard range.contains(Int(v)) else {
            error(node, "\(what) must be from \(range.lowerBound) to \(range.upperBound), found \(Int(v))")
            return nil
        }
        return Int(v)
    }

    mutating func bool(_ node: JSONNode, _ what: String) -> Bool? {
        guard case let .bool(b) = node.kind else {
            error(node, "\(what) must be true or false, found \(node.typeName)")
            return nil
        }
        return b
    }

    /// An array of exactly `count` numbers.
    mutating func numbers(_ node: JSONNode, _ what: String, count: Int, example: String) -> [Double]? {
        guard case let .array(items) = node.kind, items.count == count,
              case let values = items.compactMap(\.numberValue), values.count == count
        else {
            error(node, "\(what) must be an array of \(count) numbers, such as \(example)")
            return nil
        }
        return values
    }

    /// Checks an object's keys: unknown ones are reported with the nearest valid
    /// key; keys starting with `_` are comments.
    mutating func checkKeys(_ members: [JSONNode.Member], allowed: [String], in what: String) {
        for m in members where !m.key.hasPrefix("_") && !allowed.contains(m.key) {
            let near = Suggester.suggestion(for: m.key, among: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
            error(at: m.keyRange.lowerBound, length: m.key.count + 2,
                  "unknown key \"\(m.key)\" in \(what)\(near) (valid keys: \(allowed.joined(separator: ", ")))")
        }
    }

    static func describe(_ r: ClosedRange<Double>) -> String {
        if r.upperBound == .greatestFiniteMagnitude { return "at least \(JSONValue.number(r.lowerBound))" }
        return "from \(JSONValue.number(r.lowerBound)) to \(JSONValue.number(r.upperBound))"
    }
}

extension JSONNode {
    var numberValue: Double? {
        if case let .number(v) = kind { return v }
        return nil
    }

    /// The member called `key`, if any.
    func member(_ key: String) -> JSONNode? {
        guard case let .object(members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}
