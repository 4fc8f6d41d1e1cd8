/// A view tree that cannot be laid out.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    case tooDeep(Int)
    case tooLarge(Int)

    public var description: String {
        switch self {
        case let .tooDeep(n): "the view tree nests deeper than \(n) levels"
        case let .tooLarge(n): "the view tree has more than \(n) views and modifiers"
        }
    }
}
