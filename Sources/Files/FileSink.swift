import BoardModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written with `write(2)` that keeps the system's reason for the
/// first failure (`No space left on device`), so an error can say why.
///
/// ```swift
/// let sink = try FileSink(path: temp)
/// sink.write(text)
/// try sink.close()          // throws OutputError naming the failure
/// ```
public final class FileSink {
    /// The path, for messages.
    public let path: String
    private var descriptor: Int32
    /// The system's message for the first failed write, if any.
    public private(set) var failure: String?
    /// Bytes written so far.
    public private(set) var bytesWritten = 0

    /// Creates or truncates `path` (mode 0666 less the umask), following a symbolic
    /// link as `>` in a shell does: for files written in place. Outputs are written
    /// through ``OutputFile``, which hands its writers a sink on a temporary it created.
    ///
    /// - Throws: ``OutputError`` with the system's reason.
    public init(path: String) throws(OutputError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw OutputError(path: path, systemReason: Self.reason(errno)) }
    }

    /// A sink on the open file `descriptor`, which it owns from now on (it closes it);
    /// `path` names the file in messages.
    package init(descriptor: Int32, path: String) {
        self.path = path
        self.descriptor = descriptor
    }

    /// A buffered stdio stream writing to the same file at the same offset, for C
    /// encoders that take a `FILE *` (giflib's writer): a duplicate of the descriptor, so
    /// the file is never opened again by name. Close the stream (`fclose`) before ``close()``.
    ///
    /// - Throws: ``OutputError`` with the system's reason when there is no descriptor left.
    package func stream() throws(OutputError) -> UnsafeMutablePointer<FILE> {
        guard descriptor >= 0 else { throw OutputError(path: path, systemReason: Self.reason(EBADF)) }
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw OutputError(path: path, systemReason: Self.reason(errno)) }
        guard let stream = fdopen(copy, "wb") else {
            let code = errno
            _ = systemClose(copy)
            throw OutputError(path: path, systemReason: Self.reason(code))
        }
        return stream
    }

    deinit { if descriptor >= 0 { _ = systemClose(descriptor) } }

    /// Writes `count` bytes from `bytes`; returns false (and keeps the reason) on failure.
    @discardableResult
    public func write(_ bytes: UnsafeRawPointer?, count: Int) -> Bool {
        guard failure == nil, descriptor >= 0 else { return false }
        guard let bytes, count > 0 else { return true }
        var offset = 0
        while offset < count {
            let n = systemWrite(descriptor, bytes + offset, count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = Self.reason(errno)
                return false
            }
            if n == 0 { failure = Self.reason(EIO); return false }
            offset += n
        }
        bytesWritten += count
        return true
    }

    /// Writes `text` as UTF-8.
    @discardableResult
    public func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { write($0.baseAddress, count: $0.count) }
    }

    /// Closes the file; returns the system's reason for the first failed
    /// write or for the close, or nil when everything was written.
    package func finish() -> String? {
        do { try close() } catch { return failure ?? closeFailure }
        return nil
    }

    private var closeFailure: String?

    /// Closes the file.
    ///
    /// - Throws: ``OutputError`` with the reason of the first failed write, or of the close.
    public func close() throws(OutputError) {
        guard descriptor >= 0 else { return }
        let status = systemClose(descriptor)
        let closeErrno = errno
        descriptor = -1
        if let failure { throw OutputError(path: path, systemReason: failure) }
        if status != 0 {
            closeFailure = Self.reason(closeErrno)
            throw OutputError(path: path, systemReason: Self.reason(closeErrno))
        }
    }

    /// The system's message for an `errno` value.
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

// The system calls under names a method cannot shadow.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
