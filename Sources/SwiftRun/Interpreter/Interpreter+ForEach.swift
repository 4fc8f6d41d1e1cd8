import SwiftFront
import BoardScene
import BoardModel
/// `ForEach(data, id:) { element in … }`: the content run once per element, as
/// a view builder. The result is a `ForEach` whose data are the elements'
/// identities and whose content is already expanded (its closure's parameter
/// is ``expandedParameter``), for the view evaluator.
extension Interpreter {
    /// The closure parameter marking a `ForEach` whose content is expanded, one group of views per element.
    package static let expandedParameter = "#expanded"

    package func forEach(_ callee: Expr, _ arguments: [Expr.Argument], _ closure: Expr.Closure?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard let dataArgument = arguments.first(where: { $0.label == nil }) else {
            throw ExpressionError(.arguments, at: e.range, "ForEach needs its data, as in ForEach(items) { item in … }")
        }
        let content: Expr.Closure
        var f = f
        if let closure {
            content = closure
        } else if let a = arguments.first(where: { $0.label == "content" }), case let .closure(c) = a.value.kind {
            content = c
        } else if let a = arguments.first(where: { $0.label == "content" }), case let held = try evaluate(a.value, f),
                  { if case .function = held { true } else if case .type = held { true } else { false } }() {
            // `ForEach(projects, content: ProjectSummaryView.init)`, `content: row`: the function (or a
            // view's initializer) called with each element.
            let r = a.value.range
            f.scope = Scope(parent: f.scope)
            f.scope.declare("_forEachContent", held)
            let call = Expr(.call(Expr(.identifier("_forEachContent"), range: r),
                                  arguments: [Expr.Argument(label: nil, labelRange: nil, value: Expr(.identifier("$0"), range: r))], trailingClosure: nil), range: r)
            content = Expr.Closure(statements: [call], range: r)
        } else {
            throw ExpressionError(.arguments, at: e.range, "'ForEach' needs its content in braces, as in ForEach(0..<1) { _ in Tile(\"A\") }")
        }
        let data = try evaluate(dataArgument.value, f)
        // `ForEach($items) { $item in … }`: each element is a binding into the array.
        var elements: [SwiftValue]
        if case let .binding(ref) = data {
            let count = try self.elements(of: try read(ref, at: dataArgument.value.range), at: dataArgument.value.range).count
            elements = (0..<count).map { .binding(.path(ref, [.index(.int($0))])) }
        } else {
            elements = try self.elements(of: data, at: dataArgument.value.range)
        }
        try checkSize(elements.count, dataArgument.value.range, what: "the ForEach")
        var idPath: [String]?
        if let a = arguments.first(where: { $0.label == "id" }) {
            guard case let .keyPath(components) = try evaluate(a.value, f) else {
                throw ExpressionError(.type, at: a.value.range, "expected a key path for 'id:', as in \\.self or \\.id")
            }
            idPath = components
        }
        var ids: [Expr] = []
        var views: [Expr] = []
        for element in elements {
            var itemFrame = f.nested()
            itemFrame.collector = nil
            let scope = itemFrame.scope
            switch content.parameters.count {
            case 0:
                // `ForEach(items) { Row(item: $0) }`: the element is `$0` (a binding's value is `$0` too).
                if case let .binding(ref) = element { scope.declare("$0", try read(ref, at: content.range)) } else { scope.declare("$0", element) }
            case 1 where content.parameters[0].hasPrefix("$"):
                // `$item`: the binding, and `item` its value.
                let name = String(content.parameters[0].dropFirst())
                scope.declare(content.parameters[0], element)
                if case let .binding(ref) = element { scope.declare(name, try read(ref, at: content.range)) } else { scope.declare(name, element) }
            case 1: scope.declare(content.parameters[0], element)
            default:
                guard case let .tuple(items, _) = element, items.count == content.parameters.count else {
                    throw ExpressionError(.arguments, at: content.range, "the ForEach content takes \(content.parameters.count) parameters but each element is one value")
                }
                for (p, v) in zip(content.parameters, items) { scope.declare(p, v) }
            }
            let id = try identity(of: element, idPath, e, f)
            if stateStore != nil { identityContext.append("ForEach[\(try text(of: id, at: e.range))]") }
            defer { if stateStore != nil { identityContext.removeLast() } }
            for (value, range) in try collectViews(content.body, itemFrame) { views.append(try reify(value, at: range, origin: f.origin)) }
            ids.append(try reify(id, at: dataArgument.value.range, origin: f.origin))
        }
        var residual = [Expr.Argument(label: nil, labelRange: nil, value: Expr(.array(ids), range: dataArgument.value.range))]
        if let a = arguments.first(where: { $0.label == "id" }) {
            residual.append(Expr.Argument(label: "id", labelRange: a.labelRange, value: Expr(.keyPath(["", "self"]), range: a.value.range)))
        }
        let expanded = Expr.Closure(statements: views, range: content.range, parameters: [Self.expandedParameter])
        return .swiftUI(Expr(.call(callee, arguments: residual, trailingClosure: expanded), range: e.range), origin: f.origin)
    }

    /// An element's identity: its `id:` key path, its `id` (Identifiable), or itself.
    package func identity(of element: SwiftValue, _ path: [String]?, _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        if case let .binding(ref) = element { return try identity(of: try read(ref, at: e.range), path, e, f) }
        if let path {
            var v = element
            for c in path where c != "self" { v = try member(v, c, e, e.range, f) }
            return v
        }
        if let fields = fields(of: element), let id = fields["id"] { return id }
        if let t = userTypeName(of: element).flatMap(program.type), t.computed["id"] != nil {
            return try member(element, "id", e, e.range, f)
        }
        return element
    }
}
