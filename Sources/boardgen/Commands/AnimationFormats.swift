import BoardRender
import CommandLineKit
import Foundation

/// One animated format `boardgen animate` writes, picked by the output's extension.
///
/// To add a format, append an entry to ``AnimationFormats/all``: its extension, the
/// format-only options it accepts (``AnimationFormats/formatOptions``) and the function
/// that validates the request and writes the file. A planned format has no `write` yet:
/// it is refused with one line before any work.
struct AnimationFormat {
    /// The extension, lower case, without the dot.
    var fileExtension: String
    /// What the format is, for messages: "an animated SVG".
    var summary: String
    /// The format-only options this format accepts (a subset of ``AnimationFormats/formatOptions``).
    var options: [any OptionKey]
    /// Checks the request against the format and writes the file; nil for a planned format.
    var write: ((AnimationRequest, inout Console) throws -> Void)?

    /// Whether the format is written today.
    var isAvailable: Bool { write != nil }

    /// Whether `option` is one of the format-only options this format accepts.
    func accepts(_ option: any OptionKey) -> Bool { options.contains { $0.spec == option.spec } }
}

/// The dispatch table of `boardgen animate`.
enum AnimationFormats {
    /// Options that only some formats have; giving one to another format is bad input.
    static let formatOptions: [any OptionKey] = [
        AnimateCommand.Options.quality, AnimateCommand.Options.dither,
        AnimateCommand.Options.phase, AnimateCommand.Options.from, AnimateCommand.Options.to,
    ]

    /// Every format, in help order.
    static var all: [AnimationFormat] {
        [
            AnimationFormat(fileExtension: "gif", summary: "an animated GIF", options: formatOptions, write: writeGif),
            AnimationFormat(fileExtension: "webp", summary: "an animated WebP",
                            options: [AnimateCommand.Options.quality] + AnimateCommand.Options.window, write: writeWebP),
            AnimationFormat(fileExtension: "svg", summary: "an animated SVG", options: [], write: writeSVG),
            AnimationFormat(fileExtension: "html", summary: "an HTML inspector page", options: [], write: writeHTML),
        ]
    }

    /// The formats written today.
    static var available: [AnimationFormat] { all.filter(\.isAvailable) }

    /// The available extensions for messages: ".gif, .webp, .svg or .html".
    static var expected: String {
        let names = available.map { "." + $0.fileExtension }
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The format for `path`'s extension, if it is written today.
    /// - Throws: ``CommandFailure/badInput(_:)`` for an unknown or planned format.
    static func format(for path: String) throws -> AnimationFormat {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { String(name[name.index(after: $0)...]).lowercased() } ?? ""
        guard let format = all.first(where: { $0.fileExtension == ext }) else {
            let what = ext.isEmpty ? "no extension" : "unknown extension '.\(ext)'"
            throw CommandFailure.badInput("\(path): \(what); 'animate' writes \(expected) (for .png, .svg or .json stills use 'boardgen render')")
        }
        guard format.isAvailable else {
            throw CommandFailure.badInput(
                "\(path): \(format.summary) (.\(ext)) is not available yet; write \(expected), or a still with 'boardgen render'")
        }
        return format
    }

    private static func writeGif(_ request: AnimationRequest, _ console: inout Console) throws {
        var options = BoardGif.Options()
        options.fps = request.fps
        options.scale = request.scale
        options.speed = request.speed
        options.loops = request.loops
        options.poster = request.poster
        options.dither = request.dither
        options.window = request.window
        options.quality = request.quality ?? GifQuality.maximum
        let gif = try prepare { try BoardGif(board: request.board, options: options) }
        let report = try write(request, console, what: "rendering GIF frames", notes: {
            if !gif.timing.isEven {
                let delays = gif.timing.distinctDelays.map(String.init).joined(separator: " and ")
                let rate = request.speed == 1 ? "\(request.fps) fps" : "\(request.fps) fps at --speed \(NumberFormat.plain(request.speed))"
                console.writeError("boardgen: warning: \(rate) plays unevenly in a GIF: frames last \(delays) cs, as delays are whole centiseconds; "
                    + "the even rates are \(GifTiming.evenFrameRateList) fps (WebP, SVG and HTML keep millisecond timing)\n")
            }
            noteStopFrame(request, console)
        }) { path, progress in try gif.write(to: path, progress: progress) }
        let s = report.stats
        let quality = options.quality == GifQuality.maximum ? "" : ", quality \(options.quality)"
        console.summary(Summary.file(request.output, bytes: s.bytes,
                                     details: ["\(s.framesStored) frames", "\(Double(s.durationCentiseconds) / 100) s\(quality)"]))
    }

    private static func writeWebP(_ request: AnimationRequest, _ console: inout Console) throws {
        let options = BoardWebP.Options(fps: request.fps, scale: request.scale, speed: request.speed,
                                        loops: request.loops, poster: request.poster, quality: request.quality, window: request.window)
        let webp = try prepare { try BoardWebP(board: request.board, options: options) }
        let report = try write(request, console, what: "rendering WebP frames", notes: { noteStopFrame(request, console) }) { path, progress in try webp.write(to: path, progress: progress) }
        let s = report.stats
        let mode = options.quality.map { "lossy, quality \($0)" } ?? "lossless"
        console.summary(Summary.file(request.output, bytes: s.bytes,
                                     details: ["\(s.framesStored) frames", "\(Double(s.durationMilliseconds) / 1000) s", mode]))
    }

    private static func writeSVG(_ request: AnimationRequest, _ console: inout Console) throws {
        let options = BoardSVG.Options(fps: request.fps, scale: request.scale, speed: request.speed,
                                       loops: request.loops, poster: request.poster)
        let svg = try prepare { try BoardSVG(board: request.board, options: options) }
        let s = try write(request, console, what: "sampling the cycle", notes: { noteStopFrame(request, console) }) { path, progress in try svg.write(to: path, progress: progress) }
        let loops = s.loops.map { $0 == 0 ? "plays once" : "\($0 + 1) plays" } ?? "loops forever"
        console.summary(Summary.file(request.output, bytes: s.bytes, details: [
            "\((s.duration * 1000).rounded() / 1000) s", "\(s.animations) animations", "\(s.keyframes) keyframes", loops]))
        if s.leavesOutShadows {
            console.writeError("boardgen: note: the animated SVG leaves out the views' shadows (.shadow); the PNG, GIF and WebP draw them\n")
        }
        if s.leavesOutImages {
            console.writeError("boardgen: note: the animated SVG leaves out the pictures of the app's asset catalogues (Image(\"…\")); the PNG, GIF and WebP draw them\n")
        }
        if s.bytes > largeSVGBytes {
            console.writeError("boardgen: note: the animated SVG is \(Summary.size(s.bytes)) (\(s.keyframes.formatted()) keyframes): every "
                + "view that moves along its own path costs keyframes; a lossless WebP of the same board (-o \(request.output == "-" ? "board" : URL(fileURLWithPath: request.output).deletingPathExtension().lastPathComponent).webp) "
                + "is usually far smaller at this size\n")
        }
    }

    /// Past this size the animated SVG's summary is followed by a note suggesting WebP (docs/animated-svg.md).
    static let largeSVGBytes = 1 << 20

    private static func writeHTML(_ request: AnimationRequest, _ console: inout Console) throws {
        let options = BoardSVG.Options(fps: request.fps, scale: request.scale, speed: request.speed,
                                       loops: request.loops, poster: request.poster)
        let page = try prepare { try BoardInspector(board: request.board, options: options) }
        let s = try write(request, console, what: "sampling the cycle") { path, progress in try page.write(to: path, progress: progress) }
        console.summary(Summary.file(request.output, bytes: s.bytes, details: [
            "an inspector of \((s.svg.duration * 1000).rounded() / 1000) s with \(s.svg.samples) sampled scenes; open it in a browser, #t=1.4 opens paused at 1.4 s"]))
        if s.svg.leavesOutShadows {
            console.writeError("boardgen: note: the inspector's animated SVG leaves out the views' shadows (.shadow); the PNG, GIF and WebP draw them\n")
        }
    }

    /// Writes the file (or standard output for `-`) with progress: creates missing
    /// directories, checks the path before any work, prints `notes` (warnings, after the
    /// one about characters no font covers) once the path is known to be good, shows
    /// progress as `what`.
    private static func write<T>(_ request: AnimationRequest, _ console: Console, what: String, notes: () -> Void = {},
                                 _ body: (String, @escaping (Int, Int) -> Void) throws -> T) throws -> T {
        func warnings() {
            BoardOptions.warnAboutUncoveredText(request.board, console: console)
            notes()
        }
        if request.output == StandardOutputFile.path { warnings() }
        let progress = console.progress(what)
        defer { progress.finish() }
        let update: (Int, Int) -> Void = { progress.update(done: $0, total: $1) }
        if request.output == StandardOutputFile.path {
            var result: T?
            let bytes = try StandardOutputFile.capture(extension: request.format) { path in
                result = try run { try body(path, update) }
            }
            progress.finish()
            console.writeOutputBytes(bytes)
            return result!
        }
        return try OutputDirectories.creatingParents(of: request.output) {
            try OutputFile.checkWritable(request.output)
            warnings()
            let result = try run { try body(request.output, update) }
            progress.finish()
            return result
        }
    }

    /// A note when a finite animation stops on a frame other than the cycle's end: with
    /// `--poster T` and `--loops N` the last frame shows the instant just before T.
    private static func noteStopFrame(_ request: AnimationRequest, _ console: Console) {
        guard let loops = request.loops, request.poster > 0 else { return }
        let plays = loops == 0 ? "plays once" : "plays \(loops + 1) times"
        console.writeError("boardgen: note: with --poster \(NumberFormat.plain(request.poster)) and --loops \(loops + 1) the animation \(plays) "
            + "and stops for good on the instant just before \(NumberFormat.plain(request.poster)) s, which may be mid-transition; "
            + "--poster 0 stops on the end of the cycle\n")
    }

    /// Validation errors of a format's options are bad input (exit 2).
    private static func prepare<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GifError {
            throw CommandFailure.badInput(error.description)
        } catch let error as WebPError {
            throw CommandFailure.badInput(error.description)
        } catch let error as RenderError {
            throw CommandFailure.badInput(error.description)
        }
    }

    /// Failures while rendering or writing are runtime failures (exit 1).
    private static func run<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GifError {
            throw CommandFailure.runtime(error.description)
        } catch let error as WebPError {
            throw CommandFailure.runtime(error.description)
        } catch let error as RenderError {
            throw CommandFailure.runtime(error.description)
        }
    }
}
