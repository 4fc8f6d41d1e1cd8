/// The sizes controls choose (``Platform`` holds their metrics).
extension LayoutEngine {
    /// Whether a button at node `i` draws a border (its style, or the platform's default).
    func isBordered(_ i: Int) -> Bool {
        switch tree[i].styles.button {
        case "bordered", "borderedProminent": true
        case "automatic": platform.buttonsAreBordered
        default: false
        }
    }

    /// Whether a toggle at node `i` is a checkbox (macOS's default) rather than a switch.
    func isCheckbox(_ i: Int) -> Bool {
        let style = tree[i].styles.toggle
        return style == "checkbox" || (style == "automatic" && platform == .macOS)
    }

    func controlSize(_ i: Int, _ c: ControlView, _ p: ProposedSize) -> Size {
        switch c {
        case .button:
            guard isBordered(i) else {
                let m = measure(i, width: p.width)
                return Size(p.width.map { min(m.size.width, max(0, $0)) } ?? m.size.width, m.size.height)
            }
            let inset = platform.borderedButtonInsets
            let m = measure(i, width: p.width.map { max(0, $0 - 2 * inset.horizontal) })
            return Size(m.size.width + 2 * inset.horizontal, m.size.height + 2 * inset.vertical)
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
            let inset = platform.fieldInsets
            let m = measure(i, width: nil)
            return Size(p.width ?? max(platform.fieldIdealWidth, m.size.width + 2 * inset.horizontal),
                        m.size.height + 2 * inset.vertical)
        case .progress(nil):
            return Size(platform.spinnerSize, platform.spinnerSize)
        case .progress:
            return Size(p.width ?? platform.progressBarIdealWidth, platform.progressBarHeight)
        case .image:
            let side = tree[i].font.size * platform.symbolSize
            return Size(side, side)
        }
    }
}
