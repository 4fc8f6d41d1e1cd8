#!/usr/bin/env python3
"""Real-browser reference for CSS cubic-bezier() timing functions.

Runs headless Chromium on a generated page that uses the Web Animations API:
  el.animate([{left:'0px'},{left:'1000000px'}], {duration: D, easing: 'cubic-bezier(a,b,c,d)',
             fill: 'both'})
then sets animation.currentTime = x*D and reads
  * effect.getComputedTiming().progress  (the eased progress, a full double), and
  * getComputedStyle(el).left            (an independent read-back, ~6 significant digits).
The page writes JSON into a <pre>, which `chromium --headless --dump-dom` prints.

Usage:
  python3 css_bezier.py              # cross-check motion.py vs the browser, print max errors
  python3 css_bezier.py --json FILE  # also dump the raw browser values

As a module: browser_bezier([(p1x,p1y,p2x,p2y,x), ...]) -> [progress, ...]
"""
from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import motion  # noqa: E402

DURATION_MS = 100000.0
LEFT_SCALE = 1000000.0

PAGE = """<!doctype html><html><body><div id="e" style="position:absolute"></div>
<pre id="out">pending</pre><script>
const Q = %s;
const el = document.getElementById('e');
const res = [];
const anims = {};
try {
  for (const q of Q) {
    const key = q.slice(0, 4).join(',');
    let a = anims[key];
    if (!a) {
      for (const k in anims) { anims[k].cancel(); delete anims[k]; }
      a = el.animate([{left: '0px'}, {left: '%gpx'}],
          {duration: %g, easing: 'cubic-bezier(' + key + ')', fill: 'both'});
      a.pause();
      anims[key] = a;
    }
    a.currentTime = q[4] * %g;
    const prog = a.effect.getComputedTiming().progress;
    const left = parseFloat(getComputedStyle(el).left) / %g;
    res.push([prog, left]);
  }
  document.getElementById('out').textContent = JSON.stringify(res);
} catch (err) {
  document.getElementById('out').textContent = 'ERROR ' + err;
}
</script></body></html>
"""


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        p = shutil.which(name)
        if p:
            return p
    return None


def ensure_chromium():
    p = find_chromium()
    if p:
        return p
    print("chromium not found; trying apt-get install -y chromium", file=sys.stderr)
    try:
        subprocess.run(["apt-get", "install", "-y", "chromium"], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=900)
    except Exception as e:  # pragma: no cover
        print("apt-get failed: %s" % e, file=sys.stderr)
    return find_chromium()


def browser_bezier(queries, chunk=4000):
    """queries: list of (p1x, p1y, p2x, p2y, x) -> list of (progress, left_readback)."""
    exe = ensure_chromium()
    if not exe:
        raise RuntimeError("no chromium available")
    out = []
    for i in range(0, len(queries), chunk):
        part = queries[i:i + chunk]
        page = PAGE % (json.dumps([list(map(float, q)) for q in part]), LEFT_SCALE,
                       DURATION_MS, DURATION_MS, LEFT_SCALE)
        with tempfile.TemporaryDirectory() as td:
            path = os.path.join(td, "bez.html")
            with open(path, "w") as f:
                f.write(page)
            cmd = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                   "--user-data-dir=" + os.path.join(td, "prof"), "--dump-dom",
                   "file://" + path]
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        m = re.search(r'<pre id="out">(.*?)</pre>', r.stdout, re.S)
        if not m or m.group(1).startswith(("pending", "ERROR")):
            raise RuntimeError("browser run failed: %s\n%s" % (m.group(1) if m else r.stdout[-500:],
                                                                r.stderr[-2000:]))
        out.extend(tuple(v) for v in json.loads(m.group(1)))
    return out


STANDARD = {
    "linear": (0.0, 0.0, 1.0, 1.0),
    "ease": (0.25, 0.1, 0.25, 1.0),
    "ease-in": (0.42, 0.0, 1.0, 1.0),
    "ease-out": (0.0, 0.0, 0.58, 1.0),
    "ease-in-out": (0.42, 0.0, 0.58, 1.0),
    "circularEaseIn": (0.55, 0.0, 1.0, 0.45),
    "circularEaseOut": (0.0, 0.55, 0.45, 1.0),
    "circularEaseInOut": (0.85, 0.0, 0.15, 1.0),
}


def crosscheck(seed=20240601, n_random=40, n_x=60, dump=None):
    rng = random.Random(seed)
    curves = dict(STANDARD)
    for i in range(n_random):
        # x in [0,1] (CSS requires it); y may overshoot like .timingCurve allows
        c = (round(rng.uniform(0, 1), 4), round(rng.uniform(-0.8, 1.8), 4),
             round(rng.uniform(0, 1), 4), round(rng.uniform(-0.8, 1.8), 4))
        curves["random%02d" % i] = c
    # a few nasty ones: flat ends, steep middle
    curves["steep"] = (1.0, 0.0, 0.0, 1.0)
    curves["flat"] = (0.0, 1.0, 1.0, 0.0)
    curves["tiny-x"] = (0.001, 0.9, 0.002, 1.0)
    queries = []
    for name, c in curves.items():
        xs = [0.0, 1.0, 0.5, 0.1, 0.25, 0.75, 0.9] + [rng.random() for _ in range(n_x)]
        for x in xs:
            queries.append((name,) + c + (x,))
    vals = browser_bezier([q[1:] for q in queries])
    worst_exact = worst_swift = worst_left = 0.0
    per = {}
    rows = []
    for q, (prog, left) in zip(queries, vals):
        name, c, x = q[0], q[1:5], q[5]
        b = motion.UnitBezier(*c)
        e1 = abs(b.exact(x) - prog)
        e2 = abs(b.swiftui(x) - prog)
        e3 = abs(left - prog)
        worst_exact, worst_swift, worst_left = max(worst_exact, e1), max(worst_swift, e2), max(worst_left, e3)
        fam = "standard" if name in STANDARD else "random/edge"
        per[fam] = max(per.get(fam, 0.0), e1, e2)
        rows.append({"curve": name, "p": c, "x": x, "browser": prog, "left": left,
                     "exact": b.exact(x), "swiftui": b.swiftui(x)})
    if dump:
        with open(dump, "w") as f:
            json.dump(rows, f, indent=0)
    print("browser: %s" % subprocess.run([find_chromium(), "--version"], capture_output=True,
                                          text=True).stdout.strip())
    print("%d curves x %d samples = %d browser evaluations" % (len(curves), n_x + 7, len(queries)))
    print("max |motion.exact   - browser.progress| = %.3e" % worst_exact)
    print("max |motion.swiftui - browser.progress| = %.3e  (SwiftUI output is quantised to 2^-20)"
          % worst_swift)
    print("max |browser.left/1e6 - browser.progress| = %.3e  (readback consistency)" % worst_left)
    for fam, e in per.items():
        print("  %-12s max err %.3e" % (fam, e))
    ok = max(worst_exact, worst_swift) <= 1e-4
    print("PASS" if ok else "FAIL (> 1e-4)")
    return ok


if __name__ == "__main__":
    dump = None
    if "--json" in sys.argv:
        dump = sys.argv[sys.argv.index("--json") + 1]
    sys.exit(0 if crosscheck(dump=dump) else 1)
