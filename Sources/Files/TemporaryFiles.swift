import BoardModel
import CCleanup
#if canImport(Glibc)
import Glibc
#endif

/// The temporary files and directories a run has open, and the signal
/// handlers that remove them.
///
/// Every output is first written to a temporary beside its target (see
/// ``OutputFile``); while it exists it is registered here. On SIGINT, SIGTERM
/// or SIGHUP the handler installed by ``installSignalHandlers()`` unlinks every
/// registered temporary and exits with 128 + the signal number (130, 143, 129).
/// The registry is fixed C storage written before a temporary is created, so
/// the handler only calls `unlinkat` and `_exit` (async-signal-safe). A
/// temporary registered relative to a directory's descriptor
/// (``register(file:in:)``) is removed there even when that directory was moved
/// meanwhile, and the numbered entries of a temporary directory only through its
/// own descriptor, never through a name another user could have swapped.
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

    /// Replaces the Swift runtime's crash backtrace (70–110 lines) by one line that says it is
    /// a bug, after removing the temporaries; the process still ends by the signal. A user who
    /// sets `SWIFT_BACKTRACE` keeps the runtime's backtracer. Call early, on the main thread;
    /// each thread that works calls ``prepareThreadForCrashes()``.
    public static func installCrashHandlers() {
        guard getenv("SWIFT_BACKTRACE") == nil else { return }
        bg_crash_install_handlers()
        bg_crash_alternate_stack()
    }

    /// Gives the calling thread an alternate signal stack, so that a crash handler runs even
    /// after a stack overflow.
    public static func prepareThreadForCrashes() {
        bg_crash_alternate_stack()
    }

    /// A registered temporary.
    package struct Registration: Sendable {
        fileprivate let slot: Int32
    }

    /// Registers a temporary file (before creating it).
    package static func register(file path: String) -> Registration {
        Registration(slot: bg_cleanup_register(path, BG_CLEANUP_FILE))
    }

    /// Registers a temporary file called `name` in the open directory `directory`
    /// (before creating it); the descriptor must stay open until it is unregistered.
    package static func register(file name: String, in directory: Int32) -> Registration {
        Registration(slot: bg_cleanup_register_at(directory, name, BG_CLEANUP_FILE))
    }

    /// Registers a temporary directory called `name` in the open directory `directory`
    /// (before creating it), whose entries are named `0`, `1`, …; once it is created and
    /// opened, give its descriptor with ``setEntries(_:descriptor:count:)``.
    package static func register(directory name: String, in directory: Int32) -> Registration {
        Registration(slot: bg_cleanup_register_at(directory, name, BG_CLEANUP_DIRECTORY))
    }

    /// Says that a registered directory, open as `descriptor`, may hold entries
    /// `0 ..< count`, removed through that descriptor.
    package static func setEntries(_ registration: Registration, descriptor: Int32, count: Int) {
        bg_cleanup_set_entries_fd(registration.slot, descriptor)
        bg_cleanup_set_count(registration.slot, count)
    }

    /// Registers a directory this run creates for an output (before creating it): removed
    /// by the signal handler after every temporary, innermost first, if empty.
    package static func register(createdDirectory path: String) -> Registration {
        Registration(slot: bg_cleanup_register(path, BG_CLEANUP_CREATED_DIRECTORY))
    }

    /// Forgets a temporary that was renamed into place or removed.
    package static func unregister(_ registration: Registration) {
        bg_cleanup_unregister(registration.slot)
    }

    /// Runs `body` with signals held: a SIGINT, SIGTERM or SIGHUP that arrives
    /// meanwhile is acted on when `body` returns (temporaries removed, exit 128 + N),
    /// so that renaming a set of frames into place never stops half-way.
    package static func holdingSignals<T>(_ body: () throws -> T) rethrows -> T {
        bg_cleanup_defer(1)
        defer { bg_cleanup_defer(0) }
        return try body()
    }
}
