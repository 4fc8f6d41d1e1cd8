import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene { WindowGroup { LabelsView() } }
}

struct LabelItem: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var kind: String
}

struct LabelsView: View {
    @State private var query = ""
    private let labels = [LabelItem(title: "Tile A", kind: "Tile"), LabelItem(title: "Dot A", kind: "Dot"), LabelItem(title: "Ring", kind: "Ring")]
    private var visible: [LabelItem] { labels.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) } }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(visible.count) of \(labels.count) labels")
                .font(.caption)
                .foregroundStyle(.secondary)
            ForEach(visible) { label in
                HStack {
                    Text(label.title)
                    Spacer()
                    Text(label.kind).foregroundStyle(.secondary)
                }
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.1)))
            }
        }
        .padding()
    }
}
