import Foundation
import Testing
@testable import BoardRender
@testable import BoardScene
@testable import SwiftRun
@testable import SwiftFront
import TestSupport

/// Core Data on a board (CoreDataStore, CoreDataModel): a new in-memory store, the classes Xcode
/// generates from the app's data model, and Xcode's template preview filling it.
@Suite struct CoreDataStoreTests {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
                <attribute name="timestamp" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="count" attributeType="Integer 16" defaultValueString="2" usesScalarValueType="YES"/>
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" syncable="YES" codeGenerationType="class">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    /// Xcode's "Core Data" app template: `PersistenceController.preview` makes ten items, the
    /// preview gives its context to the view, and `@FetchRequest` lists them.
    static let template = """
        import SwiftUI
        import CoreData
        struct PersistenceController {
            static var preview: PersistenceController = {
                let result = PersistenceController(inMemory: true)
                let viewContext = result.container.viewContext
                for k in 0..<3 {
                    let newItem = Item(context: viewContext)
                    newItem.title = "Item \\(k)"
                }
                try? viewContext.save()
                return result
            }()
            let container: NSPersistentContainer
            init(inMemory: Bool = false) {
                container = NSPersistentContainer(name: "Model")
                if inMemory { container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null") }
                container.loadPersistentStores(completionHandler: { _, error in
                    if let error = error as NSError? { fatalError("Unresolved error \\(error)") }
                })
                container.viewContext.automaticallyMergesChangesFromParent = true
            }
        }
        struct ContentView: View {
            @Environment(\\.managedObjectContext) private var viewContext
            @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Item.timestamp, ascending: true)], animation: .default)
            private var items: FetchedResults<Item>
            var body: some View {
                VStack {
                    ForEach(items) { item in Text("\\(item.title ?? "") \\(item.count)") }
                    Text("\\(items.count) of \\((try? viewContext.count(for: Item.fetchRequest())) ?? -1)")
                }
            }
        }
        #Preview {
            ContentView().environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)
        }
        """

    static func app(_ swift: String) throws -> String {
        let dir = temporaryDirectory("core-data")
        try FileManager.default.createDirectory(atPath: dir + "/App/Model.xcdatamodeld/Model.xcdatamodel", withIntermediateDirectories: true)
        try model.write(toFile: dir + "/App/Model.xcdatamodeld/Model.xcdatamodel/contents", atomically: true, encoding: .utf8)
        try swift.write(toFile: dir + "/App/ContentView.swift", atomically: true, encoding: .utf8)
        try #"{"swift": "App", "preview": true, "subtitle": null}"#.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func theTemplatesPreviewListsTheItemsItMade() throws {
        let dir = try Self.app(Self.template)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try BoardFileLoader.load(path: dir + "/b.json").scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["Item 0 2", "Item 1 2", "Item 2 2", "3 of 3"])
    }

    @Test func withoutThePreviewsContextTheStoreIsEmpty() throws {
        let dir = try Self.app(Self.template.replacingOccurrences(of: ".environment(\\.managedObjectContext, PersistenceController.preview.container.viewContext)", with: ""))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try BoardFileLoader.load(path: dir + "/b.json").scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["0 of 0"])
    }

    /// `@FetchRequest<Item>(sortDescriptors: [NSSortDescriptor(keyPath: \Item.count, ascending: false)])`:
    /// the entity from the wrapper's generic argument, the objects sorted as written.
    @Test func aFetchRequestSortsAsItsDescriptorsSay() throws {
        let sorted = Self.template
            .replacingOccurrences(of: "newItem.title = \"Item \\(k)\"", with: "newItem.title = \"Item \\(k)\"; newItem.count = Int16(k)")
            .replacingOccurrences(of: "@FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Item.timestamp, ascending: true)], animation: .default)\n    private var items: FetchedResults<Item>",
                                  with: "@FetchRequest<Item>(sortDescriptors: [NSSortDescriptor(keyPath: \\Item.count, ascending: false)]) private var items")
        #expect(sorted != Self.template)
        let dir = try Self.app(sorted)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try BoardFileLoader.load(path: dir + "/b.json").scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["Item 2 2", "Item 1 1", "Item 0 0", "3 of 3"])
        #expect(CoreDataStore.sortKeys(try ExpressionParser.parse("[SortDescriptor(\\Item.name, order: .reverse), NSSortDescriptor(key: \"date\", ascending: true)]")).map { "\($0.key) \($0.ascending)" }
                == ["name false", "date true"])
    }

    /// Hacking with Swift's portfolio app: the model loaded by URL (`Bundle.main.url(forResource: "Model",
    /// withExtension: "momd")`, Xcode's build of `Model.xcdatamodeld`), a container made with it, and a
    /// view model whose `NSFetchedResultsController` (its delegate the model) fetches what the preview made.
    @Test func aModelByURLAndAFetchedResultsController() throws {
        let swift = """
            import SwiftUI
            import CoreData
            final class DataController: ObservableObject {
                static let model: NSManagedObjectModel = {
                    guard let url = Bundle.main.url(forResource: "Model", withExtension: "momd") else { fatalError("Failed to locate model file.") }
                    guard let model = NSManagedObjectModel(contentsOf: url) else { fatalError("Failed to load model file.") }
                    return model
                }()
                let container: NSPersistentContainer
                init() {
                    container = NSPersistentContainer(name: "Model", managedObjectModel: Self.model)
                    container.persistentStoreDescriptions.first!.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
                    container.loadPersistentStores { _, _ in }
                    for k in 0..<2 { let item = Item(context: container.viewContext); item.title = "Item \\(k)" }
                }
            }
            final class ViewModel: NSObject, ObservableObject, NSFetchedResultsControllerDelegate {
                private let controller: NSFetchedResultsController<Item>
                @Published var items: [Item] = []
                init(data: DataController) {
                    let request: NSFetchRequest<Item> = Item.fetchRequest()
                    controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: data.container.viewContext,
                                                            sectionNameKeyPath: nil, cacheName: nil)
                    super.init()
                    controller.delegate = self
                    try? controller.performFetch()
                    items = controller.fetchedObjects ?? []
                    print("\\(self)")
                }
            }
            struct ContentView: View {
                @StateObject var vm = ViewModel(data: DataController())
                var body: some View { VStack { ForEach(vm.items) { Text($0.title ?? "") } } }
            }
            #Preview { ContentView() }
            """
        let dir = try Self.app(swift)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try BoardFileLoader.load(path: dir + "/b.json").scene(at: 0)
        #expect(scene.views.compactMap(\.text) == ["Item 0", "Item 1"])
    }

    @Test func theModelsClassesAreXcodes() {
        let swift = CoreDataModel(xml: Self.model).generatedSwift { _ in false } ?? ""
        #expect(swift.contains("public class Item: NSManagedObject, Identifiable"))
        #expect(swift.contains("public var count: Int16 = 2"))
        #expect(swift.contains("public var timestamp: Date? = nil"))
        #expect(swift.contains("public var tags: Set<Tag>? = nil"))
        #expect(swift.contains("NSFetchRequest<Tag>(entityName: \"Tag\")"))
        // A class the app declares itself is not generated again.
        let without = CoreDataModel(xml: Self.model).generatedSwift { $0 == "Item" } ?? ""
        #expect(!without.contains("class Item") && without.contains("class Tag"))
    }
}

/// An app's own `@propertyWrapper`, `_name` of a wrapped property, and interpolations with arguments.
@Suite struct WrapperAndInterpolationTests {
    @Test func anAppsWrapperIsMadeAndItsWrappedValueRead() throws {
        let scene = try HeldOutMisreadTests.scene("""
            @propertyWrapper struct Clamped {
                var value: Int
                let range: ClosedRange<Int>
                init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
                var wrappedValue: Int { get { value } set { value = newValue } }
            }
            @propertyWrapper struct Stored<T> {
                let key: String
                let defaultValue: T
                init(_ key: String, defaultValue: T) { self.key = key; self.defaultValue = defaultValue }
                var wrappedValue: T { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
            }
            struct Model {
                @Stored("names", defaultValue: ["a", "b"]) var names: [String]
                var first: String { _names.wrappedValue.first ?? "" }
            }
            struct V: View {
                @Clamped(0...10) var level = 42
                let model = Model()
                var body: some View { Text("\\(level) \\(model.names.count) \\(model.first)") }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text) == ["10 2 a"])
    }

    @Test func interpolationsTakeSpecifiersFormattersAndFormats() throws {
        let scene = try HeldOutMisreadTests.scene("""
            struct V: View {
                let price = 3.14159
                let formatter: NumberFormatter = { let f = NumberFormatter(); f.numberStyle = .decimal; f.maximumFractionDigits = 1; return f }()
                var body: some View {
                    VStack {
                        Text("π ≈ \\(price, specifier: "%.2f")")
                        Text("\\(price, format: .number)")
                        Text("\\(NSNumber(value: price), formatter: formatter)")
                    }
                }
            }
            """, view: "V()")
        #expect(scene.views.compactMap(\.text) == ["π ≈ 3.14", "3.14159", "3.1"])
    }
}
