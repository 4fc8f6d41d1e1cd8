import SwiftUI

/// The app's model: trips, which the views read and change.
struct Trip: Identifiable, Hashable {
    let id: Int
    var city: String
    var nights: Int
    var isFavorite = false
}

final class TripStore: ObservableObject {
    @Published var trips: [Trip]
    @Published var showsFavoritesOnly = false

    init(trips: [Trip] = []) {
        self.trips = trips
    }

    var visibleTrips: [Trip] {
        showsFavoritesOnly ? trips.filter(\.isFavorite) : trips
    }

    func toggleFavorite(_ trip: Trip) {
        guard let index = trips.firstIndex(where: { $0.id == trip.id }) else { return }
        trips[index].isFavorite.toggle()
    }
}

extension TripStore {
    /// Sample data for previews.
    static var preview: TripStore {
        TripStore(trips: [
            Trip(id: 1, city: "Lisbon", nights: 3, isFavorite: true),
            Trip(id: 2, city: "Kyoto", nights: 5),
            Trip(id: 3, city: "Reykjavík", nights: 4),
        ])
    }
}
