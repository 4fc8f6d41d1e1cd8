/// The version of boardgen and its library.
public enum PackageVersion {
    /// The version `boardgen --version` prints: `0.1.0`.
    public static let current = "0.1.0"
}
