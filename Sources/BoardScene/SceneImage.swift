import BoardModel
import Foundation

/// A picture from the app's asset catalogue (`Image("Logo")`, `UIImage(named:)`): drawn from its
/// PNG, scaled into the view's frame, at the scale its image set gives it (a `@2x` file of 200
/// pixels is 100 points). Named in the scene dump (`"image": "Logo"`).
public struct SceneImage: Hashable, Sendable {
    /// The image set's name, as `Image("…")` names it.
    public var name: String
    /// The PNG it is drawn from.
    public var source: ImageSource
    /// How opaque it is drawn: the view's opacity (and the alpha its colour effects leave).
    public var alpha = 1.0

    /// Creates an image of `source`, named `name`.
    public init(name: String, source: ImageSource) {
        self.name = name
        self.source = source
    }

    /// Its size in points: its pixels over its scale.
    public var size: Size { Size(Double(source.pixelWidth) / source.scale, Double(source.pixelHeight) / source.scale) }
}

/// The PNG file an image set gives for one scale and appearance: its size read from its header
/// when the catalogue is read; read (bounded) and decoded once, when a view first shows it
/// (``decoded()``), and kept decoded for the painter.
public final class ImageSource: Hashable, @unchecked Sendable {
    /// The file.
    public let path: String
    /// Its size in pixels.
    public let pixelWidth: Int, pixelHeight: Int
    /// Pixels per point (`1x`, `2x`, `3x`).
    public let scale: Double
    private let decode: @Sendable () throws -> AnyObject
    private let lock = NSLock()
    private var memo: AnyObject?

    /// An image of `pixelWidth × pixelHeight` pixels at `scale`, which `decode` reads and decodes
    /// (into what the painter draws).
    public init(path: String, pixelWidth: Int, pixelHeight: Int, scale: Double, decode: @escaping @Sendable () throws -> AnyObject) {
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.decode = decode
    }

    /// The decoded pixels, decoded once; later calls, from any thread, get the same object.
    ///
    /// - Throws: why the file cannot be read or decoded (each call tries again).
    public func decoded() throws -> AnyObject {
        lock.lock()
        defer { lock.unlock() }
        if let memo { return memo }
        let made = try decode()
        memo = made
        return made
    }

    public static func == (a: ImageSource, b: ImageSource) -> Bool {
        a === b || (a.path == b.path && a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight && a.scale == b.scale)
    }

    public func hash(into h: inout Hasher) {
        h.combine(path)
        h.combine(pixelWidth)
        h.combine(pixelHeight)
    }
}
