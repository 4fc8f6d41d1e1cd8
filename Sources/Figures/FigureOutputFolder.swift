import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a manifest's `"output"` leads, and whether that is inside the manifest's folder: a
/// manifest from elsewhere (a pull request, a shared folder) cannot make `build` write
/// `"../../x"` or `"/home/me/.ssh"` unless the user passes `--allow-output-outside`.
public enum FigureOutputFolder {
    /// The folder `output` leads to when it is outside the folder of the manifest at
    /// `manifest` (after `.`, `..` and symbolic links are resolved, the missing part taken as
    /// written); nil when it is inside or is that folder.
    public static func outside(_ output: String, manifest: String) -> String? {
        let base = (manifest as NSString).deletingLastPathComponent
        let root = resolved(base.isEmpty ? "." : base)
        let target = resolved(FigureBuild.resolve(output, manifest: manifest))
        if root == "/" || target == root || target.hasPrefix(root + "/") { return nil }
        return target
    }

    /// `path` made absolute with every symbolic link of its longest existing part resolved
    /// (`realpath`), and the rest (folders not made yet) normalized by its `.` and `..`.
    public static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var rest: [String] = []
        var head = "/"
        while true {
            let candidate = "/" + parts.joined(separator: "/")
            if let real = realpath(candidate, nil) {
                head = String(cString: real)
                free(real)
                break
            }
            guard let last = parts.popLast() else { break }
            rest.insert(last, at: 0)
        }
        var out = head.split(separator: "/").map(String.init)
        for part in rest {
            switch part {
            case ".": continue
            case "..": _ = out.popLast()
            default: out.append(part)
            }
        }
        return "/" + out.joined(separator: "/")
    }
}
