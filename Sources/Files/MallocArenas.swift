import BoardModel
import CCleanup

/// How the process allocates: set once at start-up, before any thread starts.
public enum MallocArenas {
    /// One malloc arena for every thread. Frames of several megabytes are made on the render
    /// threads and freed on the encoding thread; glibc's per-thread arenas kept each thread's
    /// freed frames (bench GIF @2x: 149 → 126 MiB peak, no slower). A no-op off glibc.
    public static func useOne() { _ = bg_use_one_malloc_arena() }

    /// Keeps freed blocks of up to `megabytes` in the heap for the next allocation instead of
    /// unmapping them: a lossless WebP cuts out and encodes a rectangle of several megabytes per
    /// frame, and glibc mapped each buffer afresh (a page fault per page; with libwebp's encoder,
    /// bench WebP @2x, 0.5–1.1 s of system time → 0.2 s). Called once a lossless WebP starts. A
    /// no-op off glibc.
    public static func keepFreedBlocks(upTo megabytes: Int = 64) { _ = bg_keep_freed_blocks(Int32(megabytes)) }
}
