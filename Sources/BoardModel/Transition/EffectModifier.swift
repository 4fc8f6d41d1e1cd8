/// One animatable view modifier inside a transition, with its parameters.
///
/// A transition's body is a chain of these, innermost first. Every parameter
/// interpolates linearly and separately (docs/semantics.md §0, §5).
public enum EffectModifier: Hashable, Sendable {
    /// `.opacity(_:)`; clamped to 0...1 only when drawn.
    case opacity(Double)
    /// `.scaleEffect(x:y:anchor:)`.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `.offset(x:y:)`, in points.
    case offset(x: Double, y: Double)
    /// A layout move by a fraction of the view's own size (`.move`, `.slide`, `.push`).
    case move(x: Double, y: Double)
    /// `.rotation3DEffect(…)`.
    case rotation3D(Rotation3D)
    /// `.blur(radius:)`, in points.
    case blur(radius: Double)
    /// `.frame(height: fraction · H, alignment:).clipped()`: a frame whose height is a
    /// fraction of the view's own, the view aligned inside it, clipped to it.
    case frameHeight(fraction: Double, alignment: VerticalAlignment)
    /// `.rotationEffect(_:anchor:)`: a rotation in radians about the anchor.
    case rotation(angle: Double, anchor: UnitPoint)
    /// `.frame(width:height:alignment:)` in points (a NaN dimension is the view's own), the view aligned inside it.
    case frame(width: Double, height: Double, alignment: UnitPoint)
    /// Room a container of the transition body adds around the view — the length and spacing of
    /// empty views beside it (`VStack { content; HStack {} }`): the frame grows by the insets, the
    /// view is placed inside them. In points.
    case inset(top: Double, leading: Double, bottom: Double, trailing: Double)
    /// `.clipped()` (and `.clipShape(Rectangle())`, `.mask(Rectangle())`): clipped to the current frame.
    case clip
    /// `.brightness(_:)`: added to every colour component.
    case brightness(Double)
    /// The body of an `Animatable` view modifier, run at every intermediate value
    /// of its animated properties (docs/semantics.md §13 rule 2): `values` animate, the
    /// effects it returns are what is drawn.
    case animatable(AnimatableBody, values: [Double])
    /// `.projectionEffect(_:)` and a `GeometryEffect`'s `effectValue(size:)`: a projective map
    /// in the view's own coordinates (origin top-left, points).
    case projection(Homography)

    /// The same modifier with its neutral (identity) value: the parameters that
    /// do not animate (anchors, axes, alignment) are kept.
    public var neutral: EffectModifier {
        switch self {
        case .opacity: .opacity(1)
        case let .scale(_, _, anchor): .scale(x: 1, y: 1, anchor: anchor)
        case .offset: .offset(x: 0, y: 0)
        case .move: .move(x: 0, y: 0)
        case let .rotation3D(r):
            .rotation3D(Rotation3D(
                angle: 0, axis: r.axis, anchor: r.anchor, anchorZ: r.anchorZ, perspective: r.perspective))
        case .blur: .blur(radius: 0)
        case let .frameHeight(_, alignment): .frameHeight(fraction: 1, alignment: alignment)
        case let .rotation(_, anchor): .rotation(angle: 0, anchor: anchor)
        case let .frame(_, _, alignment): .frame(width: .nan, height: .nan, alignment: alignment)
        case .inset: .inset(top: 0, leading: 0, bottom: 0, trailing: 0)
        case .clip: .clip
        case .brightness: .brightness(0)
        case let .animatable(body, _): .animatable(body, values: body.identity)
        case .projection: .projection(.identity)
        }
    }

    /// The animatable components, in SwiftUI's `animatableData` order.
    package var components: [Double] {
        switch self {
        case let .opacity(o): [o]
        case let .scale(x, y, a): [x, y, a.x, a.y]
        case let .offset(x, y): [x, y]
        case let .move(x, y): [x, y]
        case let .rotation3D(r): [r.angle, r.axis.x, r.axis.y, r.axis.z, r.anchor.x, r.anchor.y, r.anchorZ, r.perspective]
        case let .blur(radius): [radius]
        case let .frameHeight(f, _): [f]
        case let .rotation(angle, anchor): [angle, anchor.x, anchor.y]
        case let .frame(w, h, _): [w, h]
        case let .inset(t, l, b, r): [t, l, b, r]
        case .clip: []
        case let .brightness(b): [b]
        case let .animatable(_, values): values
        case let .projection(h): h.m
        }
    }

    /// The modifier with the same kind and the given components.
    package func with(components c: [Double]) -> EffectModifier {
        switch self {
        case .opacity: .opacity(c[0])
        case .scale: .scale(x: c[0], y: c[1], anchor: UnitPoint(x: c[2], y: c[3]))
        case .offset: .offset(x: c[0], y: c[1])
        case .move: .move(x: c[0], y: c[1])
        case .rotation3D:
            .rotation3D(Rotation3D(
                angle: c[0], axis: (c[1], c[2], c[3]), anchor: UnitPoint(x: c[4], y: c[5]),
                anchorZ: c[6], perspective: c[7]))
        case .blur: .blur(radius: c[0])
        case let .frameHeight(_, alignment): .frameHeight(fraction: c[0], alignment: alignment)
        case .rotation: .rotation(angle: c[0], anchor: UnitPoint(x: c[1], y: c[2]))
        case let .frame(_, _, alignment): .frame(width: c[0], height: c[1], alignment: alignment)
        case .inset: .inset(top: c[0], leading: c[1], bottom: c[2], trailing: c[3])
        case .clip: .clip
        case .brightness: .brightness(c[0])
        case let .animatable(body, _): .animatable(body, values: c)
        case .projection: .projection(Homography(c))
        }
    }

    /// Whether two modifiers are of the same kind and can interpolate.
    package func isSameKind(as other: EffectModifier) -> Bool {
        switch (self, other) {
        case (.opacity, .opacity), (.scale, .scale), (.offset, .offset), (.move, .move),
             (.rotation3D, .rotation3D), (.blur, .blur), (.rotation, .rotation), (.clip, .clip), (.brightness, .brightness),
             (.projection, .projection), (.inset, .inset):
            true
        case let (.frameHeight(_, a), .frameHeight(_, b)):
            a == b
        case let (.frame(_, _, a), .frame(_, _, b)):
            a == b
        case let (.animatable(a, _), .animatable(b, _)):
            a == b
        default:
            false
        }
    }

    /// `from + (to − from) · p`, component by component.
    package static func interpolate(_ from: EffectModifier, _ to: EffectModifier, _ p: Double) -> EffectModifier {
        precondition(from.isSameKind(as: to), "cannot interpolate \(from) and \(to)")
        let a = from.components, b = to.components
        return from.with(components: zip(a, b).map { $0 + ($1 - $0) * p })
    }

    /// The size of the change from `self` to `other` in absolute units, as
    /// SwiftUI's spring stop rule measures it: points for geometry (moves in
    /// units of the view's `size`, heights of its height), radians for angles.
    package func changeMagnitude(to other: EffectModifier, in size: Size) -> Double {
        let a = components, b = other.components
        var d = zip(a, b).map { $1 - $0 }
        switch self {
        case .move:
            d[0] *= size.width; d[1] *= size.height
        case .frameHeight:
            d[0] *= size.height
        case .frame:
            d = d.map { $0.isNaN ? 0 : $0 }
        default:
            break
        }
        return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}

/// The body of an `Animatable` view modifier used as a transition: what it
/// draws for given values of its animated properties. Two bodies are the same
/// when they come from the same declaration with the same fixed arguments.
public struct AnimatableBody: Hashable, Sendable {
    /// Names the declaration and its fixed arguments.
    public let id: String
    /// The animated values at identity (the modifier's `identity:` instance).
    public let identity: [Double]
    /// The effects the body returns for some values of its animated properties and the view's
    /// size (a `GeometryEffect` reads it), innermost first.
    public let expand: @Sendable ([Double], Size) -> [EffectModifier]
    /// The body written as Swift for some values, where it reads better than its expansion.
    public let describe: (@Sendable ([Double]) -> String)?
    /// The body where the view is laid out: a `.visualEffect` closure's proxy reads the view's frame
    /// in its window and in the coordinate spaces around it (window points); nil for a body that
    /// reads only the view's size.
    public let placed: (@Sendable (Rect, [String: Rect]) -> AnimatableBody)?

    /// Creates a body.
    public init(id: String, identity: [Double], describe: (@Sendable ([Double]) -> String)? = nil,
                placed: (@Sendable (Rect, [String: Rect]) -> AnimatableBody)? = nil,
                expand: @escaping @Sendable ([Double], Size) -> [EffectModifier]) {
        self.id = id
        self.identity = identity
        self.describe = describe
        self.placed = placed
        self.expand = expand
    }

    public static func == (a: AnimatableBody, b: AnimatableBody) -> Bool { a.id == b.id && a.identity == b.identity }
    public func hash(into h: inout Hasher) { h.combine(id); h.combine(identity) }
}
