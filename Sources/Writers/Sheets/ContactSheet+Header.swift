import BoardModel
import BoardScene
import ViewEngine

/// A contact sheet's header — the board's title, its subtitle and the status every frame
/// shares — wrapped to the sheet's width (a sheet of one narrow column is narrower than a
/// board's title), measured by the text engine that lays out the board.
extension ContactSheet {
    /// One line of the header.
    public struct HeaderLine: Sendable, Hashable {
        /// What the line belongs to: the title, the subtitle or the shared status.
        public enum Role: Sendable, Hashable { case title, subtitle, caption }
        /// Its text.
        public var text: String
        /// What it belongs to.
        public var role: Role
    }

    /// The header's lines: ``headerLines`` when fitted, else the title, subtitle and caption one line each.
    package var lines: [HeaderLine] {
        if !headerLines.isEmpty { return headerLines }
        return [HeaderLine(text: title, role: .title)] + (subtitle.map { [HeaderLine(text: $0, role: .subtitle)] } ?? [])
            + (caption.map { [HeaderLine(text: $0, role: .caption)] } ?? [])
    }

    /// The font of a header line.
    package static func font(_ role: HeaderLine.Role) -> FontSpec {
        switch role {
        case .title: titleFont
        case .subtitle: subtitleFont
        case .caption: FontSpec(.sansBold, subtitleFont.size)
        }
    }

    /// Each line's baseline from the sheet's top: the title's first at 16 pt below the gutter,
    /// further title lines 20 pt apart, the subtitle 16 pt under the title and the caption 14 pt
    /// under the subtitle (16 under a title), their further lines 13 pt apart.
    package var headerBaselines: [Double] {
        var out: [Double] = []
        var previous: HeaderLine.Role?
        for line in lines {
            let y: Double
            switch (previous, line.role) {
            case (nil, _): y = Self.gutter + 16
            case (.title?, .title): y = out.last! + 20
            case (.title?, _): y = out.last! + 16
            case (.subtitle?, .caption): y = out.last! + 14
            default: y = out.last! + 13
            }
            out.append(y)
            previous = line.role
        }
        return out
    }

    /// Height of the header, in points: 12 under its last baseline (14 under a title alone).
    package var headerHeight: Double {
        guard let last = headerBaselines.last else { return 30 }
        return last - Self.gutter + (lines.allSatisfy { $0.role == .title } ? 14 : 12)
    }

    /// Wraps the title, subtitle and caption to the sheet's width (``ProgramHeader/wrap(_:font:width:_:)``).
    package mutating func fitHeader(_ measurer: any TextMeasuring) {
        let width = max(40, size.width - 2 * Self.gutter)
        var fitted: [HeaderLine] = []
        for line in lines {
            fitted += ProgramHeader.wrap(line.text, font: Self.font(line.role), width: width, measurer)
                .map { HeaderLine(text: $0, role: line.role) }
        }
        headerLines = fitted
    }
}
