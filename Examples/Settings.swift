import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

struct SettingsView: View {
    @State private var name = "Ada Lovelace"
    @State private var notifications = true
    @State private var chores = [
        Chore(id: 1, title: "Outline the chapter", isDone: true),
        Chore(id: 2, title: "Draw the figures", isDone: false),
        Chore(id: 3, title: "Send it to the editor", isDone: false),
    ]

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Name", text: $name)
                    Toggle("Notifications", isOn: $notifications)
                        .tint(.orange)
                }
                Section {
                    ForEach(chores) { chore in
                        HStack {
                            Image(systemName: chore.isDone ? "checkmark.circle.fill" : "circle")
                                .imageScale(.large)
                                .foregroundStyle(chore.isDone ? .green : .secondary)
                            Text(chore.title)
                                .strikethrough(chore.isDone)
                                .foregroundStyle(chore.isDone ? .secondary : .primary)
                        }
                    }
                    Button("Mark all done") {
                        withAnimation(.easeInOut(duration: 0.4)) {
                            for i in chores.indices { chores[i].isDone = true }
                        }
                    }
                } header: {
                    Text("Today")
                } footer: {
                    Text("Done chores are struck through.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}
