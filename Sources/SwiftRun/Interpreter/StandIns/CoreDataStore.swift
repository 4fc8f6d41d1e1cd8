import SwiftFront

/// Core Data on a board: a new store, in memory, that holds what the code inserts while a board
/// runs it (docs/swift-subset.md, "Stand-ins") — Xcode's template fills a preview's store in
/// `PersistenceController.preview`, then the views fetch it. The entities are the classes Xcode
/// generates from the app's data model (``CoreDataModel``); `NSPersistentContainer(name:)`,
/// `NSPersistentCloudKitContainer(name:)` are containers whose `viewContext` is the one context,
/// `loadPersistentStores` loads nothing (its handler is not called), and the context's `insert`,
/// `delete`, `fetch`, `count(for:)` work on the objects made with `Entity(context:)`; `save`,
/// `rollback` and settings change nothing drawn. `@FetchRequest` is the objects of its entity sorted
/// by the sort descriptors written in it (``fetchResults(_:_:arguments:)``); a fetch, in the order
/// they were inserted; predicates are not applied.
package enum CoreDataStore {
    /// The stand-in types.
    static let types: Set<String> = ["NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext",
                                     "NSPersistentStoreDescription", "NSFetchRequest", "NSSortDescriptor", "NSPredicate",
                                     "NSMergePolicy", "NSPersistentStoreCoordinator", "NSManagedObjectModel",
                                     "NSFetchedResultsController"]

    /// Their methods.
    package static let methods: [String: Set<String>] = [
        "NSManagedObjectContext": ["insert", "delete", "save", "fetch", "count", "rollback", "reset", "refresh", "refreshAllObjects",
                                   "processPendingChanges", "performAndWait", "perform", "object", "existingObject"],
        "NSPersistentContainer": ["loadPersistentStores", "newBackgroundContext", "performBackgroundTask"],
        "NSFetchedResultsController": ["performFetch", "object"],
        // A store's options (`NSPersistentHistoryTrackingKey`, …): nothing a board's in-memory store shows.
        "NSPersistentStoreDescription": ["setOption"],
        "NSPersistentCloudKitContainer": ["loadPersistentStores", "newBackgroundContext", "performBackgroundTask"],
    ]

    /// The context of the evaluation's store (one per interpreter run, as an app has one).
    static func context(_ i: Interpreter) -> SwiftValue {
        if let c = i.managedObjectContext { return c }
        let c = SwiftValue.object(ObjectBox(StructValue(type: "NSManagedObjectContext", fields: [
            ("hasChanges", .bool(false)), ("automaticallyMergesChangesFromParent", .bool(false)), ("mergePolicy", .none),
            ("name", .none), ("undoManager", .none), ("registeredObjects", .array([])),
        ])))
        i.managedObjectContext = c
        return c
    }

    /// `NSPersistentContainer(name:)`, `NSFetchRequest<E>(entityName:)`, `NSSortDescriptor(…)`, ….
    static func make(_ type: String, _ args: [Argument], _ i: Interpreter) -> SwiftValue? {
        switch type {
        case "NSPersistentContainer", "NSPersistentCloudKitContainer":
            let name = args.first.flatMap { if case let .string(s) = $0.value { s } else { nil } } ?? ""
            let description = SwiftValue.object(ObjectBox(StructValue(type: "NSPersistentStoreDescription", fields: [
                ("url", .none), ("type", .string("SQLite")), ("cloudKitContainerOptions", .none)])))
            return .object(ObjectBox(StructValue(type: type, fields: [
                ("name", .string(name)), ("viewContext", context(i)), ("persistentStoreDescriptions", .array([description])),
                ("persistentStoreCoordinator", .none), ("managedObjectModel", .none)])))
        // `NSManagedObjectModel(contentsOf: Bundle.main.url(forResource: "Main", withExtension: "momd")!)`:
        // the app's model of that name (the entities are the model's wherever it is read from).
        case "NSManagedObjectModel" where args.map(\.label) == ["contentsOf"]:
            guard case let .instance(u) = args[0].value, case let .string(path)? = u["path"] else { return SwiftValue.none }
            let name = String((path.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
            guard i.program.assets.dataModels[name] != nil else { return SwiftValue.none }
            return .object(ObjectBox(StructValue(type: type, fields: [("name", .string(name))])))
        // `NSFetchedResultsController(fetchRequest:managedObjectContext:sectionNameKeyPath:cacheName:)`: its
        // `fetchedObjects` are nil until `performFetch()`, then the request's (its delegate is not told of changes).
        case "NSFetchedResultsController" where args.first?.label == "fetchRequest":
            return .object(ObjectBox(StructValue(type: type, fields: [("fetchRequest", args[0].value), ("delegate", .none),
                                                                      ("fetchedObjects", .none), ("sections", .none)])))
        case "NSPersistentStoreDescription":
            return .object(ObjectBox(StructValue(type: type, fields: [("url", .none), ("type", .string("SQLite"))])))
        case "NSFetchRequest":
            let entity = args.first { $0.label == "entityName" }.flatMap { if case let .string(s) = $0.value { s } else { nil } } ?? ""
            return .object(ObjectBox(StructValue(type: type, fields: [
                ("entityName", .string(entity)), ("sortDescriptors", .array([])), ("predicate", .none), ("fetchLimit", .int(0))])))
        case "NSSortDescriptor", "NSPredicate", "NSMergePolicy":
            return .instance(StructValue(type: type, fields: []))
        default:
            return nil
        }
    }

    /// The objects of `entity` in the store, in the order they were inserted.
    static func objects(_ entity: String, _ i: Interpreter) -> [SwiftValue] {
        guard case let .object(box) = context(i), case let .array(all)? = box.instance["registeredObjects"] else { return [] }
        return all.filter { if case let .object(o) = $0 { Program.baseTypeName(o.instance.type) == entity } else { false } }
    }

    /// `@FetchRequest(…) var items: FetchedResults<Item>`: the store's `Item`s, sorted by the request's
    /// `sortDescriptors` (`arguments`, as written).
    static func fetchResults(_ declaredType: String, _ i: Interpreter, arguments: [Expr.Argument] = []) -> SwiftValue {
        let entity = declaredType.split(whereSeparator: { "<>".contains($0) }).dropFirst().first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        let found = objects(entity, i)
        guard let sorts = arguments.first(where: { $0.label == "sortDescriptors" }).map({ sortKeys($0.value) }), !sorts.isEmpty else { return .array(found) }
        return .array(sorted(found, by: sorts, i))
    }

    /// Objects in a stable sort by each key in turn; nil before any value, as the store orders NULL.
    static func sorted(_ found: [SwiftValue], by sorts: [(key: String, ascending: Bool)], _ i: Interpreter) -> [SwiftValue] {
        guard !sorts.isEmpty else { return found }
        let sorted = found.enumerated().sorted { x, y in
            for (key, ascending) in sorts {
                let a = field(x.element, key), b = field(y.element, key)
                let c: Int
                switch (a, b) {
                case (.none, .none): c = 0
                case (.none, _): c = -1
                case (_, .none): c = 1
                default: c = (try? i.compare(a, b, at: SourceRange(0, 0))) ?? 0
                }
                if c != 0 { return ascending ? c < 0 : c > 0 }
            }
            return x.offset < y.offset
        }
        return sorted.map(\.element)
    }

    /// A stored property of an object (nil as `.none`).
    private static func field(_ v: SwiftValue, _ key: String) -> SwiftValue {
        guard case let .object(o) = v else { return .none }
        return o.instance[key] ?? .none
    }

    /// The keys and directions of sort descriptors as written: `[NSSortDescriptor(keyPath: \Item.date, ascending: false)]`,
    /// `NSSortDescriptor(key: "name", ascending: true)`, `SortDescriptor(\.name, order: .reverse)`.
    static func sortKeys(_ e: Expr) -> [(key: String, ascending: Bool)] {
        let items: [Expr] = if case let .array(list) = e.kind { list } else { [e] }
        return items.compactMap { item -> (String, Bool)? in
            guard case let .call(_, arguments, _) = item.kind else { return nil }
            var key: String?, ascending = true
            for a in arguments {
                switch (a.label, a.value.kind) {
                case (nil, let .keyPath(path)), ("keyPath", let .keyPath(path)): key = path.last
                case ("key", let .string(name)): key = name
                case ("ascending", .bool(let up)): ascending = up
                case ("order", _): ascending = a.value.caseName != "reverse"
                default: break
                }
            }
            return key.map { ($0, ascending) }
        }
    }

    /// A method of a stand-in; nil for another type.
    static func call(_ v: SwiftValue, _ type: String, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        guard case let .object(box) = v, methods[type] != nil else { return nil }
        switch (type, name) {
        case ("NSManagedObjectContext", "insert"):
            guard let object = args.first?.value, case let .object(o) = object else { return .void }
            guard case let .array(all)? = box.instance["registeredObjects"] else { return .void }
            if !all.contains(where: { if case let .object(x) = $0 { x === o } else { false } }) {
                box.instance["registeredObjects"] = .array(all + [object])
            }
            return .void
        case ("NSManagedObjectContext", "delete"):
            guard case let .object(o)? = args.first?.value, case let .array(all)? = box.instance["registeredObjects"] else { return .void }
            box.instance["registeredObjects"] = .array(all.filter { if case let .object(x) = $0 { x !== o } else { true } })
            return .void
        case ("NSManagedObjectContext", "fetch"), ("NSManagedObjectContext", "count"):
            guard case let .object(request)? = args.first?.value, case let .string(entity)? = request.instance["entityName"] else {
                throw ExpressionError(.arguments, at: e.range, "\(name) takes an NSFetchRequest (Entity.fetchRequest())")
            }
            let found = objects(entity, i)
            return name == "count" ? .int(found.count) : .array(found)
        case ("NSPersistentStoreDescription", "setOption"):
            return .void
        case ("NSFetchedResultsController", "performFetch"):
            guard case let .object(request)? = box.instance["fetchRequest"], case let .string(entity)? = request.instance["entityName"] else { return .void }
            box.instance["fetchedObjects"] = .array(objects(entity, i))
            return .void
        case ("NSFetchedResultsController", "object"):
            guard case let .array(found)? = box.instance["fetchedObjects"], case let .instance(path)? = args.first?.value,
                  case let .int(row)? = path["row"] ?? path["item"], found.indices.contains(row) else { return SwiftValue.none }
            return found[row]
        case ("NSManagedObjectContext", "performAndWait"):
            if let block = args.last?.value, case .function = block {
                return try i.callValue(block, [], e, Frame(scope: Scope(parent: nil), selfType: nil, origin: i.currentOrigin))
            }
            return .void
        case ("NSManagedObjectContext", "object"), ("NSManagedObjectContext", "existingObject"):
            return SwiftValue.none
        case (_, "newBackgroundContext"):
            return context(i)
        default:
            // Saving, rolling back, loading the stores: nothing a board draws changes.
            return .void
        }
    }
}
