#!/usr/bin/env bash
# make bench, profile and scale: where an animation's time goes, and how it grows.
#
# 1. Stage profile: one instrumented run each of the bench GIF and lossless WebP (50 fps @2x),
#    BOARDGEN_PROFILE=1 printing each stage's CPU seconds summed over the threads that ran it
#    (scene building, painting the board layer, painting tiles, diffing, quantising, mapping,
#    LZW, WebP lossless encoding, writing) and what the process spent besides.
# 2. Scale: a board of N cells (1, 4, 16, 64; every cell a .scale removal and re-insertion in a
#    200×74 slot, 4 columns) animated to a GIF at 25 fps, @1x to @4x: wall seconds and peak RSS,
#    so a user can predict a run (time grows with frames × pixels that change).
# Output: bench-out/profile.md (also printed).
set -uo pipefail
cd "$(dirname "$0")/.."
BOARDGEN="${BOARDGEN:-$(swift build -c release --show-bin-path 2>/dev/null)/boardgen}"
OUT="${BENCH_OUT:-bench-out}"
mkdir -p "$OUT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
md="$OUT/profile.md"
{
  echo "# Where the time goes ($(date -u +%F), $(nproc) cores)"
  echo
  for format in gif webp; do
    echo "## bench → .$format, 50 fps @2x, one instrumented run"
    echo
    echo '```'
    BOARDGEN_PROFILE=1 "$BOARDGEN" animate bench --fps 50 --scale 2 -q -o "$tmp/bench.$format" 2>&1 | grep -v '^wrote'
    echo '```'
    echo
  done
  echo "## Scale: N cells to a GIF at 25 fps (wall seconds / peak MB; frames × megapixels)"
  echo
  echo "| cells | @1x | @2x | @3x | @4x |"
  echo "|---|---|---|---|---|"
  for n in 1 4 16 64; do
    cells=$(python3 -c "import json; print(json.dumps([{'name': 'c%d' % i, 'transition': '.scale'} for i in range($n)]))")
    cols=$(( n < 4 ? n : 4 ))
    printf '{"title": "%d cells", "columns": %d, "slot": {"width": 200, "height": 74}, "cells": %s}\n' "$n" "$cols" "$cells" >"$tmp/n$n.json"
    row="| $n |"
    for s in 1 2 3 4; do
      rm -f "$tmp/n.gif"
      out=$( { /usr/bin/time -f '%e %M' "$BOARDGEN" animate "$tmp/n$n.json" --fps 25 --scale $s -q -o "$tmp/n.gif" >/dev/null; } 2>&1)
      line=$(printf '%s\n' "$out" | tail -1)
      wall=${line% *}; kb=${line#* }
      if [ ! -s "$tmp/n.gif" ]; then
        row="$row refused: $(printf '%s\n' "$out" | grep -o 'too large[^;:]*' | head -1) |"
        continue
      fi
      frames=$("$BOARDGEN" list "$tmp/n$n.json" 2>/dev/null | grep -o 'cycle [0-9.]* s' | awk '{printf "%d", $2 * 25}')
      size=$(python3 -c "import struct; d=open('$tmp/n.gif','rb').read(10); w,h=struct.unpack('<HH', d[6:10]); print('%.1f' % (w*h/1e6))")
      row="$row $wall s / $(( kb / 1024 )) MB (${frames}×${size} Mpx) |"
    done
    echo "$row"
  done
} >"$md"
cat "$md"
