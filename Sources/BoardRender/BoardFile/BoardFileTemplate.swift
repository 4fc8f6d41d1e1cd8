/// The starter board file `boardgen new` writes: every key, explained in
/// `_comment` fields (keys starting with `_` are ignored).
public enum BoardFileTemplate {
    /// A starter board titled `title`.
    public static func text(title: String) -> String {
        let escapedTitle: String = JSONValue.string(title)
        return """
        {
          "_comment": "A boardgen board file: every key is optional except cells. Keys starting with _ are comments. Format: docs/board-format.md",
          "title": \(escapedTitle),
          "_columns": "cells per row",
          "columns": 3,
          "_slot": "every cell reserves this much room (points); its tile fills it",
          "slot": {"width": 180, "height": 74},
          "_animation": "the animation in scope of the state change, as written in SwiftUI; null for none (every view pops)",
          "animation": ".easeInOut(duration: 0.7).speed(0.25)",
          "_timeline": "removal at 0 until every animation is done, hold, insertion, hold; stagger delays cell i by i × stagger",
          "timeline": {"hold": 0.6, "stagger": 0},
          "theme": "light",
          "_clip": "cell: tiles leave through their own cell's edge; board: through the grid's; none: not clipped",
          "clip": "cell",
          "reserve": true,
          "status": true,
          "transitions": {
            "_comment": "custom transitions: willAppear + didDisappear (a phase-aware Transition) or active (a modifier transition)",
            "tilt": {
              "willAppear": {"rotation": -78, "axis": [1, 0, 0], "anchor": ".bottom", "opacity": 0},
              "didDisappear": {"rotation": 78, "axis": [1, 0, 0], "anchor": ".bottom", "opacity": 0}
            }
          },
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
          "title": \(escapedTitle),
          "_animation": "withAnimation for every step (null: plain state changes; then only .animation(_:value:) modifiers animate)",
          "animation": null,
          "_timeline": "each step fires when the previous one's animations end plus the hold",
          "timeline": {"hold": 0.6},
          "_records": "the original array: id (stable identity), title (shown, filtered), kind (shown at the trailing edge), flag (the toggle's filter)",
          "records": [
            {"id": "1", "title": "Tile A", "kind": "Tile", "flag": true},
            {"id": "2", "title": "Dot A", "kind": "Dot"},
            {"id": "3", "title": "Tile B", "kind": "Tile", "flag": true},
            {"id": "4", "title": "Dot B", "kind": "Dot"}
          ],
          "panels": [
            {
              "_identity": "id (ForEach(visible)), index (ForEach(visible.indices, id: \\\\.self)) or fresh (a new UUID() each evaluation)",
              "name": "list", "identity": "id", "width": 260,
              "caption": "ForEach(visible) { item in Row(item) }",
              "views": [
                {"field": "Filter"},
                {"toggle": "Tiles only"},
                {"text": "{count} of {total} labels"},
                {"list": {
                  "spacing": 8, "padding": 12, "rowHeight": 36,
                  "transition": ".asymmetric(insertion: .offset(x: 0, y: 8).combined(with: .opacity), removal: .opacity)",
                  "_animation": ".animation(_:value: visible) on the list: only what is inside it animates",
                  "animation": ".easeInOut(duration: 0.22)", "value": "visible",
                  "empty": {"text": "No matching labels", "transition": ".opacity"}
                }}
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
