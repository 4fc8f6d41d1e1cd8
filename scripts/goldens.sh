#!/usr/bin/env bash
# Pictures and scene dumps of every built-in board and every Examples/ board, for checking that a
# refactor changes nothing: `scripts/goldens.sh DIR` renders into DIR (PNG frames at 10 fps, scene
# dumps at 10 fps, a GIF per board, and the bench's variants) and writes DIR/SHA256SUMS;
# `scripts/goldens.sh --compare OLD NEW` lists the files whose bytes differ.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ${1:-} == --compare ]]; then
  diff <(cd "$2" && sort -k2 SHA256SUMS) <(cd "$3" && sort -k2 SHA256SUMS) | grep '^[<>]' | awk '{print $1, $3}' | sort -k2 | uniq -f1 -c | awk '{print $3}' || true
  exit 0
fi
out=${1:?usage: scripts/goldens.sh DIR | --compare OLD NEW}
bin=${BIN:-$(swift build -c release --show-bin-path)/boardgen}
mkdir -p "$out"
boards=$("$bin" list | awk '/^[a-z0-9-]+ — / {print $1}')
for f in Examples/*.json; do
  [[ $(basename "$f") == figures.json ]] && continue
  boards+=$'\n'"$f"
done
render() { # name board options…
  local name=$1 board=$2; shift 2
  mkdir -p "$out/$name"
  "$bin" render "$board" --fps 10 -q "$@" -o "$out/$name/{n}.png"
  "$bin" render "$board" --fps 10 -q "$@" -o "$out/$name/{n}.json"
  "$bin" animate "$board" -q "$@" -o "$out/$name/anim.gif"
}
while read -r board; do
  name=$(basename "$board" .json)
  [[ $board == Examples/* ]] && name=example-$name
  render "$name" "$board" || echo "goldens: $board failed" >&2
done <<< "$boards"
render bench-dark bench --theme dark
render bench-noanim bench --no-animation
render bench-quiet bench --quiet-departures
render bench-noreserve bench --no-reserve
render bench-stagger bench --stagger 0.15
render bench-2x bench --scale 2
(cd "$out" && find . -type f ! -name SHA256SUMS -print0 | sort -z | xargs -0 sha256sum > SHA256SUMS)
echo "goldens: $(wc -l < "$out/SHA256SUMS") files in $out"
