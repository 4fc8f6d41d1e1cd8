import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Painter
import Foundation

/// Previews as views: a board's `"preview": true` (the first preview of its Swift files) or
/// `"preview": "Name"` instead of `"view"`, and the board a Swift file implies on its own
/// (`boardgen render Examples/Trips.swift --preview Dark`). The preview's traits and modifiers set the window
/// (`.sizeThatFitsLayout`: the view's ideal size; `.fixedLayout(width:height:)`: that size) and its
/// colour scheme (`.preferredColorScheme(.dark)`) where the board's own keys do not
/// (docs/board-format.md, "Previews").
extension BoardFileReader {
    /// A preview a program board draws, and the board's `"preview"` value (nil for an implied board).
    package struct PreviewSource {
        package var preview: Preview
        package var node: JSONNode?
    }

    /// `"preview": true` or `"preview": "Name"`: the preview's view is the board's program.
    package static func readPreviewProgram(_ root: JSONNode, _ node: JSONNode, _ board: inout Board, _ d: inout BoardFileDecoder) {
        if let view = root.member("view") {
            d.error(view, "a board has \"view\" or \"preview\", not both: \"preview\" names the view to draw (a #Preview or a PreviewProvider of its Swift files)")
            return
        }
        if let panels = root.member("panels") {
            d.error(panels, "\"preview\" draws one view; \"panels\" belongs to boards of several programs (\"view\" in each panel)")
            return
        }
        let choice: PreviewChoice
        switch node.kind {
        case .bool(true): choice = .first
        case let .string(name, _): choice = .named(name)
        default:
            d.error(node, "\"preview\" is true (the first preview of the Swift files) or a preview's name, such as \"Dark\"; found \(node.typeName)")
            return
        }
        // A Swift file that could not be read was reported; its previews are not missing.
        if d.swiftFileFailed { return }
        do {
            let preview = try PreviewCatalog(d.swift).select(choice)
            readProgramPanels(root, nil, [], &board, &d, preview: PreviewSource(preview: preview, node: node))
        } catch {
            d.error(node, root.member("swift") == nil && error.preview == nil
                ? "\"preview\" needs the Swift files that declare it (\"swift\": [\"App.swift\"]); " + error.description
                : error.description)
        }
    }

    /// The board the Swift `files` imply on their own: the chosen preview drawn as a still, its window
    /// and colour scheme as its traits say, on iOS; titled by the first file and the preview.
    ///
    /// - Throws: ``BoardFileError``: a preview that does not exist (naming those that do), none at all,
    ///   or one that cannot run (at its place in its file).
    public static func readPreview(_ files: [SwiftSourceFile], choice: PreviewChoice) throws(BoardFileError) -> Board {
        let swift = SwiftEnvironment(files: files)
        let names = files.map(\.text.name)
        var d = BoardFileDecoder(source: SourceFile(name: names.joined(separator: ", "), text: ""))
        d.swift = environment(of: files, &d)
        let catalog = PreviewCatalog(swift)
        do {
            return try readPreview(try catalog.select(choice), files: names, &d)
        } catch let error as PreviewSelectionError {
            // A preview that cannot be drawn is reported at its place.
            if let p = error.preview { return try readPreview(p, files: names, &d) }
            d.error(file: names.joined(separator: ", "), error.description)
            throw d.failure
        } catch {
            throw error as? BoardFileError ?? d.failure
        }
    }

    /// The board the Swift `files` imply with `preview` (one of their ``PreviewCatalog``'s) as its view.
    ///
    /// - Throws: ``BoardFileError``: the preview cannot run (at its place in its file).
    public static func readPreview(_ files: [SwiftSourceFile], preview: Preview) throws(BoardFileError) -> Board {
        let names = files.map(\.text.name)
        var d = BoardFileDecoder(source: SourceFile(name: names.joined(separator: ", "), text: ""))
        d.swift = environment(of: files, &d)
        return try readPreview(preview, files: names, &d)
    }

    /// The Swift files with their app around them, as a board beside them would read it: the asset
    /// catalogues and bundled data files of their app's folder (found up from each file to the
    /// folder holding its Xcode project, `Package.swift` or `.git`).
    static func environment(of files: [SwiftSourceFile], _ d: inout BoardFileDecoder) -> SwiftEnvironment {
        let names = files.map(\.text.name)
        let assets = readAssets(JSONNode(kind: .object([]), range: 0..<0), readPaths: names, folders: [], boardFolder: "", &d)
        return SwiftEnvironment(files: files, assets: assets)
    }

    /// The implied board of `preview`, read with `d` (whose environment holds the files).
    package static func readPreview(_ preview: Preview, files: [String], _ d: inout BoardFileDecoder) throws(BoardFileError) -> Board {
        if let problem = preview.problem {
            let message = "the preview “\(Quoting.clip(preview.name))” cannot be drawn: \(problem)"
            if let file = d.swift.program.file(preview.origin) { d.error(in: file, at: preview.problemRange, message) } else { d.error(file: d.source.name, message) }
            throw d.failure
        }
        let base = (((files.first ?? "") as NSString).lastPathComponent as NSString).deletingPathExtension
        var board = Board(name: base, title: "\(base) · \(preview.name)", columns: 4, animation: nil, cells: [])
        let root = JSONNode(kind: .object([]), range: 0..<0)
        readProgramPanels(root, nil, [], &board, &d, preview: PreviewSource(preview: preview, node: nil))
        readHeader(root, &board, &d)
        guard d.errorCount == 0 else { throw d.failure }
        return board
    }

    /// The window a preview asks for, and its colour scheme set on the board (the board's own
    /// `"environment"` is read after, and wins).
    package static func previewWindow(_ preview: Preview, _ board: inout Board, _ d: inout BoardFileDecoder) -> (width: Double, height: Double?) {
        if let scheme = preview.colorScheme, let theme = Theme.named(scheme) {
            board.theme = theme
            d.swift.values.colorScheme = theme.name
        }
        switch preview.layout {
        case .device, .sizeThatFits: return (defaultProgramWidth(board.platform), nil)
        case let .fixed(w, h): return (w, h)
        }
    }

    /// The ideal size of a program's view (proposed no size), the largest of its states, at least a
    /// point and at most 4000 on each side.
    package static func idealSize(_ program: ProgramPanel, _ platform: Platform, _ d: inout BoardFileDecoder,
                                  at node: JSONNode, preview: PreviewSource?) -> Size? {
        var size = Size(0, 0)
        for frame in program.frames {
            do {
                let laid = try frame.layout(id: program.rootName, proposal: .unspecified, platform: platform,
                                            measurer: PangoTextMeasurer.shared, composesGroups: true)
                size = Size(max(size.width, laid.size.width), max(size.height, laid.size.height))
            } catch {
                if let p = preview?.preview, preview?.node == nil, let file = d.swift.program.file(p.origin) {
                    d.error(in: file, at: p.range, "in the preview “\(Quoting.clip(p.name))”: \(error.description)")
                } else {
                    d.error(node, error.description)
                }
                return nil
            }
        }
        return Size(min(max(size.width, 1), 4000), min(max(size.height, 1), 4000))
    }

    /// A run of a preview's program that failed in its own code: reported at the place in its Swift
    /// file (the preview itself when the error has no place of its own).
    package static func previewFailure(_ failure: ProgramScript.Failure, _ preview: Preview, origin: Int, _ d: inout BoardFileDecoder) {
        let step = failure.step.map { "step \($0 + 1): " } ?? ""
        let message = "\(step)in the preview “\(Quoting.clip(preview.name))”: \(failure.error.message)"
        guard let file = d.swift.program.file(origin) else { return d.error(file: d.source.name, message) }
        d.error(in: file, at: failure.error.expression?.range ?? preview.range, message)
    }
}
