import SwiftFront
import BoardModel

/// A preview a board can draw as its view: a `#Preview` of the Swift files, or one view of a
/// `PreviewProvider`'s `previews` (each view of its `Group` is a preview of its own). Found by
/// ``PreviewCatalog``; docs/board-format.md, "Previews".
///
/// Its root view runs as a program board's `"view"` does; its traits and preview modifiers say how
/// the window is set up (``layout``, ``colorScheme``) and are not drawn.
public struct Preview: Sendable {
    /// How it is declared.
    public enum Kind: String, Sendable {
        /// `#Preview { … }` (Xcode 15).
        case macro = "#Preview"
        /// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`.
        case provider = "PreviewProvider"
    }

    /// The window it asks for.
    public enum Layout: Hashable, Sendable {
        /// A device's screen (the default): the platform's width, the height the view asks for.
        case device
        /// The view at its ideal size (`.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`).
        case sizeThatFits
        /// A window of this size (`.fixedLayout(width:height:)`, `.previewLayout(.fixed(width:height:))`).
        case fixed(width: Double, height: Double)
    }

    /// What runs as its root view.
    package enum Root: Sendable {
        /// A view expression of the file (`ContentView(item: .sample)`), run in the static context of
        /// `selfType` (a provider's own static members) when there is one.
        case expression(Expr, selfType: String?)
        /// An instance of the view type a `#Preview` body with state or statements is (``DeclaredPreview/wrapper``).
        case wrapper(String)
    }

    /// The name a board or `--preview` selects it by: the `#Preview`'s name (`"Preview"`, `"Preview 2"`, …
    /// for unnamed ones), or the provider's type name (its `.previewDisplayName`, or `"X_Previews 2"`, … for
    /// the views of its `Group` after the first).
    public var name: String
    /// Other names that select it: a provider's type name selects its first view.
    public var aliases: [String]
    /// How it is declared.
    public var kind: Kind
    /// Where it is: the `#Preview`, the provider, or the view of its `Group`.
    public var location: SourceLocation
    /// How it is written, for listings and subtitles: `#Preview("Dark")`, `Row_Previews`, `Row_Previews “Dark”`.
    public var label: String
    /// The window it asks for.
    public var layout: Layout = .device
    /// `"dark"` or `"light"` (`.preferredColorScheme`), nil: the board's.
    public var colorScheme: String?
    /// The orientation it names (`.landscapeLeft`), recorded and not applied.
    public var orientation: String?
    /// The device it names (`.previewDevice("iPhone 15")`), recorded and not applied.
    public var device: String?
    /// Why a board cannot draw it (a widget preview, a trait boardgen does not read), if it cannot.
    public var problem: String?

    /// What runs as its root view (nil when it has a ``problem``).
    package var root: Root?
    /// The file its code is in.
    package var origin: Int
    /// Where it is, in that file (an error of its root view with no place of its own is reported here).
    package var range: SourceRange
    /// Where its ``problem`` is.
    package var problemRange: SourceRange

    /// The traits and modifiers read, for listings: `sizeThatFits, dark, landscapeLeft`.
    public var settings: String {
        var parts: [String] = []
        switch layout {
        case .device: break
        case .sizeThatFits: parts.append("size that fits")
        case let .fixed(w, h): parts.append("fixed \(NumberFormat.plain(w)) × \(NumberFormat.plain(h)) pt")
        }
        if let colorScheme { parts.append(colorScheme) }
        if let orientation { parts.append(orientation) }
        if let device { parts.append("device " + Quoting.stringLiteral(device)) }
        return parts.joined(separator: ", ")
    }
}

/// Which preview a board draws: `"preview": true` (the first) or `"preview": "Name"`.
public enum PreviewChoice: Hashable, Sendable {
    /// The first preview of the files, in the order they are given.
    case first
    /// The preview with this name (or a provider with this type name).
    case named(String)
}
