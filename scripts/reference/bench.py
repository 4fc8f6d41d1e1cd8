#!/usr/bin/env python3
"""Independent model of boardgen's built-in "bench" board (twelve transition cells).

Derived from /work/shared/SEMANTICS.md (sections 3-7), /work/shared/DESIGN.md and the
bench issue text only.  The ONLY inputs taken from a boardgen scene dump are the cell
names/captions, their `slot` rectangles and the sample time; everything else (quads,
opacity, clip, presence) is computed here and compared with the dump.

Usage:
  python3 bench.py DUMP.json [DUMP.json ...]       # compare dumps, exit 1 on failure
  python3 bench.py --time T DUMP.json              # override the time (else dump["time"])

Interpretations (also in README.md)
-----------------------------------
* Tile = the transitioned view; it fills its slot: local frame (0,0,W,H) with W,H the
  slot's size, placed at the slot origin.  Geometry effects use this W x H.
* Timeline: removal animation `.easeInOut(duration: 0.7).speed(0.25)` starts at t = 0
  (lasts 2.8 s), hold 0.6 s, insertion starts at t = 3.4 with the same animation,
  hold 0.6 s, cycle 6.8 s.  Times > 6.8 wrap modulo 6.8.
* Removal: activeness q = p(t);  insertion: q = 1 - p(t - 3.4); a parameter is
  P_identity + (P_active - P_identity) * q.
* Presence: a removed view stays in the tree while its animation is not done; a bezier
  is done only for local t > duration (SEMANTICS 1.2), so at t = 2.8 exactly the
  removed tile is still there in its fully active state (e.g. offset cell: moved 70 pt,
  4 pt still visible); for 2.8 < t < 3.4 every tile is null.  Inserted views are in the
  tree from t = 3.4 on (in their willAppear state at exactly 3.4, q = 1).
* `.identity` is "no transition": removed at once at t = 0 (null for 0 <= t < 3.4),
  inserted at once at t = 3.4 at identity.
* The scene at t = 0 is the first frame *after* the state change (animated views show
  their from-values, the identity cell is already gone).
* Alternatives accepted at exact boundaries (reported as WARN, not FAIL):
  t = 0: identity cell still present (pre-change frame);  t = 2.8: removed tiles already
  gone;  t = 3.4: tiles not yet inserted (still the hold);  t = 6.8: the next cycle's
  t = 0 (identity cell gone).
* .move(edge: .leading): offset (-W, 0) on both insertion and removal (own width).
  .slide: insertion from (-W, 0), removal to (+W, 0).
  .push(from: .trailing): insertion from (+W, 0) with opacity 0, removal to (-W, 0)
  with opacity 0.
  .scale: scale 1e-5 about the centre.  .offset(y: 70): (0, +70) both directions.
  combined: offset (inner) then opacity.  asymmetric: insertion scale 0.2 (centre,
  opacity 1); removal opacity only.
* tilt: rotation3DEffect(78 deg * q about x, anchor .bottom = (W/2, H), anchorZ 0,
  perspective 1 -> d = max(W,H)) and opacity 1 - q; same on insertion and removal
  (+78 deg, the top leans away), projected per SEMANTICS 7.
* fold: FoldUp frame height h = (1 - q) * H (the frame's laid-out rect interpolates
  linearly), centred in the slot: frame = (0, (H-h)/2, W, h); the tile keeps its full
  height W x H and is top-aligned in the frame, so quad = slot moved down by (H-h)/2;
  clip = slot intersected with the frame = (x, y + (H-h)/2, W, h).  Opacity 1.
* trap: VStack { Tile().transition(.scale) } -> the VStack is the inserted item and gets
  the default `.opacity`.
* quad corners: TL, TR, BR, BL of the tile after every effect, before clipping;
  clip = the slot (narrowed by the fold frame); opacity is the product of opacity
  effects (not clamped; it stays in [0,1] for easeInOut anyway).
* Corner error = Euclidean distance between the dump's and the model's corner.
"""
from __future__ import annotations

import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import motion  # noqa: E402

ANIMATION = ".easeInOut(duration: 0.7).speed(0.25)"
REMOVAL_START = 0.0
HOLD = 0.6
SLOT_HEIGHT = 74.0
SCALE_MIN = 1e-5
TOL_CORNER = 0.5
TOL_OPACITY = 0.01
BOUNDARY_EPS = 1e-6

ANIM = motion.parse_animation(ANIMATION)
PHASE = ANIM.duration()                       # 2.8
INSERT_START = REMOVAL_START + PHASE + HOLD    # 3.4
CYCLE = INSERT_START + PHASE + HOLD            # 6.8

KINDS = ["identity", "opacity", "scale", "offset", "move", "slide", "push", "combined",
         "asymmetric", "tilt", "fold", "trap"]

# ---------------------------------------------------------------------------
# Transition algebra (a small independent one): a transition, given the direction
# ("insertion"/"removal") and the activeness q in [0,1], returns a list of effects
# applied inner -> outer:  ("opacity", a) ("offset", dx, dy) ("scale", s, ux, uy)
# ("rot3d", theta, axis, ux, uy, perspective) ("fold", h)
# ---------------------------------------------------------------------------


def lerp(a, b, q):
    return a + (b - a) * q


def T_identity():
    return None  # "no transition": no animation, inserted/removed at once


def T_opacity():
    return lambda d, q, W, H: [("opacity", lerp(1.0, 0.0, q))]


def T_scale(s=SCALE_MIN, ux=0.5, uy=0.5):
    return lambda d, q, W, H: [("scale", lerp(1.0, s, q), ux, uy)]


def T_offset(dx, dy):
    return lambda d, q, W, H: [("offset", dx * q, dy * q)]


def _edge_vec(edge, W, H):
    return {"top": (0.0, -H), "bottom": (0.0, H), "leading": (-W, 0.0),
            "trailing": (W, 0.0)}[edge]


OPPOSITE = {"top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading"}


def T_move(edge):
    def f(d, q, W, H):
        vx, vy = _edge_vec(edge, W, H)
        return [("offset", vx * q, vy * q)]
    return f


def T_slide():
    def f(d, q, W, H):
        vx, vy = _edge_vec("leading" if d == "insertion" else "trailing", W, H)
        return [("offset", vx * q, vy * q)]
    return f


def T_push(edge):
    def f(d, q, W, H):
        e = edge if d == "insertion" else OPPOSITE[edge]
        vx, vy = _edge_vec(e, W, H)
        return [("offset", vx * q, vy * q), ("opacity", lerp(1.0, 0.0, q))]
    return f


def T_combined(a, b):
    return lambda d, q, W, H: a(d, q, W, H) + b(d, q, W, H)


def T_asymmetric(ins, rem):
    def f(d, q, W, H):
        if d == "insertion":
            return ins(d, q, W, H) + rem(d, 0.0, W, H)
        return ins(d, 0.0, W, H) + rem(d, q, W, H)
    return f


def T_tilt():
    return lambda d, q, W, H: [("rot3d", math.radians(78.0) * q, (1.0, 0.0, 0.0), 0.5, 1.0, 1.0),
                               ("opacity", lerp(1.0, 0.0, q))]


def T_fold():
    return lambda d, q, W, H: [("fold", (1.0 - q) * H)]


def transition_for(kind):
    return {
        "identity": T_identity(),
        "opacity": T_opacity(),
        "scale": T_scale(),
        "offset": T_offset(0.0, 70.0),
        "move": T_move("leading"),
        "slide": T_slide(),
        "push": T_push("trailing"),
        "combined": T_combined(T_offset(0.0, 70.0), T_opacity()),
        "asymmetric": T_asymmetric(T_scale(0.2), T_opacity()),
        "tilt": T_tilt(),
        "fold": T_fold(),
        "trap": T_opacity(),  # VStack steals the trait: default .opacity
    }[kind]


def apply_effects(effects, W, H):
    """-> (local corners TL,TR,BR,BL, opacity, local clip rect or None for 'slot')."""
    pts = [(0.0, 0.0), (W, 0.0), (W, H), (0.0, H)]
    opacity = 1.0
    clip = (0.0, 0.0, W, H)
    for e in effects:
        kind = e[0]
        if kind == "opacity":
            opacity *= e[1]
        elif kind == "offset":
            pts = [(x + e[1], y + e[2]) for x, y in pts]
        elif kind == "scale":
            s, ax, ay = e[1], e[2] * W, e[3] * H
            pts = [(ax + (x - ax) * s, ay + (y - ay) * s) for x, y in pts]
        elif kind == "rot3d":
            theta, axis, ux, uy, persp = e[1:]
            A = (ux * W, uy * H)
            pts = [motion.rotation3d_project(p, theta, axis, A, W, H, persp) for p in pts]
        elif kind == "fold":
            h = e[1]
            top = (H - h) / 2.0
            pts = [(x, y + top) for x, y in pts]
            fy0, fy1 = top, top + h
            cy0, cy1 = max(clip[1], fy0), min(clip[1] + clip[3], fy1)
            clip = (clip[0], cy0, clip[2], max(0.0, cy1 - cy0))
        else:
            raise ValueError(kind)
    return pts, opacity, clip


# ---------------------------------------------------------------------------
# Timeline
# ---------------------------------------------------------------------------


def states_at(t):
    """List of (label, state) interpretations for time t; the first is primary.

    state = ("removal", p) | ("insertion", p) | ("gone",) | ("present",) and for the
    identity cell the `identity_present` flag.
    Returned as dicts {"label", "animated": state, "identity_present": bool}.
    """
    if t > CYCLE + BOUNDARY_EPS:
        t = math.fmod(t, CYCLE)

    def at(tt):
        if tt < REMOVAL_START:
            return {"animated": ("present",), "identity_present": True}
        lt = tt - REMOVAL_START
        if tt < INSERT_START:
            p, done = ANIM.value(lt)
            st = ("gone",) if done else ("removal", p)
            return {"animated": st, "identity_present": False}
        lt = tt - INSERT_START
        p, done = ANIM.value(lt)
        st = ("present",) if done else ("insertion", p)
        return {"animated": st, "identity_present": True}

    prim = dict(at(t), label="primary")
    out = [prim]
    near = lambda b: abs(t - b) <= BOUNDARY_EPS  # noqa: E731
    if near(REMOVAL_START):
        out.append({"label": "t=0 as the pre-change frame (identity cell still present)",
                    "animated": ("present",), "identity_present": True})
    if near(REMOVAL_START + PHASE):
        out.append({"label": "t=2.8 removed views already gone", "animated": ("gone",),
                    "identity_present": False})
    if near(INSERT_START):
        out.append({"label": "t=3.4 still the hold (nothing inserted yet)",
                    "animated": ("gone",), "identity_present": False})
    if near(CYCLE):
        out.append({"label": "t=6.8 as the next cycle's t=0 (identity cell gone)",
                    "animated": ("removal", 0.0), "identity_present": False})
    return out


def expected_tile(kind, slot, state):
    """slot = dict(x,y,width,height); state from states_at -> None or tile dict."""
    W, H = float(slot["width"]), float(slot["height"])
    X0, Y0 = float(slot["x"]), float(slot["y"])
    tr = transition_for(kind)
    if tr is None:
        if not state["identity_present"]:
            return None
        effects = []
    else:
        st = state["animated"]
        if st[0] == "gone":
            return None
        if st[0] == "present":
            effects = tr("insertion", 0.0, W, H)
        elif st[0] == "removal":
            effects = tr("removal", st[1], W, H)
        else:
            effects = tr("insertion", 1.0 - st[1], W, H)
    pts, opacity, clip = apply_effects(effects, W, H)
    return {"quad": [[X0 + x, Y0 + y] for x, y in pts], "opacity": opacity,
            "clip": {"x": X0 + clip[0], "y": Y0 + clip[1], "width": clip[2], "height": clip[3]}}


def cell_kind(cell, index):
    for key in ("name", "caption"):
        v = str(cell.get(key) or "").lower()
        for k in KINDS:
            if v == k or v.startswith(k):
                return k
    specific_first = ["combined", "asymmetric", "trap", "tilt", "fold", "push", "slide", "move",
                      "offset", "scale", "opacity", "identity"]
    for key in ("name", "caption"):
        v = str(cell.get(key) or "").lower()
        for k in specific_first:
            if k in v:
                return k
    return KINDS[index] if index < len(KINDS) else None


# ---------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------


def tile_error(got, want):
    """-> (corner_err_pt, opacity_err, clip_err_pt) or inf for presence mismatch."""
    if got is None and want is None:
        return 0.0, 0.0, 0.0
    if got is None or want is None:
        return math.inf, math.inf, math.inf
    ce = max(math.hypot(g[0] - w[0], g[1] - w[1]) for g, w in zip(got["quad"], want["quad"]))
    if len(got["quad"]) != 4:
        ce = math.inf
    oe = abs(float(got["opacity"]) - want["opacity"])
    gc, wc = got.get("clip"), want["clip"]
    if gc is None:
        cle = math.inf
    else:
        cle = max(abs(float(gc[k]) - wc[k]) for k in ("x", "y", "width", "height"))
    return ce, oe, cle


def compare_dump(dump, t=None):
    """Compare a parsed scene dump.  Returns a report dict."""
    if t is None:
        t = float(dump["time"])
    cells = dump["cells"]
    alts = states_at(t)
    rep = {"time": t, "cells": [], "fail": False, "warn": [], "problems": []}
    if abs(float(dump.get("time", t)) - t) > 1e-6:
        rep["problems"].append("dump time %s != requested %s" % (dump.get("time"), t))
        rep["fail"] = True
    if len(cells) != 12:
        rep["problems"].append("expected 12 cells, got %d" % len(cells))
        rep["fail"] = True
    for i, c in enumerate(cells):
        kind = cell_kind(c, i)
        slot = c["slot"]
        if abs(float(slot["height"]) - SLOT_HEIGHT) > 1e-6:
            rep["problems"].append("cell %s slot height %s != 74" % (c.get("name"), slot["height"]))
        got = c.get("tile")
        best = None
        for alt in alts:
            want = expected_tile(kind, slot, alt)
            err = tile_error(got, want)
            score = max(err[0] / TOL_CORNER, err[1] / TOL_OPACITY, err[2] / TOL_CORNER)
            if best is None or score < best[0] - 1e-12:
                best = (score, err, alt["label"], want)
            if alt["label"] == "primary":
                primary = (score, err, want)
        score, err, label, want = best
        ok = score <= 1.0
        row = {"name": c.get("name"), "kind": kind, "corner": err[0], "opacity": err[1],
               "clip": err[2], "ok": ok, "interpretation": label,
               "got_present": got is not None, "want_present": want is not None}
        if ok and label != "primary":
            rep["warn"].append("%s at t=%g matches alternative: %s (primary error corner %.3g, "
                               "opacity %.3g)" % (c.get("name"), t, label, primary[1][0],
                                                  primary[1][1]))
        if not ok:
            rep["fail"] = True
            row["got"] = got
            row["want"] = primary[2]
        rep["cells"].append(row)
    return rep


def fmt(x):
    return "inf" if x == math.inf else "%.4f" % x


def print_report(rep, out=sys.stdout):
    print("t=%-9g %s" % (rep["time"], "FAIL" if rep["fail"] else "ok"), file=out)
    for p in rep["problems"]:
        print("   problem: %s" % p, file=out)
    for w in rep["warn"]:
        print("   WARN: %s" % w, file=out)
    for r in rep["cells"]:
        if not r["ok"]:
            print("   FAIL %-11s corner %s pt  opacity %s  clip %s pt  present got/want %s/%s"
                  % (r["name"], fmt(r["corner"]), fmt(r["opacity"]), fmt(r["clip"]),
                     r["got_present"], r["want_present"]), file=out)
            print("        got  %s" % json.dumps(r.get("got")), file=out)
            print("        want %s" % json.dumps(r.get("want")), file=out)


def main(argv):
    t = None
    files = []
    i = 1
    while i < len(argv):
        if argv[i] == "--time":
            t = motion.parse_time(argv[i + 1])
            i += 2
        else:
            files.append(argv[i])
            i += 1
    if not files:
        print(__doc__)
        return 2
    bad = 0
    for f in files:
        with open(f) as fh:
            rep = compare_dump(json.load(fh), t)
        print_report(rep)
        bad += rep["fail"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
