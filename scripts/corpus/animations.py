#!/usr/bin/env python3
"""Whether real SwiftUI animation examples animate when a person acts on them.

Usage: scripts/corpus/animations.py [--corpus DIR] [--boardgen PATH] [--label NAME]
                                    [--jobs N] [--only NAME] [--list] [--from-report JSON]

The corpus is third-party code and is never committed: DIR (default
/work/corpus/animations) holds one folder per example — its Swift files copied
verbatim from a public repository and board.json, a program board that drives it
with one or two of a person's actions (click, toggle, tap, drag, magnify, rotate:
what the code invites) — and MANIFEST.json ({"examples": [{"name", "repo",
"commit", "files", "actions", "gesture"}]}), which says where each came from.

For each example the script copies its board into the run folder with the Swift
paths made absolute and "header": false (no title or status line, so only the
program's own drawing is compared), then runs `boardgen check`, `boardgen list`
(its timeline: when each action happens) and `boardgen render` as PNG at several
instants: the start, and for each action ten instants spread from just after the
action (+0.02 s) to just before the next action (or the cycle's end). A drag's
samples (one state change per 60 Hz frame) and a click's completions are one
action. 120 s per command.

Status of an example:
  animates  for at least one action, two of the frames after it differ: the
            picture keeps changing after the person acts (an animation, or a
            view following the finger);
  static    drawn, but after every action the picture is the same at every
            instant (nothing changed, or it jumped at once);
  refused   check or render exits 2 (its first error line kept);
  crashed   any other exit status or a signal;
  timeout   a command took more than 120 s.
"Animates" does not say the motion is faithful: look at the frames (kept under
/work/corpus/runs-animations/LABEL/NAME/) or a contact sheet.

Prints the counts (all examples, and those driven by gestures), the refusals'
first errors, and writes /work/corpus/report-animations-LABEL.json.
"""
import argparse, collections, concurrent.futures, json, os, re, shutil, signal, subprocess, sys, time

TIMEOUT = 120
PER_ACTION = 10


def run(cmd, cwd):
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=TIMEOUT)
        return p.returncode, out, err
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        return None, out, err


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[0].strip() if lines else ""


STEP_LINE = re.compile(r"^\s+(\d+)\. (.*?)\s+(?:at (\d+(?:\.\d+)?) s|(\d+(?:\.\d+)?)–(\d+(?:\.\d+)?) s)")


def timeline(listing):
    """The actions of a board's timeline, from `boardgen list`: [(caption, start)], a drag's
    samples and a click's completions folded into their action, and the cycle's length."""
    actions, cycle = [], None
    for line in listing.splitlines():
        m = STEP_LINE.match(line)
        if m:
            caption = m.group(2).strip()
            start = float(m.group(3) or m.group(4))
            if caption.startswith("onAppear"):
                continue
            if "(completion" in caption or (actions and actions[-1][0] == caption and start - actions[-1][2] < 0.05):
                if actions:
                    actions[-1] = (actions[-1][0], actions[-1][1], start)
                continue
            actions.append((caption, start, start))
        c = re.match(r"^\s+cycle (\d+(?:\.\d+)?) s", line)
        if c:
            cycle = float(c.group(1))
    return [(a[0], a[1]) for a in actions], cycle


def instants(actions, cycle):
    """Per action, PER_ACTION instants from just after it to just before the next one."""
    out = []
    for k, (caption, start) in enumerate(actions):
        end = actions[k + 1][1] if k + 1 < len(actions) else cycle
        a, b = start + 0.02, max(start + 0.03, end - 0.02)
        out.append([round(a + (b - a) * j / (PER_ACTION - 1), 4) for j in range(PER_ACTION)])
    return out


def frames_differ(paths):
    """How many distinct pictures the PNGs at `paths` are."""
    from PIL import Image
    seen = []
    for p in paths:
        data = Image.open(p).convert("RGBA").tobytes()
        if data not in seen:
            seen.append(data)
    return len(seen)


def attempt(boardgen, corpus, runs, example):
    name = example["name"]
    src = os.path.join(corpus, name)
    d = os.path.join(runs, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    board = json.load(open(os.path.join(src, "board.json")))
    swift = board.get("swift", [])
    swift = [swift] if isinstance(swift, str) else swift
    board["swift"] = [os.path.join(src, f) for f in swift]
    board["header"] = False
    with open(os.path.join(d, "board.json"), "w") as f:
        json.dump(board, f, indent=1, ensure_ascii=False)
    t0 = time.time()
    rec = dict(example, status=None, error="", actions_animated=[], distinct=[], seconds=0)
    log = []

    def step(cmd):
        rc, out, err = run([boardgen] + cmd, d)
        log.append(f"$ boardgen {' '.join(cmd)}  # exit {rc}\n{out if cmd[0] == 'list' else ''}{err}")
        return rc, out, err

    def finish(status, err=""):
        rec["status"], rec["error"] = status, err
        rec["seconds"] = round(time.time() - t0, 2)
        with open(os.path.join(d, "stderr.txt"), "w") as f:
            f.write("\n".join(log))
        return rec

    for cmd in (["check", "board.json"], ["list", "board.json"]):
        rc, out, err = step(cmd)
        if rc is None:
            return finish("timeout", f"(boardgen {cmd[0]} took more than {TIMEOUT} s)")
        if rc == 2:
            return finish("refused", first_error(err))
        if rc != 0:
            return finish("crashed", first_error(err) or f"(boardgen {cmd[0]} exit {rc})")
    actions, cycle = timeline(out)
    if not actions or cycle is None:
        return finish("refused", "(the board has no action: boardgen list shows no step)")
    per_action = instants(actions, cycle)
    at = [0.0] + [t for ts in per_action for t in ts]
    rc, out, err = step(["render", "board.json", "--at", ",".join(f"{t:g}" for t in at), "-o", "frames/f-{n}.png"])
    if rc is None:
        return finish("timeout", f"(render took more than {TIMEOUT} s)")
    if rc == 2:
        return finish("refused", first_error(err))
    if rc != 0:
        return finish("crashed", first_error(err) or (f"(render exit {rc})" if rc > 0 else f"(render killed by signal {-rc})"))
    k = 1
    for (caption, start), ts in zip(actions, per_action):
        paths = [os.path.join(d, "frames", f"f-{k + j:04d}.png") for j in range(len(ts))]
        k += len(ts)
        n = frames_differ(paths)
        rec["distinct"].append(n)
        rec["actions_animated"].append(n >= 2)
    rec["timeline"] = [{"action": c, "at": s} for c, s in actions]
    return finish("animates" if any(rec["actions_animated"]) else "static")


def normalise(line):
    t = re.sub(r"^boardgen: error: ", "", line)
    t = re.sub(r"^\S*?board\.json:\d+:\d+: ", "", t)
    t = re.sub(r"^in \"(view|preview)\": ", "", t)
    t = re.sub(r"(?:in \S+ )?at [^:]*?\.swift:\d+:\d+: ", "", t)
    t = re.sub(r"'[^']*'", "'…'", t)
    t = re.sub(r"“[^”]*”", "“…”", t)
    return t[:150]


def summarise(label, boardgen, files, report=None):
    total = len(files)
    status = collections.Counter(r["status"] for r in files)
    repos = len({r["repo"] for r in files})
    print(f"{label}: {status['animates']} of {total} examples animate, from {repos} repositories; boardgen {boardgen}")
    print("  " + ", ".join(f"{s} {status[s]}" for s in ("animates", "static", "refused", "crashed", "timeout")))
    g = [r for r in files if r.get("gesture")]
    gs = collections.Counter(r["status"] for r in g)
    print(f"  driven by gestures (drag, magnify, rotate): {gs['animates']} of {len(g)} animate; "
          + ", ".join(f"{s} {gs[s]}" for s in ("static", "refused", "crashed", "timeout")))
    print("\nper example:")
    for r in sorted(files, key=lambda r: (r["status"], r["name"])):
        detail = r["error"] if r["status"] != "animates" and r["status"] != "static" else \
            "distinct frames per action: " + ", ".join(map(str, r.get("distinct", [])))
        print(f"  {r['status']:9s} {r['name']:32s} {detail[:150]}")
    errs = collections.Counter(normalise(r["error"]) for r in files if r["status"] in ("refused", "crashed", "timeout"))
    if errs:
        print("\nfirst errors:")
        for e, n in errs.most_common():
            print(f"  {n:3d}  {e}")
    if report:
        with open(report, "w") as f:
            json.dump({"label": label, "boardgen": boardgen, "total": total, "status": dict(status),
                       "gesture": {"total": len(g), "status": dict(gs)}, "files": files}, f, indent=1, ensure_ascii=False)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--corpus", default="/work/corpus/animations")
    p.add_argument("--boardgen", default=os.path.join(here, "../../.build/debug/boardgen"))
    p.add_argument("--label", default="run")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--only", help="one example, by name")
    p.add_argument("--list", action="store_true", help="print the examples and their actions; run nothing")
    p.add_argument("--from-report", metavar="JSON", help="print a saved report's summary again; run nothing")
    a = p.parse_args()
    if a.from_report:
        saved = json.load(open(a.from_report))
        summarise(saved["label"], saved["boardgen"], saved["files"])
        return
    examples = json.load(open(os.path.join(a.corpus, "MANIFEST.json")))["examples"]
    if a.only:
        examples = [e for e in examples if e["name"] == a.only]
    if a.list:
        for e in examples:
            print(f"{e['name']:32s} {e['repo']:55s} {', '.join(e['actions'])}")
        print(f"{len(examples)} examples from {len({e['repo'] for e in examples})} repositories, "
              f"{sum(e['gesture'] for e in examples)} driven by gestures")
        return
    boardgen = os.path.abspath(a.boardgen)
    if not os.access(boardgen, os.X_OK):
        sys.exit(f"no boardgen at {boardgen} (--boardgen PATH)")
    out_root = os.path.dirname(os.path.abspath(a.corpus))
    runs = os.path.join(out_root, "runs-animations", a.label)
    os.makedirs(runs, exist_ok=True)
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        for k, rec in enumerate(pool.map(lambda e: attempt(boardgen, a.corpus, runs, e), examples), 1):
            results.append(rec)
            if sys.stderr.isatty():
                print(f"\r{k}/{len(examples)}", end="", file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    report = os.path.join(out_root, f"report-animations-{a.label}.json")
    summarise(a.label, boardgen, results, None if a.only else report)
    if not a.only:
        print(f"\nwrote {report}; boards, frames and stderr under {runs}/")


if __name__ == "__main__":
    main()
