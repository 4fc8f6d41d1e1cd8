import BoardModel
internal import SwiftSyntax

/// `#if` blocks: the clause a compiler for the board's platform would keep.
///
/// `os(iOS)` / `os(macOS)` follow the platform; `canImport(SwiftUI, UIKit or AppKit,
/// Foundation, Combine, CoreGraphics)` as on that platform; `swift(>=…)` and
/// `compiler(>=…)` hold; `DEBUG`, `targetEnvironment(…)`, `arch(…)` and other flags do not.
extension Lowering {
    /// The first clause whose condition holds, or the `#else` clause.
    func activeClause(_ clauses: IfConfigClauseListSyntax) -> IfConfigClauseSyntax? {
        for clause in clauses {
            guard let condition = clause.condition else { return clause }   // #else
            if holds(condition) { return clause }
        }
        return nil
    }

    private func holds(_ e: ExprSyntax) -> Bool {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.text == "true" }
        if e.is(DeclReferenceExprSyntax.self) { return false }   // DEBUG, custom flags
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return !holds(p.expression) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return holds(only.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&": return holds(i.leftOperand) && holds(i.rightOperand)
            case "||": return holds(i.leftOperand) || holds(i.rightOperand)
            default: return false
            }
        }
        if let s = e.as(SequenceExprSyntax.self) {
            // Unfolded `a || b && c`: `||` binds loosest.
            var groups: [[ExprSyntax]] = [[]]
            var operators: [String] = []
            for element in s.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    operators.append(op.operator.text)
                    if op.operator.text == "||" { groups.append([]) }
                } else {
                    groups[groups.count - 1].append(element)
                }
            }
            return groups.contains { $0.allSatisfy(holds) }
        }
        if let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name.baseName.text {
            case "os": return argument == (platform == .iOS ? "iOS" : "macOS")
            case "canImport":
                let common: Set<String> = ["SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore", "Observation"]
                return common.contains(argument) || argument == (platform == .iOS ? "UIKit" : "AppKit")
            case "swift", "compiler", "hasFeature": return true
            default: return false
            }
        }
        return false
    }
}
