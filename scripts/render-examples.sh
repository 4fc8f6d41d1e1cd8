#!/usr/bin/env bash
# Regenerates the images in Examples/ that the README shows: for each board
# file a GIF and a lossless WebP of one cycle (25 fps, @1x), and an SVG and a
# PNG (@2x) at an instant that tells its story; the bench as an animated SVG and
# an HTML inspector.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product boardgen >/dev/null
bin=$(swift build -c release --show-bin-path)/boardgen
for file in Examples/*.json; do
  name=${file%.json}
  case $(basename "$name") in
    figures) continue ;;  # a figures manifest (README: boardgen build), not a board
    # The chapter's lessons: a still each (docs/chapter.md has their sheets).
    no-animation)  # gone at once: the removal has no animation to run
      "$bin" render "$file" --at 0 --scale 1 -o "$name.png"; continue ;;
    quiet-departures|wrappers|reflow|stagger|board-clip|smear)
      "$bin" render "$file" --at 1.4 --scale 1 -o "$name.png"; continue ;;
    labels|symbols|device)  # a program still: one state
      "$bin" render "$file" --at 0 --scale 2 -o "$name.png"; continue ;;
  esac
  case $(basename "$name") in
    # Programs run at real speed (0.22–0.3 s animations): their animations play at half speed.
    filter|identity|editor|collapse|progress|settings|tabbar) speed=0.5 ;;
    *) speed=1 ;;
  esac
  "$bin" animate "$file" --fps 25 --scale 1 --speed "$speed" -o "$name.gif"
  "$bin" animate "$file" --fps 25 --scale 1 --speed "$speed" -o "$name.webp"
  case $(basename "$name") in
    springs) at=0.08 ;;   # springs are quick: early in the removal they differ most
    custom) at=4.1 ;;     # the insertion: the phase-aware tilt comes in forward
    pasted) at=0.3 ;;     # near the middle of the 0.7 s removal: Fade half gone, Blink still whole
    effects) at=0.35 ;;   # half of the 0.7 s removal: the flip at 45°, the rotation at −15°, the drop half a height up
    filter|identity) at=1.53 ;;  # a → b: two rows leave, two enter (position: contents change in place)
    editor) at=2.0 ;;     # after the rename: by index, Grid was renamed
    collapse) at=0.72 ;;  # half way through the collapse
    progress) at=1.0 ;;   # the first click's spring, half way: the ring and the slider on their way to 50 %
    settings) at=1.4 ;;   # half way through "Mark all done": the lines through the chores fading in
    spinner) at=0.25 ;;   # a quarter turn after it appeared
    tabbar) at=0.72 ;;    # the pill on its way from Home to Profile, the two crossing
    views) at=6.5 ;;      # at rest after the insertion: the layout itself
    card|card-swift) at=1.85 ;;  # the insertion, the spring a third of the way: the card rising into place
    trips-app) at=2.0 ;;  # "Favorites only" turned on: Reykjavík leaving the list
    swipe) at=0.85 ;;     # the first drag, half way: the card following the finger
    *) at=1.4 ;;          # half of a 2.8 s removal
  esac
  "$bin" render "$file" --at "$at" -o "$name.svg"
  "$bin" render "$file" --at "$at" --scale 2 -o "$name.png"
done
# The README's top picture: the bench as an animated SVG, and its inspector.
"$bin" animate Examples/bench.json --fps 25 --scale 1 -o Examples/bench-animated.svg
"$bin" animate Examples/bench.json --fps 25 --scale 1 -o Examples/bench.html
# The README's first figure: the pasted card's insertion, frame by frame.
"$bin" sheet Examples/card-swift.json --phase insertion --count 4 --columns 4 --scale 1 -o Examples/card-sheet.png
# A contact sheet of the bench's removal, frame by frame.
"$bin" sheet bench --count 9 --columns 3 --scale 1 -o Examples/bench-sheet.png
# The chapter, lesson by lesson.
scripts/chapter.sh
# The README's sizes, from files this build writes.
python3 scripts/readme-sizes.py --bin "$bin"
