import SwiftUI

struct TripList: View {
    @EnvironmentObject private var store: TripStore

    var body: some View {
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $store.showsFavoritesOnly.animation())
                ForEach(store.visibleTrips) { trip in
                    TripRow(trip: trip) {
                        withAnimation(.snappy) { store.toggleFavorite(trip) }
                    }
                }
            }
            .navigationTitle("Trips")
        }
    }
}

struct TripRow: View {
    let trip: Trip
    var onFavorite: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.city).font(.headline)
                Text("\(trip.nights) nights").foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: onFavorite) {
                Image(systemName: trip.isFavorite ? "star.fill" : "star")
                    .foregroundStyle(trip.isFavorite ? Color.brand : .secondary)
            }
            .accessibilityLabel(trip.city)
        }
    }
}

extension Color {
    static var brand: Color { Color("Brand") }
}

#Preview {
    TripList()
        .environmentObject(TripStore.preview)
}
