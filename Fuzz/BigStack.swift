// Shared by the `swift` and `values` fuzz targets (scripts/fuzz.sh lists it with each).
import Foundation

/// One long-lived thread with the stack boardgen's command runs on (main.swift: 512 MiB): the
/// depth limits (docs/board-format.md, "Limits") are set against that stack, not a default
/// 8 MiB. It is made once and fed one input at a time: a fresh 512 MiB thread per input cost
/// a tenth of each execution (mapping and faulting in its stack).
private final class BigStackWorker: @unchecked Sendable {
    static let shared = BigStackWorker()
    private let ready = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
    private var job: (@Sendable () -> Void)?

    private init() {
        let thread = Thread { [unowned self] in
            while true {
                ready.wait()
                job?()
                job = nil
                done.signal()
            }
        }
        thread.stackSize = 512 << 20
        thread.start()
    }

    func run(_ body: @escaping @Sendable () -> Void) {
        job = body
        ready.signal()
        done.wait()
    }
}

/// Runs `body` on the big-stack thread and waits for it.
func onBigStack(_ body: @escaping @Sendable () -> Void) {
    BigStackWorker.shared.run(body)
}
