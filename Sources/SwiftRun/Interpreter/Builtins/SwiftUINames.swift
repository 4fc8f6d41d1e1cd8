import SwiftFront
import BoardScene
import BoardModel
/// What the interpreter knows of SwiftUI's names (the evaluators know the rest):
/// which types the files may extend with static members that a leading dot
/// finds, which members are SwiftUI's own, and which calls take view content.
package enum SwiftUINames {
    /// Types whose static members `.name` finds with no type written: a member a Swift file
    /// adds to them is run; SwiftUI's own are kept for the evaluators.
    package static let extensible = ["AnyTransition", "Animation"]

    /// SwiftUI value types whose static members an app adds and names as implicit members
    /// (`.background(.appBackground)`), in the order tried: a colour first, as
    /// `extension ShapeStyle where Self == Color { static var x: Color { .x } }` means `Color.x`.
    package static let implicitMemberOwners = ["Color", "ShapeStyle", "Font", "Gradient", "LinearGradient", "UnitPoint"]

    /// Swift's and SwiftUI's other value types whose static members an app's extension adds and a
    /// leading dot names where SwiftUI takes one, tried after ``implicitMemberOwners``
    /// (`.frame(width: .widthPer(per: 0.3))`, `.padding(.allExceptBottom)`, `format: .localCurrencyOrUsd()`).
    package static let appExtendedValueTypes = ["CGFloat", "Double", "Float", "Int", "FormatStyle", "Edge.Set", "Alignment",
                                                "HorizontalAlignment", "VerticalAlignment", "EdgeInsets", "CGSize", "CGPoint"]

    /// The modelled type SwiftUI declares for an argument of a modifier, where an implicit member
    /// (`.init(…)`, `.identity`) needs it to be read.
    package static func contextualType(of callee: String, label: String?) -> String? {
        switch (callee, label) {
        case ("transformEffect", nil): "CGAffineTransform"
        case ("projectionEffect", nil): "ProjectionTransform"
        default: nil
        }
    }

    /// The type SwiftUI gives a modifier's argument where an app's extension may declare the
    /// implicit member written (`.rotationEffect(.quarter)` with `extension Angle { static let quarter … }`,
    /// `.position(.inCircle(…))` with `extension CGPoint { static func inCircle(…) -> Self }`).
    package static func argumentType(of callee: String, label: String?) -> String? {
        switch (callee, label) {
        case ("rotationEffect", nil), ("rotation3DEffect", nil), ("hueRotation", nil): "Angle"
        case ("position", nil): "CGPoint"
        case ("offset", nil): "CGSize"
        case ("scaleEffect", nil): "CGSize"
        // `Color(uiColor: .brand)` with `extension UIColor { static let brand = … }`.
        case ("Color", "uiColor"): "UIColor"
        case ("Color", "nsColor"): "NSColor"
        default: nil
        }
    }

    /// SwiftUI types whose extensions add methods and properties to values of them
    /// (`extension View { func card() -> some View }`).
    package static let viewTypes = ["View", "Shape", "InsettableShape", "Text", "Image", "Color", "ShapeStyle", "Font"]

    /// SwiftUI's views an app's extension may add methods and initializers to, besides ``viewTypes``
    /// (`extension Picker { func adaptiveStyle() -> some View }`, `extension Label where Title == Text,
    /// Icon == Image { init(_ title: String, symbol: Symbol) { self.init(title, systemImage: …) } }`).
    package static let extendedViews = viewTypes + [
        "Button", "Label", "Picker", "Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "DatePicker",
        "ColorPicker", "ProgressView", "Gauge", "Link", "Menu", "NavigationLink", "List", "Form", "Section", "ScrollView",
        "VStack", "HStack", "ZStack", "Group", "GroupBox", "DisclosureGroup", "TabView", "NavigationStack", "NavigationView",
        "Spacer", "Divider", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path",
        "LinearGradient", "RadialGradient", "AngularGradient",
    ]

    /// SwiftUI's and Swift's type names: a nested type of the same name (`DesignSystem.Animation`) is
    /// found only from inside its own namespace, never by its short name elsewhere.
    package static let reserved: Set<String> = Set(extensible + viewTypes + ["Transition", "Edge", "Angle", "UnitPoint", "Alignment"])
        .union(NativeTypes.all)

    /// SwiftUI's (and Foundation's) types whose static members an expression may name
    /// (`Color.blue`, `Font.title`, `UnitCurve.easeIn`); another capitalised name before a dot
    /// that no Swift file declares is the app's own type, which a board does not know.
    package static let knownTypes: Set<String> = reserved.union([
        "Animation", "AnyTransition", "Transition", "Color", "Font", "Image", "Text", "UnitPoint", "Edge", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "UnitCurve", "Spring", "ShapeStyle", "Gradient", "LinearGradient",
        "RadialGradient", "AngularGradient", "EllipticalGradient", "ContentMode", "Axis", "BlendMode", "Material",
        "ColorScheme", "ControlSize", "DynamicTypeSize", "Visibility", "RoundedCornerStyle", "SymbolRenderingMode",
        "TextAlignment", "PresentationDetent", "NavigationSplitViewColumn", "NavigationSplitViewVisibility", "NavigationSplitViewStyle", "ContentTransition", "NavigationBarItem", "ListStyle", "GridItem", "LazyVGrid", "LazyHGrid", "AnimationCompletionCriteria", "Anchor",
        "ScrollTargetBehavior", "ScrollBounceBehavior", "Namespace", "Tile", "VStack", "HStack", "ZStack", "Group",
        "ForEach", "EmptyView", "AnyView", "ContentUnavailableView", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path",
        "Shape", "AnyShape", "UnevenRoundedRectangle", "RectangleCornerRadii", "Spacer", "Divider", "Button", "Toggle", "TextField", "SecureField", "ProgressView", "List", "ScrollView",
        "GeometryReader", "Label", "Link", "Menu", "Picker", "Slider", "Stepper", "Form", "Section", "NavigationStack",
        "NavigationView", "TabView", "Tab", "Transaction", "EnvironmentValues", "Binding", "State", "Calendar", "Locale",
        "TimeZone", "String", "Character", "Array", "Dictionary", "Set", "Optional", "Int", "Double", "CGFloat", "Float",
        "Bool", "CGSize", "CGPoint", "CGRect", "Angle", "Edge", "EdgeInsets", "ProjectionTransform", "CGAffineTransform",
        "CATransform3D", "UnitCurve", "AnimatablePair", "TransitionPhase", "ScrollTransitionPhase", "TransitionProperties", "Text.Scale",
        "KeyframeTrack", "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveTransition", "OpacityTransition",
        "ScaleTransition", "OffsetTransition", "PushTransition", "SlideTransition", "BlurReplaceTransition", "IdentityTransition",
        "AsymmetricTransition", "Capsule", "RoundedRectangularShape", "UIColor", "NSColor", "SwiftUI", "Swift", "Foundation",
        // A text field's keyboard and input settings: read by modifiers a board passes through (no keyboard is drawn).
        "UIKeyboardType", "UITextAutocapitalizationType", "UIReturnKeyType", "UITextContentType", "TextInputAutocapitalization",
        "SubmitLabel", "UITextAutocorrectionType",
        // SwiftUI's types of placements and modes, spelled in full (`ToolbarItem(placement: ToolbarItemPlacement.navigationBarTrailing)`).
        "ToolbarItemPlacement", "ToolbarPlacement", "Visibility", "PresentationDetent", "ScrollDismissesKeyboardMode", "ContentMode",
        "TextAlignment", "RoundedCornerStyle", "BlendMode", "SymbolRenderingMode", "Prominence", "NavigationBarItem",
        // Foundation's number format styles spelled in full (`FloatingPointFormatStyle<Double>.Currency(code: "USD")`),
        // read where a `format:` takes them (NumberFormatting).
        "FloatingPointFormatStyle", "IntegerFormatStyle",
        // `proxy.frame(in: CoordinateSpace.global)`, `CoordinateSpace.named("scroll")`.
        "CoordinateSpace",
        // Swift's error protocol and uninhabited type, as Combine's plumbing names them (`.setFailureType(to: Error.self)`).
        "Error", "Never",
        // Layouts as values (`AnyLayout(HStackLayout())`), called with their content.
        "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout",
    ])

    /// Module names a type may be qualified with: `SwiftUI.Animation` is `Animation`.
    package static let modules: Set<String> = ["SwiftUI", "Swift", "Foundation", "CoreGraphics", "UIKit", "AppKit", "QuartzCore"]

    /// SwiftUI's own static members of the extensible types.
    package static let builtinMembers: [String: Set<String>] = [
        "AnyTransition": SwiftEnvironment.builtinTransitionNames,
        "Animation": SwiftEnvironment.builtinAnimationNames.union(["default", "none"]),
    ]

    /// SwiftUI's edges and alignments (`Edge.Set`, `Edge`, `Alignment`, `HorizontalAlignment`,
    /// `VerticalAlignment`, `UnitPoint`): an implicit member of one of these names given to a SwiftUI
    /// parameter that takes no colour (`.padding(.bottom, 20)`, `.overlay(…, alignment: .bottom)`) is
    /// SwiftUI's, whatever colour an app's extension (or an asset catalogue's `bottomColor`) names so.
    package static let placementMembers: Set<String> = [
        "top", "bottom", "leading", "trailing", "horizontal", "vertical", "all", "center",
        "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "firstTextBaseline", "lastTextBaseline",
        "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline", "trailingFirstTextBaseline",
        "leadingLastTextBaseline", "trailingLastTextBaseline", "listRowSeparatorLeading", "listRowSeparatorTrailing",
    ]

    /// Whether SwiftUI's `callee` takes a colour or shape style for the argument `label` (where an
    /// app's colour names are meant: `.foregroundStyle(.bottom)` with an asset named `bottomColor`).
    package static func takesStyle(_ callee: String, label: String?) -> Bool {
        switch (callee, label) {
        case ("foregroundColor", nil), ("foregroundStyle", nil), ("fill", nil), ("fill", "style"), ("stroke", nil),
             ("strokeBorder", nil), ("tint", nil), ("accentColor", nil), ("background", nil), ("overlay", nil),
             ("border", nil), ("shadow", "color"), ("listRowBackground", nil), ("Color", nil), ("backgroundStyle", nil),
             ("toolbarBackground", nil), ("presentationBackground", nil), ("containerBackground", nil), ("colorMultiply", nil):
            true
        default:
            false
        }
    }

    /// Whether `name` is SwiftUI's own static member of `owner`.
    package static func isBuiltinMember(_ owner: String, _ name: String) -> Bool {
        builtinMembers[owner]?.contains(name) ?? false
    }

    /// Whether `name` is one of SwiftUI's colours as a member of `owner` (`Color.gray`, a `ShapeStyle`'s `.gray`):
    /// written bare, it is that colour beside an app's `static func gray(_:)`, which a call names (an app's
    /// static *property* of the name shadows SwiftUI's, as declarations of the app's own module do).
    package static func isSwiftUIColor(_ owner: String, _ name: String) -> Bool {
        (owner == "Color" || owner == "ShapeStyle") && ViewEvaluator.colors.contains(name)
    }

    /// Whether, inside an extension of `owner`, the bare `name` means SwiftUI's `.name`
    /// (`move(edge: .top).combined(with: opacity)` in `extension AnyTransition`).
    package static func ownsStaticMember(_ owner: String, _ name: String) -> Bool {
        let type = owner == "Transition" ? "AnyTransition" : owner
        return isBuiltinMember(type, name) || (owner == "Font" && fontStatics.contains(name))
    }

    /// SwiftUI's own static functions of `Font` an app's extension may overload
    /// (`static func custom(_ font: FontConvertible, size:)` calling `custom(font.name, size:)`):
    /// a call whose arguments fit only SwiftUI's is SwiftUI's.
    package static let fontStatics: Set<String> = ["custom", "system"]

    /// A computed property a file adds to a SwiftUI view type, by name.
    package static func extensionProperty(_ program: Program, _ name: String) -> (String, StoredProperty)? {
        for owner in extendedViews + extensible {
            if let p = program.type(owner)?.computed[name] { return (owner, p) }
        }
        return nil
    }

    /// The methods a file adds to a SwiftUI type (a view modifier of its own, `.slow()` on
    /// an animation), by name.
    package static func extensionMethod(_ program: Program, _ name: String) -> [FunctionRef]? {
        // Every extension's overloads of the name, one set (`extension View { func applyStyle(_: ButtonStyle) }`
        // beside `extension TextField { func applyStyle(_:title:isFocused:) }`): the call's labels choose.
        var all: [FunctionRef] = []
        var seen: Set<String> = []
        for owner in extendedViews + extensible {
            for ref in program.type(owner)?.methods[name] ?? [] where seen.insert("\(ref.origin):\(ref.range)").inserted { all.append(ref) }
        }
        return all.isEmpty ? nil : all
    }

    /// Views whose trailing closure (or `content:` argument) is view content, run as a view builder.
    package static let contentTakers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "Group", "ScrollView", "List", "Section", "Form", "NavigationStack", "NavigationView", "NavigationSplitView",
        "GroupBox", "DisclosureGroup", "NavigationLink", "Picker", "ViewThatFits", "TabView", "Tab", "ControlGroup", "Menu", "Label", "Link", "Toggle",
        "background", "overlay", "mask", "safeAreaInset", "toolbar", "contextMenu", "popover", "sheet",
        "fullScreenCover", "alert", "confirmationDialog", "refreshable", "navigationDestination", "Tile",
        "WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra", "UtilityWindow", "Chart", "annotation",
    ]

    /// Labels of closure arguments that are view content wherever they appear.
    package static let contentLabels: Set<String> = ["content", "label", "header", "footer", "background", "overlay", "placeholder", "detail", "sidebar"]

    /// Whether a closure given to `callee` (with `label`) is view content.
    package static func takesViewContent(_ callee: String, label: String?) -> Bool {
        if let label { return contentLabels.contains(label) }
        if callee == "Button" { return false }
        return contentTakers.contains(callee)
    }
}
