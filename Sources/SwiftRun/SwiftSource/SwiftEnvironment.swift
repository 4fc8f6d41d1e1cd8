import SwiftFront
import BoardScene
import BoardModel
/// What a board knows beyond SwiftUI's built-ins: its Swift files (run by the
/// ``Interpreter``) and its named constants (`"let"`). Every expression of a
/// board is evaluated with it before the evaluators read it (``normalize(_:knownNames:)``):
/// Swift runs, and SwiftUI's values come back as expressions whose arguments
/// are literals.
public struct SwiftEnvironment: Sendable {
    /// The files as SwiftParser read them.
    public let files: [SwiftSourceFile]
    /// The board's own constants (`"let"`), by name.
    public let constants: [String: Expr]
    /// What `@Environment` reads (reduce motion, colour scheme).
    public var values: EnvironmentValues
    /// Everything declared, for the interpreter.
    package let program: Program

    /// The colours of the app's assets the board declares (`"colors"`), by name: what
    /// `Color("brand")` shows.
    public let assetColors: [String: Color]

    /// What the app's asset catalogues hold (colour and image sets).
    public let assets: AppAssets

    /// Creates an environment from Swift files, constants, the board's asset colours and the app's catalogues.
    public init(files: [SwiftSourceFile] = [], constants: [String: Expr] = [:], assetColors: [String: Color] = [:],
                assets: AppAssets = AppAssets(), values: EnvironmentValues = EnvironmentValues()) {
        self.files = files
        self.constants = constants
        self.assetColors = assetColors
        self.assets = assets
        self.values = values
        let program = Program()
        for file in files { program.add(file) }
        // The classes Xcode generates from the app's Core Data models, for the entities the files do not declare.
        for (name, xml) in assets.dataModels.sorted(by: { $0.key < $1.key }) {
            guard let text = CoreDataModel(xml: xml).generatedSwift(isDeclared: { program.type($0)?.keyword != nil }),
                  let file = try? SwiftFrontEnd.parseFile(SwiftSourceText(name: name + ".xcdatamodeld (Xcode's generated classes)", text: text)) else { continue }
            program.add(file)
        }
        program.addConstants(constants)
        program.assetColors = assetColors
        program.assets = assets
        program.addAssetSymbols()
        self.program = program
    }

    /// The picture `Image(name)` shows in this environment's appearance, if a catalogue holds it.
    public func assetImage(_ name: String) -> SceneImage? { assets.images[name]?.resolved(values.colorScheme) }

    /// Creates an environment from the text of one Swift file; `debug`: read as a debug build
    /// (`#if DEBUG` holds), as Xcode builds an app for its previews.
    ///
    /// - Throws: ``BoardFileError`` with SwiftParser's diagnostics when it is not valid Swift.
    public init(source: String, name: String = "Source.swift", constants: [String: Expr] = [:], debug: Bool = false) throws(BoardFileError) {
        self.init(files: [try SwiftFrontEnd.parseFile(SwiftSourceText(name: name, text: source), debug: debug)], constants: constants)
    }

    /// No files, no constants.
    public static let empty = SwiftEnvironment()

    /// Whether it adds nothing to SwiftUI's built-ins.
    public var isEmpty: Bool { files.isEmpty && constants.isEmpty && assetColors.isEmpty && assets.isEmpty }

    /// The names SwiftUI declares itself as static members of `AnyTransition` and `Animation`.
    package static let builtinNames: Set<String> = builtinTransitionNames.union(builtinAnimationNames)

    /// SwiftUI's own static members of AnyTransition.
    package static let builtinTransitionNames = Set(TransitionSignatures.members(custom: [:], reader: { e, _ throws(ExpressionError) in
        throw unboundEvaluator(e)
    }).names)

    /// SwiftUI's own static members of Animation.
    package static let builtinAnimationNames = Set(AnimationSignatures.members.names)

    /// A fresh interpreter over this environment (one per evaluation).
    package func interpreter(knownNames: Set<String> = []) -> Interpreter {
        let i = Interpreter(program: program, environment: values)
        i.knownNames = knownNames
        return i
    }

    /// `e` evaluated: the Swift in it run, SwiftUI's values written back as expressions whose
    /// arguments are literals (what the evaluators read).
    ///
    /// - Parameter knownNames: names the board declares outside Swift (its custom
    ///   transitions), kept as they are.
    /// - Throws: ``ExpressionError`` at the place in `e` (an error inside a declaration names
    ///   it and its file:line:column).
    public func normalize(_ e: Expr, knownNames: Set<String> = []) throws(ExpressionError) -> Expr {
        let i = interpreter(knownNames: knownNames)
        i.rootRange = e.range
        let value = try i.evaluate(e, Frame(scope: Scope(parent: nil), selfType: nil, origin: 0))
        return try i.reify(value, at: e.range, origin: 0)
    }

    /// `error` with the Swift file:line:column where the expression at fault was written
    /// (``ExpressionError/written``) at the head of its message; as it is otherwise.
    public func located(_ error: ExpressionError) -> ExpressionError {
        guard let w = error.written, let location = program.location(w.range, origin: w.origin) else { return error }
        var located = error
        located.written = nil
        located.message = "at \(location): \(error.message)"
        return located
    }

    /// The `Transition` structs the files declare, by name (for messages).
    package var transitionTypeNames: [String] {
        program.types.values.filter { $0.keyword != nil && $0.conforms(to: "Transition") }.map(\.name).sorted()
    }
}
