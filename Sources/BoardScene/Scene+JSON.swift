import BoardModel
/// The scene dump: a documented, stable JSON format (docs/scene-format.md).
///
/// ```json
/// {
///   "board": "bench", "time": 1, "size": {"width": 924, "height": 515},
///   "status": "REMOVED · 0 OF 12",
///   "cells": [
///     {"name": "scale", "caption": ".scale", "slot": {"x": 472, "y": 94, "width": 200, "height": 74},
///      "tile": {"quad": [[498.59, 103.84], …], "opacity": 1, "clip": {"x": 472, …}}}
///   ]
/// }
/// ```
///
/// Board points, not pixels; numbers rounded to 1e-4. `quad` is the tile's
/// corners (top-left, top-right, bottom-right, bottom-left) after every effect
/// and before clipping; `clip` what the tile is clipped to (null: unclipped);
/// `tile` is null when the view is not in the tree.
extension Scene {
    /// The scene as JSON text, with a trailing newline.
    public func json() -> String {
        jsonValue.serialized() + "\n"
    }

    package var jsonValue: JSONValue {
        guard isPanelBoard else {
            return .object([
                ("board", .string(board)),
                ("time", .number(time)),
                ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
                ("status", status.map(JSONValue.string) ?? .null),
                ("cells", .array(cells.map(\.jsonValue))),
                ("views", .array(views.map(\.jsonValue))),
            ])
        }
        // A panel board: the step in effect, every text with its opacity, every view by its identity.
        let named = texts.compactMap { t -> JSONValue? in
            guard let name = t.name else { return nil }
            return .object([
                ("name", .string(name)), ("panel", t.panel.map(JSONValue.string) ?? .null),
                ("text", .string(t.text)), ("opacity", .number(t.opacity)),
            ])
        }
        let controls = cells.filter(\.isControl).flatMap { c in
            c.texts.map { shown -> JSONValue in
                .object([
                    ("name", .string(c.name)), ("panel", c.panel.map(JSONValue.string) ?? .null),
                    ("text", .string(shown.text)),
                    ("opacity", .number(shown.opacity * (c.tile?.opacity ?? 0))),
                ])
            }
        }
        let stepValue: JSONValue = step.map {
            .object([("index", .number(Double($0.index))), ("count", .number(Double($0.count))), ("caption", .string($0.caption))])
        } ?? .null
        return .object([
            ("board", .string(board)),
            ("time", .number(time)),
            ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            ("step", stepValue),
            ("status", status.map(JSONValue.string) ?? .null),
            ("texts", .array(named + controls)),
            ("cells", .array(cells.filter { !$0.isControl }.map(\.panelJSONValue))),
            ("views", .array(views.map(\.jsonValue))),
        ])
    }
}

extension CellScene {
    package var jsonValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("caption", .string(caption)),
            ("slot", slot.jsonValue),
            ("tile", tile.map(\.jsonValue) ?? .null),
        ])
    }

    /// A view of a panel board: its identity, panel, phase, frame, tile and texts.
    package var panelJSONValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("panel", panel.map(JSONValue.string) ?? .null),
            ("phase", .string(phase?.rawValue ?? "present")),
            ("slot", slot.jsonValue),
            ("tile", tile.map(\.jsonValue) ?? .null),
            ("texts", .array(texts.map { .object([("text", .string($0.text)), ("opacity", .number($0.opacity))]) })),
        ])
    }
}

extension TileScene {
    package var jsonValue: JSONValue {
        .object([
            ("quad", .array(quad.map { .array([.number($0.x), .number($0.y)]) })),
            ("opacity", .number(opacity)),
            ("clip", clip.map(\.jsonValue) ?? .null),
        ] + (blendMode == .normal ? [] : [("blendMode", .string(blendMode.rawValue))])
          + (masks.isEmpty ? [] : [("masks", .array(masks.map { m in
            .object([("shapes", .number(Double(m.shapes.count))), ("texts", .array(m.texts.map { .string($0.text) }))])
        }))])
          + (shadows.isEmpty ? [] : [("shadows", .array(shadows.map { s in
            .object([("color", .string(s.color.description)), ("opacity", .number(s.color.alpha)), ("radius", .number(s.radius)), ("x", .number(s.x)), ("y", .number(s.y))])
        }))]))
    }
}

extension Rect {
    package var jsonValue: JSONValue {
        .object([("x", .number(minX)), ("y", .number(minY)), ("width", .number(width)), ("height", .number(height))])
    }
}
