import Testing
@testable import BoardRender
@testable import SwiftRun

/// Errors as Swift throws them (ExpressionError.Kind.thrown): the app's `throw`, caught by `try?`
/// (nil) and by the first `catch` clause whose pattern matches (`catch Err.empty`, `catch let e as
/// Err`, a clause without a pattern binding `error`); uncaught, the board stops with where and what.
@Suite struct ThrownErrorTests {
    static let swift = """
        enum Err: Error { case empty, tooLong(Int) }
        func validate(_ s: String) throws -> String {
            if s.isEmpty { throw Err.empty }
            if s.count > 5 { throw Err.tooLong(s.count) }
            return s
        }
        func check(_ s: String) -> String {
            do {
                return try validate(s)
            } catch Err.empty {
                return "empty"
            } catch let e as Err {
                if case let .tooLong(n) = e { return "over by \\(n - 5)" }
                return "?"
            }
            catch { return "other" }
        }
        func any(_ s: String) -> String {
            do { _ = try validate(s); return "ok" } catch { return "caught \\(error)" }
        }
        """

    @Test func catchClausesMatchWhatIsThrown() throws {
        #expect(try Run.value("check(\"abc\")", Self.swift) == "abc")
        #expect(try Run.value("check(\"\")", Self.swift) == "empty")
        #expect(try Run.value("check(\"abcdefgh\")", Self.swift) == "over by 3")
        #expect(try Run.value("any(\"abcdefgh\")", Self.swift) == "caught tooLong(8)")
        #expect(try Run.value("(try? validate(\"\")) ?? \"nil\"", Self.swift) == "nil")
    }

    @Test func anUncaughtErrorStopsTheBoardWhereItIsThrown() {
        let error = Run.error("try validate(\"\")", Self.swift)
        #expect(error?.kind == .thrown && error?.message.contains("empty is thrown and not caught") == true, "\(String(describing: error))")
    }
}
