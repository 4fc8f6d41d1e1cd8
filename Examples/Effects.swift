import SwiftUI

// A GeometryEffect, as the tutorials write it: a card flipping about its vertical axis.
struct FlipEffect: GeometryEffect {
    var angle: Double
    let axis: (x: CGFloat, y: CGFloat)

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let a = CGFloat(Angle(degrees: angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, axis.x, axis.y, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
        let affineTransform = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}

// Apple's Transition example: the phase picks the rotation.
struct RotatingFadeTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1.0 : 0.0)
            .rotationEffect(phase.rotation)
    }
}

extension TransitionPhase {
    fileprivate var rotation: Angle {
        switch self {
        case .willAppear: return .degrees(30)
        case .identity: return .zero
        case .didDisappear: return .degrees(-30)
        }
    }
}

// A visual effect reads the view's size: it drops in from one height above.
struct Drop: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.visualEffect { content, proxy in
            content
                .offset(y: phase.isIdentity ? 0 : -proxy.size.height)
                .opacity(phase.isIdentity ? 1 : 0.2)
        }
    }
}

// A CustomAnimation (WWDC23 "Explore SwiftUI animation"): linear, run as written.
struct MyLinearAnimation: CustomAnimation {
    var duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time <= duration { value.scaled(by: time / duration) } else { nil }
    }
}

extension AnyTransition {
    static var flip: AnyTransition {
        .modifier(active: FlipEffect(angle: 90, axis: (x: 0, y: 1)),
                  identity: FlipEffect(angle: 0, axis: (x: 0, y: 1)))
    }
}

enum Motion {
    static let settle = Animation(MyLinearAnimation(duration: 0.7))
    static let wobble = Animation.easeInOut(duration: 0.35).repeatCount(2)
}
