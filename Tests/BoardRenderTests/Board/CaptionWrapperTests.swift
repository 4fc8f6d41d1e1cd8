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

/// Caption wrapping, without pixels: the cases of issue 12 and the bench's own captions.
@Suite struct CaptionWrapperTests {
    static func wrap(_ s: String, _ columns: Int, _ maxLines: Int = CaptionWrapper.defaultMaxLines) -> [String] {
        CaptionWrapper.wrap(s, columns: columns, maxLines: maxLines)
    }

    @Test func theBenchCaptionsKeepTheirLines() {
        #expect(Self.wrap(".asymmetric(insertion: .scale(scale: 0.2), removal: .opacity)", 35)
                == [".asymmetric(", "  insertion: .scale(scale: 0.2),", "  removal: .opacity)"])
        #expect(Self.wrap(".offset(y: 70).combined(with: .opacity)", 35) == [".offset(y: 70)", "  .combined(with: .opacity)"])
        #expect(Self.wrap("VStack { Tile().transition(.scale) }", 35) == ["VStack {", "  Tile().transition(.scale) }"])
        #expect(Self.wrap(".modifier(active: FoldUp(progress: 1), identity: FoldUp(progress: 0))", 35)
                == [".modifier(", "  active: FoldUp(progress: 1),", "  identity: FoldUp(progress: 0))"])
        #expect(Self.wrap("Tilt()  // 78° about x, .bottom", 35) == ["Tilt()  // 78° about x, .bottom"])
    }

    @Test func aFirstArgumentThatFitsStaysOnTheOpeningLine() {
        #expect(Self.wrap(".spring(response: 0.3, dampingFraction: 0.5)", 31) == [".spring(response: 0.3,", "  dampingFraction: 0.5)"])
    }

    @Test func aSingleArgumentHugsItsCallAndAChainedBraceClosesAlone() {
        #expect(Self.wrap(".transition(.asymmetric(insertion: .offset(x: 0, y: 8).combined(with: .opacity), removal: .opacity))", 40)
                == [".transition(.asymmetric(", "  insertion: .offset(x: 0, y: 8)", "    .combined(with: .opacity),", "  removal: .opacity))"])
        #expect(Self.wrap("VStack { if showBar { Bar().transition(.identity) } }.frame(height: showBar ? 40 : 0)", 50)
                == ["VStack {", "  if showBar { Bar().transition(.identity) }", "}.frame(height: showBar ? 40 : 0)"])
    }

    /// Issue 12: "wrap inside `.push(` instead of at a top-level comma".
    @Test func breaksAtTopLevelCommasBeforeNestedOnes() {
        let lines = Self.wrap(".asymmetric(insertion: .push(from: .leading), removal: .move(edge: .bottom))", 36)
        #expect(lines == [".asymmetric(", "  insertion: .push(from: .leading),", "  removal: .move(edge: .bottom))"])
    }

    /// Issue 12: "cut at 3 lines mid-expression (`….move(edge: .bot…`)": a caption gets the
    /// lines it needs, each break at a structural place, no `…`.
    @Test func aLongCaptionIsNotCutMidExpression() {
        let lines = Self.wrap(".asymmetric(insertion: .push(from: .leading), removal: .move(edge: .bottom))", 26)
        #expect(lines == [".asymmetric(", "  insertion: .push(", "    from: .leading),", "  removal: .move(",
                          "    edge: .bottom))"])
        #expect(!lines.joined().contains("…"))
        #expect(lines.allSatisfy { CaptionWrapper.displayWidth($0) <= 26 })
    }

    @Test func nestedArgumentsStayTogetherWhenTheyFit() {
        let lines = Self.wrap(".asymmetric(insertion: .scale(scale: 0.2, anchor: .top), removal: .opacity)", 30)
        #expect(lines.contains("  insertion: .scale(") == false || lines.contains("    scale: 0.2, anchor: .top),"))
        #expect(lines.last == "  removal: .opacity)")
    }

    @Test func breaksBeforeBinaryOperators() {
        let lines = Self.wrap(".offset(y: 70).combined(with: .opacity) + somethingLonger * factor", 28)
        #expect(lines.allSatisfy { CaptionWrapper.displayWidth($0) <= 28 })
        #expect(lines.contains { $0.trimmingSpaces().hasPrefix("+ ") } || lines.contains { $0.trimmingSpaces().hasPrefix("* ") })
        // Never inside an identifier.
        let words = Set(lines.joined(separator: " ").split(separator: " ").map(String.init))
        #expect(words.contains("somethingLonger"))
    }

    @Test func identifiersAreNeverCut() {
        let lines = Self.wrap(".transition(.modifier(active: SomeVeryLongModifierName(), identity: Other()))", 34)
        #expect(lines.joined(separator: "\n").contains("SomeVeryLongModifierName()"))
        #expect(!lines.joined().contains("…"))
    }

    @Test func anEllipsisOnlyWhenTrulyTooLong() {
        // One identifier wider than a whole line.
        let word = String(repeating: "x", count: 40)
        let lines = Self.wrap(word, 20)
        #expect(lines == [String(repeating: "x", count: 19) + "…"])
        // More lines than allowed: the last kept line says so.
        let capped = Self.wrap(".asymmetric(insertion: .push(from: .leading), removal: .move(edge: .bottom))", 26, 3)
        #expect(capped.count == 3)
        #expect(capped.last!.hasSuffix("…"))
        #expect(capped.allSatisfy { CaptionWrapper.displayWidth($0) <= 26 })
    }

    @Test func shortCaptionsStayOnOneLine() {
        #expect(Self.wrap(".scale", 20) == [".scale"])
        #expect(Self.wrap("", 20) == [])
        #expect(Self.wrap("  .slide  ", 20) == [".slide"])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(CaptionWrapper.displayWidth("漢字") == 4)
        #expect(CaptionWrapper.displayWidth("😀a") == 3)
        #expect(CaptionWrapper.displayWidth("مرحبا") == 5)
        #expect(CaptionWrapper.displayWidth("e\u{301}") == 1)
        let prose = CaptionWrapper.wrapProse("漢字漢字漢字漢字漢字漢字", columns: 10)
        #expect(prose.allSatisfy { CaptionWrapper.displayWidth($0) <= 10 })
        #expect(prose.joined().replacingSpaces() == "漢字漢字漢字漢字漢字漢字")
    }

    @Test func proseWrapsAtSpaces() {
        let lines = CaptionWrapper.wrapProse("✓ the tile's own transition applies inside a Group", columns: 24)
        #expect(lines.allSatisfy { CaptionWrapper.displayWidth($0) <= 24 })
        #expect(lines.first == "✓ the tile's own")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
    }

    @Test func stringLiteralsAreOpaque() {
        let lines = Self.wrap(".custom(\"fold(up, down)\", amount: 0.5)", 24)
        #expect(lines.joined(separator: "\n").contains("\"fold(up, down)\""))
    }

    @Test func everyLineFitsForManyWidths() {
        let captions = [
            ".asymmetric(insertion: .push(from: .leading), removal: .move(edge: .bottom))",
            ".offset(y: 70).combined(with: .opacity).animation(.spring(response: 0.5, dampingFraction: 0.6))",
            "VStack { Tile().transition(.scale).animation(.easeIn) }",
            ".modifier(active: FoldUp(progress: 1), identity: FoldUp(progress: 0))",
        ]
        for caption in captions {
            for columns in 16...60 {
                let lines = Self.wrap(caption, columns, 100)
                #expect(lines.allSatisfy { CaptionWrapper.displayWidth($0) <= columns }, "\(caption) at \(columns): \(lines)")
                let joined = lines.map { $0.trimmingSpaces() }.joined(separator: " ")
                if columns >= 30 { #expect(!joined.contains("…"), "\(caption) at \(columns): \(lines)") }
                if !joined.contains("…") {
                    #expect(joined.replacingSpaces() == caption.replacingSpaces(), "\(caption) at \(columns): \(lines)")
                }
            }
        }
    }
}

private extension String {
    func replacingSpaces() -> String { filter { $0 != " " } }
}
