import SwiftFront
import SwiftRun
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of Swift sources read as one module, as the compiler sees an app's target: every
/// `.swift` file under it, in path order (docs/board-format.md, "Modules").
///
/// What the compiler would not build into the app is skipped: test folders (`Tests`, and any folder
/// whose name ends in `Tests`, such as `AppUITests`), files whose name (before its extension) ends in `Tests`,
/// `Package.swift`, build products (`.build`, `DerivedData`), other platforms' folders (`macOS`,
/// `watchOS`, `tvOS`, `visionOS` for an iOS board; `iOS` and the others for a macOS one — and, where a
/// board names files one by one from both its platform's folder and another's, that other's files),
/// playgrounds inside the folder (each
/// `.playground` is a module of its own; a folder named itself is read) and hidden files and folders. A
/// symbolic link is followed only when it leads to a place inside the folder (a link out of it —
/// to a home folder, to `/` — is not followed), and each folder is walked once.
///
/// Reading is bounded before anything is read: at most ``maximumEntries`` names are looked at,
/// at most ``maximumFiles`` Swift files kept, and their sizes may add up to at most
/// ``maximumTotalBytes``; each file keeps the 1 MiB limit of every input.
package enum SwiftModuleFolder {
    /// The most Swift files a folder may hold.
    package static let maximumFiles = 256
    /// The most bytes a folder's Swift files may hold together: 16 MiB, what the 16 paths a
    /// board may name could already read.
    package static let maximumTotalBytes = 16 << 20
    /// The most names (files and folders) looked at while walking it.
    package static let maximumEntries = 20_000

    /// Why a folder's files cannot be read, one line.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// Whether `path` names a folder of Swift files (following a symbolic link); a path ending in
    /// `.swift` always names a Swift file (a folder of that name cannot be read as one).
    package static func isFolder(_ path: String) -> Bool {
        guard !path.hasSuffix(".swift") else { return false }
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether a folder of this name is skipped (a test target, build products, a playground, hidden,
    /// or another platform's sources: Xcode's multiplatform template keeps an app's `Shared` code beside
    /// `iOS` and `macOS` folders, each built into its own target only).
    package static func skipsFolder(_ name: String, platform: String = "iOS") -> Bool {
        name.hasPrefix(".") || name.hasSuffix("Tests") || name == "DerivedData" || name.hasSuffix(".playground")
            || otherPlatformFolders(platform).contains(name)
    }

    /// The folder names of the platforms other than `platform` (`iOS` or `macOS`).
    static func otherPlatformFolders(_ platform: String) -> Set<String> {
        let all: Set<String> = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]
        return all.subtracting([platform == "macOS" ? "macOS" : "iOS"])
    }

    /// Whether a file of this name is read.
    package static func readsFile(_ name: String) -> Bool {
        name.hasSuffix(".swift") && !name.hasPrefix(".") && name != "Package.swift" && !name.hasSuffix("Tests.swift")
    }

    /// The Swift files under `folder`, by path (the folder, its subfolders and the file name, joined by `/`), sorted, with their sizes.
    ///
    /// - Throws: ``Problem`` when the folder cannot be read, holds no Swift file, or passes a bound.
    package static func files(in folder: String, platform: String = "iOS") throws(Problem) -> [(path: String, size: Int)] {
        guard let rootReal = realPath(folder) else { throw Problem(description: "cannot read the folder: no such folder") }
        var found: [(path: String, size: Int)] = []
        var visited: Set<String> = [rootReal]
        var entries = 0
        var pending = [folder]
        while let dir = pending.popLast() {
            guard let handle = opendir(dir) else {
                throw Problem(description: "cannot read the folder \(Quoting.stringLiteral(Quoting.clip(dir, limit: 80))): \(String(cString: strerror(errno)))")
            }
            var names: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                entries += 1
                if entries > maximumEntries {
                    closedir(handle)
                    throw Problem(description: "the folder holds more than \(maximumEntries.formatted) files and folders; name the app's source folder")
                }
                names.append(name)
            }
            closedir(handle)
            for name in names.sorted() {
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                var kind = info.st_mode & S_IFMT
                if kind == S_IFLNK {
                    // A link is followed only to a place inside the folder.
                    guard let target = realPath(path), target.hasPrefix(rootReal + "/"), stat(path, &info) == 0 else { continue }
                    kind = info.st_mode & S_IFMT
                }
                if kind == S_IFDIR {
                    guard !skipsFolder(name, platform: platform), let real = realPath(path), visited.insert(real).inserted else { continue }
                    pending.append(path)
                } else if kind == S_IFREG, readsFile(name) {
                    found.append((path, Int(info.st_size)))
                    if found.count > maximumFiles {
                        throw Problem(description: "the folder holds more than \(maximumFiles) Swift files; name a smaller folder (the app's own sources)")
                    }
                }
            }
        }
        guard !found.isEmpty else {
            throw Problem(description: "the folder holds no Swift file (a .swift file outside Tests, .build, DerivedData and hidden folders)")
        }
        let total = found.reduce(0) { $0 + $1.size }
        guard total <= maximumTotalBytes else {
            throw Problem(description: "the folder's Swift files hold \(total / 1024) KiB; a module may hold at most \(maximumTotalBytes >> 20) MiB")
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
