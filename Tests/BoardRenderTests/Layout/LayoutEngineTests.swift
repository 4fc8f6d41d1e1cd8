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

/// SwiftUI's layout rules on small view trees, with text measured by a fixed advance
/// (every character 0.5 em, a line 1.2 em: body text on iOS is 17 pt, so a character is
/// 8.5 pt wide and a line 20.4 pt tall). Every expected frame is worked out by hand from
/// the rules in docs/semantics.md ("Layout"), which follow OpenSwiftUI's layout code.
@Suite struct LayoutEngineTests {
    static func layout(_ source: String, _ width: Double?, _ height: Double?, platform: Platform = .iOS) throws -> [String: Rect] {
        let view = try ViewEvaluator().parse(source)
        let laid = try view.layout(id: "v", proposal: ProposedSize(width: width, height: height), platform: platform)
        var frames: [String: Rect] = ["": Rect(x: 0, y: 0, width: laid.size.width, height: laid.size.height)]
        for v in laid.views { frames[v.id] = v.frame }
        return frames
    }

    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    static func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func aSpacerTakesWhatTheTextsLeaveWithNoSpacingNextToIt() throws {
        let f = try Self.layout(#"HStack { Text("ab"); Spacer(); Text("abcd") }"#, 200, 100)
        #expect(Self.close(f["v"], Self.r(0, 0, 200, 20.4)))
        #expect(Self.close(f["v/Text[0]"], Self.r(0, 0, 17, 20.4)))
        #expect(Self.close(f["v/Spacer[1]"], Self.r(17, 10.2, 149, 0)))
        #expect(Self.close(f["v/Text[2]"], Self.r(166, 0, 34, 20.4)))
    }

    /// Negative spacing overlaps the children (an avatar stack); negative padding makes the view
    /// smaller than its content, which keeps its size and is placed at the (negative) inset.
    @Test func negativeSpacingAndPaddingOverlap() throws {
        let f = try Self.layout("HStack(spacing: -10) { Color.red.frame(width: 30, height: 30); Color.blue.frame(width: 30, height: 30) }", 200, 100)
        #expect(Self.close(f["v"], Self.r(0, 0, 50, 30)))
        #expect(Self.close(f["v/Color[1]"], Self.r(20, 0, 30, 30)))
        let p = try Self.layout("Color.red.frame(width: 40, height: 20).padding(.leading, -15)", nil, nil)
        #expect(Self.close(p[""], Self.r(0, 0, 25, 20)))
        #expect(Self.close(p["v"], Self.r(-15, 0, 40, 20)))
    }

    @Test func flexibleViewsShareEvenlyAfterTheDefaultSpacing() throws {
        let f = try Self.layout("HStack { Color.red; Color.blue }", 100, 50)
        #expect(Self.close(f["v/Color[0]"], Self.r(0, 0, 46, 50)))
        #expect(Self.close(f["v/Color[1]"], Self.r(54, 0, 46, 50)))
    }

    /// The least flexible child is offered room first: the short text is offered half, takes
    /// its 3 characters, and the long one gets the rest (and wraps in it).
    @Test func theLeastFlexibleChildIsSizedFirst() throws {
        let f = try Self.layout(#"HStack(spacing: 0) { Text("aaaaaaaaaa aaaaaaaaaa"); Text("bbb") }"#, 100, nil)
        // 74.5 pt hold 8 characters a line: each "aaaaaaaaaa" breaks inside the word.
        #expect(Self.close(f["v/Text[0]"], Self.r(0, 0, 68, 4 * 20.4)))
        #expect(Self.close(f["v/Text[1]"], Self.r(68, 30.6, 25.5, 20.4)))
    }

    /// A text shows at most its `.lineLimit` lines, and no more lines than fit the height it is
    /// offered (at least one).
    @Test func textsAreCutToTheirLineLimitAndTheirHeight() throws {
        let words = #"Text("aaaa bbbb cccc dddd")"#   // 4 words of 34 pt: one a line at 40 pt
        let all = try Self.layout(words, 40, nil)
        #expect(all["v"]?.height == 4 * 20.4)
        let limited = try Self.layout(words + ".lineLimit(2)", 40, nil)
        #expect(limited["v"]?.height == 2 * 20.4)
        let short = try Self.layout(words + ".frame(height: 50)", 40, nil)
        #expect(short["v"]?.height == 2 * 20.4)
        let tiny = try Self.layout(words + ".frame(height: 5)", 40, nil)
        #expect(tiny["v"]?.height == 20.4)
    }

    @Test func layoutPriorityIsOfferedRoomFirst() throws {
        let f = try Self.layout(#"HStack(spacing: 0) { Text("aaaa").layoutPriority(1); Color.red }"#, 100, 20)
        #expect(Self.close(f["v/Text[0]"], Self.r(0, 0, 34, 20.4)))
        #expect(Self.close(f["v/Color[1]"], Self.r(34, 0.2, 66, 20)))
    }

    @Test func aVStackAlignsItsChildrenAndIsAsWideAsTheWidest() throws {
        let f = try Self.layout(#"VStack(alignment: .trailing, spacing: 4) { Text("a"); Text("abc") }"#, 300, 300)
        #expect(Self.close(f["v"], Self.r(0, 0, 25.5, 44.8)))
        #expect(Self.close(f["v/Text[0]"], Self.r(17, 0, 8.5, 20.4)))
        #expect(Self.close(f["v/Text[1]"], Self.r(0, 24.4, 25.5, 20.4)))
    }

    @Test func paddingInsetsTheProposalAndOutsetsTheSize() throws {
        let f = try Self.layout(#"Text("ab").padding(10)"#, 300, 300)
        #expect(Self.close(f[""], Self.r(0, 0, 37, 40.4)))
        #expect(Self.close(f["v"], Self.r(10, 10, 17, 20.4)))
        let g = try Self.layout(#"Text("ab").padding()"#, 300, 300)
        #expect(Self.close(g["v"], Self.r(16, 16, 17, 20.4)))
        let h = try Self.layout(#"Text("ab").padding(.horizontal, 5)"#, 300, 300)
        #expect(Self.close(h[""], Self.r(0, 0, 27, 20.4)))
    }

    @Test func aFixedFrameAlignsItsContent() throws {
        let f = try Self.layout(#"Text("ab").frame(width: 100, height: 50, alignment: .bottomTrailing)"#, 300, 300)
        #expect(Self.close(f[""], Self.r(0, 0, 100, 50)))
        #expect(Self.close(f["v"], Self.r(83, 29.6, 17, 20.4)))
    }

    @Test func flexibleFramesFollowTheirBounds() throws {
        // maxWidth: .infinity takes the whole proposal.
        let a = try Self.layout(#"Text("ab").frame(maxWidth: .infinity, alignment: .leading)"#, 300, 300)
        #expect(Self.close(a[""], Self.r(0, 0, 300, 20.4)))
        #expect(Self.close(a["v"], Self.r(0, 0, 17, 20.4)))
        // minWidth alone: at least the minimum, else the content's (clamped to the proposal).
        let b = try Self.layout(#"Text("ab").frame(minWidth: 50)"#, 300, 300)
        #expect(Self.close(b[""], Self.r(0, 0, 50, 20.4)))
        #expect(Self.close(b["v"], Self.r(16.5, 0, 17, 20.4)))
        // min and max: the proposal clamped.
        let c = try Self.layout(#"Color.red.frame(minWidth: 10, maxWidth: 120, minHeight: 5, maxHeight: 8)"#, 300, 300)
        #expect(Self.close(c[""], Self.r(0, 0, 120, 8)))
        // Without a proposal: the ideal, or the content's ideal.
        let d = try Self.layout(#"Color.red.frame(idealWidth: 40, maxWidth: 120)"#, nil, nil)
        #expect(Self.close(d[""], Self.r(0, 0, 40, 10)))
    }

    @Test func aBackgroundIsProposedItsContentsSize() throws {
        let f = try Self.layout(#"Text("ab").padding(4).background(Circle())"#, 300, 300)
        #expect(Self.close(f[""], Self.r(0, 0, 25, 28.4)))
        #expect(Self.close(f["v/background/Circle"], Self.r(0, 0, 25, 28.4)))
        let g = try Self.layout(#"Color.red.frame(width: 100, height: 40).overlay(alignment: .topTrailing) { Text("x") }"#, 300, 300)
        #expect(Self.close(g["v/overlay/Text"], Self.r(91.5, 0, 8.5, 20.4)))
    }

    @Test func fixedSizeGivesTheIdealSize() throws {
        let f = try Self.layout(#"Text("abcdef").fixedSize()"#, 20, 20)
        #expect(Self.close(f["v"], Self.r(0, 0, 51, 20.4)))
        let g = try Self.layout(#"Text("abcdef")"#, 20, 100)
        #expect(g["v"]?.width == 17)
    }

    @Test func aFixedSizeVStackRelaysItsFlexibleChildrenAtItsWidth() throws {
        let f = try Self.layout(#"VStack(spacing: 0) { Text("abcd"); Color.red.frame(maxWidth: .infinity, maxHeight: 2) }.fixedSize()"#, 300, 300)
        #expect(Self.close(f["v"], Self.r(0, 0, 34, 22.4)))
        #expect(f["v/Color[1]"]?.width == 34)
    }

    @Test func aZStackAlignsOnItsLargestChild() throws {
        let f = try Self.layout(#"ZStack(alignment: .topLeading) { Color.red.frame(width: 50, height: 30); Text("a") }"#, 300, 300)
        #expect(Self.close(f["v"], Self.r(0, 0, 50, 30)))
        #expect(Self.close(f["v/Text[1]"], Self.r(0, 0, 8.5, 20.4)))
        let g = try Self.layout(#"ZStack { Color.red.frame(width: 50, height: 30); Text("a") }"#, 300, 300)
        #expect(Self.close(g["v/Text[1]"], Self.r(20.75, 4.8, 8.5, 20.4)))
    }

    @Test func spacersAndDividersTakeTheirStacksAxis() throws {
        let f = try Self.layout("VStack { Color.red.frame(height: 10); Spacer(minLength: 20); Divider() }", 100, nil)
        #expect(Self.close(f["v/Spacer[1]"], Self.r(50, 10, 0, 20)))
        #expect(Self.close(f["v/Divider[2]"], Self.r(0, 30, 100, 1)))
    }

    @Test func platformsHaveTheirOwnTextStyles() throws {
        let ios = try Self.layout(#"Text("ab").font(.body)"#, nil, nil)
        let mac = try Self.layout(#"Text("ab").font(.body)"#, nil, nil, platform: .macOS)
        #expect(ios["v"]?.width == 17)
        #expect(mac["v"]?.width == 13)
        let headline = Platform.iOS.fontSpec(ViewFont(style: .headline)), macHeadline = Platform.macOS.fontSpec(ViewFont(style: .headline))
        let medium = Platform.iOS.fontSpec(ViewFont(size: 15, weight: .medium))
        #expect(headline.face == .interSemibold && headline.size == 17)
        #expect(macHeadline.face == .interBold && macHeadline.size == 13)
        #expect(medium.face == .interMedium && medium.size == 15)
    }

    @Test func groupsAndForEachSpliceIntoTheirStack() throws {
        let f = try Self.layout(#"HStack(spacing: 0) { Group { Text("a"); Text("b") }; ForEach(0..<2) { _ in Text("c") } }"#, nil, nil)
        #expect(f["v/ForEach[1]"]?.minX == 25.5)   // the second element of the ForEach, fourth in the stack
        #expect(f[""]?.width == 34)
    }

    @Test func treesBeyondTheLimitsAreErrorsNotCrashes() throws {
        var view = ViewNode.text("a")
        for _ in 0..<200 { view = .stack(.vStack, [view]) }
        #expect(throws: LayoutError.self) { try view.layout(id: "v", proposal: .unspecified) }
    }
}
