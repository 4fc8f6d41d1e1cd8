import SwiftFront
import BoardScene
import BoardModel
/// Controls' sizes and looks per platform: neutral styles a reader recognises, each size a
/// named constant (uncertain: measured from screenshots of the system controls at the default
/// control size, not from Apple's code).
extension Platform {
    /// A bordered button's insets around its title (vertical, horizontal).
    public var borderedButtonInsets: (vertical: Double, horizontal: Double) { self == .iOS ? (7, 12) : (3, 10) }
    /// A bordered button's corner radius.
    public var buttonCornerRadius: Double { self == .iOS ? 8 : 5 }
    /// The switch of an iOS toggle.
    public var switchSize: Size { Size(51, 31) }
    /// The check box of a macOS toggle, and its gap to the title.
    public var checkboxSize: Double { 14 }
    /// The gap between a checkbox and its title.
    public var checkboxGap: Double { 6 }
    /// A text field's insets around its text (vertical, horizontal) and its corner radius.
    public var fieldInsets: (vertical: Double, horizontal: Double) { self == .iOS ? (7, 8) : (3, 5) }
    /// A text field's corner radius.
    public var fieldCornerRadius: Double { self == .iOS ? 6 : 4 }
    /// Whether a `TextField` of `style` draws a bordered field: `.roundedBorder`, and the default
    /// style on macOS; on iOS the default (`.automatic`) and `.plain` draw the text alone.
    public func fieldIsBordered(_ style: String) -> Bool { style == "roundedBorder" || (self == .macOS && style == "automatic") }
    /// The ideal width of a text field offered none.
    public var fieldIdealWidth: Double { 120 }
    /// A spinner's side.
    public var spinnerSize: Double { self == .iOS ? 20 : 32 }
    /// A progress bar's thickness.
    public var progressBarHeight: Double { self == .iOS ? 4 : 6 }
    /// The ideal width of a progress bar offered none.
    public var progressBarIdealWidth: Double { 100 }
    /// A slider's height (its thumb's diameter) and its track's thickness. Uncertain: iOS's 28 pt
    /// thumb and 4 pt track, macOS's 20 pt knob, read from screenshots.
    public var sliderThumb: Double { self == .iOS ? 28 : 20 }
    /// A slider's track thickness.
    public var sliderTrack: Double { 4 }
    /// The ideal width of a slider offered none.
    public var sliderIdealWidth: Double { 100 }
    /// A text editor's insets around its text (vertical, horizontal): UITextView's text container
    /// inset and line padding on iOS. Uncertain: macOS assumed alike.
    public var textEditorInsets: (vertical: Double, horizontal: Double) { (8, 5) }
    /// A stepper's − and + control: iOS's 94 × 32 pt pair of buttons, macOS's small up/down arrows.
    /// Uncertain: read from screenshots.
    public var stepperSize: Size { self == .iOS ? Size(94, 32) : Size(15, 22) }
    /// The side of the placeholder of an image in the app's assets (`Image("photo")`), which a
    /// board cannot read: its real size is its pixels'. Uncertain (uncertainty 19): a stand-in,
    /// square; `.resizable()` images (almost all of them in practice) take the size offered.
    public static let assetImageSize = 100.0
    /// `.imageScale`: a symbol's size relative to the medium scale. Uncertain (uncertainty 17):
    /// read from the SF Symbols template's small, medium and large glyphs (about 0.78 and 1.29).
    public func symbolScale(_ scale: ImageScale) -> Double {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
    /// A List row's insets around its content. Uncertain: iOS's plain list, observed.
    public var listRowInsets: (top: Double, leading: Double, bottom: Double, trailing: Double) {
        self == .iOS ? (11, 20, 11, 20) : (4, 8, 4, 8)
    }
    /// How far an inset grouped List's cards sit from its edges. Uncertain (uncertainty 18): iOS
    /// 17's iPhone margin, read from screenshots.
    public var insetGroupedMargin: Double { 16 }
    /// A grouped List's card corner radius (iOS 17). Uncertain (uncertainty 18).
    public var groupedCornerRadius: Double { 10 }
    /// The gap above a grouped List's first card when no header heads it: 35 pt, as a real iOS
    /// Form's first section sits 35 pt below the safe area (an iPhone 13 Pro snapshot reference,
    /// issue 41). Uncertain (uncertainty 18).
    public var groupedListTopInset: Double { 35 }
    /// The gap between two grouped cards when no header heads the second. Uncertain (uncertainty 18).
    public var groupedSectionSpacing: Double { 35 }
    /// A List row's minimum height (iOS's 44 pt touch target; macOS's compact row).
    public var listRowMinHeight: Double { self == .iOS ? 44 : 24 }
    /// The room around a `Section`'s header or footer in a List: above the first, above one that
    /// follows rows (a section's gap), below. Uncertain: read from iOS screenshots, not measured.
    public var sectionLabelInsets: (first: Double, between: Double, bottom: Double) { self == .iOS ? (8, 24, 6) : (4, 14, 4) }

    /// Whether a button without a style draws a border (macOS push buttons do; iOS buttons are borderless).
    public var buttonsAreBordered: Bool { self == .macOS }
}
