#!/usr/bin/env bash
# make bench, programs: what drawing a board as a SwiftUI program costs against the same lesson as
# a scenario board (records, panels, data operations), which runs through the same engine: its
# panels are translated into the programs they describe (docs/board-format.md). The difference is
# what the program's own code does (its steps, its views) beside the scenario's description. For each of filter, identity, editor and
# collapse, `boardgen animate` of the built-in program and of Examples/scenarios/NAME.json to a GIF
# at 25 fps @1x, run in turn (A B A B …) and timed from outside; the ratio is taken per pair.
# The programs' timelines are longer (a held starting state, one step per action), so the table
# gives the ratio per run and per frame. Output: bench-out/programs.md.
set -uo pipefail
cd "$(dirname "$0")/.."
BOARDGEN="${BOARDGEN:-$(swift build -c release --show-bin-path 2>/dev/null)/boardgen}"
OUT="${BENCH_OUT:-bench-out}"
RUNS="${BENCH_RUNS:-5}"
mkdir -p "$OUT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
now() { date +%s.%N; }
{
  echo "# Programs against scenario boards ($(date -u +%F), $(nproc) cores, $RUNS pairs, median)"
  echo
  echo "| board | program: s / frames | scenario: s / frames | ratio per run | ratio per frame |"
  echo "|---|---|---|---|---|"
} >"$OUT/programs.md"
for name in filter identity editor collapse; do
  a=()
  b=()
  for run in $(seq "$RUNS"); do
    t0=$(now); "$BOARDGEN" animate "$name" --fps 25 --scale 1 -q -o "$tmp/p.gif" || exit 1; t1=$(now)
    "$BOARDGEN" animate "Examples/scenarios/$name.json" --fps 25 --scale 1 -q -o "$tmp/s.gif" || exit 1; t2=$(now)
    a+=("$(awk "BEGIN {print $t1 - $t0}")")
    b+=("$(awk "BEGIN {print $t2 - $t1}")")
  done
  pa=$(printf '%s\n' "${a[@]}" | median); sb=$(printf '%s\n' "${b[@]}" | median)
  ratios=$(for i in "${!a[@]}"; do awk "BEGIN {print ${a[$i]} / ${b[$i]}}"; done | median)
  fa=$("$BOARDGEN" list "$name" | awk '/cycle/ {print $2}'); fb=$("$BOARDGEN" list "Examples/scenarios/$name.json" | awk '/cycle/ {print $2}')
  na=$(awk "BEGIN {printf \"%d\", $fa * 25 + 0.5}"); nb=$(awk "BEGIN {printf \"%d\", $fb * 25 + 0.5}")
  per=$(awk "BEGIN {print $ratios * $nb / $na}")
  printf '| %s | %.3f / %d | %.3f / %d | %.2f× | %.2f× |\n' "$name" "$pa" "$na" "$sb" "$nb" "$ratios" "$per" >>"$OUT/programs.md"
done
cat "$OUT/programs.md"
