import BoardModel
import BoardScene
import SwiftFront

/// What an ``OpaqueValue`` carries for the interpreter: the value, and what it means to SwiftUI.
package struct OpaquePayload: @unchecked Sendable {
    package let value: SwiftValue
    /// The animation it is, when it is one (`Animation(MyCustomAnimation())`).
    package let animation: Animation?
    /// The effects it draws for a view's size, when it is a visual effect's closure.
    package let effect: AnimatableBody?
    /// A GeometryReader's content for the reader's frame in its window: its closure run with the proxy.
    package let geometry: (@Sendable (Rect, [String: Rect]) throws(ExpressionError) -> Expr)?
    /// A `Path` or a program's `Shape` drawn as a view: its segments for a size.
    package let shapePath: CustomShapePath?
    /// An `.alignmentGuide`'s closure: the guide's value for the view's size.
    package let guideValue: (@Sendable (Size) throws(ExpressionError) -> Double)?
    /// A `.containerRelativeFrame`'s closure: the length for the container's length along an axis.
    package var relativeLength: (@Sendable (Double, Axis) throws(ExpressionError) -> Double)? = nil
}

extension OpaqueValue {
    package convenience init(_ value: SwiftValue, description: String, animation: Animation? = nil, effect: AnimatableBody? = nil,
                     geometry: (@Sendable (Rect, [String: Rect]) throws(ExpressionError) -> Expr)? = nil, shapePath: CustomShapePath? = nil,
                     guideValue: (@Sendable (Size) throws(ExpressionError) -> Double)? = nil,
                     relativeLength: (@Sendable (Double, Axis) throws(ExpressionError) -> Double)? = nil) {
        self.init(payload: OpaquePayload(value: value, animation: animation, effect: effect, geometry: geometry,
                                         shapePath: shapePath, guideValue: guideValue, relativeLength: relativeLength),
                  description: description)
    }

    private var carried: OpaquePayload { payload as! OpaquePayload }
    /// The interpreter's value.
    package var value: SwiftValue { carried.value }
    /// The animation it is, when it is one.
    package var animation: Animation? { carried.animation }
    /// The effects it draws for a view's size, when it is a visual effect's closure.
    package var effect: AnimatableBody? { carried.effect }
    /// A GeometryReader's content for the reader's frame in its window.
    package var geometry: (@Sendable (Rect, [String: Rect]) throws(ExpressionError) -> Expr)? { carried.geometry }
    /// A `Path` or a program's `Shape` drawn as a view.
    package var shapePath: CustomShapePath? { carried.shapePath }
    /// An `.alignmentGuide`'s closure.
    package var guideValue: (@Sendable (Size) throws(ExpressionError) -> Double)? { carried.guideValue }
    /// A `.containerRelativeFrame`'s closure.
    package var relativeLength: (@Sendable (Double, Axis) throws(ExpressionError) -> Double)? { carried.relativeLength }
}
