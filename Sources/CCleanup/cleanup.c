#include "cleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>
#include <unistd.h>

// Slot states: 0 free, 1 being written, 2 live.
typedef struct {
    int state;
    int kind;
    long count;
    int dirfd;       // where path is resolved: AT_FDCWD or an open directory
    int entriesfd;   // BG_CLEANUP_DIRECTORY: the directory itself, open; -1 until set
    char path[BG_CLEANUP_PATH];
} bg_slot;

static bg_slot slots[BG_CLEANUP_SLOTS];
static int defer_depth = 0;
static volatile sig_atomic_t pending_signal = 0;
static int installed = 0;

int bg_cleanup_register(const char *path, int kind) {
    return bg_cleanup_register_at(AT_FDCWD, path, kind);
}

int bg_cleanup_register_at(int dirfd, const char *path, int kind) {
    size_t length = strlen(path);
    if (length + 1 + 24 > BG_CLEANUP_PATH) return -1;   // room for "/<entry number>"
    for (int i = 0; i < BG_CLEANUP_SLOTS; i++) {
        int expected = 0;
        if (__atomic_compare_exchange_n(&slots[i].state, &expected, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
            memcpy(slots[i].path, path, length + 1);
            slots[i].kind = kind;
            slots[i].dirfd = dirfd;
            __atomic_store_n(&slots[i].entriesfd, -1, __ATOMIC_SEQ_CST);
            __atomic_store_n(&slots[i].count, 0, __ATOMIC_SEQ_CST);
            __atomic_store_n(&slots[i].state, 2, __ATOMIC_SEQ_CST);
            return i;
        }
    }
    return -1;
}

void bg_cleanup_set_count(int slot, long count) {
    if (slot < 0 || slot >= BG_CLEANUP_SLOTS) return;
    __atomic_store_n(&slots[slot].count, count, __ATOMIC_SEQ_CST);
}

void bg_cleanup_set_entries_fd(int slot, int fd) {
    if (slot < 0 || slot >= BG_CLEANUP_SLOTS) return;
    __atomic_store_n(&slots[slot].entriesfd, fd, __ATOMIC_SEQ_CST);
}

void bg_cleanup_unregister(int slot) {
    if (slot < 0 || slot >= BG_CLEANUP_SLOTS) return;
    __atomic_store_n(&slots[slot].state, 0, __ATOMIC_SEQ_CST);
}

// Writes the decimal digits of n (≥ 0) at out; returns the number written.
static int put_decimal(char *out, long n) {
    char digits[24];
    int k = 0;
    do { digits[k++] = (char)('0' + n % 10); n /= 10; } while (n > 0 && k < 24);
    for (int i = 0; i < k; i++) out[i] = digits[k - 1 - i];
    return k;
}

// One pass over the registry; returns 1 when a directory could not be removed because it
// is not empty yet (another thread was still writing a frame into it when the signal came).
static int remove_pass(void) {
    int busy = 0;
    char entry[24];
    for (int i = 0; i < BG_CLEANUP_SLOTS; i++) {
        if (__atomic_load_n(&slots[i].state, __ATOMIC_SEQ_CST) != 2) continue;
        if (slots[i].kind == BG_CLEANUP_CREATED_DIRECTORY) continue;
        if (slots[i].kind == BG_CLEANUP_DIRECTORY) {
            // Entries only through the directory's own descriptor: never through its
            // name, which another user may have swapped for a link elsewhere.
            int entries = __atomic_load_n(&slots[i].entriesfd, __ATOMIC_SEQ_CST);
            long count = __atomic_load_n(&slots[i].count, __ATOMIC_SEQ_CST);
            for (long n = 0; entries >= 0 && n < count; n++) {
                entry[put_decimal(entry, n)] = '\0';
                unlinkat(entries, entry, 0);
            }
            if (unlinkat(slots[i].dirfd, slots[i].path, AT_REMOVEDIR) != 0 && errno == ENOTEMPTY) busy = 1;
        } else {
            unlinkat(slots[i].dirfd, slots[i].path, 0);
        }
    }
    // Directories created for outputs, after the temporaries inside them; the
    // innermost was registered last.
    for (int i = BG_CLEANUP_SLOTS - 1; i >= 0; i--) {
        if (__atomic_load_n(&slots[i].state, __ATOMIC_SEQ_CST) != 2) continue;
        if (slots[i].kind != BG_CLEANUP_CREATED_DIRECTORY) continue;
        if (unlinkat(slots[i].dirfd, slots[i].path, AT_REMOVEDIR) != 0 && errno == ENOTEMPTY) busy = 1;
    }
    return busy;
}

void bg_cleanup_remove_all(void) {
    int saved = errno;
    // The other threads keep running while a signal handler runs: a frame being written when
    // the signal came may appear after its name was unlinked. Passes repeat (a few ms apart,
    // at most 50) until every directory is gone or stays non-empty for another reason.
    for (int attempt = 0; attempt < 50 && remove_pass(); attempt++) {
        struct timespec pause = {0, 2000000};
        nanosleep(&pause, NULL);
    }
    for (int i = 0; i < BG_CLEANUP_SLOTS; i++) {
        if (__atomic_load_n(&slots[i].state, __ATOMIC_SEQ_CST) == 2) __atomic_store_n(&slots[i].state, 0, __ATOMIC_SEQ_CST);
    }
    errno = saved;
}

static void handle(int signal) {
    if (__atomic_load_n(&defer_depth, __ATOMIC_SEQ_CST) > 0) {
        if (pending_signal == 0) pending_signal = signal;
        return;
    }
    bg_cleanup_remove_all();
    _exit(128 + signal);
}

void bg_cleanup_install_handlers(void) {
    if (__atomic_exchange_n(&installed, 1, __ATOMIC_SEQ_CST)) return;
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction old;
        // nohup ignores SIGHUP on purpose: keep it so. (A shell also ignores
        // SIGINT for background jobs; an interrupt that does reach us still
        // cleans up, so SIGINT and SIGTERM are always handled.)
        if (signals[i] == SIGHUP && sigaction(SIGHUP, NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = handle;
        sigfillset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
    // A parent may have started us with these blocked (the mask is inherited):
    // then they would stay pending and never clean up.
    sigset_t handled;
    sigemptyset(&handled);
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&handled, signals[i]);
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
    signal(SIGPIPE, SIG_IGN);
    signal(SIGXFSZ, SIG_IGN);
}

void bg_cleanup_defer(int on) {
    if (on) {
        __atomic_add_fetch(&defer_depth, 1, __ATOMIC_SEQ_CST);
        return;
    }
    if (__atomic_sub_fetch(&defer_depth, 1, __ATOMIC_SEQ_CST) > 0) return;
    int signal = pending_signal;
    if (signal != 0) {
        bg_cleanup_remove_all();
        _exit(128 + signal);
    }
}

int bg_cleanup_pending(void) { return pending_signal; }

// A crash: the temporaries go, one line is printed, and the process ends by the signal
// (the default action, restored by SA_RESETHAND, when the faulting instruction runs again
// or the signal is raised again).
static void crashed(int signal) {
    bg_cleanup_remove_all();
    const char *name = signal == SIGSEGV ? "SIGSEGV" : signal == SIGBUS ? "SIGBUS" : signal == SIGILL ? "SIGILL"
        : signal == SIGFPE ? "SIGFPE" : signal == SIGABRT ? "SIGABRT" : "SIGTRAP";
    static const char head[] = "boardgen: internal error: the process crashed (";
    static const char tail[] = "); this is a bug in boardgen: please report the command and its input (set SWIFT_BACKTRACE=enable=yes for a backtrace)\n";
    ssize_t ignored = write(2, head, sizeof head - 1);
    ignored = write(2, name, strlen(name));
    ignored = write(2, tail, sizeof tail - 1);
    (void)ignored;
    raise(signal);
}

void bg_crash_install_handlers(void) {
    static int crash_installed = 0;
    if (__atomic_exchange_n(&crash_installed, 1, __ATOMIC_SEQ_CST)) return;
    int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = crashed;
        action.sa_flags = SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}

void bg_crash_alternate_stack(void) {
    size_t size = 64 * 1024;
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = malloc(size);
    if (stack.ss_sp == NULL) return;
    stack.ss_size = size;
    sigaltstack(&stack, NULL);
}

#if defined(__GLIBC__)
#include <malloc.h>
int bg_use_one_malloc_arena(void) { return mallopt(M_ARENA_MAX, 1); }
int bg_keep_freed_blocks(int megabytes) {
    int bytes = megabytes << 20;
    return mallopt(M_MMAP_THRESHOLD, bytes) && mallopt(M_TRIM_THRESHOLD, 2 * bytes);
}
#else
int bg_use_one_malloc_arena(void) { return 0; }
int bg_keep_freed_blocks(int megabytes) { (void)megabytes; return 0; }
#endif
