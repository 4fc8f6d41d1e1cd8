#!/usr/bin/env python3
"""boardgen's text metrics against SF Pro's published ones, per text style (issue 41, docs/text.md,
"Metrics against SF Pro").

For each text style (iOS and macOS sizes) the script asks boardgen to lay out, for each character
of English text, a `Text` of it once and twice in that style, and reads their widths from the scene
dump: the difference is the character's advance with its tracking. The average advance is those
weighted by how often each character occurs in English prose (GPL-3's text as Debian ships it:
letters, space, digits, punctuation). Kerning is left out on both sides (SF Pro's figure is the
fonts' advances). It also reads the height of a
one-line text (the line height) and of a three-line one (the distance between wrapped lines).

SF Pro's numbers come from published data only, computed here independently of the library:
  average advance = the Display design's 853/2048 em (capsize, `.SFNS-Regular`, English Wikinews
                    weighting) + the Text design's extra width, fading from 17 to 28 pt
                    (11/8 × (19 − (−23))/1000 em: Apple's static SF Pro Display and variable SF Pro
                    tracking tables at 20 pt) + Apple's tracking for the size (HIG table)
  line height     = (1950 + 494)/2048 em (capsize's SF Pro ascender; UIKit's 17-pt line, 20.29 pt)
  line pitch      = Apple's leading for the style (HIG, "Specifications")
The two weightings differ by a constant factor, measured on Arial (Nimbus Sans, its metric twin,
with this weighting: 0.4440 em; capsize: 0.4458): SF Pro's width is scaled by it.

Usage:
  python3 scripts/text-metrics.py [--bin .build/debug/boardgen] [--json out.json] [--markdown]
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

CORPUS = "/usr/share/common-licenses/GPL-3"
# capsize weighting → this script's weighting (Arial: 0.4440 here / 0.4458 capsize).
WEIGHTING = 0.4440 / 0.4458

IOS = {"largeTitle": (34, 41), "title": (28, 34), "title2": (22, 28), "title3": (20, 25),
       "headline": (17, 22), "body": (17, 22), "callout": (16, 21), "subheadline": (15, 20),
       "footnote": (13, 18), "caption": (12, 16), "caption2": (11, 13)}
MACOS = {"largeTitle": (26, 32), "title": (22, 26), "title2": (17, 22), "title3": (15, 20),
         "headline": (13, 16), "body": (13, 16), "callout": (12, 15), "subheadline": (11, 14),
         "footnote": (10, 13), "caption": (10, 13), "caption2": (10, 13)}

# Apple's SF Pro tracking, 1/1000 em (HIG "Typography"); sizes between rows take the row below.
TRACKING = {6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20,
            17: -26, 18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8,
            27: 11, 28: 14, 29: 14, 30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 40: 10,
            41: 9, 44: 8, 49: 7, 52: 6, 58: 5, 60: 4, 66: 3, 68: 2, 76: 1, 80: 0}
DISPLAY = 853 / 2048
TEXT_EXTRA = (19 - (-23)) / 1000 * 11 / 8
ASCENT, DESCENT = 1950 / 2048, 494 / 2048


def tracking(size):
    rows = [s for s in TRACKING if s <= int(size)]
    return TRACKING[max(rows)] if rows else TRACKING[6]


def sf_advance(size):
    """SF Pro's average advance at `size`, em, in capsize's weighting."""
    to_display = min(1, max(0, (size - 17) / 11))
    return DISPLAY + TEXT_EXTRA * (1 - to_display) + tracking(size) / 1000


def weights():
    text = " ".join(open(CORPUS, encoding="utf-8").read().split())
    counts = collections.Counter(c for c in text if 32 <= ord(c) < 127)
    total = sum(counts.values())
    return {c: n / total for c, n in sorted(counts.items())}


def swift_literal(c):
    return {'"': '\\"', "\\": "\\\\"}.get(c, c)


def measure(binary, platform, styles, chars):
    """Widths of each character and heights of one and three lines, per style, from the scene dump."""
    with tempfile.TemporaryDirectory() as tmp:
        rows = []
        for style in styles:
            for c in chars:
                # Two of a character less one: its advance with the tracking after it (Pango leaves
                # letter spacing out at a line's ends, so one character alone has none).
                rows.append(f'Text("{swift_literal(c)}").font(.{style}).fixedSize()')
                rows.append(f'Text("{swift_literal(c) * 2}").font(.{style}).fixedSize()')
            rows.append(f'Text("Ag").font(.{style}).fixedSize()')
            rows.append(f'Text("Ag\\nAg\\nAg").font(.{style}).fixedSize()')
        # Groups of at most 10 children in one ZStack: the texts overlap, their sizes are their own.
        groups = [rows[i:i + 10] for i in range(0, len(rows), 10)]
        body = "\n".join("            Group {\n" + "\n".join("                " + r for r in g) + "\n            }" for g in groups)
        with open(os.path.join(tmp, "probe.swift"), "w") as f:
            f.write("import SwiftUI\n\nstruct Probe: View {\n    var body: some View {\n"
                    f"        ZStack(alignment: .topLeading) {{\n{body}\n        }}\n    }}\n}}\n")
        board = {"swift": ["probe.swift"], "view": "Probe()", "width": 400, "height": 400, "platform": platform}
        with open(os.path.join(tmp, "probe.json"), "w") as f:
            json.dump(board, f)
        out = subprocess.run([binary, "render", os.path.join(tmp, "probe.json"), "--at", "0", "--format", "json", "-o", "-"],
                             capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"text-metrics: boardgen failed: {out.stderr.strip()}")
        scene = json.loads(out.stdout[:out.stdout.rindex("}") + 1])
    texts = [v for v in scene["views"] if v["kind"] == "Text"]
    per = 2 * len(chars) + 2
    if len(texts) != per * len(styles):
        sys.exit(f"text-metrics: expected {per * len(styles)} texts, found {len(texts)}")
    result = {}
    for k, style in enumerate(styles):
        block = texts[k * per:(k + 1) * per]
        widths = {c: block[2 * i + 1]["frame"]["width"] - block[2 * i]["frame"]["width"] for i, c in enumerate(chars)}
        result[style] = (widths, block[-2]["frame"]["height"], block[-1]["frame"]["height"])
    return result


def report(binary, platform, table, w):
    chars = list(w)
    measured = measure(binary, platform, list(table), chars)
    rows = []
    for style, (size, leading) in table.items():
        widths, one, three = measured[style]
        advance = sum(w[c] * widths[c] for c in chars) / size
        sf = sf_advance(size) * WEIGHTING
        sf_line = size * (ASCENT + DESCENT)
        sf_pitch = max(leading, sf_line)
        rows.append({"platform": platform, "style": style, "size": size,
                     "advance": round(advance, 4), "sf_advance": round(sf, 4), "advance_ratio": round(advance / sf, 4),
                     "line": round(one, 3), "sf_line": round(sf_line, 3), "line_ratio": round(one / sf_line, 4),
                     "pitch": round((three - one) / 2, 3), "sf_pitch": round(sf_pitch, 3),
                     "pitch_ratio": round((three - one) / 2 / sf_pitch, 4)})
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=".build/debug/boardgen")
    ap.add_argument("--json")
    ap.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = ap.parse_args()
    w = weights()
    rows = report(args.bin, "iOS", IOS, w) + report(args.bin, "macOS", MACOS, w)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    if args.markdown:
        print("| platform | style | pt | advance (em) | SF Pro | ratio | line (pt) | SF Pro | ratio | pitch (pt) | SF Pro | ratio |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|")
        for r in rows:
            print(f"| {r['platform']} | {r['style']} | {r['size']} | {r['advance']:.4f} | {r['sf_advance']:.4f} | {r['advance_ratio']:.3f} "
                  f"| {r['line']:.2f} | {r['sf_line']:.2f} | {r['line_ratio']:.3f} | {r['pitch']:.2f} | {r['sf_pitch']:.2f} | {r['pitch_ratio']:.3f} |")
    else:
        for r in rows:
            print(f"{r['platform']:5} {r['style']:11} {r['size']:3} advance {r['advance']:.4f} / {r['sf_advance']:.4f} = {r['advance_ratio']:.3f}"
                  f"   line {r['line']:.2f} / {r['sf_line']:.2f} = {r['line_ratio']:.3f}   pitch {r['pitch']:.2f} / {r['sf_pitch']:.2f} = {r['pitch_ratio']:.3f}")
    worst = max(abs(r["advance_ratio"] - 1) for r in rows), max(abs(r["line_ratio"] - 1) for r in rows), \
        max(abs(r["pitch_ratio"] - 1) for r in rows)
    print(f"worst: advance {worst[0] * 100:.1f} %, line {worst[1] * 100:.1f} %, pitch {worst[2] * 100:.1f} %")


if __name__ == "__main__":
    main()
