import SwiftFront
import BoardScene
import BoardModel
import Foundation

/// The types the interpreter models as values, with their static members and
/// initializers (docs/programs.md §2). SwiftUI types not listed here (`Animation`,
/// `AnyTransition`, `Color`, views) are kept as expressions for the evaluators.
package enum NativeTypes {
    package static let numbers: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]
    package static let integers: Set<String> = ["Int", "UInt", "Int64", "Int32", "Int16", "Int8", "UInt64", "UInt32", "UInt8"]

    /// Every modelled type.
    package static let all: Set<String> = numbers.union(integers).union([
        "Bool", "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional", "Angle", "CGPoint", "CGSize",
        "CGVector", "CGRect", "UnitPoint", "EdgeInsets", "RectangleCornerRadii", "Edge", "TransitionPhase", "ScrollTransitionPhase", "ColorScheme", "CGAffineTransform",
        "CATransform3D", "ProjectionTransform", "UUID", "Binding", "Axis", "LayoutDirection", "IndexSet", "Range", "ClosedRange",
        "GeometryProxy", "AnimatablePair", "EmptyAnimatableData", "SIMD2", "SIMD3", "SIMD4",
        "UserInterfaceSizeClass", "ScenePhase", "WidgetFamily", "EditMode", "ControlActiveState", "LocalizedStringKey", "LocalizedStringResource",
        // What `withTransaction(_:_:)` is given: its animation and `disablesAnimations`.
        "Transaction",
        // A CGPath wrapped to be reversed (`UIBezierPath(cgPath:).reversing().cgPath`): the path itself.
        "UIBezierPath", "NSBezierPath",
        // Stand-ins for the app around a view (StandIns/): the board's clock, its calendar, nothing stored, timers not fired.
        "Date", "DateFormatter", "ListFormatter", "ISO8601DateFormatter", "NumberFormatter", "NSNumber", "DateComponents", "Calendar", "Locale", "TimeZone", "UserDefaults", "ProcessInfo", "NotificationCenter", "URLSession", "URLSessionConfiguration", "URLCache", "Timer", "Task", "FileManager", "PassthroughSubject", "CurrentValueSubject", "Just", "DynamicTypeSize", "ContentSizeCategory", "DispatchQueue", "DispatchTime", "RunLoop", "OperationQueue",
        // The app's bundled data files (BundleResources.swift).
        "Bundle", "URL", "Data", "JSONDecoder", "JSONEncoder",
        // An error a preview shows (`NSError(domain:code:userInfo:)`), with its localizedDescription.
        "NSError",
        // The device's settings UIKit reports (UIKitSettings.swift).
        "UIAccessibility", "UIFontMetrics", "UIFont", "Tips",
        // Foundation's character sets and scanner, as hex colour initializers use them (TextScanning.swift).
        "CharacterSet", "Scanner", "NSString",
        // UIKit's bar appearances, accepted and not drawn (UIKitAppearance.swift).
        "UINavigationBarAppearance", "UITabBarAppearance", "UIToolbarAppearance", "UIBarButtonItemAppearance", "UITabBarItemAppearance",
        // Haptics: a board is silent and still (their calls do nothing).
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        // An image of the app's asset catalogues (`UIImage(named:)`), or a symbol: what `Image(uiImage:)` shows.
        "UIImage",
    ]).union(CoreDataStore.types).union(UserNotifications.types).union(URLComponentsValues.types).union(LocationManager.types).union(MotionManager.types).union(MeasurementValues.types).union(SwiftDataStore.types)

    /// The SIMD vectors, modelled as structs of their lanes (`x`, `y`, `z`, `w`).
    package static let simd: Set<String> = ["SIMD2", "SIMD3", "SIMD4"]

    /// The stored properties of the modelled structs, in order.
    package static let fields: [String: [String]] = [
        "Angle": ["radians"], "CGPoint": ["x", "y"], "CGSize": ["width", "height"], "CGVector": ["dx", "dy"],
        "CGRect": ["origin", "size"], "UnitPoint": ["x", "y"], "EdgeInsets": ["top", "leading", "bottom", "trailing"],
        "RectangleCornerRadii": ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"],
        "CGAffineTransform": ["a", "b", "c", "d", "tx", "ty"],
        "CATransform3D": ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"],
        "ProjectionTransform": ["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"],
        "UUID": ["uuidString"], "GeometryProxy": ["size"],
        "SIMD2": ["x", "y"], "SIMD3": ["x", "y", "z"], "SIMD4": ["x", "y", "z", "w"],
    ]

    /// The cases of the modelled enums.
    package static let cases: [String: [String]] = [
        "Edge": ["top", "leading", "bottom", "trailing"],
        // Foundation's string comparison options (`NSString.CompareOptions.regularExpression`).
        "NSString.CompareOptions": ["caseInsensitive", "literal", "backwards", "anchored", "numeric", "diacriticInsensitive",
                                    "widthInsensitive", "forcedOrdering", "regularExpression"],
        "String.CompareOptions": ["caseInsensitive", "literal", "backwards", "anchored", "numeric", "diacriticInsensitive",
                                  "widthInsensitive", "forcedOrdering", "regularExpression"],
        "TransitionPhase": ["willAppear", "identity", "didDisappear"],
        "ScrollTransitionPhase": ["topLeading", "identity", "bottomTrailing"],
        "ColorScheme": ["light", "dark"],
        "Axis": ["horizontal", "vertical"],
        "LayoutDirection": ["leftToRight", "rightToLeft"],
        "UserInterfaceSizeClass": ["compact", "regular"],
        "ScenePhase": ["active", "inactive", "background"],
        "EditMode": ["inactive", "transient", "active"],
        // WidgetKit's families: what `@Environment(\.widgetFamily)` reads (WidgetPreview).
        "WidgetFamily": ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular",
                         "accessoryRectangular", "accessoryInline"],
        "ControlActiveState": ["key", "active", "inactive"],
        "DynamicTypeSize": ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"],
        "ContentSizeCategory": ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                                "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                                "accessibilityExtraExtraExtraLarge"],
    ]

    /// Whether a declared type is floating point (`Double`, `CGFloat?`).
    /// An array of them counts (`[Double]`, `Array<CGFloat>`): `[1/12, 2/12]` is 1/12 and 2/12 there, as in Swift.
    package static func isFloating(_ type: String) -> Bool {
        var t = type.trimmingCharacters(in: .whitespaces)
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") { return isFloating(String(t.dropFirst().dropLast())) }
        if t.hasPrefix("Array<"), t.hasSuffix(">") { return isFloating(String(t.dropFirst(6).dropLast())) }
        // `(lineWidth: CGFloat, margin: CGFloat)`: literal arithmetic in its elements is floating.
        let elements = Interpreter.tupleElements(t)
        if !elements.isEmpty { return elements.allSatisfy { isFloating($0.type) } }
        return numbers.contains(Program.baseTypeName(t))
    }

    /// A struct of a modelled type from numbers: `make("CGSize", 10, 20)`.
    package static func make(_ type: String, _ values: [Double]) -> SwiftValue {
        .instance(StructValue(type: type, fields: zip(fields[type] ?? [], values).map { ($0, .double($1)) }))
    }

    /// An `Angle` of `radians`.
    package static func angle(_ radians: Double) -> SwiftValue { make("Angle", [radians]) }

    /// The numbers of a modelled struct, in field order (nil when a field is not a number).
    package static func numbers(of v: SwiftValue, _ type: String) -> [Double]? {
        guard case let .instance(i) = v, i.type == type else { return nil }
        var out: [Double] = []
        for value in i.values {
            switch value {
            case let .double(d): out.append(d)
            case let .int(n): out.append(Double(n))
            default: return nil
            }
        }
        return out
    }
}

/// Static members of the modelled types: `Double.pi`, `CGSize.zero`, `Angle.degrees(30)`,
/// `UnitPoint.top`, `Edge.leading`, `TransitionPhase.identity`, `CGAffineTransform.identity`.
package enum NativeStatics {
    /// Whether `type.name` is one of them.
    package static func knows(_ type: String, _ name: String) -> Bool {
        if NativeTypes.cases[type]?.contains(name) ?? false { return true }
        if DateValues.knows(type, name) || AppStandIns.knows(type, name) || TextScanning.knows(type, name) { return true }
        if type == "NumberFormatter", name == "localizedString" { return true }
        if name == "random", NativeTypes.numbers.contains(type) || NativeTypes.integers.contains(type) || type == "Bool" { return true }
        switch type {
        case _ where NativeTypes.numbers.contains(type): return ["pi", "zero", "infinity", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "ulpOfOne", "init"].contains(name)
        case _ where NativeTypes.integers.contains(type): return ["zero", "max", "min", "init"].contains(name)
        case "CGSize", "CGPoint", "CGRect", "CGVector", "EdgeInsets": return name == "zero" || name == "init" || name == "infinite"
        case "Angle": return ["zero", "degrees", "radians", "init"].contains(name)
        case "UnitPoint": return UnitPoint.named.contains { $0.name == name } || name == "init"
        case "CGAffineTransform", "ProjectionTransform", "CATransform3D": return name == "identity" || name == "init"
        case "Binding": return name == "constant"
        case "NSString": return name == "CompareOptions"
        case "String": return name == "init"
        case _ where NativeTypes.simd.contains(type): return ["zero", "one", "init"].contains(name)
        default: return false
        }
    }

    /// `type.name` (with `arguments` when called).
    package static func member(_ type: String, _ name: String, arguments: [Argument]?, _ interpreter: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        if NativeTypes.cases[type]?.contains(name) ?? false { return .enumCase(EnumValue(type: type, name: name)) }
        if name == "init" {
            return try NativeInitializers.make(type, arguments ?? [], interpreter, e, Frame(scope: Scope(parent: nil), selfType: nil, origin: interpreter.currentOrigin))
        }
        if DateValues.knows(type, name) { return try DateValues.staticMember(type, name, arguments, interpreter, e) }
        if type == "NumberFormatter", name == "localizedString" { return try NumberFormatterValues.localizedString(arguments, interpreter, e) }
        if AppStandIns.knows(type, name) { return try AppStandIns.staticMember(type, name, arguments, interpreter, e) }
        if TextScanning.knows(type, name) { return TextScanning.set(name) }
        if name == "random" {
            guard let args = arguments else { return .function(Function(.builtin("\(type).random") { i, args, range throws(ExpressionError) in
                try i.randomValue(of: type, args, Expr(.identifier(type), range: range)) })) }
            return try interpreter.randomValue(of: type, args, e)
        }
        switch (type, name) {
        case (_, "pi"): return .double(.pi)
        case (_, "infinity"), (_, "greatestFiniteMagnitude"): return .double(name == "infinity" ? .infinity : .greatestFiniteMagnitude)
        case (_, "leastNonzeroMagnitude"): return .double(.leastNonzeroMagnitude)
        case (_, "ulpOfOne"): return .double(.ulpOfOne)
        case (_, "max"): return .int(.max)
        case (_, "min"): return .int(.min)
        case (_, "zero") where NativeTypes.numbers.contains(type): return .double(0)
        case (_, "zero") where NativeTypes.integers.contains(type): return .int(0)
        case ("CGSize", "zero"), ("CGPoint", "zero"), ("CGVector", "zero"): return NativeTypes.make(type, [0, 0])
        case ("CGRect", "zero"): return Geometry.rect(0, 0, 0, 0)
        case ("CGRect", "infinite"): return Geometry.rect(-.greatestFiniteMagnitude / 2, -.greatestFiniteMagnitude / 2, .greatestFiniteMagnitude, .greatestFiniteMagnitude)
        case ("EdgeInsets", "zero"): return NativeTypes.make(type, [0, 0, 0, 0])
        case (_, "zero") where NativeTypes.simd.contains(type), (_, "one") where NativeTypes.simd.contains(type):
            return NativeTypes.make(type, Array(repeating: name == "one" ? 1 : 0, count: NativeTypes.fields[type]!.count))
        case ("Angle", "zero"): return NativeTypes.angle(0)
        case ("Angle", "degrees"), ("Angle", "radians"):
            guard let args = arguments, args.count == 1, let v = Arithmetic.number(args[0].value) else {
                throw ExpressionError(.arguments, at: e.range, "Angle.\(name)(_:) takes one number")
            }
            return NativeTypes.angle(name == "degrees" ? v * .pi / 180 : v)
        case ("UnitPoint", _):
            let p = UnitPoint.named.first { $0.name == name }!.point
            return NativeTypes.make("UnitPoint", [p.x, p.y])
        case ("CGAffineTransform", "identity"): return Transforms.affine([1, 0, 0, 1, 0, 0])
        case ("CATransform3D", "identity"): return Transforms.identity3D
        case ("ProjectionTransform", "identity"): return NativeTypes.make("ProjectionTransform", [1, 0, 0, 0, 1, 0, 0, 0, 1])
        case ("NSString", "CompareOptions"): return .type("NSString.CompareOptions")
        case ("Binding", "constant"):
            guard let v = arguments?.first?.value else { throw ExpressionError(.arguments, at: e.range, "Binding.constant(_:) takes a value") }
            return .binding(.constant(v))
        default:
            throw ExpressionError(.unknownName, at: e.range, "'\(type)' has no member '\(name)'")
        }
    }
}

/// Geometry helpers for the modelled structs.
package enum Geometry {
    package static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SwiftValue {
        .instance(StructValue(type: "CGRect", fields: [("origin", NativeTypes.make("CGPoint", [x, y])), ("size", NativeTypes.make("CGSize", [w, h]))]))
    }

    /// x, y, width, height of a `CGRect`.
    package static func rectNumbers(_ v: SwiftValue) -> (Double, Double, Double, Double)? {
        guard case let .instance(i) = v, i.type == "CGRect", let o = i["origin"], let s = i["size"],
              let p = NativeTypes.numbers(of: o, "CGPoint"), let z = NativeTypes.numbers(of: s, "CGSize") else { return nil }
        return (p[0], p[1], z[0], z[1])
    }
}
