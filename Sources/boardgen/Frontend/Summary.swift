import BoardRender
import Foundation

/// The one line every command that writes files ends with, on standard error:
/// `wrote bench.png, 212 KiB` or `wrote 340 files, 61.4 MiB, to frames/`.
enum Summary {
    /// `wrote PATH, SIZE` with optional details in parentheses; `-` is standard output.
    static func file(_ path: String, bytes: Int, details: [String] = []) -> String {
        let name = path == "-" ? "standard output" : path
        let extra = details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")"
        return "wrote " + TerminalText.oneLine("\(name)") + ", \(size(bytes))\(extra)\n"
    }

    /// `wrote N files, SIZE, to DIR` for several files in one directory.
    static func files(_ paths: [String], bytes: Int) -> String {
        guard paths.count != 1 else { return file(paths[0], bytes: bytes) }
        let directories = Set(paths.map { ($0 as NSString).deletingLastPathComponent })
        let place = directories.count == 1 ? directories.first! : "several directories"
        let dir = place.isEmpty ? "." : place
        return "wrote \(paths.count) files, \(size(bytes)), to " + TerminalText.oneLine(dir == "." ? "./" : dir + "/") + "\n"
    }

    /// The bytes of the files at `paths` (0 for one that cannot be read).
    static func bytes(of paths: [String]) -> Int {
        paths.reduce(0) { total, path in
            var info = stat()
            return total + (stat(path, &info) == 0 ? Int(info.st_size) : 0)
        }
    }

    /// `812 bytes`, `212 KiB`, `61.4 MiB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        if bytes < 1024 * 1024 { return "\((bytes + 512) / 1024) KiB" }
        return String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
