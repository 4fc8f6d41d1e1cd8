/// A deterministic random number generator (SplitMix64) for reproducible
/// randomised tests.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededRandom {
    /// A number in `0..<bound` (modulo the 64-bit draw: negligible bias for small bounds).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
