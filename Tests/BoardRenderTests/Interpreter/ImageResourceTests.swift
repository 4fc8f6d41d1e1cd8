import Testing
@testable import SwiftRun

/// Xcode 15's generated asset symbols (Interpreter+Members.swift): `Image(.heart)` and
/// `Image(ImageResource.thumbsupReaction)` name the catalogue's image whose generated symbol they
/// are (`thumbsup-reaction`), else a placeholder of that name.
@Suite struct ImageResourceTests {
    @Test func theSymbolIsTheAssetsNameCamelCased() {
        #expect(Interpreter.generatedResourceName("thumbsup-reaction") == "thumbsupReaction")
        #expect(Interpreter.generatedResourceName("Illustration 9") == "illustration9")
        #expect(Interpreter.generatedResourceName("heart") == "heart")
    }

    @Test func anImageOfASymbolIsAnImageOfItsAsset() throws {
        #expect(try Run.value("Image(.heart)") == #"Image("heart")"#)
        #expect(try Run.value("Image(ImageResource.lolReaction)") == #"Image("lolReaction")"#)
        // A system colour or anything else is not an asset symbol.
        #expect(try Run.value(#"Image(systemName: "star")"#) == #"Image(systemName: "star")"#)
    }
}
