import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
/// The sizes controls choose (``Platform`` holds their metrics).
extension LayoutEngine {
    /// Whether a button at node `i` draws a border (its style, or the platform's default).
    package func isBordered(_ i: Int) -> Bool {
        switch tree[i].styles.button {
        case "bordered", "borderedProminent": true
        case "automatic": platform.buttonsAreBordered
        default: false
        }
    }

    /// Whether a toggle at node `i` is a checkbox (macOS's default) rather than a switch.
    package func isCheckbox(_ i: Int) -> Bool {
        let style = tree[i].styles.toggle
        return style == "checkbox" || (style == "automatic" && platform == .macOS)
    }

    package func controlSize(_ i: Int, _ c: ControlView, _ p: ProposedSize) -> Size {
        switch c {
        case .button where !tree[i].children.isEmpty:
            // Its label of views, in the bezel's insets when bordered.
            let inset = isBordered(i) ? platform.borderedButtonInsets : (vertical: 0.0, horizontal: 0.0)
            let inner = size(tree[i].children[0], labelProposal(i, p))
            return Size(inner.width + 2 * inset.horizontal, inner.height + 2 * inset.vertical)
        case .button:
            // Its title is a `Text`: wrapped, limited to its lines and shrunk by `.minimumScaleFactor`
            // as a text is (``textMeasure(_:_:)``), inside the bezel's insets when bordered.
            let m = textMeasure(i, labelProposal(i, p)).measure
            guard isBordered(i) else {
                return Size(p.width.map { min(m.size.width, max(0, $0)) } ?? m.size.width, m.size.height)
            }
            let inset = platform.borderedButtonInsets
            return Size(m.size.width + 2 * inset.horizontal, m.size.height + 2 * inset.vertical)
        case .textEditor:
            // It takes the room it is offered; its text wraps inside the insets.
            let inset = platform.textEditorInsets
            let m = measure(i, width: p.width.map { max(0, $0 - 2 * inset.horizontal) })
            return Size(p.width ?? max(platform.fieldIdealWidth, m.size.width + 2 * inset.horizontal),
                        p.height ?? m.size.height + 2 * inset.vertical)
        case .slider:
            return Size(p.width ?? platform.sliderIdealWidth, platform.sliderThumb)
        case .stepper:
            // Like a switch toggle on iOS: its title, a spacer and the control, as wide as offered.
            let control = platform.stepperSize
            if tree[i].styles.labelsHidden { return control }
            let m = measure(i, width: nil)
            let ideal = m.size.width + platform.defaultSpacing + control.width
            if platform == .macOS { return Size(ideal, max(control.height, m.size.height)) }
            return Size(p.width.map { max($0, control.width) } ?? ideal, max(control.height, m.size.height))
        case .toggle:
            if tree[i].styles.labelsHidden {
                let knob = platform.switchSize, box = platform.checkboxSize
                return isCheckbox(i) ? Size(box, box) : knob
            }
            let m = measure(i, width: nil)
            if isCheckbox(i) {
                let box = platform.checkboxSize
                return Size(box + platform.checkboxGap + m.size.width, max(box, m.size.height))
            }
            // A switch toggle is its title, a spacer and the switch: it takes the width it is offered.
            let knob = platform.switchSize
            let ideal = m.size.width + platform.defaultSpacing + knob.width
            return Size(p.width.map { max($0, knob.width) } ?? ideal, max(knob.height, m.size.height))
        case .textField:
            let inset = platform.fieldIsBordered(tree[i].styles.textField) ? platform.fieldInsets : (vertical: 0, horizontal: 0)
            let m = measure(i, width: nil)
            return Size(p.width ?? max(platform.fieldIdealWidth, m.size.width + 2 * inset.horizontal),
                        m.size.height + 2 * inset.vertical)
        case .progress(nil):
            return Size(platform.spinnerSize, platform.spinnerSize)
        case .progress:
            return Size(p.width ?? platform.progressBarIdealWidth, platform.progressBarHeight)
        case .platformView:
            // A wrapped UIKit view without an intrinsic size (a map, a blur, a picker): the size
            // offered, as a shape takes it (uncertainty 20).
            return p.replacingUnspecified(by: Self.shapeIdealLength)
        case let .picture(image, resizable):
            // The picture's size in points; resizable, the size offered (its own where none is).
            return resizable ? Size(p.width ?? image.size.width, p.height ?? image.size.height) : image.size
        case let .image(_, resizable, asset):
            // A symbol's size: its stand-in's ink box (an asset's placeholder size); resizable, the
            // size offered (that size where none is).
            let own = asset ? Size(Platform.assetImageSize, Platform.assetImageSize) : symbolGeometry(i).size
            return resizable ? Size(p.width ?? own.width, p.height ?? own.height) : own
        }
    }
}

/// A button's label of views: offered the button's proposal less the bezel's insets, placed in them.
extension LayoutEngine {
    package func labelProposal(_ i: Int, _ p: ProposedSize) -> ProposedSize {
        guard isBordered(i) else { return p }
        let inset = platform.borderedButtonInsets
        return ProposedSize(width: p.width.map { max(0, $0 - 2 * inset.horizontal) }, height: p.height.map { max(0, $0 - 2 * inset.vertical) })
    }

    package func labelFrame(_ i: Int, in bounds: Rect) -> Rect {
        let inset = isBordered(i) ? platform.borderedButtonInsets : (vertical: 0.0, horizontal: 0.0)
        let room = Rect(x: bounds.minX + inset.horizontal, y: bounds.minY + inset.vertical,
                        width: max(0, bounds.width - 2 * inset.horizontal), height: max(0, bounds.height - 2 * inset.vertical))
        let s = size(tree[i].children[0], ProposedSize(room.size))
        return Rect(x: room.mid.x - s.width / 2, y: room.mid.y - s.height / 2, width: s.width, height: s.height)
    }
}

/// `.aspectRatio(_:contentMode:)` (OpenSwiftUI `AspectRatioLayout.swift`, `spaceOffered`).
extension LayoutEngine {
    /// What an aspect-ratio modifier offers its `child` when it is offered `p`: nothing offered
    /// stays nothing; otherwise the ratio's size (`ratio × 1`, or the child's ideal size; a square
    /// is 1 × 1) scaled to fit in `p` (fit: the smaller scale of the axes offered) or to cover it
    /// (fill: the larger). A fill with one axis unoffered scales by the axis offered, where
    /// SwiftUI's own arithmetic gives an infinite size (docs/semantics.md, uncertainty 15).
    package func aspectProposal(_ child: Int, _ ratio: Double?, fill: Bool, _ p: ProposedSize) -> ProposedSize {
        guard p.width != nil || p.height != nil else { return p }
        var base = ratio.map { Size($0, 1) } ?? size(child, ProposedSize(width: nil, height: nil))
        if base.width == base.height { base = Size(1, 1) }
        func scale(_ target: Double?, _ side: Double) -> Double? {
            guard let target, side != 0 || target != 0 else { return nil }
            return target / side
        }
        let scales = [scale(p.width, base.width), scale(p.height, base.height)].compactMap { $0 }
        guard let s = fill ? scales.max() : scales.min(), s.isFinite else { return p }
        return ProposedSize(width: base.width * s, height: base.height * s)
    }
}
