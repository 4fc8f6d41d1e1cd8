import Testing
@testable import SwiftRun

/// Xcode 15's generated asset symbols (Interpreter+Members.swift): `Image(.heart)` and
/// `Image(ImageResource.thumbsupReaction)` name the catalogue's image whose generated symbol they
/// are (`thumbsup-reaction`), else a placeholder of that name.
@Suite struct ImageResourceTests {
    @Test func theSymbolIsTheAssetsNameCamelCased() {
        #expect(AssetSymbols.symbol(for: "thumbsup-reaction", isColor: false) == "thumbsupReaction")
        #expect(AssetSymbols.symbol(for: "Illustration 9", isColor: false) == "illustration9")
        #expect(AssetSymbols.symbol(for: "heart", isColor: false) == "heart")
    }

    @Test func anImageOfASymbolIsAnImageOfItsAsset() throws {
        #expect(try Run.value("Image(.heart)") == #"Image("heart")"#)
        #expect(try Run.value("Image(ImageResource.lolReaction)") == #"Image("lolReaction")"#)
        // A system colour or anything else is not an asset symbol.
        #expect(try Run.value(#"Image(systemName: "star")"#) == #"Image(systemName: "star")"#)
    }
}
