import CCleanup

/// How the process allocates: set once at start-up, before any thread starts.
public enum MallocArenas {
    /// One malloc arena for every thread. Frames of several megabytes are made on the render
    /// threads and freed on the encoding thread; glibc's per-thread arenas kept each thread's
    /// freed frames (bench GIF @2x: 149 → 126 MiB peak, no slower). A no-op off glibc.
    public static func useOne() { _ = bg_use_one_malloc_arena() }
}
