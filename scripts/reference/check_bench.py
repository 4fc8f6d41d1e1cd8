#!/usr/bin/env python3
"""Check `boardgen render bench` against the independent bench model (bench.py).

JSON mode (default): renders `boardgen render bench --at T -o DIR/bench-T.json` at the
phase boundaries (0, 2.8, 3.4, 6.2, 6.8), just beside them, and at random times in
[0, 6.8]; compares every tile's quad (<= 0.5 pt per corner), opacity (<= 0.01) and clip
(<= 0.5 pt) with bench.py.  Only the dump's slot rects, names and the time are used
as model input.

--png: also renders `--scale 2` PNGs and, per cell, measures the bounding box of the
pixels that differ from the empty board (rendered at t = 3.1, when no tile is in the
tree) inside the slot, against the model's expected extents of quad intersected with
clip (<= 2.5 px per edge; one-sided "nothing outside the expected box" when the tile is
too faint to see), and checks that the pixels between the slots (outside every slot,
within the grid's rows; title/status rows above/below the grid are excluded) do not
change across frames during the removal (0 < t <= 2.8).

Usage: python3 check_bench.py [--bin PATH] [--n 40] [--seed N] [--png] [--keep DIR] [-v]
Exit: 0 pass, 1 mismatch, 3 binary/subcommand missing (pending).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402
from common import find_binary, fmt_time, pending, run  # noqa: E402

TOL_PX = 2.5
DIFF_THRESHOLD = 6        # max channel difference (0..255) that counts as "changed"
MIN_VISIBLE_OPACITY = 0.2  # below this only the one-sided containment test is applied
# The tiles have slightly rounded corners (about 2 pt).  A visible sliver thinner than
# that (a tile almost gone through its slot's edge, a fold band of 0.1 pt) is legitimately
# shorter than its quad's bounding box by up to the radius, so slivers thinner than
# MIN_SLIVER_PX only get the one-sided containment test as well.
MIN_SLIVER_PX = 8.0
EMPTY_TIME = 3.1


def render(exe, t, path, extra=()):
    cmd = [exe, "render", "bench", "--at", fmt_time(t), "-o", path] + list(extra)
    rc, out, err = run(cmd)
    if rc != 0 or not os.path.exists(path):
        return "%s -> exit %s: %s" % (" ".join(cmd), rc, (err or out).strip()[:300])
    return None


def sample_times(n, seed):
    rng = random.Random(seed)
    ts = [0.0, 2.8, 3.4, 6.2, 6.8]
    ts += [0.001, 1.4, 2.799, 2.801, 3.1, 3.401, 4.8, 6.199, 6.201, 6.5, 6.799]
    ts += [round(rng.uniform(0, 6.8), 4) for _ in range(n)]
    return sorted(set(ts))


# ---------------------------------------------------------------- geometry helpers


def clip_polygon(poly, rect):
    """Sutherland-Hodgman clip of a polygon against an axis-aligned rect (x0,y0,x1,y1)."""
    x0, y0, x1, y1 = rect
    edges = [(lambda p: p[0] >= x0, lambda a, b: _ix(a, b, x0, 0)),
             (lambda p: p[0] <= x1, lambda a, b: _ix(a, b, x1, 0)),
             (lambda p: p[1] >= y0, lambda a, b: _ix(a, b, y0, 1)),
             (lambda p: p[1] <= y1, lambda a, b: _ix(a, b, y1, 1))]
    out = list(poly)
    for inside, inter in edges:
        if not out:
            break
        src, out = out, []
        for i in range(len(src)):
            cur, prev = src[i], src[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(inter(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(inter(prev, cur))
    return out


def _ix(a, b, v, axis):
    d = b[axis] - a[axis]
    u = 0.0 if d == 0 else (v - a[axis]) / d
    return (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)


def poly_area(poly):
    return 0.5 * abs(sum(poly[i - 1][0] * poly[i][1] - poly[i][0] * poly[i - 1][1]
                         for i in range(len(poly))))


def expected_box(tile, scale):
    """bbox (px) of quad intersected with clip, and visible area in px^2 (None if empty)."""
    if tile is None:
        return None, 0.0
    c = tile["clip"]
    rect = (c["x"], c["y"], c["x"] + c["width"], c["y"] + c["height"])
    poly = clip_polygon([tuple(p) for p in tile["quad"]], rect)
    if len(poly) < 3:
        return None, 0.0
    area = poly_area(poly) * scale * scale
    xs = [p[0] * scale for p in poly]
    ys = [p[1] * scale for p in poly]
    return (min(xs), min(ys), max(xs), max(ys)), area


# ---------------------------------------------------------------- main


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin")
    ap.add_argument("--n", type=int, default=40, help="random times (default 40)")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--png", action="store_true")
    ap.add_argument("--scale", type=float, default=2.0)
    ap.add_argument("--keep", help="keep the rendered files in this directory")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    exe = find_binary(args.bin)
    work = args.keep or tempfile.mkdtemp(prefix="check_bench_")
    os.makedirs(work, exist_ok=True)
    probe = os.path.join(work, "probe.json")
    msg = render(exe, 1.0, probe)
    if msg:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
        pending("`render bench` not available: " + msg)
    try:
        with open(probe) as f:
            d = json.load(f)
        d["cells"][0]["slot"]
    except Exception as e:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
        pending("`render bench -o x.json` did not write a scene dump: %s" % e)

    times = sample_times(args.n, args.seed)
    failed = False
    per_cell = {}
    boundary_warn = []
    problems = []
    dumps = {}
    for t in times:
        path = os.path.join(work, "bench-%s.json" % fmt_time(t))
        msg = render(exe, t, path)
        if msg:
            problems.append(msg)
            failed = True
            continue
        with open(path) as f:
            dump = json.load(f)
        dumps[t] = dump
        rep = bench.compare_dump(dump, t)
        boundary = any(abs(t - b) <= bench.BOUNDARY_EPS for b in (0, 2.8, 3.4, 6.2, 6.8))
        for r in rep["cells"]:
            pc = per_cell.setdefault(r["name"], {"corner": 0.0, "opacity": 0.0, "clip": 0.0,
                                                 "fails": [], "n": 0, "present": 0})
            pc["n"] += 1
            pc["present"] += r["got_present"]
            for k in ("corner", "opacity", "clip"):
                if r[k] != math.inf:
                    pc[k] = max(pc[k], r[k])
            if not r["ok"]:
                pc["fails"].append(t)
        boundary_warn += rep["warn"]
        if rep["fail"]:
            failed = True
            bench.print_report(rep)
        elif args.verbose:
            print("t=%g ok%s" % (t, " (boundary)" if boundary else ""))

    print("binary: %s   (%d times, files in %s)" % (exe, len(times), work))
    print("%-12s %5s %8s %10s %9s %9s  %s" % ("cell", "n", "present", "corner pt", "opacity", "clip pt", "failing times"))
    for name, pc in per_cell.items():
        print("%-12s %5d %8d %10.4f %9.4f %9.4f  %s" % (name, pc["n"], pc["present"], pc["corner"],
                                                       pc["opacity"], pc["clip"],
                                                       ",".join("%g" % x for x in pc["fails"][:12]) or "-"))
    for w in boundary_warn:
        print("WARN " + w)
    for p in problems:
        print("problem: " + p)

    if args.png:
        failed |= png_checks(exe, work, times, dumps, args)

    if args.keep is None and not failed:
        shutil.rmtree(work, ignore_errors=True)
    print("check_bench: %s" % ("FAIL" if failed else "PASS"))
    return 1 if failed else 0


def png_checks(exe, work, times, dumps, args):
    try:
        import numpy as np
        from PIL import Image
    except ImportError:
        print("PNG checks need numpy and Pillow: pip install numpy pillow")
        return True
    scale = args.scale
    extra = ["--scale", ("%g" % scale)]

    def load(t):
        path = os.path.join(work, "bench-%s@%gx.png" % (fmt_time(t), scale))
        msg = render(exe, t, path, extra)
        if msg:
            raise RuntimeError(msg)
        return np.asarray(Image.open(path).convert("RGBA")).astype(np.int16)

    failed = False
    try:
        empty = load(EMPTY_TIME)
    except RuntimeError as e:
        print("PNG: cannot render: %s" % e)
        return True
    H, W = empty.shape[:2]
    any_dump = next(iter(dumps.values()))
    size = any_dump.get("size", {})
    if size and (abs(W - size["width"] * scale) > 1 or abs(H - size["height"] * scale) > 1):
        print("PNG: image %dx%d is not size x %g = %gx%g" % (W, H, scale, size["width"] * scale,
                                                              size["height"] * scale))
        failed = True
    slots = [c["slot"] for c in any_dump["cells"]]

    def px_rect(s, grow=0.0):
        x0 = max(0, int(math.floor(s["x"] * scale - grow)))
        y0 = max(0, int(math.floor(s["y"] * scale - grow)))
        x1 = min(W, int(math.ceil((s["x"] + s["width"]) * scale + grow)))
        y1 = min(H, int(math.ceil((s["y"] + s["height"]) * scale + grow)))
        return x0, y0, x1, y1

    # between-slot mask: outside every slot (grown by 1 px), within the grid's rows
    ys = sorted(set(round(s["y"], 3) for s in slots))
    row_gap = min((b - a for a, b in zip(ys, ys[1:])), default=bench.SLOT_HEIGHT * 2) - bench.SLOT_HEIGHT
    top = max(0, int((min(s["y"] for s in slots) - max(row_gap, 0) / 2) * scale))
    bot = min(H, int(math.ceil((max(s["y"] + s["height"] for s in slots) + max(row_gap, 0) / 2) * scale)))
    between = np.zeros((H, W), bool)
    between[top:bot, :] = True
    for s in slots:
        x0, y0, x1, y1 = px_rect(s, 1.0)
        between[y0:y1, x0:x1] = False

    ext_stats = {}
    first_removal = None
    removal_changes = []
    ptimes = [t for t in times if t in dumps]
    for t in ptimes:
        try:
            img = load(t)
        except RuntimeError as e:
            print("PNG: %s" % e)
            failed = True
            continue
        states = bench.states_at(t)
        diff = np.abs(img - empty).max(axis=2) > DIFF_THRESHOLD
        for i, c in enumerate(dumps[t]["cells"]):
            kind = bench.cell_kind(c, i)
            want = bench.expected_tile(kind, c["slot"], states[0])
            box, area = expected_box(want, scale)
            x0, y0, x1, y1 = px_rect(c["slot"])
            sub = diff[y0:y1, x0:x1]
            st = ext_stats.setdefault(c["name"], {"max": 0.0, "fails": [], "checked": 0})
            if sub.any():
                rr = np.where(sub.any(axis=1))[0]
                cc = np.where(sub.any(axis=0))[0]
                got = (x0 + cc[0], y0 + rr[0], x0 + cc[-1] + 1, y0 + rr[-1] + 1)
            else:
                got = None
            boundary = len(states) > 1
            opacity = want["opacity"] if want else 0.0
            solid = (box is not None and opacity >= MIN_VISIBLE_OPACITY and area >= 4
                     and box[2] - box[0] >= MIN_SLIVER_PX and box[3] - box[1] >= MIN_SLIVER_PX)
            if solid:
                st["checked"] += 1
                if got is None:
                    err = math.inf
                else:
                    err = max(abs(a - b) for a, b in zip(got, box))
            elif got is None:
                err = 0.0
            else:
                # faint or absent tile: nothing may show outside the expected box
                if box is None:
                    err = math.inf if not boundary else 0.0
                else:
                    err = max(0.0, box[0] - got[0], box[1] - got[1], got[2] - box[2], got[3] - box[3])
            if boundary and err > TOL_PX:
                continue  # boundary frames: several interpretations, covered by the JSON check
            st["max"] = max(st["max"], err if err != math.inf else st["max"])
            if err > TOL_PX:
                st["fails"].append((t, got, tuple(round(v, 2) for v in box) if box else None))
                failed = True
        if 0 < t <= 2.8 + 1e-9:
            if first_removal is None:
                first_removal = (t, img)
            else:
                ch = (np.abs(img - first_removal[1]).max(axis=2) > 0) & between
                if ch.any():
                    yy, xx = np.where(ch)
                    removal_changes.append((t, int(ch.sum()), (int(xx.min()), int(yy.min()),
                                                               int(xx.max()) + 1, int(yy.max()) + 1)))
    print("PNG @%gx: %dx%d, threshold %d/255, tolerance %.1f px" % (scale, W, H, DIFF_THRESHOLD, TOL_PX))
    print("%-12s %8s %12s  %s" % ("cell", "checked", "max edge px", "failures (t, got box, want box)"))
    for name, st in ext_stats.items():
        print("%-12s %8d %12.2f  %s" % (name, st["checked"], st["max"], st["fails"][:4] or "-"))
    if removal_changes:
        failed = True
        print("between-slot pixels changed during the removal (vs t=%g):" % first_removal[0])
        for t, n, box in removal_changes[:10]:
            print("   t=%g: %d px changed, bbox %s" % (t, n, box))
    else:
        n_between = int(between.sum())
        print("between-slot pixels (%d px, rows %d..%d) unchanged across %d removal frames"
              % (n_between, top, bot, sum(1 for t in ptimes if 0 < t <= 2.8 + 1e-9)))
    return failed


if __name__ == "__main__":
    sys.exit(main())
