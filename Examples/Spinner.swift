import SwiftUI

/// The spinner of countless tutorials: the state flips when the view appears, and the
/// `.animation(_:value:)` watching it turns the arc for ever.
struct LoadingView: View {
    @State private var isLoading = false

    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .frame(width: 60, height: 60)
                .rotationEffect(Angle(degrees: isLoading ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isLoading)
            Text("Loading…")
                .font(.headline)
                .foregroundStyle(.secondary)
        }
        .padding(40)
        .onAppear {
            isLoading = true
        }
    }
}

#Preview {
    LoadingView()
}
