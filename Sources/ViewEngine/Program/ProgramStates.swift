import Foundation
import SwiftRun

/// A program's state in each of its frames, for the code that runs while a frame is laid out.
///
/// A `GeometryReader`'s content is run when the layout knows the reader's size — long after the
/// program's steps have run — and it reads the program's `@State` where it lives (the root's
/// boxes, its views' store). Laid out against the state as it is at the end, every frame would show
/// the last state inside a reader (a drag's circle that never moves). So the script keeps each
/// frame's state, and a frame with readers is laid out with its own state put back for the
/// duration (one frame at a time: the lock).
package final class ProgramStates: @unchecked Sendable {
    private let runtime: ProgramRuntime
    private var states: [[String: SwiftValue]] = []
    private let lock = NSLock()

    package init(_ runtime: ProgramRuntime) { self.runtime = runtime }

    /// Keeps the state the program is in now as the next frame's.
    package func record() { states.append(runtime.snapshot()) }

    /// Runs `body` with the program in the state of frame `k` (the last one's after the last),
    /// then puts back the state it was in.
    package func with<T>(frame k: Int, _ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !states.isEmpty else { return body() }
        let now = runtime.snapshot()
        runtime.restore(states[min(max(k, 0), states.count - 1)])
        defer { runtime.restore(now) }
        return body()
    }
}
