import SwiftUI

/// A row that needs its data, as most of an app's views do: only its previews show it.
/// `boardgen list Examples/Trips.swift` names them; `boardgen render Examples/Trips.swift
/// --preview Dark --at 0 -o dark.png` draws one (docs/board-format.md, "Previews").
struct Trip: Identifiable {
    let id: Int
    var city: String
    var nights: Int
}

extension Trip {
    static let sample = Trip(id: 1, city: "Lisbon", nights: 3)
}

struct TripRow: View {
    var trip: Trip
    @Binding var isFavorite: Bool

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.city)
                    .font(.headline)
                Text("\(trip.nights) nights")
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Toggle("Favorite", isOn: $isFavorite)
                .fixedSize()
        }
        .padding()
    }
}

#Preview {
    TripRow(trip: .sample, isFavorite: .constant(false))
}

#Preview("Dark", traits: .sizeThatFitsLayout) {
    @Previewable @State var isFavorite = true
    TripRow(trip: .sample, isFavorite: $isFavorite)
        .preferredColorScheme(.dark)
}

struct TripRow_Previews: PreviewProvider {
    static let kyoto = Trip(id: 2, city: "Kyoto", nights: 5)

    static var previews: some View {
        Group {
            TripRow(trip: kyoto, isFavorite: .constant(true))
                .previewLayout(.fixed(width: 320, height: 80))
                .previewDisplayName("Kyoto")
        }
    }
}
