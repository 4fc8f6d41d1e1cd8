import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
import Writers
import Boards
import Figures
/// The entry point for fuzzing the expression front end.
extension ExpressionParser {
    /// Parses arbitrary bytes (decoded as UTF-8, invalid sequences replaced),
    /// evaluates the result as an animation, prints it back and renders any
    /// error, ignoring the outcome. It must never trap or hang.
    ///
    /// A libFuzzer target calls it from `LLVMFuzzerTestOneInput`:
    ///
    /// ```swift
    /// @_cdecl("LLVMFuzzerTestOneInput")
    /// func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    ///     ExpressionParser.fuzz(UnsafeRawBufferPointer(start: data, count: size))
    ///     return 0
    /// }
    /// ```
    public static func fuzz(_ data: UnsafeRawBufferPointer) {
        let source = String(decoding: data, as: UTF8.self)
        do {
            let expr = try parse(source)
            _ = expr.description
            _ = try AnimationEvaluator.evaluate(expr)
        } catch {
            _ = DiagnosticRenderer().render(error, source: source)
        }
    }
}
