import SwiftUI

/// SF Symbols as boardgen draws them: Material Icons stand-ins of like meaning, sized and placed by
/// SF Symbols' rules (docs/symbols.md).
struct SymbolsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 16) {
                Image(systemName: "heart")
                Image(systemName: "heart.fill").foregroundStyle(.red)
                Image(systemName: "star.fill").foregroundStyle(.yellow)
                Image(systemName: "globe")
                Image(systemName: "magnifyingglass")
                Image(systemName: "trash")
                Image(systemName: "gear")
                Image(systemName: "bell.badge")
            }
            .font(.title2)
            Label("Favorites", systemImage: "star")
            Label("Inbox", systemImage: "tray.fill")
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                Text("Saved")
                Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.orange)
                Text("2 warnings")
            }
            HStack(spacing: 16) {
                Image(systemName: "1.circle")
                Image(systemName: "2.circle.fill")
                Image(systemName: "gear.circle.fill").foregroundStyle(.blue)
                Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "xmark.circle.fill").foregroundStyle(.white, .red)
                Image(systemName: "folder").imageScale(.small)
                Image(systemName: "folder")
                Image(systemName: "folder").imageScale(.large)
            }
            .font(.title2)
            HStack(spacing: 16) {
                Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }
                Image(systemName: "not.a.symbol").font(.largeTitle)
            }
        }
        .padding()
    }
}
