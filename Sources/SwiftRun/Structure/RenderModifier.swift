import BoardModel
import BoardScene

/// A modifier that changes how its content is drawn, never the size it asks for or where it is
/// placed: SwiftUI's render effects (`_OpacityEffect`, `_BlurEffect`, `_ShadowEffect`,
/// `_OffsetEffect`, `_ClipEffect`, colour effects, …). Layout passes every one of them through
/// (one rule: ``LayoutTree/Kind/isLayoutNeutral``); the placement walk gathers them into the
/// views below; the painter draws what they gathered.
public enum RenderModifier: Hashable, Sendable {
    /// `.opacity(_:)`: drawn at this opacity.
    case opacity(Double)
    /// `.blur(radius:)`: drawn blurred, a Gaussian of this radius.
    case blur(Double)
    /// `.shadow(color:radius:x:y:)`: each view below casts a shadow (nil colour: SwiftUI's default).
    case shadow(color: Tint?, radius: Double, x: Double, y: Double)
    /// `.offset`, `.scaleEffect`, `.rotationEffect`, `.rotation3DEffect`, a `GeometryEffect`:
    /// drawn moved by the effect, acting in the modified view's frame.
    case effect(RenderEffect)
    /// `.clipped()`, `.cornerRadius(_:)`, `.clipShape(_:)`, `.mask`: what it draws is cut to a
    /// shape of its frame.
    case clip(ClipShape)
    /// `.compositingGroup()`, `.drawingGroup()`: the views below are one picture for the effects
    /// above (a `.shadow` above it is cast by their union, not by each view).
    case compositingGroup
    /// `.zIndex(_:)`: drawn above its siblings of lower index.
    case zIndex(Double)
    /// A colour effect (`.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.hueRotation`,
    /// `.colorInvert`, `.colorMultiply`, `.luminanceToAlpha`): every colour below transformed.
    case colorEffect(ColorEffect)
    /// `.blendMode(_:)`: each view below drawn onto what is behind it with this blend.
    case blendMode(BlendMode)
}

/// A colour effect on the views below: a matrix on their colours, or a colour they are
/// multiplied by (resolved in the board's appearance when drawn).
public enum ColorEffect: Hashable, Sendable {
    /// A colour matrix (SwiftUI's own for the effect).
    case matrix(ColorMatrix)
    /// `.colorMultiply(_:)`: each component times the colour's (its alpha too).
    case multiply(Tint)
}

extension ViewNode.Modifier {
    /// `.opacity(_:)`.
    public static func opacity(_ o: Double) -> Self { .render(.opacity(o)) }
    /// `.blur(radius:)`.
    public static func blur(_ r: Double) -> Self { .render(.blur(r)) }
    /// `.shadow(color:radius:x:y:)`.
    public static func shadow(color: Tint?, radius: Double, x: Double, y: Double) -> Self {
        .render(.shadow(color: color, radius: radius, x: x, y: y))
    }
    /// `.offset(x:y:)`.
    public static func offset(x: Double, y: Double) -> Self { .render(.effect(.offset(x: x, y: y))) }
    /// `.scaleEffect(x:y:anchor:)`.
    public static func scaleEffect(x: Double, y: Double, anchor: UnitPoint) -> Self {
        .render(.effect(.scale(x: x, y: y, anchor: anchor)))
    }
    /// `.rotationEffect(_:anchor:)`, an angle in radians.
    public static func rotationEffect(_ angle: Double, anchor: UnitPoint) -> Self {
        .render(.effect(.rotation(radians: angle, anchor: anchor)))
    }
    /// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    public static func rotation3DEffect(_ r: Rotation3D) -> Self { .render(.effect(.rotation3D(r))) }
    /// `.modifier(E(…))` with a `GeometryEffect` a Swift file declares, at values of its animatable data.
    public static func geometryEffect(_ body: AnimatableBody, values: [Double]) -> Self { .render(.effect(.body(body, values: values))) }
    /// `.clipped()`, `.cornerRadius(_:)`, `.clipShape(_:)`.
    public static func clip(_ shape: ClipShape) -> Self { .render(.clip(shape)) }
    /// `.zIndex(_:)`.
    public static func zIndex(_ z: Double) -> Self { .render(.zIndex(z)) }
    /// `.compositingGroup()`, `.drawingGroup()`.
    public static var compositingGroup: Self { .render(.compositingGroup) }
}
