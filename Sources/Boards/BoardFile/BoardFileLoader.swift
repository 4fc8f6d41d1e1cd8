import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads board files (see docs/board-format.md).
public enum BoardFileLoader {
    /// Reads and checks the board file at `path`.
    ///
    /// At most ``JSONReader/maximumSize`` bytes are read, whatever the file
    /// (`/dev/zero` is refused after 1 MiB rather than read forever); a FIFO
    /// is opened without waiting for a writer.
    ///
    /// - Throws: ``BoardFileError`` for a file that cannot be read or is not a valid board.
    public static func load(path: String) throws -> Board {
        let data = try contents(of: path)
        guard let text = String(validating: data, as: UTF8.self) else {
            throw BoardFileError.unreadable(path: path, reason: "is not UTF-8 text")
        }
        return try BoardFileReader.read(SourceFile(name: path, text: text))
    }

    /// The board Swift files imply on their own: the preview `choice` names (by default the
    /// first) drawn as a still (docs/board-format.md, "Previews").
    ///
    /// - Throws: ``BoardFileError`` for a file that cannot be read or is not valid Swift, no
    ///   preview of that name (naming those that exist), or a preview that cannot run (at its place).
    public static func loadPreview(paths: [String], choice: PreviewChoice = .first) throws(BoardFileError) -> Board {
        var files: [SwiftSourceFile] = []
        for path in paths { files.append(try loadSwift(path: path, debug: true)) }
        return try BoardFileReader.readPreview(files, choice: choice)
    }

    /// Reads the Swift file at `path` with SwiftParser (docs/swift-subset.md), with the same
    /// limits as a board file.
    ///
    /// - Throws: ``BoardFileError`` for a file that cannot be read, or SwiftParser's
    ///   diagnostics for one that is not valid Swift.
    /// - Parameter debug: read as a debug build (`#if DEBUG` holds), as Xcode builds an app for its
    ///   previews.
    public static func loadSwift(path: String, debug: Bool = false) throws(BoardFileError) -> SwiftSourceFile {
        let data = try contents(of: path, what: "the Swift file")
        guard let text = String(validating: data, as: UTF8.self) else {
            throw BoardFileError.unreadable(path: path, reason: "is not UTF-8 text", what: "the Swift file")
        }
        return try SwiftFrontEnd.parseFile(SwiftSourceText(name: path, text: text), debug: debug)
    }

    /// Why a board's `"swift"` path is refused, or nil: it must name a regular file whose name
    /// ends in `.swift`, and so must the file a symbolic link leads to — a board from elsewhere
    /// cannot make boardgen read (and quote in an error) a file that is not Swift source.
    /// Paths outside the board's folder are allowed: a board in a docs folder names the app's
    /// sources (`"../Sources/App/ContentView.swift"`).
    package static func swiftPathRefusal(_ path: String) -> String? {
        guard path.hasSuffix(".swift") else { return "is not a .swift file" }
        guard let resolved = realpath(path, nil) else { return nil }   // missing: reported when read
        defer { free(resolved) }
        let target = String(cString: resolved)
        guard target.hasSuffix(".swift") else { return "leads to \(Quoting.stringLiteral(Quoting.clip(target, limit: 60))), which is not a .swift file" }
        var info = stat()
        if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            return "is not a regular file"
        }
        return nil
    }

    /// The file's bytes, at most ``JSONReader/maximumSize``.
    ///
    /// - Parameter isInput: note the file as an input (``InputFiles``: no output of this run
    ///   may replace it); false for a file the run itself rewrites (`build`'s record).
    package static func contents(of path: String, what: String = "the board file", isInput: Bool = true,
                                 limit: Int = JSONReader.maximumSize) throws(BoardFileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .unreadable(path: path, reason: "no such file", what: what) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)), system: code != ENAMETOOLONG && code != ELOOP, what: what)
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw .unreadable(path: path, reason: "is a directory", what: what) }
            if isInput { InputFiles.note(info, path: path, what: what) }
        }
        // Block again for reads (a pipe with a writer), now that the open did not wait.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count <= limit {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, limit + 1 - count) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                throw .unreadable(path: path, reason: String(cString: strerror(code)), system: code != EISDIR, what: what)
            }
            if n == 0 { break }
            count += n
        }
        guard count <= limit else {
            throw .unreadable(path: path, reason: "the file is larger than \(limit / 1024) KiB", what: what)
        }
        return Array(bytes[..<count])
    }
}
