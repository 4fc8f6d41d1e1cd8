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

/// `ViewNode.placement(in:)`: `.padding` and `.frame` around a `Tile` give the
/// item's size and the tile's rectangle in it, by SwiftUI's layout rule: a
/// modifier proposes a size to its content, the content chooses its size (a
/// `Tile` takes all it is offered), and the modifier places it in its own.
///
/// Every expected value below is worked out by hand from that rule, with the
/// slot 200 × 74 as the proposal.
@Suite struct ViewLayoutTests {
    static let slot = Size(200, 74)

    static func placement(_ source: String, in proposal: Size = slot) throws -> (size: Size, tile: Rect) {
        try ViewEvaluator().parse(source).placement(in: proposal)
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    // MARK: A tile alone

    @Test func aTileFillsItsProposal() throws {
        let p = try Self.placement("Tile(\"A\")")
        #expect(p.size == Size(200, 74))
        #expect(p.tile == Self.rect(0, 0, 200, 74))
    }

    // MARK: Padding

    /// Padding proposes the proposal less its insets to the content, and is the
    /// content's size plus its insets; the content sits at (leading, top).
    @Test(arguments: [
        // 8 all round: the tile is offered 200 − 16 × 74 − 16 = 184 × 58, at (8, 8).
        ("Tile(\"A\").padding(8)", Size(200, 74), (8.0, 8.0, 184.0, 58.0)),
        // .padding() is 16 pt: 168 × 42 at (16, 16).
        ("Tile(\"A\").padding()", Size(200, 74), (16.0, 16.0, 168.0, 42.0)),
        // Horizontal 20: 200 − 40 = 160 wide, the full 74 high, at (20, 0).
        ("Tile(\"A\").padding(.horizontal, 20)", Size(200, 74), (20.0, 0.0, 160.0, 74.0)),
        // .vertical without a length: 16 on top and bottom, 74 − 32 = 42 high.
        ("Tile(\"A\").padding(.vertical)", Size(200, 74), (0.0, 16.0, 200.0, 42.0)),
        // Top and leading 4: 196 × 70 at (4, 4); nothing on the bottom or the trailing side.
        ("Tile(\"A\").padding([.top, .leading], 4)", Size(200, 74), (4.0, 4.0, 196.0, 70.0)),
        // EdgeInsets 1/2/3/4: 200 − 2 − 4 = 194 wide, 74 − 1 − 3 = 70 high, at (leading 2, top 1).
        ("Tile(\"A\").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))", Size(200, 74), (2.0, 1.0, 194.0, 70.0)),
        // Missing sides of EdgeInsets are 0: only a bottom of 10.
        ("Tile(\"A\").padding(EdgeInsets(bottom: 10))", Size(200, 74), (0.0, 0.0, 200.0, 64.0)),
    ])
    func paddingInsetsTheTile(_ source: String, _ size: Size, _ tile: (Double, Double, Double, Double)) throws {
        let p = try Self.placement(source)
        #expect(p.size == size, "\(source)")
        #expect(p.tile == Self.rect(tile.0, tile.1, tile.2, tile.3), "\(source)")
    }

    @Test func paddingIsReadIntoTheModifierItNames() throws {
        #expect(try ViewEvaluator().parse("Tile(\"A\").padding(.horizontal, 20)")
            == .modified(.tile("A"), .padding(top: 0, leading: 20, bottom: 0, trailing: 20)))
        // Without a length, the platform's default, resolved when laid out (16 pt on iOS).
        #expect(try ViewEvaluator().parse("Tile(\"A\").padding()")
            == .modified(.tile("A"), .defaultPadding(top: true, leading: true, bottom: true, trailing: true)))
        #expect(Platform.iOS.defaultPadding == 16)
        #expect(try ViewEvaluator().parse("Tile(\"A\").padding(.top)")
            == .modified(.tile("A"), .defaultPadding(top: true, leading: false, bottom: false, trailing: false)))
        #expect(try ViewEvaluator().parse("Tile(\"A\").padding(.top)").placement(in: Size(200, 74)).tile
            == Self.rect(0, 16, 200, 58))
    }

    /// Padding wider than the proposal: the tile is offered 0 (never negative) and
    /// the padding is as large as its insets, larger than the slot.
    @Test func paddingLargerThanTheProposalOffersTheTileNothing() throws {
        // 200 − 2 × 120 < 0 → 0 wide; 74 − 2 × 120 < 0 → 0 high; size 0 + 240 × 0 + 240.
        let p = try Self.placement("Tile(\"A\").padding(120)")
        #expect(p.size == Size(240, 240))
        #expect(p.tile == Self.rect(120, 120, 0, 0))
    }

    // MARK: Frame

    @Test(arguments: [
        // Both fixed: the tile is offered 80 × 40 and fills it.
        ("Tile(\"A\").frame(width: 80, height: 40)", Size(80, 40), (0.0, 0.0, 80.0, 40.0)),
        // Width only: offered 80 × the proposal's 74; the frame takes the child's height, 74.
        ("Tile(\"A\").frame(width: 80)", Size(80, 74), (0.0, 0.0, 80.0, 74.0)),
        // Height only: offered 200 × 30.
        ("Tile(\"A\").frame(height: 30)", Size(200, 30), (0.0, 0.0, 200.0, 30.0)),
        // nil written out is the same as leaving it off.
        ("Tile(\"A\").frame(width: nil, height: 30, alignment: .topLeading)", Size(200, 30), (0.0, 0.0, 200.0, 30.0)),
        // Larger than the slot: a frame fixes its size whatever it is offered.
        ("Tile(\"A\").frame(width: 300, height: 100)", Size(300, 100), (0.0, 0.0, 300.0, 100.0)),
    ])
    func aFrameFixesTheGivenDimensions(_ source: String, _ size: Size, _ tile: (Double, Double, Double, Double)) throws {
        let p = try Self.placement(source)
        #expect(p.size == size, "\(source)")
        #expect(p.tile == Self.rect(tile.0, tile.1, tile.2, tile.3), "\(source)")
    }

    /// A tile fills any frame, so alignment shows with a smaller child: an 80 × 30
    /// frame inside a 200 × 100 one. The outer frame offers 200 × 100, the inner
    /// is 80 × 30 whatever it is offered; the outer places it at
    /// ((200 − 80)·ax, (100 − 30)·ay) = (120·ax, 70·ay).
    @Test(arguments: [
        (".topLeading", 0.0, 0.0), (".center", 60.0, 35.0), (".bottomTrailing", 120.0, 70.0),
        (".top", 60.0, 0.0), (".trailing", 120.0, 35.0), (".bottomLeading", 0.0, 70.0),
    ])
    func aFrameAlignsASmallerChild(_ alignment: String, _ x: Double, _ y: Double) throws {
        let p = try Self.placement("Tile(\"A\").frame(width: 80, height: 30).frame(width: 200, height: 100, alignment: \(alignment))")
        #expect(p.size == Size(200, 100))
        #expect(p.tile == Self.rect(x, y, 80, 30), "\(alignment)")
    }

    /// With one dimension nil the frame is the child's size on that axis, so the
    /// alignment moves nothing on it: an 80-wide inner frame offered 200 × 74
    /// takes the full 74 (its tile fills the height), and the outer
    /// `.frame(width: 200, alignment:)` is 200 × 74 with the child at (120·ax, 0).
    @Test(arguments: [(".topLeading", 0.0), (".center", 60.0), (".bottomTrailing", 120.0)])
    func alignmentWithOneDimensionNil(_ alignment: String, _ x: Double) throws {
        let p = try Self.placement("Tile(\"A\").frame(width: 80).frame(width: 200, alignment: \(alignment))")
        #expect(p.size == Size(200, 74))
        #expect(p.tile == Self.rect(x, 0, 80, 74), "\(alignment)")
    }

    /// A child larger than its frame overflows it, placed by the alignment: `.padding(50)`
    /// in a 60 × 40 frame is offered 60 × 40, offers its tile max(0, 60 − 100) ×
    /// max(0, 40 − 100) = 0 × 0 and is 100 × 100 with the tile at (50, 50). The frame
    /// places it at ((60 − 100)·ax, (40 − 100)·ay) = (−40·ax, −60·ay).
    @Test(arguments: [(".topLeading", 50.0, 50.0), (".center", 30.0, 20.0), (".bottomTrailing", 10.0, -10.0)])
    func anOverflowingChildIsAlignedToo(_ alignment: String, _ x: Double, _ y: Double) throws {
        let p = try Self.placement("Tile(\"A\").padding(50).frame(width: 60, height: 40, alignment: \(alignment))")
        #expect(p.size == Size(60, 40))
        #expect(p.tile == Self.rect(x, y, 0, 0), "\(alignment)")
    }

    // MARK: Nesting

    /// The order of modifiers matters, as in SwiftUI.
    ///
    /// Frame inside padding, `Tile.frame(width: 80, height: 40).padding(10)` offered 200 × 74:
    /// the padding offers 180 × 54 to the frame; the frame is 80 × 40 whatever it is
    /// offered and its tile fills it; the padding is 80 + 20 × 40 + 20 = 100 × 60, the
    /// tile at (10, 10), 80 × 40.
    ///
    /// Padding inside frame, `Tile.padding(10).frame(width: 80, height: 40)`: the frame
    /// offers 80 × 40 to the padding, which offers 60 × 20 to the tile; the padding is
    /// 80 × 40 with the tile at (10, 10); the frame is 80 × 40 and its child as large,
    /// so centring moves it by 0: size 80 × 40, tile (10, 10), 60 × 20.
    @Test func frameInsidePaddingAndPaddingInsideFrameDiffer() throws {
        let frameThenPadding = try Self.placement("Tile(\"A\").frame(width: 80, height: 40).padding(10)")
        #expect(frameThenPadding.size == Size(100, 60))
        #expect(frameThenPadding.tile == Self.rect(10, 10, 80, 40))

        let paddingThenFrame = try Self.placement("Tile(\"A\").padding(10).frame(width: 80, height: 40)")
        #expect(paddingThenFrame.size == Size(80, 40))
        #expect(paddingThenFrame.tile == Self.rect(10, 10, 60, 20))
    }

    /// A frame with only a height around padding: the frame offers 200 × 30, the
    /// padding offers 180 × 10 to the tile and is 200 × 30; the frame takes the
    /// child's width, 200: size 200 × 30, tile (10, 10), 180 × 10.
    @Test func paddingInsideAHeightOnlyFrame() throws {
        let p = try Self.placement("Tile(\"A\").padding(10).frame(height: 30)")
        #expect(p.size == Size(200, 30))
        #expect(p.tile == Self.rect(10, 10, 180, 10))
    }

    /// Two paddings add: 8 then 4 offer the tile 200 − 24 × 74 − 24 = 176 × 50 at (12, 12).
    @Test func paddingsAdd() throws {
        let p = try Self.placement("Tile(\"A\").padding(8).padding(4)")
        #expect(p.size == Size(200, 74))
        #expect(p.tile == Self.rect(12, 12, 176, 50))
    }

    // MARK: Containers, transitions and accepted modifiers

    /// A stack is as large as the one tile it holds; a transition, a background and the
    /// modifiers that change nothing a cell shows leave the placement as it is.
    @Test(arguments: [
        "VStack { Tile(\"A\").padding(8) }",
        "Group { Tile(\"A\").padding(8) }",
        "Tile(\"A\").padding(8).transition(.scale)",
        "Tile(\"A\").transition(.scale).padding(8)",
        "Tile(\"A\").padding(8).background { Color.clear }",
        "Tile(\"A\").padding(8).id(3).zIndex(1).font(.title)",
    ])
    func wrappersKeepThePlacement(_ source: String) throws {
        let p = try Self.placement(source)
        #expect(p.size == Size(200, 74), "\(source)")
        #expect(p.tile == Self.rect(8, 8, 184, 58), "\(source)")
    }

    /// Traits pass out through `.padding`: the transition inside it is the item's,
    /// and the padding stays on the item's view.
    @Test func aTransitionInsidePaddingStillBelongsToTheItem() throws {
        let r = try ViewEvaluator().parse("Tile(\"A\").transition(.scale).padding(8)").resolve()
        #expect(r.items.count == 1)
        #expect(r.items[0].attached == .scale)
        #expect(r.items[0].view == .modified(.tile("A"), .padding(top: 8, leading: 8, bottom: 8, trailing: 8)))
    }
}
