import BoardModel
import Files
/// The memory an encoder reuses from one picture to the next: the match finder's hash heads
/// (2^16) and its chain links, a ring over the window it searches; the optimal parse's costs, a
/// ring over the longest copy ahead; and the parse's step into each position (6 bytes a pixel,
/// the only part that grows with the picture). Owned here, freed with it.
package final class VP8LWorkspace {
    /// Positions of costs kept at once: a power of two above the longest copy, so a position's
    /// slot is free again once the parse has passed it.
    package static let costRing = 8192
    /// Pictures above this many pixels do not keep their steps' room for smaller ones.
    package static let keptPixels = 1 << 22

    package let head: UnsafeMutablePointer<Int32>
    package let cost: UnsafeMutablePointer<Float>
    package private(set) var chain: UnsafeMutablePointer<Int32>
    package private(set) var stepLength: UnsafeMutablePointer<UInt16>
    package private(set) var stepDistance: UnsafeMutablePointer<Int32>
    private var chainCapacity = 1
    private var stepCapacity = 1

    package init() {
        head = .allocate(capacity: 1 << VP8LMatchFinder.hashBits)
        cost = .allocate(capacity: Self.costRing)
        chain = .allocate(capacity: 1)
        stepLength = .allocate(capacity: 1)
        stepDistance = .allocate(capacity: 1)
    }

    deinit {
        head.deallocate()
        cost.deallocate()
        chain.deallocate()
        stepLength.deallocate()
        stepDistance.deallocate()
    }

    /// Room for a chain ring of `size` links: grown when too small, shrunk when more than four
    /// times what is needed and over ``keptPixels``.
    package func reserveChain(_ size: Int) {
        guard chainCapacity < size || (chainCapacity > Self.keptPixels && chainCapacity > 4 * size) else { return }
        chain.deallocate()
        chain = .allocate(capacity: size)
        chainCapacity = size
    }

    /// Room for the steps into `count + 1` positions: grown when too small, shrunk when more
    /// than four times what is needed and over ``keptPixels`` (a full first frame does not hold
    /// its room for the small rectangles after it).
    package func reserveSteps(_ count: Int) {
        let needed = count + 1
        guard stepCapacity < needed || (stepCapacity > Self.keptPixels && stepCapacity > 4 * needed) else { return }
        stepLength.deallocate()
        stepDistance.deallocate()
        stepLength = .allocate(capacity: needed)
        stepDistance = .allocate(capacity: needed)
        stepCapacity = needed
    }
}
