import BoardModel
import SwiftFront

/// The models a view tree reads from its environment: objects provided by
/// `.environmentObject(_:)` and `.environment(_:)`, by type, and the stand-ins made for a type
/// no view provides.
package struct EnvironmentObjects {
    /// Provided objects, by the type names they can be found by (their type and what it inherits).
    package var provided: [String: SwiftValue] = [:]
    /// Objects made with their `init()` because no view provided one, by type.
    package var standIns: [String: SwiftValue] = [:]

    package init() {}
}

/// Models (docs/programs.md §2): classes (`ObservableObject` with `@Published`, `@Observable`)
/// run with reference semantics; `@StateObject` keeps its object as `@State` keeps a value;
/// `@ObservedObject` and `@Bindable` hold the object passed in; `@EnvironmentObject` and
/// `@Environment(Model.self)` find the one a view above provides. A program's state includes every
/// model's stored properties (``ObjectGraph``), so a change made in an action is a change of state,
/// animated by the transaction it is made in.
extension Interpreter {
    /// A new object holding `instance`, numbered.
    package func makeObject(_ instance: StructValue) -> ObjectBox {
        objectCount += 1
        return ObjectBox(instance, serial: objectCount)
    }

    /// The environment objects: the program's (kept across evaluations), or this interpreter's.
    package var environmentObjects: EnvironmentObjects {
        get { stateStore?.environmentObjects ?? localEnvironmentObjects }
        set { if let store = stateStore { store.environmentObjects = newValue } else { localEnvironmentObjects = newValue } }
    }

    /// `.environmentObject(model)` or `.environment(model)` on a view: the model is there for the
    /// views below it (and, as a board draws one tree, for every view that asks for its type).
    package func provide(_ model: SwiftValue) {
        guard case let .object(box) = model else { return }
        var names = [box.instance.type]
        if let t = program.type(box.instance.type) { names += t.inherited.sorted() }
        for name in names where !["ObservableObject", "Observable", "AnyObject", "Identifiable", "Equatable", "Hashable"].contains(name) {
            environmentObjects.provided[name] = model
        }
    }

    /// The model of type `type` the environment holds: the one a view provides, or else one made
    /// with `type()` and kept (a stand-in, listed by `check`); refused by name when it cannot be made.
    /// The model type `@Environment(Name.self)` names, written in `owner`: a dotted name (`Card.Manager`)
    /// found as Swift finds it, from the innermost enclosing type out (`Habit.Card.Manager`).
    package func modelTypeName(_ written: Expr, in owner: String?) -> String? {
        if let name = written.name { return name }
        guard case .member = written.kind else { return nil }
        let dotted = written.description
        var scope = owner.map { $0.split(separator: ".").map(String.init) } ?? []
        while !scope.isEmpty {
            let candidate = scope.joined(separator: ".") + "." + dotted
            if program.types[candidate] != nil { return candidate }
            scope.removeLast()
        }
        return dotted
    }

    package func environmentObject(_ type: String, wrapper: String, at range: SourceRange) throws(ExpressionError) -> SwiftValue {
        let name = Program.baseTypeName(type.hasSuffix("?") ? String(type.dropLast()) : type)
        if let found = environmentObjects.provided[name] { return found }
        missedEnvironmentObjects.insert(name)
        if let kept = environmentObjects.standIns[name] { return kept }
        let site = Expr(.identifier(name), range: range)
        do {
            let made = try initialize(name, [], site, Frame(scope: Scope(parent: nil), selfType: nil, origin: currentOrigin))
            environmentObjects.standIns[name] = made
            return made
        } catch {
            throw ExpressionError(.unsupported, at: range,
                                  "\(wrapper) needs a \(name) from a view above (.environmentObject(_:) or .environment(_:)), and \(name)() cannot be made here: \(error.message)")
        }
    }
}

/// The objects a program's state reaches, and their stored properties as state entries
/// (`object:<serial>.<property>`): how a snapshot of the state records what models hold, and
/// how a restored state puts it back.
package enum ObjectGraph {
    /// The most objects a state records (a model graph larger than this is cut, and named).
    package static let maximumObjects = 10_000

    /// The objects reachable from `roots`, each once, in the order found.
    package static func objects(in roots: [SwiftValue]) -> [ObjectBox] {
        var found: [ObjectBox] = []
        var seen: Set<ObjectIdentifier> = []
        var stack = roots.reversed().map { ($0, 0) }
        while let (value, depth) = stack.popLast(), found.count < maximumObjects {
            guard depth < 64 else { continue }
            var children: [SwiftValue] = []
            switch value {
            case let .object(box):
                guard seen.insert(ObjectIdentifier(box)).inserted else { continue }
                found.append(box)
                children = box.instance.values
            case let .instance(s): children = s.values
            case let .array(items): children = items
            case let .dictionary(entries): children = entries.flatMap { [$0.key, $0.value] }
            case let .tuple(items, _): children = items
            case let .enumCase(c): children = c.associated
            case let .binding(.box(b)): children = [b.value]
            case let .binding(.constant(v)): children = [v]
            default: break
            }
            stack += children.reversed().map { ($0, depth + 1) }
        }
        return found
    }

    /// The state entries of `objects`: each stored property, by object and name.
    package static func entries(_ objects: [ObjectBox]) -> [String: SwiftValue] {
        var out: [String: SwiftValue] = [:]
        for box in objects where box.serial > 0 {
            for (name, value) in zip(box.instance.names, box.instance.values) { out["object:\(box.serial).\(name)"] = value }
        }
        return out
    }

    /// Puts `values`' object entries back into the objects (by serial) of `known`.
    package static func restore(_ values: [String: SwiftValue], into known: [Int: ObjectBox]) {
        for (key, value) in values where key.hasPrefix("object:") {
            let rest = key.dropFirst("object:".count)
            guard let dot = rest.firstIndex(of: "."), let serial = Int(rest[..<dot]), let box = known[serial] else { continue }
            box.instance[String(rest[rest.index(after: dot)...])] = value
        }
    }
}

extension Interpreter {
    /// Whether `value` is a view: SwiftUI's, or an instance of a view a file declares.
    package func isViewValue(_ value: SwiftValue) -> Bool {
        if case .swiftUI = value { return true }
        return userTypeName(of: value).map(isViewType) ?? false
    }
}
