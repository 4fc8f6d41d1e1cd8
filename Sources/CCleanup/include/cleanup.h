// The registry of a run's live temporary files and the signal handlers that
// remove them: async-signal-safe, so it is written in C (fixed static storage,
// atomics, unlinkat/_exit only in the handler). Used by BoardRender's
// Output/TemporaryFiles.swift; see there for the Swift face.
#ifndef BOARDGEN_CLEANUP_H
#define BOARDGEN_CLEANUP_H

/// The most temporaries registered at once.
#define BG_CLEANUP_SLOTS 64
/// The longest path a slot holds, terminator included.
#define BG_CLEANUP_PATH 4352

/// A temporary file: removed with unlinkat.
#define BG_CLEANUP_FILE 1
/// A temporary directory whose entries are named 0, 1, … count-1: those are
/// unlinked through the directory's own descriptor (bg_cleanup_set_entries_fd;
/// none before it is set), then the directory is removed.
#define BG_CLEANUP_DIRECTORY 2
/// A directory created for an output: removed last (innermost first), only if empty.
#define BG_CLEANUP_CREATED_DIRECTORY 3

/// Registers `path`; returns its slot, or -1 when the path is too long or every slot is taken.
int bg_cleanup_register(const char *path, int kind);
/// Registers `path` relative to the open directory `dirfd` (AT_FDCWD: the working
/// directory): removed there even if that directory was moved. The descriptor must
/// stay open until the slot is unregistered.
int bg_cleanup_register_at(int dirfd, const char *path, int kind);
/// Gives a registered directory's own open descriptor, through which its numbered
/// entries are removed; it must stay open until the slot is unregistered.
void bg_cleanup_set_entries_fd(int slot, int fd);
/// Sets how many numbered entries a registered directory may hold.
void bg_cleanup_set_count(int slot, long count);
/// Forgets a slot (the temporary was renamed or removed).
void bg_cleanup_unregister(int slot);
/// Removes every registered temporary now (async-signal-safe).
void bg_cleanup_remove_all(void);
/// Installs handlers for SIGINT, SIGTERM and SIGHUP (SIGHUP only when not
/// ignored, as under nohup) that remove every registered temporary and exit with 128 + the
/// signal number; ignores SIGPIPE and SIGXFSZ so that writes fail with EPIPE
/// or EFBIG instead of killing the process. Idempotent.
void bg_cleanup_install_handlers(void);
/// While deferring (> 0, nested), a signal is remembered instead of acted on;
/// the last bg_cleanup_defer(0) acts on it. Used while renaming a set of
/// finished files into place, which must not stop half-way.
void bg_cleanup_defer(int on);
/// The number of a signal received while deferring, or 0.
int bg_cleanup_pending(void);
/// Installs handlers for the signals a crash raises (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
/// SIGTRAP) that remove every registered temporary, print one line on standard error instead
/// of the runtime's backtrace, and end the process by the same signal. Idempotent.
void bg_crash_install_handlers(void);
/// Gives the calling thread an alternate signal stack, so a crash handler runs even when the
/// thread's own stack overflowed. Call once per thread that runs boardgen's work.
void bg_crash_alternate_stack(void);

/// Makes glibc's malloc use one arena for every thread (mallopt M_ARENA_MAX = 1): large
/// buffers made on one thread and freed on another are then reused, not kept per thread.
/// Returns 1 on success, 0 where it is not available.
int bg_use_one_malloc_arena(void);
/// Makes glibc's malloc serve blocks up to `megabytes` from its heap and keep up to twice that
/// freed at its top (M_MMAP_THRESHOLD, M_TRIM_THRESHOLD) instead of mapping each large block
/// afresh and unmapping it when freed; returns 0 off glibc.
int bg_keep_freed_blocks(int megabytes);

#endif
