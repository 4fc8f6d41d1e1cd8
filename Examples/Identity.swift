// One filtered collection three ways: the panels differ only in how their ForEach identifies
// its rows. Stable ids move, insert and remove rows; positions change rows' contents in place;
// ids made anew on every evaluation make every row leave and enter again.
import SwiftUI

struct LabelItem: Identifiable, Hashable {
    let id: Int
    var title: String
    var kind: String
}

/// A row wrapped with an id made anew each time the body runs (`UUID()`).
struct FreshRow: Identifiable {
    let id = UUID()
    let label: LabelItem
}

enum RowIdentity {
    case stable, position, fresh
}

@main
struct IdentityApp: App {
    var body: some Scene {
        WindowGroup {
            HStack {
                IdentityDemo(identity: .stable)
                IdentityDemo(identity: .position)
                IdentityDemo(identity: .fresh)
            }
        }
    }
}

struct IdentityDemo: View {
    let identity: RowIdentity
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
                switch identity {
                case .stable:
                    ForEach(visible) { label in
                        LabelRow(label: label).transition(.opacity)
                    }
                case .position:
                    ForEach(visible.indices, id: \.self) { i in
                        LabelRow(label: visible[i]).transition(.opacity)
                    }
                case .fresh:
                    ForEach(visible.map { FreshRow(label: $0) }) { row in
                        LabelRow(label: row.label).transition(.opacity)
                    }
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
