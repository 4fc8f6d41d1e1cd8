import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import Painter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image set (`Name.imageset/Contents.json` and its files) as ``AppAssets`` holds it: per
/// appearance, the PNG or JPEG of the largest scale (universal or iPhone), its size read from its
/// header; else its PDF or SVG, drawn at its size in points.
enum ImageSetReader {
    enum Outcome {
        case images(Appearances<SceneImage>)
        case refused(String)
        case empty
    }

    static func read(_ folder: String, name: String) throws(AssetCatalogReader.Problem) -> Outcome {
        let contents = folder + "/Contents.json"
        guard AssetCatalogReader.exists(contents) else {
            throw AssetCatalogReader.Problem(description: "\(folder): an image set without its Contents.json")
        }
        let json = try CatalogJSON.read(contents)
        // Per appearance, the best file: a drawable one first, then the device, then the largest scale.
        var chosen: [String: (key: (Int, Int, Double), file: String, scale: Double, node: JSONNode)] = [:]
        for entry in try json.array(json.node.member("images"), "\"images\"") {
            guard let rank = try json.idiomRank(entry), let fileNode = entry.member("filename") else { continue }
            let appearance = try json.appearance(entry) ?? "any"
            guard appearance != "skip" else { continue }
            let file = try json.string(fileNode, "\"filename\"")
            var scale = 1.0
            if let s = entry.member("scale") {
                let text = try json.string(s, "\"scale\"")
                guard text.hasSuffix("x"), let v = Double(text.dropLast()), v >= 1, v <= 3 else {
                    throw json.problem(s, "an image's \"scale\" is \"1x\", \"2x\" or \"3x\", found \"\(Quoting.clip(text))\"")
                }
                scale = v
            }
            let key = (isPNG(file) ? 0 : isJPEG(file) ? 1 : 2, rank, -scale)
            if chosen[appearance].map({ key < $0.key }) ?? true { chosen[appearance] = (key, file, scale, fileNode) }
        }
        guard !chosen.isEmpty else { return .empty }
        var set = Appearances<SceneImage>()
        for (appearance, pick) in chosen {
            let path = folder + "/" + pick.file
            // A file that is missing or not what it says is the image's problem, refused by name
            // where a view shows it (an app builds with such a set when no view uses it).
            guard !pick.file.contains("/"), AssetCatalogReader.exists(path) else {
                return .refused("the image set \(Quoting.stringLiteral(name)) names \(Quoting.stringLiteral(Quoting.clip(pick.file))), which is not in its folder")
            }
            if let reason = refusal(pick.file, set: name) { return .refused(reason) }
            if isVector(pick.file) {
                let image: SceneImage
                do { image = try vectorImage(path, name: name) } catch { return .refused(error.description) }
                switch appearance {
                case "light": set.light = image
                case "dark": set.dark = image
                default: set.any = image
                }
                continue
            }
            let w: Int, h: Int, denominator: Int
            // The file's bytes say what it is (iOS decodes a JPEG named .png).
            let kind = sniffedKind(path) ?? (isJPEG(pick.file) ? .jpeg : .png)
            do {
                switch kind {
                case .jpeg: (w, h, denominator) = try jpegSize(path)
                case .png: (w, h) = try pngSize(path); denominator = 1
                case .webp: (w, h) = try webpSize(path); denominator = 1
                }
            } catch { return .refused(error.description) }
            // A photo decoded smaller keeps its size in points: its scale is smaller by as much.
            let source = ImageSource(path: path, pixelWidth: w, pixelHeight: h, scale: pick.scale / Double(denominator)) {
                let bytes = try BoardFileLoader.contents(of: path, what: "the image", limit: AssetCatalogReader.maximumImageBytes)
                let decoded = switch kind {
                case .jpeg: try DecodedImage.jpeg(bytes, denominator: denominator)
                case .png: try DecodedImage.png(bytes)
                case .webp: try DecodedImage.webp(bytes, maximumPixels: AssetCatalogReader.maximumImagePixels)
                }
                guard decoded.width == w, decoded.height == h else { throw RenderError("the image changed since the board was read") }
                return decoded
            }
            let image = SceneImage(name: name, source: source)
            switch appearance {
            case "light": set.light = image
            case "dark": set.dark = image
            default: set.any = image
            }
        }
        return .images(set)
    }

    static func isPNG(_ file: String) -> Bool { file.lowercased().hasSuffix(".png") }

    static func isVector(_ file: String) -> Bool { [".pdf", ".svg"].contains { file.lowercased().hasSuffix($0) } }

    /// Pixels per point a vector image (an SVG, a PDF) is drawn into: the largest scale an image
    /// set holds, so a board at `--scale 3` draws it sharp; smaller when that would pass the size limits.
    static let vectorScale = 3.0

    /// An SVG or PDF file of a set: its size in points read now (as Xcode's, from the SVG's
    /// width and height or viewBox, the PDF's first page), its pixels rendered when drawn.
    static func vectorImage(_ path: String, name: String) throws(AssetCatalogReader.Problem) -> SceneImage {
        let pdf = path.lowercased().hasSuffix(".pdf")
        let bytes = try imageBytes(path)
        let size: (width: Double, height: Double)
        do { size = try DecodedImage.vectorSize(bytes, pdf: pdf) } catch {
            throw AssetCatalogReader.Problem(description: "\(path): \(error.description)")
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              size.width <= Double(AssetCatalogReader.maximumImageSide), size.height <= Double(AssetCatalogReader.maximumImageSide) else {
            throw AssetCatalogReader.Problem(description: "\(path): the image is \(size.width) × \(size.height) points; a board draws pictures of at most \(AssetCatalogReader.maximumImageSide) on a side")
        }
        // The scale that keeps within the limits, at most vectorScale.
        let side = Double(AssetCatalogReader.maximumImageSide), pixels = Double(AssetCatalogReader.maximumImagePixels)
        let scale = min(vectorScale, side / size.width, side / size.height, (pixels / (size.width * size.height)).squareRoot())
        let w = max(1, Int((size.width * scale).rounded())), h = max(1, Int((size.height * scale).rounded()))
        let source = ImageSource(path: path, pixelWidth: w, pixelHeight: h, scale: Double(w) / size.width) {
            let bytes = try BoardFileLoader.contents(of: path, what: "the image", limit: AssetCatalogReader.maximumImageBytes)
            return try DecodedImage.vector(bytes, pdf: pdf, width: w, height: h)
        }
        return SceneImage(name: name, source: source)
    }

    static func isJPEG(_ file: String) -> Bool { [".jpg", ".jpeg"].contains { file.lowercased().hasSuffix($0) } }

    /// What a file's first bytes say it is (PNG's signature, JPEG's start of image), if either.
    static func sniffedKind(_ path: String) -> ImageKind? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 8)
        let n = header.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, 8) }
        guard n == 8 else { return nil }
        if header == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        if header[0] == 0xFF, header[1] == 0xD8, header[2] == 0xFF { return .jpeg }
        if Array(header[0..<4]) == Array("RIFF".utf8) { return .webp }
        return nil
    }

    /// A set's file read whole (within the board's byte limit), or the problem naming it.
    static func imageBytes(_ path: String) throws(AssetCatalogReader.Problem) -> [UInt8] {
        do { return try BoardFileLoader.contents(of: path, what: "the image", limit: AssetCatalogReader.maximumImageBytes) } catch {
            throw AssetCatalogReader.Problem(description: "\(path): cannot read the image: \(error)")
        }
    }

    /// The raster kinds of an image set's files.
    enum ImageKind { case png, jpeg, webp }

    /// A WebP's size (its header read whole), within the board's picture limits.
    static func webpSize(_ path: String) throws(AssetCatalogReader.Problem) -> (Int, Int) {
        let bytes = try imageBytes(path)
        let size: (width: Int, height: Int)
        do { size = try DecodedImage.webpSize(bytes) } catch {
            throw AssetCatalogReader.Problem(description: "\(path): not a WebP (\(error.description))")
        }
        guard size.width <= AssetCatalogReader.maximumImageSide, size.height <= AssetCatalogReader.maximumImageSide,
              size.width * size.height <= AssetCatalogReader.maximumImagePixels else {
            throw AssetCatalogReader.Problem(description: "\(path): the WebP is \(size.width) × \(size.height) pixels; a board draws pictures of at most \(AssetCatalogReader.maximumImageSide) pixels on a side and \(AssetCatalogReader.maximumImagePixels >> 20) Mpx")
        }
        return (size.width, size.height)
    }

    /// A JPEG's size as it is decoded (libjpeg, from its header), and the denominator it is decoded
    /// at: a photo past the limits a PNG keeps is decoded at 1/2, 1/4 or 1/8 of its size (its
    /// size in points unchanged), the first that fits; larger still, it is refused.
    static func jpegSize(_ path: String) throws(AssetCatalogReader.Problem) -> (Int, Int, Int) {
        let bytes = try imageBytes(path)
        let full: (width: Int, height: Int)
        do { full = try DecodedImage.jpegSize(bytes) } catch {
            throw AssetCatalogReader.Problem(description: "\(path): not a JPEG (\(error.description))")
        }
        for denominator in DecodedImage.jpegDenominators {
            let size: (width: Int, height: Int)
            do { size = denominator == 1 ? full : try DecodedImage.jpegSize(bytes, denominator: denominator) } catch {
                throw AssetCatalogReader.Problem(description: "\(path): not a JPEG (\(error.description))")
            }
            if size.width <= AssetCatalogReader.maximumImageSide, size.height <= AssetCatalogReader.maximumImageSide,
               size.width * size.height <= AssetCatalogReader.maximumImagePixels {
                return (size.width, size.height, denominator)
            }
        }
        throw AssetCatalogReader.Problem(description: "\(path): the JPEG is \(full.width) × \(full.height) pixels; a board draws pictures of at most \(AssetCatalogReader.maximumImageSide * 8) pixels on a side and \((AssetCatalogReader.maximumImagePixels >> 20) * 64) Mpx (decoded at an eighth of that)")
    }

    /// Why a file of an image set is not drawn, if it is not.
    static func refusal(_ file: String, set: String) -> String? {
        let ext = file.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch ext {
        case "png", "jpg", "jpeg", "webp", "pdf", "svg": return nil
        default:
            return "the image set \(Quoting.stringLiteral(set)) holds \(Quoting.clip(file)), which a board does not draw (it draws PNG, JPEG, WebP, PDF and SVG): add a PNG of it to the set"
        }
    }

    /// A PNG's size from its header (signature and IHDR), bounded.
    static func pngSize(_ path: String) throws(AssetCatalogReader.Problem) -> (Int, Int) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw AssetCatalogReader.Problem(description: "\(path): cannot read the image: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 24)
        var count = 0
        while count < 24 {
            let n = header.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, 24 - count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            count += n
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard count == 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else {
            throw AssetCatalogReader.Problem(description: "\(path): not a PNG (an image set's .png file must be one)")
        }
        func be(_ at: Int) -> Int { header[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let w = be(16), h = be(20)
        guard w > 0, h > 0, w <= AssetCatalogReader.maximumImageSide, h <= AssetCatalogReader.maximumImageSide,
              w * h <= AssetCatalogReader.maximumImagePixels else {
            throw AssetCatalogReader.Problem(description: "\(path): the PNG is \(w) × \(h) pixels; a board draws pictures of at most \(AssetCatalogReader.maximumImageSide) pixels on a side and \(AssetCatalogReader.maximumImagePixels >> 20) Mpx")
        }
        return (w, h)
    }
}
