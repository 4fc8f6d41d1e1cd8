import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// The chapter's lessons as boards: each is the bench (or the trap) with one
/// transformation of the model applied — never a special drawing.
extension BuiltinBoards {
    /// The bench with a new name and title.
    package static func lesson(_ name: String, _ title: String, _ variant: BoardVariant) -> Board {
        var board = bench.applying(variant)
        board.name = name
        board.title = title
        return board
    }

    /// Mini-exercise 1: delete `withAnimation` and every cell behaves like the identity cell.
    public static let noAnimation = lesson("no-animation", "Without withAnimation · every view pops", .noAnimation)

    /// Challenge 1: every view leaves quietly, with `.opacity`.
    public static let quietDepartures = lesson(
        "quiet-departures", "Quiet departures · every view leaves with .opacity", .quietDepartures)

    /// Challenge 4: cells that do not reserve their height.
    public static let reflow = lesson("reflow", "No reserved height · the grid reflows", .noReserve)

    /// Challenge 5: a stagger by index.
    public static let stagger = lesson("stagger", "Stagger by index · cell i waits i × 0.15 s", .stagger(0.15))

    /// The first, wrong version: the whole board clipped instead of each cell.
    public static let boardClip = lesson(
        "board-clip", "Clipped to the board · moving tiles slide across their neighbours", .clip(.board))

    /// The first version's status line: without `.contentTransition(.identity)` the two strings overprint.
    public static let smear = lesson(
        "smear", "The status line smears · no .contentTransition(.identity)", .statusTransition(.opacity))

    /// Challenge 2: the same `.scale` tile bare, and in `Group`, `VStack`, `HStack`, `ZStack`.
    public static let wrappers = Board(
        name: "wrappers", title: "Wrappers · which view does the if insert?", columns: 5, slotSize: Size(200, 74),
        animation: Animation.easeInOut(duration: 0.7).speed(0.25), animationSource: benchAnimationSource,
        cells: [
            .tile("bare", .scale, caption: "Tile().transition(.scale)"),
            Cell(name: "Group", caption: "Group { Tile().transition(.scale) }",
                 content: .group([ViewNode.tile("Group").transition(.scale)])),
            Cell(name: "VStack", caption: "VStack { Tile().transition(.scale) }",
                 content: .vStack([ViewNode.tile("VStack").transition(.scale)])),
            Cell(name: "HStack", caption: "HStack { Tile().transition(.scale) }",
                 content: .hStack([ViewNode.tile("HStack").transition(.scale)])),
            Cell(name: "ZStack", caption: "ZStack { Tile().transition(.scale) }",
                 content: .zStack([ViewNode.tile("ZStack").transition(.scale)])),
        ])
}
