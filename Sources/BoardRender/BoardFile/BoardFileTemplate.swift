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
}
