import BoardModel

/// SwiftUI's materials — `.ultraThinMaterial`, `.thinMaterial`, `.regularMaterial`, `.thickMaterial`,
/// `.ultraThickMaterial`, `.bar` (and `Material.thin` …) — as a board draws them: what is behind the
/// shape blurred (raster outputs), then a translucent tint of the appearance over it; an SVG draws
/// the tint alone. Apple documents the order (ultra-thin the most translucent, thicker more opaque)
/// but not the blur or the tint: both are this one table (docs/semantics.md, uncertainty 23).
package enum Materials {
    /// How one material is drawn.
    package struct Look: Sendable {
        /// The tint over the blurred backdrop in the light appearance.
        package var light: Color
        /// In the dark appearance.
        package var dark: Color
        /// The blur of what is behind, as a Gaussian's σ in points.
        package var blur: Double
    }

    /// The blur of every material's backdrop, σ in points (**uncertain**).
    package static let blur = 20.0

    /// By name, from the most translucent to the most opaque (**uncertain** opacities; white in the
    /// light appearance, the dark grouped background's grey in the dark).
    package static let looks: [String: Look] = {
        func look(_ alpha: Double) -> Look {
            Look(light: Color(red: 1, green: 1, blue: 1, alpha: alpha),
                 dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: alpha), blur: blur)
        }
        return ["ultraThinMaterial": look(0.3), "thinMaterial": look(0.5), "regularMaterial": look(0.7), "bar": look(0.8),
                "thickMaterial": look(0.85), "ultraThickMaterial": look(0.93)]
    }()

    /// `Material.thin` and the other members of the `Material` type, by the shape style's name.
    package static let members = ["ultraThin": "ultraThinMaterial", "thin": "thinMaterial", "regular": "regularMaterial",
                                  "thick": "thickMaterial", "ultraThick": "ultraThickMaterial", "bar": "bar"]

    /// The material a fill is (`.named("thinMaterial")`, or it with an opacity), if it is one.
    package static func look(of tint: Tint?) -> Look? {
        switch tint {
        case let .named(name)?: looks[name]
        case let .opacity(base, _)?: look(of: base)
        default: nil
        }
    }
}
