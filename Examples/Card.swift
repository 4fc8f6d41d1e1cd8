import SwiftUI

/// A notification card, as an app would declare it.
struct MessageCard: View {
    var title = "New message"
    var detail = "Tap to open the conversation"

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 36, height: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(.systemBackground)))
        .shadow(color: .black.opacity(0.15), radius: 6, y: 2)
    }
}
