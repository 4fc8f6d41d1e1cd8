import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import Boards
/// A manifest of figures (`figures.json`): the pictures a docs folder keeps, each a board drawn
/// at an instant, as a contact sheet or as an animation, in formats, themes and scales, written
/// to one output folder under DocC's names (docs/figures.md).
///
/// ```json
/// {"output": "figures",
///  "figures": [{"name": "bench-mid", "board": "bench", "at": 1.4, "formats": ["png", "svg"],
///               "themes": ["light", "dark"], "scales": [1, 2]}]}
/// ```
public struct FigureManifest: Sendable {
    /// The output folder, relative to the manifest.
    public var output: String
    /// The figures, in order.
    public var figures: [Figure]
    /// Where `"output"` is written in the manifest (a byte offset), for messages; nil when it
    /// is left out.
    public var outputOffset: Int? = nil

    /// The most figures one manifest may hold.
    public static let maximumFigures = 500

    /// Reads a manifest; every problem is reported with its `file:line:column`. `options` are
    /// the command-line options a figure may set as keys (and `"defaults"` for every figure).
    public static func read(_ source: SourceFile, options: FigureOptionTable = .none) throws(BoardFileError) -> FigureManifest {
        var d = BoardFileDecoder(source: source)
        let root: JSONNode
        do { root = try JSONReader.read(source) } catch {
            d.error(at: error.offset, "invalid JSON: \(error.message)")
            throw d.failure
        }
        var manifest = FigureManifest(output: "figures", figures: [])
        guard let members = d.object(root, "a figures manifest (such as {\"output\": \"figures\", \"figures\": […]})") else {
            throw d.failure
        }
        d.checkKeys(members, allowed: ["output", "figures", "defaults"], in: "the manifest")
        let defaults = root.member("defaults")
        if let defaults, let given = d.object(defaults, "\"defaults\" (options for every figure, such as {\"fps\": 25})") {
            d.checkKeys(given, allowed: options.keys, in: "\"defaults\"")
        }
        if let n = root.member("output"), let s = d.string(n, "\"output\" (a folder)") {
            if s.isEmpty {
                d.error(n, "\"output\" is empty; name a folder, such as \"figures\"")
            } else if let bad = s.unicodeScalars.first(where: Figure.isLineBreakingOrControl) {
                d.error(n, "\"output\" holds \(Quoting.stringLiteral(String(bad))) (a control character); name a folder, such as \"figures\"")
            } else {
                manifest.output = s
                manifest.outputOffset = n.range.lowerBound
            }
        }
        guard let list = root.member("figures") else {
            d.error(root, "the manifest needs \"figures\": an array such as [{\"name\": \"bench-mid\", \"board\": \"bench\", \"at\": 1.4}]")
            throw d.failure
        }
        guard case let .array(items) = list.kind, !items.isEmpty, items.count <= maximumFigures else {
            d.error(list, "\"figures\" must be an array of 1 to \(maximumFigures) figures")
            throw d.failure
        }
        for (i, item) in items.enumerated() {
            if let figure = Figure.read(item, index: i, options: options, defaults: defaults, &d) { manifest.figures.append(figure) }
        }
        // Two figures writing one file is an error at the second.
        var writers: [String: Int] = [:]
        for (i, figure) in manifest.figures.enumerated() {
            for output in figure.outputs + [FigureOutput(fileName: figure.name + ".md", format: "md", theme: "light", scale: 1)] {
                if let j = writers[output.fileName], j != i {
                    let other = manifest.figures[j].name
                    d.error(at: figure.offset, length: 1,
                            "figure \"\(figure.name)\" writes \(output.fileName), which figure \"\(other)\" writes too; give one another \"name\"")
                    break
                }
                writers[output.fileName] = i
            }
        }
        if d.errorCount > 0 { throw d.failure }
        return manifest
    }
}
