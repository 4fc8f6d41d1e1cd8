import Foundation
import Testing
import TestSupport
@testable import BoardModel
@testable import BoardScene
@testable import SwiftRun
@testable import ViewEngine
@testable import Boards

/// The app's strings tables in its development language (``StringsTables``): a `Text("key")`
/// shows the table's text, as a device set to that language does; a `String` variable is shown
/// as it is; `String(localized:)` and `NSLocalizedString` read the tables too.
@Suite struct StringsTableTests {
    @Test func aStringsFileIsParsed() throws {
        let text = """
            /* A comment */
            "title" = "Rituals";
            // another
            "quote" = "Say \\"hi\\"\\nthen \\U00E9";
            "title" = "second";
            """
        let entries = try #require(StringsTables.parseStrings(text))
        #expect(entries == ["title": "Rituals", "quote": "Say \"hi\"\nthen é"])
        #expect(StringsTables.parseStrings(#""a" = "b""#) == nil, "a missing semicolon is not a table")
    }

    @Test func aStringCatalogGivesItsSourceLanguage() throws {
        let json = #"""
            {"sourceLanguage": "en", "strings": {
              "hello": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello there"}},
                                          "de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}},
              "items": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                                                           "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}},
              "Only German": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Nur"}}}}
            }, "version": "1.0"}
            """#
        let entries = try #require(StringsTables.parseCatalog(Data(json.utf8)))
        #expect(entries == ["hello": "Hello there", "items": "%lld items"])
    }

    @Test func textsAndLocalizedStringsReadTheAppsTables() throws {
        let files = [
            "App/en.lproj/Localizable.strings": #""greeting" = "Good morning";"# + "\n" + #""farewell" = "Goodbye";"#,
            "App/de.lproj/Localizable.strings": #""greeting" = "Guten Morgen";"#,
            "App/en.lproj/Other.strings": #""other" = "From another table";"#,
            "App/Resources/Localizable.xcstrings":
                #"{"sourceLanguage": "en", "strings": {"catalog": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "From the catalog"}}}}}}"#,
        ]
        let swift = """
            enum L10n {
                static func localized(_ key: String) -> String { String(localized: String.LocalizationValue(key)) }
                enum Home { static let bye = localized("farewell") }
            }
            struct V: View {
                let key = "greeting"
                var body: some View {
                    VStack {
                        Text("greeting")
                        Text(verbatim: "greeting")
                        Text(key)
                        Text(L10n.Home.bye)
                        Text(NSLocalizedString("other", tableName: "Other", comment: ""))
                        Text("catalog")
                        Button("farewell") { }
                        Text("missing")
                    }
                }
            }
            """
        let (board, _) = try AssetCatalogTests.board(files, swift: swift)
        let texts = try board.scene(at: 0).views.compactMap(\.text)
        #expect(texts == ["Good morning", "greeting", "greeting", "Goodbye", "From another table", "From the catalog", "Goodbye", "missing"],
                "\(texts)")
    }

    /// SwiftGen's generated `L10n` looks its keys up through `Bundle.localizedString(forKey:value:table:)`
    /// of its private `BundleToken`'s bundle: the app's table's text, else the key.
    @Test func swiftGensLocalizedStringsReadTheAppsTables() throws {
        let files = ["App/en.lproj/Localizable.strings": #""home.title" = "Today's weather";"#]
        let swift = """
            internal enum L10n {
              internal static let title = L10n.tr("Localizable", "home.title")
              internal static let missing = L10n.tr("Localizable", "home.missing")
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String) -> String {
                BundleToken.bundle.localizedString(forKey: key, value: nil, table: table)
              }
            }
            private final class BundleToken {
              static let bundle: Bundle = Bundle(for: BundleToken.self)
            }
            struct V: View {
                var body: some View { VStack { Text(L10n.title); Text(L10n.missing) } }
            }
            """
        let (board, _) = try AssetCatalogTests.board(files, swift: swift)
        #expect(try board.scene(at: 0).views.compactMap(\.text) == ["Today's weather", "home.missing"])
    }
}
