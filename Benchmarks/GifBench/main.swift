// GifBench: encodes the synthetic board (TestSupport.SyntheticBoard) and reports speed,
// size and quality. Not a test: run it through scripts/gif-bench.sh (release build).
//
//   GifBench encode [--frames N] [--fps F] [--out PATH] [--dither] [--tolerance T]
//                   [--no-hint] [--workers N] [--serial]
//   GifBench score  [--frames N] [--fps F] [--out PATH]
import BoardRender
import Foundation
import TestSupport

struct Options {
    var mode = "encode"
    var frames = 340
    var fps = 30
    var out = "/tmp/gif-bench.gif"
    var dither = false
    var tolerance = GifEncoder.defaultTolerance
    var hint = true
    var workers = ProcessInfo.processInfo.activeProcessorCount
    var serial = false

    init(_ arguments: [String]) {
        var it = arguments.makeIterator()
        while let a = it.next() {
            switch a {
            case "encode", "score": mode = a
            case "--frames": frames = Int(it.next()!)!
            case "--fps": fps = Int(it.next()!)!
            case "--out": out = it.next()!
            case "--dither": dither = true
            case "--tolerance": tolerance = Int(it.next()!)!
            case "--no-hint": hint = false
            case "--workers": workers = Int(it.next()!)!
            case "--serial": serial = true
            default: fatalError("unknown argument \(a)")
            }
        }
    }
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

func encode(_ o: Options) throws {
    let board = SyntheticBoard(frameCount: o.frames)
    let timing = try GifTiming(fps: o.fps)
    let delays = timing.delays(frameCount: o.frames)
    let encoder = try GifEncoder(path: o.out, width: board.width, height: board.height, dither: o.dither, tolerance: o.tolerance)
    let start = now(), cpu = cpuSeconds()
    var stats: GifStats
    var rendered = o.frames
    var peak = 0
    var renderTime = 0.0, encodeTime = 0.0
    if o.serial {
        rendered = 0
        for i in 0..<o.frames {
            if o.hint && board.isRepeat(i) { try encoder.repeatLastFrame(delayCentiseconds: delays[i]); continue }
            let t0 = now()
            let frame = board.render(i)
            rendered += 1
            let t1 = now()
            try encoder.add(frame, delayCentiseconds: delays[i])
            encodeTime += now() - t1
            renderTime += t1 - t0
        }
        let t = now()
        stats = try encoder.finish()
        encodeTime += now() - t
    } else {
        let hint: (@Sendable (Int) -> Bool)? = o.hint ? { @Sendable i in board.isRepeat(i) } : nil
        let report = try FramePipeline.encode(
            frameCount: o.frames, durations: delays, into: encoder, workers: o.workers,
            isRepeat: hint, render: { @Sendable i in board.render(i) })
        stats = report.stats
        rendered = report.framesRendered
        peak = report.peakLookAhead
    }
    let wall = now() - start
    print(String(format: "mode %@  frames %d  rendered %d  stored %d (exact %d, quantised %d)",
                 o.serial ? "serial" : "pipeline", o.frames, rendered, stats.framesStored, stats.exactPaletteFrames, stats.quantizedFrames))
    print(String(format: "wall %.3f s  cpu %.3f s  bytes %d (%.0f KB)  duration %d cs  peak look-ahead %d",
                 wall, cpuSeconds() - cpu, stats.bytes, Double(stats.bytes) / 1024, stats.durationCentiseconds, peak))
    if o.serial {
        print(String(format: "render %.2f ms/frame  encode %.2f ms/frame (per added frame; %.2f ms per stored frame)",
                     renderTime * 1000 / Double(rendered), encodeTime * 1000 / Double(o.frames), encodeTime * 1000 / Double(stats.framesStored)))
    }
    print(String(format: "pixels sent %.2f M (of which corrections %d)  coded %.2f M",
                 Double(stats.pixelsSent) / 1e6, stats.pixelsCorrected, Double(stats.pixelsCoded) / 1e6))
}

func score(_ o: Options) throws {
    let board = SyntheticBoard(frameCount: o.frames)
    let timing = try GifTiming(fps: o.fps)
    let gif = try decodeGif(path: o.out)
    var all = 0.0, allSamples = 0, moving = 0.0, movingSamples = 0, exact = 0, total = 0
    var worst = Double.infinity
    var previous: Raster?
    for i in 0..<o.frames {
        let source = board.render(i)
        let shown = gif.screen(atCentisecond: timing.boundary(ofFrame: i))
        let (e, n) = squaredError(source, shown)
        all += e; allSamples += n
        worst = min(worst, psnr(squaredErrorSum: e, samples: n))
        if let previous {
            let mask = zip(source.pixels, previous.pixels).map { $0 != $1 }
            let (me, mn) = squaredError(source, shown, mask: mask)
            moving += me; movingSamples += mn
        }
        exact += zip(source.pixels, shown.pixels).reduce(0) { $0 + ($1.0 & 0xFF_FFFF == $1.1 & 0xFF_FFFF ? 1 : 0) }
        total += source.pixels.count
        previous = source
    }
    print(String(format: "stored %d  duration %d cs (expected %d)  PSNR %.2f dB  moving-pixel PSNR %.2f dB  worst frame %.2f dB  exact %.2f%%",
                 gif.frames.count, gif.durationCentiseconds, timing.totalCentiseconds(frameCount: o.frames),
                 psnr(squaredErrorSum: all, samples: allSamples), psnr(squaredErrorSum: moving, samples: movingSamples),
                 worst, 100 * Double(exact) / Double(total)))
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
do {
    switch options.mode {
    case "score": try score(options)
    default: try encode(options)
    }
} catch {
    FileHandle.standardError.write("GifBench: \(error)\n".data(using: .utf8)!)
    exit(1)
}
