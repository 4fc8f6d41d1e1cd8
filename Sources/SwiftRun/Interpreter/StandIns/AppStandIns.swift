import SwiftFront
import BoardModel

/// The app around a view, stood in for on a board (docs/swift-subset.md, "Stand-ins"): what a
/// view reads from it is the value a freshly installed app sees before anything happens.
///
/// * `UserDefaults.standard` (and `UserDefaults(suiteName:)`): nothing stored — `integer`, `double`,
///   `float` read 0, `bool` false, `string`, `object`, `array`, `dictionary`, `data`, `url` nil;
///   `set(_:forKey:)`, `register(defaults:)`, `removeObject(forKey:)` change nothing.
/// * `Timer.publish(every:on:in:)` (with `.autoconnect()`, `.connect()`), `Timer.scheduledTimer(…)`:
///   a timer that has not fired yet — its block is not run, `.onReceive` passes through, and the
///   view shows the state before the first tick.
/// * `Task { … }`, `Task(priority:) { … }`, `Task.detached { … }`: a task that has not run yet — its
///   closure is not run (the view before the work finishes, as `.task`'s), `cancel()` does nothing.
/// * `FileManager.default`: a new app's empty sandbox (``AppSandbox``).
/// * `ProcessInfo.processInfo`: launched as a person launches the app (``processInfo``).
/// * `URLSession.shared`: no request answers — `dataTask(with:)`'s completion is not called (its
///   `resume()` does nothing), `dataTaskPublisher(for:)` does not send; awaiting `data(from:)` is refused.
/// * `NotificationCenter.default`: nothing posts — `publisher(for:)` is a subject that has not sent,
///   `addObserver` registers a block never called, `post` is refused by name (as a subject's `send`).
/// * `PassthroughSubject<Output, Never>()`: a subject that has not sent — `.onReceive` of it (and of
///   its `debounce`, `throttle`, `map`, … chain) passes through; `send(_:)` is refused by name, as
///   its subscribers are not run.
/// * `@Environment(\.key)` of a key the app declares (`struct K: EnvironmentKey` with an
///   `extension EnvironmentValues` property, or `@Entry`): its `defaultValue`, or the value an
///   `.environment(\.key, value)` above the view sets.
package enum AppStandIns {
    /// Modelled types of the app's surroundings, with their static members.
    package static func knows(_ type: String, _ name: String) -> Bool {
        switch type {
        case "UserDefaults": ["standard", "init"].contains(name)
        case "Timer": ["publish", "scheduledTimer"].contains(name)
        case "Task": ["detached"].contains(name)
        case "FileManager": ["default"].contains(name)
        case "DispatchQueue": ["main", "global"].contains(name)
        case "RunLoop": ["main", "current"].contains(name)
        case "OperationQueue": ["main", "current"].contains(name)
        case "DispatchTime": ["now"].contains(name)
        case "Bundle": ["main", "module"].contains(name)
        case "ProcessInfo": name == "processInfo"
        case "NotificationCenter": name == "default"
        case "URLSession": name == "shared"
        case "URLSessionConfiguration": ["default", "ephemeral"].contains(name)
        case "URLCache": name == "shared"
        case "Tips": ["configure", "resetDatastore", "showAllTipsForTesting", "hideAllTipsForTesting", "showTipsForTesting"].contains(name)
        default: UIKitSettings.knows(type, name) || UserNotifications.knows(type, name) || MeasurementValues.knows(type, name)
        }
    }

    /// `UserDefaults.standard`: nothing stored.
    package static let userDefaults = SwiftValue.instance(StructValue(type: "UserDefaults", fields: []))

    package static func staticMember(_ type: String, _ name: String, _ args: [Argument]?, _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue {
        if UIKitSettings.knows(type, name) { return try UIKitSettings.staticMember(type, name, args, i, e) }
        if UserNotifications.knows(type, name) { return UserNotifications.staticMember(type, name, args) }
        if MeasurementValues.knows(type, name) { return MeasurementValues.unit(type, name) }
        switch (type, name) {
        case ("UserDefaults", _): return userDefaults
        // A queue a sensor's or a notification's handler is given (`startDeviceMotionUpdates(to: .main)`):
        // nothing is delivered to it on a board.
        case ("OperationQueue", _): return .instance(StructValue(type: "OperationQueue", fields: []))
        // The main queue runs a block a step's action gives it after the action (`async`), or
        // that many seconds after the step (`asyncAfter`); a global queue is the main one on a board.
        case ("DispatchQueue", _): return dispatchQueue
        // `RunLoop.main`, where a publisher delivers (`.receive(on: RunLoop.main)`): publishers do not run on a board.
        case ("RunLoop", _): return .instance(StructValue(type: "RunLoop", fields: []))
        // `DispatchTime.now()`: the step's instant, counted in seconds from it.
        case ("DispatchTime", "now"): return .double(0)
        // A package's resources (`Bundle.module`) are read from the app's folder as the main bundle's.
        case ("Bundle", "main"), ("Bundle", "module"): return BundleResources.mainBundle
        // TipKit's set-up: nothing a board shows (its tips are not shown; see `TipView`).
        case ("Tips", _):
            guard args != nil else { return .function(Function(.builtin("Tips.\(name)") { _, _, _ throws(ExpressionError) in .void })) }
            return .void
        case ("FileManager", "default"): return AppSandbox.fileManager
        case ("ProcessInfo", _): return processInfo
        case ("NotificationCenter", _): return .instance(StructValue(type: "NotificationCenter", fields: []))
        case ("URLSession", _): return .instance(StructValue(type: "URLSession", fields: []))
        // A configuration an app sets up for its session (its settings change nothing a board shows).
        case ("URLSessionConfiguration", _):
            return .object(ObjectBox(StructValue(type: "URLSessionConfiguration", fields: [
                ("urlCache", urlCache), ("requestCachePolicy", .none), ("timeoutIntervalForRequest", .double(60)),
                ("timeoutIntervalForResource", .double(604_800)), ("httpAdditionalHeaders", .none), ("waitsForConnectivity", .bool(false)),
                ("allowsCellularAccess", .bool(true)), ("httpMaximumConnectionsPerHost", .int(6)),
            ])))
        case ("URLCache", _): return urlCache
        case ("Task", "detached"):
            guard case .function? = args?.last?.value else {
                throw ExpressionError(.arguments, at: e.range, "Task.detached takes the work to do as a closure: Task.detached { … }")
            }
            return task
        case ("Timer", "publish"):
            let labels = (args ?? []).map { $0.label ?? "_" }
            guard labels.first == "every", let every = args.flatMap({ Arithmetic.number($0[0].value) }) else {
                throw ExpressionError(.arguments, at: e.range, "Timer.publish takes (every:tolerance:on:in:options:)")
            }
            return timer("Timer.TimerPublisher", every)
        case ("Timer", "scheduledTimer"):
            let every = (args ?? []).first { $0.label == "withTimeInterval" || $0.label == "timeInterval" }.flatMap { Arithmetic.number($0.value) }
            return timer("Timer", every ?? 0)
        default:
            throw ExpressionError(.unknownName, at: e.range, "'\(type)' has no member '\(name)' that a board runs")
        }
    }

    /// `ProcessInfo.processInfo`: the app launched as a person launches it — no launch arguments
    /// past its name, no environment variables (so not under UI tests, not in Xcode's previews),
    /// not in Low Power Mode, an iOS app on an iPhone.
    package static let processInfo = SwiftValue.instance(StructValue(type: "ProcessInfo", fields: [
        ("arguments", .array([.string("App")])), ("environment", .dictionary([])), ("processName", .string("App")),
        ("isLowPowerModeEnabled", .bool(false)), ("isiOSAppOnMac", .bool(false)), ("isMacCatalystApp", .bool(false)),
    ]))

    /// A cache of responses, holding none (no request answers on a board).
    package static let urlCache = SwiftValue.instance(StructValue(type: "URLCache", fields: [
        ("memoryCapacity", .int(0)), ("diskCapacity", .int(0)), ("currentMemoryUsage", .int(0)), ("currentDiskUsage", .int(0)),
    ]))

    /// A task that has not run.
    package static let task = SwiftValue.instance(StructValue(type: "Task", fields: [("isCancelled", .bool(false))]))

    /// A timer (or its publisher) that has not fired.
    static func timer(_ type: String, _ interval: Double) -> SwiftValue {
        .instance(StructValue(type: type, fields: [("timeInterval", .double(interval))]))
    }

    /// `@Environment(\.presentationMode)`: a root view is not presented; dismissing it does nothing.
    package static let presentationMode = SwiftValue.instance(StructValue(type: "PresentationMode", fields: [("isPresented", .bool(false))]))

    /// `DispatchQueue.main`.
    package static let dispatchQueue = SwiftValue.instance(StructValue(type: "DispatchQueue", fields: []))

    /// `@Environment(\.modelContext)`: the context of a new SwiftData store, which holds nothing.
    package static let modelContext = SwiftValue.instance(StructValue(type: "ModelContext", fields: [("hasChanges", .bool(false))]))

    /// Methods of the stand-ins, by type.
    package static let methods: [String: Set<String>] = [
        "UserDefaults": ["integer", "bool", "double", "float", "string", "object", "array", "dictionary", "data", "url", "stringArray",
                         "set", "register", "removeObject", "synchronize", "value", "setValue", "publisher"],
        "Timer.TimerPublisher": ["autoconnect", "connect", "eraseToAnyPublisher", "receive", "map", "sink", "share", "combineLatest", "filter", "compactMap", "scan", "removeDuplicates", "debounce", "throttle", "merge", "zip", "prepend", "handleEvents", "delay", "dropFirst", "prefix"],
        "Timer": ["invalidate", "fire"],
        "Task": ["cancel"],
        "PassthroughSubject": ["debounce", "throttle", "removeDuplicates", "receive", "map", "compactMap", "filter", "eraseToAnyPublisher",
                               "share", "delay", "dropFirst", "prefix", "sink", "assign", "send",
                               // What a request's publisher is chained with (`dataTaskPublisher(for:)`).
                               "tryMap", "decode", "replaceError", "catch", "mapError", "retry", "subscribe", "handleEvents", "print"],
        "Cancellable": ["cancel", "store"],
        "NotificationCenter": ["publisher", "addObserver", "removeObserver", "post"],
        "URLSession": ["dataTask", "dataTaskPublisher", "data", "upload", "download", "bytes", "uploadTask", "downloadTask", "webSocketTask"],
        "URLSessionDataTask": ["resume", "cancel", "suspend"],
        "PresentationMode": ["dismiss"],
        "DispatchQueue": ["async", "asyncAfter", "sync"],
        "UIImpactFeedbackGenerator": ["prepare", "impactOccurred"],
        "UINotificationFeedbackGenerator": ["prepare", "notificationOccurred"],
        "UISelectionFeedbackGenerator": ["prepare", "selectionChanged"],
        "ModelContext": ["insert", "delete", "save", "fetch", "fetchCount", "rollback", "processPendingChanges"],
    ].merging(UIKitSettings.methods) { a, _ in a }.merging(PublishedPublishers.methods) { a, _ in a }.merging(CurrentValueSubjects.methods) { a, _ in a }.merging(UserNotifications.methods) { a, _ in a }.merging(AppSandbox.methods) { a, _ in a }.merging(LocationManager.methods) { a, _ in a }.merging(MotionManager.methods) { a, _ in a }.merging(MeasurementValues.methods) { a, _ in a }

    package static func call(_ v: SwiftValue, _ type: String, _ name: String, _ args: [Argument], _ i: Interpreter, _ e: Expr) throws(ExpressionError) -> SwiftValue? {
        if BundleResources.methods[type] != nil { return try BundleResources.call(v, type, name, args, i, e) }
        if type == PublishedPublishers.type { return try PublishedPublishers.call(v, name, args, i, e) }
        if type == CurrentValueSubjects.type { return try CurrentValueSubjects.call(v, name, args, i, e) }
        if let r = try AppSandbox.call(v, type, name, args, i, e) { return r }
        if UIKitSettings.methods[type] != nil { return try UIKitSettings.call(type, name, args, e) }
        if case let .instance(s) = v, let r = try MeasurementValues.call(s, name, args, at: e) { return r }
        switch (type, name) {
        case ("UserDefaults", "integer"): return .int(0)
        case ("UserDefaults", "double"), ("UserDefaults", "float"): return .double(0)
        case ("UserDefaults", "bool"): return .bool(false)
        case ("UserDefaults", "synchronize"): return .bool(true)
        // `defaults.publisher(for: \.currentCity)` (KVO): nothing stored changes on a board, so a subject
        // that has not sent — its subscribers keep the state the app starts with.
        case ("UserDefaults", "publisher"): return .instance(StructValue(type: "PassthroughSubject", fields: []))
        case ("UserDefaults", "set"), ("UserDefaults", "register"), ("UserDefaults", "removeObject"), ("UserDefaults", "setValue"):
            return .void
        case ("UserDefaults", _): return SwiftValue.none
        case ("Timer.TimerPublisher", "connect"), ("Timer.TimerPublisher", "sink"):
            return .instance(StructValue(type: "Cancellable", fields: []))
        case ("Timer.TimerPublisher", _): return v
        case ("PassthroughSubject", "sink"), ("PassthroughSubject", "assign"):
            return .instance(StructValue(type: "Cancellable", fields: []))
        case ("PassthroughSubject", "send"):
            throw Interpreter.unsupported("PassthroughSubject.send(_:)", "a subject's subscribers (.onReceive, .sink) are not run on a board; show the states they would make as steps", at: e.range)
        case ("PassthroughSubject", _): return v
        // A notification's publisher is a subject that has not sent (nothing posts on a board); an
        // observer is registered and never called; posting is refused by name, as a subject's `send`.
        // A request that has not answered yet (the view before its data arrives, as a `.task`'s work not
        // run): its completion handler is not called, its publisher has not sent; awaiting data is refused.
        case ("URLSession", "dataTask"), ("URLSession", "uploadTask"), ("URLSession", "downloadTask"):
            return .instance(StructValue(type: "URLSessionDataTask", fields: []))
        case ("URLSession", "dataTaskPublisher"): return .instance(StructValue(type: "PassthroughSubject", fields: []))
        case ("URLSession", _):
            throw Interpreter.unsupported("URLSession.shared.\(name)", "networking does not run on a board: a request's data never arrives (dataTask's completion is not called; its publisher does not send)", at: e.range)
        case ("URLSessionDataTask", _): return .void
        case ("NotificationCenter", "publisher"): return .instance(StructValue(type: "PassthroughSubject", fields: []))
        case ("NotificationCenter", "addObserver"): return .instance(StructValue(type: "Cancellable", fields: []))
        case ("NotificationCenter", "removeObserver"): return .void
        case ("NotificationCenter", "post"):
            throw Interpreter.unsupported("NotificationCenter.default.post(…)", "a notification's observers (.onReceive, addObserver) are not run on a board; show the states they would make as steps", at: e.range)
        case ("DispatchQueue", "async"), ("DispatchQueue", "asyncAfter"), ("DispatchQueue", "sync"):
            guard let block = args.last(where: { if case .function = $0.value { true } else { false } })?.value else {
                throw ExpressionError(.arguments, at: e.range, "DispatchQueue.\(name) needs a block to run")
            }
            var delay = 0.0
            if name == "asyncAfter" {
                guard let deadline = args.first(where: { $0.label == "deadline" || $0.label == "wallDeadline" }),
                      let seconds = Arithmetic.number(deadline.value), seconds.isFinite, seconds >= 0 else {
                    throw ExpressionError(.arguments, at: e.range, "DispatchQueue.asyncAfter needs 'deadline: .now() + seconds'")
                }
                delay = seconds
            }
            // `sync` runs at once; the others after the action, when a step runs it (a view's body
            // that dispatches is drawn before the block runs).
            if name == "sync" { return try i.callValue(block, [], e, Frame(scope: Scope(parent: nil), selfType: nil, origin: i.currentOrigin)) }
            i.recorder?.scheduled.append((delay, block))
            return .void
        // The board's one store (``SwiftDataStore``): a context inserts and deletes there.
        case ("ModelContext", "insert"), ("ModelContext", "delete"):
            return try CoreDataStore.call(CoreDataStore.context(i), "NSManagedObjectContext", name, args, i, e) ?? .void
        case ("ModelContext", "fetch"): return .array([])
        case ("ModelContext", "fetchCount"): return .int(0)
        case ("Timer", _), ("Task", _), ("Cancellable", _), ("PresentationMode", _), ("ModelContext", _), ("UNUserNotificationCenter", _), ("CLLocationManager", _), ("CMMotionManager", _): return .void
        case ("UIImpactFeedbackGenerator", _), ("UINotificationFeedbackGenerator", _), ("UISelectionFeedbackGenerator", _): return .void
        default: return nil
        }
    }
}

extension Interpreter {
    /// `@Environment(\.key)` of a key the files declare: the value an `.environment(\.key, v)` above
    /// sets, else the `extension EnvironmentValues` property's getter (`self[Key.self]`, the key's
    /// `defaultValue`), or an `@Entry` property's initial value; nil when no file declares `key`.
    package func customEnvironmentValue(_ key: String, at range: SourceRange) throws(ExpressionError) -> SwiftValue? {
        if let v = environmentOverrides[key] { return v }
        guard let t = program.type("EnvironmentValues") else { return nil }
        let site = Expr(.identifier(key), range: range)
        if let p = t.computed[key] {
            return try computed(p, receiver: .instance(StructValue(type: "EnvironmentValues", fields: [])), owner: "EnvironmentValues", site)
        }
        if let p = t.stored.first(where: { $0.name == key }) {
            guard let initializer = p.binding.initializer else { return nil }
            return try inDeclaration(p.origin, named: "EnvironmentValues.\(key)", at: site) { () throws(ExpressionError) -> SwiftValue in
                try coerce(try evaluate(initializer, Frame(scope: Scope(parent: nil), selfType: "EnvironmentValues", origin: p.origin)
                    .floating(isFloating(p.binding.type))), to: p.binding.type, at: range)
            }
        }
        return nil
    }

    /// The type a file declares the environment key `key`'s property with (`Binding<Date>`); "" when none is written.
    package func environmentKeyType(_ key: String) -> String {
        if key == "widgetFamily" { return "WidgetFamily" }
        guard let t = program.type("EnvironmentValues") else { return "" }
        return t.computed[key]?.binding.type ?? t.stored.first { $0.name == key }?.binding.type ?? ""
    }

    /// `e` evaluated where Swift gives it the type `type`: an implicit member at the root of its
    /// chain is `type`'s (`.init(…)`, `.red`), and `.constant(x)` where a `Binding<T>` is expected is
    /// a constant binding of `x` read as a `T` — in `f`'s scope, so the arguments' names are found.
    package func evaluate(_ e: Expr, as written: String, _ f: Frame) throws(ExpressionError) -> SwiftValue {
        guard !written.isEmpty else { return try evaluate(e, f) }
        let type = contextualType(written, f)
        let element = Self.bindingElement(type)
        if let element, case let .call(callee, arguments, nil) = e.kind, case .implicitMember("constant") = callee.kind,
           arguments.count == 1, arguments[0].label == nil {
            return .binding(.constant(try evaluate(arguments[0].value, as: element, f)))
        }
        let base = Program.baseTypeName(type)
        let modelled = NativeTypes.all.contains(base) || (program.type(base)?.keyword.map { $0 != .protocol } ?? false)
        if element == nil, modelled, Self.rootName(e) != nil, let rooted = Self.rooted(e, in: base) {
            return try coerce(try evaluate(rooted, f), to: type, at: e.range)
        }
        return try coerce(try evaluate(e, f), to: type, at: e.range)
    }

    /// `T` of `Binding<T>`; nil for any other type.
    package static func bindingElement(_ type: String) -> String? {
        let t = type.filter { !$0.isWhitespace }
        guard t.hasPrefix("Binding<"), t.hasSuffix(">") else { return nil }
        return String(t.dropFirst("Binding<".count).dropLast())
    }

    /// Whether a file declares the environment key `key` (for `.environment(\.key, value)`).
    package func declaresEnvironmentKey(_ key: String) -> Bool {
        // SwiftUI's keys whose values the views below read as they are made: a widget's family, and
        // Core Data's context (a preview's `.environment(\.managedObjectContext, Persistence.preview
        // .container.viewContext)` fills the store before the views fetch from it).
        if key == "widgetFamily" || key == "managedObjectContext" { return true }
        guard let t = program.type("EnvironmentValues") else { return false }
        return t.computed[key] != nil || t.stored.contains { $0.name == key }
    }

    /// `self[Key.self]` inside `extension EnvironmentValues`: `Key.defaultValue` (a value set above
    /// the view is found by the property's name first: ``customEnvironmentValue(_:at:)``).
    package func environmentSubscript(_ base: SwiftValue, _ args: [Argument], _ e: Expr, _ f: Frame) throws(ExpressionError) -> SwiftValue? {
        guard case let .instance(s) = base, s.type == "EnvironmentValues", args.count == 1, args[0].label == nil,
              case let .type(keyType) = args[0].value else { return nil }
        return try staticMember(keyType, "defaultValue", arguments: nil, closure: nil, e, e.range, f)
    }
}
