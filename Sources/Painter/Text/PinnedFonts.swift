import BoardModel
import BoardScene
import Files
import CPango

/// The font files boardgen draws text with, and the fontconfig configuration that holds
/// only them.
///
/// Each pinned font is looked up by its exact family and style in the system's fontconfig
/// (so the machine's files are used), then given to Pango through a *private* configuration
/// that contains nothing else: no other installed font can be substituted, for the primary
/// text or as a fallback, whatever the machine has installed. A character none of them
/// covers is drawn as Pango's hex box (and counted by ``TextLayout/unknownGlyphs``).
///
/// SwiftUI views' texts are drawn in Inter or Inter Display (Regular, Medium, Semi Bold, Bold and their italics),
/// Quicksand (`design: .rounded`) or Caladea (`design: .serif`), then the same fallbacks.
///
/// Fallback order: DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew, ✓ ✗, arrows),
/// then WenQuanYi Micro Hei (Chinese, Japanese, Korean; its Mono face under code), then Symbola
/// (emoji, as outlines). SF Symbols' stand-ins are drawn in Material Icons alone.
package enum PinnedFonts {
    /// One pinned file.
    package struct Font: Sendable {
        /// The fontconfig family, exactly.
        package var family: String
        /// The fontconfig style, exactly (the first style name the file declares).
        package var style: String
        /// The Debian package that installs it.
        package var package: String
        /// What boardgen needs it for, in an error message.
        package var role: String
    }

    /// The pinned files, primary faces first.
    package static let fonts: [Font] = [
        Font(family: "DejaVu Sans", style: "Book", package: "fonts-dejavu-core", role: "text"),
        Font(family: "DejaVu Sans", style: "Bold", package: "fonts-dejavu-core", role: "bold text"),
        Font(family: "DejaVu Sans Mono", style: "Book", package: "fonts-dejavu-core", role: "code"),
        Font(family: "Inter", style: "Regular", package: "fonts-inter", role: "the text of views"),
        Font(family: "Inter", style: "Medium", package: "fonts-inter", role: "the medium text of views"),
        Font(family: "Inter", style: "Semi Bold", package: "fonts-inter", role: "the semibold text of views"),
        Font(family: "Inter", style: "Bold", package: "fonts-inter", role: "the bold text of views"),
        Font(family: "Inter", style: "Italic", package: "fonts-inter", role: "the italic text of views"),
        Font(family: "Inter", style: "Medium Italic", package: "fonts-inter", role: "the medium italic text of views"),
        Font(family: "Inter", style: "Semi Bold Italic", package: "fonts-inter", role: "the semibold italic text of views"),
        Font(family: "Inter", style: "Bold Italic", package: "fonts-inter", role: "the bold italic text of views"),
        Font(family: "Inter Display", style: "Regular", package: "fonts-inter", role: "the large text of views"),
        Font(family: "Inter Display", style: "Medium", package: "fonts-inter", role: "the large medium text of views"),
        Font(family: "Inter Display", style: "Semi Bold", package: "fonts-inter", role: "the large semibold text of views"),
        Font(family: "Inter Display", style: "Bold", package: "fonts-inter", role: "the large bold text of views"),
        Font(family: "Inter Display", style: "Italic", package: "fonts-inter", role: "the large italic text of views"),
        Font(family: "Inter Display", style: "Medium Italic", package: "fonts-inter", role: "the large medium italic text of views"),
        Font(family: "Inter Display", style: "Semi Bold Italic", package: "fonts-inter", role: "the large semibold italic text of views"),
        Font(family: "Inter Display", style: "Bold Italic", package: "fonts-inter", role: "the large bold italic text of views"),
        Font(family: "Quicksand", style: "Regular", package: "fonts-quicksand", role: "rounded text (design: .rounded)"),
        Font(family: "Quicksand", style: "Bold", package: "fonts-quicksand", role: "bold rounded text (design: .rounded)"),
        Font(family: "Caladea", style: "Regular", package: "fonts-crosextra-caladea", role: "serif text (design: .serif)"),
        Font(family: "Caladea", style: "Bold", package: "fonts-crosextra-caladea", role: "bold serif text (design: .serif)"),
        Font(family: "Caladea", style: "Italic", package: "fonts-crosextra-caladea", role: "italic serif text (design: .serif)"),
        Font(family: "Caladea", style: "Bold Italic", package: "fonts-crosextra-caladea", role: "bold italic serif text (design: .serif)"),
        Font(family: "WenQuanYi Micro Hei", style: "Regular", package: "fonts-wqy-microhei", role: "CJK text"),
        Font(family: "WenQuanYi Micro Hei Mono", style: "Regular", package: "fonts-wqy-microhei", role: "CJK code"),
        Font(family: "Symbola", style: "Regular", package: "fonts-symbola", role: "emoji"),
        Font(family: "Material Icons", style: "Regular", package: "fonts-material-design-icons-iconfont",
             role: "the stand-ins of SF Symbols"),
    ]

    /// The family list of a face: its own family first, then the fallbacks in order.
    package static func families(_ face: FontSpec.Face, design: FontSpec.Design = .text) -> String {
        switch face {
        case .sans, .sansBold: "DejaVu Sans,WenQuanYi Micro Hei,Symbola"
        case .mono: "DejaVu Sans Mono,DejaVu Sans,WenQuanYi Micro Hei Mono,Symbola"
        case .inter, .interMedium, .interSemibold, .interBold, .interItalic, .interMediumItalic, .interSemiboldItalic, .interBoldItalic:
            "\(primaryFamily(face, design: design)),DejaVu Sans,WenQuanYi Micro Hei,Symbola"
        // A symbol's glyph alone: a code point it lacks draws as a box, never another font's glyph.
        case .materialIcons: "Material Icons"
        }
    }

    /// The primary family of a face alone (for metrics and the start-up check).
    package static func primaryFamily(_ face: FontSpec.Face, design: FontSpec.Design = .text) -> String {
        if face.isInter { return interFamily(design) }
        return face == .mono ? "DejaVu Sans Mono" : face == .materialIcons ? "Material Icons" : "DejaVu Sans"
    }

    /// The family a SwiftUI text's design is drawn from.
    package static func interFamily(_ design: FontSpec.Design) -> String {
        switch design {
        case .text: "Inter"
        case .display: "Inter Display"
        // SF Pro Rounded's and New York's stand-ins (Regular and Bold; Medium and Semi Bold draw the nearer).
        case .rounded: "Quicksand"
        case .serif: "Caladea"
        }
    }

    /// The style name Pango reports for a face's primary font ("Bold", "Semi-Bold"), or nil for the regular one.
    package static func weightName(_ face: FontSpec.Face) -> String? {
        switch face {
        case .sansBold, .interBold: "Bold"
        case .interMedium: "Medium"
        case .interSemibold: "Semi-Bold"
        case .interItalic: "Italic"
        case .interMediumItalic: "Medium Italic"
        case .interSemiboldItalic: "Semi-Bold Italic"
        case .interBoldItalic: "Bold Italic"
        case .sans, .mono, .inter, .materialIcons: nil
        }
    }

    /// The private configuration, built once; or why it could not be.
    nonisolated(unsafe) private static let shared: Result<OpaquePointer, RenderError> = {
        do throws(RenderError) { return .success(try makeConfiguration()) } catch { return .failure(error) }
    }()

    /// The private fontconfig configuration holding only the pinned files (never freed).
    package static func configuration() throws(RenderError) -> OpaquePointer {
        try shared.get()
    }

    /// The pinned files found on this machine, in ``fonts`` order.
    package static func files() throws(RenderError) -> [String] {
        try locate(fonts)
    }

    /// The files of `wanted` in the system's fontconfig, in order.
    /// - Throws: for the first font not installed, naming its package.
    package static func locate(_ wanted: [Font]) throws(RenderError) -> [String] {
        guard let system = FcInitLoadConfigAndFonts() else {
            throw RenderError("fonts: fontconfig could not load its configuration; install fontconfig")
        }
        defer { FcConfigDestroy(system) }
        return try wanted.map { font throws(RenderError) in try file(of: font, in: system) }
    }

    private static func makeConfiguration() throws(RenderError) -> OpaquePointer {
        let paths = try files()
        guard let config = FcConfigCreate() else { throw RenderError("fonts: fontconfig: out of memory") }
        var added = Set<String>()
        for (font, path) in zip(fonts, paths) where added.insert(path).inserted && FcConfigAppFontAddFile(config, path) == 0 {
            FcConfigDestroy(config)
            throw RenderError("fonts: \(path) (\(font.family)) cannot be read; reinstall \(font.package)")
        }
        return config
    }

    /// The file of `font`: among the system's files of exactly that family and style, the
    /// first path in byte order (so two copies of a font do not make the choice depend on
    /// the directory scan).
    private static func file(of font: Font, in config: OpaquePointer) throws(RenderError) -> String {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, font.family)
        let objects = FcObjectSetCreate()!
        defer { FcObjectSetDestroy(objects) }
        for name in [FC_FILE, FC_FAMILY, FC_STYLE] { _ = FcObjectSetAdd(objects, name) }
        var candidates: [String] = []
        if let list = FcFontList(config, pattern, objects) {
            defer { FcFontSetDestroy(list) }
            for i in 0..<Int(list.pointee.nfont) {
                guard let p = list.pointee.fonts[i] else { continue }
                var family: UnsafeMutablePointer<FcChar8>?, style: UnsafeMutablePointer<FcChar8>?
                var path: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(p, FC_FAMILY, 0, &family) == FcResultMatch,
                      FcPatternGetString(p, FC_STYLE, 0, &style) == FcResultMatch,
                      FcPatternGetString(p, FC_FILE, 0, &path) == FcResultMatch,
                      let family, let style, let path else { continue }
                let f = String(cString: UnsafeRawPointer(family).assumingMemoryBound(to: CChar.self))
                let s = String(cString: UnsafeRawPointer(style).assumingMemoryBound(to: CChar.self))
                if f == font.family, s == font.style {
                    candidates.append(String(cString: UnsafeRawPointer(path).assumingMemoryBound(to: CChar.self)))
                }
            }
        }
        guard let path = candidates.min(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) else {
            let name = font.style == "Book" || font.style == "Regular" ? font.family : "\(font.family) \(font.style)"
            throw RenderError("fonts: \(name) is required for \(font.role) and is not installed; install \(font.package)")
        }
        return path
    }
}
