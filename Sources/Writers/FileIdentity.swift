import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Painter
import Encoders
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's device and inode: the same pair is the same file.
struct FileIdentity: Equatable, Sendable {
    /// The device.
    let device: UInt64
    /// The inode on it.
    let inode: UInt64

    /// The identity in `info`.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of the open file `descriptor`; nil when `fstat` fails.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }
}
