/// The memory an encoder reuses from one picture to the next: the match finder's hash heads
/// (2^16) and chain links, and the optimal parse's cost and step per position. Owned here,
/// freed with it; one per encoding thread.
final class VP8LWorkspace {
    let head: UnsafeMutablePointer<Int32>
    private(set) var chain: UnsafeMutablePointer<Int32>
    private(set) var cost: UnsafeMutablePointer<Float>
    private(set) var stepLength: UnsafeMutablePointer<UInt16>
    private(set) var stepDistance: UnsafeMutablePointer<Int32>
    private var capacity = 1

    init() {
        head = .allocate(capacity: 1 << VP8LMatchFinder.hashBits)
        chain = .allocate(capacity: 1)
        cost = .allocate(capacity: 2)
        stepLength = .allocate(capacity: 2)
        stepDistance = .allocate(capacity: 2)
    }

    deinit {
        head.deallocate()
        chain.deallocate()
        cost.deallocate()
        stepLength.deallocate()
        stepDistance.deallocate()
    }

    /// Room for `count` pixels (and one position past them).
    func reserve(_ count: Int) {
        guard capacity < count else { return }
        for buffer in [UnsafeMutableRawPointer(chain), UnsafeMutableRawPointer(cost),
                       UnsafeMutableRawPointer(stepLength), UnsafeMutableRawPointer(stepDistance)] {
            buffer.deallocate()
        }
        chain = .allocate(capacity: count)
        cost = .allocate(capacity: count + 1)
        stepLength = .allocate(capacity: count + 1)
        stepDistance = .allocate(capacity: count + 1)
        capacity = count
    }
}
