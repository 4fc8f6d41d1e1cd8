/// What a build of a figures manifest did, or with `--check` found: the CLI prints it.
public struct FigureBuildReport: Sendable, Hashable {
    /// Whether it was a check (nothing written).
    public var isCheck: Bool
    /// The manifest's output folder as the manifest writes it (`figures`, relative to the manifest).
    public var output: String
    /// The output folder as a path usable from the current directory (`Examples/figures`), for messages.
    public var folder: String
    /// The figures a build drew files of, in manifest order, each once.
    public var drawnFigures: [String] = []
    /// How many figures the manifest lists.
    public var figures: Int
    /// Files drawn and moved into place (never in a check).
    public var drawn = 0
    /// Files found current: skipped by their fingerprints, or in a check equal to what their
    /// board draws. Snippets (`NAME.md`) are not counted.
    public var current = 0
    /// In a check: every file that is not current, in manifest order, the snippets last.
    public var outdated: [FigureOutdatedFile] = []
    /// The drawn files among ``outdated`` (not the snippets): with ``current``, every drawn file
    /// of the manifest, the same set each run.
    public var outdatedFiles: [FigureOutdatedFile] { outdated.filter { !$0.isSnippet } }
    /// The snippets (`NAME.md`) among ``outdated``.
    public var outdatedSnippets: [FigureOutdatedFile] { outdated.filter(\.isSnippet) }
    /// Files that could not be drawn or written, in manifest order.
    public var failures: [FigureBuildFailure] = []

    /// Creates an empty report.
    public init(isCheck: Bool, output: String, folder: String? = nil, figures: Int) {
        self.isCheck = isCheck
        self.output = output
        self.folder = folder ?? output
        self.figures = figures
    }
}

/// A file a check found not current, with the figure that writes it.
public struct FigureOutdatedFile: Sendable, Hashable, CustomStringConvertible {
    /// Why it is not current.
    public enum Reason: Sendable, Hashable {
        /// Not on disk.
        case missing
        /// Its board, a Swift file the board reads, its entry or boardgen's version changed
        /// since it was built (its fingerprint is not the recorded one).
        case stale
        /// Its fingerprint is recorded, but its bytes differ from what its board draws now.
        case differs
        /// A snippets file (`NAME.md`) whose text is not what the figure makes.
        case staleSnippet
    }

    /// The file's name in the output folder.
    public var fileName: String
    /// The figure's name.
    public var figure: String
    /// Why.
    public var reason: Reason

    /// Creates an entry.
    public init(fileName: String, figure: String, reason: Reason) {
        self.fileName = fileName
        self.figure = figure
        self.reason = reason
    }

    /// Whether the file is a figure's snippets file (`NAME.md`) rather than a drawn file.
    public var isSnippet: Bool { reason == .staleSnippet || fileName.hasSuffix(".md") }

    /// `two@2x.png is stale: … (figure "two")`.
    public var description: String {
        let what = switch reason {
        case .missing: "is missing"
        case .stale: "is stale: its board, Swift or entry changed since it was built"
        case .differs: "differs from what its board draws"
        case .staleSnippet: "is stale"
        }
        return "\(fileName) \(what) (figure \"\(figure)\")"
    }
}

/// A file a build could not draw or write.
public struct FigureBuildFailure: Sendable, Hashable, CustomStringConvertible {
    /// What failed.
    public enum Stage: Sendable, Hashable {
        /// Drawing the figure's file (the ``FigureDrawer`` said why).
        case drawing(figure: String)
        /// Writing it into the output folder: a drawn file, a snippets file or the build record.
        case writing
    }

    /// The file's name in the output folder.
    public var fileName: String
    /// What failed.
    public var stage: Stage
    /// Why, in one line.
    public var reason: String

    /// Creates an entry.
    public init(fileName: String, stage: Stage, reason: String) {
        self.fileName = fileName
        self.stage = stage
        self.reason = reason
    }

    /// `bench: bench.png: …` or `bench.png: cannot write it: …`.
    public var description: String {
        switch stage {
        case let .drawing(figure): "\(figure): \(fileName): \(reason)"
        case .writing: "\(fileName): cannot write it: \(reason)"
        }
    }
}
