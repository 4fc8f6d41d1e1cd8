import SwiftUI

/// A card that follows the finger and, let go, either flies off (a swipe past a third of its
/// width, or a fling whose predicted end gets there) or springs back.
struct SwipeCard: View {
    @State private var offset: CGSize = .zero
    @State private var swiped = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Swiped \(swiped)")
                .font(.headline)
            RoundedRectangle(cornerRadius: 16)
                .fill(offset.width > 40 ? Color.green : offset.width < -40 ? Color.red : Color.blue)
                .frame(width: 160, height: 200)
                .overlay(Text("Drag me").foregroundStyle(.white))
                .offset(x: offset.width, y: offset.height * 0.3)
                .rotationEffect(.degrees(offset.width / 12))
                .gesture(
                    DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { value in
                            if abs(value.predictedEndTranslation.width) > 120 {
                                withAnimation(.easeOut(duration: 0.3)) {
                                    offset = CGSize(width: value.predictedEndTranslation.width > 0 ? 500 : -500, height: 0)
                                } completion: {
                                    swiped += 1
                                    offset = .zero
                                }
                            } else {
                                withAnimation(.spring(duration: 0.5, bounce: 0.4)) { offset = .zero }
                            }
                        }
                )
        }
        .padding(.vertical, 24)
        .frame(maxWidth: .infinity)
    }
}
