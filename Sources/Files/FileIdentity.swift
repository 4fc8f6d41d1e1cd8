import BoardModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's device and inode: the same pair is the same file.
package struct FileIdentity: Equatable, Sendable {
    /// The device.
    package let device: UInt64
    /// The inode on it.
    package let inode: UInt64

    /// The identity in `info`.
    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identity of the open file `descriptor`; nil when `fstat` fails.
    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }
}
