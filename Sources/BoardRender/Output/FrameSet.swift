import Foundation

/// Several frames written as one output: each into a temporary directory
/// beside the targets (`.PATTERN.boardgen-PID.tmp/0`, `…/1`, …), moved into
/// place only when every frame succeeded. A failure removes what was written;
/// an interrupt removes it too (the directory is registered with
/// ``TemporaryFiles``); the moves themselves hold signals so they never stop
/// half-way.
///
/// Every target must be in the same directory (a pattern's `{t}` and `{n}`
/// belong in the file name).
struct FrameSet: Sendable {
    /// The final paths, in frame order.
    let targets: [String]
    /// The temporary directory.
    let directory: String
    private let registration: TemporaryFiles.Registration

    /// Creates the temporary directory for `targets` beside them; `pattern`
    /// names it (and finds stale directories of killed runs).
    ///
    /// - Throws: ``OutputError`` when the directory cannot be created (with the system's reason).
    init(targets: [String], pattern: String) throws(OutputError) {
        self.targets = targets
        let reserve = StaleTemporaries.directoryReserve
        StaleTemporaries.remove(forTargets: targets + [pattern])
        directory = TemporaryName.path(for: pattern, reserve: reserve)
        registration = TemporaryFiles.register(directory: directory)
        // Frames are drawn in parallel, in any order: every entry may exist from the start.
        TemporaryFiles.setEntryCount(registration, targets.count)
        var status = mkdir(directory, 0o700)
        if status != 0, errno == EEXIST {
            // A leftover of this very process: replace it.
            StaleTemporaries.removeEntry(directory)
            status = mkdir(directory, 0o700)
        }
        guard status == 0 else {
            let code = errno
            TemporaryFiles.unregister(registration)
            if code == ENAMETOOLONG { throw OutputError(path: pattern, "the path is too long") }
            throw OutputError(path: pattern, systemReason: FileSink.reason(code))
        }
    }

    /// The temporary path of frame `index` (every entry is registered at creation).
    func temporaryPath(ofFrame index: Int) -> String {
        directory + "/" + String(index)
    }

    /// Moves every frame into place (keeping the permission bits of targets
    /// that exist) and removes the temporary directory.
    ///
    /// - Throws: ``OutputError`` naming the first target that could not be
    ///   replaced; frames not yet moved are removed.
    func commit() throws(OutputError) {
        let failure: OutputError? = TemporaryFiles.holdingSignals {
            for (i, target) in targets.enumerated() {
                do throws(OutputError) {
                    try OutputFile.moveIntoPlace(directory + "/" + String(i), target)
                } catch {
                    return error
                }
            }
            return nil
        }
        discard()
        if let failure { throw failure }
    }

    /// Removes the temporary directory and whatever frames it holds.
    func discard() {
        for i in targets.indices { unlink(directory + "/" + String(i)) }
        rmdir(directory)
        TemporaryFiles.unregister(registration)
    }
}
