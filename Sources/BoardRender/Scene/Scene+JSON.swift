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

    var jsonValue: JSONValue {
        .object([
            ("board", .string(board)),
            ("time", .number(time)),
            ("size", .object([("width", .number(size.width)), ("height", .number(size.height))])),
            ("status", status.map(JSONValue.string) ?? .null),
            ("cells", .array(cells.map(\.jsonValue))),
        ])
    }
}

extension CellScene {
    var jsonValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("caption", .string(caption)),
            ("slot", slot.jsonValue),
            ("tile", tile.map(\.jsonValue) ?? .null),
        ])
    }
}

extension TileScene {
    var jsonValue: JSONValue {
        .object([
            ("quad", .array(quad.map { .array([.number($0.x), .number($0.y)]) })),
            ("opacity", .number(opacity)),
            ("clip", clip.map(\.jsonValue) ?? .null),
        ])
    }
}

extension Rect {
    var jsonValue: JSONValue {
        .object([("x", .number(minX)), ("y", .number(minY)), ("width", .number(width)), ("height", .number(height))])
    }
}
