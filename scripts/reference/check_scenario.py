#!/usr/bin/env python3
"""Check boardgen's panel boards (scenarios) against the independent model (scenario.py).

Boards: the built-in `filter`, `identity`, `editor`, `collapse` (modelled from their
Examples/*.json twins, which the docs say give the same scenes); `filter` with
`--identity index`, `--identity fresh` and `--reduce-motion`; and N generated scenario
boards (seeded: 2-8 records, random steps of query / only / rename / reverse / remove /
toggleFlag, random identity modes and bindings, timing curves and springs as the list
animation or at the board level (withAnimation), random transitions, empty states).

Per board: `boardgen list` (step starts/ends vs the model's timeline), then
`boardgen render BOARD --at T1,T2,... -o DIR/{n}.json` at every step start and end,
the removal/insertion ends of every row, each +- 1 ms, and --n random instants (half
uniform over the cycle, half inside the animation windows).  Per row: presence, phase,
slot y (<= 0.5 pt), slot x/width/height, opacity (<= 0.01), quad (<= 0.5 pt per corner),
clip (collapse), shown texts with their opacities (<= 0.01 per string), drawing order;
per panel the texts (field, toggle, text views, empty state) and the status line.

The per-instant model runs on the binary's step starts (printed to 1e-9 by `list`), so a
disagreement about a step's end is reported once (class `timeline`) and does not cascade.

Usage: python3 check_scenario.py [--bin PATH] [--boards N] [--seed S] [--n 40] [--keep DIR] [-v]
Exit: 0 pass, 1 mismatch, 3 binary missing.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import scenario  # noqa: E402
from common import REPO, find_binary, run  # noqa: E402

EXAMPLES = os.path.join(REPO, "Examples")
STEP_TOL = 2e-6  # list prints 1e-9; springs end on a 1/300 grid

# ---------------------------------------------------------------- the binary


def bin_list(exe, board, extra):
    rc, out, err = run([exe, "list", board] + list(extra))
    if rc != 0:
        return None, "list exit %s: %s" % (rc, (err or out).strip()[:400])
    steps = []
    cycle = None
    for line in out.splitlines():
        m = re.match(r"^\s+(\d+)\.\s+(.*?)\s+([-\d.e]+)\u2013([-\d.e]+) s\s*$", line)
        if m:
            steps.append((float(m.group(3)), float(m.group(4))))
        m = re.match(r"^\s*cycle ([\d.e]+) s", line)
        if m:
            cycle = float(m.group(1))
    return (steps, cycle), None


def fmt_t(t):
    s = ("%.9f" % t).rstrip("0")
    return s + "0" if s.endswith(".") else s


def bin_render(exe, board, times, extra, outdir):
    os.makedirs(outdir, exist_ok=True)
    dumps = []
    CH = 60
    for c in range(0, len(times), CH):
        chunk = times[c:c + CH]
        sub = os.path.join(outdir, "c%03d" % (c // CH))
        os.makedirs(sub, exist_ok=True)
        cmd = [exe, "render", board, "--at", ",".join(fmt_t(t) for t in chunk),
               "-o", os.path.join(sub, "{n}.json")] + list(extra)
        rc, out, err = run(cmd, timeout=600)
        if rc != 0:
            return None, "render exit %s: %s" % (rc, (err or out).strip()[:400])
        for i, t in enumerate(chunk):
            with open(os.path.join(sub, "%04d.json" % i)) as f:
                dumps.append((t, json.load(f)))
    return dumps, None


# ---------------------------------------------------------------- sampling


def sample_times(board, starts, ends, cycle, n, rng):
    ts = set()

    def add(t):
        if 0 <= t <= cycle + 1e-9:
            ts.add(round(t, 9))
    for k, s in enumerate(starts):
        e = ends[k]
        for b in (s, e):
            add(b)
            add(b - 0.001)
            add(b + 0.001)
        if not board.is_collapse:
            for per in board.diffs[k + 1]:
                for row in per["rows"]:
                    if row.get("end") is not None:
                        for d in (0.0, -0.001, 0.001):
                            add(s + row["end"] + d)
                if per["empty"] and per["empty"]["end"] is not None:
                    for d in (-0.001, 0.001):
                        add(s + per["empty"]["end"] + d)
    for _ in range(n // 2):
        add(rng.uniform(0, cycle))
    wins = [(s, e) for s, e in zip(starts, ends) if e > s]
    for _ in range(n - n // 2):
        if wins:
            s, e = rng.choice(wins)
            add(rng.uniform(s, e))
        else:
            add(rng.uniform(0, cycle))
    return sorted(ts)


# ---------------------------------------------------------------- generated boards

TITLES = ["Tile A", "Dot A", "Ring B", "Tile C", "Dot D", "Star B", "Ring E", "Tile F", "Moon A", "Star G"]
KINDS = {"Tile": "Tile", "Dot": "Dot", "Ring": "Ring", "Star": "Star", "Moon": "Moon"}
LIST_ANIMS = [".easeInOut(duration: 0.3)", ".linear(duration: 0.25)", ".easeOut(duration: 0.35)",
              ".timingCurve(0.2, 0.9, 0.3, 1.25, duration: 0.4)", ".smooth", ".bouncy", ".snappy",
              ".spring(response: 0.4, dampingFraction: 0.6)", ".smooth(duration: 0.3)",
              ".easeIn(duration: 0.2).delay(0.05)", ".bouncy(duration: 0.4, extraBounce: 0.1)"]
BOARD_ANIMS = [".easeInOut(duration: 0.4)", ".smooth", ".bouncy", ".linear(duration: 0.3)",
               ".spring(duration: 0.45, bounce: 0.2)"]
TRANSITIONS = [
    ".asymmetric(insertion: .offset(x: 0, y: 8).combined(with: .opacity), removal: .opacity)",
    ".opacity", ".scale", ".offset(x: 24, y: -6)", ".move(edge: .trailing)", ".slide",
    ".push(from: .bottom)", ".scale(scale: 0.5, anchor: .top).combined(with: .opacity)",
    ".asymmetric(insertion: .move(edge: .leading), removal: .scale.combined(with: .opacity))",
    ".identity",
]


def gen_board(seed):
    rng = random.Random(seed)
    for _attempt in range(200):
        d = _gen_once(rng, seed)
        if d is not None:
            return d
    raise RuntimeError("could not generate a valid board for seed %d" % seed)


def _gen_once(rng, seed):
    n = rng.randint(2, 8)
    titles = rng.sample(TITLES, n)
    recs = []
    ids = rng.sample(range(1, 60), n)
    for i, t in enumerate(titles):
        r = {"id": str(ids[i]) if rng.random() < 0.7 else ids[i], "title": t, "kind": KINDS[t.split()[0]]}
        if rng.random() < 0.5:
            r["flag"] = True
        recs.append(r)
    board_level = rng.random() < 0.4
    npan = rng.randint(1, 3)
    panels = []
    for pi in range(npan):
        lst = {"spacing": rng.choice([6, 8, 10]), "padding": rng.choice([8, 12]),
               "rowHeight": rng.choice([30, 36, 40]),
               "transition": rng.choice(TRANSITIONS),
               "trailing": rng.choice(["kind", "kind", {"flag": "✓ In"}, "none"]),
               "contentTransition": rng.choice(["opacity", "opacity", "identity"])}
        if not board_level:
            lst["animation"] = rng.choice(LIST_ANIMS)
            lst["value"] = rng.choice(["visible", "visible", "visible", "visibleCount", None,
                                       "query", "only", "records"])
        elif rng.random() < 0.4:
            # both: the list's own animation replaces withAnimation when its value changed;
            # `.animation(nil, value: visible)` blocks it
            lst["animation"] = rng.choice(LIST_ANIMS + [None])
            lst["value"] = rng.choice(["visible", "visible", "query"])
        if rng.random() < 0.6:
            lst["empty"] = {"text": "Nothing here", "transition": ".opacity"}
        panels.append({"name": "p%d" % (pi + 1), "width": rng.choice([240, 260, 300]),
                       "identity": rng.choice(["id", "index", "fresh"]),
                       "binding": rng.choice(["id", "id", "index"]),
                       "views": [{"field": "Filter"}, {"toggle": "Flagged only"},
                                 {"text": rng.choice(["{count} of {total} labels",
                                                      "{count} match \u201c{query}\u201d"])},
                                 {"list": lst}]})
    d = {"title": "generated %d" % seed, "animation": rng.choice(BOARD_ANIMS) if board_level else None,
         "timeline": {"hold": round(rng.uniform(0.2, 0.8), 2)},
         "records": recs, "panels": panels, "steps": []}
    nsteps = rng.randint(4, 8)
    letters = sorted({ch for t in titles for ch in t.lower() if ch.isalpha()})
    for si in range(nsteps):
        for _try in range(30):
            step = {"caption": "Step %d" % (si + 1)}
            for _op in range(rng.choice([1, 1, 2])):
                op = rng.choice(["query", "query", "only", "rename", "reverse", "remove", "toggleFlag"])
                if op == "query":
                    step["query"] = rng.choice(["", ""] + letters + ["ti", "a", "zz"])
                elif op == "only":
                    step["only"] = rng.random() < 0.5
                elif op == "reverse":
                    step["reverse"] = True
                elif op == "rename":
                    step["rename"] = ({"row": rng.randint(0, 2)} if rng.random() < 0.4
                                      else {"id": rng.choice(recs)["id"]})
                    step["rename"]["to"] = rng.choice(TITLES) + " " + str(rng.randint(2, 9))
                elif op == "remove":
                    step["remove"] = ({"row": rng.randint(0, 2)} if rng.random() < 0.4
                                      else rng.choice(recs)["id"])
                elif op == "toggleFlag":
                    step["toggleFlag"] = ({"row": rng.randint(0, 2)} if rng.random() < 0.4
                                          else rng.choice(recs)["id"])
            if rng.random() < 0.15:
                step["hold"] = round(rng.uniform(0.1, 0.5), 2)
            if board_level and rng.random() < 0.2:
                step["animation"] = rng.choice([None, ".easeOut(duration: 0.25)", ".snappy"])
            trial = dict(d)
            trial["steps"] = d["steps"] + [step]
            try:
                scenario.ScenarioBoard(trial, "trial")
            except scenario.StepError:
                continue
            d["steps"].append(step)
            break
        else:
            return None
    return d


# ---------------------------------------------------------------- one board


class Result:
    def __init__(self, label):
        self.label = label
        self.mismatches = []
        self.warnings = []
        self.instants = 0
        self.rows = 0
        self.error = None
        self.notes_list_gap = False


def check_board(exe, label, board_arg, spec, extra, identity, reduce, n, rng, workdir, verbose):
    res = Result(label)
    try:
        model = scenario.ScenarioBoard.load(spec, identity=identity, reduce_motion=reduce, name=label)
    except Exception as e:  # noqa: BLE001
        res.error = "model: %s" % e
        return res
    mt = model.step_times()
    lst, err = bin_list(exe, board_arg, extra)
    if err and "unknown option" in err:
        # `list` does not take --identity / --reduce-motion: use the model's own timeline;
        # the dumps' step index still checks it at every sampled instant.
        res.warnings.append("%s: `boardgen list %s` refuses %s; the model's step times are used"
                            % (label, board_arg, " ".join(extra)))
        res.notes_list_gap = True
        steps = [(s, lo) for s, lo, hi, _ in mt]
        lst = (steps, steps[-1][1] + model.holds()[-1]), None
        lst = lst[0]
        err = None
    if err:
        res.error = err
        return res
    bsteps, bcycle = lst
    if len(bsteps) != len(mt):
        res.error = "list: %d steps, model %d" % (len(bsteps), len(mt))
        return res
    starts = [s for s, _ in bsteps]
    ends = [e for _, e in bsteps]
    # timeline: each step's duration (end - start) vs the model; starts follow from it
    prev_ok = True
    for k, ((bs, be), (ms, lo, hi, unk)) in enumerate(zip(bsteps, mt)):
        bd = be - bs
        mlo, mhi = lo - ms, hi - ms
        if bd < mlo - STEP_TOL or bd > mhi + STEP_TOL:
            res.mismatches.append(scenario.Mismatch(label, bs, "timeline", "step %d" % (k + 1),
                                                    "duration", mlo if mlo == mhi else (mlo, mhi), bd))
        elif mlo != mhi:
            res.warnings.append("%s step %d: duration %.9f inside the model's range [%.9f, %.9f] (%s)"
                                % (label, k + 1, bd, mlo, mhi, ", ".join(u[0] for u in unk)))
        if k + 1 < len(bsteps):
            hold = model.holds()[k]
            if abs(bsteps[k + 1][0] - (be + hold)) > STEP_TOL:
                res.mismatches.append(scenario.Mismatch(label, bs, "timeline", "step %d" % (k + 2),
                                                        "start", be + hold, bsteps[k + 1][0]))
    if bcycle is not None and abs(bcycle - (ends[-1] + model.holds()[-1])) > 0.005:
        res.mismatches.append(scenario.Mismatch(label, 0, "timeline", None, "cycle",
                                                ends[-1] + model.holds()[-1], bcycle))
    cycle = bcycle or (ends[-1] + model.holds()[-1])
    times = sample_times(model, starts, ends, cycle, n, rng)
    dumps, err = bin_render(exe, board_arg, times, extra, os.path.join(workdir, label))
    if err:
        res.error = err
        return res
    geo = scenario.derive_geometry(model, dumps, starts)
    for t, dump in dumps:
        m = model.scene(t, geo, starts)
        if dump.get("step") and dump["step"]["index"] != m["step"]:
            res.mismatches.append(scenario.Mismatch(label, t, "step", None, "index", m["step"],
                                                    dump["step"]["index"]))
        res.instants += 1
        res.rows += sum(len(r) for r in m["rows"].values())
        res.mismatches.extend(scenario.compare(label, m, dump))
    return res


# ---------------------------------------------------------------- main


def classify(m):
    if m.panel == "timeline":
        return "timeline %s" % m.field
    f = m.field
    if f.startswith("text "):
        f = "panel text"
    return "%s%s" % (f, " @exact boundary" if m.note == "exact boundary instant" else "")


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin")
    ap.add_argument("--boards", type=int, default=8, help="generated boards (default 8)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--n", type=int, default=40, help="random instants per board (default 40)")
    ap.add_argument("--keep", help="keep the generated boards and dumps in this directory")
    ap.add_argument("--only", help="run only boards whose label contains this")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--max-print", type=int, default=15, help="mismatches printed per class and board")
    args = ap.parse_args(argv)
    exe = find_binary(args.bin)
    work = args.keep or tempfile.mkdtemp(prefix="check_scenario.")
    os.makedirs(work, exist_ok=True)
    rng = random.Random(args.seed)

    boards = [
        ("filter", "filter", os.path.join(EXAMPLES, "filter.json"), [], None, False),
        ("identity", "identity", os.path.join(EXAMPLES, "identity.json"), [], None, False),
        ("editor", "editor", os.path.join(EXAMPLES, "editor.json"), [], None, False),
        ("collapse", "collapse", os.path.join(EXAMPLES, "collapse.json"), [], None, False),
        ("filter-index", "filter", os.path.join(EXAMPLES, "filter.json"), ["--identity", "index"], "index", False),
        ("filter-fresh", "filter", os.path.join(EXAMPLES, "filter.json"), ["--identity", "fresh"], "fresh", False),
        ("filter-reduce", "filter", os.path.join(EXAMPLES, "filter.json"), ["--reduce-motion"], None, True),
        ("filter.json", os.path.join(EXAMPLES, "filter.json"), os.path.join(EXAMPLES, "filter.json"), [], None, False),
    ]
    # the collapse board with a bouncy spring (overshoot: heights below 0, P > 1) and popping
    cb = json.load(open(os.path.join(EXAMPLES, "collapse.json")))
    cb["animation"] = ".bouncy"
    cpath = os.path.join(work, "collapse-bouncy.json")
    with open(cpath, "w") as f:
        json.dump(cb, f, indent=1, ensure_ascii=False)
    boards.append(("collapse-bouncy", cpath, cpath, [], None, False))
    boards.append(("collapse-reduce", "collapse", os.path.join(EXAMPLES, "collapse.json"),
                   ["--reduce-motion"], None, True))
    for i in range(args.boards):
        seed = args.seed * 1000 + i
        d = gen_board(seed)
        path = os.path.join(work, "gen%d.json" % seed)
        with open(path, "w") as f:
            json.dump(d, f, indent=1, ensure_ascii=False)
        boards.append(("gen%d" % seed, path, path, [], None, False))
    if args.only:
        boards = [b for b in boards if args.only in b[0]]

    total_inst = total_rows = 0
    all_mm = []
    all_soft = []
    failed = False
    for label, barg, spec, extra, ident, red in boards:
        r = check_board(exe, label, barg, spec, extra, ident, red, args.n, rng, work, args.verbose)
        if r.error:
            print("ERROR %s: %s" % (label, r.error))
            failed = True
            continue
        total_inst += r.instants
        total_rows += r.rows
        soft = [m for m in r.mismatches if m.note == "spec silent"]
        r.mismatches = [m for m in r.mismatches if m.note != "spec silent"]
        all_mm.extend(r.mismatches)
        all_soft.extend(soft)
        status = "PASS" if not r.mismatches else "FAIL (%d)" % len(r.mismatches)
        if soft:
            status += " + %d spec-silent notes" % len(soft)
        print("%-14s %3d instants %5d rows  %s" % (label, r.instants, r.rows, status))
        for w in r.warnings:
            if args.verbose or "refuses" in w:
                print("  note: " + w)
        by = collections.defaultdict(list)
        for m in r.mismatches + soft:
            by[classify(m)].append(m)
        for cls, ms in sorted(by.items()):
            print("  [%s] %d" % (cls, len(ms)))
            for m in ms[:args.max_print]:
                print("    " + str(m))
    print("\n%d boards, %d instants, %d row comparisons, %d mismatches, %d spec-silent notes"
          % (len(boards), total_inst, total_rows, len(all_mm), len(all_soft)))
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print("boards and dumps kept in %s" % work)
    return 1 if (all_mm or failed) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
