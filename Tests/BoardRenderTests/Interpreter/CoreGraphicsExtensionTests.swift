import Testing
@testable import BoardRender
@testable import SwiftRun
@testable import ViewEngine
@testable import BoardScene
@testable import BoardModel

/// The Core Graphics values as shape code uses them (SwiftClockUI's snapshot references): an
/// app's extensions of CGRect, CGPoint, Angle and Path with `Self` and implicit `self`; implicit
/// members of a parameter's type; `applying(_:)` on points, sizes and rectangles.
@Suite struct CoreGraphicsExtensionTests {
    static let extensions = """
    extension CGRect {
        static func circle(center: CGPoint, radius: CGFloat) -> Self {
            .init(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        }
        var radius: CGFloat { min(width, height) / 2 }
    }
    extension Angle { static let fullRound: Self = .radians(2 * .pi) }
    extension Path {
        mutating func addCircle(_ circle: CGRect) {
            move(to: CGPoint(x: circle.maxX, y: circle.midY))
            addArc(center: CGPoint(x: circle.midX, y: circle.midY), radius: circle.radius, startAngle: .zero, endAngle: .fullRound, clockwise: false)
            addLine(to: .zero)
        }
    }
    func drawn() -> Bool { var p = Path(); p.addCircle(.circle(center: .zero, radius: 2)); return true }
    """

    @Test func selfInAnExtensionIsTheExtendedType() throws {
        #expect(try Run.value("CGRect.circle(center: CGPoint(x: 5, y: 5), radius: 2).width", Self.extensions) == "4.0")
        #expect(try Run.value("Angle.fullRound.degrees", Self.extensions) == "360.0")
    }

    @Test func implicitMembersTakeTheParametersType() throws {
        #expect(try Run.value("CGPoint(x: .zero, y: 3).x", Self.extensions) == "0.0")
        #expect(try Run.value("CGPoint(x: .pi, y: 3).x", Self.extensions).hasPrefix("3.14159"))
    }

    @Test func applyingMapsPointsSizesAndRectangles() throws {
        #expect(try Run.value("CGPoint(x: 1, y: 2).applying(.init(translationX: 3, y: 4)).y", Self.extensions) == "6.0")
        #expect(try Run.value("CGSize(width: 1, height: 2).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 9, y: 9)).height", Self.extensions)
                == "6.0")
        #expect(try Run.value("CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)).width",
                              Self.extensions) == "1.0")
    }

    @Test func aPathExtensionCallsPathsOwnMethodsOnItself() throws {
        // Each call resolved (as `self.move(to:)` …) and its arguments read: no error.
        #expect(try Run.value("drawn()", Self.extensions) == "true")
    }

    @Test func rectanglesInsetOffsetAndCompareAsCoreGraphicsDoes() throws {
        let r = "CGRect(x: 10, y: 20, width: 100, height: 50)"
        #expect(try Run.value("\(r).insetBy(dx: 10, dy: 5).minY", Self.extensions) == "25.0")
        #expect(try Run.value("\(r).insetBy(dx: 10, dy: 5).width", Self.extensions) == "80.0")
        #expect(try Run.value("\(r).offsetBy(dx: -10, dy: 5).minX", Self.extensions) == "0.0")
        #expect(try Run.value("\(r).contains(CGPoint(x: 10, y: 20))", Self.extensions) == "true")
        #expect(try Run.value("\(r).contains(CGPoint(x: 110, y: 20))", Self.extensions) == "false")
        #expect(try Run.value("\(r).intersects(CGRect(x: 100, y: 60, width: 5, height: 5))", Self.extensions) == "true")
        #expect(try Run.value("\(r).union(CGRect(x: 0, y: 0, width: 1, height: 1)).maxY", Self.extensions) == "70.0")
        #expect(try Run.value("\(r).intersection(CGRect(x: 100, y: 60, width: 50, height: 50)).width", Self.extensions) == "10.0")
        // A negative size is measured from the other edge (standardized).
        #expect(try Run.value("CGRect(x: 10, y: 10, width: -4, height: 2).insetBy(dx: 1, dy: 0).minX", Self.extensions) == "7.0")
    }

    @Test func anExtensionsAngleScalesByNumbers() throws {
        // `.fullRound * 1/4` (SwiftClockUI): the app's static Angle times a number, then divided.
        #expect(try Run.value("Angle(radians: 0) + .fullRound * 1 / 4", Self.extensions).contains("1.5707"))
    }

    @Test func aShapesPathInARectangleIsItsOutline() throws {
        let shapes = Self.extensions + "\n" + """
        struct Dot: Shape { func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) } }
        func box(_ p: Path) -> CGRect { p.boundingRect }
        """
        // A built-in shape, and a shape scaled about its centre, placed at the rectangle's origin.
        #expect(try Run.value("box(Circle().path(in: CGRect(x: 10, y: 0, width: 40, height: 20))).minX", shapes) == "20.0")
        #expect(try Run.value("box(Dot().scale(0.5).path(in: CGRect(x: 0, y: 0, width: 40, height: 20))).width", shapes) == "20.0")
        #expect(try Run.value("box(Rectangle().path(in: CGRect(x: 1, y: 2, width: 3, height: 4))).maxY", shapes) == "6.0")
        // `.inset(by:)`: the shape in its frame inset on every side (a circle's diameter 40 − 2·5).
        #expect(try Run.value("box(Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))).width", shapes) == "30.0")
        #expect(try Run.value("box(Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))).minX", shapes) == "5.0")
    }

    /// A built-in shape inset stays that shape: it may still `strokeBorder`, inset by both.
    @Test func anInsetShapeStrokesItsBorder() throws {
        let shape = try #require(try ViewEvaluator.shapeView(ExpressionParser.parse("Circle().inset(by: 4).strokeBorder(Color.red, lineWidth: 2)")))
        #expect(shape.kind == .circle && shape.inset == 4 && shape.stroke?.inset == true)
        let tile = ViewLeaves.tileShape(shape, in: Rect(x: 0, y: 0, width: 40, height: 40), foreground: nil, theme: .light)
        // The line's centre 4 + 1 pt in: a circle of diameter 30.
        #expect(abs(tile.rect.width - 30) < 1e-9)
    }

    /// An inset rounded rectangle's corners shrink by the inset (SwiftUI's `InsettableShape`).
    @Test func anInsetRoundedRectangleHasSmallerCorners() throws {
        let shape = try #require(try ViewEvaluator.shapeView(ExpressionParser.parse("RoundedRectangle(cornerRadius: 12).inset(by: 4)")))
        let outline = try ViewEvaluator.outline(shape, Size(100, 50))
        let points = outline.flatMap(\.points)
        #expect(abs((points.map(\.x).min() ?? 0) - 4) < 1e-9 && abs((points.map(\.x).max() ?? 0) - 96) < 1e-9)
        // The top edge starts where the 8 pt corner ends.
        #expect(points.contains { abs($0.x - 12) < 1e-9 && abs($0.y - 4) < 1e-9 })
    }

    @Test func qualifiedMembersOfSwiftUIsEnumerationsAreRead() throws {
        // `var weight = Font.Weight.regular` passed on to `.font(.system(size:weight:))`.
        let v = try ViewEvaluator().evaluateRead(try ExpressionParser.parse("Text(\"a\").font(.system(size: 12, weight: Font.Weight.bold))"))
        #expect("\(v)".contains("bold"))
    }

    /// `UIBezierPath(cgPath: p.cgPath).reversing().cgPath` is the path run backwards, and
    /// `path.forEach` gives its elements as `Path.Element` cases (SwiftClockUI's mirrored arms).
    @Test func aPathReversedAndReadElementByElement() throws {
        let swift = Self.extensions + "\n" + """
        func mk() -> Path { var p = Path(); p.move(to: .zero); p.addLine(to: CGPoint(x: 4, y: 0)); p.addLine(to: CGPoint(x: 4, y: 3)); return p }
        func ends() -> [CGFloat] {
            var xs: [CGFloat] = []
            Path(UIBezierPath(cgPath: mk().cgPath).reversing().cgPath).forEach { element in
                switch element {
                case .move(to: let p): xs.append(p.y)
                case .line(to: let p): xs.append(p.x)
                default: break
                }
            }
            return xs
        }
        """
        #expect(try Run.value("ends()", swift) == "[3.0, 4.0, 0.0]")
        #expect(try Run.value("mk().applying(.init(scaleX: -1, y: 1)).boundingRect.minX", swift) == "-4.0")
    }

    /// `.mask(Moon().scale(0.7))`, `.clipShape(Triangle())`: a shape of the program's own clips to its path.
    @Test func aShapeOfYourOwnClips() throws {
        let clip = try ValueReader.clipShape(ExpressionParser.parse("Rectangle().scale(0.5)"), for: "'.mask'")
        #expect(clip.kind == .path)
        let segments = try #require(clip.path).segments(Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(segments.flatMap(\.points).map(\.x).min() == 25)
    }

    /// `.mask(Capsule().frame(width: 40).offset(x: 20))`: the mask shape laid out as SwiftUI lays out
    /// a mask view — offered the masked view's size, centred in it, sized by its frame, moved by its
    /// offset; padding insets it.
    @Test func aPlacedShapeMasks() throws {
        let rect = Rect(x: 10, y: 0, width: 100, height: 40)
        func xs(_ s: String) throws -> (Double, Double) {
            let clip = try ValueReader.clipShape(ExpressionParser.parse(s), for: "'.mask'")
            let xs = try #require(clip.path).segments(rect).flatMap(\.points).map(\.x)
            return (xs.min() ?? .nan, xs.max() ?? .nan)
        }
        // Centred (10 + 30 … 10 + 70), then 20 to the right.
        #expect(try xs("Capsule().frame(width: 40).offset(x: 20)") == (60, 100))
        #expect(try xs("Rectangle().frame(width: 40, alignment: .leading).offset(x: -5)") == (35, 75))
        #expect(try xs("Rectangle().padding(10)") == (20, 100))
        #expect(try xs("Rectangle().fill(Color.white).offset(CGSize(width: 3, height: 0))") == (13, 113))
        #expect(try xs("Circle().inset(by: 10)") == (50, 70))
        #expect(throws: ExpressionError.self) { try xs("Text(\"a\").padding()") }
    }

    /// The custom-corners card: `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds the
    /// corners named, the others square.
    @Test func aBezierPathRoundsTheCornersNamed() throws {
        let swift = """
            func corners(_ c: UIRectCorner) -> Path {
                Path(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: c,
                                  cornerRadii: CGSize(width: 10, height: 10)).cgPath)
            }
            func firstPoint(_ p: Path) -> CGPoint {
                var first = CGPoint.zero
                var seen = false
                p.forEach { element in
                    if !seen, case let .move(to: q) = element { first = q; seen = true }
                }
                return first
            }
            """
        // The outline starts where the top-left corner ends: 10 pt in when it is rounded, at 0 when not.
        #expect(try Run.value("firstPoint(corners([.topLeft, .bottomRight])).x", swift) == "10.0")
        #expect(try Run.value("firstPoint(corners(.topRight)).x", swift) == "0.0")
        #expect(try Run.value("firstPoint(corners(.allCorners)).x", swift) == "10.0")
        #expect(try Run.value("corners(.topRight).boundingRect.width", swift) == "100.0")
        #expect(try Run.value("Path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath).boundingRect.height") == "10.0")
    }

    /// SwiftClockUI's shapes: a Path's non-mutating `trimmedPath(from:to:)` on a variable, a labelled
    /// tuple element holding a closure called as a method, literal division in a ternary typed by the
    /// parameter, `#function`.
    @Test func trimmedPathsTupleClosuresAndTypedTernaries() throws {
        let swift = """
            struct Ratios { var ratio = (maxMargin: { (x: CGFloat) in x * 2 }, other: { 1.0 }) }
            func margin(_ m: CGFloat) -> CGFloat { m }
            func trimmed() -> Int {
                var p = Path()
                p.move(to: .zero)
                p.addLine(to: CGPoint(x: 100, y: 0))
                return Int(p.trimmedPath(from: 0, to: 0.25).boundingRect.maxX.rounded())
            }
            func named() -> String { #function }
            """
        #expect(try Run.value("trimmed()", swift) == "25")
        #expect(try Run.value("Ratios().ratio.maxMargin(3.0)", swift) == "6.0")
        #expect(try Run.value("margin(true ? 30/100 : 20/100)", swift) == "0.3")
        #expect(try Run.value("named()", swift) == "named()")
    }

    /// `.rotation(_:anchor:)` on a shape is a shape (`RotatedShape`): its `path(in:)` is the turned
    /// outline, about the anchor of the rectangle.
    @Test func aRotatedShapesPathIsTurnedAboutItsAnchor() throws {
        let swift = """
            struct Bar: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
            func box() -> CGRect { Bar().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 40, height: 10)).boundingRect }
            """
        #expect(try Run.value("box().width", swift) == "10.0")
        #expect(try Run.value("box().minX", swift) == "15.0")
    }
}
