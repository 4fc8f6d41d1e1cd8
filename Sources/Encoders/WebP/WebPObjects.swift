import BoardModel
import Files
import CWebP

/// Owns a libwebp `WebPAnimEncoder`: frames in, one animated WebP bitstream out.
/// Deleted with the owner.
package final class WebPAnimEncoderOwner {
    package let pointer: OpaquePointer
    /// The file the bitstream is for, to name it in errors.
    package let path: String

    /// A new encoder for a `width × height` canvas with `options`.
    package init(width: Int, height: Int, options: WebPAnimEncoderOptions, path: String) throws(WebPError) {
        var options = options
        guard let p = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw .libwebp(path: path, operation: "WebPAnimEncoderNew", reason: "out of memory or bad options")
        }
        pointer = p
        self.path = path
    }

    deinit { WebPAnimEncoderDelete(pointer) }

    /// Adds `picture` at `timestamp` ms (nil: the end of the last frame).
    package func add(_ picture: UnsafeMutablePointer<WebPPicture>?, timestamp: Int, config: UnsafePointer<WebPConfig>?) throws(WebPError) {
        guard WebPAnimEncoderAdd(pointer, picture, Int32(timestamp), config) != 0 else {
            var reason = lastError
            if let code = picture?.pointee.error_code, code != VP8_ENC_OK { reason += " (\(Self.describe(code)))" }
            throw .libwebp(path: path, operation: "WebPAnimEncoderAdd", reason: reason)
        }
    }

    /// The whole animation as one bitstream.
    package func assemble() throws(WebPError) -> WebPDataOwner {
        let data = WebPDataOwner()
        guard WebPAnimEncoderAssemble(pointer, &data.data) != 0 else {
            throw .libwebp(path: path, operation: "WebPAnimEncoderAssemble", reason: lastError)
        }
        return data
    }

    /// libwebp's message for the last failed call.
    private var lastError: String {
        guard let text = WebPAnimEncoderGetError(pointer) else { return "unknown error" }
        let message = String(cString: text)
        return message.isEmpty ? "unknown error" : message
    }

    /// A human name for an encoding error code.
    package static func describe(_ code: WebPEncodingError) -> String {
        switch code {
        case VP8_ENC_ERROR_OUT_OF_MEMORY, VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: "out of memory"
        case VP8_ENC_ERROR_INVALID_CONFIGURATION: "invalid configuration"
        case VP8_ENC_ERROR_BAD_DIMENSION: "bad picture dimension"
        case VP8_ENC_ERROR_PARTITION0_OVERFLOW, VP8_ENC_ERROR_PARTITION_OVERFLOW: "partition overflow"
        case VP8_ENC_ERROR_BAD_WRITE: "write error"
        case VP8_ENC_ERROR_FILE_TOO_BIG: "file bigger than 4 GiB"
        case VP8_ENC_ERROR_USER_ABORT: "aborted"
        default: "error \(code.rawValue)"
        }
    }
}

/// Owns a libwebp `WebPData`: bytes libwebp allocated. Cleared with the owner.
package final class WebPDataOwner {
    package var data = WebPData()

    package init() { WebPDataInit(&data) }

    deinit { WebPDataClear(&data) }

    /// The bytes, valid while the owner lives.
    package var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: data.bytes, count: data.size) }
}

/// Owns a libwebp `WebPMux` parsed from a bitstream, to read back what was written.
package final class WebPMuxOwner {
    package let pointer: OpaquePointer

    /// Parses `data` (not copied: `data` must outlive the owner).
    package init(_ data: WebPDataOwner, path: String) throws(WebPError) {
        guard let p = WebPMuxCreate(&data.data, 0) else {
            throw .libwebp(path: path, operation: "WebPMuxCreate", reason: "the assembled bitstream does not parse")
        }
        pointer = p
    }

    deinit { WebPMuxDelete(pointer) }

    /// The number of animation frames (ANMF chunks); 0 for a still image.
    package var frameCount: Int {
        var count: Int32 = 0
        guard WebPMuxNumChunks(pointer, WEBP_CHUNK_ANMF, &count) == WEBP_MUX_OK else { return 0 }
        return Int(count)
    }
}
