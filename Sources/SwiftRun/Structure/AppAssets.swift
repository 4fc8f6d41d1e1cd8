import BoardModel
import BoardScene

/// What the app's asset catalogues hold, by name (docs/board-format.md, "Asset catalogues"):
/// colour sets for `Color("Brand")`, image sets for `Image("Logo")` and `UIImage(named:)`, each
/// with its appearances, resolved in the board's (`environment.colorScheme`); and the image sets a
/// board cannot draw, with why, refused by name where the program names them.
public struct AppAssets: Sendable {
    /// Colour sets by name (a namespaced folder's sets as `Folder/Name`).
    public var colors: [String: Appearances<AssetColor>] = [:]
    /// Image sets by name.
    public var images: [String: Appearances<SceneImage>] = [:]
    /// Image sets whose files a board cannot draw (JPEG, PDF, SVG, …), and why.
    public var refusals: [String: String] = [:]
    /// The catalogues read, in order (the first holding a name gives it).
    public var catalogs: [String] = []
    /// The app's bundled data files (`landmarkData.json`), by file name: their text, as
    /// `Bundle.main` finds them (BundleResources.swift).
    public var resources: [String: String] = [:]
    /// The app's strings tables in its development language (``StringsTables``).
    public var strings = StringsTables()
    /// The app's Core Data models (the current version of each `.xcdatamodeld`), by name: their
    /// `contents` XML (``CoreDataModel``).
    public var dataModels: [String: String] = [:]

    /// No catalogue.
    public init() {}

    /// Whether no catalogue was read.
    public var isEmpty: Bool { catalogs.isEmpty }
}

/// A value in the light and dark appearances, and for any appearance.
public struct Appearances<Value: Sendable>: Sendable {
    /// For any appearance (Xcode's "Any Appearance").
    public var any: Value?
    /// For the light appearance.
    public var light: Value?
    /// For the dark appearance.
    public var dark: Value?

    /// No value yet.
    public init(any: Value? = nil, light: Value? = nil, dark: Value? = nil) {
        self.any = any
        self.light = light
        self.dark = dark
    }

    /// The value shown in `colorScheme` (`"light"` or `"dark"`): that appearance's, else any's,
    /// else the other's (as a set with only a dark value shows it in light too).
    public func resolved(_ colorScheme: String) -> Value? {
        colorScheme == "dark" ? dark ?? any ?? light : light ?? any ?? dark
    }
}

/// A colour of a colour set: components (sRGB; Display P3 read as sRGB), or a system colour by
/// name (`systemBlueColor` → `.systemBlue`), resolved in the board's theme where it is drawn.
public enum AssetColor: Sendable, Equatable {
    case rgb(Color)
    case system(String)
}
