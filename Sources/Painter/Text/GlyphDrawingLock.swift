import BoardModel
import BoardScene
import Files
import CCairo
import Foundation

/// Serialises the cairo calls that create and release per-transform scaled fonts.
///
/// cairo 1.16 (Debian 12's) shares one `cairo_scaled_font_t` between every thread that draws
/// the same face at the same size and transform, and `cairo_scaled_font_destroy` asserts that
/// a font whose count just reached zero is not in use — while another thread may revive it
/// from the font map and start drawing with it in between. Two painters drawing text at
/// once then abort the process, rarely ("Assertion `! scaled_font->cache_frozen' failed").
///
/// So glyphs reach a context only inside ``drawing(on:_:)``: under one process-wide lock and
/// inside a `cairo_save`/`cairo_restore` pair, so the scaled fonts the context creates for its
/// transform (and the previous one cairo keeps) are released before the lock is. The current
/// path survives the restore, so a caller may add glyph outlines here and fill them outside.
///
/// Laying text out and loading fonts create and release the same shared scaled fonts (Pango asks
/// cairo for glyph extents and metrics, cairo asks FreeType), so they run under the same lock
/// (``fonts(_:)``): a test run once crashed inside FreeType while another thread shaped text.
/// Engines cache their layouts, so only the first layout of a string waits.
package enum GlyphDrawingLock {
    /// Recursive: a body may lay text out while it draws.
    private static let lock = NSRecursiveLock()

    /// Runs `body`, which lays text out, loads fonts or releases them, under the lock.
    package static func fonts<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Runs `body`, which shows glyphs on or adds glyph outlines to `cr`, under the lock.
    package static func drawing<T>(on cr: OpaquePointer, _ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        return body()
    }
}
