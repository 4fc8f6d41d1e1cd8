// A filtered collection, as the chapter's tutorial builds it: a field, a toggle, a count and
// the rows that match, identified by their stable ids. Paste it into an app as it is.
import SwiftUI

struct LabelItem: Identifiable, Hashable {
    let id: Int
    var title: String
    var kind: String
}

@main
struct FilteredCollectionApp: App {
    var body: some Scene {
        WindowGroup { FilteredCollectionView() }
    }
}

struct FilteredCollectionView: View {
    @State private var labels = [
        LabelItem(id: 1, title: "Tile A", kind: "Tile"),
        LabelItem(id: 2, title: "Dot A", kind: "Dot"),
        LabelItem(id: 3, title: "Tile B", kind: "Tile"),
        LabelItem(id: 4, title: "Dot B", kind: "Dot"),
    ]
    @State private var query = ""
    @State private var tilesOnly = false

    private var visible: [LabelItem] {
        labels.filter { label in
            (query.isEmpty || label.title.localizedCaseInsensitiveContains(query))
                && (!tilesOnly || label.kind == "Tile")
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            TextField("Filter", text: $query)
                .textFieldStyle(.roundedBorder)
            Toggle("Tiles only", isOn: $tilesOnly)
            Text("\(visible.count) of \(labels.count) labels")
                .font(.caption)
                .foregroundStyle(.secondary)
            VStack(spacing: 8) {
                ForEach(visible) { label in
                    LabelRow(label: label)
                        .transition(.asymmetric(insertion: .offset(x: 0, y: 8).combined(with: .opacity),
                                                removal: .opacity))
                }
                if visible.isEmpty {
                    Text("No matching labels")
                        .foregroundStyle(.secondary)
                        .transition(.opacity)
                }
            }
            .animation(.easeInOut(duration: 0.22), value: visible)
        }
        .padding()
    }
}

struct LabelRow: View {
    let label: LabelItem

    var body: some View {
        HStack {
            Text(label.title)
            Spacer()
            Text(label.kind)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 12)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.12)))
    }
}
