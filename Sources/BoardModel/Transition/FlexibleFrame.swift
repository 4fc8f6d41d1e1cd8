/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` inside a
/// transition body: a frame whose size follows its content within bounds, the content aligned
/// inside it (docs/semantics.md, "Flexible frames").
///
/// A transition body is drawn on its view alone, with no container proposing a size, so the
/// frame is resolved as SwiftUI resolves it for an unspecified proposal: the ideal length (if
/// any) stands for the proposal, the content keeps its own size, and the frame's length is
/// `min` then `max` applied to it — `max(min, min(content, ideal))`, then
/// `min(max, max(content, ideal))`. `maxWidth: .infinity` alone therefore changes nothing here;
/// it fills a proposed width once views are laid out in containers.
package struct FlexibleFrame: Hashable, Sendable {
    /// Bounds of one dimension; nil where not given.
    package struct Bounds: Hashable, Sendable {
        /// Creates a value from its stored properties.
        package init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        package var min: Double?
        package var ideal: Double?
        package var max: Double?

        /// The frame's length around content of length `content`.
        package func resolve(_ content: Double) -> Double {
            guard min != nil || max != nil else { return content }
            let proposed = ideal ?? content
            var length = content
            if let min { length = Swift.max(min, Swift.min(length, proposed)) }
            if let max { length = Swift.min(max, Swift.max(length, proposed)) }
            return Swift.max(0, length)
        }
    }

    package var width: Bounds
    package var height: Bounds
    package var alignment: UnitPoint

    /// The fixed frame it amounts to for a view of `size`.
    package func resolved(in size: Size) -> EffectModifier {
        .frame(width: width.resolve(size.width), height: height.resolve(size.height), alignment: alignment)
    }

    /// The effect: a body of the view's size whose six bounds animate (a bound not given is NaN;
    /// `.infinity` is kept as the largest finite number so that two infinite bounds interpolate).
    /// Its neutral form (no values) is no frame at all.
    package var effect: EffectModifier {
        let values = [width.min, width.ideal, width.max, height.min, height.ideal, height.max]
            .map { $0.map { Swift.min($0, .greatestFiniteMagnitude) } ?? .nan }
        let alignment = self.alignment
        let body = AnimatableBody(id: "frame(alignment: \(alignment.x), \(alignment.y))", identity: [],
                                  describe: { Self(values: $0, alignment: alignment)?.swiftDescription ?? ".frame()" }) { values, size in
            Self(values: values, alignment: alignment).map { [$0.resolved(in: size)] } ?? []
        }
        return .animatable(body, values: values)
    }

    package init(width: Bounds, height: Bounds, alignment: UnitPoint) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The frame of an effect's six values.
    package init?(values: [Double], alignment: UnitPoint) {
        guard values.count == 6 else { return nil }
        func bound(_ v: Double) -> Double? { v.isNaN ? nil : v }
        width = Bounds(min: bound(values[0]), ideal: bound(values[1]), max: bound(values[2]))
        height = Bounds(min: bound(values[3]), ideal: bound(values[4]), max: bound(values[5]))
        self.alignment = alignment
    }

    /// As written: `.frame(maxWidth: .infinity, alignment: .leading)`.
    package var swiftDescription: String {
        func n(_ v: Double) -> String { v >= .greatestFiniteMagnitude ? ".infinity" : NumberFormat.plain((v * 1000).rounded() / 1000) }
        let named = [("minWidth", width.min), ("idealWidth", width.ideal), ("maxWidth", width.max),
                     ("minHeight", height.min), ("idealHeight", height.ideal), ("maxHeight", height.max)]
        var parts = named.compactMap { name, v in v.map { "\(name): \(n($0))" } }
        if alignment != .center { parts.append("alignment: \(alignment.swiftDescription)") }
        return ".frame(\(parts.joined(separator: ", ")))"
    }
}
