/// A size proposed to a view: each dimension a length, or nil for "your ideal size"
/// (SwiftUI's `ProposedViewSize`).
public struct ProposedSize: Hashable, Sendable {
    /// The proposed width; nil: unspecified.
    public var width: Double?
    /// The proposed height; nil: unspecified.
    public var height: Double?

    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// `.unspecified`: both dimensions nil.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposal along `axis`.
    package subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with `major` along `axis` and `minor` across it.
    package init(_ major: Double?, along axis: Axis, minor: Double?) {
        self = axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// Unspecified dimensions replaced by `value` (SwiftUI's `replacingUnspecifiedDimensions(by:)`).
    package func replacingUnspecified(by value: Double) -> Size { Size(width ?? value, height ?? value) }
}

/// A layout axis.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    /// The other axis.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The length along `axis`.
    package subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `major` along `axis` and `minor` across it.
    package init(_ major: Double, along axis: Axis, minor: Double) {
        self = axis == .horizontal ? Size(major, minor) : Size(minor, major)
    }
}
