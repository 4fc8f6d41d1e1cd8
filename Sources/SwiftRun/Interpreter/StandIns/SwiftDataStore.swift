import SwiftFront
import BoardModel

/// SwiftData on a board (docs/swift-subset.md, "Stand-ins"): one new in-memory store per run, the
/// one Core Data's stand-in keeps (``CoreDataStore``), as an app has one. `ModelContainer(for:…)`
/// is a container whose `mainContext` is the board's `ModelContext`; `insert` puts a model in the
/// store — with the models it refers to, as SwiftData inserts related models — and `delete` takes it
/// out; `@Query` is the store's models of its type, sorted by its `sort:` key path (and `order:`)
/// or `SortDescriptor`s; a `filter:` predicate is not applied (as Core Data's predicates are not).
/// A preview that fills a container (`.modelContainer(previewContainer)`) shows its models; a store
/// nothing filled holds none.
enum SwiftDataStore {
    /// The types stood in for.
    static let types: Set<String> = ["ModelContainer", "ModelConfiguration", "ModelContext"]

    /// `ModelContainer(for: Item.self, configurations: …)`, `ModelConfiguration(…)`, `ModelContext(container)`
    /// (a context of the board's one store, as the container's `mainContext` is).
    static func make(_ type: String, _ args: [Argument]) -> SwiftValue? {
        switch type {
        case "ModelContainer": .object(ObjectBox(StructValue(type: type, fields: [("mainContext", AppStandIns.modelContext)])))
        case "ModelConfiguration": .instance(StructValue(type: type, fields: [("isStoredInMemoryOnly", .bool(true))]))
        case "ModelContext" where args.count == 1 && args[0].label == nil: AppStandIns.modelContext
        default: nil
        }
    }

    /// The store's models of `type`: those inserted, and the models they refer to (a list's reminders).
    static func models(_ type: String, _ i: Interpreter) -> [SwiftValue] {
        guard case let .object(box) = CoreDataStore.context(i), case let .array(all)? = box.instance["registeredObjects"] else { return [] }
        var seen: Set<ObjectIdentifier> = [], found: [SwiftValue] = []
        func visit(_ v: SwiftValue, depth: Int) {
            guard depth < 8 else { return }
            switch v {
            case let .object(o):
                guard seen.insert(ObjectIdentifier(o)).inserted else { return }
                if Program.baseTypeName(o.instance.type) == type { found.append(v) }
                for field in o.instance.values { visit(field, depth: depth + 1) }
            case let .array(items):
                for item in items { visit(item, depth: depth + 1) }
            default:
                break
            }
        }
        for v in all { visit(v, depth: 0) }
        return found
    }

    /// The storage of a `@Query` property: read when the view's body reads it, as SwiftUI's query reads
    /// the container in the view's environment (a preview's `.modelContainer(…)` is made after the view).
    static func storage(_ declaredType: String, _ wrapperName: String, _ arguments: [Expr.Argument]) -> SwiftValue {
        let get = Function(.builtin("Query") { i, _, _ throws(ExpressionError) in query(declaredType, wrapperName, arguments, i) })
        let set = Function(.builtin("Query.set") { _, _, _ throws(ExpressionError) in .void })
        return .binding(.custom(get: get, set: set))
    }

    /// `@Query(sort: \Item.date, order: .reverse) var items: [Item]`: the store's `Item`s, sorted.
    static func query(_ declaredType: String, _ wrapperName: String, _ arguments: [Expr.Argument], _ i: Interpreter) -> SwiftValue {
        var element = declaredType.trimmingCharacters(in: .whitespaces)
        if element.hasPrefix("[") && element.hasSuffix("]") { element = String(element.dropFirst().dropLast()) }
        if element.isEmpty, let lt = wrapperName.firstIndex(of: "<") { element = String(wrapperName[wrapperName.index(after: lt)...].dropLast()) }
        let found = models(Program.baseTypeName(element), i)
        var sorts: [(key: String, ascending: Bool)] = []
        if let sort = arguments.first(where: { $0.label == "sort" }) {
            if case let .keyPath(path) = sort.value.kind, let key = path.last {
                let order = arguments.first { $0.label == "order" }?.value.caseName
                sorts = [(key, order != "reverse")]
            } else {
                sorts = CoreDataStore.sortKeys(sort.value)
            }
        }
        return .array(CoreDataStore.sorted(found, by: sorts, i))
    }
}
