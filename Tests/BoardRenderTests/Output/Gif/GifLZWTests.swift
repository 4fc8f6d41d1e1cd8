import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

@Suite struct GifLZWTests {
    /// Index streams that exercise every code width, dictionary clears and the run skipping.
    static func streams() -> [(name: String, bits: Int, indices: [UInt8])] {
        var rng = SplitMix(seed: 42)
        var result: [(String, Int, [UInt8])] = []
        for bits in [1, 2, 3, 5, 8] {
            let colors = 1 << bits
            result.append(("noise \(bits) bits", bits, (0..<20_000).map { _ in UInt8(rng.next() % UInt64(colors)) }))
            // Runs of random lengths, like transparent gaps and flat fills between edges.
            var runs: [UInt8] = []
            while runs.count < 200_000 {
                let value = UInt8(rng.next() % UInt64(colors))
                runs += [UInt8](repeating: value, count: Int(rng.next() % 3000) + 1)
            }
            result.append(("runs \(bits) bits", bits, runs))
        }
        result.append(("single pixel", 1, [1]))
        result.append(("one long run", 8, [UInt8](repeating: 255, count: 1_000_000)))
        return result
    }

    @Test func matchesGiflibByteForByte() {
        let lzw = GifLZW()
        for (name, bits, indices) in Self.streams() {
            let ours = indices.withUnsafeBufferPointer { Array(lzw.compress($0, minCodeSize: max(2, bits))) }
            let reference = giflibCompressed(indices, tableBits: bits)
            #expect(!ours.isEmpty)
            #expect(ours == reference, "\(name)")
        }
    }
}

/// A small deterministic generator (SplitMix64) so the streams are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
