#!/usr/bin/env python3
"""Independent reference model of boardgen's *panel boards* (scenarios).

Written from the specification only -- /work/shared/SEMANTICS.md (sections 0-3 timing,
4-6 transitions, 8 text, 10 identity, 11 scope, 13-14 frames), docs/semantics.md
("boardgen's readings"), docs/board-format.md ("Scenarios") and docs/scene-format.md
("Panel boards") -- never from boardgen's Sources/ or Tests/.

What it models, for a board file (JSON) with `records`, `panels` and `steps`:
  * the data of every panel after every step (query / only filter, in record order;
    rename / toggleFlag / remove written through the panel's `binding`; reverse);
  * the rows each state shows and their identity (`id`, `index`, `fresh`);
  * the diff of consecutive states (persist / insert / remove, SEMANTICS 10.2);
  * which animation applies to each change (SEMANTICS 11: the step's withAnimation,
    replaced inside the list by `.animation(a, value: v)` when v changed; reduce motion);
  * for any time t: per row its phase, laid-out y (frames interpolate old -> new, section 0),
    its quad / opacity from the list's transition (sections 4-5), the texts it shows and
    their cross-fade opacities (section 8), its deletion time (removal end, inclusive);
    the panel texts (field, toggle, text views, empty state) and the status line;
  * the step timeline (first step at 0, next = start + its animations' end + hold);
  * the `collapse` board (SEMANTICS 14 and the readings' FoldUp `.collapsing` choice).

Layout input (not motion): per panel the list's top-left corner (taken once from a dump,
see `Geometry`); the rest is the documented geometry -- rows of `rowHeight` separated by
`spacing`, `padding` inside the list, row width = panel width - 2 padding.

API
---
    b = ScenarioBoard.load(path_or_dict, identity=None, reduce_motion=False)
    b.step_times()           -> [(start, end_lo, end_hi)]   (end range: see unknowns)
    b.cycle()                -> cycle length
    b.scene(t, geo, starts)  -> model scene (dict)
    compare(model_scene, dump) -> [Mismatch]
"""
from __future__ import annotations

import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import motion  # noqa: E402

DEFAULT_BOARD_ANIMATION = ".easeInOut(duration: 0.7).speed(0.25)"
DEFAULT_HOLD = 0.6

# Unknowns of the layout that only matter for the *end* of a spring step (its stop rule is
# in absolute units of the largest moving value).  The list container's height when the
# list is empty (padding + the empty text's line height, or only the padding) and the
# toggle knob's travel are not documented; they give a range for the step end.
EMPTY_LIST_HEIGHT_RANGE = (0.0, 80.0)
TOGGLE_DELTA_RANGE = (1.0, 40.0)

# ---------------------------------------------------------------------------
# A small parser for SwiftUI expressions (transitions)
# ---------------------------------------------------------------------------

_TOK = re.compile(r"\s*(?:(-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(.))")


def _tokenize(s):
    out = []
    pos = 0
    s = s.strip()
    while pos < len(s):
        m = _TOK.match(s, pos)
        if not m:
            break
        pos = m.end()
        if m.group(1) is not None:
            out.append(("num", float(m.group(1))))
        elif m.group(2) is not None:
            out.append(("id", m.group(2)))
        elif m.group(3) is not None and not m.group(3).isspace():
            out.append(("p", m.group(3)))
    return out


class _Parser:
    """expr := term ('.' ident [args])* ; term := '.' ident [args] | ident [args] | number"""

    def __init__(self, text):
        self.toks = _tokenize(text)
        self.i = 0
        self.text = text

    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else (None, None)

    def take(self, kind=None, val=None):
        t = self.peek()
        if (kind and t[0] != kind) or (val is not None and t[1] != val):
            raise ValueError("parse error in %r at token %d (%r)" % (self.text, self.i, t))
        self.i += 1
        return t

    def expr(self):
        node = self.term()
        while self.peek() == ("p", "."):
            self.take()
            name = self.take("id")[1]
            args = self.args() if self.peek() == ("p", "(") else None
            node = ("call", node, name, args)
        return node

    def term(self):
        t = self.peek()
        if t[0] == "num":
            self.take()
            return ("num", t[1])
        if t == ("p", "."):
            self.take()
            name = self.take("id")[1]
            args = self.args() if self.peek() == ("p", "(") else None
            return ("call", None, name, args)
        if t[0] == "id":
            self.take()
            if self.peek() == ("p", "(") and t[1] not in ("AnyTransition",):
                return ("call", None, t[1], self.args())
            return ("ident", t[1])
        raise ValueError("parse error in %r: unexpected %r" % (self.text, t))

    def args(self):
        self.take("p", "(")
        out = []
        while self.peek() != ("p", ")"):
            label = None
            if self.peek()[0] == "id" and self.peek(1) == ("p", ":"):
                label = self.take()[1]
                self.take()
            out.append((label, self.expr()))
            if self.peek() == ("p", ","):
                self.take()
        self.take("p", ")")
        return out

    def parse(self):
        node = self.expr()
        if self.i != len(self.toks):
            raise ValueError("trailing text in %r" % self.text)
        return node


UNIT_POINTS = {
    "center": (0.5, 0.5), "top": (0.5, 0.0), "bottom": (0.5, 1.0), "leading": (0.0, 0.5),
    "trailing": (1.0, 0.5), "topLeading": (0.0, 0.0), "topTrailing": (1.0, 0.0),
    "bottomLeading": (0.0, 1.0), "bottomTrailing": (1.0, 1.0), "zero": (0.0, 0.0),
}
OPPOSITE = {"top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading"}


# Transition modifiers: each is one animated value (its own animator, SEMANTICS 12 /
# readings "one animator per animated value"), with an identity and an active state.
class Opacity:
    def delta(self, W, H):
        return 1.0

    def opacity(self, q):
        return 1.0 - q  # q = activeness (1 = active)

    def apply(self, pts, q, rect):
        return pts


class Offset:
    def __init__(self, dx, dy):
        self.dx, self.dy = dx, dy

    def delta(self, W, H):
        return math.hypot(self.dx, self.dy)

    def opacity(self, q):
        return 1.0

    def apply(self, pts, q, rect):
        return [(x + self.dx * q, y + self.dy * q) for x, y in pts]


class Move(Offset):
    """.move(edge:): moved by the view's own size (a layout placement; the quad moves)."""

    def __init__(self, edge):
        self.edge = edge
        super().__init__(0, 0)

    def vec(self, W, H):
        return {"leading": (-W, 0), "trailing": (W, 0), "top": (0, -H), "bottom": (0, H)}[self.edge]

    def delta(self, W, H):
        return math.hypot(*self.vec(W, H))

    def apply(self, pts, q, rect):
        dx, dy = self.vec(rect[2], rect[3])
        return [(x + dx * q, y + dy * q) for x, y in pts]


class Scale:
    def __init__(self, s, anchor=(0.5, 0.5)):
        self.s, self.anchor = s, anchor

    def delta(self, W, H):
        return math.hypot(1.0 - self.s, 1.0 - self.s)  # (sx, sy) vector

    def opacity(self, q):
        return 1.0

    def apply(self, pts, q, rect):
        k = 1.0 + (self.s - 1.0) * q
        ax = rect[0] + self.anchor[0] * rect[2]
        ay = rect[1] + self.anchor[1] * rect[3]
        return [(ax + (x - ax) * k, ay + (y - ay) * k) for x, y in pts]


class Transition:
    def __init__(self, ins, rem, text=""):
        self.ins, self.rem, self.text = ins, rem, text  # lists, inner -> outer


def _unit_point(node):
    if node[0] == "call" and node[1] is None and node[3] is None:
        return UNIT_POINTS[node[2]]
    if node[0] == "call" and node[2] == "UnitPoint":
        a = dict(node[3])
        return (a["x"][1], a["y"][1])
    raise ValueError("unit point %r" % (node,))


def _eval_transition(node):
    if node[0] == "ident" and node[1] == "AnyTransition":
        raise ValueError("bare AnyTransition")
    if node[0] != "call":
        raise ValueError("transition expected, got %r" % (node,))
    base, name, args = node[1], node[2], node[3] or []
    if base is not None and base != ("ident", "AnyTransition"):
        inner = _eval_transition(base)
        if name == "combined":
            other = _eval_transition(args[0][1])
            return Transition(inner.ins + other.ins, inner.rem + other.rem)
        raise ValueError("unsupported transition modifier .%s" % name)
    if name == "identity":
        return Transition([], [])
    if name == "opacity":
        return Transition([Opacity()], [Opacity()])
    if name == "scale":
        s, anchor = 1e-5, (0.5, 0.5)
        for label, v in args:
            if label in (None, "scale"):
                s = v[1]
            elif label == "anchor":
                anchor = _unit_point(v)
        m = Scale(s, anchor)
        return Transition([m], [m])
    if name == "offset":
        dx = dy = 0.0
        for label, v in args:
            if label == "x":
                dx = v[1]
            elif label == "y":
                dy = v[1]
            elif label is None and v[0] == "call" and v[2] == "CGSize":
                a = dict(v[3])
                dx, dy = a.get("width", ("num", 0))[1], a.get("height", ("num", 0))[1]
        m = Offset(dx, dy)
        return Transition([m], [m])
    if name == "move":
        e = args[0][1][2]
        return Transition([Move(e)], [Move(e)])
    if name == "slide":
        return Transition([Move("leading")], [Move("trailing")])
    if name == "push":
        e = args[0][1][2]
        return Transition([Move(e), Opacity()], [Move(OPPOSITE[e]), Opacity()])
    if name == "asymmetric":
        a = dict(args)
        return Transition(_eval_transition(a["insertion"]).ins, _eval_transition(a["removal"]).rem)
    raise ValueError("unsupported transition .%s" % name)


def parse_transition(text):
    if text is None:
        return Transition([Opacity()], [Opacity()], ".opacity")  # the default (SEMANTICS 6)
    t = _eval_transition(_Parser(text).parse())
    t.text = text
    return t


def parse_anim(expr):
    return None if expr is None else motion.parse_animation(expr)


# ---------------------------------------------------------------------------
# Animated values
# ---------------------------------------------------------------------------


class Anim:
    """An animation applied to one value with a given |delta| (absolute units)."""

    def __init__(self, anim, delta):
        self.anim = anim
        self.delta = abs(delta)

    def p(self, tau):
        """(progress, done)."""
        if self.anim is None or self.delta == 0:
            return 1.0, True
        return self.anim.value(max(tau, 0.0), self.delta)

    def end(self):
        if self.anim is None or self.delta == 0:
            return 0.0
        return self.anim.duration(self.delta)


def lerp(a, b, p):
    return a + (b - a) * p


# ---------------------------------------------------------------------------
# Board model
# ---------------------------------------------------------------------------


def _key_order(step):
    return [k for k in step.keys()]


class PanelSpec:
    def __init__(self, d, i, identity_override):
        self.name = d.get("name", "list" if i == 0 else str(i + 1))
        self.width = float(d.get("width", 260))
        self.identity = identity_override or d.get("identity", "id")
        self.binding = d.get("binding", "id")
        self.views = d["views"]
        self.list = None
        self.texts = []  # (kind, template/placeholder/label)
        for v in self.views:
            if "list" in v:
                self.list = v["list"]
            elif "field" in v:
                self.texts.append(("field", v["field"]))
            elif "toggle" in v:
                self.texts.append(("toggle", v["toggle"]))
            elif "text" in v:
                self.texts.append(("text", v["text"]))
        L = self.list or {}
        self.spacing = float(L.get("spacing", 8))
        self.padding = float(L.get("padding", 12))
        self.row_h = float(L.get("rowHeight", 36))
        self.transition = parse_transition(L.get("transition"))
        self.trailing = L.get("trailing", "kind")
        self.list_anim_expr = L.get("animation", None)
        self.has_list_anim = "animation" in L
        self.value = L.get("value", "visible") if "value" in L else "visible"
        self.content_transition = L.get("contentTransition", "opacity")
        emp = L.get("empty")
        if isinstance(emp, str):
            emp = {"text": emp, "transition": None}
        self.empty = emp
        self.empty_transition = parse_transition(emp.get("transition")) if emp else None

    @property
    def pitch(self):
        return self.row_h + self.spacing

    def row_y(self, top, i):
        return top + self.padding + i * self.pitch

    def container_h(self, n):
        """The list's laid-out height with n rows (None: unknown -- empty state)."""
        if n == 0:
            return None
        return 2 * self.padding + n * self.row_h + (n - 1) * self.spacing


def filtered(records, query, only):
    q = query.lower()
    return [r for r in records
            if (not q or q in str(r.get("title", "")).lower()) and (not only or bool(r.get("flag")))]


class StepError(Exception):
    pass


class ScenarioBoard:
    def __init__(self, d, name, identity=None, reduce_motion=False):
        self.d = d
        self.name = name
        self.reduce = bool(reduce_motion or d.get("reduceMotion", False))
        self.anim_expr = d.get("animation", DEFAULT_BOARD_ANIMATION)
        tl = d.get("timeline", {}) or {}
        self.hold = float(tl.get("hold", DEFAULT_HOLD))
        self.panels = [PanelSpec(p, i, identity) for i, p in enumerate(d["panels"])]
        self.steps = d.get("steps", [])
        self.is_collapse = all(p.list is None for p in self.panels)
        if not self.is_collapse:
            self._simulate()
            self._diff_all()

    @classmethod
    def load(cls, src, identity=None, reduce_motion=False, name=None):
        if isinstance(src, dict):
            return cls(src, name or "board", identity, reduce_motion)
        with open(src) as f:
            d = json.load(f)
        return cls(d, name or os.path.splitext(os.path.basename(src))[0], identity, reduce_motion)

    # ---------------------------------------------------------------- data

    def _simulate(self):
        """states[k] for k = 0 (initial) .. n: globals and per-panel records."""
        g = {"query": self.d.get("query", ""), "only": bool(self.d.get("only", False)),
             "present": bool(self.d.get("present", True))}
        recs = [[dict(r) for r in self.d.get("records", [])] for _ in self.panels]
        self.states = [(dict(g), [list(map(dict, r)) for r in recs])]
        for si, step in enumerate(self.steps):
            for key in _key_order(step):
                val = step[key]
                if key in ("query", "only", "present"):
                    g[key] = val
                elif key in ("rename", "toggleFlag", "remove"):
                    for pi, p in enumerate(self.panels):
                        self._edit(pi, p, recs, g, key, val, si)
                elif key == "reverse":
                    if val:
                        for r in recs:
                            r.reverse()
                elif key in ("caption", "animation", "hold", "next") or key.startswith("_"):
                    pass
                else:
                    raise StepError("unknown step key %r" % key)
            self.states.append((dict(g), [list(map(dict, r)) for r in recs]))

    def _edit(self, pi, p, recs, g, op, val, si):
        vis = filtered(recs[pi], g["query"], g["only"])
        spec = val if isinstance(val, dict) else {"id": val}
        if "row" in spec:
            pos = int(spec["row"])
            if pos >= len(vis):
                raise StepError("step %d: row %d not shown in panel %s" % (si + 1, pos, p.name))
        else:
            ids = [str(r["id"]) for r in vis]
            if str(spec["id"]) not in ids:
                raise StepError("step %d: record %s not shown in panel %s" % (si + 1, spec["id"], p.name))
            pos = ids.index(str(spec["id"]))
        if p.binding == "index":
            target = pos  # the original array's element at the row's visible position
        else:
            rid = str(vis[pos]["id"])
            target = [str(r["id"]) for r in recs[pi]].index(rid)
        if target >= len(recs[pi]):
            raise StepError("step %d: index %d out of range in panel %s" % (si + 1, target, p.name))
        if op == "rename":
            recs[pi][target]["title"] = spec["to"]
        elif op == "toggleFlag":
            recs[pi][target]["flag"] = not bool(recs[pi][target].get("flag"))
        elif op == "remove":
            del recs[pi][target]

    def visible(self, k, pi):
        g, recs = self.states[k]
        return filtered(recs[pi], g["query"], g["only"])

    def row_key(self, p, k, i, rec):
        if p.identity == "id":
            return str(rec["id"])
        if p.identity == "index":
            return str(i)
        return "%s#%d" % (rec["id"], k)  # fresh: a new evaluation per step

    def row_texts(self, p, rec):
        title = rec.get("title", "")
        tr = p.trailing
        if tr == "kind":
            trail = rec.get("kind")
        elif tr == "none":
            trail = None
        elif isinstance(tr, dict) and "flag" in tr:
            trail = tr["flag"] if rec.get("flag") else None
        else:
            trail = None
        return [str(title), None if trail is None else str(trail)]

    def panel_texts(self, p, k, pi):
        g, recs = self.states[k]
        vis = self.visible(k, pi)
        out = []
        for kind, s in p.texts:
            if kind == "field":
                out.append(("field", g["query"] if g["query"] else s, "identity"))
            elif kind == "toggle":
                out.append(("toggle", s, "identity"))
            else:
                txt = (s.replace("{count}", str(len(vis))).replace("{total}", str(len(recs[pi])))
                       .replace("{query}", g["query"])
                       .replace("{array}", " · ".join(str(r.get("title", "")) for r in recs[pi])))
                out.append(("text", txt, "opacity"))
        return out

    # ---------------------------------------------------------------- animation scope

    def with_anim(self, si):
        """withAnimation of step si (0-based): the step's own, else the board's."""
        if self.reduce:
            return None
        step = self.steps[si]
        expr = step["animation"] if "animation" in step else self.anim_expr
        return expr

    def value_changed(self, p, pi, k):
        """Did the list's `.animation(_, value:)` value change from state k-1 to k?"""
        v = p.value
        g0, r0 = self.states[k - 1]
        g1, r1 = self.states[k]
        if v is None:
            return True
        if v == "visible":
            return self.visible(k - 1, pi) != self.visible(k, pi)
        if v in ("visibleCount", "visible.count"):
            return len(self.visible(k - 1, pi)) != len(self.visible(k, pi))
        if v in ("present", "query", "only"):
            return g0[v] != g1[v]
        if v in ("records", "items"):
            return r0[pi] != r1[pi]
        raise ValueError("unknown value %r" % v)

    def list_anim(self, p, pi, k):
        """The animation expression in the list's scope for step k (1-based)."""
        w = self.with_anim(k - 1)
        if p.has_list_anim and self.value_changed(p, pi, k):
            return None if self.reduce else p.list_anim_expr
        return w

    # ---------------------------------------------------------------- diffs

    def _diff_all(self):
        """self.diffs[k][pi] for k = 1..n: what step k does in panel pi."""
        self.diffs = [None]
        for k in range(1, len(self.steps) + 1):
            per = []
            for pi, p in enumerate(self.panels):
                per.append(self._diff(k, pi, p))
            self.diffs.append(per)

    def _diff(self, k, pi, p):
        old = [(self.row_key(p, k - 1, i, r), i, r) for i, r in enumerate(self.visible(k - 1, pi))]
        new = [(self.row_key(p, k, i, r), i, r) for i, r in enumerate(self.visible(k, pi))]
        oldm = {key: (i, r) for key, i, r in old}
        newm = {key: (i, r) for key, i, r in new}
        aexpr = self.list_anim(p, pi, k)
        a = parse_anim(aexpr)
        tr = p.transition
        W = p.width - 2 * p.padding
        H = p.row_h
        rows = []
        ends = []  # (label, end)
        for key, i, r in old:
            if key not in newm:
                mods = tr.rem if a is not None else []
                anims = [Anim(a, m.delta(W, H)) for m in mods]
                end = max([x.end() for x in anims], default=None) if mods else None
                rows.append({"key": key, "kind": "remove", "i_old": i, "rec_old": r,
                             "texts_old": self.row_texts(p, r), "mods": mods, "anims": anims,
                             "end": end})
                if end is not None:
                    ends.append(("remove %s" % key, end))
        for key, i, r in new:
            if key in oldm:
                i0, r0 = oldm[key]
                dy = (i - i0) * p.pitch
                fa = Anim(a, dy)
                t0, t1 = self.row_texts(p, r0), self.row_texts(p, r)
                fade = a is not None and p.content_transition == "opacity" and t0 != t1
                ta = Anim(a if fade else None, 1.0)
                rows.append({"key": key, "kind": "persist", "i_old": i0, "i_new": i, "rec": r,
                             "frame": fa, "texts_old": t0, "texts_new": t1, "fade": fade,
                             "text_anim": ta})
                if dy and a is not None:
                    ends.append(("frame %s" % key, fa.end()))
                if fade:
                    ends.append(("text %s" % key, ta.end()))
            else:
                mods = tr.ins if a is not None else []
                anims = [Anim(a, m.delta(W, H)) for m in mods]
                end = max([x.end() for x in anims], default=None) if mods else None
                rows.append({"key": key, "kind": "insert", "i_new": i, "rec": r,
                             "texts_new": self.row_texts(p, r), "mods": mods, "anims": anims,
                             "end": end})
                if end is not None:
                    ends.append(("insert %s" % key, end))
        # empty state: `if visible.isEmpty { Text }` in the list, in its animation scope
        empty = None
        if p.empty is not None:
            e0 = len(old) == 0
            e1 = len(new) == 0
            if e0 != e1:
                et = p.empty_transition
                mods = (et.ins if e1 else et.rem) if a is not None else []
                anims = [Anim(a, m.delta(W, 20.0)) for m in mods]
                end = max([x.end() for x in anims], default=None) if mods else None
                empty = {"kind": "insert" if e1 else "remove", "mods": mods, "anims": anims,
                         "end": end, "text": p.empty["text"]}
                if end is not None:
                    ends.append(("empty", end))
        # the list container's own frame (height) -- in the list's scope
        unknown = []
        if a is not None:
            h0, h1 = p.container_h(len(old)), p.container_h(len(new))
            if h0 is not None and h1 is not None:
                if h0 != h1:
                    ends.append(("list height", Anim(a, h1 - h0).end()))
            else:
                h = h0 if h0 is not None else h1
                if h is not None:
                    lo, hi = EMPTY_LIST_HEIGHT_RANGE
                    dmin = 0.0 if lo <= h <= hi else min(abs(h - lo), abs(h - hi))
                    dmax = max(abs(h - lo), abs(h - hi))
                    unknown.append(("list height (empty state)",
                                    Anim(a, dmin).end(), Anim(a, dmax).end()))
        # texts outside the list: withAnimation only (SEMANTICS 11)
        w = parse_anim(self.with_anim(k - 1))
        t0 = self.panel_texts(p, k - 1, pi)
        t1 = self.panel_texts(p, k, pi)
        text_changes = []
        for (kind, s0, ct), (_, s1, _) in zip(t0, t1):
            fade = w is not None and ct == "opacity" and s0 != s1
            text_changes.append({"old": s0, "new": s1, "fade": fade, "anim": Anim(w if fade else None, 1.0)})
            if fade:
                ends.append(("text %s" % s1, Anim(w, 1.0).end()))
        g0, g1 = self.states[k - 1][0], self.states[k][0]
        if w is not None and g0["only"] != g1["only"] and any(kd == "toggle" for kd, _ in p.texts):
            lo, hi = TOGGLE_DELTA_RANGE
            unknown.append(("toggle knob", Anim(w, lo).end(), Anim(w, hi).end()))
        return {"anim_expr": aexpr, "anim": a, "rows": rows, "empty": empty, "ends": ends,
                "unknown": unknown, "texts": text_changes}

    # ---------------------------------------------------------------- timeline

    def step_times(self):
        """[(start, end_lo, end_hi, detail)] with the model's own starts.

        end_lo: the latest end of what is fully determined; end_hi also lets every unknown
        (empty-list height, toggle travel) take its most extreme plausible value."""
        if self.is_collapse:
            return self._collapse_times()
        out = []
        s = 0.0
        for k in range(1, len(self.steps) + 1):
            ends = [e for per in self.diffs[k] for _, e in per["ends"]]
            lo = max(ends, default=0.0)
            unk = [u for per in self.diffs[k] for u in per["unknown"]]
            hi = max([lo] + [u[2] for u in unk])
            lo2 = max([lo] + [u[1] for u in unk])
            out.append((s, s + lo2, s + hi, unk))
            hold = self.steps[k - 1].get("hold", self.hold)
            s = s + lo2 + hold
        return out

    def holds(self):
        return [float(st.get("hold", self.hold)) for st in self.steps]

    # ---------------------------------------------------------------- scene at t

    def scene(self, t, geo, starts):
        """The model's scene at time t.  geo: {panel: (x, list_top)}; starts: step starts."""
        if self.is_collapse:
            return self._collapse_scene(t, geo, starts)
        k = 0
        for i, s in enumerate(starts):
            if t >= s - 1e-12:
                k = i + 1
        tau = t - starts[k - 1] if k else 0.0
        scene = {"time": t, "step": k, "rows": {}, "texts": {}, "order": {}, "boundary": []}
        if k:
            st = self.steps[k - 1]
            cap = st.get("caption", "")
            scene["texts"][(None, "STEP %d OF %d · %s" % (k, len(self.steps), cap))] = 1.0
        for pi, p in enumerate(self.panels):
            x0, top = geo.get(p.name, (None, None))
            W = p.width - 2 * p.padding
            H = p.row_h
            rows = {}
            removed, laid = [], []
            if k == 0:
                for i, r in enumerate(self.visible(0, pi)):
                    key = self.row_key(p, 0, i, r)
                    rows[key] = self._rest_row(p, x0, top, i, r)
                    laid.append(key)
                for kind, s, _ in self.panel_texts(p, 0, pi):
                    _add(scene["texts"], (p.name, s), 1.0)
                scene["rows"][p.name] = rows
                scene["order"][p.name] = laid
                continue
            df = self.diffs[k][pi]
            for row in df["rows"]:
                key = row["key"]
                if row["kind"] == "remove":
                    if row["end"] is None or tau > row["end"] + 1e-12:
                        if row["end"] is not None and abs(tau - row["end"]) < 2e-6:
                            scene["boundary"].append((p.name, key))
                        continue
                    if abs(tau - row["end"]) < 2e-6:
                        scene["boundary"].append((p.name, key))
                    y = None if top is None else p.row_y(top, row["i_old"])
                    rows[key] = self._transitioned(p, x0, y, W, H, row["mods"], row["anims"], tau,
                                                   removal=True)
                    rows[key]["phase"] = "removing"
                    rows[key]["texts"] = _layers([(s, 1.0) for s in row["texts_old"]])
                    removed.append(key)
                elif row["kind"] == "insert":
                    y = None if top is None else p.row_y(top, row["i_new"])
                    running = row["end"] is not None and tau <= row["end"] + 1e-12
                    if row["end"] is not None and abs(tau - row["end"]) < 2e-6:
                        scene["boundary"].append((p.name, key))
                    rows[key] = self._transitioned(p, x0, y, W, H, row["mods"] if running else [],
                                                   row["anims"], tau, removal=False)
                    rows[key]["phase"] = "inserting" if running else "present"
                    rows[key]["texts"] = _layers([(s, 1.0) for s in row["texts_new"]])
                    laid.append(key)
                else:
                    pr, done = row["frame"].p(tau)
                    if done:
                        pr = 1.0
                    y = None
                    if top is not None:
                        y = lerp(p.row_y(top, row["i_old"]), p.row_y(top, row["i_new"]), pr)
                    rows[key] = self._transitioned(p, x0, y, W, H, [], [], tau, removal=False)
                    rows[key]["phase"] = "present"
                    if row["fade"]:
                        q, qd = row["text_anim"].p(tau)
                        q = 1.0 if qd else q
                        layers = []
                        for s0, s1 in zip(row["texts_old"], row["texts_new"]):
                            if s0 == s1:
                                layers.append((s1, 1.0))
                            else:  # each layer's opacity is clamped at draw time (section 0)
                                layers.append((s0, _clamp01(1.0 - q)))
                                layers.append((s1, _clamp01(q)))
                        rows[key]["texts"] = _layers(layers)
                    else:
                        rows[key]["texts"] = _layers([(s, 1.0) for s in row["texts_new"]])
                    laid.append(key)
            # panel texts
            for tc in df["texts"]:
                if tc["fade"]:
                    q, qd = tc["anim"].p(tau)
                    q = 1.0 if qd else q
                    _add(scene["texts"], (p.name, tc["old"]), _clamp01(1.0 - q))
                    _add(scene["texts"], (p.name, tc["new"]), _clamp01(q))
                else:
                    _add(scene["texts"], (p.name, tc["new"]), 1.0)
            # empty state
            if p.empty is not None:
                e = df["empty"]
                vis_now = self.visible(k, pi)
                if e is None:
                    if not vis_now:
                        _add(scene["texts"], (p.name, p.empty["text"]), 1.0)
                else:
                    running = e["end"] is not None and tau <= e["end"] + 1e-12
                    if e["kind"] == "insert":
                        op = 1.0
                        if running:
                            for m, an in zip(e["mods"], e["anims"]):
                                pr, d = an.p(tau)
                                op *= _clamp01(m.opacity(0.0 if d else 1.0 - pr))
                        _add(scene["texts"], (p.name, e["text"]), op)
                    elif running:
                        op = 1.0
                        for m, an in zip(e["mods"], e["anims"]):
                            pr, d = an.p(tau)
                            op *= _clamp01(m.opacity(1.0 if d else pr))
                        _add(scene["texts"], (p.name, e["text"]), op)
            scene["rows"][p.name] = rows
            scene["order"][p.name] = removed + laid
        return scene

    def _rest_row(self, p, x0, top, i, r):
        W = p.width - 2 * p.padding
        y = None if top is None else p.row_y(top, i)
        row = self._transitioned(p, x0, y, W, p.row_h, [], [], 0.0, False)
        row["phase"] = "present"
        row["texts"] = _layers([(s, 1.0) for s in self.row_texts(p, r)])
        return row

    @staticmethod
    def _transitioned(p, x0, y, W, H, mods, anims, tau, removal):
        out = {"y": y, "x": x0, "w": W, "h": H, "opacity": 1.0, "quad": None}
        if y is None or x0 is None:
            pts = None
        else:
            rect = (x0, y, W, H)
            pts = [(x0, y), (x0 + W, y), (x0 + W, y + H), (x0, y + H)]
        op = 1.0
        for m, an in zip(mods, anims):
            pr, done = an.p(tau)
            if removal:
                q = 1.0 if done else pr
            else:
                q = 0.0 if done else 1.0 - pr
            op *= _clamp01(m.opacity(q))
            if pts is not None:
                pts = m.apply(pts, q, rect)
        out["opacity"] = op
        out["quad"] = pts
        return out

    # ---------------------------------------------------------------- collapse (SEMANTICS 14)

    def _collapse_anim(self, si):
        expr = self.with_anim(si)
        return parse_anim(expr)

    def _collapse_times(self):
        out = []
        s = 0.0
        for si, st in enumerate(self.steps):
            a = self._collapse_anim(si)
            # every animated value: bar height 40, content y 40/48, opacity 1 -- a bezier
            # ends at its duration; for springs the largest change (48 pt) decides.
            e = 0.0 if a is None else max(Anim(a, 48).end(), Anim(a, 40).end(), Anim(a, 1).end())
            out.append((s, s + e, s + e, []))
            s = s + e + float(st.get("hold", self.hold))
        return out

    def _collapse_scene(self, t, geo, starts):
        """The collapse board: three panels, one bar of 40 pt, spacing 8, content 96 pt.

        fold:  `if present { Bar().transition(.asymmetric(insertion: .opacity, removal: foldUp)) }`
        frame: `Bar().frame(height: present ? 40 : 0, alignment: .top).clipped().opacity(...)`
        bug:   `VStack { if present { Bar().transition(.identity) } }.frame(height: present ? 40 : 0)`
        """
        k = 0
        for i, s in enumerate(starts):
            if t >= s - 1e-12:
                k = i + 1
        tau = t - starts[k - 1] if k else 0.0
        present0 = bool(self.d.get("present", True))
        g = present0
        prev = present0
        for st in self.steps[:k]:
            prev = g
            if "present" in st:
                g = st["present"]
        a = self._collapse_anim(k - 1) if k else None
        changed = k > 0 and prev != g

        def P(delta):
            if not changed or a is None:
                return 1.0, True
            pr, d = Anim(a, delta).p(tau)
            return (1.0 if d else pr), d

        scene = {"time": t, "step": k, "rows": {}, "texts": {}, "order": {}, "boundary": []}
        if k:
            cap = self.steps[k - 1].get("caption", "")
            scene["texts"][(None, "STEP %d OF %d · %s" % (k, len(self.steps), cap))] = 1.0
        BAR, SP, BLOCK = 40.0, 8.0, 96.0
        for p in self.panels:
            x, top = geo.get(p.name, (None, None))
            W = p.width
            rows = {}
            order = []
            kinds = []
            for v in p.views:
                if "bar" in v and "if" in v:
                    kinds.append("fold")
                elif "bar" in v and "frame" in v:
                    kinds.append("frame")
                elif "content" in v and "frame" in v:
                    kinds.append("bug")
            kind = kinds[0] if kinds else None
            title = None
            for v in p.views:
                if "bar" in v:
                    title = v["bar"]
                if "content" in v and "bar" in v["content"]:
                    title = v["content"]["bar"]
            blk = [v["block"] for v in p.views if "block" in v]

            def rect(y, h, W=W, x=x):
                return {"x": x, "y": y, "w": W, "h": h}

            def cell(y, h, quad_h, opacity, clip, phase, texts):
                c = rect(y, h)
                c.update({"quad": [(x, y), (x + W, y), (x + W, y + quad_h), (x, y + quad_h)],
                          "opacity": _clamp01(opacity), "clip": clip, "phase": phase,
                          "texts": _layers([(s, 1.0) for s in texts])})
                return c

            pr, done = P(BAR)
            if kind == "fold":
                # removal: FoldUp band 40(1-P) from the bar's top (.collapsing, SEMANTICS 13 (b));
                # content y 48(1-P) (siblings move with the transaction, 10.2)
                pc, _ = P(BAR + SP)
                if changed and not g:
                    if a is not None and tau <= Anim(a, BAR).end() + 1e-12:
                        # FoldUp's own max(0, (1 - p)·40) clamps the band (SEMANTICS 13)
                        band = max(0.0, BAR * (1 - pr))
                        rows["bar"] = cell(top, BAR, BAR, 1.0, (x, top, W, band), "removing", [title])
                        order.append("bar")
                    cy = top + (BAR + SP) * (1 - pc)
                elif changed and g:
                    running = a is not None and tau <= Anim(a, 1.0).end() + 1e-12
                    po, _ = P(1.0)
                    rows["bar"] = cell(top, BAR, BAR, po if running else 1.0, (x, top, W, BAR),
                                       "inserting" if running else "present", [title])
                    order.append("bar")
                    cy = top + (BAR + SP) * pc
                else:
                    if g:
                        rows["bar"] = cell(top, BAR, BAR, 1.0, (x, top, W, BAR), "present", [title])
                        order.append("bar")
                    cy = top + (BAR + SP if g else 0.0)
                rows["content"] = cell(cy, BLOCK, BLOCK, 1.0, None, "present", blk)
                order.append("content")
            elif kind in ("frame", "bug"):
                # the bar (or the empty frame) stays a child: height 40 <-> 0, content 48 <-> 8
                hp, _ = P(BAR)
                po, _ = P(1.0)
                h0, h1 = (BAR if prev else 0.0), (BAR if g else 0.0)
                if not changed:
                    h0 = h1
                h = lerp(h0, h1, hp)
                o0, o1 = (1.0 if prev else 0.0), (1.0 if g else 0.0)
                if not changed:
                    o0 = o1
                op = lerp(o0, o1, po)
                # readings: an overshooting frame keeps its negative height in the slot; what is
                # drawn (quad, clip) uses max(0, h)
                drawn = max(0.0, h)
                clip = (x, top, W, drawn)
                if kind == "frame":
                    rows["bar"] = cell(top, h, BAR, _clamp01(op), clip, "present", [title])
                    order.append("bar")
                else:
                    rows["frame"] = cell(top, h, drawn, 1.0, clip, "present", [])
                    order.append("frame")
                cy = top + h + SP
                rows["content"] = cell(cy, BLOCK, BLOCK, 1.0, None, "present", blk)
                order.append("content")
                if kind == "bug" and g:
                    # .identity: inserted at once, at its full 40 pt, top-aligned, clipped by the frame
                    rows["bar"] = cell(top, BAR, BAR, 1.0, clip, "present", [title])
                    order.append("bar")
            scene["rows"][p.name] = rows
            scene["order"][p.name] = order
        return scene


def _clamp01(v):
    return min(1.0, max(0.0, v))


def _add(d, key, v):
    d[key] = d.get(key, 0.0) + v


def _layers(pairs):
    out = {}
    for s, op in pairs:
        if s is None:
            continue
        out[s] = out.get(s, 0.0) + op
    return out


# ---------------------------------------------------------------------------
# Comparison with a dump
# ---------------------------------------------------------------------------

TOL_Y = 0.5
TOL_OPACITY = 0.01
TOL_QUAD = 0.5
TOL_TEXT = 0.01


class Mismatch:
    def __init__(self, board, t, panel, row, field, expected, got, note=""):
        self.board, self.t, self.panel, self.row = board, t, panel, row
        self.field, self.expected, self.got, self.note = field, expected, got, note

    def __str__(self):
        r = "%s/%s" % (self.panel, self.row) if self.row is not None else str(self.panel)
        s = "%s t=%.6g %s %s: expected %s, got %s" % (self.board, self.t, r, self.field,
                                                       _fmt(self.expected), _fmt(self.got))
        return s + (" (%s)" % self.note if self.note else "")


def _fmt(v):
    if isinstance(v, float):
        return "%.4f" % v
    if isinstance(v, (list, tuple)) and v and isinstance(v[0], (list, tuple)):
        return "[" + ", ".join("(%.2f, %.2f)" % tuple(c) for c in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join("%r: %.3f" % (k, x) for k, x in sorted(v.items(), key=lambda kv: str(kv[0]))) + "}"
    return repr(v)


def dump_rows(dump):
    out = {}
    order = {}
    for c in dump.get("cells", []):
        out.setdefault(c["panel"], {})[c["name"]] = c
        order.setdefault(c["panel"], []).append(c["name"])
    return out, order


def compare(board, model, dump, check_geometry=True):
    """Compare a model scene with a dump; returns [Mismatch]."""
    t = model["time"]
    mm = []
    drows, dorder = dump_rows(dump)
    bnd = set(model.get("boundary", []))
    for pname, rows in model["rows"].items():
        got = drows.get(pname, {})
        for name in sorted(set(rows) | set(got)):
            note = "exact boundary instant" if (pname, name) in bnd else ""
            e, g = rows.get(name), got.get(name)
            if e is None or g is None:
                mm.append(Mismatch(board, t, pname, name, "presence",
                                   None if e is None else e["phase"],
                                   None if g is None else g["phase"], note))
                continue
            if e["phase"] != g["phase"]:
                mm.append(Mismatch(board, t, pname, name, "phase", e["phase"], g["phase"], note))
            if e["y"] is not None and abs(e["y"] - g["slot"]["y"]) > TOL_Y:
                mm.append(Mismatch(board, t, pname, name, "y", e["y"], g["slot"]["y"], note))
            if check_geometry and e["x"] is not None:
                for f, k in (("x", "x"), ("w", "width"), ("h", "height")):
                    if abs(e[f] - g["slot"][k]) > TOL_Y:
                        mm.append(Mismatch(board, t, pname, name, "slot." + k, e[f], g["slot"][k], note))
            tile = g.get("tile")
            gop = tile["opacity"] if tile else None
            if gop is None or abs(e["opacity"] - gop) > TOL_OPACITY:
                mm.append(Mismatch(board, t, pname, name, "opacity", e["opacity"], gop, note))
            if e["quad"] is not None and tile:
                gq = tile["quad"]
                err = max(math.hypot(a[0] - b[0], a[1] - b[1]) for a, b in zip(e["quad"], gq))
                if err > TOL_QUAD:
                    mm.append(Mismatch(board, t, pname, name, "quad", [list(c) for c in e["quad"]], gq, note))
            if "clip" in e and tile:
                ec, gc = e["clip"], tile.get("clip")
                if (ec is None) != (gc is None) or (ec is not None and max(
                        abs(ec[0] - gc["x"]), abs(ec[1] - gc["y"]), abs(ec[2] - gc["width"]),
                        abs(ec[3] - gc["height"])) > TOL_QUAD):
                    mm.append(Mismatch(board, t, pname, name, "clip", ec,
                                       None if gc is None else (gc["x"], gc["y"], gc["width"], gc["height"]), note))
            gt = {}
            for x in g.get("texts", []):
                gt[x["text"]] = gt.get(x["text"], 0.0) + x["opacity"]
            et = e["texts"]
            for s in set(et) | set(gt):
                if abs(et.get(s, 0.0) - gt.get(s, 0.0)) > TOL_TEXT:
                    mm.append(Mismatch(board, t, pname, name, "texts", et, gt, note))
                    break
        exp_order = model["order"].get(pname, [])
        got_order = dorder.get(pname, [])
        if got_order != exp_order and sorted(got_order) == sorted(exp_order):
            # documented: removed views first (below), then the views in layout order.  The
            # order *among* views removed by the same step is not specified: only noted.
            removed = {n for n in exp_order if rows[n]["phase"] == "removing"}
            nrem = len(removed)
            if set(got_order[:nrem]) == removed and got_order[nrem:] == exp_order[nrem:]:
                mm.append(Mismatch(board, t, pname, None, "order among same-step removals",
                                   exp_order[:nrem], got_order[:nrem], "spec silent"))
            else:
                mm.append(Mismatch(board, t, pname, None, "drawing order", exp_order, got_order))
    for pname in drows:
        if pname not in model["rows"]:
            mm.append(Mismatch(board, t, pname, None, "panel", None, list(drows[pname])))
    # texts (status + panel texts): summed opacity per (panel, string)
    gt = {}
    for x in dump.get("texts", []):
        key = (x["panel"], x["text"])
        gt[key] = gt.get(key, 0.0) + x["opacity"]
    et = model["texts"]
    for key in sorted(set(et) | set(gt), key=str):
        if abs(et.get(key, 0.0) - gt.get(key, 0.0)) > TOL_TEXT:
            mm.append(Mismatch(board, t, key[0] if key[0] is not None else "status", None,
                               "text %r" % key[1], et.get(key, 0.0), gt.get(key, 0.0)))
    return mm


# ---------------------------------------------------------------------------
# Geometry (layout input, not motion)
# ---------------------------------------------------------------------------


def derive_geometry(board, dumps, starts):
    """Per panel (x, list top) from the first dump where a row's index in its state is known.

    A row that is present / removing / inserting at the instant its step starts (tau = 0)
    or at rest sits at top + padding + i * pitch; one such row fixes the panel's origin.
    For the collapse board: the first view's slot at t = 0 (the rest layout)."""
    geo = {}
    for t, dump in dumps:
        drows, _ = dump_rows(dump)
        for p in board.panels:
            if p.name in geo:
                continue
            if board.is_collapse:
                # at t = 0 nothing has moved yet (p(0) = 0, or everything is final when
                # nothing animates): any view's slot fixes the panel's origin
                if t != 0:
                    continue
                m = board.scene(t, {q.name: (0.0, 0.0) for q in board.panels}, starts)
                for nm, c in m["rows"].get(p.name, {}).items():
                    if nm in drows.get(p.name, {}):
                        g = drows[p.name][nm]["slot"]
                        geo[p.name] = (g["x"] - c["x"], g["y"] - c["y"])
                        break
                continue
            m = board.scene(t, {}, starts)
            for name, row in m["rows"].get(p.name, {}).items():
                if name not in drows.get(p.name, {}):
                    continue
                idx = _row_rest_index(board, m, p, name)
                if idx is None:
                    continue
                g = drows[p.name][name]["slot"]
                geo[p.name] = (g["x"], g["y"] - p.padding - idx * p.pitch)
                break
    return geo


def _row_rest_index(board, m, p, name):
    k = m["step"]
    pi = board.panels.index(p)
    if k == 0:
        for i, r in enumerate(board.visible(0, pi)):
            if board.row_key(p, 0, i, r) == name:
                return i
        return None
    tau = m["time"]
    for row in board.diffs[k][pi]["rows"]:
        if row["key"] != name:
            continue
        if row["kind"] == "remove":
            return row["i_old"]
        if row["kind"] == "insert":
            return row["i_new"]
        if row["i_old"] == row["i_new"]:
            return row["i_new"]
        return None
    return None


def selftest(verbose=True):
    """The model against the spec's own worked examples (SEMANTICS 10.3 and 14)."""
    fails = 0

    def check(name, got, want, tol=0.01):
        nonlocal fails
        ok = got is not None and abs(got - want) <= tol
        fails += 0 if ok else 1
        if verbose or not ok:
            print("%s %-44s got %s want %.4f" % ("ok  " if ok else "FAIL", name,
                                                  "None" if got is None else "%.4f" % got, want))

    # 10.3: VStack(spacing: 8), rows 40 pt at y = 48 i, [A,B,C,D] -> [B,D], easeInOut 0.35
    recs = [{"id": c, "title": c, "flag": c in "BD"} for c in "ABCD"]
    for mode in ("id", "index", "fresh"):
        d = {"animation": None, "records": recs,
             "panels": [{"name": "p", "identity": mode, "views": [{"list": {
                 "spacing": 8, "padding": 0, "rowHeight": 40, "trailing": "none",
                 "animation": ".easeInOut(duration: 0.35)", "value": "visible"}}]}],
             "steps": [{"caption": "x", "only": True}]}
        b = ScenarioBoard(d, "s10.3")
        m = b.scene(0.175, {"p": (0.0, 0.0)}, [0.0])
        rows = m["rows"]["p"]
        if mode == "id":
            check("10.3 id: B y", rows["B"]["y"], 24)
            check("10.3 id: D y", rows["D"]["y"], 96)
            check("10.3 id: A alpha (removing, y 0)", rows["A"]["opacity"], 0.5)
            check("10.3 id: C y (frozen)", rows["C"]["y"], 96)
        elif mode == "index":
            check("10.3 index: row 0 y", rows["0"]["y"], 0)
            check("10.3 index: row 0 'A' layer", rows["0"]["texts"].get("A"), 0.5)
            check("10.3 index: row 0 'B' layer", rows["0"]["texts"].get("B"), 0.5)
            check("10.3 index: row 1 'D' layer", rows["1"]["texts"].get("D"), 0.5)
            check("10.3 index: row 3 alpha (removing)", rows["3"]["opacity"], 0.5)
        else:
            check("10.3 fresh: A#0 alpha, y 0", rows["A#0"]["opacity"] + rows["A#0"]["y"], 0.5)
            check("10.3 fresh: D#1 alpha at y 48", rows["D#1"]["opacity"] + rows["D#1"]["y"], 48.5)
        # list height 184 -> 88: 136 at p = 0.5 (not dumped; the container_h geometry)
        if mode == "id":
            p = b.panels[0]
            check("10.3 stack height", lerp(p.container_h(4), p.container_h(2), 0.5), 136)
    # 14: bar 40, spacing 8, easeOut 0.3; t = 0.075 / 0.15 / 0.225
    with open(os.path.join(os.path.dirname(HERE), "..", "Examples", "collapse.json")) as f:
        cd = json.load(f)
    b = ScenarioBoard(cd, "collapse")
    geo = {p.name: (0.0, 0.0) for p in b.panels}
    want = {0.075: (24.87, 0.622, 32.87, 29.85), 0.15: (12.61, 0.315, 20.61, 15.14),
            0.225: (3.74, 0.093, 11.74, 4.49)}
    for t, (h, a, y, yf) in want.items():
        m = b.scene(t, geo, [0.0, 0.9])
        check("14 in place: bar height t=%g" % t, m["rows"]["frame"]["bar"]["h"], h)
        check("14 in place: bar alpha t=%g" % t, m["rows"]["frame"]["bar"]["opacity"], a)
        check("14 in place: content y t=%g" % t, m["rows"]["frame"]["content"]["y"], y)
        check("14 FoldUp: content y t=%g" % t, m["rows"]["fold"]["content"]["y"], yf)
        check("14 FoldUp: band t=%g" % t, m["rows"]["fold"]["bar"]["clip"][3], h)
        check("14 bug: content y t=%g" % t, m["rows"]["bug"]["content"]["y"], y)
        check("14 bug: no bar t=%g" % t, float("bar" in m["rows"]["bug"]), 0.0)
    m = b.scene(0.3, geo, [0.0, 0.9])
    check("14 t=0.3: in-place bar height 0", m["rows"]["frame"]["bar"]["h"], 0.0)
    check("14 t=0.3: FoldUp band 0 (still drawn)", m["rows"]["fold"]["bar"]["clip"][3], 0.0)
    m = b.scene(0.0, geo, [0.0, 0.9])
    check("14 t=0: bug bar gone at once", float("bar" in m["rows"]["bug"]), 0.0)
    print("scenario selftest: %d failure(s)" % fails)
    return fails


if __name__ == "__main__":
    if sys.argv[1:2] == ["--selftest"]:
        sys.exit(1 if selftest("-q" not in sys.argv) else 0)
    # print the model's timeline for a board file
    b = ScenarioBoard.load(sys.argv[1])
    for i, (s, lo, hi, unk) in enumerate(b.step_times()):
        print("%d. %.9f - %.9f%s" % (i + 1, s, lo, "" if hi == lo else " (up to %.9f: %s)" % (hi, unk)))
