import Foundation
import Testing
import TestSupport
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Painter
@testable import Boards

/// The app's asset catalogues (docs/board-format.md, "Asset catalogues"): colour sets for
/// `Color("Name")` in the board's appearance, image sets drawn as pictures at their scale, what
/// cannot be drawn refused by name, a broken `Contents.json` one line naming its file.
@Suite struct AssetCatalogTests {
    /// A folder holding `files` (relative path → text).
    static func folder(_ files: [String: String]) throws -> String {
        let dir = temporaryDirectory("assets")
        for (path, text) in files { try write(text, to: dir + "/" + path) }
        return dir
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A PNG of `width × height` pixels in `color` at `path`.
    static func png(_ path: String, width: Int, height: Int, color: Color) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let surface = try CairoSurface.image(width: width, height: height)
        let c = try CairoContext(surface)
        c.setColor(color)
        c.rectangle(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        c.fill()
        try surface.writePNG(to: path, scale: 1)
    }

    static func colorSet(_ colors: String) -> String { #"{"colors": [\#(colors)], "info": {"author": "xcode", "version": 1}}"# }
    static func srgb(_ r: String, _ g: String, _ b: String, alpha: String = "1.000", dark: Bool = false) -> String {
        let appearance = dark ? #", "appearances": [{"appearance": "luminosity", "value": "dark"}]"# : ""
        return #"{"idiom": "universal"\#(appearance), "color": {"color-space": "srgb", "components": {"red": "\#(r)", "green": "\#(g)", "blue": "\#(b)", "alpha": "\#(alpha)"}}}"#
    }

    static let swift = "struct V: View { var body: some View { Color(\"Brand\").frame(width: 20, height: 20) } }"

    /// The board beside `files` (`V.swift` and a catalogue), read.
    static func board(_ files: [String: String], swift: String = swift, extra: String = "") throws -> (Board, String) {
        var files = files
        files["App/V.swift"] = swift
        let dir = try folder(files)
        let json = #"{"swift": "App/V.swift", "view": "V()", "subtitle": null, "header": false\#(extra)}"#
        return (try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: json)), dir)
    }

    static func error(_ files: [String: String], swift: String = swift, extra: String = "") -> String {
        do { _ = try board(files, swift: swift, extra: extra); return "" } catch { return "\(error)" }
    }

    /// The fills the scene's tiles paint.
    static func fills(_ scene: Scene) -> [Color] {
        scene.cells.compactMap(\.tile).flatMap(\.shapes).compactMap(\.fill)
    }

    static func close(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) < 1e-3 && abs(a.green - b.green) < 1e-3 && abs(a.blue - b.blue) < 1e-3 && abs(a.alpha - b.alpha) < 1e-3
    }

    // MARK: Colours

    @Test func aColourSetIsDrawnInTheBoardsAppearance() throws {
        let files = ["App/Assets.xcassets/Brand.colorset/Contents.json":
                        Self.colorSet(Self.srgb("0.200", "0.400", "0.600") + ", " + Self.srgb("51", "0x66", "255", dark: true))]
        let (light, _) = try Self.board(files)
        let lightFills = Self.fills(try light.scene(at: 0))
        #expect(lightFills.contains { Self.close($0, Color(red: 0.2, green: 0.4, blue: 0.6)) }, "\(lightFills)")
        let (dark, _) = try Self.board(files, extra: #", "environment": {"colorScheme": "dark"}"#)
        #expect(Self.fills(try dark.scene(at: 0)).contains { Self.close($0, Color(red: 0.2, green: 0.4, blue: 1)) })
        // `--theme dark` runs the program again in the dark appearance.
        #expect(Self.fills(try light.themed(.dark).scene(at: 0)).contains { Self.close($0, Color(red: 0.2, green: 0.4, blue: 1)) })
    }

    /// Xcode's new-project `AccentColor` set holds no colour: it is as if it were not there.
    @Test func anEmptyColourSetIsNotAnError() throws {
        let files = ["App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(#"{"idiom": "universal"}"#),
                     "App/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("0.200", "0.400", "0.600"))]
        let (board, _) = try Self.board(files)
        #expect(Self.fills(try board.scene(at: 0)).contains { Self.close($0, Color(red: 0.2, green: 0.4, blue: 0.6)) })
    }

    /// A colour an app adds to `Color` (and to `ShapeStyle where Self == Color`) is found as an
    /// implicit member, as the argument's type finds it in Swift.
    @Test func anAppsColourIsAnImplicitMember() throws {
        let files = ["App/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("0.200", "0.400", "0.600"))]
        let swift = """
            extension Color { static var brand: Color { .init("Brand") } }
            extension ShapeStyle where Self == Color { static var brand: Color { .brand } }
            struct V: View { var body: some View { Rectangle().fill(.brand).frame(width: 20, height: 20).background(.brand) } }
            """
        let (board, _) = try Self.board(files, swift: swift)
        #expect(Self.fills(try board.scene(at: 0)).filter { Self.close($0, Color(red: 0.2, green: 0.4, blue: 0.6)) }.count == 2)
    }

    /// The catalogue's `AccentColor` is the app's accent (Xcode's global accent colour name): a
    /// `.tint` style and a button's title are drawn in it (a real Hello-world snapshot's globe is
    /// the app's indigo, not blue); a `.tint` written below still wins.
    @Test func theAccentColorSetIsTheAppsAccent() throws {
        let files = ["App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(Self.srgb("0x63", "0x61", "0xE0"))]
        let swift = """
            struct V: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(.tint).frame(width: 20, height: 20)
                        Button("Go") { }
                        Rectangle().fill(.tint).frame(width: 20, height: 20).tint(.red)
                    }
                }
            }
            """
        let (board, _) = try Self.board(files, swift: swift)
        let scene = try board.scene(at: 0)
        let accent = Color(red: 0x63 / 255, green: 0x61 / 255, blue: 0xE0 / 255)
        #expect(Self.fills(scene).contains { Self.close($0, accent) })
        #expect(Self.fills(scene).contains { Self.close($0, Color(hex: 0xFF3B30)) })
        let title = try #require(scene.cells.compactMap(\.tile).flatMap(\.texts).first { $0.text == "Go" })
        #expect(Self.close(title.color, accent))
    }

    @Test func theBoardsColorsKeyOverridesTheCatalogue() throws {
        let files = ["App/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("0.200", "0.400", "0.600"))]
        let (board, _) = try Self.board(files, extra: ##", "colors": {"Brand": "#ff0000"}"##)
        #expect(Self.fills(try board.scene(at: 0)).contains { Self.close($0, Color(red: 1, green: 0, blue: 0)) })
    }

    @Test func aSystemColourAndDisplayP3AndGrey() throws {
        let files = [
            "App/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(#"{"idiom": "universal", "color": {"platform": "ios", "reference": "systemGray6Color"}}"#),
            "App/Assets.xcassets/P3.colorset/Contents.json": Self.colorSet(#"{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "0.500"}}}"#),
            "App/Assets.xcassets/Ink.colorset/Contents.json": Self.colorSet(#"{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.250", "alpha": "1.000"}}}"#),
        ]
        let swift = "struct V: View { var body: some View { VStack { Color(\"Brand\"); Color(\"P3\"); Color(\"Ink\") }.frame(width: 20, height: 60) } }"
        let fills = Self.fills(try Self.board(files, swift: swift).0.scene(at: 0))
        #expect(fills.contains { Self.close($0, Color(hex: 0xF2F2F7)) }, "\(fills)")
        #expect(fills.contains { Self.close($0, Color(red: 1, green: 0, blue: 0, alpha: 0.5)) }, "\(fills)")
        #expect(fills.contains { Self.close($0, Color(red: 0.25, green: 0.25, blue: 0.25)) }, "\(fills)")
    }

    @Test func aBrokenContentsJSONIsOneLineNamingItsFile() {
        let message = Self.error(["App/Assets.xcassets/Brand.colorset/Contents.json": "{\n  \"colors\": [\n    {\"idiom\": \"universal\",, }\n  ]\n}"])
        #expect(message.contains("Brand.colorset/Contents.json:3:27: invalid JSON in the asset catalogue"), "\(message)")
        let bad = Self.error(["App/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("2.5", "0", "0"))])
        #expect(bad.contains("Brand.colorset/Contents.json:1:") && bad.contains("\"red\" must be a number from 0 to 1"), "\(bad)")
    }

    @Test func anUndeclaredColourNamesTheCatalogues() {
        let message = Self.error([:])
        #expect(message.contains("'Color(\"Brand\")' names a colour in your app's assets that no asset catalogue the board reads holds"), "\(message)")
    }

    // MARK: Images

    @Test func anImageSetIsDrawnAtItsScale() throws {
        let dir = temporaryDirectory("assets-image")
        try Self.png(dir + "/App/Assets.xcassets/Logo.imageset/logo@2x.png", width: 40, height: 20, color: Color(red: 1, green: 0, blue: 0))
        try Self.png(dir + "/App/Assets.xcassets/Logo.imageset/logo.png", width: 20, height: 10, color: Color(red: 0, green: 0, blue: 1))
        try Self.write(#"{"images": [{"filename": "logo.png", "idiom": "universal", "scale": "1x"}, {"filename": "logo@2x.png", "idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}], "info": {"version": 1}}"#,
                       to: dir + "/App/Assets.xcassets/Logo.imageset/Contents.json")
        try Self.write("struct V: View { var body: some View { VStack(spacing: 0) { Image(\"Logo\"); Image(\"Logo\").resizable().frame(width: 60, height: 30) } } }",
                       to: dir + "/App/V.swift")
        let json = #"{"swift": "App/V.swift", "view": "V()", "subtitle": null, "header": false, "width": 100}"#
        let board = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: json))
        let scene = try board.scene(at: 0)
        let images = scene.views.filter { $0.image == "Logo" }
        #expect(images.map(\.frame.size) == [Size(20, 10), Size(60, 30)], "\(images.map(\.frame))")
        #expect(images.allSatisfy { $0.kind == "Image" && $0.text == nil })
        #expect(scene.json().contains(#""image":"Logo""#) || scene.json().contains(#""image": "Logo""#), "the dump names the image")
        // Drawn from the 2x file (red), scaled into each frame.
        let raster = try Renderer.raster(scene, scale: 2)
        for v in images {
            let x = Int(v.frame.mid.x * 2), y = Int(v.frame.mid.y * 2)
            let p = raster.pixels[y * raster.width + x]
            #expect(p & 0xFFFFFF == 0xFF0000, "pixel at \(v.frame.mid): \(String(p, radix: 16))")
        }
    }

    @Test func aDarkImageAndUIImageNamed() throws {
        let dir = temporaryDirectory("assets-dark")
        let set = dir + "/App/Assets.xcassets/Icons/Star.imageset/"
        try Self.png(set + "light.png", width: 10, height: 10, color: Color(red: 1, green: 1, blue: 0))
        try Self.png(set + "dark.png", width: 12, height: 12, color: Color(red: 0, green: 1, blue: 0))
        try Self.write(#"{"images": [{"filename": "light.png", "idiom": "universal"}, {"filename": "dark.png", "idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}"#,
                       to: set + "Contents.json")
        try Self.write(#"{"properties": {"provides-namespace": true}}"#, to: dir + "/App/Assets.xcassets/Icons/Contents.json")
        try Self.write("struct V: View { var body: some View { Image(uiImage: UIImage(named: \"Icons/Star\")!) } }", to: dir + "/App/V.swift")
        let json = #"{"swift": "App/V.swift", "view": "V()", "subtitle": null, "header": false}"#
        let board = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: json))
        #expect(try board.scene(at: 0).views.filter { $0.image == "Icons/Star" }.map(\.frame.size) == [Size(10, 10)])
        #expect(try board.themed(.dark).scene(at: 0).views.filter { $0.image == "Icons/Star" }.map(\.frame.size) == [Size(12, 12)])
    }

    /// A 16 × 8 JPEG (ImageMagick, quality 95, 4:4:4): red on the left, blue on the right.
    static let halvesJPEG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAWAQEBAQAAAAAAAAAAAAAAAAAKCAn/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwAXpTb+CGVQNe//2Q=="

    /// A photo (a JPEG) is drawn as a PNG is: at its scale, its pixels decoded by libjpeg.
    @Test func aJPEGIsDrawn() throws {
        let dir = temporaryDirectory("assets-jpeg")
        try Self.write(#"{"images": [{"filename": "photo.jpg", "idiom": "universal", "scale": "2x"}]}"#, to: dir + "/Assets.xcassets/Photo.imageset/Contents.json")
        try Data(base64Encoded: Self.halvesJPEG)!.write(to: URL(fileURLWithPath: dir + "/Assets.xcassets/Photo.imageset/photo.jpg"))
        try Self.write("struct V: View {\n    var body: some View { Image(\"Photo\") }\n}\n", to: dir + "/V.swift")
        let board = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: #"{"swift": "V.swift", "view": "V()", "subtitle": null}"#))
        let image = try #require(try board.scene(at: 0).views.first { $0.kind == "Image" })
        // 16 × 8 pixels at 2x: 8 × 4 points.
        #expect(image.frame.size.width == 8 && image.frame.size.height == 4)
        let decoded = try DecodedImage.jpeg(Array(Data(base64Encoded: Self.halvesJPEG)!))
        #expect(decoded.width == 16 && decoded.height == 8)
        func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
            let i = y * decoded.stride + x * 4
            return (Int(decoded.pixels[i + 2]), Int(decoded.pixels[i + 1]), Int(decoded.pixels[i]), Int(decoded.pixels[i + 3]))
        }
        let left = pixel(2, 4), right = pixel(13, 4)
        #expect(left.r > 240 && left.b < 20 && left.a == 255, "\(left)")
        #expect(right.b > 240 && right.r < 20 && right.a == 255, "\(right)")
        #expect(throws: RenderError.self) { try DecodedImage.jpeg(Array("not a JPEG".utf8)) }
    }

    /// A set's file is what its bytes are (iOS decodes a JPEG named `.png`); a photo past the pixel
    /// limit is decoded smaller by libjpeg (here a 6000 × 4000 header: at a quarter, 1500 × 1000
    /// pixels) and keeps its size in points.
    @Test func aJPEGIsReadByItsBytesAndAPhotoPastTheLimitIsDecodedSmaller() throws {
        let dir = temporaryDirectory("assets-jpeg-sniffed")
        let jpeg = Array(Data(base64Encoded: Self.halvesJPEG)!)
        var big = jpeg
        let sof = try #require((0..<(big.count - 9)).first { big[$0] == 0xFF && big[$0 + 1] == 0xC0 })
        big[sof + 5] = 0x0F; big[sof + 6] = 0xA0  // height 4000
        big[sof + 7] = 0x17; big[sof + 8] = 0x70  // width 6000
        try Self.write(#"{"images": [{"filename": "photo.png", "idiom": "universal", "scale": "2x"}]}"#, to: dir + "/Assets.xcassets/Photo.imageset/Contents.json")
        try Data(jpeg).write(to: URL(fileURLWithPath: dir + "/Assets.xcassets/Photo.imageset/photo.png"))
        try Self.write(#"{"images": [{"filename": "big.jpg", "idiom": "universal"}]}"#, to: dir + "/Assets.xcassets/Big.imageset/Contents.json")
        try Data(big).write(to: URL(fileURLWithPath: dir + "/Assets.xcassets/Big.imageset/big.jpg"))
        try Self.write("struct V: View {\n    var body: some View { VStack { Image(\"Photo\"); Image(\"Big\") } }\n}\n", to: dir + "/V.swift")
        let board = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: #"{"swift": "V.swift", "view": "V()", "subtitle": null}"#))
        let images = try board.scene(at: 0).views.filter { $0.kind == "Image" }.map(\.frame.size)
        #expect(images.map(\.width) == [8, 6000] && images.map(\.height) == [4, 4000], "\(images)")
        let size = try DecodedImage.jpegSize(big, denominator: 4)
        #expect(size.width == 1500 && size.height == 1000)
        let quarter = try DecodedImage.jpeg(big, denominator: 4)
        #expect(quarter.width == 1500 && quarter.height == 1000)
    }

    /// A one-page PDF of `width × height` points filled red on its left half, blue on its right.
    static func halvesPDF(width: Int, height: Int) -> String {
        let content = "1 0 0 rg 0 0 \(width / 2) \(height) re f 0 0 1 rg \(width / 2) 0 \(width / 2) \(height) re f"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var pdf = "%PDF-1.4\n", offsets: [Int] = []
        for (k, o) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(k + 1) 0 obj\n\(o)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for o in offsets { pdf += String(repeating: "0", count: 10 - String(o).count) + "\(o) 00000 n \n" }
        return pdf + "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    }

    /// Vector image sets: a PDF (its first page) and an SVG are as many points as their page or
    /// their width and height (else viewBox), drawn from their own geometry (poppler, librsvg).
    @Test func pdfAndSVGSetsAreDrawnAtTheirSizeInPoints() throws {
        let dir = temporaryDirectory("assets-vector")
        try Self.write(#"{"images": [{"filename": "logo.pdf", "idiom": "universal"}], "properties": {"preserves-vector-representation": true}}"#,
                       to: dir + "/Assets.xcassets/Logo.imageset/Contents.json")
        try Self.write(Self.halvesPDF(width: 40, height: 20), to: dir + "/Assets.xcassets/Logo.imageset/logo.pdf")
        try Self.write(#"{"images": [{"filename": "mark.svg", "idiom": "universal"}]}"#, to: dir + "/Assets.xcassets/Mark.imageset/Contents.json")
        try Self.write(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"><rect width="15" height="10" fill="red"/><rect x="15" width="15" height="10" fill="blue"/></svg>"#,
                       to: dir + "/Assets.xcassets/Mark.imageset/mark.svg")
        try Self.write("struct V: View {\n    var body: some View { VStack { Image(\"Logo\"); Image(\"Mark\") } }\n}\n", to: dir + "/V.swift")
        let board = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: #"{"swift": "V.swift", "view": "V()", "subtitle": null}"#))
        let images = try board.scene(at: 0).views.filter { $0.kind == "Image" }.map(\.frame.size)
        #expect(images.map(\.width) == [40, 30] && images.map(\.height) == [20, 10], "\(images)")
        for (bytes, pdf) in [(Array(Self.halvesPDF(width: 40, height: 20).utf8), true),
                             (Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="20" height="20" fill="red"/><rect x="20" width="20" height="20" fill="blue"/></svg>"#.utf8), false)] {
            let size = try DecodedImage.vectorSize(bytes, pdf: pdf)
            #expect(size.width == 40 && size.height == 20)
            let decoded = try DecodedImage.vector(bytes, pdf: pdf, width: 120, height: 60)
            func pixel(_ x: Int, _ y: Int) -> (r: Int, b: Int, a: Int) {
                let i = y * decoded.stride + x * 4
                return (Int(decoded.pixels[i + 2]), Int(decoded.pixels[i]), Int(decoded.pixels[i + 3]))
            }
            let left = pixel(10, 30), right = pixel(110, 30)
            #expect(left.r > 240 && left.b < 20 && left.a == 255, "\(pdf) \(left)")
            #expect(right.b > 240 && right.r < 20 && right.a == 255, "\(pdf) \(right)")
        }
        #expect(throws: RenderError.self) { try DecodedImage.vectorSize(Array("not a PDF".utf8), pdf: true) }
        #expect(throws: RenderError.self) { try DecodedImage.vectorSize(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), pdf: false) }
    }

    /// A set's photo is often a few MiB: image files are read up to 16 MiB, other inputs up to 1 MiB.
    @Test func imageFilesAreReadUpTo16MiB() throws {
        let dir = temporaryDirectory("assets-large")
        let path = dir + "/big.jpg"
        try Data(repeating: 7, count: 3 << 20).write(to: URL(fileURLWithPath: path))
        #expect(try BoardFileLoader.contents(of: path, what: "the image", limit: AssetCatalogReader.maximumImageBytes).count == 3 << 20)
        #expect { try BoardFileLoader.contents(of: path, what: "the image") } throws: { "\($0)".contains("larger than 1024 KiB") }
    }

    /// `Image(systemName:variableValue:)` (iOS 16): the symbol, drawn whole.
    @Test func aVariableSymbolIsTheSymbol() throws {
        let scene = try ViewSceneTests.scene(#"Image(systemName: "wifi", variableValue: 0.5)"#)
        #expect(scene.views.contains { $0.kind == "Image" && $0.symbol == "wifi" }, "\(scene.views.map(\.kind))")
    }

    /// An image set whose file is missing or is not a PNG is refused where a view shows it; a
    /// board that does not show it draws.
    @Test func aBrokenImageSetIsRefusedOnlyWhereItIsShown() throws {
        let files = [
            "App/Assets.xcassets/Gone.imageset/Contents.json": #"{"images": [{"filename": "gone.png", "idiom": "universal"}]}"#,
            "App/Assets.xcassets/Fake.imageset/Contents.json": #"{"images": [{"filename": "fake.png", "idiom": "universal"}]}"#,
            "App/Assets.xcassets/Fake.imageset/fake.png": "GIF89a, not a PNG",
            "App/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("0.200", "0.400", "0.600")),
        ]
        let (board, _) = try Self.board(files)
        #expect(Self.fills(try board.scene(at: 0)).contains { Self.close($0, Color(red: 0.2, green: 0.4, blue: 0.6)) })
        let gone = Self.error(files, swift: "struct V: View { var body: some View { Image(\"Gone\") } }")
        #expect(gone.contains("'Image(\"Gone\")' cannot run on a board: the image set \"Gone\" names \"gone.png\", which is not in its folder"), "\(gone)")
        let fake = Self.error(files, swift: "struct V: View { var body: some View { Image(\"Fake\") } }")
        #expect(fake.contains("fake.png: not a PNG"), "\(fake)")
    }

    @Test func theAssetsKeyNamesACatalogueElsewhere() throws {
        let dir = try Self.folder(["Design/Colors.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("1.000", "0.500", "0.000")),
                                   "App/V.swift": Self.swift])
        let json = #"{"swift": "App/V.swift", "view": "V()", "assets": "Design/Colors.xcassets"}"#
        let board = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: json))
        #expect(Self.fills(try board.scene(at: 0)).contains { Self.close($0, Color(red: 1, green: 0.5, blue: 0)) })
        do {
            _ = try BoardFileReader.read(SourceFile(name: dir + "/b.json", text: #"{"swift": "App/V.swift", "view": "V()", "assets": "Design"}"#))
            Issue.record("a folder that is not a catalogue was read")
        } catch {
            #expect("\(error)".contains("\"Design\" is not an asset catalogue"), "\(error)")
        }
    }

    @Test func cataloguesAreFoundBesideAndAboveTheFilesUpToTheBoard() throws {
        let dir = try Self.folder([
            "Project/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("0.000", "1.000", "0.000")),
            "Project/Docs/Boards/Deep/V.swift": Self.swift,
        ])
        let found = AssetCatalogReader.discover(files: [dir + "/Project/Docs/Boards/Deep/V.swift"], stops: [dir + "/Project"])
        #expect(found.count == 1 && found[0].hasSuffix("/Project/Assets.xcassets"), "\(found)")
        #expect(AssetCatalogReader.discover(files: [dir + "/Project/Docs/Boards/Deep/V.swift"], stops: [dir + "/Project/Docs"]).isEmpty)
    }

    /// A file outside every stop (a board elsewhere naming the app's files): its app's catalogue
    /// is found up to the app's own folder (one holding an Xcode project), never above it.
    @Test func outsideTheBoardsFolderTheAppsFolderBoundsTheSearch() throws {
        let dir = try Self.folder([
            "Outer.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("1.000", "0.000", "0.000")),
            "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "App/Sources/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("0.000", "1.000", "0.000")),
            "App/Sources/Features/Home/View/V.swift": Self.swift,
            "Lone/Deep/W.swift": Self.swift,
        ])
        let found = AssetCatalogReader.discover(files: [dir + "/App/Sources/Features/Home/View/V.swift"], stops: ["/nonexistent"])
        #expect(found.count == 1 && found[0].hasSuffix("/App/Sources/Assets.xcassets"), "\(found)")
        // Without a project, at most ``AssetCatalogReader/maximumClimb`` folders up.
        let lone = AssetCatalogReader.discover(files: [dir + "/Lone/Deep/W.swift"], stops: [])
        #expect(lone.count == 1 && lone[0].hasSuffix("/Outer.xcassets"), "\(lone)")
    }

    /// A catalogue in a sibling folder of the app (`App/Resources/Assets.xcassets` for a file in
    /// `App/Views`) is found after those beside and above the file; a test target's is not.
    @Test func cataloguesElsewhereInTheAppFolderAreFoundAfterThoseAbove() throws {
        let dir = try Self.folder([
            "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "App/Resources/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("0.000", "1.000", "0.000")),
            "App/Resources/Assets.xcassets/Far.colorset/Contents.json": Self.colorSet(Self.srgb("0.000", "1.000", "0.000")),
            "App/Views/Colors.xcassets/Brand.colorset/Contents.json": Self.colorSet(Self.srgb("1.000", "0.000", "0.000")),
            "App/AppTests/Test.xcassets/Other.colorset/Contents.json": Self.colorSet(Self.srgb("1.000", "0.000", "0.000")),
            "App/Views/Chats/V.swift": Self.swift,
        ])
        let files = [dir + "/App/Views/Chats/V.swift"]
        let beside = AssetCatalogReader.discover(files: files, stops: ["/nonexistent"])
        let others = AssetCatalogReader.elsewhere(files: files, stops: ["/nonexistent"], besides: beside)
        #expect(beside.count == 1 && beside[0].hasSuffix("/App/Views/Colors.xcassets"), "\(beside)")
        #expect(others.count == 1 && others[0].hasSuffix("/App/Resources/Assets.xcassets"), "\(others)")
        // Read in that order: the far catalogue's own names are there; once it is broken, it is left
        // out and the board still reads the near one.
        var whole = AppAssets(), seen: Set<String> = []
        AssetCatalogReader.readFound(files: files, stops: ["/nonexistent"], into: &whole, read: &seen) { _ in }
        #expect(whole.colors["Far"] != nil && whole.colors["Brand"] != nil)
        try "{ broken".write(toFile: dir + "/App/Resources/Assets.xcassets/Far.colorset/Contents.json", atomically: true, encoding: .utf8)
        var assets = AppAssets(), read: Set<String> = [], failures: [String] = []
        AssetCatalogReader.readFound(files: files, stops: ["/nonexistent"], into: &assets, read: &read) { failures.append($0) }
        #expect(failures.isEmpty && assets.colors["Brand"] != nil && assets.colors["Far"] == nil, "\(failures)")
    }
}
