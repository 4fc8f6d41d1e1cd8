import SwiftFront
import BoardModel

/// Core Location on a board (docs/swift-subset.md, "Stand-ins"): a board's device has not been asked
/// for its location and has none. `CLLocationManager()` is an object whose settings an app sets
/// (`delegate`, `desiredAccuracy`, `distanceFilter`, …) and whose requests do nothing: permission is
/// never asked (`authorizationStatus` stays `.notDetermined`), no location arrives (`location` is nil),
/// and the delegate's callbacks are never called — the view a person sees before allowing it.
enum LocationManager {
    /// The types stood in for.
    static let types: Set<String> = ["CLLocationManager"]

    /// The manager's requests: none of them answers on a board.
    static let methods: [String: Set<String>] = [
        "CLLocationManager": ["requestWhenInUseAuthorization", "requestAlwaysAuthorization", "requestTemporaryFullAccuracyAuthorization",
                              "startUpdatingLocation", "stopUpdatingLocation", "requestLocation", "startUpdatingHeading", "stopUpdatingHeading",
                              "startMonitoringSignificantLocationChanges", "stopMonitoringSignificantLocationChanges",
                              "startMonitoringVisits", "stopMonitoringVisits", "startMonitoring", "stopMonitoring", "dismissHeadingCalibrationDisplay"],
    ]

    /// `kCLLocationAccuracyBest` and its kin, and `kCLDistanceFilterNone`, as Core Location defines them.
    static let constants: [String: Double] = [
        "kCLLocationAccuracyBestForNavigation": -2, "kCLLocationAccuracyBest": -1, "kCLLocationAccuracyNearestTenMeters": 10,
        "kCLLocationAccuracyHundredMeters": 100, "kCLLocationAccuracyKilometer": 1000, "kCLLocationAccuracyThreeKilometers": 3000,
        "kCLLocationAccuracyReduced": 3000, "kCLDistanceFilterNone": -1,
    ]

    /// `CLLocationManager()`: a manager that has not been asked anything.
    static func make(_ type: String, _ args: [Argument]) -> SwiftValue? {
        guard type == "CLLocationManager", args.isEmpty else { return nil }
        return .object(ObjectBox(StructValue(type: type, fields: [
            ("delegate", .none), ("location", .none), ("heading", .none),
            ("authorizationStatus", .enumCase(EnumValue(type: "CLAuthorizationStatus", name: "notDetermined"))),
            ("accuracyAuthorization", .enumCase(EnumValue(type: "CLAccuracyAuthorization", name: "fullAccuracy"))),
            ("desiredAccuracy", .double(100)), ("distanceFilter", .double(-1)), ("allowsBackgroundLocationUpdates", .bool(false)),
            ("pausesLocationUpdatesAutomatically", .bool(true)), ("showsBackgroundLocationIndicator", .bool(false)),
            ("activityType", .enumCase(EnumValue(type: "CLActivityType", name: "other"))),
        ])))
    }
}
