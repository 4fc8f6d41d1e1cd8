import Foundation
import SwiftFront
import BoardModel

/// Foundation's `Measurement` and its units, as the "unit conversion" views of real apps and
/// tutorials use them: `Measurement(value: 20, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value`.
/// A unit is a value naming Foundation's dimension (`UnitLength.meters`), a measurement holds its
/// `value` and `unit`; `converted(to:)` converts with Foundation's own coefficients, `description`
/// prints as Foundation prints (`68.0 °F`).
package enum MeasurementValues {
    /// The unit types, with Foundation's units by name.
    static let units: [String: [String: Dimension]] = [
        "UnitTemperature": ["celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit, "kelvin": UnitTemperature.kelvin],
        "UnitLength": ["meters": UnitLength.meters, "kilometers": UnitLength.kilometers, "centimeters": UnitLength.centimeters,
                       "millimeters": UnitLength.millimeters, "inches": UnitLength.inches, "feet": UnitLength.feet, "yards": UnitLength.yards,
                       "miles": UnitLength.miles, "nauticalMiles": UnitLength.nauticalMiles, "decimeters": UnitLength.decimeters],
        "UnitDuration": ["seconds": UnitDuration.seconds, "minutes": UnitDuration.minutes, "hours": UnitDuration.hours,
                         "milliseconds": UnitDuration.milliseconds],
        "UnitVolume": ["milliliters": UnitVolume.milliliters, "liters": UnitVolume.liters, "cups": UnitVolume.cups, "pints": UnitVolume.pints,
                       "gallons": UnitVolume.gallons, "quarts": UnitVolume.quarts, "fluidOunces": UnitVolume.fluidOunces,
                       "teaspoons": UnitVolume.teaspoons, "tablespoons": UnitVolume.tablespoons, "cubicMeters": UnitVolume.cubicMeters,
                       "imperialGallons": UnitVolume.imperialGallons, "imperialPints": UnitVolume.imperialPints],
        "UnitMass": ["grams": UnitMass.grams, "kilograms": UnitMass.kilograms, "milligrams": UnitMass.milligrams, "ounces": UnitMass.ounces,
                     "pounds": UnitMass.pounds, "stones": UnitMass.stones, "metricTons": UnitMass.metricTons],
        "UnitSpeed": ["metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
                      "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots],
        "UnitArea": ["squareMeters": UnitArea.squareMeters, "squareKilometers": UnitArea.squareKilometers, "squareFeet": UnitArea.squareFeet,
                     "squareMiles": UnitArea.squareMiles, "acres": UnitArea.acres, "hectares": UnitArea.hectares,
                     "squareCentimeters": UnitArea.squareCentimeters, "squareInches": UnitArea.squareInches, "squareYards": UnitArea.squareYards],
        "UnitEnergy": ["joules": UnitEnergy.joules, "kilojoules": UnitEnergy.kilojoules, "calories": UnitEnergy.calories,
                       "kilocalories": UnitEnergy.kilocalories, "kilowattHours": UnitEnergy.kilowattHours],
    ]

    /// The types stood in for.
    static let types: Set<String> = Set(units.keys).union(["Measurement"])

    /// The measurement's methods.
    static let methods: [String: Set<String>] = ["Measurement": ["converted", "formatted"]]

    /// `UnitLength.meters`.
    static func knows(_ type: String, _ name: String) -> Bool { units[type]?[name] != nil }

    /// A unit's value.
    static func unit(_ type: String, _ name: String) -> SwiftValue {
        .instance(StructValue(type: type, fields: [("name", .string(name)), ("symbol", .string(units[type]?[name]?.symbol ?? name))]))
    }

    /// The dimension a unit value (or an implicit member naming one, `.fahrenheit`) names.
    static func dimension(_ v: SwiftValue, like other: String? = nil) -> (String, Dimension)? {
        switch v {
        case let .instance(s) where units[s.type] != nil:
            guard case let .string(n)? = s["name"], let d = units[s.type]?[n] else { return nil }
            return (s.type, d)
        case let .swiftUI(e, _):
            guard case let .implicitMember(n) = e.kind else { return nil }
            if let other, let d = units[other]?[n] { return (other, d) }
            return units.sorted { $0.key < $1.key }.first { $0.value[n] != nil }.map { ($0.key, $0.value[n]!) }
        default:
            return nil
        }
    }

    /// `Measurement(value:unit:)`.
    static func make(_ type: String, _ args: [Argument]) -> SwiftValue? {
        guard Program.baseTypeName(type) == "Measurement", args.map(\.label) == ["value", "unit"],
              let v = Arithmetic.number(args[0].value), let (unitType, d) = dimension(args[1].value) else { return nil }
        return measurement(v, unitType, d)
    }

    static func measurement(_ value: Double, _ unitType: String, _ d: Dimension) -> SwiftValue {
        let name = units[unitType]?.first { $0.value == d }?.key ?? ""
        return .instance(StructValue(type: "Measurement", fields: [("value", .double(value)), ("unit", unit(unitType, name))]))
    }

    /// `measurement.converted(to:)`, `.formatted()`.
    static func call(_ s: StructValue, _ name: String, _ args: [Argument], at e: Expr) throws(ExpressionError) -> SwiftValue? {
        guard s.type == "Measurement", case let .double(v)? = s["value"], let unit = s["unit"], let (unitType, d) = dimension(unit) else { return nil }
        switch name {
        case "converted":
            guard args.count == 1, args[0].label == "to", let (_, target) = dimension(args[0].value, like: unitType) else {
                throw ExpressionError(.arguments, at: e.range, "converted(to:) takes a unit of the measurement's kind, as in .fahrenheit")
            }
            return measurement(Measurement(value: v, unit: d).converted(to: target).value, unitType, target)
        case "formatted":
            return .string(description(v, d))
        default:
            return nil
        }
    }

    /// `measurement.description`: Foundation's `"68.0 °F"`.
    static func property(_ s: StructValue, _ name: String) -> SwiftValue? {
        guard s.type == "Measurement", name == "description", case let .double(v)? = s["value"], let unit = s["unit"],
              let (_, d) = dimension(unit) else { return nil }
        return .string(description(v, d))
    }

    private static func description(_ v: Double, _ d: Dimension) -> String { "\(v) \(d.symbol)" }
}
