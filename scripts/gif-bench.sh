#!/usr/bin/env bash
# GIF encoder benchmark on the synthetic 1656×920 board (340 frames, 12 moving tiles).
# Builds GifBench in release mode, encodes through the parallel pipeline under
# /usr/bin/time (wall, peak RSS), then in serial mode (render vs encode ms/frame),
# then scores the file (PSNR all pixels and moving pixels, exact %).
# Usage: scripts/gif-bench.sh [extra GifBench encode flags, e.g. --dither --tolerance 4]
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH="${SCRATCH:-.build-gif}"
OUT="${OUT:-/tmp/gif-bench.gif}"
swift build -c release --scratch-path "$SCRATCH" --product GifBench >&2
BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/GifBench"
echo "== pipeline (wall time and peak RSS of the whole process)"
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "time: %e s wall, %M KB peak RSS" "$BIN" encode --out "$OUT" "$@"
else
  "$BIN" encode --out "$OUT" "$@"
fi
echo "== serial (render and encode timed separately)"
"$BIN" encode --serial --out "$OUT.serial.gif" "$@"
rm -f "$OUT.serial.gif"
echo "== quality"
"$BIN" score --out "$OUT"
