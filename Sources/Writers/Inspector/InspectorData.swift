import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Encoders
/// The scene dumps of a sampled cycle, packed for the HTML inspector's readout.
///
/// The inspector shows, at any instant, what `boardgen render --at T -o scene.json` says
/// there: each view's phase, opacity, corners and clip (and, on panel boards, its texts), the
/// status line and the step. The samples are those of the animated SVG (every `1/fps` s and
/// both sides of every jump); between two samples the page interpolates numbers linearly,
/// as the SVG does, and holds everything else.
///
/// Per cell and field, one series over the samples: numbers as integers at a fixed number
/// of decimals, each written as its difference from the one before, runs of equal
/// differences as `[difference, count]`; strings as `[string, count]` runs. A tile's
/// corners are sent as its homography (8 numbers, most of them constant) and size.
package struct InspectorData {
    package let sampled: BoardSVG.Sampled
    package let builder: SceneBuilder
    package let options: BoardSVG.Options

    /// The data as one JSON object.
    package func json() -> String {
        let scenes = sampled.samples.map(\.scene)
        let first = scenes[0]
        let timeline = builder.timeline
        var out = "{"
        out += "\"board\":\(Self.string(first.board)),\"title\":\(Self.string(builder.board.title))"
        out += ",\"width\":\(num(first.size.width)),\"height\":\(num(first.size.height))"
        out += ",\"cycle\":\(num(timeline.cycle, 9)),\"poster\":\(num(options.poster, 9)),\"speed\":\(num(options.speed, 9))"
        out += ",\"fps\":\(options.fps),\"panel\":\(first.isPanelBoard)"
        out += ",\"steps\":[" + timeline.steps.map { "[\(Self.string($0.caption)),\(num($0.start, 9)),\(num($0.end, 9))]" }
            .joined(separator: ",") + "]"
        out += ",\"offsets\":" + Self.numbers(sampled.samples.map(\.offset), decimals: 7)
        out += ",\"status\":" + Self.strings(scenes.map { $0.status ?? "" })
        out += ",\"step\":" + Self.strings(scenes.map { scene in
            scene.step.map { "\($0.index) of \($0.count) · \($0.caption)" } ?? ""
        })
        out += ",\"texts\":" + Self.strings(scenes.map { scene in
            guard scene.isPanelBoard, case let .object(members) = scene.jsonValue,
                  let texts = members.first(where: { $0.0 == "texts" })?.1 else { return "" }
            return texts.serialized()
        })
        out += ",\"cells\":[" + cells(scenes).joined(separator: ",\n") + "]}"
        return out
    }

    /// One object per cell key, in first-appearance order.
    private func cells(_ scenes: [Scene]) -> [String] {
        var order: [String] = []
        var byKey: [String: CellScene] = [:]
        let perScene = scenes.map { scene -> [String: CellScene] in
            var cells: [String: CellScene] = [:]
            for (key, cell) in zip(SVGFrame.cellKeys(scene), scene.cells) {
                cells[key] = cell
                if byKey[key] == nil { byKey[key] = cell; order.append(key) }
            }
            return cells
        }
        return order.map { key in
            let cell = byKey[key]!
            let cells = perScene.map { $0[key] }
            let tiles = cells.map { $0?.tile }
            var out = "{\"name\":\(Self.string(cell.name)),\"panel\":\(cell.panel.map(Self.string) ?? "null")"
            out += ",\"caption\":\(Self.string(cell.caption)),\"control\":\(cell.isControl)"
            out += ",\"alive\":" + Self.strings(cells.map { $0 == nil ? "0" : "1" })
            out += ",\"phase\":" + Self.strings(zip(cells, scenes).map { phase($0, at: $1.time) })
            out += ",\"slot\":" + series(cells.map { $0.map { [$0.slot.minX, $0.slot.minY, $0.slot.width, $0.slot.height] } }, [4])
            out += ",\"tile\":" + Self.strings(tiles.map { $0 == nil ? "0" : "1" })
            out += ",\"m\":" + series(tiles.map { $0.map(Self.matrix) }, [6, 6, 4, 6, 6, 4, 9, 9])
            out += ",\"size\":" + series(tiles.map { $0.map { [$0.size.width, $0.size.height] } }, [4])
            out += ",\"opacity\":" + series(tiles.map { $0.map { [$0.opacity] } }, [4])
            out += ",\"clipped\":" + Self.strings(tiles.map { $0?.clip == nil ? "0" : "1" })
            out += ",\"clip\":" + series(tiles.map { $0?.clip.map { [$0.minX, $0.minY, $0.width, $0.height] } }, [4])
            out += ",\"texts\":" + Self.strings(cells.map { cell in
                guard let cell, cell.panel != nil else { return "" }
                return "[" + cell.texts.map { "[\(Self.string($0.text)),\(num($0.opacity, 4))]" }.joined(separator: ",") + "]"
            })
            return out + "}"
        }
    }

    /// A view's phase: the dump's for a panel board; for a grid cell, from the timeline.
    private func phase(_ cell: CellScene?, at t: Double) -> String {
        guard let cell else { return "absent" }
        if let phase = cell.phase { return phase.rawValue }
        if cell.panel != nil { return ViewPhase.present.rawValue }
        guard cell.tile != nil else { return "absent" }
        let timeline = builder.timeline
        guard let k = timeline.step(at: t), t <= timeline.steps[k].end else { return ViewPhase.present.rawValue }
        return k == 0 ? ViewPhase.removing.rawValue : ViewPhase.inserting.rawValue
    }

    /// A homography as 8 numbers, scaled so that its last entry is 1.
    package static func matrix(_ tile: TileScene) -> [Double] {
        let m = tile.transform.m
        let w = abs(m[8]) > 1e-12 ? m[8] : 1
        return m.prefix(8).map { $0 / w }
    }

    /// Columns of numbers (nil: absent, the value before is held), column `c` at
    /// `decimals[c]` places (the last entry repeats).
    private func series(_ rows: [[Double]?], _ decimals: [Int]) -> String {
        guard let width = rows.compactMap({ $0?.count }).max() else { return "[]" }
        var columns: [[Double]] = Array(repeating: [], count: width)
        var last = [Double](repeating: 0, count: width)
        for row in rows {
            if let row, row.count == width { last = row }
            for c in 0..<width { columns[c].append(last[c]) }
        }
        return "[" + columns.enumerated().map { c, column in
            Self.numbers(column, decimals: decimals[min(c, decimals.count - 1)])
        }.joined(separator: ",") + "]"
    }

    /// `[decimals, first, difference…]` with runs of equal differences as `[difference, count]`.
    package static func numbers(_ values: [Double], decimals: Int) -> String {
        let scale = pow10(decimals)
        let ints = values.map { Int64(($0 * scale).rounded()) }
        var items: [String] = [String(decimals)]
        var previous: Int64 = 0
        var run: (delta: Int64, count: Int)?
        func flush() {
            guard let r = run else { return }
            items.append(r.count == 1 ? String(r.delta) : "[\(r.delta),\(r.count)]")
            run = nil
        }
        for v in ints {
            let delta = v - previous
            previous = v
            if let r = run, r.delta == delta { run!.count = r.count + 1 } else { flush(); run = (delta, 1) }
        }
        flush()
        return "[" + items.joined(separator: ",") + "]"
    }

    /// Runs of equal strings: `[[string, count], …]`.
    package static func strings(_ values: [String]) -> String {
        var runs: [(String, Int)] = []
        for v in values {
            if let last = runs.last, last.0 == v { runs[runs.count - 1].1 += 1 } else { runs.append((v, 1)) }
        }
        return "[" + runs.map { "[\(string($0.0)),\($0.1)]" }.joined(separator: ",") + "]"
    }

    /// A JSON string literal, safe inside an HTML `<script>` (no `</`).
    package static func string(_ s: String) -> String {
        JSONValue.string(s).replacingOccurrences(of: "</", with: "<\\/")
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { r, _ in r * 10 } }

    private func num(_ v: Double, _ decimals: Int = 3) -> String { SVGNumber.format(v, decimals) }
}
