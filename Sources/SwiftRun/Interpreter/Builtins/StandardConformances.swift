/// Which of the standard library's protocols Swift's own value types conform to, and which names
/// are one type to the interpreter: what an app's extension of them reaches.
///
/// `extension CGFloat { func interpolate(…) }`, `extension TimeInterval { var minutes: Int }`,
/// `extension Comparable { func clamped(to:) }`, `extension Collection { subscript(safe:) }`:
/// the interpreter holds every floating-point number as one kind of value and every integer as
/// another, so an extension of `CGFloat`, `Float` or `TimeInterval` extends the numbers a `Double`
/// holds (``Program`` merges them into `Double`, as it merges the integer types into `Int`), and a
/// protocol extension reaches every value of a type that conforms to the protocol.
package enum StandardConformances {
    /// The type an extension of `name` extends in the interpreter: `Double` for Swift's floating-point
    /// types and aliases, `Int` for its integer types; nil for any other name.
    package static func canonical(_ name: String) -> String? {
        if name != "Double", NativeTypes.numbers.contains(name) || name == "Float64" || name == "Float32" { return "Double" }
        if name != "Int", NativeTypes.integers.contains(name) { return "Int" }
        return nil
    }

    /// The standard protocols a value of the interpreter's type `name` conforms to (those apps
    /// extend), nearest first; empty for any other type.
    package static func protocols(of name: String) -> [String] {
        switch name {
        case "Int": integer
        case "Double": floatingPoint
        case "String": ["StringProtocol", "RangeReplaceableCollection", "BidirectionalCollection", "Collection", "Sequence", "Comparable", "Hashable", "Equatable"]
        case "Array": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "BidirectionalCollection",
                       "Collection", "Sequence"]
        case "Dictionary": ["Collection", "Sequence"]
        case "Range": ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence", "RangeExpression"]
        case "Bool": ["Hashable", "Equatable"]
        default: []
        }
    }

    /// Whether values of the interpreter's type `name` may be extended through a standard protocol.
    package static func isStandard(_ name: String) -> Bool { !protocols(of: name).isEmpty }

    private static let integer = ["FixedWidthInteger", "SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric",
                                  "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable"]
    private static let floatingPoint = ["BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric",
                                        "AdditiveArithmetic", "Strideable", "Comparable", "Hashable", "Equatable"]
}
