import Boards
import Files
import Foundation
import SwiftFront

/// A build of a figures manifest (`boardgen build`): every figure in its formats, themes and
/// scales under DocC's names, each file drawn again only when what it depends on changed, or
/// with ``Options/check`` compared with the files on disk without writing (docs/figures.md).
///
/// Creating a build reads the manifest and every figure's board (each file at most
/// `JSONReader.maximumSize` bytes, read as `render` reads it), so a bad one is reported before
/// anything is drawn; the output folder must be inside the manifest's folder (after `..` and
/// symbolic links are resolved) unless ``Options/allowsOutputOutside``. ``run(_:draw:)`` then
/// draws what is not current into a scratch folder made for this build in the output folder
/// (``ScratchDirectory``: a new random name, never an entry already there; ``FigureDrawer``,
/// several at once), moves each good file into place, writes the snippets (`NAME.md`) that
/// changed and the build record (``FigureBuildRecord``), and removes the scratch folder. A
/// check draws into a private folder in `$TMPDIR` instead and creates nothing in or for the
/// output folder. Nothing is printed: the report says what happened.
///
/// ```swift
/// let report = try FigureBuild.run(manifestAt: "docs/figures.json", options: .init(check: true)) { job in
///     drawFile(job)   // nil, or why it failed
/// }
/// if !report.outdated.isEmpty { … }
/// ```
public struct FigureBuild {
    /// What a build does besides drawing what is not current.
    public struct Options: Sendable, Hashable {
        /// Draw every file into the scratch folder and compare it with the file on disk; write
        /// nothing (no file, snippet or record).
        public var check: Bool
        /// Draw every file, whatever the fingerprints say.
        public var force: Bool
        /// Let `"output"` name a folder outside the manifest's folder (`--allow-output-outside`).
        public var allowsOutputOutside: Bool

        /// Creates options.
        public init(check: Bool = false, force: Bool = false, allowsOutputOutside: Bool = false) {
            self.check = check
            self.force = force
            self.allowsOutputOutside = allowsOutputOutside
        }
    }

    /// The name of the build record in the output folder.
    public static let recordName = ".boardgen-build.json"

    /// The manifest's path, as given.
    public let manifestPath: String
    /// The manifest, read.
    public let manifest: FigureManifest
    /// The output folder, as a path usable from here.
    public let folder: String
    /// Every figure with its board read and its files' fingerprints, in manifest order.
    public let plans: [FigurePlan]

    /// Reads the manifest at `manifestPath` (figures may set `options`) and every figure's board.
    ///
    /// - Parameter allowsOutputOutside: let `"output"` name a folder outside the manifest's.
    /// - Throws: ``FigureBuildError/unreadableManifest(path:)``, ``FigureBuildError/manifest(_:)``,
    ///   ``FigureBuildError/outputOutside(_:)``, or ``FigureBuildError/boards(_:)`` naming every
    ///   figure whose board cannot be read.
    public init(manifestAt manifestPath: String, allowsOutputOutside: Bool = false, options table: FigureOptionTable = .none) throws(FigureBuildError) {
        let source = try Self.source(manifestAt: manifestPath)
        do { manifest = try FigureManifest.read(source, options: table) } catch { throw .manifest(error) }
        self.manifestPath = manifestPath
        folder = Self.resolve(manifest.output, manifest: manifestPath)
        if !allowsOutputOutside, let outside = FigureOutputFolder.outside(manifest.output, manifest: manifestPath) {
            let place = manifest.outputOffset.map { "\(source.location(of: $0)): " } ?? "\(manifestPath): "
            throw .outputOutside(place + "\"output\" \(Quoting.stringLiteral(Quoting.clip(manifest.output, limit: 60))) is outside the manifest's folder (it leads to \(Quoting.stringLiteral(Quoting.clip(outside, limit: 60)))); name a folder inside it, such as \"figures\", or pass --allow-output-outside")
        }
        var plans: [FigurePlan] = [], problems: [String] = []
        for figure in manifest.figures {
            do {
                plans.append(try FigurePlan(figure) { Self.resolve($0, manifest: manifestPath) })
            } catch {
                problems.append("\(source.location(of: figure.offset)): figure \"\(figure.name)\": \(error)")
            }
        }
        if !problems.isEmpty { throw .boards(problems) }
        self.plans = plans
    }

    /// The manifest at `path`, read as `render` reads a board file (at most
    /// `JSONReader.maximumSize` bytes, UTF-8).
    ///
    /// - Throws: ``FigureBuildError/unreadableManifest(path:)``.
    public static func source(manifestAt path: String) throws(FigureBuildError) -> SourceFile {
        guard let bytes = try? BoardFileLoader.contents(of: path, what: "the manifest"),
              let text = String(validating: bytes, as: UTF8.self) else {
            throw .unreadableManifest(path: path)
        }
        return SourceFile(name: path, text: text)
    }

    /// `path` as written in the manifest at `manifest` (relative to its folder), usable from here.
    public static func resolve(_ path: String, manifest: String) -> String {
        let base = (manifest as NSString).deletingLastPathComponent
        return path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
    }

    /// Reads the manifest and builds it: ``init(manifestAt:allowsOutputOutside:options:)``, then ``run(_:draw:)``.
    public static func run(manifestAt path: String, options: Options = Options(), table: FigureOptionTable = .none,
                           draw: FigureDrawer) throws(FigureBuildError) -> FigureBuildReport {
        try FigureBuild(manifestAt: path, allowsOutputOutside: options.allowsOutputOutside, options: table).run(options, draw: draw)
    }

    /// Draws what is not current (every file in a check), moves it into place or compares it,
    /// writes the snippets and the record; failures of single files are in the report.
    ///
    /// - Throws: ``FigureBuildError/outputFolder(path:reason:)`` when the output folder or the
    ///   scratch folder cannot be made; nothing was drawn then.
    public func run(_ options: Options = Options(), draw: FigureDrawer) throws(FigureBuildError) -> FigureBuildReport {
        var record = FigureBuildRecord.read(folder + "/" + Self.recordName)
        let scratch: ScratchDirectory
        do {
            if options.check {
                // A check creates nothing in or for the output folder.
                scratch = try ScratchDirectory.temporary(prefix: "boardgen-check-")
            } else {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                scratch = try ScratchDirectory(in: OutputDirectory(path: folder, for: folder), prefix: ".boardgen-build-")
            }
        } catch let error as OutputError {
            throw .outputFolder(path: folder, reason: error.message)
        } catch {
            throw .outputFolder(path: folder, reason: error.localizedDescription)
        }
        defer { scratch.remove() }
        var report = FigureBuildReport(isCheck: options.check, output: manifest.output, folder: folder, figures: plans.count)
        let jobs = pendingJobs(options, record: record, scratch: scratch, report: &report)
        let results = ParallelResults(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { j in
            results.set(j, draw(jobs[j].job))
        }
        for (j, pending) in jobs.enumerated() {
            let job = pending.job, fileName = job.output.fileName
            if let failure = results.get(j) {
                report.failures.append(FigureBuildFailure(fileName: fileName, stage: .drawing(figure: job.figure.name), reason: failure))
                continue
            }
            let fresh = scratch.contents(of: fileName) ?? []
            if options.check {
                compare(fresh, with: job, fingerprint: pending.fingerprint, record: record, report: &report)
            } else {
                moveIntoPlace(fresh, job, from: scratch, fingerprint: pending.fingerprint, record: &record, report: &report)
            }
        }
        writeSnippets(check: options.check, report: &report)
        if !options.check {
            do { try record.write(folder + "/" + Self.recordName) } catch {
                report.failures.append(FigureBuildFailure(fileName: Self.recordName, stage: .writing, reason: "\(error)"))
            }
        }
        return report
    }

    /// What needs drawing: every file in a check (or with `force`); otherwise a file missing,
    /// altered, or whose fingerprint changed. The others are counted as current.
    private func pendingJobs(_ options: Options, record: FigureBuildRecord, scratch: ScratchDirectory,
                             report: inout FigureBuildReport) -> [(job: FigureJob, fingerprint: String)] {
        var jobs: [(job: FigureJob, fingerprint: String)] = []
        for plan in plans {
            for (output, fingerprint) in plan.outputs {
                let path = folder + "/" + output.fileName
                if !options.check, !options.force, let recorded = record.files[output.fileName],
                   let bytes = FileManager.default.contents(atPath: path), recorded == FigureBuildRecord.entry(fingerprint, Array(bytes)) {
                    report.current += 1
                    continue
                }
                let job = FigureJob(figure: plan.figure, board: plan.boardArgument, output: output, path: scratch.path + "/" + output.fileName)
                jobs.append((job, fingerprint))
            }
        }
        return jobs
    }

    /// A check: the file on disk against the record and the bytes just drawn.
    private func compare(_ fresh: [UInt8], with job: FigureJob, fingerprint: String, record: FigureBuildRecord,
                         report: inout FigureBuildReport) {
        let fileName = job.output.fileName
        let disk = FileManager.default.contents(atPath: folder + "/" + fileName).map(Array.init)
        let reason: FigureOutdatedFile.Reason
        if disk == nil {
            reason = .missing
        } else if !record.isDrawn(fileName, from: fingerprint) {
            reason = .stale
        } else if disk != fresh {
            reason = .differs
        } else {
            report.current += 1
            return
        }
        report.outdated.append(FigureOutdatedFile(fileName: fileName, figure: job.figure.name, reason: reason))
    }

    /// A build: the file drawn in the scratch folder replaces the one in the output folder, and
    /// the record notes what it was drawn from.
    private func moveIntoPlace(_ fresh: [UInt8], _ job: FigureJob, from scratch: ScratchDirectory, fingerprint: String,
                               record: inout FigureBuildRecord, report: inout FigureBuildReport) {
        let fileName = job.output.fileName
        do {
            // renameat from the scratch folder's descriptor: what is at the target (a file, a
            // link) is replaced, never followed.
            try scratch.move(fileName, to: fileName)
            record.files[fileName] = FigureBuildRecord.entry(fingerprint, fresh)
            report.drawn += 1
            if !report.drawnFigures.contains(job.figure.name) { report.drawnFigures.append(job.figure.name) }
        } catch {
            report.failures.append(FigureBuildFailure(fileName: fileName, stage: .writing, reason: error.message))
        }
    }

    /// Each figure's `NAME.md`, written when its text changes; in a check, noted instead.
    private func writeSnippets(check: Bool, report: inout FigureBuildReport) {
        for plan in plans {
            let fileName = plan.figure.name + ".md"
            let snippet = plan.snippets(folder: manifest.output)
            let path = folder + "/" + fileName
            let onDisk = try? String(contentsOfFile: path, encoding: .utf8)
            guard onDisk != snippet else { continue }
            if check {
                report.outdated.append(FigureOutdatedFile(fileName: fileName, figure: plan.figure.name,
                                                          reason: onDisk == nil ? .missing : .staleSnippet))
            } else {
                do { try OutputFile.write(text: snippet, to: path) } catch {
                    report.failures.append(FigureBuildFailure(fileName: fileName, stage: .writing, reason: "\(error)"))
                }
            }
        }
    }
}
