import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// Controls drawn in a neutral style of their platform: a rounded field with its text or grey
/// prompt, a switch (iOS) or a checkbox (macOS), a bordered or plain button, a spinner or a bar,
/// an SF Symbol's stand-in (ViewLeaves+Symbols).
extension ViewLeaves {
    /// How opaque a disabled control is drawn.
    package static let disabledOpacity = 0.4
    /// The colour of a disabled borderless button's title on iOS (a Form's disabled "Save"): grey,
    /// not the accent dimmed. Uncertain: `tertiaryLabel`, read from iOS 17 screenshots.
    package static let disabledButtonTitle = "tertiaryLabel"
    /// An iOS switch's track while off: `secondarySystemFill` (120,120,128 at 16 %; 32 % in the
    /// dark), as a real toggle snapshot shows it (233,233,235 over white; issue 41).
    package static let switchOffTrack = "secondarySystemFill"
    /// A macOS push button's bezel fill, light and dark: white over the window's grey, and a grey
    /// lighter than the dark window (AppKit draws a filled bezel, not an outline; issue 41).
    /// Uncertain: read from macOS 14 screenshots, not measured.
    package static let macOSPushButton = (light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x656567))

    package static func controlLeaves(_ c: ControlView, _ v: PlacedView, theme: Theme, platform: Platform) -> [ViewDrawing.Leaf] {
        let r = v.frame
        // A disabled control is drawn dimmed (SwiftUI's disabled look). Uncertain: 0.4 observed.
        let o = v.opacity * (v.styles.isDisabled ? Self.disabledOpacity : 1), effects = v.effects
        let dark = theme.name == "dark"
        // `.tint(…)` above a control colours what the accent colours (iOS 15, macOS 12).
        let accent = color(v.styles.tint ?? .named("blue"), theme)
        let primary = color(v.foreground, theme, tint: v.styles.tint)
        let secondary = color(.named("secondary"), theme)
        let fieldFill = dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xFFFFFF)
        let fieldStroke = dark ? Color(hex: 0x48484A) : Color(hex: 0xC7C7CC)
        // A macOS push button: a filled bezel, lighter than the window (``macOSPushButton``).
        let pushFill = dark ? Self.macOSPushButton.dark : Self.macOSPushButton.light, pushStroke = dark ? Color(hex: 0x5A5A5C) : Color(hex: 0xC8C8C8)
        func text(_ s: String, _ color: Color, in rect: Rect) -> ViewDrawing.Leaf {
            .text(s, font: v.font, color: color, rect: rect, opacity: o, effects: effects, maxLines: v.maxLines)
        }
        func shape(_ rect: Rect, radius: Double, fill: Color?, stroke: Color? = nil, width: Double? = nil, ellipse: Bool = false) -> ViewDrawing.Leaf {
            var s = TileShape(rect: rect, cornerRadius: radius, fill: fill, stroke: stroke)
            s.lineWidth = width
            s.isEllipse = ellipse
            return .shape(s, opacity: o, effects: effects)
        }
        let lineHeight = r.height
        switch c {
        case let .button(title, _, label):
            let style = v.styles.button
            let bordered = style == "bordered" || style == "borderedProminent" || (style == "automatic" && platform.buttonsAreBordered)
            // `.buttonBorderShape`: the bezel's corners (a capsule's and a circle's are half its height).
            let bezel = Self.bezelRadius(v.styles.buttonBorderShape, platform: platform, rect: r)
            // A label of views draws itself (the button's children); the button draws its bezel.
            if label != nil {
                guard bordered else { return [] }
                if style == "borderedProminent" { return [shape(r, radius: bezel, fill: accent)] }
                if platform == .macOS && style == "automatic" {
                    return [shape(r, radius: bezel, fill: pushFill, stroke: pushStroke, width: 0.5)]
                }
                return [shape(r, radius: bezel, fill: accent.withAlpha(0.15))]
            }
            guard bordered else {
                // iOS greys a disabled borderless button's title rather than dimming its tint.
                if v.styles.isDisabled, platform == .iOS, style != "plain" {
                    return [.text(title, font: v.font, color: color(.named(Self.disabledButtonTitle), theme), rect: r, opacity: v.opacity, effects: effects,
                                  maxLines: v.maxLines)]
                }
                return [text(title, style == "plain" ? primary : (v.foreground.map { color($0, theme, tint: v.styles.tint) } ?? accent), in: r)]
            }
            let inset = platform.borderedButtonInsets
            let label = Rect(x: r.minX + inset.horizontal, y: r.minY + inset.vertical,
                             width: max(0, r.width - 2 * inset.horizontal), height: max(0, r.height - 2 * inset.vertical))
            if style == "borderedProminent" {
                return [shape(r, radius: bezel, fill: accent), text(title, Color(hex: 0xFFFFFF), in: label)]
            }
            if platform == .macOS && style == "automatic" {
                return [shape(r, radius: bezel, fill: pushFill, stroke: pushStroke, width: 0.5),
                        text(title, primary, in: label)]
            }
            return [shape(r, radius: bezel, fill: accent.withAlpha(0.15)), text(title, accent, in: label)]
        case let .toggle(title, isOn, _):
            let m = v.textSize
            if v.styles.toggle == "checkbox" || (v.styles.toggle == "automatic" && platform == .macOS) {
                let side = platform.checkboxSize
                let box = Rect(x: r.minX, y: r.minY + (lineHeight - side) / 2, width: side, height: side)
                let label = Rect(x: box.maxX + platform.checkboxGap, y: r.minY + (lineHeight - m.height) / 2, width: m.width, height: m.height)
                var result = [shape(box, radius: 3, fill: isOn ? accent : fieldFill, stroke: isOn ? nil : fieldStroke, width: 1)]
                if isOn {
                    result.append(.text("✓", font: FontSpec(.sansBold, side * 0.8), color: Color(hex: 0xFFFFFF),
                                        rect: Rect(x: box.minX + side * 0.17, y: box.minY - side * 0.02, width: side, height: side),
                                        opacity: o, effects: effects))
                }
                return v.styles.labelsHidden ? result : result + [text(title, primary, in: label)]
            }
            let knob = platform.switchSize
            let track = Rect(x: r.maxX - knob.width, y: r.minY + (lineHeight - knob.height) / 2, width: knob.width, height: knob.height)
            let thumb = Rect(x: isOn ? track.maxX - knob.height + 2 : track.minX + 2, y: track.minY + 2,
                             width: knob.height - 4, height: knob.height - 4)
            let label = Rect(x: r.minX, y: r.minY + (lineHeight - m.height) / 2, width: min(m.width, max(0, track.minX - r.minX)), height: m.height)
            return (v.styles.labelsHidden ? [] : [text(title, primary, in: label)]) + [
                    shape(track, radius: knob.height / 2, fill: isOn ? color(v.styles.tint ?? .named("green"), theme) : color(.named(Self.switchOffTrack), theme)),
                    shape(thumb, radius: thumb.height / 2, fill: Color(hex: 0xFFFFFF))]
        case let .textField(title, value, prompt, _):
            // iOS's default style is plain (its text alone); `.roundedBorder` (and macOS's default)
            // draws the bordered field. The text follows `.multilineTextAlignment`.
            let bordered = platform.fieldIsBordered(v.styles.textField)
            let inset = bordered ? platform.fieldInsets : (vertical: 0, horizontal: 0)
            var label = Rect(x: r.minX + inset.horizontal, y: r.minY + inset.vertical,
                             width: max(0, r.width - 2 * inset.horizontal), height: max(0, r.height - 2 * inset.vertical))
            let room = max(0, label.width - v.textSize.width)
            switch v.styles.textAlignment {
            case .center: label = Rect(x: label.minX + room / 2, y: label.minY, width: label.width - room, height: label.height)
            case .trailing: label = Rect(x: label.minX + room, y: label.minY, width: label.width - room, height: label.height)
            default: break
            }
            let shown = value.isEmpty ? (prompt ?? title) : value
            let words = text(shown, value.isEmpty ? secondary : primary, in: label)
            guard bordered else { return [words] }
            return [shape(r, radius: platform.fieldCornerRadius, fill: fieldFill, stroke: fieldStroke, width: 1), words]
        case .progress(nil):
            return [shape(r.insetBy(1.5), radius: 0, fill: nil, stroke: secondary, width: 3, ellipse: true)]
        case let .progress(value?):
            let fraction = min(max(value, 0), 1)
            let track = dark ? Color(hex: 0x39393D) : Color(hex: 0xE5E5EA)
            return [shape(r, radius: r.height / 2, fill: track),
                    shape(Rect(x: r.minX, y: r.minY, width: r.width * fraction, height: r.height), radius: r.height / 2, fill: accent)]
        case let .textEditor(value):
            // No border on iOS: its text, wrapped inside the insets, from the top, cut at its frame
            // (scrolled to the top).
            guard !value.isEmpty else { return [] }
            let inset = platform.textEditorInsets
            let shown = text(value, primary, in: Rect(x: r.minX + inset.horizontal, y: r.minY + inset.vertical,
                                                       width: max(0, r.width - 2 * inset.horizontal), height: max(0, r.height - 2 * inset.vertical)))
            return [clipped(shown, [effects.map { LeafClip(shape: ClipShape(.rectangle), rect: r, effects: $0) } ?? LeafClip(shape: ClipShape(.rectangle), rect: r)])]
        case let .slider(fraction):
            // A track filled in the accent colour up to a white thumb, which travels inside the frame.
            let thumb = min(platform.sliderThumb, r.height), track = platform.sliderTrack
            let centre = r.minX + thumb / 2 + max(0, r.width - thumb) * fraction
            let bar = Rect(x: r.minX, y: r.mid.y - track / 2, width: r.width, height: track)
            let knob = Rect(x: centre - thumb / 2, y: r.mid.y - thumb / 2, width: thumb, height: thumb)
            return [shape(bar, radius: track / 2, fill: dark ? Color(hex: 0x39393D) : Color(hex: 0xE5E5EA)),
                    shape(Rect(x: bar.minX, y: bar.minY, width: centre - bar.minX, height: track), radius: track / 2, fill: accent),
                    shape(knob, radius: thumb / 2, fill: Color(hex: 0xFFFFFF), stroke: fieldStroke, width: 0.5, ellipse: true)]
        case let .stepper(title):
            let size = platform.stepperSize, m = v.textSize
            let box = Rect(x: r.maxX - size.width, y: r.mid.y - size.height / 2, width: size.width, height: size.height)
            let label = Rect(x: r.minX, y: r.mid.y - m.height / 2, width: min(m.width, max(0, box.minX - r.minX)), height: m.height)
            let titled = v.styles.labelsHidden ? [] : [text(title, primary, in: label)]
            if platform == .macOS {
                // Two small arrows, up above down, in a bordered box.
                let arrows = FontSpec(.sans, 7)
                return titled + [
                    shape(box, radius: 4, fill: fieldFill, stroke: fieldStroke, width: 1),
                    shape(Rect(x: box.minX + 2, y: box.mid.y - 0.25, width: box.width - 4, height: 0.5), radius: 0, fill: fieldStroke),
                    .text("▲", font: arrows, color: primary, rect: Rect(x: box.mid.x - 2.8, y: box.minY + 1.5, width: 8, height: 9),
                          opacity: o, effects: effects),
                    .text("▼", font: arrows, color: primary, rect: Rect(x: box.mid.x - 2.8, y: box.mid.y + 1, width: 8, height: 9),
                          opacity: o, effects: effects)]
            }
            // iOS: a rounded pair of buttons, − and + drawn as bars, split by a line.
            let bar = 14.0, weight = 2.0
            let minus = Point(box.minX + box.width / 4, box.mid.y), plus = Point(box.minX + box.width * 3 / 4, box.mid.y)
            let ink = primary
            return titled + [
                shape(box, radius: 8, fill: dark ? Color(hex: 0x2E2E31) : Color(hex: 0xEEEEEF)),
                shape(Rect(x: box.mid.x - 0.5, y: box.minY + 8, width: 1, height: box.height - 16), radius: 0, fill: separator(theme)),
                shape(Rect(x: minus.x - bar / 2, y: minus.y - weight / 2, width: bar, height: weight), radius: weight / 2, fill: ink),
                shape(Rect(x: plus.x - bar / 2, y: plus.y - weight / 2, width: bar, height: weight), radius: weight / 2, fill: ink),
                shape(Rect(x: plus.x - weight / 2, y: plus.y - bar / 2, width: weight, height: bar), radius: weight / 2, fill: ink)]
        case let .platformView(type):
            // A wrapped UIKit view: a neutral box of its frame, outlined, its type named at its
            // top-leading corner (caption size, one line; left out where it cannot fit).
            var leaves = [shape(r, radius: 0, fill: dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xF2F2F7), stroke: separator(theme), width: 1)]
            var label = v.font
            label.size = 12
            if r.width >= 40, r.height >= 18 {
                leaves.append(.text(type, font: label, color: secondary, rect: Rect(x: r.minX + 6, y: r.minY + 4, width: r.width - 12, height: 16),
                                    opacity: o, effects: effects, maxLines: 1))
            }
            return leaves
        case let .picture(image, _):
            // The app's picture, scaled into its frame (its opacity animates as a shape's).
            var s = TileShape(rect: r, cornerRadius: 0)
            s.image = image
            return [.shape(s, opacity: o, effects: effects)]
        case .image(_, _, asset: true):
            // An image in the app's assets: a neutral grey picture of its frame, a faint frame
            // mark centred in it.
            // A picture's mark: a frame with a sun in its corner.
            let side = min(r.width, r.height) * 0.3
            let mark = Rect(x: r.mid.x - side / 2, y: r.mid.y - side * 0.4, width: side, height: side * 0.8)
            let ink = (dark ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000)).withAlpha(0.2)
            let sun = side * 0.18
            return [shape(r, radius: 0, fill: dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xE5E5EA)),
                    shape(mark, radius: side * 0.1, fill: nil, stroke: ink, width: max(1, side * 0.04)),
                    shape(Rect(x: mark.minX + side * 0.2, y: mark.minY + side * 0.18, width: sun, height: sun), radius: 0, fill: ink,
                          ellipse: true)]
        case let .image(name, resizable, _):
            return symbolLeaves(name, resizable: resizable, v, theme: theme, platform: platform)
        }
    }

    /// A bordered button's corner radius for its `.buttonBorderShape`: the platform's unless a shape
    /// is named; a capsule's and a circle's are half the shorter side (a circle's bezel is the
    /// capsule of a square label's frame).
    package static func bezelRadius(_ shape: String, platform: Platform, rect: Rect) -> Double {
        switch shape {
        case "capsule", "circle": return min(rect.width, rect.height) / 2
        case "roundedRectangle": return platform.buttonCornerRadius
        default:
            if shape.hasPrefix("roundedRectangle:"), let r = Double(shape.dropFirst("roundedRectangle:".count)) { return r }
            return platform.buttonCornerRadius
        }
    }
}
