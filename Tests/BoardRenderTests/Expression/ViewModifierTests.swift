import Testing
@testable import BoardRender
@testable import BoardModel
@testable import BoardScene
@testable import SwiftFront
@testable import SwiftRun
@testable import ViewEngine
@testable import Files
@testable import Painter
@testable import Encoders
@testable import Writers
@testable import Boards
@testable import Figures

/// The view modifiers next to `.transition` in a cell's view: `.padding` and
/// `.frame` are modelled; `.id`, `.zIndex`, `.animation` and `.contentTransition`
/// are accepted and change nothing a cell shows (docs/semantics.md §10, §11); styling is
/// ignored; what a board cannot draw is refused with why.
@Suite struct ViewModifierTests {
    /// The names the views below use, declared as an app would (a view is run by the interpreter).
    static let environment = try! SwiftEnvironment(source: """
        let present = true
        let count = 0
        let x = 1
        let s = 0
        let ns = 0
        """, name: "T.swift")

    static func parse(_ source: String) throws(ExpressionError) -> ViewNode { try ViewEvaluator(swift: environment).parse(source) }

    /// The error `source` gives, or nil when it parses.
    static func error(_ source: String) -> ExpressionError? {
        do { _ = try parse(source); return nil } catch { return error }
    }

    static func padding(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> ViewNode {
        .modified(.tile("A"), .padding(top: top, leading: leading, bottom: bottom, trailing: trailing))
    }

    // MARK: Accepted

    @Test(arguments: [
        ("Tile(\"A\").padding()", .modified(.tile("A"), .defaultPadding(top: true, leading: true, bottom: true, trailing: true))),
        ("Tile(\"A\").padding(8)", padding(8, 8, 8, 8)),
        ("Tile(\"A\").padding(0.5)", padding(0.5, 0.5, 0.5, 0.5)),
        ("Tile(\"A\").padding(.horizontal, 20)", padding(0, 20, 0, 20)),
        ("Tile(\"A\").padding(.vertical, 6)", padding(6, 0, 6, 0)),
        ("Tile(\"A\").padding(.trailing)", .modified(.tile("A"), .defaultPadding(top: false, leading: false, bottom: false, trailing: true))),
        ("Tile(\"A\").padding(.all, 3)", padding(3, 3, 3, 3)),
        ("Tile(\"A\").padding([.top, .leading], 4)", padding(4, 4, 0, 0)),
        ("Tile(\"A\").padding([.bottom, .horizontal], 2)", padding(0, 2, 2, 2)),
        ("Tile(\"A\").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))", padding(1, 2, 3, 4)),
        ("Tile(\"A\").padding(EdgeInsets(leading: 5))", padding(0, 5, 0, 0)),
        ("Tile(\"A\").frame(width: 80, height: 40)", .modified(.tile("A"), .frame(width: 80, height: 40, alignment: .center))),
        ("Tile(\"A\").frame(width: 80)", .modified(.tile("A"), .frame(width: 80, height: nil, alignment: .center))),
        ("Tile(\"A\").frame(height: 30, alignment: .topLeading)", .modified(.tile("A"), .frame(width: nil, height: 30, alignment: .topLeading))),
        ("Tile(\"A\").frame(width: 10, height: 20, alignment: .bottomTrailing)",
         .modified(.tile("A"), .frame(width: 10, height: 20, alignment: .bottomTrailing))),
        ("Tile(\"A\").frame(width: .zero, height: 0)", .modified(.tile("A"), .frame(width: 0, height: 0, alignment: .center))),
    ])
    func layoutModifiersAreRead(_ source: String, _ expected: ViewNode) throws {
        #expect(try Self.parse(source) == expected, "\(source)")
    }

    /// `.animation`, `.transaction` and `.contentTransition` are read for a program's changes:
    /// what they watch, the animation they set, how texts change.
    @Test func animationModifiersAreRead() throws {
        let ease = try AnimationEvaluator.parse(".easeInOut(duration: 0.3)")
        #expect(try Self.parse("Tile(\"A\").animation(.easeInOut(duration: 0.3), value: present)")
            == .modified(.tile("A"), .animation(ease, value: "true")))
        #expect(try Self.parse("Tile(\"A\").animation(nil, value: count)") == .modified(.tile("A"), .animation(nil, value: "0")))
        #expect(try Self.parse("Tile(\"A\").animation(.default)") == .modified(.tile("A"), .animation(try AnimationEvaluator.parse(".default"), value: nil)))
        #expect(try Self.parse("Tile(\"A\").transaction { $0.animation = nil }")
            == .modified(.tile("A"), .transaction(.closure(animation: .some(nil), disablesAnimations: false, value: nil))))
        #expect(try Self.parse("Tile(\"A\").transaction { $0.animation = .none }")
            == .modified(.tile("A"), .transaction(.closure(animation: .some(nil), disablesAnimations: false, value: nil))))
        #expect(try Self.parse("Tile(\"A\").transaction { t in t.disablesAnimations = true }")
            == .modified(.tile("A"), .transaction(.closure(animation: nil, disablesAnimations: true, value: nil))))
        #expect(try Self.parse("Tile(\"A\").transaction(value: count) { $0.animation = .default }")
            == .modified(.tile("A"), .transaction(.closure(animation: .some(try AnimationEvaluator.parse(".default")), disablesAnimations: false, value: "0"))))
        #expect(try Self.parse("Tile(\"A\").contentTransition(.identity)") == .modified(.tile("A"), .contentTransition(.identity)))
        #expect(try Self.parse("Tile(\"A\").contentTransition(.numericText())") == .modified(.tile("A"), .contentTransition(.numericUp)))
    }

    /// Accepted, and the view is exactly the tile: these change nothing a cell shows (an
    /// optional view that is nil, as `cond ? Circle() : nil` gives, decorates nothing).
    @Test(arguments: [
        "Tile(\"A\").accessibilityHint(\"A\")",
        "Tile(\"A\").accessibility(label: Text(\"A\"))",
        "Tile(\"A\").overlay(nil)",
        "Tile(\"A\").background(nil, alignment: .top)",
    ])
    func modifiersThatChangeNothingLeaveTheTile(_ source: String) throws {
        #expect(try Self.parse(source) == .tile("A"), "\(source)")
    }

    /// Text styling is read into the environment of the views below it.
    @Test(arguments: [
        ("Text(\"A\").font(.headline)", ViewNode.modified(.text("A"), .font(ViewFont(style: .headline)))),
        ("Text(\"A\").font(.system(size: 15, weight: .semibold))",
         ViewNode.modified(.text("A"), .font(ViewFont(size: 15, weight: .semibold)))),
        // An app's font is not on a board: the board's font at its size.
        // A custom font of `size:` grows with Dynamic Type as `.body` does.
        ("Text(\"A\").font(.custom(\"Avenir-Heavy\", size: 22))", ViewNode.modified(.text("A"), .font({ var f = ViewFont(size: 22); f.relativeTo = .body; return f }()))),
        ("Text(\"A\").font(Font.custom(\"Avenir\", fixedSize: 9))", ViewNode.modified(.text("A"), .font(ViewFont(size: 9)))),
        ("Text(\"A\").foregroundColor(.red)", ViewNode.modified(.text("A"), .foreground(.named("red")))),
        ("Text(\"A\").foregroundStyle(.secondary)", ViewNode.modified(.text("A"), .foreground(.named("secondary")))),
        ("Text(\"A\").bold()", ViewNode.modified(.text("A"), .fontWeight(.bold))),
        ("Circle().fill(.blue.opacity(0.5))", ViewNode.shape(ShapeView(.circle, fill: .opacity(.named("blue"), 0.5)))),
        ("Color.clear", ViewNode.shape(ShapeView(.color, fill: .named("clear")))),
        // Shape styles that are system colours: `.fill` (a small shape's overlay fill), `.tertiary`.
        ("Rectangle().fill(.fill)", ViewNode.shape(ShapeView(.rectangle, fill: .named("systemFill")))),
        ("Text(\"A\").foregroundStyle(.tertiary)", ViewNode.modified(.text("A"), .foreground(.named("tertiaryLabel")))),
        // A ShapeStyle background reaches out of a device's safe area (iOS 15's ignoresSafeAreaEdges: .all).
        ("Tile(\"A\").background(.fill)", ViewNode.background(.tile("A"), .modified(.shape(ShapeView(.color, fill: .named("systemFill"))),
                                                                   .ignoresSafeArea(top: true, leading: true, bottom: true, trailing: true)), alignment: .center)),
        ("Tile(\"A\").zIndex(-2.5)", ViewNode.modified(.tile("A"), .zIndex(-2.5))),
        ("Tile(\"A\").cornerRadius(8)", ViewNode.modified(.tile("A"), .clip(ClipShape(.roundedRectangle, cornerRadius: 8)))),
        ("Tile(\"A\").clipShape(.rect(cornerRadius: 4))", ViewNode.modified(.tile("A"), .clip(ClipShape(.roundedRectangle, cornerRadius: 4)))),
        ("Tile(\"A\").clipped()", ViewNode.modified(.tile("A"), .clip(ClipShape(.rectangle)))),
        ("Tile(\"A\").id(\"row-1\")", ViewNode.modified(.tile("A"), .identity("#row-1"))),
        ("Tile(\"A\").id(3)", ViewNode.modified(.tile("A"), .identity("#3"))),
    ])
    func stylingIsRead(_ source: String, _ expected: ViewNode) throws {
        #expect(try Self.parse(source) == expected, "\(source)")
    }

    /// Accepted next to a transition, the item keeps its transition and its padding.
    @Test func acceptedModifiersKeepTheTransition() throws {
        let v = try Self.parse("Tile(\"A\").padding(8).id(1).zIndex(1).animation(.easeIn, value: x).transition(.scale)")
        let easeIn = try AnimationEvaluator.parse(".easeIn")
        #expect(v == .transition(.modified(.modified(.modified(Self.padding(8, 8, 8, 8), .identity("#1")), .zIndex(1)),
                                           .animation(easeIn, value: "1")), .scale))
    }

    // MARK: Refused

    /// What a board cannot draw is refused with a reason naming the construct, not "unknown".
    @Test(arguments: [
        ("Tile(\"A\").geometryGroup()", "'.geometryGroup' cannot be shown on a board"),
        ("Tile(\"A\").layerEffect(s, maxSampleOffset: .zero)", "'.layerEffect' cannot run on a board: a shader (Metal) cannot be drawn"),
        ("Tile(\"A\").matchedGeometryEffect(id: 1, in: ns, isSource: false)", "'isSource: false' of '.matchedGeometryEffect' cannot be shown on a board"),
        ("Canvas { context, size in context.withCGContext { _ in } }", "'GraphicsContext.withCGContext' cannot run on a board"),
        ("VStack { Canvas { c, s in c.clip(to: Path(CGRect(x: 0, y: 0, width: 4, height: 4))) } }", "'GraphicsContext.clip' cannot run on a board"),
    ])
    func unsupportedConstructsAreRefusedWithAReason(_ source: String, _ fragment: String) {
        guard let e = Self.error(source) else { Issue.record("\(source) parsed"); return }
        #expect(e.kind == .unsupported, "\(source): \(e.kind)")
        #expect(e.message.contains(fragment), "\(e.message)")
    }

    /// The refused name is pointed at: the range covers `.layerEffect` in the source
    /// (a member's name range starts at its dot).
    @Test func theRefusalPointsAtTheName() throws {
        let source = "Tile(\"A\").layerEffect(s, maxSampleOffset: .zero)"
        let e = try #require(Self.error(source))
        let chars = Array(source)
        #expect(e.range == SourceRange(9, 21))
        #expect(String(chars[e.range.start..<e.range.end]) == ".layerEffect")
        // What a Canvas's context cannot draw is refused at its call (a Canvas itself is drawn).
        let canvasSource = "VStack { Canvas { c, s in c.addFilter(.blur(radius: 2)) } }"
        let canvas = try #require(Self.error(canvasSource))
        let canvasChars = Array(canvasSource)
        #expect(String(canvasChars[canvas.range.start..<canvas.range.end]) == "c.addFilter(.blur(radius: 2))")
    }

    // MARK: Bad values

    @Test(arguments: [
        ("Tile(\"A\").padding(-3000)", ExpressionError.Kind.value, "a padding must be"),
        ("Tile(\"A\").padding(1001)", .value, "a padding must be"),
        ("Tile(\"A\").padding(.horizontal, -1001)", .value, "got -1001"),
        ("Tile(\"A\").padding(.sides, 4)", .value, "expected edges"),
        ("Tile(\"A\").padding([.top, .sides], 4)", .value, "expected edges"),
        ("Tile(\"A\").padding(EdgeInsets(top: -2000))", .value, "got -2000"),
        ("Tile(\"A\").padding(\"8\")", .type, "expected a number for 'length' of '.padding', found string"),
        ("Tile(\"A\").frame(width: -5)", .value, "'width:' of '.frame' must be nil or a length"),
        ("Tile(\"A\").frame(height: 20000)", .value, "'height:' of '.frame' must be nil or a length"),
        ("Tile(\"A\").zIndex(\"top\")", .type, "expected a number for 'value' of '.zIndex'"),
    ])
    func badValuesAreRefused(_ source: String, _ kind: ExpressionError.Kind, _ fragment: String) {
        guard let e = Self.error(source) else { Issue.record("\(source) parsed"); return }
        #expect(e.kind == kind, "\(source): \(e.kind) \(e.message)")
        #expect(e.message.contains(fragment), "\(e.message)")
    }

    /// An accepted `.animation` is still read: a misspelt or out-of-range animation is an error.
    @Test(arguments: [
        ("Tile(\"A\").animation(.bogus, value: x)", ExpressionError.Kind.unknownName, "unknown animation '.bogus' for 'animation' of '.animation'"),
        ("Tile(\"A\").animation(.bogus)", .unknownName, "unknown animation '.bogus' for 'animation' of '.animation'"),
        ("Tile(\"A\").animation(.easeIn(duration: -1), value: x)", .value, "'duration:' of '.easeIn' must be from 0 to 600; got -1"),
    ])
    func theAnimationOfAnAnimationModifierIsChecked(_ source: String, _ kind: ExpressionError.Kind, _ fragment: String) {
        guard let e = Self.error(source) else { Issue.record("\(source) parsed"); return }
        #expect(e.kind == kind, "\(source): \(e.kind) \(e.message)")
        #expect(e.message.contains(fragment), "\(e.message)")
    }

    /// An unknown modifier is still unknown, with the modifiers a view has listed.
    @Test func anUnknownModifierIsNotSilentlyIgnored() {
        guard let e = Self.error("Tile(\"A\").paddding(8)") else { Issue.record("parsed"); return }
        #expect(e.kind == .unknownName)
        #expect(e.suggestion == ".padding", "\(e.description)")
    }
}
