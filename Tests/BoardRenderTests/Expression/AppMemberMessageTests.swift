import Testing
@testable import SwiftFront
@testable import SwiftRun

/// A static member SwiftUI's type does not have (`Image.asset(.profile)`) is named as the app's
/// own, in a file the board does not read — not reported as a bare `Image` without arguments.
@Suite struct AppMemberMessageTests {
    @Test func anUnknownStaticMemberOfAViewTypeNamesTheAppsExtension() throws {
        do {
            _ = try ViewEvaluator().evaluateRead(try ExpressionParser.parse("Image.asset(.profile).resizable()"))
            Issue.record("Image.asset was read")
        } catch {
            #expect(error.message.hasPrefix("'Image.asset' is not a member of SwiftUI's Image"))
            #expect(error.message.contains("extension Image { static func asset(…) }"))
        }
    }
}
