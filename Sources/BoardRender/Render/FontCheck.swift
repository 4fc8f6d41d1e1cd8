import CCairo

/// Checks at start-up that the pinned fonts are the ones cairo will use, so
/// output does not silently change with the machine's fonts.
public enum FontCheck {
    /// DejaVu Sans advance widths in font units (2048/em) of a probe string.
    static let probe = "Mg✓✗"
    /// The advance of `probe` at 2048 px in DejaVu Sans (Book): M 1767 + g 1300 + ✓ 1716 + ✗ 1716.
    static let sansAdvance = 6499.0
    /// DejaVu Sans Mono's advance per character at 2048 px.
    static let monoAdvance = 1233.0

    /// Throws unless DejaVu Sans and DejaVu Sans Mono are installed and matched.
    public static func verify() throws(RenderError) {
        let surface = try CairoSurface.image(width: 1, height: 1)
        let c = try CairoContext(surface)
        c.setFont(FontSpec(.sans, 2048))
        let sans = c.textExtents(probe).x_advance
        c.setFont(FontSpec(.mono, 2048))
        let mono = c.textExtents("MMMM").x_advance / 4
        guard abs(sans - sansAdvance) < 2, abs(mono - monoAdvance) < 1 else {
            throw RenderError(
                "fonts: DejaVu Sans and DejaVu Sans Mono are required (found other metrics: \(NumberFormat.plain(sans.rounded())), \(NumberFormat.plain(mono.rounded()))); install fonts-dejavu-core")
        }
    }
}
