#!/usr/bin/env python3
"""Regenerates the scene-dump examples in the docs from the binary, or checks them.

Every ```json block that follows a marker line

    <!-- example: NAME (scripts/doc-examples.py) -->

is the part of a scene dump that NAME (in EXAMPLES below) selects: the command is run,
its dump parsed, and the selected keys, cells and views written one object per line.

    scripts/doc-examples.py [--check] [--bin PATH] [FILE.md ...]

--check writes nothing and exits 1 naming every block that differs (the test suite runs
it); without it the blocks are rewritten in place. Default files: docs/scene-format.md.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# name: (arguments after `boardgen render`, top-level keys, cells by name, views by id)
EXAMPLES = {
    "bench-scale": (["bench", "--at", "1"], ["board", "time", "size", "status"], ["scale"], None),
    "trap-background-views": (["trap", "--at", "1"], None, None,
                              ["background ✗", "background ✗/background/Tile", "status"]),
    "filter-mid-step": (["filter", "--at", "1.53"], ["board", "time", "size", "step", "status"], None,
                        ["FilteredCollectionView", "FilteredCollectionView/TextField[0]",
                         "FilteredCollectionView/VStack[3]/ForEach[1]/Text[0]",
                         "FilteredCollectionView/VStack[3]/ForEach[3]/Text[0]"]),
    "scenario-filter": (["Examples/scenarios/filter.json", "--at", "0.9"],
                        ["board", "time", "size", "step", "status"], None,
                        ["Panel/Text[2]", "Panel/VStack[3]/ForEach[1]", "Panel/VStack[3]/ForEach[3]",
                         "Panel/VStack[3]/ForEach[3]/Text[0]"]),
}

MARKER = re.compile(r"^<!-- example: ([a-z0-9-]+) \(scripts/doc-examples\.py\) -->$")
# A cell's keys as the doc shows them (its texts and caption glyphs are for the painters).
CELL_KEYS = ["name", "caption", "slot", "tile"]
TILE_KEYS = ["quad", "opacity", "clip"]


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def dump(binary, arguments):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "scene.json")
        subprocess.run([binary, "render", *arguments, "-q", "-o", path], cwd=ROOT, check=True)
        with open(path, encoding="utf-8") as f:
            return json.load(f)


def block(name, binary):
    arguments, top, cells, views = EXAMPLES[name]
    scene = dump(binary, arguments)
    lines = []
    if top is not None:
        lines.append("{")
        head = [f'"{k}": {compact(scene[k])}' for k in top]
        lines.append("  " + ", ".join(head[:3]) + ("," if len(head) > 3 or cells or views else ""))
        for i, entry in enumerate(head[3:]):
            last = i == len(head) - 4 and not cells and not views
            lines.append("  " + entry + ("" if last else ","))
    indent = "  " if top is not None else ""
    if cells:
        chosen = [c for c in scene["cells"] if c["name"] in cells]
        missing = set(cells) - {c["name"] for c in chosen}
        if missing:
            raise SystemExit(f"{name}: no cell {sorted(missing)} in the dump")
        lines.append(indent + '"cells": [')
        for i, cell in enumerate(chosen):
            shown = {k: cell[k] for k in CELL_KEYS}
            if shown["tile"] is not None:
                shown["tile"] = {k: cell["tile"][k] for k in TILE_KEYS}
            lines.append(indent + "  " + compact(shown) + ("," if i < len(chosen) - 1 else ""))
        lines.append(indent + "]" + ("," if views else ""))
    if views:
        by_id = {}
        for v in scene["views"]:
            by_id.setdefault(v["id"], v)
        missing = [i for i in views if i not in by_id]
        if missing:
            raise SystemExit(f"{name}: no view {missing} in the dump of {' '.join(arguments)}")
        lines.append(indent + '"views": [')
        for i, vid in enumerate(views):
            v = by_id[vid]
            keys = list(v.keys())
            cut = keys.index("frame") if "frame" in keys else len(keys)
            first = compact({k: v[k] for k in keys[:cut]})[:-1]
            rest = compact({k: v[k] for k in keys[cut:]})[1:]
            lines.append(indent + "  " + first + ",")
            lines.append(indent + "   " + rest + ("," if i < len(views) - 1 else ""))
        lines.append(indent + "]")
    if top is not None:
        lines.append("}")
    return "\n".join(lines)


USED = set()


def process(path, binary, check):
    with open(path, encoding="utf-8") as f:
        text = f.read().split("\n")
    out, stale, i = [], [], 0
    while i < len(text):
        out.append(text[i])
        m = MARKER.match(text[i])
        if m and i + 1 < len(text) and text[i + 1] == "```json":
            name = m.group(1)
            if name not in EXAMPLES:
                raise SystemExit(f"{path}:{i + 1}: unknown example '{name}'; known: {', '.join(sorted(EXAMPLES))}")
            USED.add(name)
            end = text.index("```", i + 2)
            old = "\n".join(text[i + 2:end])
            new = block(name, binary)
            if old != new:
                stale.append(f"{os.path.relpath(path, ROOT)}:{i + 1}: example '{name}' is not what the binary writes")
            out += ["```json", new, "```"]
            i = end + 1
            continue
        i += 1
    if not check and stale:
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(out))
    return stale


def main(argv):
    check = "--check" in argv
    argv = [a for a in argv if a != "--check"]
    binary = None
    if "--bin" in argv:
        k = argv.index("--bin")
        binary = argv[k + 1]
        del argv[k:k + 2]
    if binary is None:
        build = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout.strip()
        binary = os.path.join(build, "boardgen")
    files = argv or [os.path.join(ROOT, "docs/scene-format.md")]
    stale = []
    for path in files:
        stale += process(os.path.abspath(path), os.path.abspath(binary), check)
    if not argv:
        stale += [f"example '{n}' is in no document" for n in sorted(set(EXAMPLES) - USED)]
    for line in stale:
        print(("" if check else "rewrote ") + line, file=sys.stderr)
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
