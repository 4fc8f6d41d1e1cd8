import BoardModel
import BoardScene
import Files
/// Checks at start-up that the pinned fonts are installed and are the ones Pango will use,
/// so output does not silently change with the machine's fonts: each face by its family
/// and metrics, each fallback by the characters it is pinned for.
public enum FontCheck {
    /// A probe of DejaVu Sans: M 1767 + g 1300 + ✓ 1716 + ✗ 1716 font units (2048/em).
    package static let probe = "Mg✓✗"
    /// The advance of `probe` at 2048 pt in DejaVu Sans (Book).
    package static let sansAdvance = 6499.0
    /// DejaVu Sans Mono's advance per character at 2048 pt.
    package static let monoAdvance = 1233.0

    /// What each fallback is pinned for: a probe, the font that must draw all of it, its package.
    package static let fallbacks: [(probe: String, family: String, package: String)] = [
        ("漢字かなカナ한글", "WenQuanYi Micro Hei", "fonts-wqy-microhei"),
        ("🚀👍🔥", "Symbola", "fonts-symbola"),
        ("مرحبا", "DejaVu Sans", "fonts-dejavu-core"),
    ]

    /// The stand-ins of `heart.fill` and `checkmark.circle.fill` (Material Icons' favorite and
    /// check_circle), which must draw with no missing glyph.
    package static let symbolProbe = "\u{E87D}\u{E86C}"

    /// Throws unless the pinned fonts are installed and matched: DejaVu Sans (Book and Bold)
    /// and DejaVu Sans Mono with their metrics, WenQuanYi Micro Hei for CJK, Symbola for emoji,
    /// Material Icons for SF Symbols' stand-ins. The message names the package to install.
    public static func verify() throws(RenderError) {
        let engine = try TextEngine()
        let faces = FontSpec.Face.allCases.flatMap { face -> [(FontSpec.Face, FontSpec.Design)] in
            face.isInter ? FontSpec.Design.allCases.map { (face, $0) } : [(face, .text)]
        }
        for (face, design) in faces {
            let family = PinnedFonts.primaryFamily(face, design: design)
            var spec = FontSpec(face, 12)
            spec.design = design
            let name = engine.primaryFont(spec).map { font -> String in
                defer { g_object_unref_font(font) }
                return TextEngine.name(of: OpaquePointer(font))
            } ?? "nothing"
            let expected = PinnedFonts.weightName(face).map { "\(family) \($0)" } ?? family
            // The rounded and serif stand-ins have fewer weights: their family is what matters.
            let matched = design == .rounded || design == .serif ? name.hasPrefix(family) : name == expected
            guard matched else {
                let package = face == .materialIcons ? "fonts-material-design-icons-iconfont"
                    : design == .rounded ? "fonts-quicksand" : design == .serif ? "fonts-crosextra-caladea"
                    : face.isInter ? "fonts-inter" : "fonts-dejavu-core"
                throw RenderError("fonts: \(expected) is required but Pango loads \(name); install \(package)")
            }
        }
        let sans = engine.layout(probe, font: FontSpec(.sans, 2048)).width
        let mono = engine.layout("MMMM", font: FontSpec(.mono, 2048)).width / 4
        guard abs(sans - sansAdvance) < 2, abs(mono - monoAdvance) < 1 else {
            throw RenderError(
                "fonts: DejaVu Sans and DejaVu Sans Mono are required (found other metrics: \(NumberFormat.plain(sans.rounded())), \(NumberFormat.plain(mono.rounded()))); install fonts-dejavu-core")
        }
        let symbols = engine.layout(symbolProbe, font: FontSpec(.materialIcons, 12))
        guard symbols.unknownGlyphs == 0 else {
            throw RenderError("fonts: Material Icons lacks the glyphs of SF Symbols' stand-ins; install fonts-material-design-icons-iconfont")
        }
        for fallback in fallbacks + [("漢字한글", "WenQuanYi Micro Hei Mono", "fonts-wqy-microhei")] {
            let face: FontSpec.Face = fallback.family.hasSuffix("Mono") ? .mono : .sans
            let layout = engine.layout(fallback.probe, font: FontSpec(face, 12))
            let used = Set(layout.glyphs().map { TextEngine.family(of: $0.font) })
            guard layout.unknownGlyphs == 0, used == [fallback.family] else {
                throw RenderError(
                    "fonts: \(fallback.family) is required for \(fallback.probe) (drawn with \(used.sorted().joined(separator: ", ")), \(layout.unknownGlyphs) missing); install \(fallback.package)")
            }
        }
    }
}
