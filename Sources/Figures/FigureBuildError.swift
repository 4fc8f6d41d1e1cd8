import SwiftFront

/// Why a build of a figures manifest did not start: its manifest, a figure's board or its
/// output folder. Problems met while building are in the ``FigureBuildReport`` instead.
public enum FigureBuildError: Error, CustomStringConvertible {
    /// The manifest at `path` cannot be read (missing, unreadable or not UTF-8).
    case unreadableManifest(path: String)
    /// The manifest reads but is not a valid manifest; every problem has its `file:line:column`.
    case manifest(BoardFileError)
    /// Figures whose board cannot be read, one line each: `figures.json:3:5: figure "bad": …`.
    /// Nothing was drawn.
    case boards([String])
    /// The manifest's `"output"` leads outside its folder (and `--allow-output-outside` was not
    /// given): one line with the manifest's `file:line:column`. Nothing was read or drawn.
    case outputOutside(String)
    /// The output folder (or the scratch folder in it) cannot be created; `reason` is the system's.
    case outputFolder(path: String, reason: String)

    /// One line per problem, naming the file or the figure.
    public var description: String {
        switch self {
        case let .unreadableManifest(path): "cannot read the manifest '\(path)'"
        case let .manifest(error): error.description
        case let .boards(lines): lines.joined(separator: "\n")
        case let .outputOutside(line): line
        case let .outputFolder(path, reason): "cannot create the output folder '\(path)': \(reason)"
        }
    }
}
