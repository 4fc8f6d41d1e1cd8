#!/usr/bin/env python3
"""boardgen against real SwiftUI renders: snapshot-test reference images that public projects
committed next to the code and configuration that made them (issue 41, docs/real-code.md).

Each reference folder (the corpus is third-party material, never committed; see
scripts/corpus/README.md) holds reference.png, reference.json (the layout the test used: a fixed
size, size-that-fits, a device; the colour scheme; the scale) and the Swift files that declare the
snapshotted view as `SnapshotSubject`. This script writes the board that asks boardgen for the same
picture — same size in points, same scale, same appearance, the device's safe area — renders it
and scores it against the reference:

  size     the two images have the same size within 1 pt (a layout that sizes to fit, measured)
  score    ink agreement, 0-100: of the pixels either image draws (not the window's background),
           the share the other image also draws within 2 pt in the same colour (ΔE76 <= 10); a
           blank picture scores 0 against a drawing, extra ink costs as much as missing ink, and
           glyph shapes differ (SF Pro is not shipped)
  colour   the median ΔE76 over the reference's flat (non-edge) pixels that boardgen also draws flat
  match    size equal and score >= 90

Usage:
  python3 scripts/corpus/references.py [--bin .build/release/boardgen] [--refs /work/corpus/references]
                                       [--out /tmp/refs-run] [--json report.json] [--only NAME]
"""
import argparse
import json
import os
import subprocess
import sys

import numpy as np
from PIL import Image

# swift-snapshot-testing's ViewImageConfig names → boardgen's devices (docs/programs.md, "Devices").
DEVICES = {"iPhoneSe": "iPhone SE (1st generation)", "iPhone8": "iPhone 8", "iPhone8Plus": "iPhone 8 Plus",
           "iPhoneX": "iPhone X", "iPhoneXr": "iPhone XR", "iPhoneXsMax": "iPhone XS Max",
           "iPhone12": "iPhone 12", "iPhone12Pro": "iPhone 12 Pro", "iPhone12ProMax": "iPhone 12 Pro Max",
           "iPhone13": "iPhone 13", "iPhone13Pro": "iPhone 13 Pro", "iPhone13ProMax": "iPhone 13 Pro Max",
           "iPhone13Mini": "iPhone 13 mini"}


def board_for(ref, folder):
    """The board (and an extra Swift file, for a size-that-fits preview) asking for the reference's picture."""
    layout = ref["layout"]
    kind = layout["kind"]
    # The reference's module: its swift/ folder (read as one module) and the subject.
    module = os.path.join(folder, "swift")
    has_module = any(f.endswith(".swift") for _, _, files in os.walk(module) for f in files)
    files = ["swift", "SnapshotSubject.swift"] if has_module else ["SnapshotSubject.swift"]
    board = {"swift": files, "environment": {"colorScheme": ref["color_scheme"]}, "screenshot": True}
    extra = None
    if kind == "fixed":
        board.update(view=ref["board_view"], width=layout["width"], height=layout["height"])
    elif kind == "device":
        board.update(view=ref["board_view"], device=DEVICES.get(layout["device"], layout["device"]))
    elif kind.startswith("width"):
        board.update(view=ref["board_view"], width=layout["width"])
    else:  # sizeThatFits, intrinsic: the view's own size
        extra = "import SwiftUI\n\n#Preview(traits: .sizeThatFitsLayout) {\n    SnapshotSubject()\n}\n"
        board["swift"].append("_ReferencePreview.swift")
        board["preview"] = True
        board["environment"] = {"colorScheme": ref["color_scheme"]}
    return board, extra


def lab(rgb):
    """sRGB (0-255) → CIELAB (D65)."""
    c = rgb / 255.0
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]])
    xyz = c @ m.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def flatten(path, background):
    img = Image.open(path).convert("RGBA")
    base = Image.new("RGBA", img.size, background + (255,))
    return np.asarray(Image.alpha_composite(base, img).convert("RGB"), dtype=np.float64)


def compare(ref_png, out_png, scale, dark):
    background = (0, 0, 0) if dark else (255, 255, 255)
    a, b = flatten(ref_png, background), flatten(out_png, background)
    result = {"reference_px": list(a.shape[1::-1]), "boardgen_px": list(b.shape[1::-1])}
    h, w = max(a.shape[0], b.shape[0]), max(a.shape[1], b.shape[1])

    def pad(x):
        y = np.empty((h, w, 3))
        y[...] = np.array(background, dtype=np.float64)
        y[:x.shape[0], :x.shape[1]] = x
        return y
    la, lb = lab(pad(a)), lab(pad(b))
    bg = lab(np.array(background, dtype=np.float64))
    r = max(1, int(round(2 * scale)))

    def near(src, dst):
        """Per pixel of src: the smallest ΔE76 to a pixel of dst within r pixels (2 pt)."""
        best = np.full(src.shape[:2], np.inf)
        for dy in range(-r, r + 1):
            for dx in range(-r, r + 1):
                shifted = np.roll(np.roll(dst, dy, axis=0), dx, axis=1)
                best = np.minimum(best, np.linalg.norm(src - shifted, axis=-1))
        return best
    # Ink: what is not the window's background. The score is the share of both images' ink that
    # the other image draws too (same colour within ΔE 10, within 2 pt: a glyph of another font): a blank picture scores 0
    # against a drawing however thin, and extra ink costs as much as missing ink.
    ink_a = np.linalg.norm(la - bg, axis=-1) > 6
    ink_b = np.linalg.norm(lb - bg, axis=-1) > 6
    hit_a = ink_a & (near(la, lb) <= 10)
    hit_b = ink_b & (near(lb, la) <= 10)
    total = int(ink_a.sum() + ink_b.sum())
    result["score"] = round(100.0 * (hit_a.sum() + hit_b.sum()) / total, 2) if total else 100.0
    # Flat pixels: equal to their four neighbours in both images.
    def flat(l):
        d = np.zeros(l.shape[:2], dtype=bool)
        d[1:-1, 1:-1] = True
        for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            d &= np.linalg.norm(l - np.roll(np.roll(l, dy, axis=0), dx, axis=1), axis=-1) < 0.5
        return d
    both = flat(la) & flat(lb)
    result["colour_de"] = round(float(np.median(np.linalg.norm(la - lb, axis=-1)[both])), 2) if both.any() else None
    # The same size within 1 pt (the layout tolerance): a size-to-fit picture of text
    # rounds its points to pixels.
    result["size"] = bool(abs(a.shape[0] - b.shape[0]) <= scale and abs(a.shape[1] - b.shape[1]) <= scale)
    result["match"] = bool(result["size"] and result["score"] >= 90.0)
    return result


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--bin", default=".build/release/boardgen")
    p.add_argument("--refs", default="/work/corpus/references")
    p.add_argument("--out", default="/tmp/refs-run")
    p.add_argument("--json")
    p.add_argument("--only")
    args = p.parse_args()
    binary = os.path.abspath(args.bin)
    os.makedirs(args.out, exist_ok=True)
    rows = []
    for name in sorted(os.listdir(args.refs)):
        folder = os.path.join(args.refs, name)
        if not os.path.isfile(os.path.join(folder, "reference.json")) or (args.only and args.only not in name):
            continue
        ref = json.load(open(os.path.join(folder, "reference.json")))
        board, extra = board_for(ref, folder)
        if extra:
            open(os.path.join(folder, "_ReferencePreview.swift"), "w").write(extra)
        board_path = os.path.join(folder, "_reference-board.json")
        json.dump(board, open(board_path, "w"), indent=1)
        out_png = os.path.join(args.out, name + ".png")
        scale = ref["image"]["scale"]
        proc = subprocess.run([binary, "render", board_path, "--at", "0", "--scale", str(scale), "-o", out_png],
                              capture_output=True, text=True, timeout=120)
        row = {"name": name, "layout": ref["layout"]["kind"], "scheme": ref["color_scheme"]}
        if proc.returncode != 0:
            lines = [l for l in proc.stderr.splitlines() if "error" in l] or proc.stderr.strip().splitlines() or ["?"]
            row.update(refused=lines[0][:300], match=False, score=0.0)
        else:
            row.update(compare(os.path.join(folder, "reference.png"), out_png, scale, ref["color_scheme"] == "dark"))
        rows.append(row)
        flag = "match" if row["match"] else ("REFUSED" if "refused" in row else "differs")
        print(f"{name:45s} {flag:8s} score {row['score']:6.2f} size {row.get('size')} ΔE {row.get('colour_de')}"
              + (f"  {row['refused']}" if "refused" in row else ""))
    n = len(rows)
    matched = sum(r["match"] for r in rows)
    refused = sum("refused" in r for r in rows)
    mean = sum(r["score"] for r in rows) / n if n else 0
    print(f"\n{matched} of {n} match, {refused} refused, mean score {mean:.1f}")
    if args.json:
        json.dump({"rows": rows, "matched": matched, "refused": refused, "count": n, "mean_score": round(mean, 2)},
                  open(args.json, "w"), indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
