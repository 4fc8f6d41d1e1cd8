import SwiftUI

/// A progress card as a tutorial writes it: a ring drawn with `.trim`, a gradient behind it,
/// a slider and a button that moves the progress with a spring.
struct ProgressCard: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 16)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 16, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%")
                    .font(.largeTitle.bold())
            }
            .frame(width: 150, height: 150)
            Slider(value: $progress, in: 0...1)
            Button("Add 25%") {
                withAnimation(.spring(duration: 0.6)) {
                    progress = min(progress + 0.25, 1)
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(24)
        .background(
            LinearGradient(colors: [.blue.opacity(0.12), .purple.opacity(0.18)], startPoint: .top, endPoint: .bottom)
        )
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .padding()
    }
}
