#!/usr/bin/env bash
# Regenerates the images in Examples/ that the README shows: for each board
# file a GIF and a lossless WebP of one cycle (25 fps, @1x), and an SVG and a
# PNG (@2x) at an instant that tells its story.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product boardgen >/dev/null
bin=$(swift build -c release --show-bin-path)/boardgen
for file in Examples/*.json; do
  name=${file%.json}
  "$bin" animate "$file" --fps 25 --scale 1 -o "$name.gif"
  "$bin" animate "$file" --fps 25 --scale 1 -o "$name.webp"
  case $(basename "$name") in
    springs) at=0.08 ;;   # springs are quick: early in the removal they differ most
    custom) at=4.1 ;;     # the insertion: the phase-aware tilt comes in forward
    *) at=1.4 ;;          # half of a 2.8 s removal
  esac
  "$bin" render "$file" --at "$at" -o "$name.svg"
  "$bin" render "$file" --at "$at" --scale 2 -o "$name.png"
done
# A contact sheet of the bench's removal, frame by frame.
"$bin" sheet bench --at 0,0.35,0.7,1.05,1.4,1.75,2.1,2.45,2.8 --columns 3 --scale 1 -o Examples/bench-sheet.png
