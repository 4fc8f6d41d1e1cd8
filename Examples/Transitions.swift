// Transitions as an app declares them, pasted verbatim; Examples/pasted.json
// draws them. `boardgen check Examples/Transitions.swift` lists what is read.
import SwiftUI

enum Timing {
    static let duration = 0.7
}

extension Animation {
    static var unhurried: Animation { .easeInOut(duration: Timing.duration) }
}

// Apple's "Animating views and transitions" tutorial (Landmarks).
extension AnyTransition {
    static var moveAndFade: AnyTransition {
        .asymmetric(
            insertion: .move(edge: .trailing).combined(with: .opacity),
            removal: .scale.combined(with: .opacity)
        )
    }

    static func lift(_ distance: CGFloat = 30) -> AnyTransition {
        .offset(y: distance).combined(with: .opacity)
    }
}

// Apple's documentation example for the Transition protocol.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 10)
            .rotationEffect(
                .degrees(
                    phase == .willAppear ? 360 :
                        phase == .didDisappear ? -360 : .zero
                )
            )
            .brightness(phase == .willAppear ? 1 : 0)
    }
}

// The same body twice. Without animatableData SwiftUI runs it at the two
// ends only and animates the opacity between them: a fade.
struct Fade: ViewModifier {
    var p: Double
    func body(content: Content) -> some View {
        content.opacity(p == 0 ? 1 : 0)
    }
}

// With animatableData it runs at every intermediate p: a jump at p = 0.
struct Blink: ViewModifier, Animatable {
    var p: Double
    var animatableData: Double {
        get { p }
        set { p = newValue }
    }
    func body(content: Content) -> some View {
        content.opacity(p < 0.5 ? 1 : 0)
    }
}

// A fold that takes the view's height away, top edge fixed.
struct FoldUp: ViewModifier {
    var progress: Double
    func body(content: Content) -> some View {
        content
            .frame(height: max(0, (1 - progress) * 74), alignment: .top)
            .clipped()
    }
}

struct ContentView: View {
    @State private var isShowing = true
    var body: some View {
        Text(isShowing ? "Shown" : "Hidden")
    }
}
