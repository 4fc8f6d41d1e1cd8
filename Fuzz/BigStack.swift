// Shared by the `swift` and `values` fuzz targets (scripts/fuzz.sh lists it with each).
import Foundation

/// Runs `body` on a thread with the stack boardgen's command runs on (main.swift: 512 MiB): the
/// depth limits (docs/board-format.md, "Limits") are set against that stack, not a default 8 MiB.
func onBigStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread { body(); done.signal() }
    thread.stackSize = 512 << 20
    thread.start()
    done.wait()
}
