import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
extension BoardFileReader {
    package static func readCells(_ n: JSONNode, custom: [String: Transition], _ d: inout BoardFileDecoder) -> [Cell] {
        guard case let .array(items) = n.kind else {
            d.error(n, "\"cells\" must be an array of cells, found \(n.typeName)")
            return []
        }
        guard !items.isEmpty else {
            d.error(n, "\"cells\" is empty; a board needs 1 to \(maximumCells) cells")
            return []
        }
        guard items.count <= maximumCells else {
            d.error(items[maximumCells], "too many cells: \(items.count); a board has at most \(maximumCells)")
            return []
        }
        var cells: [Cell] = []
        var names: [String: Int] = [:]
        // One evaluator for the whole board: its tables hold every custom transition.
        let views = ViewEvaluator(custom: custom, swift: d.swift)
        for (i, item) in items.enumerated() {
            if let nameNode = item.member("name"), case let .string(name, _) = nameNode.kind {
                if let first = names[name] {
                    d.error(nameNode, "duplicate cell name \"\(Quoting.clip(name))\" (cell \(first + 1) has it too); names must be unique")
                } else {
                    names[name] = i
                }
            }
            if let cell = readCell(item, index: i, views: views, &d) { cells.append(cell) }
        }
        return cells
    }

    package static func readCell(_ item: JSONNode, index: Int, views: ViewEvaluator, _ d: inout BoardFileDecoder) -> Cell? {
        let what = "cell \(index + 1)"
        guard let members = d.object(item, what) else { return nil }
        d.cosmetic { $0.checkKeys(members, allowed: cellKeys, in: what) }
        guard let nameNode = item.member("name") else {
            d.error(item, "\(what) needs a \"name\"")
            return nil
        }
        guard let name = d.string(nameNode, "the cell's \"name\"") else { return nil }
        guard !name.isEmpty, name.unicodeScalars.count <= 40 else {
            d.error(nameNode, "a cell's \"name\" must have 1 to 40 characters")
            return nil
        }
        let label = "cell \"\(Quoting.clip(name))\""
        var cell = Cell(name: name, caption: "", content: .tile(name))
        var ok = true

        switch (item.member("transition"), item.member("view")) {
        case (nil, nil):
            d.error(nameNode, "\(label) needs a \"transition\" (such as \".scale\") or a \"view\" (such as \"VStack { Tile(\\\"A\\\").transition(.scale) }\")")
            ok = false
        case let (t?, v?):
            d.error(v, "\(label) has both \"transition\" and \"view\"; give one (put the transition inside the view)")
            _ = t
            ok = false
        case let (t?, nil):
            guard let source = d.string(t, "\(label)'s \"transition\"") else { ok = false; break }
            do {
                let transition = try views.transitions.parse(source)
                cell.content = ViewNode.tile(name).transition(transition)
                cell.caption = source
            } catch {
                d.error(error, in: t, what: "\(label)'s \"transition\"")
                ok = false
            }
        case let (nil, v?):
            guard let source = d.string(v, "\(label)'s \"view\"") else { ok = false; break }
            do {
                // A cell's view is a one-view program: run by the interpreter like any program's
                // body (its arithmetic, subscripts, loops and interpolations), then read as views.
                let view = try ProgramRuntime(swift: d.swift, source: source).view(evaluatedBy: views)
                let items = view.resolve().items.count
                guard items == 1 else {
                    d.error(v, "\(label)'s \"view\" must insert exactly one view, found \(items) (a Group or ForEach inserts each of its views); wrap them in a VStack or ZStack")
                    ok = false
                    break
                }
                cell.content = view
                cell.caption = source
            } catch {
                d.error(error, in: v, what: "\(label)'s \"view\"")
                ok = false
            }
        }

        // A bad caption or tint is reported; the cell is kept for the board-level checks.
        if let c = item.member("caption"),
           let caption = d.cosmetic({ $0.string(c, "\(label)'s \"caption\"", maximumLength: maximumCaptionLength) }) {
            cell.caption = caption
        }
        if let t = item.member("tint"), let tint = d.cosmetic({ readTint(t, label, &$0) }) {
            cell.tint = tint
        }
        if let a = item.member("animation") {
            if let animation = readAnimation(a, "\(label)'s \"animation\"", &d) {
                cell.animation = .some(animation.animation)
                // A cell's own animation is part of what the reader needs: in its caption unless
                // the cell writes its own.
                if item.member("caption") == nil {
                    cell.caption += " · " + (animation.source ?? "no animation")
                }
            } else {
                ok = false
            }
        }
        return ok ? cell : nil
    }

    package static func readTint(_ n: JSONNode, _ label: String, _ d: inout BoardFileDecoder) -> Tint? {
        guard let text = d.string(n, "\(label)'s \"tint\"") else { return nil }
        if text.hasPrefix("#") {
            if let c = Color(hexString: text) { return .rgb(c) }
            d.error(n, "\"\(Quoting.clip(text))\" is not a colour; write #rrggbb, such as #007aff")
            return nil
        }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
        let names = Theme.light.tints.map(\.name)
        guard names.contains(name) else {
            let near = Suggester.suggestion(for: name, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
            d.error(n, "unknown tint \"\(Quoting.clip(text))\"\(near) (use #rrggbb or one of \(names.joined(separator: ", ")))")
            return nil
        }
        return .named(name)
    }

    /// Checks what only the whole board shows: animations that never end, a
    /// cycle too long, tiles that could not be drawn, an image too large.
    package static func checkResolves(_ board: Board, root: JSONNode, _ d: inout BoardFileDecoder) {
        let cellsNode = root.member("cells")
        var resolved = true
        do {
            let timeline = try board.timeline()
            if timeline.cycle > maximumCycle {
                d.error(root.member("animation") ?? root, "the board's cycle would last \(NumberFormat.seconds(timeline.cycle)) s; at most \(NumberFormat.seconds(maximumCycle)) s")
            }
        } catch {
            let index = board.cells.firstIndex { $0.name == error.cell }
            var node: JSONNode = root.member("animation") ?? root
            if let index, case let .array(items)? = cellsNode?.kind, index < items.count {
                // The cell's own animation, else one its transition or view sets, else the board's.
                let item = items[index], content = item.member("transition") ?? item.member("view")
                var setsAnimation = false
                if case let .string(source, _)? = content?.kind { setsAnimation = source.contains(".animation(") }
                node = item.member("animation") ?? (setsAnimation ? content : root.member("animation")) ?? content ?? item
            }
            if let step = error.step, case let .array(items)? = root.member("steps")?.kind, step < items.count {
                node = items[step]
            }
            d.error(node, error.description)
            resolved = false
        }
        guard resolved else { return }
        checkDrawable(board, root: root, &d)
        let size = board.isPanelBoard ? ((try? SceneBuilder(board: board))?.scene(at: 0).size ?? Size(0, 0)) : BoardLayout(board).size
        if max(size.width, size.height) > Double(Renderer.maximumSide) {
            d.error(root.member("slot") ?? root.member("columns") ?? root,
                    "the board would be \(NumberFormat.plain(size.width.rounded(.up)))×\(NumberFormat.plain(size.height.rounded(.up))) pt; an image is at most \(Renderer.maximumSide) px on a side")
        }
    }
}

import DidYouMean
