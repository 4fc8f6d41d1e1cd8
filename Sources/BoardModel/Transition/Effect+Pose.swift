/// Where an effect puts a view: the geometry of a modifier chain.
public struct Pose: Hashable, Sendable {
    /// Maps the view's own coordinates (origin top-left, size as laid out) to
    /// the coordinates of the outermost modifier's frame.
    public var transform: Homography
    /// The laid-out size of the outermost modifier (a frame-height effect changes it).
    public var size: Size
    /// Clip regions from `.clipped()` frames, as quadrilaterals in the outer frame's coordinates.
    public var clips: [[Point]]
    /// The product of the clamped opacities.
    public var opacity: Double
    /// The combined blur radius in points.
    public var blurRadius: Double
    /// The summed brightness added to every colour component.
    public var brightness: Double = 0
}

extension Effect {
    /// The geometry of the chain applied to a view of `viewSize`.
    ///
    /// Geometry effects act in the coordinates of the view they are attached to
    /// (origin at its top-left, its laid-out size); outer effects apply after
    /// inner ones (docs/semantics.md §5). A frame-height effect makes a new frame of
    /// `fraction × height`, aligns the view inside it and clips to it.
    public func pose(viewSize: Size) -> Pose {
        var transform = Homography.identity
        var size = viewSize
        var clips: [[Point]] = []
        var brightness = 0.0

        func apply(_ h: Homography) {
            transform = transform.followed(by: h)
            clips = clips.map { $0.map(h.apply) }
        }

        let chain = flattened(viewSize: viewSize)
        for modifier in chain {
            switch modifier {
            case .opacity, .blur, .animatable:
                break
            case let .brightness(b):
                brightness += b
            case let .rotation(angle, anchor):
                apply(.rotation(angle, about: anchor.resolved(in: size)))
            case let .frame(w, h, alignment):
                let new = Size(w.isNaN ? size.width : max(0, w), h.isNaN ? size.height : max(0, h))
                apply(.translation((new.width - size.width) * alignment.x, (new.height - size.height) * alignment.y))
                size = new
            case let .inset(t, l, b, r):
                apply(.translation(l, t))
                size = Size(max(0, size.width + l + r), max(0, size.height + t + b))
            case .clip:
                clips.append(Rect(x: 0, y: 0, width: size.width, height: size.height).corners)
            case let .scale(x, y, anchor):
                apply(.scale(x, y, about: anchor.resolved(in: size)))
            case let .offset(x, y):
                apply(.translation(x, y))
            case let .move(x, y):
                apply(.translation(x * size.width, y * size.height))
            case let .rotation3D(r):
                apply(r.homography(in: size))
            case let .projection(h):
                apply(h)
            case let .frameHeight(fraction, alignment):
                let height = max(0, fraction * size.height)
                apply(.translation(0, (height - size.height) * alignment.fraction))
                size = Size(size.width, height)
                clips.append(Rect(x: 0, y: 0, width: size.width, height: height).corners)
            }
        }
        return Pose(
            transform: transform, size: size, clips: clips, opacity: Self.opacity(chain), blurRadius: Self.blurRadius(chain),
            brightness: brightness)
    }
}
