#!/usr/bin/env python3
"""Writes the README's file sizes from files this build writes (never typed by hand).

    scripts/readme-sizes.py [--bin PATH]

Draws the bench's cycle as an animated SVG, an inspector, a lossless WebP and a GIF at 50 fps
@2x and at 25 fps @1x (the README's examples), then rewrites the top caption's sizes and the
"Choosing a format" table. scripts/render-examples.sh runs it after drawing Examples/.
"""
import os
import re
import subprocess
import sys
import tempfile
import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def kib(n):
    return round(n / 1024)


def main(argv):
    if "--bin" in argv:
        binary = argv[argv.index("--bin") + 1]
    else:
        folder = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                capture_output=True, text=True, check=True).stdout.strip()
        binary = os.path.join(folder, "boardgen")
    sizes = {}
    with tempfile.TemporaryDirectory() as out:
        for setting, args in (("big", ["--fps", "50", "--scale", "2"]), ("small", ["--fps", "25", "--scale", "1"])):
            for ext in ("svg", "html", "webp", "gif"):
                path = os.path.join(out, f"{setting}.{ext}")
                subprocess.run([binary, "animate", "bench", *args, "-q", "-o", path], check=True)
                sizes[setting, ext] = os.path.getsize(path)
    b, s = (lambda e: sizes["big", e]), (lambda e: sizes["small", e])
    path = os.path.join(ROOT, "README.md")
    text = open(path, encoding="utf-8").read()
    rows = {
        "svg": f"| `.svg` (animated) | **{kib(b('svg'))} KiB** ({b('svg') / b('gif'):.3f}× the GIF) | **{kib(s('svg'))} KiB** ({s('svg') / s('gif'):.2f}×) |",
        "html": f"| `.html` (inspector) | {kib(b('html'))} KiB | {kib(s('html'))} KiB |",
        "webp": f"| `.webp` (lossless) | {kib(b('webp'))} KiB ({b('webp') / b('gif'):.2f}×) | {kib(s('webp'))} KiB ({s('webp') / s('gif'):.2f}×) |",
        "gif": f"| `.gif` | {kib(b('gif'))} KiB | {kib(s('gif'))} KiB |",
    }
    patterns = {
        "svg": r"\| `\.svg` \(animated\) \|[^|]*\|[^|]*\|",
        "html": r"\| `\.html` \(inspector\) \|[^|]*\|[^|]*\|",
        "webp": r"\| `\.webp` \(lossless\) \|[^|]*\|[^|]*\|",
        "gif": r"\| `\.gif` \|[^|]*\|[^|]*\|",
    }
    for key, pattern in patterns.items():
        text, n = re.subn(pattern, lambda _m, k=key: rows[k], text, count=1)
        if n != 1:
            raise SystemExit(f"README.md: the {key} row of the format table was not found")
    text = re.sub(r"animated SVG \(\d+ KiB, vector", f"animated SVG ({kib(s('svg'))} KiB, vector", text, count=1)
    mib = s("gif") / 1024 / 1024
    text = re.sub(r"\[GIF\]\(Examples/bench\.gif\) \([0-9.]+ MiB\)", f"[GIF](Examples/bench.gif) ({mib:.1f} MiB)", text, count=1)
    text = re.sub(r"\[animated WebP\]\(Examples/bench\.webp\)\n\((\d+) KiB\)",
                  f"[animated WebP](Examples/bench.webp)\n({kib(s('webp'))} KiB)", text, count=1)
    text = re.sub(r"an animated SVG \(vector, ~\d+ KiB\)", f"an animated SVG (vector, ~{kib(b('svg'))} KiB)", text, count=1)
    text = re.sub(r"\(Sizes written by this build on [0-9-]+;", f"(Sizes written by this build on {datetime.date.today()};", text, count=1)
    open(path, "w", encoding="utf-8").write(text)
    print("README.md: sizes from this build: " + ", ".join(f"{k[0]} {k[1]} {v}" for k, v in sorted(sizes.items())), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
