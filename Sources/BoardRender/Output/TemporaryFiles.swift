import CCleanup

/// The temporary files and directories a run has open, and the signal
/// handlers that remove them.
///
/// Every output is first written to a temporary beside its target (see
/// ``OutputFile``); while it exists it is registered here. On SIGINT, SIGTERM
/// or SIGHUP the handler installed by ``installSignalHandlers()`` unlinks every
/// registered temporary and exits with 128 + the signal number (130, 143, 129).
/// The registry is fixed C storage written before a temporary is created, so
/// the handler only calls `unlink`, `rmdir` and `_exit` (async-signal-safe).
/// A temporary left by SIGKILL is recognisable by its name
/// (``TemporaryName``) and removed by the next run writing the same target.
public enum TemporaryFiles {
    /// Installs the SIGINT, SIGTERM and SIGHUP handlers (a SIGHUP ignored at
    /// start, as under `nohup`, stays ignored) and ignores SIGPIPE and SIGXFSZ,
    /// so a closed pipe or a file-size limit is a write error, not a crash.
    /// Call once at start-up; calling again does nothing.
    public static func installSignalHandlers() {
        bg_cleanup_install_handlers()
    }

    /// A registered temporary.
    struct Registration: Sendable {
        fileprivate let slot: Int32
    }

    /// Registers a temporary file (before creating it).
    static func register(file path: String) -> Registration {
        Registration(slot: bg_cleanup_register(path, BG_CLEANUP_FILE))
    }

    /// Registers a temporary directory whose entries are named `0`, `1`, …
    /// (before creating it); raise ``setEntryCount(_:_:)`` before creating each entry.
    static func register(directory path: String) -> Registration {
        Registration(slot: bg_cleanup_register(path, BG_CLEANUP_DIRECTORY))
    }

    /// Registers a directory this run creates for an output (before creating it): removed
    /// by the signal handler after every temporary, innermost first, if empty.
    static func register(createdDirectory path: String) -> Registration {
        Registration(slot: bg_cleanup_register(path, BG_CLEANUP_CREATED_DIRECTORY))
    }

    /// Says that a registered directory may hold entries `0 ..< count`.
    static func setEntryCount(_ registration: Registration, _ count: Int) {
        bg_cleanup_set_count(registration.slot, count)
    }

    /// Forgets a temporary that was renamed into place or removed.
    static func unregister(_ registration: Registration) {
        bg_cleanup_unregister(registration.slot)
    }

    /// Runs `body` with signals held: a SIGINT, SIGTERM or SIGHUP that arrives
    /// meanwhile is acted on when `body` returns (temporaries removed, exit 128 + N),
    /// so that renaming a set of frames into place never stops half-way.
    static func holdingSignals<T>(_ body: () throws -> T) rethrows -> T {
        bg_cleanup_defer(1)
        defer { bg_cleanup_defer(0) }
        return try body()
    }
}
