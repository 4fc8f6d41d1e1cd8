import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// The boards that ship with boardgen.
public enum BuiltinBoards {
    /// The built-in boards by name, in the order `boardgen list` shows them; each is made when
    /// first asked for (a program board runs its program then).
    public static let all: [(name: String, summary: String, board: @Sendable () -> Board)] = [
        ("bench", "the twelve transitions of the chapter's Bench 2", { bench }),
        ("trap", "a transition belongs to the outermost inserted view", { trap }),
        ("filter", "a filtered list: rows enter, leave and settle by stable id", { filter }),
        ("identity", "the filter with id, index and fresh identity side by side", { identity }),
        ("editor", "an editable filtered list: edits bound by id, and by visible index (the bug)", { editor }),
        ("collapse", "a bar collapses three ways; the content below moves up with it", { collapse }),
        ("no-animation", "mini-exercise 1: no withAnimation, every view pops", { noAnimation }),
        ("wrappers", "challenge 2: .scale bare, in Group, VStack, HStack, ZStack", { wrappers }),
        ("quiet-departures", "challenge 1: every view leaves with .opacity", { quietDepartures }),
        ("reflow", "challenge 4: no reserved height, the grid reflows", { reflow }),
        ("stagger", "challenge 5: cell i waits i × 0.15 s", { stagger }),
        ("board-clip", "the first version: clipped to the board, not each cell", { boardClip }),
        ("smear", "the first version: the status line cross-fades (no .contentTransition(.identity))", { smear }),
    ]

    /// The built-in board called `name`, if any.
    public static func named(_ name: String) -> Board? { all.first { $0.name == name }?.board() }

    /// The animation of the bench: the chapter's `.easeInOut(duration: 0.7)`, recorded at quarter speed.
    public static let benchAnimationSource = ".easeInOut(duration: 0.7).speed(0.25)"

    /// The tilt of the bench: a custom `Transition` that rotates 78° about x
    /// around the bottom edge (perspective 1) and fades when not identity.
    public static let tilt: Transition = {
        let active: [EffectModifier] = [
            .rotation3D(Rotation3D(angle: 78 * .pi / 180, axis: (1, 0, 0), anchor: .bottom, perspective: 1)),
            .opacity(0),
        ]
        return .phased(willAppear: active, didDisappear: active)
    }()

    /// `.modifier(active: FoldUp(progress: 1), identity: FoldUp(progress: 0))`, where
    /// FoldUp is `content.frame(height: (1 − progress) × slot, alignment: .top).clipped()`.
    public static let foldUp: Transition = .modifier(active: [.frameHeight(fraction: 0, alignment: .top)])

    /// "Bench 2": twelve reserved, clipped cells, one state change.
    public static let bench = Board(
        name: "bench", title: "Bench 2 · twelve transitions, one state change", columns: 4,
        slotSize: Size(200, 74), animation: Animation.easeInOut(duration: 0.7).speed(0.25),
        animationSource: benchAnimationSource,
        cells: [
            .tile("identity", .identity, caption: ".identity"),
            .tile("opacity", .opacity, caption: ".opacity"),
            .tile("scale", .scale, caption: ".scale"),
            .tile("offset", .offset(x: 0, y: 70), caption: ".offset(y: 70)"),
            .tile("move", .move(edge: .leading), caption: ".move(edge: .leading)"),
            .tile("slide", .slide, caption: ".slide"),
            .tile("push", .push(from: .trailing), caption: ".push(from: .trailing)"),
            .tile("combined", Transition.offset(x: 0, y: 70).combined(with: .opacity),
                  caption: ".offset(y: 70).combined(with: .opacity)"),
            .tile("asymmetric", .asymmetric(insertion: .scale(scale: 0.2), removal: .opacity),
                  caption: ".asymmetric(insertion: .scale(scale: 0.2), removal: .opacity)"),
            .tile("tilt", tilt, caption: "Tilt()  // 78° about x, .bottom"),
            .tile("fold", foldUp,
                  caption: ".modifier(active: FoldUp(progress: 1), identity: FoldUp(progress: 0))"),
            Cell(name: "trap", caption: "VStack { Tile().transition(.scale) }",
                 content: .vStack([ViewNode.tile("trap").transition(.scale)])),
        ])

    /// The trap, side by side: the transition on the inserted view, the same
    /// transition inside a VStack (it fades), the fix, Group (transparent), a
    /// ForEach row and its wrapper, and a `.background`.
    public static let trap = Board(
        name: "trap", title: "The trap · a transition belongs to the inserted view", columns: 4,
        slotSize: Size(200, 74), animation: Animation.easeInOut(duration: 0.7).speed(0.25),
        animationSource: benchAnimationSource,
        cells: [
            Cell.tile("scale ✓", .scale, caption: "Tile().transition(.scale)", tint: .named("green")),
            Cell(name: "scale ✗", caption: "VStack { Tile().transition(.scale) }", tint: .named("red"),
                 content: .vStack([ViewNode.tile("scale ✗").transition(.scale)])),
            Cell(name: "fixed", caption: "VStack { Tile() }.transition(.scale)", tint: .named("blue"),
                 content: ViewNode.vStack([.tile("fixed")]).transition(.scale)),
            // The chapter expects the Group to break the transition; SwiftUI does not (docs/chapter.md).
            Cell(name: "group ✓ ≠ chapter", caption: "Group { Tile().transition(.scale) }", tint: .named("purple"),
                 content: .group([ViewNode.tile("group ✓ ≠ chapter").transition(.scale)])),
            Cell(name: "ForEach ✓", caption: "ForEach(rows) { _ in Tile().transition(.scale) }", tint: .named("teal"),
                 content: .forEach([ViewNode.tile("ForEach ✓").transition(.scale)])),
            Cell(name: "ForEach ✗", caption: "ForEach(rows) { _ in VStack { Tile().transition(.scale) } }",
                 tint: .named("orange"), content: .forEach([.vStack([ViewNode.tile("ForEach ✗").transition(.scale)])])),
            Cell(name: "background ✗", caption: "Color.clear.background { Tile().transition(.scale) }",
                 tint: .named("pink"), content: .background(ViewEvaluator.colorView("clear"), ViewNode.tile("background ✗").transition(.scale))),
            Cell(name: "background ✓", caption: "Tile().transition(.scale).background(Color.blue)",
                 tint: .named("indigo"), content: .background(ViewNode.tile("background ✓").transition(.scale), ViewEvaluator.colorView("blue"))),
        ])
}
