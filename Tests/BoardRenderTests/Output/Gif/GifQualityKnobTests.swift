import Foundation
import Testing
import TestSupport
@testable import BoardRender

/// Hex SHA-1 is not in Foundation on Linux: FNV-1a 64 is enough to pin bytes.
private func fingerprint(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16) + "/\(data.count)"
}

/// Encodes the synthetic board with `configure` applied to a fresh encoder.
private func syntheticGif(dither: Bool = false, quality: Int? = nil) throws -> Data {
    let board = SyntheticBoard(width: 240, height: 150, tileWidth: 48, tileHeight: 28, columns: 4, rows: 3, frameCount: 90)
    return try withTemporaryGif("pin") { path in
        let encoder: GifEncoder
        if let quality {
            encoder = try GifEncoder(path: path, width: 240, height: 150, dither: dither, quality: quality)
        } else {
            encoder = try GifEncoder(path: path, width: 240, height: 150, dither: dither)
        }
        for i in 0..<board.frameCount { try encoder.add(board.render(i), delayCentiseconds: 4) }
        _ = try encoder.finish()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}

@Suite struct GifQualityKnobTests {
    /// Quality 100 (the default) is the encoder as it was before the knob existed: these
    /// fingerprints were recorded from that encoder (commit c754b0a) and must never change.
    @Test(arguments: [false, true])
    func qualityHundredIsByteIdenticalToTheEncoderBeforeTheKnob(dither: Bool) throws {
        let pinned = dither ? "ce593643b4ce339b/212909" : "ce39871ac16311d9/212702"
        #expect(fingerprint(try syntheticGif(dither: dither)) == pinned)
        #expect(fingerprint(try syntheticGif(dither: dither, quality: 100)) == pinned)
    }
}
