import SwiftUI

/// A settings screen drawn on an iPhone 15 (Examples/device.json): its status bar and home
/// indicator, the grouped list's background under them, navigation rows with their chevrons.
struct DeviceSettings: View {
    @State private var wifi = true
    @State private var name = "Ada's iPhone"

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink { Text("Wi-Fi") } label: { Label("Wi-Fi", systemImage: "wifi") }
                    NavigationLink { Text("Bluetooth") } label: { Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right") }
                    Toggle(isOn: $wifi) { Label("Airplane Mode", systemImage: "airplane") }
                }
                Section("About") {
                    TextField("Name", text: $name)
                    NavigationLink("Software Update") { Text("Update") }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
