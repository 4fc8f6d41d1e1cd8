import BoardRender
import CommandLineKit

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
    var options: Set<String>
    /// Checks the request against the format and writes the file; nil for a planned format.
    var write: ((AnimationRequest, inout Console) throws -> Void)?

    /// Whether the format is written today.
    var isAvailable: Bool { write != nil }
}

/// The dispatch table of `boardgen animate`.
enum AnimationFormats {
    /// Options that only some formats have; giving one to another format is bad input.
    static let formatOptions = ["quality", "dither"]

    /// Every format, in help order.
    static var all: [AnimationFormat] {
        [
            AnimationFormat(fileExtension: "gif", summary: "an animated GIF", options: ["quality", "dither"], write: writeGif),
            AnimationFormat(fileExtension: "webp", summary: "an animated WebP", options: ["quality"], write: writeWebP),
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
        options.quality = request.quality ?? GifQuality.maximum
        let gif = try prepare { try BoardGif(board: request.board, options: options) }
        try OutputFile.checkWritable(request.output)
        let report = try run { try gif.write(to: request.output) }
        let s = report.stats
        let quality = options.quality == GifQuality.maximum ? "" : ", quality \(options.quality)"
        console.writeError("wrote \(request.output): \(s.framesStored) frames, \(s.bytes / 1024) KiB, \(Double(s.durationCentiseconds) / 100) s\(quality)\n")
    }

    private static func writeWebP(_ request: AnimationRequest, _ console: inout Console) throws {
        let options = BoardWebP.Options(fps: request.fps, scale: request.scale, speed: request.speed,
                                        loops: request.loops, poster: request.poster, quality: request.quality)
        let webp = try prepare { try BoardWebP(board: request.board, options: options) }
        try OutputFile.checkWritable(request.output)
        let report = try run { try webp.write(to: request.output) }
        let s = report.stats
        let mode = options.quality.map { "lossy, quality \($0)" } ?? "lossless"
        console.writeError("wrote \(request.output): \(s.framesStored) frames, \(s.bytes / 1024) KiB, \(Double(s.durationMilliseconds) / 1000) s, \(mode)\n")
    }

    private static func writeSVG(_ request: AnimationRequest, _ console: inout Console) throws {
        let options = BoardSVG.Options(fps: request.fps, scale: request.scale, speed: request.speed,
                                       loops: request.loops, poster: request.poster)
        let svg = try prepare { try BoardSVG(board: request.board, options: options) }
        try OutputFile.checkWritable(request.output)
        let s = try run { try svg.write(to: request.output) }
        let loops = s.loops.map { $0 == 0 ? "plays once" : "\($0 + 1) plays" } ?? "loops forever"
        console.writeError("wrote \(request.output): \(s.bytes / 1024) KiB, \((s.duration * 1000).rounded() / 1000) s, \(s.animations) animations, \(s.keyframes) keyframes, \(loops)\n")
    }

    private static func writeHTML(_ request: AnimationRequest, _ console: inout Console) throws {
        let options = BoardSVG.Options(fps: request.fps, scale: request.scale, speed: request.speed,
                                       loops: request.loops, poster: request.poster)
        let page = try prepare { try BoardInspector(board: request.board, options: options) }
        try OutputFile.checkWritable(request.output)
        let s = try run { try page.write(to: request.output) }
        console.writeError("wrote \(request.output): \(s.bytes / 1024) KiB, an inspector of \((s.svg.duration * 1000).rounded() / 1000) s with \(s.svg.samples) sampled scenes; open it in a browser (#t=1.4 opens paused at 1.4 s)\n")
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
