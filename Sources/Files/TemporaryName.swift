import BoardModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of a temporary beside a target: `.NAME.boardgen-PID.tmp`.
///
/// Hidden, marked as boardgen's, and carrying the process id, so that a
/// temporary left by a killed run is recognisable: the next run writing the
/// same target removes it when that process is gone (``isStale(_:forTarget:directoryBytes:reserve:)``).
/// The name never makes a legal target's path illegal: when the natural name
/// would pass `NAME_MAX` (255 bytes) or the whole path `PATH_MAX`, the NAME
/// part is shortened to a prefix plus `~` and a hash of the full name, which
/// keeps it unique per target.
package enum TemporaryName {
    /// What follows NAME: `.boardgen-`.
    package static let marker = ".boardgen-"
    /// The last part: `.tmp`.
    package static let suffix = ".tmp"
    /// The longest file name (Linux and macOS).
    package static let nameMax = 255
    /// The longest path, terminator excluded.
    package static let pathMax = 4095

    /// The temporary's file name for a target named `name` in a directory
    /// whose path is `directoryBytes` long; `reserve` bytes are kept free for
    /// entries inside it (a temporary directory's `/1234`).
    package static func name(for name: String, pid: Int32 = getpid(), directoryBytes: Int, reserve: Int = 0) -> String {
        let tail = marker + String(pid) + suffix
        let budget = min(nameMax, pathMax - directoryBytes - 1 - reserve)
        let natural = "." + name + tail
        if natural.utf8.count <= budget { return natural }
        let hash = "~" + fnv1a(name)
        let room = max(0, budget - 1 - hash.utf8.count - tail.utf8.count)
        return "." + prefix(of: name, bytes: room) + hash + tail
    }

    /// The temporary beside `target` (same directory).
    package static func path(for target: String, reserve: Int = 0) -> String {
        let (directory, name) = split(target)
        let temp = Self.name(for: name, directoryBytes: directory.utf8.count, reserve: reserve)
        return directory.isEmpty ? temp : directory + "/" + temp
    }

    /// A path's directory (empty for a bare name, `/` for the root) and its last component.
    package static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// The process id in a temporary's name, if `entry` has the form of one.
    package static func pid(of entry: String) -> Int32? {
        guard entry.hasPrefix("."), entry.hasSuffix(suffix), let range = entry.range(of: marker, options: .backwards) else {
            return nil
        }
        let digits = entry[range.upperBound..<entry.index(entry.endIndex, offsetBy: -suffix.count)]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = Int32(digits), pid > 0 else {
            return nil
        }
        return pid
    }

    /// Whether the directory entry `entry` is a temporary for `target` (a
    /// file name) left by a process that no longer runs.
    package static func isStale(_ entry: String, forTarget target: String, directoryBytes: Int, reserve: Int = 0) -> Bool {
        guard let pid = pid(of: entry), pid != getpid(),
              entry == name(for: target, pid: pid, directoryBytes: directoryBytes, reserve: reserve)
        else { return false }
        return kill(pid_t(pid), 0) != 0 && errno == ESRCH
    }

    /// The longest prefix of `text` of at most `bytes` UTF-8 bytes, cut between scalars.
    package static func prefix(of text: String, bytes: Int) -> String {
        var result = "", used = 0
        for scalar in text.unicodeScalars {
            let length = String(scalar).utf8.count
            if used + length > bytes { break }
            result.unicodeScalars.append(scalar)
            used += length
        }
        return result
    }

    /// The 32-bit FNV-1a hash of `text`'s UTF-8 bytes, as 8 hex digits.
    package static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
