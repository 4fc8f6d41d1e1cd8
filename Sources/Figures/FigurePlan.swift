import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
import Boards
import Foundation

/// A figure ready to build: its board read, its files, and each file's fingerprint — what the
/// file depends on (boardgen's version, the figure's entry, the board file and every Swift file
/// it reads: ``BoardInputs``), so that a file is drawn again only when one of them changed.
public struct FigurePlan {
    /// The figure as the manifest gives it.
    public let figure: Figure
    /// The board, read.
    public let board: Board
    /// What `boardgen` is given as the board: the built-in's name, or the file's path.
    public let boardArgument: String
    /// Each file with its fingerprint.
    public let outputs: [(output: FigureOutput, fingerprint: String)]

    /// Reads the figure's board (`resolve` makes a path relative to the manifest usable).
    public init(_ figure: Figure, resolve: (String) -> String) throws {
        self.figure = figure
        var print = FigureFingerprint()
        print.add(PackageVersion.current)
        print.add(figure.description)
        // The board file and its Swift files are read as `render` reads them
        // (BoardFileLoader.contents: at most JSONReader.maximumSize bytes each, a FIFO never
        // waited on), so that a huge file is refused at once, not read whole.
        if BuiltinBoards.named(figure.board) != nil {
            boardArgument = figure.board
        } else {
            boardArgument = resolve(figure.board)
            do {
                print.add(try BoardFileLoader.contents(of: boardArgument))
            } catch {
                // A name that is neither a built-in board nor a file: suggest the built-ins.
                guard FileManager.default.fileExists(atPath: boardArgument) else { throw BoardLookupError(name: figure.board) }
                throw error
            }
            // The board's other inputs (its Swift files in either form, its asset catalogues), each by path and bytes.
            for file in BoardInputs.files(of: boardArgument).dropFirst() {
                print.add(file)
                print.add(try BoardFileLoader.contents(of: file, what: "the board's input file"))
            }
        }
        board = try BoardCatalog.load(boardArgument)
        outputs = figure.outputs.map { o in
            var p = print
            p.add(o.fileName)
            return (o, p.hex)
        }
    }

    /// The figure's `NAME.md`, its files in `folder` (relative to the manifest).
    public func snippets(folder: String) -> String {
        let timeline = (try? board.timeline()) ?? Timeline(steps: [], cycle: 0)
        let alt = figure.alt ?? FigureSnippets.alt(figure, board: board, timeline: timeline)
        var size = (try? board.scene(at: 0).size) ?? Size(0, 0)
        if case let .sheet(count, columns) = figure.content, let builder = try? SceneBuilder(board: board) {
            let times = (0..<max(2, count)).map { Double($0) * builder.timeline.cycle / Double(max(2, count) - 1) }
            size = ContactSheet.board(builder, times: times, columns: columns ?? 3, frameScale: 0.5, scale: 1).size
        }
        return FigureSnippets.markdown(figure, folder: folder, size: size, alt: alt)
    }
}
