import SwiftFront
import BoardModel

/// Core Motion on a board (docs/swift-subset.md, "Stand-ins"): a board's device is held still and
/// has reported nothing yet. `CMMotionManager()` is an object whose settings an app sets
/// (`deviceMotionUpdateInterval`, `accelerometerUpdateInterval`, …) and whose updates never arrive:
/// the sensors are available, none is active, the latest readings (`deviceMotion`,
/// `accelerometerData`, …) are nil, and a handler given to a `start…Updates` is never called —
/// the view as it is drawn before the first reading.
enum MotionManager {
    /// The types stood in for.
    static let types: Set<String> = ["CMMotionManager"]

    /// The manager's requests: none of them answers on a board.
    static let methods: [String: Set<String>] = [
        "CMMotionManager": ["startDeviceMotionUpdates", "stopDeviceMotionUpdates", "startAccelerometerUpdates", "stopAccelerometerUpdates",
                            "startGyroUpdates", "stopGyroUpdates", "startMagnetometerUpdates", "stopMagnetometerUpdates"],
    ]

    /// `CMMotionManager()`: a manager whose sensors have not reported.
    static func make(_ type: String, _ args: [Argument]) -> SwiftValue? {
        guard type == "CMMotionManager", args.isEmpty else { return nil }
        var fields: [(String, SwiftValue)] = []
        for sensor in ["deviceMotion", "accelerometer", "gyro", "magnetometer"] {
            // Core Motion's default interval is 0.01 s (100 Hz).
            fields += [("\(sensor)UpdateInterval", .double(0.01)), ("is\(sensor.prefix(1).uppercased() + sensor.dropFirst())Available", .bool(true)),
                       ("is\(sensor.prefix(1).uppercased() + sensor.dropFirst())Active", .bool(false))]
        }
        fields += [("deviceMotion", .none), ("accelerometerData", .none), ("gyroData", .none), ("magnetometerData", .none),
                   ("showsDeviceMovementDisplay", .bool(false))]
        return .object(ObjectBox(StructValue(type: type, fields: fields)))
    }
}
