import BoardModel
/// Turns SwiftSyntax's positions (UTF-8 byte offsets) into the Character
/// offsets of ``SourceRange``.
///
/// A byte inside a Character (a combining mark after a quote forms one
/// Character with it) belongs to that Character: a range starting there starts
/// at it, a range ending there ends after it.
struct CharacterOffsets: Sendable {
    /// For each UTF-8 byte (and one past the end): the index of the Character it belongs to,
    /// with the top bit set when the byte is not the first of its Character.
    private let map: [UInt32]

    /// The offsets of `text`.
    init(_ text: String) {
        var map: [UInt32] = []
        map.reserveCapacity(text.utf8.count + 1)
        var index: UInt32 = 0
        for character in text {
            let n = character.utf8.count
            map.append(index)
            if n > 1 { for _ in 1..<n { map.append(index | 0x8000_0000) } }
            index += 1
        }
        map.append(index)
        self.map = map
    }

    /// The number of Characters.
    var count: Int { Int(map[map.count - 1]) }

    /// The Character at or containing byte `utf8` (the end, past the last byte).
    func start(_ utf8: Int) -> Int {
        let entry = map[min(max(0, utf8), map.count - 1)]
        return Int(entry & 0x7FFF_FFFF)
    }

    /// The Character boundary at or after byte `utf8`.
    func end(_ utf8: Int) -> Int {
        let entry = map[min(max(0, utf8), map.count - 1)]
        return entry & 0x8000_0000 == 0 ? Int(entry) : Int(entry & 0x7FFF_FFFF) + 1
    }

    /// The Character range of bytes `start..<end`.
    func range(_ start: Int, _ end: Int) -> SourceRange {
        let s = self.start(start)
        return SourceRange(s, max(s, self.end(end)))
    }
}
