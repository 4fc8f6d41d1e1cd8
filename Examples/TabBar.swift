import SwiftUI

/// A tab bar whose selection pill slides from tab to tab: each tab draws the pill only when it is
/// selected, and `matchedGeometryEffect` makes the one leaving and the one arriving a single view.
struct TabBar: View {
    @State private var selected = "Home"
    @Namespace private var pill
    private let tabs = ["Home", "Search", "Profile"]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(tabs, id: \.self) { tab in
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) {
                        selected = tab
                    }
                } label: {
                    Text(tab)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(selected == tab ? .white : .primary)
                        .padding(.vertical, 10)
                        .frame(maxWidth: .infinity)
                        .background {
                            if selected == tab {
                                Capsule()
                                    .fill(Color.indigo)
                                    .matchedGeometryEffect(id: "pill", in: pill)
                            }
                        }
                }
                .buttonStyle(.plain)
            }
        }
        .padding(6)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
        .padding()
    }
}
