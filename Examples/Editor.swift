// An editable, filtered list: rename a row, include or exclude it, delete it. Two ways to bind
// a row's controls to the array: by the record's id (the right way), or by the row's position
// among the visible rows (`$items[i]`): row i then edits the original array's element i —
// the wrong record as soon as a filter or a new order hides the difference.
import SwiftUI

struct EditableItem: Identifiable {
    let id: Int
    var title: String
    var included: Bool
}

@main
struct EditorApp: App {
    var body: some Scene {
        WindowGroup {
            HStack {
                BoundByID()
                BoundByIndex()
            }
        }
    }
}

let startingItems = [
    EditableItem(id: 1, title: "Grid", included: true),
    EditableItem(id: 2, title: "Tile", included: false),
    EditableItem(id: 3, title: "Ring", included: true),
]

/// Each row's controls write the record with the row's id.
struct BoundByID: View {
    @State private var items = startingItems
    @State private var query = ""
    @State private var includedOnly = false

    private var filtered: [EditableItem] {
        items.filter { item in
            (query.isEmpty || item.title.localizedCaseInsensitiveContains(query)) && (!includedOnly || item.included)
        }
    }

    private func title(for id: Int) -> Binding<String> {
        Binding(
            get: { items.first { $0.id == id }?.title ?? "" },
            set: { newValue in
                if let i = items.firstIndex(where: { $0.id == id }) { items[i].title = newValue }
            })
    }

    private func included(for id: Int) -> Binding<Bool> {
        Binding(
            get: { items.first { $0.id == id }?.included ?? false },
            set: { newValue in
                if let i = items.firstIndex(where: { $0.id == id }) { items[i].included = newValue }
            })
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            EditorControls(query: $query, includedOnly: $includedOnly) {
                withAnimation(.easeInOut(duration: 0.3)) { items.reverse() }
            }
            VStack(spacing: 8) {
                ForEach(filtered) { item in
                    EditorRow(title: title(for: item.id), included: included(for: item.id)) {
                        withAnimation(.easeInOut(duration: 0.3)) { items.removeAll { $0.id == item.id } }
                    }
                    .transition(.opacity)
                }
            }
            .animation(.easeInOut(duration: 0.22), value: filtered.map(\.id))
            Text("Original array: \(items.map(\.title).joined(separator: " · "))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

/// Row i's controls write `items[i]`: the bug.
struct BoundByIndex: View {
    @State private var items = startingItems
    @State private var query = ""
    @State private var includedOnly = false

    private var filtered: [EditableItem] {
        items.filter { item in
            (query.isEmpty || item.title.localizedCaseInsensitiveContains(query)) && (!includedOnly || item.included)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            EditorControls(query: $query, includedOnly: $includedOnly) {
                withAnimation(.easeInOut(duration: 0.3)) { items.reverse() }
            }
            VStack(spacing: 8) {
                ForEach(filtered.indices, id: \.self) { i in
                    EditorRow(title: $items[i].title, included: $items[i].included) {
                        withAnimation(.easeInOut(duration: 0.3)) { items.remove(at: i) }
                    }
                    .transition(.opacity)
                }
            }
            .animation(.easeInOut(duration: 0.22), value: filtered.map(\.id))
            Text("Original array: \(items.map(\.title).joined(separator: " · "))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct EditorControls: View {
    @Binding var query: String
    @Binding var includedOnly: Bool
    let reverse: () -> Void

    var body: some View {
        TextField("Filter", text: $query)
            .textFieldStyle(.roundedBorder)
        Toggle("Included only", isOn: $includedOnly)
        Button("Reverse original order", action: reverse)
    }
}

struct EditorRow: View {
    @Binding var title: String
    @Binding var included: Bool
    let delete: () -> Void

    var body: some View {
        HStack {
            TextField("Label name", text: $title)
            Toggle("Included", isOn: $included)
                .labelsHidden()
            Button("Delete", action: delete)
        }
        .padding(.horizontal, 10)
        .frame(height: 40)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.12)))
    }
}
