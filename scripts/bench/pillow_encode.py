#!/usr/bin/env python3
"""The Pillow row of `make bench`: PNG frames -> animated GIF with Pillow's own writer.

    python3 pillow_encode.py FRAMES_DIR FPS OUT.gif

Frames are FRAMES_DIR/*.png in name order, streamed (a generator feeds append_images,
so the RGB frames are not all held at once). Delays are whole centiseconds rounded on
the cumulative timeline and passed as milliseconds (Pillow writes int(ms / 10)), so the
GIF lasts exactly N / FPS. Pillow quantizes each frame (median cut), crops each frame to
the box that changed and merges identical frames, adding their delays. loop=0 (forever),
optimize=False.
"""
import glob
import os
import sys

from PIL import Image


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    folder, fps, out = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    paths = sorted(glob.glob(os.path.join(folder, "*.png")))
    if not paths:
        sys.exit(f"pillow_encode: no PNG in {folder}")
    cs = [round((i + 1) * 100 / fps) - round(i * 100 / fps) for i in range(len(paths))]
    durations = [10 * c for c in cs]

    def frames():
        for p in paths[1:]:
            with Image.open(p) as im:
                yield im.convert("RGB")

    with Image.open(paths[0]) as first:
        first = first.convert("RGB")
    first.save(out, format="GIF", save_all=True, append_images=frames(),
               duration=durations, loop=0, optimize=False)


if __name__ == "__main__":
    main()
