#!/usr/bin/env python3
"""Check `boardgen curve EXPR --at T[,T...]` against the independent references.

  * bezier families: vs motion.py (SwiftUI-quantised bezier) AND vs headless Chromium's
    CSS cubic-bezier (Web Animations API), tolerance 1e-4;
  * fluid springs (.spring/.smooth/.snappy/.bouncy/.interactiveSpring/.default): vs the
    300 Hz integrator with its stop rule (unit delta), tolerance 2e-3;
  * interpolating springs: vs the closed form of SEMANTICS 2.3, tolerance 2e-3;
  * modifiers (.speed, .delay, .repeatCount, .repeatForever) on both kinds.

Expressions and times are generated here from a seed (not taken from any test).
Times are written in the three accepted forms (`1`, `1.0s`, `250ms`).

Usage: python3 check_curve.py [--bin PATH] [--seed N] [--no-browser] [-v]
Exit: 0 pass, 1 a family exceeds its tolerance, 3 binary/subcommand missing (pending).
"""
from __future__ import annotations

import argparse
import math
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import motion  # noqa: E402
from common import EXIT_PENDING, find_binary, pending, run  # noqa: E402

TOL_BEZIER = 1e-4
TOL_SPRING = 2e-3


def r3(x):
    return float("%.3f" % x)


def gen_cases(seed):
    rng = random.Random(seed)
    cases = []  # (family, expr)

    def add(fam, expr):
        cases.append((fam, expr))

    # --- bezier presets, default and explicit durations
    for name in ("linear", "easeIn", "easeOut", "easeInOut"):
        add("bezier", "." + name)
        add("bezier", ".%s(duration: %s)" % (name, r3(rng.uniform(0.1, 2.5))))
    add("bezier", ".linear(duration: 0.27)")
    # --- random timing curves (x in [0,1], y may overshoot), with/without duration
    for i in range(10):
        c = [r3(rng.uniform(0, 1)), r3(rng.uniform(-0.6, 1.6)), r3(rng.uniform(0, 1)),
             r3(rng.uniform(-0.6, 1.6))]
        if i % 3 == 0:
            add("bezier", ".timingCurve(%s, %s, %s, %s)" % tuple(c))
        else:
            add("bezier", ".timingCurve(%s, %s, %s, %s, duration: %s)" % (tuple(c) + (r3(rng.uniform(0.2, 1.8)),)))
    # --- bezier with speed / delay (both orders)
    add("bezier+mod", ".easeInOut(duration: 0.7).speed(0.25)")
    add("bezier+mod", ".easeIn(duration: %s).speed(%s)" % (r3(rng.uniform(0.3, 1.2)), r3(rng.uniform(0.3, 3))))
    add("bezier+mod", ".easeOut(duration: %s).delay(%s)" % (r3(rng.uniform(0.3, 1.2)), r3(rng.uniform(0.05, 0.6))))
    add("bezier+mod", ".linear(duration: 0.8).delay(0.3).speed(2)")
    add("bezier+mod", ".linear(duration: 0.8).speed(2).delay(0.3)")
    add("bezier+mod", ".timingCurve(0.2, 1.4, 0.6, -0.3, duration: 0.9).delay(0.15).speed(0.5)")
    add("bezier+mod", ".easeInOut.speed(%s).delay(%s)" % (r3(rng.uniform(0.5, 2)), r3(rng.uniform(0.1, 0.4))))
    # --- repeat
    add("repeat", ".linear(duration: 0.4).repeatCount(3)")
    add("repeat", ".easeInOut(duration: 0.5).repeatCount(2)")
    add("repeat", ".easeIn(duration: 0.3).repeatCount(4, autoreverses: false)")
    add("repeat", ".easeOut(duration: 0.6).repeatCount(2, autoreverses: true).speed(2)")
    add("repeat", ".linear(duration: 0.25).delay(0.1).repeatCount(3)")
    add("repeat", ".easeInOut(duration: 0.45).repeatForever(autoreverses: false)")
    add("repeat", ".easeInOut(duration: 0.45).repeatForever()")
    # --- fluid spring presets
    for e in (".spring", ".spring()", ".smooth", ".snappy", ".bouncy", ".default",
              ".interactiveSpring", ".interactiveSpring()"):
        add("spring-preset", e)
    for e in (".smooth(duration: 0.8)", ".snappy(duration: 0.35, extraBounce: 0.1)",
              ".bouncy(extraBounce: 0.15)", ".smooth(duration: 0.4, extraBounce: -0.2)"):
        add("spring-preset", e)
    # --- parameterised fluid springs
    add("spring-param", ".spring(response: 0.42, dampingFraction: 0.6)")
    add("spring-param", ".spring(response: 0.3, dampingFraction: 0.5)")
    add("spring-param", ".spring(response: 0.42)")
    add("spring-param", ".spring(dampingFraction: 0.9)")
    add("spring-param", ".interactiveSpring(response: 0.2, dampingFraction: 0.7)")
    for _ in range(6):
        add("spring-param", ".spring(response: %s, dampingFraction: %s)" % (r3(rng.uniform(0.12, 1.2)), r3(rng.uniform(0.25, 1.6))))
    for _ in range(4):
        add("spring-param", ".spring(duration: %s, bounce: %s)" % (r3(rng.uniform(0.15, 1.0)), r3(rng.uniform(-0.5, 0.7))))
    # --- springs with modifiers
    add("spring+mod", ".bouncy.speed(2)")
    add("spring+mod", ".snappy.delay(0.2)")
    add("spring+mod", ".spring(response: 0.5, dampingFraction: 0.7).delay(0.1).speed(0.5)")
    add("spring+mod", ".smooth.speed(0.5).delay(0.25)")
    # --- interpolating springs (closed form)
    add("interpolating", ".interpolatingSpring")
    add("interpolating", ".interpolatingSpring(stiffness: 170, damping: 15)")
    add("interpolating", ".interpolatingSpring(mass: 2, stiffness: 300, damping: 20)")
    add("interpolating", ".interpolatingSpring(stiffness: 100, damping: 30)")  # overdamped -> critical formula
    add("interpolating", ".interpolatingSpring(stiffness: 200, damping: 10, initialVelocity: 3)")
    add("interpolating", ".interpolatingSpring(duration: 0.6, bounce: 0.4)")
    add("interpolating", ".interpolatingSpring(duration: 0.4, bounce: -0.3)")
    for _ in range(3):
        add("interpolating", ".interpolatingSpring(stiffness: %s, damping: %s)" % (r3(rng.uniform(50, 400)), r3(rng.uniform(4, 40))))
    # --- repeat of springs (iteration length = the base's done time)
    add("repeat-spring", ".bouncy.repeatCount(2)")
    add("repeat-spring", ".smooth(duration: 0.3).repeatCount(3, autoreverses: false)")
    return cases


def gen_times(rng, anim, fam):
    try:
        D = anim.duration()
    except Exception:
        D = 1.0
    if not math.isfinite(D) or D > 20:
        D = 3.0 if "interpolating" not in fam else 2.0
    if isinstance(anim, motion.Repeat) and not math.isfinite(anim.n):
        D = anim.inner.duration() * 3.3
    ts = [0.0, 0.001]
    ts += [round(rng.uniform(0, 1.15 * D), 6) for _ in range(14)]
    ts += [round(D * f, 6) for f in (0.03, 0.1, 0.5)]
    ts += [D + 0.123, D * 2 + 0.5]
    if "spring" in fam or "interpolating" in fam:
        # exact multiples of 1/300 (the 1e-9 ceiling tolerance) and early steps
        ts += [0.05, 0.1, 0.2, 1.0 / 300.0 * 7, 0.0125, 0.033]
    # avoid exact iteration boundaries of repeats (either side is legitimate there)
    if isinstance(anim, motion.Repeat) or isinstance(getattr(anim, "inner", None), motion.Repeat):
        base = anim
        scale = 1.0
        while not isinstance(base, motion.Repeat):
            scale = 1.0 / base.s if isinstance(base, motion.Speed) else scale
            base = base.inner
        per = base.inner.duration() * scale
        ts = [t for t in ts if min(abs(t / per - round(t / per)), 1) * per > 1e-4]
    return sorted(set(t for t in ts if t >= 0))


def time_token(t, i):
    """Vary the accepted time syntaxes: plain, seconds with `s`, milliseconds."""
    k = i % 3
    if k == 0:
        return repr(t) if t != int(t) else str(int(t))
    if k == 1:
        s = ("%.6f" % t).rstrip("0")
        return (s + "0" if s.endswith(".") else s) + "s"
    ms = t * 1000.0
    s = ("%.3f" % ms).rstrip("0").rstrip(".")
    return s + "ms"


NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
LINE = re.compile(r"^\s*(%s)\s*(s|ms)?[\s,;:]+(%s)\s*$" % (NUM, NUM))


def parse_output(out):
    """Lines of exactly `t progress` (t may carry an s/ms unit); other lines are ignored."""
    rows = []
    for line in out.splitlines():
        m = LINE.match(line)
        if m:
            t = float(m.group(1)) / (1000.0 if m.group(2) == "ms" else 1.0)
            rows.append((t, float(m.group(3))))
    return rows


def bezier_local(anim, t):
    """For a speed/delay chain over a bezier: (control points, x) or None when done."""
    while True:
        if isinstance(anim, motion.Speed):
            t = t * anim.s
            anim = anim.inner
        elif isinstance(anim, motion.Delay):
            t = max(0.0, t - anim.d)
            anim = anim.inner
        elif isinstance(anim, motion.BezierAnimation):
            if anim.d <= 0 or t > anim.d:
                return None
            return anim.curve.p, min(max(t / anim.d, 0.0), 1.0)
        else:
            return "n/a"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--no-browser", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    exe = find_binary(args.bin)
    rc, out, err = run([exe, "curve", ".linear(duration: 1)", "--at", "0.5"])
    probe = parse_output(out)
    if rc != 0 or len(probe) != 1 or abs(probe[0][1] - 0.5) > 1e-3:
        pending("`%s curve '.linear(duration: 1)' --at 0.5` did not work (exit %s): %s" % (exe, rc, (err or out).strip()[:300]))

    rng = random.Random(args.seed)
    cases = gen_cases(args.seed)
    results = []  # (family, expr, t, got, model, browser_or_None)
    problems = []
    for fam, expr in cases:
        anim = motion.parse_animation(expr)
        ts = gen_times(rng, anim, fam)
        toks = [time_token(t, i) for i, t in enumerate(ts)]
        ts = [motion.parse_time(tok) for tok in toks]
        rc, out, err = run([exe, "curve", expr, "--at", ",".join(toks)])
        rows = parse_output(out)
        if rc != 0 or len(rows) != len(ts):
            problems.append("%s: exit %s, %d lines for %d times: %s" % (expr, rc, len(rows), len(ts), (err or out).strip()[:200]))
            continue
        for t, (tg, pg) in zip(ts, rows):
            if abs(tg - t) > 1e-6:
                problems.append("%s: printed time %s for requested %s" % (expr, tg, t))
            results.append([fam, expr, t, pg, anim.progress(t), None])

    # browser reference for bezier-based rows
    if not args.no_browser:
        try:
            import css_bezier
            qidx, queries = [], []
            for i, r in enumerate(results):
                if r[0].startswith("bezier"):
                    loc = bezier_local(motion.parse_animation(r[1]), r[2])
                    if loc is None:
                        r[5] = 1.0
                    elif loc != "n/a":
                        qidx.append(i)
                        queries.append(tuple(loc[0]) + (loc[1],))
            vals = css_bezier.browser_bezier(queries) if queries else []
            for i, v in zip(qidx, vals):
                results[i][5] = v[0]
        except Exception as e:  # browser unavailable: say so, keep the model comparison
            problems.append("browser reference unavailable: %s" % e)

    fams = {}
    for fam, expr, t, got, want, br in results:
        tol = TOL_BEZIER if fam.startswith(("bezier", "repeat")) and fam != "repeat-spring" else TOL_SPRING
        f = fams.setdefault(fam, {"n": 0, "model": 0.0, "browser": None, "tol": tol, "worst": None})
        f["n"] += 1
        e = abs(got - want)
        if e > f["model"]:
            f["model"] = e
            f["worst"] = (expr, t, got, want)
        if br is not None:
            eb = abs(got - br)
            f["browser"] = max(f["browser"] or 0.0, eb)
            if eb > tol:
                problems.append("%s t=%s: boardgen %.6f vs browser %.6f" % (expr, t, got, br))
        if args.verbose or e > tol:
            print("%s %-62s t=%-10g got %.6f model %.6f err %.2e" % ("  " if e <= tol else "!!", expr, t, got, want, e))

    print("binary: %s" % exe)
    print("%-14s %6s %12s %12s %9s  %s" % ("family", "n", "max|model|", "max|browser|", "tol", "worst (expr, t, boardgen, model)"))
    failed = bool(problems)
    for fam, f in fams.items():
        bad = f["model"] > f["tol"] or (f["browser"] or 0) > f["tol"]
        failed |= bad
        print("%-14s %6d %12.3e %12s %9.0e  %s%s" % (
            fam, f["n"], f["model"], "%.3e" % f["browser"] if f["browser"] is not None else "-",
            f["tol"], f["worst"] if f["worst"] else "", "   FAIL" if bad else ""))
    for p in problems:
        print("problem: %s" % p)
    print("check_curve: %s (%d samples, %d expressions)" % ("FAIL" if failed else "PASS", len(results), len(cases)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
