import Testing
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine

/// `.dynamicTypeSize(_:)` and `.environment(\.dynamicTypeSize, _:)`: iOS's text styles at the size
/// a person chose (Apple's Dynamic Type table), custom fonts relative to a style, ranges that clamp.
@Suite struct DynamicTypeSizeTests {
    /// The point sizes of the texts a view draws, in order.
    static func sizes(_ view: String, platform: String = "iOS") throws -> [Double] {
        let tile = try #require(try ViewSceneTests.scene(view, width: 390, height: 400, platform: platform).cells[0].tile)
        return tile.texts.map(\.font.size)
    }

    @Test func theTableIsApplesAndLargeIsTheDefault() {
        // The `.large` row is the platform's default metrics.
        for style in TextStyle.allCases {
            #expect(DynamicTypeSize.large.pointSize(of: style) == Platform.iOS.metrics(of: style).size)
        }
        #expect(DynamicTypeSize.xxLarge.pointSize(of: .body) == 21)
        #expect(DynamicTypeSize.xSmall.pointSize(of: .body) == 14)
        #expect(DynamicTypeSize.accessibility1.pointSize(of: .body) == 28)
        #expect(DynamicTypeSize.accessibility5.pointSize(of: .largeTitle) == 60)
        // Every style grows (or stays) from each size to the next.
        for style in TextStyle.allCases {
            let column = DynamicTypeSize.allCases.map { $0.pointSize(of: style) }
            #expect(column == column.sorted())
        }
    }

    @Test func aFixedSizeScalesTheTextStylesBelow() throws {
        #expect(try Self.sizes(#"VStack { Text("a"); Text("b").font(.title) }.dynamicTypeSize(.xxLarge)"#) == [21, 32])
        #expect(try Self.sizes(#"Text("a").font(.caption).dynamicTypeSize(DynamicTypeSize.accessibility2)"#) == [26])
        #expect(try Self.sizes(#"Text("a").environment(\.dynamicTypeSize, .xSmall)"#) == [14])
        // ContentSizeCategory's spelling, through the older key.
        #expect(try Self.sizes(#"Text("a").environment(\.sizeCategory, .extraExtraLarge)"#) == [21])
        // The nearest setting to the text wins, as an environment value does.
        #expect(try Self.sizes(#"VStack { Text("a").dynamicTypeSize(.small) }.dynamicTypeSize(.xLarge)"#) == [15])
    }

    @Test func aRangeClampsTheSizeTheEnvironmentHas() throws {
        // `.large` is inside: nothing changes.
        #expect(try Self.sizes(#"Text("a").dynamicTypeSize(...DynamicTypeSize.xxxLarge)"#) == [17])
        #expect(try Self.sizes(#"Text("a").dynamicTypeSize(.xSmall ... .xLarge)"#) == [17])
        // Outside: the nearest end.
        #expect(try Self.sizes(#"Text("a").dynamicTypeSize(.xLarge ... .xxxLarge)"#) == [19])
        #expect(try Self.sizes(#"Text("a").dynamicTypeSize(.xSmall ..< .large)"#) == [16])
        #expect(try Self.sizes(#"VStack { Text("a").dynamicTypeSize(...DynamicTypeSize.large) }.dynamicTypeSize(.accessibility3)"#) == [17])
        #expect(try Self.sizes(#"Text("a").dynamicTypeSize(.accessibility1...)"#) == [28])
    }

    @Test func fixedSizesKeepTheirPointsAndCustomFontsGrowWithTheirStyle() throws {
        #expect(try Self.sizes(#"Text("a").font(.system(size: 17)).dynamicTypeSize(.xxLarge)"#) == [17])
        #expect(try Self.sizes(#"Text("a").font(.custom("Avenir", fixedSize: 17)).dynamicTypeSize(.xxLarge)"#) == [17])
        // `.custom(_:size:)` grows as `.body` does; `relativeTo:` as that style does.
        let body = try Self.sizes(#"Text("a").font(.custom("Avenir", size: 34)).dynamicTypeSize(.xxLarge)"#)
        #expect(ViewSceneTests.close(body[0], 34 * 21 / 17))
        let caption = try Self.sizes(#"Text("a").font(.custom("Avenir", size: 24, relativeTo: .caption)).dynamicTypeSize(.xxLarge)"#)
        #expect(ViewSceneTests.close(caption[0], 24 * 16 / 12))
    }

    @Test func wrappedLinesAreLedByTheGrownSize() {
        let large = Platform.iOS.fontSpec(.body), grown = Platform.iOS.fontSpec(.body, dynamicType: .xxLarge)
        #expect(grown.size == 21)
        // The body's 22-pt leading grows by as many points as its size.
        #expect(grown.lines?.pitch == (large.lines?.pitch ?? 0) + 4)
    }

    @Test func macOSHasNoDynamicType() throws {
        #expect(try Self.sizes(#"Text("a").dynamicTypeSize(.xxLarge)"#, platform: "macOS") == [13])
    }

    @Test func aSizeThatIsNotOneIsRefusedByName() throws {
        #expect(throws: (any Error).self) { try Self.sizes(#"Text("a").dynamicTypeSize(.huge)"#) }
    }
}
