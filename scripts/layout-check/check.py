#!/usr/bin/env python3
"""An independent model of SwiftUI's layout, checked against boardgen's scene dumps.

Generates random view trees (stacks, spacers, colours, texts, padding, fixed and flexible
frames, backgrounds, fixedSize), renders each as a one-cell board with boardgen, and
recomputes every view's frame here from SwiftUI's rules (docs/semantics.md §17), taking each
text's measured size from the dump (texts are given room enough not to wrap). Prints the
largest difference; exits 1 when one exceeds 0.01 pt.

    scripts/layout-check/check.py [BOARDGEN] [COUNT] [SEED]
"""
import json, math, os, random, subprocess, sys, tempfile

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/boardgen"
COUNT = int(sys.argv[2]) if len(sys.argv) > 2 else 60
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else 1
SLOT = (320.0, 200.0)
INF = float("inf")
SPACING = 8.0

# A node: dict(kind=..., children=[...], ...). Views: Text, Color, Spacer, HStack, VStack, ZStack.
# Modifiers: padding, frame, flex, background, fixed.

def gen(rng, depth):
    r = rng.random()
    if depth > 2 or r < 0.35:
        leaf = rng.choice(["Text", "Text", "Color", "Spacer"])
        if leaf == "Text":
            n = {"kind": "Text", "text": rng.choice(["a", "Tile A", "Dot", "Ring two", "Label"])}
        elif leaf == "Color":
            n = {"kind": "Color", "color": rng.choice(["red", "blue", "green"])}
        else:
            n = {"kind": "Spacer", "min": rng.choice([None, 0, 12])}
    else:
        k = rng.choice(["HStack", "VStack", "ZStack"])
        n = {"kind": k, "children": [gen(rng, depth + 1) for _ in range(rng.randint(1, 3))],
             "spacing": rng.choice([None, 0, 4]), "align": rng.choice(["leading", "center", "trailing"] if k == "VStack"
                                                                     else ["top", "center", "bottom"] if k == "HStack"
                                                                     else ["center", "topLeading", "bottomTrailing"])}
    # Modifiers around it.
    for _ in range(rng.choice([0, 0, 1, 2])):
        m = rng.choice(["padding", "frame", "flex", "background", "fixed"])
        if m == "padding":
            n = {"kind": "padding", "child": n, "v": rng.choice([4, 10])}
        elif m == "frame":
            n = {"kind": "frame", "child": n, "w": rng.choice([None, 60, 120]), "h": rng.choice([None, 30, 50]),
                 "align": rng.choice(["center", "topLeading", "bottomTrailing"])}
        elif m == "flex":
            n = {"kind": "flex", "child": n, "minW": rng.choice([None, 40]), "maxW": rng.choice([None, INF, 150]),
                 "minH": None, "maxH": rng.choice([None, INF, 40]), "align": rng.choice(["center", "leading"])}
        elif m == "background":
            n = {"kind": "background", "child": n}
        else:
            n = {"kind": "fixed", "child": n}
    return n

UNIT = {"center": (0.5, 0.5), "leading": (0, 0.5), "trailing": (1, 0.5), "top": (0.5, 0), "bottom": (0.5, 1),
        "topLeading": (0, 0), "bottomTrailing": (1, 1)}

def num(v):
    return ".infinity" if v == INF else ("%g" % v)

def swift(n):
    k = n["kind"]
    if k == "Text": return 'Text("%s")' % n["text"]
    if k == "Color": return "Color.%s" % n["color"]
    if k == "Spacer": return "Spacer()" if n["min"] is None else "Spacer(minLength: %g)" % n["min"]
    if k in ("HStack", "VStack", "ZStack"):
        args = ["alignment: .%s" % n["align"]]
        if k != "ZStack" and n["spacing"] is not None: args.append("spacing: %g" % n["spacing"])
        return "%s(%s) { %s }" % (k, ", ".join(args), "; ".join(swift(c) for c in n["children"]))
    c = swift(n["child"])
    if k == "padding": return "%s.padding(%g)" % (c, n["v"])
    if k == "frame":
        a = [x for x in [("width: %g" % n["w"]) if n["w"] else None, ("height: %g" % n["h"]) if n["h"] else None] if x]
        return "%s.frame(%s)" % (c, ", ".join(a + ["alignment: .%s" % n["align"]]))
    if k == "flex":
        a = []
        for key, label in [("minW", "minWidth"), ("maxW", "maxWidth"), ("minH", "minHeight"), ("maxH", "maxHeight")]:
            if n[key] is not None: a.append("%s: %s" % (label, num(n[key])))
        return "%s.frame(%s)" % (c, ", ".join(a + ["alignment: .%s" % n["align"]]))
    if k == "background": return "%s.background(Color.yellow)" % c
    if k == "fixed": return "%s.fixedSize()" % c

# ---- the model -------------------------------------------------------------------------

class Model:
    def __init__(self, texts, ideal):
        self.texts = texts   # id -> (w, h) from the dump
        self.ideal = ideal   # string -> (w, h): each text alone, on one line
        self.squeezed = False

    def size(self, n, p, axis=None):
        k = n["kind"]
        pw, ph = p
        if k == "Text":
            # One line at its ideal width (from the dump of the text alone); offered less, it would
            # wrap, which this model does not follow (such trees are skipped).
            w, h = self.ideal[n["text"]]
            return (w if pw is None else min(w, max(0, pw)), h)
        if k == "Color":
            return (10 if pw is None else pw, 10 if ph is None else ph)
        if k == "Spacer":
            m = SPACING if n["min"] is None else n["min"]
            if axis == "h": return (max(-INF if pw is None else pw, m), 0)
            if axis == "v": return (0, max(-INF if ph is None else ph, m))
            return (max(-INF if pw is None else pw, m), max(-INF if ph is None else ph, m))
        if k in ("HStack", "VStack"): return self.stack(n, p)[0]
        if k == "ZStack":
            # As large as its largest children of the highest priority (a Spacer's is the lowest).
            top = max(self.priority(c) for c in n["children"])
            ws = [self.size(c, p) for c in n["children"] if self.priority(c) == top]
            return (max(s[0] for s in ws), max(s[1] for s in ws))
        c = n["child"]
        if k == "padding":
            v = n["v"]
            s = self.size(c, (None if pw is None else max(0, pw - 2 * v), None if ph is None else max(0, ph - 2 * v)), axis)
            return (s[0] + 2 * v, s[1] + 2 * v)
        if k == "frame":
            if n["w"] and n["h"]: return (n["w"], n["h"])
            s = self.size(c, (n["w"] or pw, n["h"] or ph), axis)
            return (n["w"] or s[0], n["h"] or s[1])
        if k == "flex":
            def clamp(prop, lo, hi):
                if prop is None: return None
                if lo is not None and hi is not None and lo <= hi: return min(max(prop, lo), hi)
                return None
            lo_w = n["minW"]; hi_w = n["maxW"]
            if hi_w is not None and lo_w is not None: hi_w = max(lo_w, hi_w) if False else hi_w
            w = clamp(pw, lo_w, hi_w); h = clamp(ph, n["minH"], n["maxH"])
            if w is not None and h is not None: return (w, h)
            cp = (None if pw is None else min(max(pw, -INF if lo_w is None else lo_w), INF if hi_w is None else hi_w),
                  None if ph is None else min(max(ph, -INF if n["minH"] is None else n["minH"]), INF if n["maxH"] is None else n["maxH"]))
            s = self.size(c, cp, axis)
            def final(fixed, lo, hi, prop, child):
                if fixed is not None: return fixed
                if lo is not None and hi is not None and lo <= hi: return min(max(lo, child), hi)
                if lo is not None: return max(min(INF if prop is None else prop, child), lo)
                if hi is not None: return min(max(-INF if prop is None else prop, child), hi)
                return child
            return (final(w, lo_w, hi_w, cp[0], s[0]), final(h, n["minH"], n["maxH"], cp[1], s[1]))
        if k == "background": return self.size(c, p, axis)
        if k == "fixed": return self.size(c, (None, None), axis)

    def priority(self, n):
        if n["kind"] == "Spacer": return -INF
        # Only .fixedSize and decorations pass their content's priority out; .padding and .frame are 0.
        if n["kind"] in ("background", "fixed"): return self.priority(n["child"])
        return 0

    def is_spacer(self, n): return n["kind"] == "Spacer"

    def stack(self, n, p):
        horizontal = n["kind"] == "HStack"
        ax = "h" if horizontal else "v"
        kids = n["children"]
        major = p[0] if horizontal else p[1]
        minor = p[1] if horizontal else p[0]
        def prop(maj):
            return (maj, minor) if horizontal else (minor, maj)
        def along(s): return s[0] if horizontal else s[1]
        def across(s): return s[1] if horizontal else s[0]
        dist = [0.0]
        for i in range(1, len(kids)):
            if n["spacing"] is not None: dist.append(float(n["spacing"]))
            else: dist.append(0.0 if self.is_spacer(kids[i - 1]) or self.is_spacer(kids[i]) else SPACING)
        sizes = [None] * len(kids)
        offered = [None] * len(kids)
        if major is not None:
            pri = [self.priority(c) for c in kids]
            mins = [along(self.size(c, prop(0), ax)) for c in kids]
            maxs = [along(self.size(c, prop(INF), ax)) for c in kids]
            def less(a, b):
                if pri[a] != pri[b]: return pri[a] > pri[b]
                da, db = maxs[a] - mins[a], maxs[b] - mins[b]
                if da == db:
                    ea = -mins[a] if da == INF else 0; eb = -mins[b] if db == INF else 0
                    return ea < eb
                return da < db
            order = list(range(len(kids)))
            for x in range(1, len(order)):
                y = x
                while y > 0 and less(order[y], order[y - 1]):
                    order[y], order[y - 1] = order[y - 1], order[y]; y -= 1
            avail = major - sum(dist)
            i = 0
            while i < len(order):
                end = i + 1
                while end < len(order) and pri[order[end]] == pri[order[i]]: end += 1
                if i == 0: avail -= sum(mins[k] for k in order[end:])
                else: avail += sum(mins[k] for k in order[i:end])
                remaining = end - i
                for k in order[i:end]:
                    share = max(avail / remaining, 0)
                    offered[k] = prop(share)
                    s = self.size(kids[k], prop(share), ax)
                    sizes[k] = s
                    if not math.isnan(avail - along(s)): avail -= along(s)
                    remaining -= 1
                i = end
        else:
            for k, c in enumerate(kids):
                offered[k] = prop(None)
                sizes[k] = self.size(c, prop(None), ax)
        frac = UNIT[n["align"]][1 if horizontal else 0]
        origins = [-frac * across(s) for s in sizes]
        lo = min([0.0] + origins); hi = max([0.0] + [o + across(s) for o, s in zip(origins, sizes)])
        pos = 0.0; frames = []
        for k in range(len(kids)):
            m0 = pos + dist[k]; pos = m0 + along(sizes[k])
            c0 = origins[k] - lo
            frames.append((m0, c0, sizes[k][0], sizes[k][1]) if horizontal else (c0, m0, sizes[k][0], sizes[k][1]))
        total = (pos, hi - lo) if horizontal else (hi - lo, pos)
        self.offered = offered
        return total, frames

    def place(self, n, x, y, p, out, axis=None):
        k = n["kind"]
        w, h = self.size(n, p, axis)
        if k in ("Text", "Color", "Spacer"):
            if k == "Text" and p[0] is not None and p[0] < self.ideal[n["text"]][0] - 1e-9: self.squeezed = True
            out[n["id"]] = (x, y, w, h); return
        if k in ("HStack", "VStack"):
            out[n["id"]] = (x, y, w, h)
            pp = (p[0], p[1] if p[1] is not None else h) if k == "HStack" else (p[0] if p[0] is not None else w, p[1])
            _, frames = self.stack(n, pp)
            offered = self.offered
            # Each child placed with what the stack offered it (its share), not its size.
            for c, f, o in zip(n["children"], frames, offered):
                self.place(c, x + f[0], y + f[1], o, out, "h" if k == "HStack" else "v")
            return
        if k == "ZStack":
            out[n["id"]] = (x, y, w, h)
            ax, ay = UNIT[n["align"]]
            sizes = [self.size(c, (w, h)) for c in n["children"]]
            top = max(self.priority(c) for c in n["children"])
            mx = max(ax * s[0] for c, s in zip(n["children"], sizes) if self.priority(c) == top)
            my = max(ay * s[1] for c, s in zip(n["children"], sizes) if self.priority(c) == top)
            for c, s in zip(n["children"], sizes):
                self.place(c, x + mx - ax * s[0], y + my - ay * s[1], (w, h), out)
            return
        c = n["child"]
        if k == "padding":
            v = n["v"]
            cp = (None if p[0] is None else max(0, p[0] - 2 * v), None if p[1] is None else max(0, p[1] - 2 * v))
            self.place(c, x + v, y + v, cp, out, axis); return
        if k == "frame":
            cp = (n["w"] or p[0], n["h"] or p[1])
            s = self.size(c, cp, axis); ax, ay = UNIT[n["align"]]
            self.place(c, x + (w - s[0]) * ax, y + (h - s[1]) * ay, cp, out, axis); return
        if k == "flex":
            s = self.size(c, (w, h), axis); ax, ay = UNIT[n["align"]]
            self.place(c, x + (w - s[0]) * ax, y + (h - s[1]) * ay, (w, h), out, axis); return
        if k == "background":
            self.place(c, x, y, p, out, axis); return
        if k == "fixed":
            s = self.size(c, (None, None), axis)
            self.place(c, x + (w - s[0]) / 2, y + (h - s[1]) / 2, (None, None), out, axis); return

def assign_ids(n, path):
    k = n["kind"]
    if k in ("padding", "frame", "flex", "background", "fixed"):
        assign_ids(n["child"], path); return
    n["id"] = path
    if k in ("HStack", "VStack", "ZStack"):
        for i, c in enumerate(n["children"]):
            assign_ids(c, "%s/%s[%d]" % (path, base_kind(c), i))

def base_kind(n):
    while "child" in n: n = n["child"]
    return n["kind"]

def ideal_sizes(tmp):
    words = ["a", "Tile A", "Dot", "Ring two", "Label"]
    board = {"slot": {"width": 400, "height": 60}, "columns": 1,
             "cells": [{"name": "w%d" % i, "view": 'Text("%s").fixedSize()' % w} for i, w in enumerate(words)]}
    bpath = os.path.join(tmp, "ideal.json"); opath = os.path.join(tmp, "ideal-out.json")
    json.dump(board, open(bpath, "w"))
    subprocess.run([BIN, "render", bpath, "--at", "0", "-o", opath, "-q"], check=True)
    views = json.load(open(opath))["views"]
    return {v["text"]: (v["frame"]["width"], v["frame"]["height"]) for v in views if v["kind"] == "Text" and v["id"] != "status"}

def main():
    rng = random.Random(SEED)
    with tempfile.TemporaryDirectory() as tmp:
        return check(tmp, rng)

def check(tmp, rng):
    worst = 0.0; checked = 0; failures = []; skipped = 0
    ideal = ideal_sizes(tmp)
    for t in range(COUNT):
        tree = gen(rng, 0)
        assign_ids(tree, "c")
        board = {"slot": {"width": int(SLOT[0]), "height": int(SLOT[1])}, "cells": [{"name": "c", "view": swift(tree)}]}
        bpath = os.path.join(tmp, "b%d.json" % t); opath = os.path.join(tmp, "o%d.json" % t)
        json.dump(board, open(bpath, "w"))
        r = subprocess.run([BIN, "render", bpath, "--at", "0", "-o", opath, "-q"], capture_output=True, text=True)
        if r.returncode != 0:
            failures.append((swift(tree), r.stderr.strip().splitlines()[0] if r.stderr else "failed")); continue
        views = {v["id"]: v for v in json.load(open(opath))["views"] if v["id"] != "status"}
        texts = {i: (v["frame"]["width"], v["frame"]["height"]) for i, v in views.items() if v["kind"] == "Text"}
        model = Model(texts, ideal)
        out = {}
        root = model.size(tree, SLOT)
        model.place(tree, 0, 0, SLOT, out)
        if model.squeezed:
            skipped += 1; continue
        # The root (after modifiers) sits at the item's origin; the item is centred in the slot.
        cell = json.load(open(opath))["cells"][0]["slot"]
        ox = cell["x"] + (SLOT[0] - root[0]) / 2; oy = cell["y"] + (SLOT[1] - root[1]) / 2
        for i, (x, y, w, h) in out.items():
            if i not in views: failures.append((swift(tree), "missing view " + i)); continue
            f = views[i]["frame"]
            d = max(abs(f["x"] - (x + ox)), abs(f["y"] - (y + oy)), abs(f["width"] - w), abs(f["height"] - h))
            worst = max(worst, d); checked += 1
            if d > 0.01: failures.append((swift(tree), "%s: dump %s, model %s" % (i, f, (x + ox, y + oy, w, h))))
    print("checked %d views in %d trees (%d skipped: a text would wrap); largest difference %.6f pt; %d failures"
          % (checked, COUNT - skipped, skipped, worst, len(failures)))
    for s, why in failures[:8]: print("  " + why + "\n    " + s)
    sys.exit(1 if failures else 0)

main()
