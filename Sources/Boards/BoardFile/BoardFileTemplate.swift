import BoardModel
import BoardScene
import SwiftFront
import SwiftRun
import ViewEngine
import Files
import Painter
import Writers
/// The starter board file `boardgen new` writes: every key it contains is
/// explained in a `_key` comment beside it (keys starting with `_` are
/// ignored); the keys inside an object or a list are named in the comment of
/// the key that holds them.
public enum BoardFileTemplate {
    /// A starter board titled `title`.
    public static func text(title: String) -> String {
        let escapedTitle: String = JSONValue.string(title)
        return """
        {
          "_comment": "A boardgen board file: every key is optional except cells. Keys starting with _ are comments. Format: docs/board-format.md",
          "_title": "drawn at the top; default: the file's name",
          "title": \(escapedTitle),
          "_columns": "cells per row, 1 to 64",
          "columns": 3,
          "_slot": "every cell reserves this much room, width and height in points; its tile fills it",
          "slot": {"width": 180, "height": 74},
          "_animation": "the animation in scope of the state change, as written in SwiftUI; null for none (every view pops)",
          "animation": ".easeInOut(duration: 0.7).speed(0.25)",
          "_timeline": "removal at 0 until every animation is done, then hold (seconds), insertion, hold again; stagger delays cell i by i × stagger seconds",
          "timeline": {"hold": 0.6, "stagger": 0},
          "_theme": "light or dark; --theme overrides it",
          "theme": "light",
          "_clip": "cell: tiles leave through their own cell's edge; board: through the grid's; none: not clipped",
          "clip": "cell",
          "_reserve": "true: each cell keeps its slot's height while its tile is gone; false: the slots collapse and the grid reflows",
          "reserve": true,
          "_status": "the status line (PRESENT · N OF N), which swaps at once: the chapter boards' device, off unless true",
          "status": false,
          "_transitions": "custom transitions by name (here tilt), used in a cell as \\"tilt\\" or \\".tilt\\": willAppear + didDisappear (a phase-aware Transition) or active (a modifier transition). An effect has any of opacity, scale, anchor, offset [x, y], rotation (degrees) about an axis [x, y, z], perspective, anchorZ, height (a fraction), alignment, blur",
          "transitions": {
            "tilt": {
              "willAppear": {"rotation": -78, "axis": [1, 0, 0], "anchor": ".bottom", "opacity": 0},
              "didDisappear": {"rotation": 78, "axis": [1, 0, 0], "anchor": ".bottom", "opacity": 0}
            }
          },
          "_cells": "in reading order. A cell has a name (its tile's label) and a transition, or instead a view (the whole view the if inserts); optionally a caption (default: the expression), a tint (a SwiftUI colour name or #rrggbb) and an animation of its own",
          "cells": [
            {"name": "fade", "transition": ".opacity"},
            {"name": "drop", "transition": ".move(edge: .bottom).combined(with: .opacity)", "tint": "orange"},
            {"name": "spring", "transition": ".scale(scale: 0.5, anchor: .bottom)", "animation": ".bouncy"},
            {"name": "trap", "view": "VStack { Tile(\\"trap\\").transition(.scale) }", "caption": "VStack steals .scale: it fades"},
            {"name": "group", "view": "Group { Tile(\\"group\\").transition(.scale) }"},
            {"name": "tilt", "transition": "tilt", "tint": "#5856d6"}
          ]
        }

        """
    }

    /// A starter scenario board titled `title`: a filtered list whose rows enter, leave and settle.
    public static func scenarioText(title: String) -> String {
        let escapedTitle: String = JSONValue.string(title)
        return """
        {
          "_comment": "A boardgen scenario: data, steps that change it, and panels that show it. Keys starting with _ are comments. Format: docs/board-format.md (Scenarios)",
          "_title": "drawn at the top; default: the file's name",
          "title": \(escapedTitle),
          "_animation": "withAnimation for every step (null: plain state changes; then only .animation(_:value:) modifiers animate)",
          "animation": null,
          "_timeline": "each step fires when the previous one's animations end plus the hold (seconds)",
          "timeline": {"hold": 0.6},
          "_records": "the original array: id (stable identity), title (shown, filtered), kind (shown at the trailing edge), flag (the toggle's filter)",
          "records": [
            {"id": "1", "title": "Tile A", "kind": "Tile", "flag": true},
            {"id": "2", "title": "Dot A", "kind": "Dot"},
            {"id": "3", "title": "Tile B", "kind": "Tile", "flag": true},
            {"id": "4", "title": "Dot B", "kind": "Dot"}
          ],
          "_panels": "columns of views, left to right. A panel has a name (in scene dumps), an identity, a width (points), a caption (lines over it) and views, top to bottom: a field (the filter text), a toggle, a text ({count}, {total}, {query} filled in) and a list of the rows",
          "panels": [
            {
              "_identity": "id (ForEach(visible)), index (ForEach(visible.indices, id: \\\\.self)) or fresh (a new UUID() each evaluation)",
              "name": "list", "identity": "id", "width": 260,
              "caption": "ForEach(visible) { item in Row(item) }",
              "views": [
                {"field": "Filter"},
                {"toggle": "Tiles only"},
                {"text": "{count} of {total} labels"},
                {
                  "_list": "the rows: spacing, padding and rowHeight in points; the rows' transition; animation and value: .animation(_:value:) on the list; empty: the text shown, with its transition, when no row matches",
                  "list": {
                    "spacing": 8, "padding": 12, "rowHeight": 36,
                    "transition": ".asymmetric(insertion: .offset(x: 0, y: 8).combined(with: .opacity), removal: .opacity)",
                    "_animation": ".animation(_:value: visible) on the list: only what is inside it animates",
                    "animation": ".easeInOut(duration: 0.22)", "value": "visible",
                    "empty": {"text": "No matching labels", "transition": ".opacity"}
                  }
                }
              ]
            }
          ],
          "_steps": "operations: query, only, present, rename {id|row, to}, toggleFlag, reverse, remove; plus caption, animation, hold, next",
          "steps": [
            {"caption": "Type a", "query": "a"},
            {"caption": "Replace with b", "query": "b"},
            {"caption": "Clear", "query": ""}
          ]
        }

        """
    }
}
